package arbiter

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
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
	Key      string         `json:"key"`
	TopTotal int            `json:"top_total"`
	Players  []playerTotals `json:"players"`
}

// playerTotals is one player's line of [gameTotals]: the sums of a
// [Card] that a [Standing] adds up, and Nets, the net score (score, solo,
// less penalty) of each round from the last back.
type playerTotals struct {
	Total       int   `json:"total"`
	Score       int   `json:"score"`
	Tops        int   `json:"tops"`
	Solos       int   `json:"solos"`
	SoloBonus   int   `json:"solo_bonus"`
	Warnings    int   `json:"warnings"`
	Penalty     int   `json:"penalty"`
	RoomTops    int   `json:"room_tops"`
	TopsCounted int   `json:"tops_counted"`
	TopField    int   `json:"top_field"`
	TopPoints   int   `json:"top_points"`
	Eliminated  bool  `json:"eliminated,omitempty"`
	Nets        []int `json:"nets"`
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
		return keptTotals(g.kept, g.Number)
	}
	t := &gameTotals{Key: key, TopTotal: g.topTotal(), Players: make([]playerTotals, len(s.Players))}
	for i, c := range s.cards(g) {
		nets := make([]int, len(c.Rounds))
		for k, r := range c.Rounds {
			nets[len(nets)-1-k] = r.Score + r.Solo - r.Penalty
		}
		t.Players[i] = playerTotals{Total: c.Total, Score: c.Score, Tops: c.Tops, Solos: c.Solos,
			SoloBonus: c.SoloBonus, Warnings: c.Technical + c.Disciplinary, Penalty: c.Penalty,
			RoomTops: c.RoomTops, TopsCounted: c.RoomTops - c.TopsLost, TopField: c.TopField,
			TopPoints: c.TopPoints, Eliminated: c.Eliminated, Nets: nets}
	}
	return t, nil
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
