package solver

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"

	"arbiter/draw"
	"arbiter/scoring"
)

// wayKey names a way to play a round for the comparisons of the tests: its
// moves, the letters taken (sorted: which of two tiles of a letter is taken
// is no matter) and the total.
func wayKey(rs *scoring.RuleSet, moves []scoring.Move, chosen string, score int, rack2First bool) string {
	var sb strings.Builder
	for _, m := range moves {
		fmt.Fprintf(&sb, "%s %d; ", rs.FormatMove(m), m.Score)
	}
	c := []byte(chosen)
	slices.Sort(c)
	fmt.Fprintf(&sb, "chosen %q, total %d, rack2 first %v", c, score, rack2First)
	return sb.String()
}

// bruteWays gathers the ways of the best total met by add.
type bruteWays struct {
	rs   *scoring.RuleSet
	best int
	keys map[string]bool
}

func newBruteWays(rs *scoring.RuleSet) *bruteWays { return &bruteWays{rs: rs, best: -1} }

// add records a way scoring total.
func (w *bruteWays) add(moves []scoring.Move, chosen string, total int, rack2First bool) {
	if total < w.best {
		return
	}
	if total > w.best {
		w.best, w.keys = total, map[string]bool{}
	}
	w.keys[wayKey(w.rs, moves, chosen, total, rack2First)] = true
}

// addTop records each move of moves (from a rack holding rack's tiles and
// the tiles taken) as a single-move way; the tiles taken are those it places
// beyond rack.
func (w *bruteWays) addTop(moves []scoring.Move, rack scoring.Rack) {
	for _, m := range moves {
		chosen, _ := stockTiles(m, rack)
		w.add([]scoring.Move{m}, chosen, m.Score, false)
	}
}

// check fails unless got holds exactly the ways recorded, in the order of
// TopVariant (scores descending, equal here).
func (w *bruteWays) check(t *testing.T, what string, b *scoring.Board, got []scoring.VariantMove) {
	t.Helper()
	gotKeys := map[string]bool{}
	for _, v := range got {
		k := wayKey(w.rs, v.Moves, v.Chosen, v.Score, v.Rack2First)
		if gotKeys[k] {
			t.Fatalf("%s: way listed twice: %s\n%s", what, k, b)
		}
		gotKeys[k] = true
	}
	if len(gotKeys) != len(w.keys) || len(got) > 0 && got[0].Score != w.best {
		var only, miss []string
		for k := range gotKeys {
			if !w.keys[k] {
				only = append(only, k)
			}
		}
		for k := range w.keys {
			if !gotKeys[k] {
				miss = append(miss, k)
			}
		}
		sort.Strings(only)
		sort.Strings(miss)
		t.Fatalf("%s on\n%s%d ways, want %d of %d points\nonly in TopVariant:\n  %s\nonly in the brute force:\n  %s",
			what, b, len(got), len(w.keys), w.best, strings.Join(only, "\n  "), strings.Join(miss, "\n  "))
	}
	for k := range gotKeys {
		if !w.keys[k] {
			t.Fatalf("%s on\n%sTopVariant lists %s, not a best way", what, b, k)
		}
	}
}

// distinctTiles returns each kind of tile of r once: 'A'–'Z', then '?'.
func distinctTiles(r scoring.Rack) []byte {
	var out []byte
	for i, n := range r {
		if n == 0 {
			continue
		}
		if i == scoring.JokerIndex {
			out = append(out, '?')
		} else {
			out = append(out, byte('A'+i))
		}
	}
	return out
}

// choices returns every multiset of n tiles of stock (all of it when it
// holds fewer).
func choices(stock scoring.Rack, n int) []scoring.Rack {
	if n == 0 || stock.Len() == 0 {
		return []scoring.Rack{{}}
	}
	var out []scoring.Rack
	tiles := distinctTiles(stock)
	var pick func(from int, left scoring.Rack, chosen scoring.Rack)
	pick = func(from int, left, chosen scoring.Rack) {
		if chosen.Len() == n || left.Len() == 0 {
			out = append(out, chosen)
			return
		}
		for k := from; k < len(tiles); k++ {
			if l := left; l.Remove(tiles[k]) {
				c := chosen
				c.Add(tiles[k])
				pick(k, l, c)
			}
		}
	}
	pick(0, stock, scoring.Rack{})
	return out
}

// variantCase is an offer of a variant on a random position of the small
// word list: the racks drawn from the tiles left, the stock a random part of
// what remains (so that the brute forces stay quick), a joker in it or not.
func variantCase(rng *rand.Rand, rs *scoring.RuleSet, b *scoring.Board, v scoring.Variant) scoring.Offer {
	left := draw.Unseen(rs, b, scoring.Rack{})
	drawN := func(n int) scoring.Rack {
		var r scoring.Rack
		for r.Len() < n && left.Len() > 0 {
			r.Add(drawTile(rng, &left))
		}
		return r
	}
	o := scoring.Offer{Variant: v}
	if v == scoring.Tactic {
		// Groups of 2 to 6 letters keep the brute force (every first move,
		// the top after each) quick; an empty one now and then, as at the end.
		o.Rack, o.Rack2 = drawN(2+rng.IntN(5)), drawN(rng.IntN(7))
		o.FixedOrder = rng.IntN(3) == 0
	} else {
		o.Rack = drawN(v.Drawn(rs.RackSize))
	}
	o.Stock = drawN(rng.IntN(13))
	return o
}

