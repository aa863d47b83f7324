// Package composer finds the reference solutions of composition problems
// (RULES §9) that the referee prints beside the players' solutions: the
// exact lexicographic maximum of a Serie de maxime, and for Scrabble
// integral, partial, pe sir and N-Scrabble the best solution found within a
// time budget, which is not a proven maximum.
package composer

import (
	"cmp"

	"arbiter/scoring"
	"arbiter/scoring/solver"
)

// Step is one move of a solution: the move and, in Serie de maxime and
// N-Scrabble, the number of the group it plays (from 1; 0 otherwise).
type Step struct {
	Group int
	Move  scoring.Move
}

// Solution is a sequence of moves from the empty board.
type Solution struct {
	Steps []Step
	// Exact is set when the solution is proven best (Serie de maxime), not
	// only the best found.
	Exact bool
}

// Scores returns the moves' scores in order.
func (s Solution) Scores() []int {
	out := make([]int, len(s.Steps))
	for i, st := range s.Steps {
		out[i] = st.Move.Score
	}
	return out
}

// Total returns the sum of the moves' scores.
func (s Solution) Total() int {
	total := 0
	for _, st := range s.Steps {
		total += st.Move.Score
	}
	return total
}

// Series returns the exact reference of a Serie de maxime (RULES §9.5): the
// lexicographic maximum of the sequences of move scores over every order of
// the groups, each played at most once. Every first move of the best score
// (over all groups) is followed, since the second may differ; a position
// met twice (the same board and groups left) is searched once, and on the
// empty board only the moves across (the moves down are their mirror
// images, RULES §4.3).
func Series(gen *solver.Generator, groups []scoring.Rack) Solution {
	s := series{gen: gen, groups: groups, seen: map[seriesKey][]Step{}}
	var b scoring.Board
	return Solution{Steps: s.best(&b, 0), Exact: true}
}

// series is the search of Series.
type series struct {
	gen    *solver.Generator
	groups []scoring.Rack
	seen   map[seriesKey][]Step
}

// seriesKey is a position of the search: the board and the groups played.
type seriesKey struct {
	board scoring.Board
	used  uint64
}

// best returns the lexicographically best continuation from b with the
// groups not in used.
func (s *series) best(b *scoring.Board, used uint64) []Step {
	key := seriesKey{*b, used}
	if steps, ok := s.seen[key]; ok {
		return steps
	}
	var tops []Step
	for g, rack := range s.groups {
		if used&(1<<g) != 0 {
			continue
		}
		moves := s.gen.Top(b, rack)
		if len(moves) == 0 || len(tops) > 0 && moves[0].Score < tops[0].Move.Score {
			continue
		}
		if len(tops) > 0 && moves[0].Score > tops[0].Move.Score {
			tops = tops[:0]
		}
		for _, m := range moves {
			if !b.IsEmpty() || m.Pos.Dir == scoring.Across {
				tops = append(tops, Step{Group: g + 1, Move: m})
			}
		}
	}
	var best []Step
	for _, top := range tops {
		next := *b
		next.Apply(top.Move)
		steps := append([]Step{top}, s.best(&next, used|1<<(top.Group-1))...)
		if best == nil || compareScores(steps, best) > 0 {
			best = steps
		}
	}
	s.seen[key] = best
	return best
}

// compareScores compares two sequences by their move scores,
// lexicographically, a missing move scoring 0.
func compareScores(a, b []Step) int {
	for k := range max(len(a), len(b)) {
		if c := cmp.Compare(scoreAt(a, k), scoreAt(b, k)); c != 0 {
			return c
		}
	}
	return 0
}

// scoreAt returns the score of s's k-th move, 0 past its end.
func scoreAt(s []Step, k int) int {
	if k < len(s) {
		return s[k].Move.Score
	}
	return 0
}
