package arbiter

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"

	"arbiter/arbiter/internal/parts"
)

// GameTotals is what one game adds to the tournament's standings: its top
// total and, for each player in the order of [State.Players], the sums of
// the player's card and the round net scores the last-game tie-break reads.
// A finished game kept without its rounds carries them in [Game.Totals]
// (no event changes a game once the next one has started), so that ranking
// the tournament reads none of those games' rounds.
type GameTotals struct {
	// Key is [State.TotalsKey] of the state the totals were computed in:
	// they hold for a state of the same key only (a player registered
	// later has a card in every game and enlarges the solo field).
	Key      string
	TopTotal int
	Players  []PlayerTotals
}

// PlayerTotals is one player's line of [GameTotals]: the sums of a [Card]
// that a [Standing] adds up, and Nets, the net score (score, solo, less
// penalty) of each round from the last back.
type PlayerTotals struct {
	Total, Score, Tops, Solos, SoloBonus, Warnings, Penalty int
	RoomTops, TopsCounted, TopField, TopPoints              int
	Eliminated                                              bool
	Nets                                                    []int
}

// TotalsKey names what a game's totals depend on besides the game: the
// players (by table, and centre for solos by centre) and the solo field.
func (s *State) TotalsKey() string {
	h := sha256.New()
	b := []byte(s.Tournament.Solos)
	for _, p := range s.Players {
		b = strconv.AppendInt(append(b, '\n'), int64(p.Table), 10)
		b = append(append(b, ' '), p.Centre...)
	}
	h.Write(b)
	return hex.EncodeToString(h.Sum(nil))
}

// GameTotals returns the totals a snapshot keeps of g, a finished game:
// as its kind counts them for a kind that keeps its totals
// ([TotalsKeeper]), else computed from its rounds.
func (s *State) GameTotals(g *Game) (*GameTotals, error) {
	if _, keeps := kindAs[TotalsKeeper](s, g); keeps {
		return s.kindTotals(g, s.TotalsKey())
	}
	return s.gameTotals(g, s.TotalsKey()), nil
}

// totals returns g's totals: those it carries if they hold for key (a
// finished game of a kind that keeps its totals, or a duplicate game),
// else computed from its state or its rounds.
func (s *State) totals(g *Game, key string) (*GameTotals, error) {
	if _, keeps := kindAs[TotalsKeeper](s, g); g.Play != nil && !keeps {
		return s.kindTotals(g, key)
	}
	if t := g.Totals; t != nil && t.Key == key {
		if len(t.Players) != len(s.Players) {
			return nil, Errorf(EStorage, "game %d: the totals kept are not the %d players'", g.Number, len(s.Players))
		}
		return t, nil
	}
	if g.Play != nil {
		return s.kindTotals(g, key)
	}
	return s.gameTotals(g, key), nil
}

// gameTotals computes g's totals, for the totals key key, from its rounds.
func (s *State) gameTotals(g *Game, key string) *GameTotals {
	t := &GameTotals{Key: key, TopTotal: g.topTotal(), Players: make([]PlayerTotals, len(s.Players))}
	tally := s.tally(g, 0, len(g.Rounds))
	rounds := len(g.Rounds)
	nets := make([]int, len(s.Players)*rounds)
	for i := range tally.cards {
		c, lines := &tally.cards[i], tally.lines[i]
		p := nets[i*rounds : (i+1)*rounds : (i+1)*rounds]
		for k := range lines {
			p[rounds-1-k] = lines[k].score + lines[k].solo - lines[k].penalty
		}
		t.Players[i] = PlayerTotals{Total: c.Total, Score: c.Score, Tops: c.Tops, Solos: c.Solos,
			SoloBonus: c.SoloBonus, Warnings: c.Technical + c.Disciplinary, Penalty: c.Penalty,
			RoomTops: c.RoomTops, TopsCounted: c.RoomTops - c.TopsLost, TopField: c.TopField,
			TopPoints: c.TopPoints, Eliminated: c.Eliminated, Nets: p}
	}
	return t
}

// totalsOf returns the totals of games, each game's worked out on a
// goroutine of its own (a finished game's those it carries, the current
// one's from its cards), or the error of the first game whose totals are
// not to be had.
func (s *State) totalsOf(games []Game) ([]*GameTotals, error) {
	key := s.TotalsKey()
	totals := make([]*GameTotals, len(games))
	errs := make([]error, len(games))
	parts.Each(len(games), func(gi int) { totals[gi], errs[gi] = s.totals(&games[gi], key) })
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return totals, nil
}

// kindTotals returns what g, a game of a registered kind, adds to the
// tournament's standings, as its kind counts it: worked out from its state
// every time, like a problem's.
func (s *State) kindTotals(g *Game, key string) (*GameTotals, error) {
	d, err := s.discipline(g)
	if err != nil {
		return nil, err
	}
	f, ok := d.(Folder)
	if !ok {
		return nil, Errorf(EInternal, "game %d: a game of %s has no totals of its own", g.Number, g.Kind())
	}
	players, err := f.Totals(s, g)
	if err != nil {
		return nil, err
	}
	if len(players) != len(s.Players) {
		return nil, Errorf(EInternal, "game %d: %d lines of totals for %d players", g.Number, len(players), len(s.Players))
	}
	return &GameTotals{Key: key, Players: players}, nil
}

// add adds p's totals of one game to r.
func (r *Standing) add(p *PlayerTotals) {
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
// although games before the current one are kept without their rounds:
// each of them carries its totals, and they hold for the present players.
// A caller that gets false reads those games' rounds first.
func (s *State) Ranks() bool {
	key := s.TotalsKey()
	for i := range max(len(s.Games)-1, 0) {
		if g := &s.Games[i]; len(g.Rounds) == 0 && (g.Totals == nil || g.Totals.Key != key) {
			return false
		}
	}
	return true
}
