package referee

import (
	"context"

	"arbiter/arbiter"
)

// SlipEntry is what entering one slip recorded: its events and, for a slip
// recorded late into a closed round, what it changed of that round's solo
// (RULES §6).
type SlipEntry struct {
	Events []arbiter.Event
	// Solos are the solos of the closed round the slip removed or gave.
	Solos []arbiter.SoloChange
}

// EnterSlip runs c, a [duplicate.EnterSlip] or a [duplicate.TypeSlip], as
// [Service.Run] does, and says which solo of a closed round the slip it
// records removed or gave.
func (s *Service) EnterSlip(ctx context.Context, c arbiter.Command) (SlipEntry, error) {
	var n int
	if rc, ok := c.(arbiter.RoundCommand); ok {
		n = rc.OnlyRound()
	}
	game, n, before, closed := s.closedRoundSolos(ctx, 0, n)
	evs, err := s.Run(ctx, c)
	if err != nil || !closed || len(evs) == 0 {
		return SlipEntry{Events: evs}, err
	}
	_, _, after, _ := s.closedRoundSolos(ctx, game, n)
	return SlipEntry{Events: evs, Solos: arbiter.SoloChanges(n, before, after)}, nil
}

// closedRoundSolos returns game's (the current game for 0) number, the
// number of its round n (the current round for 0) and, when that round is
// closed and not cancelled, its solos and true.
func (s *Service) closedRoundSolos(ctx context.Context, game, n int) (int, int, []arbiter.Solo, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, err := s.readRound(ctx, game, n)
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
