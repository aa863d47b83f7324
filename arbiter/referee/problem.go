package referee

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
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

// problemSentence says what a problem's event records.
func problemSentence(e arbiter.Event) string {
	switch e := e.(type) {
	case problem.Started:
		st := e.Statement
		how := fmt.Sprintf("drawn with seed %d", e.Seed)
		if e.Typed {
			how = "typed by the referee"
		}
		given := strings.Join(append(append([]string{st.Letters}, st.Groups...), st.Rack), " ")
		if st.Consonants {
			how += ", only the consonants announced"
		}
		s := fmt.Sprintf("game %d: %s problem started, %d minutes; %s%s", e.Game, st.Kind, st.Minutes, how, parens(strings.TrimSpace(given)))
		if st.Rounds > 0 {
			s = fmt.Sprintf("game %d: %s started, %d rounds of %d minutes", e.Game, st.Kind, st.Rounds, st.Minutes)
		}
		if len(e.Moves) > 0 {
			s += "; board built from " + strings.Join(e.Moves, ", ")
		}
		return s
	case problem.SolutionHandedIn:
		s := fmt.Sprintf("table %d: solution handed in at %s, %s", e.Table, problem.FormatHandedIn(e.HandedIn), VerdictSummary(e.Verdict))
		return inRound(e.Round, s)
	case problem.SolutionCorrected:
		s := fmt.Sprintf("table %d: solution corrected%s, handed in at %s, %s", e.Table, parens(e.Reason), problem.FormatHandedIn(e.HandedIn), VerdictSummary(e.Verdict))
		return inRound(e.Round, s)
	}
	return "problem closed: no more solutions"
}

// VerdictSummary says in a few words what a solution counts for its
// kind's ranking (RULES §9).
func VerdictSummary(v problem.Verdict) string {
	switch v.Kind {
	case problem.Superscrabble, problem.Incomplet, problem.PartidaSuperscrabble:
		s := fmt.Sprintf("%d %s (%d found, %d deducted, %s)", v.Solutions, arbiter.Plural(v.Solutions, "solution"), v.Found, v.Deducted, technical(v.Technical))
		if v.Kind == problem.Incomplet {
			s += fmt.Sprintf(", %d letters used", v.LettersUsed)
		}
		return s
	case problem.Maxime:
		return fmt.Sprintf("scores %v, %s (%d ranking points lost)", v.Scores, technical(v.Technical), v.RankingPenalty)
	default: // ranked by total score (RULES §9.1)
		return fmt.Sprintf("total %d (%d points, %s, %d penalty)", v.Total, v.Score, technical(v.Technical), v.Penalty)
	}
}

// technical counts n technical warnings: "1 technical warning", "3
// technical warnings".
func technical(n int) string { return fmt.Sprintf("%d %s", n, arbiter.Plural(n, "technical warning")) }

// partidaSentence says what a Partida de Superscrabble's event records.
func partidaSentence(e arbiter.Event) string {
	switch e := e.(type) {
	case problem.ScrabblePlaced:
		how := "chosen by the referee"
		if e.Top {
			how = "the top-scoring"
		}
		return fmt.Sprintf("round %d closed: %s placed (%d points, %s)", e.Round, e.Move, e.Score, how)
	case problem.RoundStarted:
		how := fmt.Sprintf("drawn with seed %d", e.Seed)
		if e.Typed {
			how = "typed by the referee"
		}
		return fmt.Sprintf("round %d started: group %s (%s), %d minutes", e.Round, e.Statement.Rack, how, e.Statement.Minutes)
	}
	return fmt.Sprintf("%T", e)
}

// inRound prefixes s, a sentence about a solution, with the Partida de
// Superscrabble's round it answers, if any.
func inRound(round int, s string) string {
	if round > 0 {
		return fmt.Sprintf("round %d, %s", round, s)
	}
	return s
}
