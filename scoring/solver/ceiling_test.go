package solver

import (
	"slices"
	"testing"

	"arbiter/scoring"
)

// TestCeiling_BoundsAnchor checks what lets the bounded search leave most
// anchors unrefined: on positions of random games, racks of 0 to 2 jokers,
// every anchor's ceiling is at least its own bound, for the moves placing
// the whole rack and for the others, and that bound at least the score of
// every move searched from it.
func TestCeiling_BoundsAnchor(t *testing.T) {
	t.Parallel()
	boundedAnchors(t, 21, 22, 60, func(g *Generator, i int, rack scoring.Rack, a *anchor) {
		ceiling := a.bound
		g.refine(a)
		if a.bound > ceiling {
			t.Fatalf("position %d, rack %s, anchor %+v: bound %d above ceiling %d", i, rack, *a, a.bound, ceiling)
		}
		g.checkAnchorBound(t, a)
	})
}

// boundedAnchors calls fn with each anchor, bounded by its ceiling as a
// bounded search starts, of each of n positions of random games
// (smallPositions of seed and stream) with racks of 0 to 2 jokers, and
// with the position's index and the rack.
func boundedAnchors(t *testing.T, seed, stream uint64, n int, fn func(g *Generator, i int, rack scoring.Rack, a *anchor)) {
	g, rng, boards := smallPositions(t, seed, stream, n)
	for i := range boards {
		b := &boards[i]
		for jokers := range 3 {
			rack := randomRack(rng, g.rs, 7-jokers, jokers)
			g.Top(b, rack) // prepares the board and the rack's split
			g.takeRack(rack)
			g.holdBoard(b) // the anchors in the order of a search's start
			if g.split {
				g.doubleAnchors()
			}
			g.bounded, g.whole = true, g.maxPlace
			g.boundAnchors()
			for k := range g.anchors {
				fn(g, i, rack, &g.anchors[k])
			}
			g.bounded = false
		}
	}
}

// checkAnchorBound fails t if a move searched from anchor a, refined,
// scores more than a's bound.
func (g *Generator) checkAnchorBound(t *testing.T, a *anchor) {
	t.Helper()
	bound, best := a.bound, -1
	g.bounded, g.bound = false, -1
	g.visit = func(c *Candidate) bool {
		best = max(best, c.Score)
		return true
	}
	g.searchAnchor(a)
	g.visit, g.bounded = nil, true
	if best > bound {
		t.Fatalf("anchor %+v: a move scores %d above its bound %d", *a, best, bound)
	}
}

// TestTop_HeldBoardAfterMove checks a Generator kept by a service from
// round to round: after the top is played on the board it searched, its
// next Top and All find what a new Generator finds.
func TestTop_HeldBoardAfterMove(t *testing.T) {
	t.Parallel()
	held, rng, boards := smallPositions(t, 23, 24, 30)
	rs := held.rs
	for i := range boards {
		b := boards[i]
		for round := range 4 {
			rack := randomRack(rng, rs, 7-round%3, round%3)
			fresh := New(rs, held.lex)
			want, wantAll := fresh.Top(&b, rack), fresh.All(&b, rack)
			got := held.Top(&b, rack)
			if !slices.EqualFunc(want, got, sameMove) || !slices.EqualFunc(wantAll, held.All(&b, rack), sameMove) {
				t.Fatalf("position %d, round %d, rack %s:\n%sTop() =\n%swant\n%s", i, round, rack, &b, describe(rs, got), describe(rs, want))
			}
			if len(got) == 0 {
				break
			}
			b.Apply(got[0])
		}
	}
}
