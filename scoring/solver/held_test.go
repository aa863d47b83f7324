package solver

import (
	"slices"
	"testing"
	"time"

	"arbiter/scoring"
)

// TestTop_HeldBoard checks that what a Generator keeps of the board it last
// searched changes no answer: on positions of random games, racks of 0 to 2
// jokers searched on the same board twice in a row, after another board and
// after a focused search (tactic.go) find the moves a new Generator finds.
func TestTop_HeldBoard(t *testing.T) {
	t.Parallel()
	held, rng, boards := smallPositions(t, 13, 14, 60)
	rs, g := held.rs, held.lex
	for i := range boards {
		b, other := &boards[i], &boards[(i+7)%len(boards)]
		racks := []scoring.Rack{randomRack(rng, rs, 7, 0), randomRack(rng, rs, 6, 1), randomRack(rng, rs, 5, 2)}
		for k, rack := range racks {
			fresh := New(rs, g)
			want, wantAll := fresh.Top(b, rack), fresh.All(b, rack)
			switch k {
			case 1:
				held.Top(other, rack)
			case 2:
				var focus [2][size]uint16
				focus[scoring.Across][i%size] = 1<<size - 1
				held.focus = &focus
				held.Top(other, rack)
				held.Top(b, rack)
				held.focus = nil
			}
			if got := held.Top(b, rack); !slices.EqualFunc(want, got, sameMove) {
				t.Fatalf("position %d, rack %s, after %d: Top() =\n%swant\n%s", i, rack, k, describe(rs, got), describe(rs, want))
			}
			if got := held.All(b, rack); !slices.EqualFunc(wantAll, got, sameMove) {
				t.Fatalf("position %d, rack %s, after %d: All() differs from a new Generator's", i, rack, k)
			}
		}
	}
}

// BenchmarkTopMidgames finds the moves of the top score on each position of
// testdata/midgames.txt, an op being the whole set, by the kind of rack: an
// other board searched before each (cold), or the same board (held, what a
// second call on the board costs). It reports the median and the slowest
// position's time (µs), each position's time being its fastest of the ops,
// which a busy machine disturbs the least.
func BenchmarkTopMidgames(b *testing.B) {
	positions, gens := readPositions(b, "testdata/midgames.txt")
	for _, kind := range []struct {
		name   string
		jokers func(n int) bool
	}{{"jokerfree", func(n int) bool { return n == 0 }}, {"jokers", func(n int) bool { return n > 0 }}} {
		var set []slowPosition
		for _, p := range positions {
			if kind.jokers(p.rack.Jokers()) {
				set = append(set, p)
			}
		}
		for _, held := range []bool{false, true} {
			name := kind.name + "/cold"
			if held {
				name = kind.name + "/held"
			}
			b.Run(name, func(b *testing.B) {
				fastest := make([]time.Duration, len(set))
				for i := range fastest {
					fastest[i] = time.Hour
				}
				for i := range set { // untimed: the first top of a process also computes the graph's entries and filter for whole-rack searches
					gens[set[i].rules].Top(&set[i].board, set[i].rack)
				}
				b.ReportAllocs()
				for b.Loop() {
					for i := range set {
						p, gen := &set[i], gens[set[i].rules]
						if held {
							gen.Top(&p.board, p.rack)
						} else {
							gen.Top(&set[(i+1)%len(set)].board, p.rack)
						}
						start := time.Now()
						gen.Top(&p.board, p.rack)
						fastest[i] = min(fastest[i], time.Since(start))
					}
				}
				slices.Sort(fastest)
				b.ReportMetric(float64(fastest[len(fastest)/2])/1e3, "median-µs")
				b.ReportMetric(float64(fastest[len(fastest)-1])/1e3, "worst-µs")
			})
		}
	}
}
