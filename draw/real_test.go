package draw_test

import (
	"bytes"
	"sync"
	"testing"
	"time"

	"arbiter/draw"
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
	games := 50
	if testing.Short() {
		games = 5
	}
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