// smallPositions returns a generator of the ro rules and the small word
// list, n positions of random games with it (a third with -short), and the
// random source that made them, for the draws that go with them.
func smallPositions(t *testing.T, seed, stream uint64, n int) (*Generator, *rand.Rand, []scoring.Board) {
	g, _ := smallLexicon(t)
	gen := New(ruleSet(t, "ro"), g)
	rng := rand.New(rand.NewPCG(seed, stream))
	if testing.Short() {
		n /= 3
	}
	return gen, rng, randomPositions(rng, gen.rs, gen, n)
}

// forEachVariantCase calls f with 300 random offers of v (100 with -short;
// a third of either without ARBITER_LONG_TESTS) on positions of random
// games with the small word list.
func forEachVariantCase(t *testing.T, v scoring.Variant, seed uint64, f func(rs *scoring.RuleSet, gen *Generator, b *scoring.Board, o scoring.Offer)) {
	gen, rng, boards := smallPositions(t, seed, 7, 300)
	for i, b := range boards {
		o := variantCase(rng, gen.rs, &b, v)
		if sampled(i, 1, 3) { // a third without ARBITER_LONG_TESTS (sample_test.go)
			f(gen.rs, gen, &b, o)
		}
	}
}

// TestTopVariant_StockMatchesBruteForce: in Completiv and Superjoker, the
// best ways are those of the best of the racks completed by every choice the
// stock allows, each found by the plain search (RULES §7).
func TestTopVariant_StockMatchesBruteForce(t *testing.T) {
	t.Parallel()
	for i, v := range []scoring.Variant{scoring.Completiv, scoring.Superjoker} {
		forEachVariantCase(t, v, uint64(10+i), func(rs *scoring.RuleSet, gen *Generator, b *scoring.Board, o scoring.Offer) {
			got := gen.TopVariant(b, o)
			want := newBruteWays(rs)
			for _, c := range choices(o.Stock, v.Chosen()) {
				want.addTop(gen.Top(b, o.Rack.Plus(c)), o.Rack)
			}
			want.check(t, fmt.Sprintf("%s rack %s stock %s", v, o.Rack, o.Stock), b, got)
		})
	}
}

// TestTopVariant_MetagramaMatchesBruteForce: the best ways are those of the
// rack kept or with any one tile swapped for any tile of the stock, and the
// tile given back is one of the rack's that the move does not place.
func TestTopVariant_MetagramaMatchesBruteForce(t *testing.T) {
	t.Parallel()
	forEachVariantCase(t, scoring.Metagrama, 20, func(rs *scoring.RuleSet, gen *Generator, b *scoring.Board, o scoring.Offer) {
		got := gen.TopVariant(b, o)
		want := newBruteWays(rs)
		want.addTop(gen.Top(b, o.Rack), o.Rack)
		for _, x := range distinctTiles(o.Rack) {
			for _, s := range distinctTiles(o.Stock) {
				rack := o.Rack
				rack.Remove(x)
				rack.Add(s)
				want.addTop(gen.Top(b, rack), o.Rack)
			}
		}
		what := fmt.Sprintf("metagrama rack %s stock %s", o.Rack, o.Stock)
		want.check(t, what, b, got)
		for _, v := range got {
			_, taken := stockTiles(v.Moves[0], o.Rack)
			kept := o.Rack
			if (v.Returned != 0) != (v.Chosen != "") || v.Returned != 0 && !kept.Remove(v.Returned) || !kept.Plus(taken).Contains(v.Moves[0].Tiles()) {
				t.Fatalf("%s: %s gives back %q for %q", what, rs.FormatMove(v.Moves[0]), v.Returned, v.Chosen)
			}
		}
	})
}

// TestTopVariant_ElipticMatchesBruteForce: the best ways with 8 tiles are
// those of the best of its racks of 7.
func TestTopVariant_ElipticMatchesBruteForce(t *testing.T) {
	t.Parallel()
	forEachVariantCase(t, scoring.Eliptic, 30, func(rs *scoring.RuleSet, gen *Generator, b *scoring.Board, o scoring.Offer) {
		got := gen.TopVariant(b, o)
		want := newBruteWays(rs)
		if o.Rack.Len() <= rs.RackSize {
			want.addTop(gen.Top(b, o.Rack), o.Rack)
		}
		for _, x := range distinctTiles(o.Rack) {
			rack := o.Rack
			rack.Remove(x)
			want.addTop(gen.Top(b, rack), rack)
		}
		want.check(t, fmt.Sprintf("eliptic rack %s", o.Rack), b, got)
	})
}

