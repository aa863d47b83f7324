package problem

import (
	"maps"
	"slices"

	"arbiter/arbiter"
)

// fold folds e into g, a composition problem: a new one for its [Started],
// whose board and rounds stay empty. The problem is copied first, so that
// earlier states keep theirs.
func fold(s *arbiter.State, g *arbiter.Game, e arbiter.KindEvent) error {
	if st, ok := e.(Started); ok {
		if _, err := ParseKind(string(st.Statement.Kind)); err != nil {
			return arbiter.Errorf(arbiter.EInvalidInput, "game %d: %w", st.Game, err)
		}
		g.Seed, g.Bag = st.Seed, s.RuleSet.FullBag()
		g.Play.State = &Game{Sitting: Sitting{Statement: st.Statement, Typed: st.Typed, Start: st.Start}}
		return nil
	}
	cur, err := arbiter.StateOf[Game](g, Composition)
	if err != nil {
		return err
	}
	if g.Ended {
		return arbiter.Errorf(arbiter.EInvalidInput, "%s: game %d is no problem being played", e.EventType(), g.Number)
	}
	p := *cur
	p.Rounds = slices.Clone(p.Rounds)
	switch e := e.(type) {
	case SolutionHandedIn:
		if e.Round != len(p.Rounds) {
			return arbiter.Errorf(arbiter.EInvalidInput, "a solution of round %d: game %d is playing round %d", e.Round, g.Number, len(p.Rounds))
		}
		sit := p.Open()
		if _, ok := sit.Solutions[e.Table]; ok {
			return arbiter.Errorf(arbiter.EConflict, "table %d handed in twice in game %d", e.Table, g.Number)
		}
		sit.Solutions = maps.Clone(sit.Solutions)
		if sit.Solutions == nil {
			sit.Solutions = map[int]Solution{}
		}
		sit.Solutions[e.Table] = Solution{HandedIn: e.HandedIn, Sheet: e.Sheet, Verdict: e.Verdict}
	case SolutionCorrected:
		sit := p.Open()
		if _, ok := sit.Solutions[e.Table]; !ok || e.Round != len(p.Rounds) {
			return arbiter.Errorf(arbiter.ENotFound, "table %d's solution corrected before it was handed in, in game %d", e.Table, g.Number)
		}
		sit.Solutions = maps.Clone(sit.Solutions)
		sit.Solutions[e.Table] = Solution{HandedIn: e.HandedIn, Sheet: e.Sheet, Verdict: e.Verdict}
	case ScrabblePlaced, RoundStarted:
		if err := applyPartida(&p, e); err != nil {
			return arbiter.Errorf(arbiter.ErrorCode(err), "game %d: %s", g.Number, arbiter.ErrorMessage(err))
		}
	case Closed:
		g.Ended, g.EndReason, g.EndText = true, "problem_closed", "the problem is closed"
	}
	g.Play.State = &p
	return nil
}
