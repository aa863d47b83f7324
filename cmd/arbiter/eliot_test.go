package main

import (
	"encoding/xml"
	"strconv"
	"strings"
	"testing"

	"arbiter/scoring"
)

// TestExportEliot_Variants exports two rounds of a game of each variant
// (RULES §7) in Eliot's save format, against golden files: Eliptic as
// Eliot's own 7among8 variant with racks of 8; Completiv, Superjoker and
// Metagrama with each GameRack the rack the top is played with (the letters
// it takes from the stock added, the letter it gives up taken out) and a
// comment naming them; Tactic as two turns a round, one for each move of
// the top and of each slip, the round's points split between them. Table
// 1 writes the top, table 2 a word that is not legal, table 3 nothing.
func TestExportEliot_Variants(t *testing.T) {
	for _, tt := range []struct {
		variant scoring.Variant
		seed    string
	}{
		{scoring.Completiv, "1"}, {scoring.Superjoker, "1"}, {scoring.Metagrama, "3"}, {scoring.Eliptic, "1"}, {scoring.Tactic, "2"},
	} {
		t.Run(tt.variant.String(), func(t *testing.T) {
			r := createdInMemory(t)
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
					r.must("slip", "2", first[0]+" ZZZZ 10", rs.FormatPosition(top.Second.Pos)+" "+top.Second.Word+" "+strconv.Itoa(top.Second.Score), "")
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
			reportGolden(t, "export_eliot_"+tt.variant.String()+".golden", out)
		})
	}
}