// TestTopVariant_TacticMatchesBruteForce: the best ways are the best of
// every first move of either group (the first only with FixedOrder) followed
// by the best second move on the board after it, or alone when the second
// group has none there; a group without a move on the board is played
// second; an empty group leaves the classic game (the reading of seed 004 in
// tactic.go).
func TestTopVariant_TacticMatchesBruteForce(t *testing.T) {
	t.Parallel()
	forEachVariantCase(t, scoring.Tactic, 40, func(rs *scoring.RuleSet, gen *Generator, b *scoring.Board, o scoring.Offer) {
		got := gen.TopVariant(b, o)
		want := newBruteWays(rs)
		type order struct {
			first, second scoring.Rack
			rack2First    bool
		}
		orders := []order{{o.Rack, o.Rack2, false}, {o.Rack2, o.Rack, true}}
		switch {
		case o.Rack.Len() == 0 || o.Rack2.Len() == 0:
			for _, m := range gen.All(b, o.Rack.Plus(o.Rack2)) {
				want.add([]scoring.Move{m}, "", m.Score, o.Rack.Len() == 0)
			}
			orders = nil
		case o.FixedOrder && len(gen.All(b, o.Rack)) > 0:
			orders = orders[:1]
		case o.FixedOrder:
			orders = orders[1:]
		}
		for _, ord := range orders {
			for _, first := range gen.All(b, ord.first) {
				after := *b
				after.Apply(first)
				second := gen.Top(&after, ord.second)
				if len(second) == 0 {
					want.add([]scoring.Move{first}, "", first.Score, ord.rack2First)
				}
				for _, m := range second {
					want.add([]scoring.Move{first, m}, "", first.Score+m.Score, ord.rack2First)
				}
			}
		}
		want.check(t, fmt.Sprintf("tactic racks %s and %s (fixed %v)", o.Rack, o.Rack2, o.FixedOrder), b, got)
	})
}

// TestTakeClasses_BoundAtLeastBest: in Superjoker, every move of the brute
// force takes the tiles of one of the classes the search goes through (of 0,
// 1 or 2 tiles, Completiv's among them), and the bound of that class's
// search (its best anchor's) is at least the move's score, so that a class
// skipped for its bound holds no better move (RULES §7).
func TestTakeClasses_BoundAtLeastBest(t *testing.T) {
	t.Parallel()
	v := scoring.Superjoker
	forEachVariantCase(t, v, 51, func(rs *scoring.RuleSet, gen *Generator, b *scoring.Board, o scoring.Offer) {
		bounds := map[takeClass]int{}
		for _, c := range gen.takeClasses(o.Stock, v.Chosen()) {
			gen.stock, gen.wilds, gen.take = o.Stock, c.n, c.tiers
			gen.topFrom(b, o.Rack, 1<<30) // bounds the anchors, searches none
			bounds[c] = -1
			if k := gen.peekAnchor(); k >= 0 {
				bounds[c] = gen.anchors[k].bound
			}
		}
		gen.wilds = 0
		for _, choice := range choices(o.Stock, v.Chosen()) {
			for _, m := range gen.All(b, o.Rack.Plus(choice)) {
				_, taken := stockTiles(m, o.Rack)
				var c takeClass
				for i, n := range taken {
					for range n {
						c.tiers[c.n] = gen.tier[i]
						c.n++
					}
				}
				if c.tiers[0] < c.tiers[1] {
					c.tiers[0], c.tiers[1] = c.tiers[1], c.tiers[0]
				}
				bound, ok := bounds[c]
				if !ok || bound < m.Score {
					t.Fatalf("%s rack %s stock %s on\n%s%s %d takes %s: class %v searched %v with bound %d",
						v, o.Rack, o.Stock, b, rs.FormatMove(m), m.Score, taken, c, ok, bound)
				}
			}
		}
	})
}

// TestTopVariant_SuperjokerRoBenchmarkCases: on two benchmark positions with
// the embedded ro list (midgame-7's top takes a J and a G, midgame-7c's an F
// and a U), Superjoker's top is that of the best rack completed by any 2
// tiles of the stock (RULES §7.3).
func TestTopVariant_SuperjokerRoBenchmarkCases(t *testing.T) {
	t.Parallel()
	rs := ruleSet(t, "ro")
	gen := New(rs, embeddedRo(t))
	for _, bc := range benchCases(t) {
		if bc.name != "midgame-7" && bc.name != "midgame-7c" {
			continue
		}
		o := benchOffer(rs, &bc, scoring.Superjoker, bc.rack)
		want := newBruteWays(rs)
		for _, c := range choices(o.Stock, 2) {
			want.addTop(gen.Top(&bc.board, o.Rack.Plus(c)), o.Rack)
		}
		want.check(t, fmt.Sprintf("%s: superjoker rack %s", bc.name, o.Rack), &bc.board, gen.TopVariant(&bc.board, o))
	}
}
