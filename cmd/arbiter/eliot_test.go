package main

import (
	"encoding/xml"
	"strconv"
	"strings"
	"testing"

	"arbiter/scoring"
)

// checkEliotGroups checks, in an exported Tactic game, that table 4's
// legal moves, written in the other order of groups than the top's (RULES
// §7.6: the order is free), each sit under the turn of their group, whose
// top is the same move: under the other turn Eliot would refuse them, the
// rack lacking their letters.
func checkEliotGroups(t *testing.T, out string) {
	t.Helper()
	var g struct {
		Turns []struct {
			Moves []struct {
				Player string `xml:"playerId,attr"`
				Type   string `xml:"type,attr"`
				Word   string `xml:"word,attr"`
				Coord  string `xml:"coord,attr"`
			} `xml:"PlayerMove"`
			Master struct {
				Word  string `xml:"word,attr"`
				Coord string `xml:"coord,attr"`
			} `xml:"MasterMove"`
		} `xml:"History>Turn"`
	}
	if err := xml.Unmarshal([]byte(out), &g); err != nil {
		t.Fatal(err)
	}
	legal := 0
	for i, turn := range g.Turns {
		for _, m := range turn.Moves {
			if m.Player != "3" || m.Type != "valid" {
				continue
			}
			legal++
			if m.Word != turn.Master.Word || m.Coord != turn.Master.Coord {
				t.Errorf("turn %d: table 4's %s %s sits under the top %s %s, whose group it was not played with", i+1, m.Coord, m.Word, turn.Master.Coord, turn.Master.Word)
			}
		}
	}
	if legal == 0 {
		t.Error("table 4 has no legal move in the export: the test checks nothing")
	}
}

// TestExportEliot_Variants exports two rounds of a game of each variant
// (RULES §7) in Eliot's save format, against golden files: Eliptic as
// Eliot's own 7among8 variant with racks of 8; Completiv, Superjoker and
// Metagrama with each GameRack the rack the top is played with (the letters
// it takes from the stock added, the letter it gives up taken out) and a
// comment naming them; Tactic as two turns a round, one for each move of
// the top and of each slip, the round's points split between them. Table
// 1 writes the top, table 2 a word that is not legal, table 3 nothing;
// in Tactic table 4 writes the top's moves in the other order of groups,
// each placed under the turn of its group ([checkEliotGroups]).
func TestExportEliot_Variants(t *testing.T) {
	for _, tt := range []struct {
		variant scoring.Variant
		seed    string
	}{
		{scoring.Completiv, "1"}, {scoring.Superjoker, "1"}, {scoring.Metagrama, "3"}, {scoring.Eliptic, "1"}, {scoring.Tactic, "2"},
	} {
		t.Run(tt.variant.String(), func(t *testing.T) {
			r := createdInMemory(t)
			if tt.variant == scoring.Tactic {
				r.must("player", "add", "4", "DINU Radu")
			}
			r.must("game", "start", "--seed", tt.seed, "--variant", tt.variant.String())
			moves := 0
			for range 2 {
				r.must("rack")
				r.must("top")
				top := r.state().CurrentGame().Current().Top
				rs := r.state().RuleSet
				first := []string{rs.FormatPosition(top.Move.Pos), top.Move.Word, strconv.Itoa(top.Move.Score)}
				moves++
				if top.Second != nil {
					moves++
					r.must("slip", "1", strings.Join(first, " "),
						rs.FormatPosition(top.Second.Pos)+" "+top.Second.Word+" "+strconv.Itoa(top.Second.Score), strconv.Itoa(top.Score()))
					second := rs.FormatPosition(top.Second.Pos) + " " + top.Second.Word + " " + strconv.Itoa(top.Second.Score)
					r.must("slip", "2", first[0]+" ZZZZ 10", second, "")
					r.must("slip", "4", second, strings.Join(first, " "), "")
				} else {
					r.must(append([]string{"slip", "1"}, first...)...)
					r.must("slip", "2", first[0], "ZZZZ", "10")
				}
				r.must("round", "close")
			}
			out := r.must("export", "game", "--format", "eliot")
			if err := xml.Unmarshal([]byte(out), new(struct{})); err != nil {
				t.Fatalf("not well-formed XML: %v", err)
			}
			if got := strings.Count(out, "<GameMove "); got != moves {
				t.Errorf("%d game moves for the %d moves of the tops", got, moves)
			}
			if tt.variant == scoring.Tactic {
				checkEliotGroups(t, out)
			}
			reportGolden(t, "export_eliot_"+tt.variant.String()+".golden", out)
		})
	}
}
