package solver

import (
	"slices"
	"testing"

	"arbiter/scoring"
)

// forEachFirstMove calls f with every first move of a group x on positions
// of random games with the small word list, and the second group y: groups
// of 2 to 7 letters, a joker now and then (RULES §7.6).
func forEachFirstMove(t *testing.T, seed uint64, f func(gen *Generator, b *scoring.Board, x, y scoring.Rack, sb *secondBound, c *Candidate)) {
	gen, rng, boards := smallPositions(t, seed, 9, 30)
	for i, b := range boards {
		x, y := randomRack(rng, gen.rs, 2+rng.IntN(6), i%2), randomRack(rng, gen.rs, 2+rng.IntN(6), i%3/2)
		if !sampled(i, 6, 3) { // blocks of 6 hold every mix of jokers (sample_test.go)
			continue
		}
		sb := gen.newSecondBound(&b, y)
		var firsts []Candidate
		gen.Generate(&b, x, func(c *Candidate) bool {
			firsts = append(firsts, *c)
			return true
		})
		for k := range firsts {
			f(gen, &b, x, y, sb, &firsts[k])
		}
	}
}

// TestSecondBound_AtLeastBest: the bound of the second move after a first
// move, its tiles counted as the first group's most valuable, is at least
// the best second move's score on the board after it.
func TestSecondBound_AtLeastBest(t *testing.T) {
	t.Parallel()
	forEachFirstMove(t, 60, func(gen *Generator, b *scoring.Board, x, y scoring.Rack, sb *secondBound, c *Candidate) {
		bound := sb.after(b, c, mostValued(gen.rs, x))
		after := *b
		applyTile(&after, b, c, 0)
		if top := gen.Top(&after, y); len(top) > 0 && top[0].Score > bound {
			t.Fatalf("after %v %s on\n%s%s scores %d, bound %d", c.Pos, c.Word(), b, gen.rs.FormatMove(top[0]), top[0].Score, bound)
		}
	})
}

// TestFocus_TouchingMovesOnly: above the second group's top on the board
// before the first move, the search focused on the rows that hold or touch
// the first move's tiles finds the same best moves as the whole search.
func TestFocus_TouchingMovesOnly(t *testing.T) {
	t.Parallel()
	forEachFirstMove(t, 61, func(gen *Generator, b *scoring.Board, x, y scoring.Rack, sb *secondBound, c *Candidate) {
		after := *b
		sb.touch(&after, applyTile(&after, b, c, 0))
		want := gen.topFrom(&after, y, sb.top+1)
		gen.focus = &sb.through
		got := gen.topFrom(&after, y, sb.top+1)
		gen.focus = nil
		if !slices.EqualFunc(want, got, sameMove) {
			t.Fatalf("after %v %s on\n%sfocused:\n%swant\n%s", c.Pos, c.Word(), b, describe(gen.rs, got), describe(gen.rs, want))
		}
	})
}
