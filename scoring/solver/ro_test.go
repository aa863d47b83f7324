package solver

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// roGraph compiles the embedded `ro` list once per test binary.
var roGraph = sync.OnceValues(func() (*lexicon.Graph, error) { return compileEmbedded("ro") })

func embeddedRo(tb testing.TB) *lexicon.Graph {
	tb.Helper()
	g, err := roGraph()
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// TestAll_RULES_3_Columna is the RULES §3 example: rack ACLMNOU on the empty
// board, H8 COLUMNA = (1+1+1+1+4·2+1+1)·2 + 50 = 78 with the embedded list.
func TestAll_RULES_3_Columna(t *testing.T) {
	t.Parallel()
	rs := ruleSet(t, "ro")
	gen := New(rs, embeddedRo(t))
	var b scoring.Board
	rack := mustRack(t, "ACLMNOU")
	all := gen.All(&b, rack)
	// The top is 78, reached by COLUMNA and the four anagrams the list
	// holds, each across row 8 or down column H.
	var tops []string
	for _, m := range all {
		if m.Score == all[0].Score {
			tops = append(tops, fmt.Sprintf("%s %d", rs.FormatMove(m), m.Score))
		}
	}
	want := []string{"H2 COMUNAL 78", "H4 MANCOUL 78", "H4 MOCANUL 78", "H4 MONACUL 78", "H8 COLUMNA 78",
		"8B COMUNAL 78", "8D MANCOUL 78", "8D MOCANUL 78", "8D MONACUL 78", "8H COLUMNA 78"}
	if diff := cmp.Diff(want, tops); diff != "" {
		t.Fatalf("the top moves of %d moves (-want +got):\n%s", len(all), diff)
	}
	found := false
	for _, m := range all {
		if rs.FormatMove(m) == "H8 COLUMNA" {
			found = true
			if m.Score != 78 || !m.Bingo {
				t.Errorf("H8 COLUMNA scores %d (bingo %v), want 78 with the bingo", m.Score, m.Bingo)
			}
		}
	}
	if !found {
		t.Errorf("H8 COLUMNA is not among the %d moves", len(all))
	}
	top := gen.Top(&b, rack)
	if len(top) == 0 || top[0].Score != all[0].Score || len(top) > len(all) {
		t.Fatalf("Top() = %d moves, want those of All() scoring %d", len(top), all[0].Score)
	}
	for i, m := range top {
		if !sameMove(m, all[i]) {
			t.Errorf("Top()[%d] = %s %d, All()[%d] = %s %d", i, rs.FormatMove(m), m.Score, i, rs.FormatMove(all[i]), all[i].Score)
		}
	}
}

// benchCase is a line of testdata/benchmarks.txt: a position and a rack.
type benchCase struct {
	name  string
	board scoring.Board
	rack  scoring.Rack
}

func benchCases(tb testing.TB) []benchCase {
	tb.Helper()
	f, err := os.Open("testdata/benchmarks.txt")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var cases []benchCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		if len(fields) != 3 {
			tb.Fatalf("benchmarks.txt: %q: want name, position file, rack", sc.Text())
		}
		pf, err := os.Open(filepath.Join("testdata", "positions", fields[1]))
		if err != nil {
			tb.Fatal(err)
		}
		b, err := scoring.ReadBoard(pf)
		pf.Close()
		if err != nil {
			tb.Fatalf("%s: %v", fields[1], err)
		}
		cases = append(cases, benchCase{fields[0], b, mustRack(tb, fields[2])})
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return cases
}

// TestTop_BenchmarkCases checks the bounded search on the benchmark
// positions with the embedded list: Top returns exactly All's moves of the
// top score, and Generate reports as many moves as All builds.
func TestTop_BenchmarkCases(t *testing.T) {
	t.Parallel()
	rs := ruleSet(t, "ro")
	gen := New(rs, embeddedRo(t))
	for _, bc := range benchCases(t) {
		all := gen.All(&bc.board, bc.rack)
		n := 0
		gen.Generate(&bc.board, bc.rack, func(*Candidate) bool { n++; return true })
		if n != len(all) || n == 0 {
			t.Errorf("%s: Generate found %d moves, All %d", bc.name, n, len(all))
			continue
		}
		want := all[:topCount(all)]
		if got := gen.Top(&bc.board, bc.rack); !slices.EqualFunc(want, got, sameMove) {
			t.Errorf("%s: Top() =\n%swant\n%s", bc.name, describe(rs, got), describe(rs, want))
		}
	}
}

// TestTop_RandomRoPositions checks the bounded search against All with the
// embedded list on positions of random games, for racks of 0 to 2 jokers.
func TestTop_RandomRoPositions(t *testing.T) {
	t.Parallel()
	rs := ruleSet(t, "ro")
	gen := New(rs, embeddedRo(t))
	rng := rand.New(rand.NewPCG(5, 6))
	for i, b := range randomPositions(rng, rs, gen, 60) {
		rack := randomRack(rng, rs, 7-i%3, i%3)
		all := gen.All(&b, rack)
		want := all[:topCount(all)]
		if got := gen.Top(&b, rack); !slices.EqualFunc(want, got, sameMove) {
			t.Errorf("position %d, rack %s:\n%sTop() =\n%swant\n%s", i, rack, &b, describe(rs, got), describe(rs, want))
		}
	}
}

// benchEach runs f as a sub-benchmark for each case, with a Generator for the
// embedded ro list.
func benchEach(b *testing.B, f func(b *testing.B, gen *Generator, bc *benchCase)) {
	gen := New(ruleSet(b, "ro"), embeddedRo(b))
	for _, bc := range benchCases(b) {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			f(b, gen, &bc)
		})
	}
}

// BenchmarkGenerate finds every move of each case without building them.
func BenchmarkGenerate(b *testing.B) {
	benchEach(b, func(b *testing.B, gen *Generator, bc *benchCase) {
		moves := 0
		count := func(*Candidate) bool { moves++; return true }
		for b.Loop() {
			gen.Generate(&bc.board, bc.rack, count)
		}
		b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
		b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
	})
}

// BenchmarkAll finds and builds every move of each case, sorted.
func BenchmarkAll(b *testing.B) {
	benchEach(b, func(b *testing.B, gen *Generator, bc *benchCase) {
		for b.Loop() {
			gen.All(&bc.board, bc.rack)
		}
	})
}

// BenchmarkTop finds the moves of the top score of each case (bounded search).
func BenchmarkTop(b *testing.B) {
	benchEach(b, func(b *testing.B, gen *Generator, bc *benchCase) {
		gen.Top(&bc.board, bc.rack) // untimed: the first top of a process also computes the graph's entries and filter for whole-rack searches
		for b.Loop() {
			gen.Top(&bc.board, bc.rack)
		}
	})
}
