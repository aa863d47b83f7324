package reports_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"arbiter/reports"
	"arbiter/scoring"
)

// rules3Moves returns RULES §3's worked examples: H8 COLUMNA on the empty
// board (78, a bingo), then I7 VAH with its cross words CA and OH (60).
func rules3Moves(tb testing.TB) (columna, vah scoring.Move) {
	tb.Helper()
	var b scoring.Board
	columna = play(tb, &b, rack(tb, "ACLMNOU"), "H8 COLUMNA")
	b.Apply(columna)
	return columna, play(tb, &b, rack(tb, "AHLMUVX"), "I7 VAH")
}

// TestMoves_RULES_3 prints RULES §3's moves as `solve` does: the bingo's
// bonus and VAH's cross words with their scores, no trailing blanks.
func TestMoves_RULES_3(t *testing.T) {
	columna, vah := rules3Moves(t)
	ro, _ := scoring.Builtin("ro")
	var out bytes.Buffer
	if err := reports.Moves(&out, ro, "AHLMUVX", []scoring.Move{vah, columna}, false); err != nil {
		t.Fatal(err)
	}
	want := "rank  position  word     score  cross words\n" +
		"1     I7        VAH      60     CA 2, OH 21\n" +
		"2     H8        COLUMNA  78     bingo 50\n"
	if out.String() != want {
		t.Errorf("Moves:\n%s\nwant:\n%s", out.String(), want)
	}
}

// TestMoves_JSON checks the fields of a move as `score --json` and
// `solve --json` print it (RULES §3: VAH's words and the three tiles it places).
func TestMoves_JSON(t *testing.T) {
	_, vah := rules3Moves(t)
	ro, _ := scoring.Builtin("ro")
	var out bytes.Buffer
	if err := reports.Moves(&out, ro, "AHLMUVX", []scoring.Move{vah}, true); err != nil {
		t.Fatal(err)
	}
	var got reports.ScoredMove
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("%q: %v", out.String(), err)
	}
	if got.Position != "I7" || got.Word != "VAH" || got.Score != 60 || got.TilesPlaced != 3 || got.Tiles != "VAH" ||
		got.Bingo || len(got.Words) != 3 || got.Words[2].Word != "OH" || got.Words[2].Score != 21 {
		t.Errorf("Moves --json = %+v, want I7 VAH 60 placing its three tiles, words VAH, CA, OH 21", got)
	}
}

// TestMoves_None says so when a rack has no legal move, in either form.
func TestMoves_None(t *testing.T) {
	ro, _ := scoring.Builtin("ro")
	var out bytes.Buffer
	if err := reports.Moves(&out, ro, "XXX", nil, false); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); got != "no legal move with XXX\n" {
		t.Errorf("Moves(none) = %q", got)
	}
	out.Reset()
	if err := reports.VariantWays(&out, ro, scoring.Completiv, "XX", nil, true); err != nil || out.Len() != 0 {
		t.Errorf("VariantWays(none, json) = %q, %v; want nothing", out.String(), err)
	}
}

// TestVariantWays prints a Completiv way with the letter chosen, a
// Metagrama way with the letter swapped (RULES §7), and a Tactic way as its
// two moves, the second group first, with their total.
func TestVariantWays(t *testing.T) {
	columna, vah := rules3Moves(t)
	ro, _ := scoring.Builtin("ro")
	var out bytes.Buffer
	ways := []scoring.VariantMove{
		{Moves: []scoring.Move{columna}, Score: 78, Chosen: "U"},
		{Moves: []scoring.Move{columna}, Score: 78, Chosen: "N", Returned: 'X'},
	}
	if err := reports.VariantWays(&out, ro, scoring.Metagrama, "ACLMOUX", ways, false); err != nil {
		t.Fatal(err)
	}
	want := "rank  position  word     score  chosen   cross words\n" +
		"1     H8        COLUMNA  78     U        bingo 50\n" +
		"2     H8        COLUMNA  78     N for X  bingo 50\n"
	if out.String() != want {
		t.Errorf("VariantWays(metagrama):\n%s\nwant:\n%s", out.String(), want)
	}

	out.Reset()
	tactic := []scoring.VariantMove{{Moves: []scoring.Move{columna, vah}, Score: 138, Rack2First: true}}
	if err := reports.VariantWays(&out, ro, scoring.Tactic, "ACLMNOU", tactic, false); err != nil {
		t.Fatal(err)
	}
	want = "rank  group  position  word     score  total  cross words\n" +
		"1     2      H8        COLUMNA  78     138    bingo 50\n" +
		"      1      I7        VAH      60            CA 2, OH 21\n"
	if out.String() != want {
		t.Errorf("VariantWays(tactic):\n%s\nwant:\n%s", out.String(), want)
	}

	out.Reset()
	if err := reports.VariantWays(&out, ro, scoring.Tactic, "ACLMNOU", tactic, true); err != nil {
		t.Fatal(err)
	}
	for _, field := range []string{`"score":138`, `"total":138`, `"rack2_first":true`, `"moves":[{"position":"H8"`, `"word":"VAH"`} {
		if !strings.Contains(out.String(), field) {
			t.Errorf("VariantWays(tactic, json) = %s, missing %s", out.String(), field)
		}
	}
}
