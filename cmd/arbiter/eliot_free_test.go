package main

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"arbiter/arbiter/free/gcg"
	"arbiter/arbiter/free/scoresheet"
	"arbiter/scoring"
	"arbiter/scoring/solver"
)

// topsGame plays a whole free game between Ana and Dan (RULES §10.1) with
// the short test list, from a bag shuffled by seed: each plays the top of
// their rack, Dan exchanges two tiles on his second turn, Ana's third play
// is challenged off, and the game ends when a player goes out or both
// pass. It returns the game's record as GCG, or as a scorekeeper types it
// without the racks when typed is set.
func topsGame(t *testing.T, seed uint64, typed bool) string {
	t.Helper()
	rs, _ := scoring.Builtin("ro")
	lex, err := compileInMemory(rs, testLexicon)
	if err != nil {
		t.Fatal(err)
	}
	gen := solver.New(rs, lex)
	var bag []byte
	full := rs.FullBag()
	for i, n := range full {
		for range n {
			bag = append(bag, "ABCDEFGHIJKLMNOPQRSTUVWXYZ?"[i])
		}
	}
	rng := rand.New(rand.NewPCG(seed, 2026))
	rng.Shuffle(len(bag), func(i, j int) { bag[i], bag[j] = bag[j], bag[i] })
	racks := make([]scoring.Rack, 2)
	draw := func(p int) {
		for racks[p].Len() < rs.RackSize && len(bag) > 0 {
			racks[p].Add(bag[0])
			bag = bag[1:]
		}
	}
	draw(0)
	draw(1)
	rec := scoresheet.Record{Players: []string{"Ana", "Dan"}}
	var board scoring.Board
	for n, passes := 0, 0; passes < 2 && len(rec.Turns) < 100; n++ {
		p := n % 2
		turn := scoresheet.Turn{Player: p, Rack: racks[p].String()}
		tops := gen.Top(&board, racks[p])
		switch {
		case n == 3:
			out := racks[p].String()[:2]
			turn.Kind, turn.Tiles = scoresheet.Exchange, out
			for _, c := range []byte(out) {
				racks[p].Remove(c)
			}
			draw(p)
			bag = append(bag, out...)
		case len(tops) == 0:
			turn.Kind = scoresheet.Pass
		default:
			m := tops[0]
			turn.Kind, turn.Pos, turn.Word, turn.Score, turn.Scored = scoresheet.Play, m.Pos, m.Word, m.Score, true
			if n == 4 {
				turn.Challenge = scoresheet.Off
				break
			}
			board.Apply(m)
			racks[p] = racks[p].Minus(m.Tiles())
			draw(p)
		}
		if turn.Kind == scoresheet.Pass {
			passes++
		} else {
			passes = 0
		}
		rec.Turns = append(rec.Turns, turn)
		if racks[p].Len() == 0 {
			break
		}
	}
	if typed {
		for i := range rec.Turns {
			rec.Turns[i].Rack = ""
		}
		return scoresheet.FormatTyped(rs, &rec)
	}
	rules, _ := scoresheet.RulesFor("ro")
	sheet, err := scoresheet.Check(rs, rules, nil, &rec)
	if err != nil {
		t.Fatal(err)
	}
	g, err := scoresheet.ToGCG(sheet, []gcg.Player{{Nick: "ana", Name: "Ana"}, {Nick: "dan", Name: "Dan"}})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := gcg.Write(&b, g); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestCheck_FreeEliotWholeGames: whole games played by the tops
// ([topsGame]), with their exchange, their play taken off and their end
// (going out, or two passes, the racks counted), as GCG and as typed
// without racks, checked and written by `check --eliot`: the totals of
// the file's Statistics are the check's final scores, and with Eliot at
// hand Eliot replays the same history to the same totals
// ([eliotReplay]), the typed records with the least racks Eliot needs
// (with no racks at all Eliot cannot load a game: its racks run short).
func TestCheck_FreeEliotWholeGames(t *testing.T) {
	r := createdInMemory(t)
	for _, game := range []struct {
		seed  uint64
		typed bool
	}{{1, false}, {2, false}, {3, false}, {1, true}, {2, true}} {
		seed := game.seed
		name := "game.gcg"
		if game.typed {
			name = "game.txt"
		}
		sheet := writeFile(t, name, topsGame(t, seed, game.typed))
		file := writeFile(t, "game.xml", "")
		check := []string{"check", "--discipline", "liber", "--rules", "ro", "--lexicon", testLexicon, "--sheet", sheet}
		verdict := r.must(append(check, "--json")...)
		r.must(append(check, "--eliot", file)...)
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		out := string(data)
		var v freeVerdictJSON
		if err := json.Unmarshal([]byte(verdict), &v); err != nil {
			t.Fatal(err)
		}
		want := map[int]int{}
		for i, p := range v.Players {
			want[i+1] = p.Score
		}
		t.Logf("game %d (typed %v): %d turns, %s, %v", seed, game.typed, strings.Count(out, "<Turn>"), v.Ending, want)
		if note := "the record gives no rack"; game.typed != strings.Contains(out, note) {
			t.Errorf("game %d (typed %v): the note %q belongs in the file of the record without racks alone", seed, game.typed, note)
		}
		checkFreeEliotTotals(t, r, out, want)
	}
}
