package solver

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"arbiter/scoring"
)

// emptyBoardRacks are the racks of BenchmarkEmptyBoard: 7 tiles with 0, 1
// and 2 jokers.
var emptyBoardRacks = []struct{ name, rack string }{
	{"0joker", "ACLMNOU"},
	{"1joker", "AEINRS?"},
	{"2joker", "ACEGI??"},
}

// BenchmarkEmptyBoard finds every move (all) and the moves of the top score
// (top) of 7-tile racks on the empty board, with the embedded ro list.
func BenchmarkEmptyBoard(b *testing.B) {
	gen := New(ruleSet(b, "ro"), embeddedRo(b))
	var board scoring.Board
	for _, kind := range []string{"all", "top"} {
		find := gen.All
		if kind == "top" {
			find = gen.Top
		}
		for _, r := range emptyBoardRacks {
			rack := mustRack(b, r.rack)
			b.Run(kind+"/"+r.name, func(b *testing.B) {
				find(&board, rack) // untimed: the first top of a process also computes the graph's entries and filter for whole-rack searches
				b.ReportAllocs()
				moves := 0
				for b.Loop() {
					moves += len(find(&board, rack))
				}
				b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
			})
		}
	}
}

// twoJokerRacks are racks of two jokers whose top-only search once took
// longest; twoJokerPositions gives them in turn with racks drawn at random.
var twoJokerRacks = []string{"??CEEGI", "??ANOSU", "??DEGIT", "??EINOS"}

// position is a board and a rack.
type position struct {
	board scoring.Board
	rack  scoring.Rack
}

// twoJokerPositions returns the fixed positions of BenchmarkTopTwoJokers:
// 120 boards of 0 to 50 tiles met in games of the embedded ro list (each
// move drawn among the 20 best of a rack from the bag; seed 7, 8), each with
// a rack of two jokers, one of twoJokerRacks or, every other position, five
// letters drawn from the tiles the board leaves.
func twoJokerPositions(tb testing.TB, gen *Generator, rs *scoring.RuleSet) []position {
	tb.Helper()
	rng := rand.New(rand.NewPCG(7, 8))
	var out []position
	for len(out) < 120 {
		var b scoring.Board
		bag := rs.FullBag()
		for b.Tiles() <= 50 && len(out) < 120 {
			p := position{board: b}
			if len(out)%2 == 0 {
				p.rack = mustRack(tb, twoJokerRacks[len(out)/2%len(twoJokerRacks)])
			} else {
				letters := bag
				letters[scoring.JokerIndex] = 0
				for range 5 {
					p.rack.Add(drawTile(rng, &letters))
				}
				p.rack[scoring.JokerIndex] = 2
			}
			out = append(out, p)
			var rack scoring.Rack
			for rack.Len() < rs.RackSize && bag.Len() > 0 {
				rack.Add(drawTile(rng, &bag))
			}
			moves := gen.All(&b, rack)
			if len(moves) == 0 {
				break
			}
			m := moves[rng.IntN(min(20, len(moves)))]
			b.Apply(m)
			bag = bag.Plus(rack.Minus(m.Tiles()))
		}
	}
	return out
}

// TestTop_TwoJokerPositions checks the bounded search on a third of the
// positions of BenchmarkTopTwoJokers (a ninth by default; All takes long on
// them): Top returns exactly All's moves of the top score.
func TestTop_TwoJokerPositions(t *testing.T) {
	t.Parallel()
	rs := ruleSet(t, "ro")
	gen := New(rs, embeddedRo(t))
	// A third of them, or a ninth without ARBITER_LONG_TESTS
	// (sample_test.go): either step holds both kinds of rack, the fixed
	// (even positions) and the drawn (odd).
	step := 9
	if longTests() {
		step = 3
	}
	for i, p := range twoJokerPositions(t, gen, rs) {
		if i%step != 0 {
			continue
		}
		all := gen.All(&p.board, p.rack)
		want := all[:topCount(all)]
		if got := gen.Top(&p.board, p.rack); !slices.EqualFunc(want, got, sameMove) {
			t.Errorf("position %d, rack %s:\n%sTop() =\n%swant\n%s", i, p.rack, &p.board, describe(rs, got), describe(rs, want))
		}
	}
}

// BenchmarkTopTwoJokers finds the moves of the top score on each of the
// positions of twoJokerPositions; an op is the whole set. It reports the
// median, the 90th percentile and the slowest position's time (µs), each
// position's time being its fastest of the ops, which a busy machine
// disturbs the least.
func BenchmarkTopTwoJokers(b *testing.B) {
	rs := ruleSet(b, "ro")
	gen := New(rs, embeddedRo(b))
	positions := twoJokerPositions(b, gen, rs)
	fastest := make([]time.Duration, len(positions))
	for i := range fastest {
		fastest[i] = time.Hour
	}
	b.ReportAllocs()
	moves := 0
	for b.Loop() {
		for i := range positions {
			p := &positions[i]
			start := time.Now()
			moves += len(gen.Top(&p.board, p.rack))
			fastest[i] = min(fastest[i], time.Since(start))
		}
	}
	slices.Sort(fastest)
	b.ReportMetric(float64(fastest[len(fastest)/2])/1e3, "median-µs")
	b.ReportMetric(float64(fastest[len(fastest)*9/10])/1e3, "p90-µs")
	b.ReportMetric(float64(fastest[len(fastest)-1])/1e3, "worst-µs")
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}
