package pairing

import (
	"math/rand/v2"
	"testing"
)

// bruteMatching returns the greatest cardinality and, at it, the greatest
// weight of any matching of the graph, by trying every subset of edges.
func bruteMatching(n int, es []edge) (card int, weight int64) {
	var rec func(k int, used uint32, c int, w int64)
	rec = func(k int, used uint32, c int, w int64) {
		if k == len(es) {
			if c > card || (c == card && w > weight) {
				card, weight = c, w
			}
			return
		}
		rec(k+1, used, c, w)
		e := es[k]
		if used&(1<<e.u) == 0 && used&(1<<e.v) == 0 {
			rec(k+1, used|1<<e.u|1<<e.v, c+1, w+e.w)
		}
	}
	rec(0, 0, 0, 0)
	return card, weight
}

func checkMatching(tb testing.TB, n int, es []edge, mate []int) (card int, weight int64) {
	tb.Helper()
	for v, u := range mate {
		if u == -1 {
			continue
		}
		if mate[u] != v {
			tb.Fatalf("mate is not symmetric: %d→%d but %d→%d", v, u, u, mate[u])
		}
		if v < u {
			best := int64(-1 << 62)
			for _, e := range es {
				if (e.u == v && e.v == u) || (e.u == u && e.v == v) {
					best = max(best, e.w)
				}
			}
			if best == -1<<62 {
				tb.Fatalf("%d and %d matched without an edge", v, u)
			}
			card++
			weight += best
		}
	}
	return card, weight
}

// TestMaxWeightMatching_Brute compares the blossom algorithm with an
// exhaustive search on random small graphs, sparse and dense, with
// weights from a narrow range (many ties, many blossoms) and a wide one.
func TestMaxWeightMatching_Brute(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 3000 {
		n := 1 + rng.IntN(10)
		density := rng.Float64()
		span := []int64{3, 10, 1000}[trial%3]
		var es []edge
		for u := range n {
			for v := u + 1; v < n; v++ {
				if rng.Float64() < density {
					es = append(es, edge{u, v, rng.Int64N(span)})
				}
			}
		}
		if len(es) > 22 {
			es = es[:22]
		}
		mate := maxWeightMatching(n, es)
		gc, gw := checkMatching(t, n, es, mate)
		wc, ww := bruteMatching(n, es)
		if gc != wc || gw != ww {
			t.Fatalf("trial %d, n=%d edges %v: got cardinality %d weight %d, want %d and %d", trial, n, es, gc, gw, wc, ww)
		}
	}
}

// perfectByDP returns the greatest weight of a perfect matching of the
// complete graph of n vertices (n even) with weights w, by dynamic
// programming over the sets of vertices already matched.
func perfectByDP(n int, w [][]int64) int64 {
	best := make([]int64, 1<<n)
	for mask := range best {
		best[mask] = -1
	}
	best[0] = 0
	for mask := 0; mask < 1<<n; mask++ {
		if best[mask] < 0 {
			continue
		}
		i := 0
		for i < n && mask&(1<<i) != 0 {
			i++
		}
		if i == n {
			continue
		}
		for j := i + 1; j < n; j++ {
			if mask&(1<<j) == 0 {
				next := mask | 1<<i | 1<<j
				best[next] = max(best[next], best[mask]+w[i][j])
			}
		}
	}
	return best[1<<n-1]
}

// TestMaxWeightMatching_DP compares the blossom algorithm with a dynamic
// programme on complete graphs of 14 to 20 vertices, large enough for
// nested blossoms, with weights from a narrow range.
func TestMaxWeightMatching_DP(t *testing.T) {
	if testing.Short() {
		t.Skip("dynamic programme over 2^20 sets")
	}
	rng := rand.New(rand.NewPCG(5, 8))
	for trial := range 12 {
		n := 14 + 2*(trial%4)
		w := make([][]int64, n)
		for i := range w {
			w[i] = make([]int64, n)
		}
		var es []edge
		for i := range n {
			for j := i + 1; j < n; j++ {
				w[i][j] = rng.Int64N(6)
				es = append(es, edge{i, j, w[i][j]})
			}
		}
		mate := maxWeightMatching(n, es)
		card, got := checkMatching(t, n, es, mate)
		if want := perfectByDP(n, w); card != n/2 || got != want {
			t.Fatalf("trial %d, n=%d: cardinality %d weight %d, want %d and %d", trial, n, card, got, n/2, want)
		}
	}
}
