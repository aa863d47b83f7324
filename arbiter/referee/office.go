package referee

import (
	"context"

	"arbiter/arbiter"
	"arbiter/reports"
)

// Sections returns the ranking of game n (the whole tournament for 0) split
// by category or series: each section's players ranked among themselves,
// their overall rank beside.
func (s *Service) Sections(ctx context.Context, n int, by arbiter.Division) ([]arbiter.Standings, error) {
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

// WarningForms returns the warning forms of round n of game (seed 004: the
// players whose move was annulled are warned on a special form), one per
// player with a slip that scored zero or a technical warning in the round,
// in table order.
func (s *Service) WarningForms(ctx context.Context, game, n int) ([]reports.WarningForm, error) {
	defer s.mu.Unlock()
	g, err := s.readGame(ctx, game)
	if err != nil {
		return nil, err
	}
	if r := g.Round(n); r == nil || !r.HasRack {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "no round %d in game %d: it has %d round(s)", n, g.Number, len(g.Rounds))
	}
	notices, err := s.state.Notices(g.Number, n)
	if err != nil {
		return nil, err
	}
	forms := make([]reports.WarningForm, 0, len(notices))
	for _, nt := range notices {
		l := nt.Line
		f := reports.WarningForm{Round: n, Slip: reports.SlipLineOf(l),
			Zero: nt.Zero, Technical: l.Technical > 0}
		f.Slip.Table, f.Slip.Name = nt.Player.Table, nt.Player.Name
		for _, w := range nt.Warnings {
			f.Reasons = append(f.Reasons, w.Reason)
		}
		forms = append(forms, f)
	}
	return forms, nil
}

// Site returns what the results site shows: the tournament's ranking, split
// by by when it is set, and every game's rounds (those with a top) and
// player cards.
func (s *Service) Site(ctx context.Context, by arbiter.Division) (reports.Site, error) {
	site := reports.Site{Header: s.Header(), By: string(by)}
	ranking, err := s.Ranking(ctx, 0, arbiter.ByTotal)
	if err != nil {
		return site, err
	}
	site.Ranking = reports.RowsOf(ranking)
	if by != "" {
		secs, err := s.Sections(ctx, 0, by)
		if err != nil {
			return site, err
		}
		site.Sections = reports.SectionsOf(secs)
	}
	st, err := s.State(ctx)
	if err != nil {
		return site, err
	}
	for n := 1; n <= len(st.Games); n++ {
		g := reports.SiteGame{Number: n}
		if g.Anticipation, err = s.siteAnticipation(n); err != nil {
			return site, err
		}
		if g.Anticipation != nil {
			site.Games = append(site.Games, g)
			continue
		}
		sums, err := s.RoundSummaries(ctx, n)
		if err != nil {
			return site, err
		}
		for _, sum := range sums {
			r, err := s.Bulletin(ctx, n, sum.Round)
			if arbiter.ErrorCode(err) == arbiter.EInvalidInput {
				continue // a round without a rack or a top yet
			}
			if err != nil {
				return site, err
			}
			g.Rounds = append(g.Rounds, r)
		}
		if len(st.Players) > 0 {
			if g.Cards, err = s.Cards(ctx, n, 0); err != nil {
				return site, err
			}
		}
		site.Games = append(site.Games, g)
	}
	return site, nil
}
