package anticipation

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/lexicon/lists"
	"arbiter/scoring/solver"
)

var (
	roOnce  sync.Once
	roGraph *lexicon.Graph
)

// builtinGraph compiles the embedded ro list, once a run.
func builtinGraph(b *testing.B, rs *scoring.RuleSet) *lexicon.Graph {
	roOnce.Do(func() {
		data, _, _ := lists.Default("ro")
		g, _, err := lexicon.Compile(bytes.NewReader(data), rs)
		if err != nil {
			b.Fatal(err)
		}
		roGraph = g
	})
	return roGraph
}

// roomSheets plays n random 14-round games on the ro list with the ro
// bag's groups (see randomSheet): a room's sheets.
func roomSheets(b *testing.B, n int) (Judge, []Sheet) {
	rs, _ := scoring.Builtin("ro")
	g := builtinGraph(b, rs)
	gen := solver.New(rs, g)
	rng := rand.New(rand.NewPCG(21, 8))
	sheets := make([]Sheet, n)
	for i := range sheets {
		sheets[i], _ = randomSheet(rng, rs, g, gen, true)
	}
	return Judge{RS: rs, Lex: g}, sheets
}

// BenchmarkCheckSheet adjudicates one 14-round sheet on the built-in ro
// list, over 100 different sheets. Besides the mean it reports the median
// and the worst of the sheets, each sheet timed by its fastest run (a
// busy machine's pauses are not the sheet's).
func BenchmarkCheckSheet(b *testing.B) {
	j, sheets := roomSheets(b, 100)
	fastest := make([]time.Duration, len(sheets))
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		k := i % len(sheets)
		start := time.Now()
		if _, err := j.Adjudicate(&sheets[k]); err != nil {
			b.Fatal(err)
		}
		if d := time.Since(start); fastest[k] == 0 || d < fastest[k] {
			fastest[k] = d
		}
	}
	fastest = slices.DeleteFunc(fastest, func(d time.Duration) bool { return d == 0 })
	slices.Sort(fastest)
	b.ReportMetric(float64(fastest[len(fastest)/2].Nanoseconds()), "median-ns")
	b.ReportMetric(float64(fastest[len(fastest)-1].Nanoseconds()), "worst-ns")
}

// BenchmarkAdjudicateRoom adjudicates a room of 100 sheets.
func BenchmarkAdjudicateRoom(b *testing.B) {
	j, sheets := roomSheets(b, 100)
	b.ResetTimer()
	for b.Loop() {
		for i := range sheets {
			if _, err := j.Adjudicate(&sheets[i]); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkDrawGroups draws a game's groups on the ro list, each form
// (Rezistenta: every group of 7 a 7-letter word).
func BenchmarkDrawGroups(b *testing.B) {
	rs, _ := scoring.Builtin("ro")
	g := builtinGraph(b, rs)
	scrabble := LexiconScrabbler(rs, g)
	for _, form := range Forms() {
		b.Run(string(form), func(b *testing.B) {
			seed := uint64(0)
			for b.Loop() {
				seed++
				if _, err := DrawGroups(rs, g, form, seed, scrabble); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
