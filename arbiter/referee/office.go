package referee

import (
	"context"

	"arbiter/arbiter"
)

// Sections returns the ranking of game n (the whole tournament for 0) split
// by category or series: each section's players ranked among themselves,
// their overall rank beside.
func (s *Service) Sections(ctx context.Context, n int, by arbiter.Division) ([]arbiter.Standings, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	st, err := s.ranking(ctx, n, arbiter.ByTotal)
	if err != nil {
		return nil, err
	}
	return st.Sections(by)
}

// GameResults returns game n's ranking (the current game for 0), every
// registered player's line, eliminated players included with the total
// they have: the results a federation's file records.
func (s *Service) GameResults(ctx context.Context, n int) (arbiter.Standings, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, err := s.readGame(ctx, n)
	if err != nil {
		return arbiter.Standings{}, err
	}
	st, err := s.state.Standings(g.Number, arbiter.ByTotal)
	if err != nil {
		return arbiter.Standings{}, arbiter.Errorf(arbiter.EInvalidInput, "results of game %d: %s", g.Number, arbiter.ErrorMessage(err))
	}
	return st, nil
}

// Notices returns the players to warn in round n of game (seed 004: the
// players whose move was annulled are warned on a special form), one per
// player with a slip that scored zero or a technical warning in the round,
// in table order.
func (s *Service) Notices(ctx context.Context, game, n int) ([]arbiter.Notice, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, err := s.readGame(ctx, game)
	if err != nil {
		return nil, err
	}
	if r := g.Round(n); r == nil || !r.HasRack {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "no round %d in game %d: it has %d round(s)", n, g.Number, len(g.Rounds))
	}
	return s.state.Notices(g.Number, n)
}
