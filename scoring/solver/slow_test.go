package solver

import (
	"bufio"
	"bytes"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/lexicon/lists"
)

// compileEmbedded compiles the embedded list of rule set name.
func compileEmbedded(name string) (*lexicon.Graph, error) {
	rs, _ := scoring.Builtin(name)
	data, _, _ := lists.Default(name)
	g, _, err := lexicon.Compile(bytes.NewReader(data), rs)
	return g, err
}

// itGraph compiles the embedded `it` list once per test binary.
var itGraph = sync.OnceValues(func() (*lexicon.Graph, error) { return compileEmbedded("it") })

// slowPosition is a line of testdata/slow.txt: a rule set, a rack and a board.
type slowPosition struct {
	rules, rackText string
	rack            scoring.Rack
	board           scoring.Board
}

// slowPositions reads testdata/slow.txt and a Generator for each rule set
// named there, with its embedded list.
func slowPositions(tb testing.TB) ([]slowPosition, map[string]*Generator) {
	tb.Helper()
	return readPositions(tb, "testdata/slow.txt")
}

// readPositions reads a file of positions in the format of
// testdata/slow.txt and a Generator for each rule set named there, with its
// embedded list.
func readPositions(tb testing.TB, file string) ([]slowPosition, map[string]*Generator) {
	tb.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		tb.Fatal(err)
	}
	var positions []slowPosition
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		if len(fields) != 3 || len(fields[2]) != size*size {
			tb.Fatalf("%s: %q: want rule set, rack, board of %d characters", file, sc.Text(), size*size)
		}
		p := slowPosition{rules: fields[0], rackText: fields[1], rack: mustRack(tb, fields[1])}
		for i := range len(fields[2]) {
			if t := fields[2][i]; t != '.' {
				p.board.Set(i/size, i%size, scoring.Tile(t))
			}
		}
		positions = append(positions, p)
	}
	graphs := map[string]func() (*lexicon.Graph, error){"ro": roGraph, "it": itGraph}
	gens := map[string]*Generator{}
	for _, p := range positions {
		if gens[p.rules] != nil {
			continue
		}
		g, err := graphs[p.rules]()
		if err != nil {
			tb.Fatal(err)
		}
		gens[p.rules] = New(ruleSet(tb, p.rules), g)
	}
	return positions, gens
}

// TestTop_SlowPositions checks the bounded search where it once was slowest
// (two jokers; boards where the best move is not a bingo): Top returns
// exactly All's moves of the top score, in ro and it.
func TestTop_SlowPositions(t *testing.T) {
	t.Parallel()
	positions, gens := slowPositions(t)
	for _, p := range positions {
		gen := gens[p.rules]
		all := gen.All(&p.board, p.rack)
		want := all[:topCount(all)]
		if got := gen.Top(&p.board, p.rack); !slices.EqualFunc(want, got, sameMove) {
			t.Errorf("%s, rack %s:\n%sTop() =\n%swant\n%s", p.rules, p.rackText, &p.board, describe(gen.rs, got), describe(gen.rs, want))
		}
	}
}

// BenchmarkTopSlow finds the moves of the top score of each position of
// testdata/slow.txt, one sub-benchmark each.
func BenchmarkTopSlow(b *testing.B) {
	positions, gens := slowPositions(b)
	for _, p := range positions {
		gen := gens[p.rules]
		b.Run(p.rules+"/"+strings.ReplaceAll(p.rackText, "?", "_"), func(b *testing.B) {
			gen.Top(&p.board, p.rack) // untimed: the first top of a process also computes the graph's entries and filter for whole-rack searches
			b.ReportAllocs()
			for b.Loop() {
				gen.Top(&p.board, p.rack)
			}
		})
	}
}
