package draw_test

import (
	"bytes"
	"sync"
	"testing"
	"time"

	"arbiter/draw"
	"arbiter/internal/longtest"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/lexicon/lists"
	"arbiter/scoring/solver"
)

// roGraph compiles the embedded ro word list once for all tests.
var roGraph = sync.OnceValues(func() (*lexicon.Graph, error) {
	rs, _ := scoring.Builtin("ro")
	data, _, ok := lists.Default("ro")
	if !ok {
		return nil, nil
	}
	g, _, err := lexicon.Compile(bytes.NewReader(data), rs)
	return g, err
})

// realMoves returns the solver's top move (RULES §4.3) and move test for
// the embedded ro list.
func realMoves(tb testing.TB) (*scoring.RuleSet, draw.TopFunc, draw.ExistsFunc) {
	tb.Helper()
	rs := builtin(tb, "ro")
	g, err := roGraph()
	if err != nil || g == nil {
		tb.Fatalf("compile the embedded ro list: %v", err)
	}
	gen := solver.New(rs, g)
	top := func(b *scoring.Board, rack, bag scoring.Rack) (scoring.Move, bool) {
		moves := gen.Top(b, rack)
		if len(moves) == 0 {
			return scoring.Move{}, false
		}
		return solver.Rank(rs, moves, rack, bag)[0], true
	}
	return rs, top, gen.Exists
}

// TestPrepare_RealSolver plays whole ro games with the real solver and the
// embedded list and checks every draw against RULES §4.2 as the property
// test does.
func TestPrepare_RealSolver(t *testing.T) {
	games := longtest.Size(t, 50, 10)
	rs, top, exists := realMoves(t)
	start := time.Now()
	rounds := 0
	for seed := range uint64(games) {
		triples := seed%2 == 1
		game, err := draw.Prepare(rs, seed, triples, top, exists)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if err := checkGame(rs, exists, triples, game); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if len(game.Rounds) < 10 || game.Total < 300 {
			t.Errorf("seed %d: %d rounds, %d points: too short a game", seed, len(game.Rounds), game.Total)
		}
		rounds += len(game.Rounds)
	}
	t.Logf("%d games, %d rounds in %v", games, rounds, time.Since(start))
}

// BenchmarkPrepare prepares a whole ro game with the real solver.
func BenchmarkPrepare(b *testing.B) {
	rs, top, exists := realMoves(b)
	b.ReportAllocs()
	seed := uint64(0)
	for b.Loop() {
		if _, err := draw.Prepare(rs, seed, false, top, exists); err != nil {
			b.Fatal(err)
		}
		seed++
	}
}

// realVariantTop returns the solver's variant top (RULES §7: the first of
// TopVariant's list) for the embedded ro list, and its move test.
func realVariantTop(tb testing.TB) (*scoring.RuleSet, draw.VariantTopFunc, draw.ExistsFunc) {
	tb.Helper()
	rs, _, exists := realMoves(tb)
	g, _ := roGraph()
	gen := solver.New(rs, g)
	top := func(b *scoring.Board, o scoring.Offer) (scoring.VariantMove, bool) {
		tops := gen.TopVariant(b, o)
		if len(tops) == 0 {
			return scoring.VariantMove{}, false
		}
		return tops[0], true
	}
	return rs, top, exists
}

// TestPrepareVariant_RealSolver prepares a whole ro game of every variant
// with the real solver and the embedded list, and checks it as the property
// test does (RULES §7): every top the solver chooses fits its round, every
// tile is kept, every game ends by the rules.
func TestPrepareVariant_RealSolver(t *testing.T) {
	rs, top, exists := realVariantTop(t)
	for _, v := range scoring.Variants[1:] {
		t.Run(v.String(), func(t *testing.T) {
			start := time.Now()
			game, err := draw.PrepareVariant(rs, v, v == scoring.Tactic, 7, false, top, exists)
			if err != nil {
				t.Fatal(err)
			}
			if err := checkVariantGame(rs, exists, game); err != nil {
				t.Fatal(err)
			}
			if len(game.Rounds) < 8 || game.Total < 300 {
				t.Errorf("%d rounds, %d points: too short a game", len(game.Rounds), game.Total)
			}
			t.Logf("%d rounds, %d points, ended %s, in %v", len(game.Rounds), game.Total, game.Ending.End, time.Since(start))
		})
	}
}

// BenchmarkPrepareVariant prepares a whole ro game of each variant with the
// real solver (one seed a variant; a game must take under 30 s).
func BenchmarkPrepareVariant(b *testing.B) {
	rs, top, exists := realVariantTop(b)
	for _, v := range scoring.Variants {
		b.Run(v.String(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := draw.PrepareVariant(rs, v, false, 3, false, top, exists); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
