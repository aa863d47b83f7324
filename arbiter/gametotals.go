package arbiter

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"

	"arbiter/arbiter/internal/parts"
)

// gameTotals is what one game adds to the tournament's standings: its top
// total and, for each player in the order of [State.Players], the sums of
// the player's card and the round net scores the last-game tie-break reads.
// A snapshot keeps it beside each finished game (no event changes a game
// once the next one has started), so that ranking the tournament decodes
// none of those games' rounds.
type gameTotals struct {
	// Key is [State.totalsKey] of the state the totals were computed in:
	// they hold for a state of the same key only (a player registered
	// later has a card in every game and enlarges the solo field).
	Key      string      `json:"key"`
	TopTotal int         `json:"top_total"`
	Players  playerLines `json:"players"`
}

// playerTotals is one player's line of [gameTotals]: the sums of a
// [Card] that a [Standing] adds up, and Nets, the net score (score, solo,
// less penalty) of each round from the last back.
type playerTotals struct {
	Total, Score, Tops, Solos, SoloBonus, Warnings, Penalty int
	RoomTops, TopsCounted, TopField, TopPoints              int
	Eliminated                                              bool
	Nets                                                    []int
}

// fields are p's numbers, but for Eliminated and Nets, in the order
// playerLines writes them.
func (p *playerTotals) fields() []*int {
	return []*int{&p.Total, &p.Score, &p.Tops, &p.Solos, &p.SoloBonus, &p.Warnings, &p.Penalty,
		&p.RoomTops, &p.TopsCounted, &p.TopField, &p.TopPoints}
}

// playerLines are the players' totals of a game, written in a snapshot as
// one JSON string (decoding a number at a time through encoding/json cost
// more than the rest of the standings): a record per player, separated by
// ';', of decimal numbers separated by ',': the fields of playerTotals in
// the order fields gives, Eliminated (0 or 1), then the nets.
type playerLines []playerTotals

// MarshalJSON writes the records as a JSON string.
func (l playerLines) MarshalJSON() ([]byte, error) {
	out := []byte{'"'}
	for i := range l {
		p := &l[i]
		if i > 0 {
			out = append(out, ';')
		}
		for k, f := range p.fields() {
			if k > 0 {
				out = append(out, ',')
			}
			out = strconv.AppendInt(out, int64(*f), 10)
		}
		out = append(out, ',', '0')
		if p.Eliminated {
			out[len(out)-1] = '1'
		}
		for _, n := range p.Nets {
			out = strconv.AppendInt(append(out, ','), int64(n), 10)
		}
	}
	return append(out, '"'), nil
}

// UnmarshalJSON reads the records MarshalJSON wrote.
func (l *playerLines) UnmarshalJSON(data []byte) error {
	text := bytes.TrimPrefix(bytes.TrimSuffix(data, []byte{'"'}), []byte{'"'})
	if len(text)+2 != len(data) || bytes.IndexByte(text, '\\') >= 0 {
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return err
		}
		text = []byte(s)
	}
	var err error
	*l, err = readPlayerLines(text)
	return err
}

// readPlayerLines reads the records of text, the string MarshalJSON
// wrote without its quotes, every player's nets in one array: a late
// standings reads a record per player of every finished game.
func readPlayerLines(text []byte) (playerLines, error) {
	if len(text) == 0 {
		return nil, nil
	}
	var p playerTotals
	fields := len(p.fields())
	records := bytes.Count(text, []byte{';'}) + 1
	l := make(playerLines, 0, records)
	nets := make([]int, 0, max(bytes.Count(text, []byte{','})+records-records*(fields+1), 0))
	var nums []int
	for i := range records {
		nums = nums[:0]
		for sep := byte(','); sep == ','; {
			n, size, err := leadingNumber(text)
			if err != nil {
				return nil, fmt.Errorf("player %d: %w", i+1, err)
			}
			nums = append(nums, n)
			sep, text = 0, text[size:]
			if len(text) > 0 {
				sep, text = text[0], text[1:]
			}
		}
		p = playerTotals{}
		if len(nums) <= fields || nums[fields] < 0 || nums[fields] > 1 {
			return nil, fmt.Errorf("player %d: %d numbers, not totals", i+1, len(nums))
		}
		for k, f := range p.fields() {
			*f = nums[k]
		}
		p.Eliminated = nums[fields] == 1
		start := len(nets)
		nets = append(nets, nums[fields+1:]...)
		p.Nets = nets[start:len(nets):len(nets)]
		l = append(l, p)
	}
	return l, nil
}

