package referee

import (
	"context"
	"fmt"

	"arbiter/arbiter"
)

// SlipEntry is what entering one slip recorded: its events and, for a slip
// recorded late into a closed round, what it changed of that round's solo
// (RULES §6), said as the log says events.
type SlipEntry struct {
	Events []arbiter.Event
	// Solos says each solo of the closed round the slip removed or gave.
	Solos []string
}

// EnterSlip runs c, an [arbiter.EnterSlip] or an [arbiter.TypeSlip], as
// [Service.Run] does, and says which solo of a closed round the slip it
// records removed or gave.
func (s *Service) EnterSlip(ctx context.Context, c arbiter.Command) (SlipEntry, error) {
	var n int
	switch c := c.(type) {
	case arbiter.EnterSlip:
		n = c.Round
	case arbiter.TypeSlip:
		n = c.Round
	}
	game, n, before, closed := s.closedRoundSolos(0, n)
	evs, err := s.Run(ctx, c)
	if err != nil || !closed || len(evs) == 0 {
		return SlipEntry{Events: evs}, err
	}
	_, _, after, _ := s.closedRoundSolos(game, n)
	return SlipEntry{Events: evs, Solos: soloChanges(n, before, after)}, nil
}

// closedRoundSolos returns game's (the current game for 0) number, the
// number of its round n (the current round for 0) and, when that round is
// closed and not cancelled, its solos and true.
func (s *Service) closedRoundSolos(game, n int) (int, int, []arbiter.Solo, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if g := s.state.CurrentGame(); game != 0 || g == nil || (n != 0 && n != len(g.Rounds)) {
		s.readRounds() // an earlier round: the current one is read already
	}
	g, err := s.gameFor(game)
	if err != nil {
		return game, n, nil, false
	}
	if n == 0 {
		n = len(g.Rounds)
	}
	r := g.Round(n)
	if r == nil || !r.Closed || r.Cancelled {
		return g.Number, n, nil, false
	}
	rb, err := s.state.RoomBest(g.Number, n)
	return g.Number, n, rb.Solos, err == nil
}

// soloChanges says each solo of round n in before and not in after
// (removed) and in after and not in before (given).
func soloChanges(n int, before, after []arbiter.Solo) []string {
	var out []string
	for _, b := range before {
		if !hasSolo(after, b) {
			out = append(out, fmt.Sprintf("round %d: the solo of table %d (%s) is removed by this late slip", n, b.Table, b.Name))
		}
	}
	for _, a := range after {
		if !hasSolo(before, a) {
			out = append(out, fmt.Sprintf("round %d: the solo goes to table %d (%s), +%d points, by this late slip", n, a.Table, a.Name, a.Bonus))
		}
	}
	return out
}

// hasSolo reports whether solos holds the solo of o's table and centre.
func hasSolo(solos []arbiter.Solo, o arbiter.Solo) bool {
	for _, s := range solos {
		if s.Table == o.Table && s.Centre == o.Centre {
			return true
		}
	}
	return false
}
