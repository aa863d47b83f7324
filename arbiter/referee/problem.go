package referee

import (
	"context"
	"fmt"
	"strings"

	"arbiter/arbiter"
	"arbiter/arbiter/problem"
)

// ProblemRanking ranks the solutions of game n (0: the current game), a
// composition problem (RULES §9), and returns its statement.
func (s *Service) ProblemRanking(ctx context.Context, n int) (problem.Statement, []arbiter.ProblemRow, error) {
	defer s.mu.Unlock()
	g, err := s.readGame(ctx, n)
	if err != nil {
		return problem.Statement{}, nil, err
	}
	return s.state.ProblemRanking(g.Number)
}

// ImportSolutions records the solutions of the problem being played in
// one transaction: all of them, or none when one is refused (an
// *[ItemError] naming it). A solution already recorded for its table at
// the same time is skipped, so importing a file again changes nothing.
func (s *Service) ImportSolutions(ctx context.Context, solutions []arbiter.HandInSolution) ([]arbiter.Event, error) {
	tx := make([]arbiter.Command, len(solutions))
	for i, c := range solutions {
		tx[i] = c
	}
	recorded := func(st *arbiter.State, c arbiter.Command) bool {
		g, h := st.CurrentGame(), c.(arbiter.HandInSolution)
		if g == nil || g.Problem == nil || !h.At.IsZero() {
			return false
		}
		sol, ok := g.Problem.Solutions[h.Table]
		return ok && sol.HandedIn == h.HandedIn
	}
	evs, err := s.record(ctx, [][]arbiter.Command{tx}, recorded)
	if err != nil {
		return nil, err
	}
	var out []arbiter.Event
	for _, e := range evs[0] {
		out = append(out, e...)
	}
	return out, nil
}

// problemSentence says what a problem's event records.
func problemSentence(e arbiter.Event) string {
	switch e := e.(type) {
	case arbiter.ProblemStarted:
		st := e.Statement
		how := fmt.Sprintf("drawn with seed %d", e.Seed)
		if e.Typed {
			how = "typed by the referee"
		}
		given := strings.Join(append(append([]string{st.Letters}, st.Groups...), st.Rack), " ")
		return fmt.Sprintf("game %d: %s problem started, %d minutes; %s%s", e.Game, st.Kind, st.Minutes, how, parens(strings.TrimSpace(given)))
	case arbiter.SolutionHandedIn:
		return fmt.Sprintf("table %d: solution handed in at %s, %s", e.Table, problem.FormatHandedIn(e.HandedIn), VerdictSummary(e.Verdict))
	}
	return "problem closed: no more solutions"
}

// VerdictSummary says in a few words what a solution counts for its
// kind's ranking (RULES §9).
func VerdictSummary(v problem.Verdict) string {
	switch v.Kind {
	case problem.Superscrabble, problem.Incomplet:
		s := fmt.Sprintf("%d solutions (%d found, %d deducted, %d technical warnings)", v.Solutions, v.Found, v.Deducted, v.Technical)
		if v.Kind == problem.Incomplet {
			s += fmt.Sprintf(", %d letters used", v.LettersUsed)
		}
		return s
	case problem.Maxime:
		return fmt.Sprintf("scores %v, %d technical warnings (%d ranking points lost)", v.Scores, v.Technical, v.RankingPenalty)
	}
	return fmt.Sprintf("total %d (%d points, %d technical warnings, %d penalty)", v.Total, v.Score, v.Technical, v.Penalty)
}

// IsProblem reports whether game n (0: the current game) is a composition
// problem.
func (s *Service) IsProblem(ctx context.Context, n int) bool {
	defer s.mu.Unlock()
	g, err := s.readGame(ctx, n)
	return err == nil && g.Problem != nil
}
