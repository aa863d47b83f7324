package referee

import (
	"bytes"
	"context"
	"encoding/json"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/problem"
)

// ProblemRanking ranks the solutions of game n (0: the current game), a
// composition problem (RULES §9), and returns its statement.
func (s *Service) ProblemRanking(ctx context.Context, n int) (problem.Statement, []problem.Row, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, err := s.readGame(ctx, n)
	if err != nil {
		return problem.Statement{}, nil, err
	}
	return problem.Ranking(&s.state, g.Number)
}

// ImportSolutions records the solutions of the problem being played in
// one transaction: all of them, or none when one is refused (an
// *[ItemError] naming it). A solution already recorded for its table, the
// same sheet at the same time, is skipped, so importing a file again
// changes nothing. With correct, a solution for a table that has a
// different one recorded replaces it (a correction, for reason) instead
// of being refused.
func (s *Service) ImportSolutions(ctx context.Context, solutions []problem.HandInSolution, correct bool, reason string) ([]arbiter.Event, error) {
	recorded := map[int]bool{}
	if correct {
		st, err := s.State(ctx)
		if err != nil {
			return nil, err
		}
		if p, ok := problem.GameOf(st.CurrentGame()); ok {
			for table := range p.Open().Solutions {
				recorded[table] = true
			}
		}
	}
	tx := make([]arbiter.Command, len(solutions))
	for i, c := range solutions {
		tx[i] = c
		if recorded[c.Table] {
			tx[i] = problem.CorrectSolution{Table: c.Table, Sheet: c.Sheet, HandedIn: &c.HandedIn, Reason: reason}
		}
	}
	evs, err := s.record(ctx, [][]arbiter.Command{tx}, sameSolution)
	if err != nil {
		return nil, err
	}
	var out []arbiter.Event
	for _, e := range evs[0] {
		out = append(out, e...)
	}
	return out, nil
}

// sameSolution reports whether the solution c hands in or corrects is
// the one recorded for its table: the same sheet at the same time.
func sameSolution(st *arbiter.State, c arbiter.Command) bool {
	var table int
	var sheet []byte
	var handed time.Duration
	switch c := c.(type) {
	case problem.HandInSolution:
		if !c.At.IsZero() {
			return false
		}
		table, sheet, handed = c.Table, c.Sheet, c.HandedIn
	case problem.CorrectSolution:
		table, sheet, handed = c.Table, c.Sheet, *c.HandedIn
	default:
		return false
	}
	p, ok := problem.GameOf(st.CurrentGame())
	if !ok {
		return false
	}
	sol, ok := p.Open().Solutions[table]
	var compact bytes.Buffer
	return ok && sol.HandedIn == handed && json.Compact(&compact, sheet) == nil && bytes.Equal(compact.Bytes(), sol.Sheet)
}
