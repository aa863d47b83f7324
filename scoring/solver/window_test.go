package solver

import (
	"math/rand/v2"
	"slices"
	"testing"

	"arbiter/scoring"
)

// TestWindowSquares_MoreSquaresScoreMore checks what lets boundWindows skip
// the ends it covers: on random squares and values, a word grown from
// squares further left, then the squares of a shorter one, may add at least
// as much as the shorter one, and finds no room only if the shorter one
// finds none either.
func TestWindowSquares_MoreSquaresScoreMore(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	values := []int{0, 1, 2, 3, 4, 5, 8, 10}
	for range 20000 {
		vals := make([]int, 1+rng.IntN(7))
		for k := range vals {
			vals[k] = values[rng.IntN(len(values))]
		}
		slices.SortFunc(vals, func(a, b int) int { return b - a })
		squares := make([]boundSquare, 1+rng.IntN(len(vals)))
		wms := make([]int, len(squares))
		for k := range squares {
			squares[k] = boundSquare{lm: 1 + rng.IntN(3), cw: rng.IntN(4), most: values[rng.IntN(len(values))] - rng.IntN(2)}
			wms[k] = 1 + rng.IntN(3)
		}
		left := rng.IntN(len(squares)) // the squares of the longer word only
		var long, short windowSquares
		long.mul, long.free, short.mul, short.free = 1, true, 1, true
		for k := range squares {
			long.add(squares[k], wms[k], vals)
			if k >= left {
				short.add(squares[k], wms[k], vals)
			}
		}
		longTiles, longOK := long.tiles(vals)
		shortTiles, shortOK := short.tiles(vals)
		if longOK && (!shortOK || longTiles < shortTiles) {
			t.Fatalf("values %v, squares %+v (word premiums %v), the longer from %d: %d %v, the shorter %d %v",
				vals, squares, wms, left, longTiles, longOK, shortTiles, shortOK)
		}
	}
}

// TestRefine_CoveredEnds: skipping the ends a word from a start further
// left covers changes none of an anchor's reaches, against each start's
// words bounded on their own, on positions of random games and racks of 0
// to 2 jokers.
func TestRefine_CoveredEnds(t *testing.T) {
	t.Parallel()
	boundedAnchors(t, 23, 24, 40, func(g *Generator, i int, rack scoring.Rack, a *anchor) {
		g.refine(a)
		others, whole := g.ownWindows(a)
		want := others
		if a.bingo {
			want = whole
		}
		if got := g.reaches[a.id]; !slices.Equal(got[:a.col+1], want[:a.col+1]) {
			t.Fatalf("position %d, rack %s, anchor %+v: reaches %v, each start alone %v", i, rack, *a, got[:a.col+1], want[:a.col+1])
		}
	})
}

// ownWindows returns the reaches of anchor a up to its column, the
// others' and those of the moves placing the whole rack (the same unless
// split), each start's words bounded on their own.
func (g *Generator) ownWindows(a *anchor) (others, whole [size]int32) {
	othersBound, wholeBound := -1, -1
	wholeTo := &othersBound
	if g.split {
		wholeTo = &wholeBound
	}
	first := g.firstStart(a)
	for i := 0; i <= a.col; i++ {
		if i >= first && (i == 0 || g.frames[a.dir].sq[a.row*size+i-1] == scoring.Empty) {
			var w windowSquares
			g.boundWindows(a, i, &w, &othersBound, wholeTo)
		}
		others[i], whole[i] = int32(othersBound), int32(*wholeTo)
	}
	return others, whole
}