// leadingNumber reads the decimal number text starts with, up to the ','
// or ';' after it or the end of text, and returns it and its length.
func leadingNumber(text []byte) (n, size int, err error) {
	neg := len(text) > 0 && text[0] == '-'
	if neg {
		size++
	}
	start := size
	for ; size < len(text) && '0' <= text[size] && text[size] <= '9'; size++ {
		n = n*10 + int(text[size]-'0')
	}
	if digits := size - start; digits > 0 && digits < 19 && (size == len(text) || text[size] == ',' || text[size] == ';') {
		if neg {
			n = -n
		}
		return n, size, nil
	}
	size = len(text) // anything else is read as strconv reads it
	if k := bytes.IndexAny(text, ",;"); k >= 0 {
		size = k
	}
	if n, err = strconv.Atoi(string(text[:size])); err != nil {
		return 0, 0, fmt.Errorf("%q is not a number", text[:size])
	}
	return n, size, nil
}

// totalsKey names what a game's totals depend on besides the game: the
// players (by table, and centre for solos by centre) and the solo field.
func (s *State) totalsKey() string {
	h := sha256.New()
	b := []byte(s.Tournament.Solos)
	for _, p := range s.Players {
		b = strconv.AppendInt(append(b, '\n'), int64(p.Table), 10)
		b = append(append(b, ' '), p.Centre...)
	}
	h.Write(b)
	return hex.EncodeToString(h.Sum(nil))
}

// totals returns g's totals: those its snapshot kept if they hold for s,
// else computed from its cards.
func (s *State) totals(g *Game, key string) (*gameTotals, error) {
	if keptFor(g.kept, key) {
		t, err := keptTotals(g.kept, g.Number)
		if err == nil && (t == nil || len(t.Players) != len(s.Players)) {
			err = Errorf(EStorage, "game %d: the totals kept are not the %d players'", g.Number, len(s.Players))
		}
		return t, err
	}
	t := &gameTotals{Key: key, TopTotal: g.topTotal(), Players: make(playerLines, len(s.Players))}
	tally := s.tally(g, 0, len(g.Rounds))
	rounds := len(g.Rounds)
	nets := make([]int, len(s.Players)*rounds)
	for i := range tally.cards {
		c, lines := &tally.cards[i], tally.lines[i]
		p := nets[i*rounds : (i+1)*rounds : (i+1)*rounds]
		for k := range lines {
			p[rounds-1-k] = lines[k].score + lines[k].solo - lines[k].penalty
		}
		t.Players[i] = playerTotals{Total: c.Total, Score: c.Score, Tops: c.Tops, Solos: c.Solos,
			SoloBonus: c.SoloBonus, Warnings: c.Technical + c.Disciplinary, Penalty: c.Penalty,
			RoomTops: c.RoomTops, TopsCounted: c.RoomTops - c.TopsLost, TopField: c.TopField,
			TopPoints: c.TopPoints, Eliminated: c.Eliminated, Nets: p}
	}
	return t, nil
}

// totalsOf returns the totals of games, each game's worked out on a
// goroutine of its own (a finished game's read from its snapshot line,
// the current one's from its cards), or the error of the first game
// whose totals are not to be had.
func (s *State) totalsOf(games []Game) ([]*gameTotals, error) {
	key := s.totalsKey()
	totals := make([]*gameTotals, len(games))
	errs := make([]error, len(games))
	parts.Each(len(games), func(gi int) { totals[gi], errs[gi] = s.totals(&games[gi], key) })
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return totals, nil
}

// add adds p's totals of one game to r.
func (r *Standing) add(p *playerTotals) {
	r.Total += p.Total
	r.Score += p.Score
	r.Tops += p.Tops
	r.Solos += p.Solos
	r.SoloBonus += p.SoloBonus
	r.Warnings += p.Warnings
	r.Penalty += p.Penalty
	r.RoomTops += p.RoomTops
	r.TopsCounted += p.TopsCounted
	r.TopField += p.TopField
	r.TopPoints += p.TopPoints
	r.Eliminated = r.Eliminated || p.Eliminated
}

// Ranks reports whether [State.Standings] of the tournament (game 0) holds
// although [DecodeSnapshotCurrent] left the games before the current one
// undecoded: each of them kept its totals, and they hold for the present
// players. A caller that gets false decodes those games first.
func (s *State) Ranks() bool {
	key := s.totalsKey()
	for i := range max(len(s.Games)-1, 0) {
		if g := &s.Games[i]; len(g.Rounds) == 0 && !keptFor(g.kept, key) {
			return false
		}
	}
	return true
}
