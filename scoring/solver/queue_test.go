package solver

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestAnchorQueue: the queue gives the anchors highest ceiling first, and
// anchors of equal ceilings in their order, as a stable sort would; those
// of ceiling -1, which have no move, not at all.
func TestAnchorQueue(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	var g Generator
	for n := range 60 {
		g.anchors = g.anchors[:0]
		for k := range n {
			g.anchors = append(g.anchors, anchor{bound: rng.IntN(6) - 1, id: k})
		}
		want := slices.DeleteFunc(slices.Clone(g.anchors), func(a anchor) bool { return a.bound < 0 })
		slices.SortStableFunc(want, func(a, b anchor) int { return b.bound - a.bound })
		g.queueAnchors()
		for _, w := range want {
			k := g.peekAnchor()
			if k < 0 || g.anchors[k] != w {
				t.Fatalf("%d anchors: got index %d, want %+v", n, k, w)
			}
			g.popAnchor()
		}
		if k := g.peekAnchor(); k >= 0 {
			t.Fatalf("%d anchors: %d left", n, k)
		}
	}
}
