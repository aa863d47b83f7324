package prepared_test

import (
	"sync"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/prepared"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/lexicon/cache"
	"arbiter/scoring/solver"
)

// roGraph is the graph of the ro rule set's embedded word list, compiled
// once for all tests.
var roGraph = sync.OnceValues(func() (*lexicon.Graph, error) {
	rs, _ := scoring.Builtin("ro")
	src, err := cache.ReadSource(rs, "")
	if err != nil {
		return nil, err
	}
	g, _, err := (&cache.Cache{}).Open(rs, src)
	return g, err
})

// roDeps returns the ro rule set and the move generator over its embedded
// word list.
func roDeps(t *testing.T) (*scoring.RuleSet, arbiter.Deps) {
	t.Helper()
	rs, _ := scoring.Builtin("ro")
	g, err := roGraph()
	if err != nil {
		t.Fatal(err)
	}
	gen := solver.New(rs, g)
	return rs, arbiter.Deps{Lexicon: g, Top: gen.Top, Rank: solver.Rank, Exists: gen.Exists, TopVariant: gen.TopVariant, All: gen.All}
}

// TestPlay_TopsAndSheet: a game prepared from a seed is the same game
// every time; each round is played by a move of the best score on its
// rack (RULES §4.3); its sheet and file carry each round's rack and top,
// their scores adding up to the game's total, and the file reads back.
func TestPlay_TopsAndSheet(t *testing.T) {
	rs, deps := roDeps(t)
	game, err := prepared.Play(rs, deps, prepared.Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	again, err := prepared.Play(rs, deps, prepared.Options{Seed: 1})
	if err != nil || again.Total != game.Total || len(again.Rounds) != len(game.Rounds) {
		t.Fatalf("the same seed played again: total %d in %d rounds (%v), want %d in %d", again.Total, len(again.Rounds), err, game.Total, len(game.Rounds))
	}
	var board scoring.Board
	for _, r := range game.Rounds {
		rack := r.Draw.Remainder.Plus(r.Draw.New)
		tops := deps.Top(&board, rack)
		if len(tops) == 0 || tops[0].Score != r.Move.Score {
			t.Fatalf("round %d: played %s %d, the best on %s scores %v", r.Draw.Round, r.Move.Word, r.Move.Score, rack, tops)
		}
		board.Apply(r.Move)
	}

	file := prepared.New(rs, game, false, "built-in sha256:00")
	sum := 0
	for i, row := range file.Sheet.Rounds {
		sum += row.Score
		if row.Total != sum || file.Tops[i] != row.Position+" "+row.Word {
			t.Errorf("round %d: sheet %+v, file top %q, running total %d", i+1, row, file.Tops[i], sum)
		}
	}
	if sum != game.Total || file.Sheet.Total != game.Total || len(file.Racks) != len(game.Rounds) {
		t.Errorf("the sheet adds up to %d (total %d) over %d racks; the game scored %d in %d rounds", sum, file.Sheet.Total, len(file.Racks), game.Total, len(game.Rounds))
	}
	if err := file.Seal(nil); err != nil {
		t.Fatal(err)
	}
	data, _ := file.Encode()
	if _, err := prepared.Parse("game.json", data); err != nil {
		t.Errorf("the prepared file does not read back: %v", err)
	}
}

// TestPlay_Tactic: a Tactic game (RULES §7.6) is played in two moves a
// round, and its sheet adds both to the round's score.
func TestPlay_Tactic(t *testing.T) {
	rs, deps := roDeps(t)
	game, err := prepared.Play(rs, deps, prepared.Options{Seed: 5, Variant: scoring.Tactic, FixedOrder: true})
	if err != nil {
		t.Fatal(err)
	}
	sheet := prepared.NewSheet(rs, game)
	if !sheet.FixedOrder || sheet.Variant != scoring.Tactic || len(sheet.Rounds) == 0 {
		t.Fatalf("sheet %+v", sheet)
	}
	first := sheet.Rounds[0]
	if first.Word2 == "" || first.Rack2 == "" || first.Rack2First || first.Score != game.Rounds[0].Top.Score {
		t.Errorf("round 1: %+v, want two moves in the order drawn scoring %d", first, game.Rounds[0].Top.Score)
	}
}
