package reports_test

import (
	"bytes"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/reports"
	"arbiter/scoring"
)

// variantGame returns a game of variant v (RULES §7) of the fixture's
// first two rounds: in Tactic one round of two groups, ACLMNOU played
// H8 COLUMNA and AHLMUVX played I7 VAH, then a round whose second group is
// what VAH left; in Completiv ACLMNO completed with a U from the stock
// (H8 COLUMNA [U]), then HLMUVX completed with an A (I7 VAH [A]).
func variantGame(tb testing.TB, v scoring.Variant) game {
	tb.Helper()
	g := newGame(tb, "ro")
	var b scoring.Board
	columna := play(tb, &b, rack(tb, "ACLMNOU"), "H8 COLUMNA")
	b.Apply(columna)
	vah := play(tb, &b, rack(tb, "AHLMUVX"), "I7 VAH")
	board := b
	board.Apply(vah)
	var lines []reports.RackLine
	if v == scoring.Tactic {
		lines = []reports.RackLine{
			{Round: 1, Rack: reports.Rack{Variant: v, New: rack(tb, "ACLMNOU"), New2: rack(tb, "AHLMUVX")},
				Top: columna, TopVariant: reports.VariantTop{Second: &vah}},
			{Round: 2, Rack: reports.Rack{Variant: v, New: rack(tb, "EILMUX?"), Remainder2: rack(tb, "LMUX"), New2: rack(tb, "ARS")}},
		}
	} else {
		lines = []reports.RackLine{
			{Round: 1, Rack: reports.Rack{Variant: v, New: rack(tb, "ACLMNO")}, Top: columna, TopVariant: reports.VariantTop{Chosen: "U"}},
			{Round: 2, Rack: reports.Rack{Variant: v, New: rack(tb, "HLMUVX")}, Top: vah, TopVariant: reports.VariantTop{Chosen: "A"}},
		}
	}
	g.racks = lines
	first := lines[0]
	round := reports.Round{Number: 1, Rack: first.Rack, Board: board, Top: first.Top, TopVariant: first.TopVariant,
		BestRoomScore: 138, Standings: g.standings[:2],
		Slips: []reports.SlipLine{{Table: 7, Name: "ȘERBAN Ana-Maria", Position: "H8 / I7", Word: "COLUMNA / VAH",
			Declared: "78 + 60 = 138", Verdict: "valid", Findings: find(arbiter.FindValid), Score: 138}}}
	if v != scoring.Tactic {
		round.Board = scoring.Board{}
		round.Board.Apply(columna)
		round.BestRoomScore = 78
		round.VariantEquivalents = []string{"8H COLUMNA [U]"}
		round.Slips = []reports.SlipLine{{Table: 7, Name: "ȘERBAN Ana-Maria", Position: "H8", Word: "COLUMNA [U]",
			Declared: "78", Verdict: "valid", Findings: find(arbiter.FindValid), Score: 78}}
	}
	g.rounds = []reports.Round{round}
	g.card = reports.PlayerCard{Player: g.standings[0], Lines: []reports.CardLine{
		{Round: 1, Rack: first.Rack, Slip: round.Slips[0], Top: first.Top, TopVariant: first.TopVariant}}}
	return g
}

// TestVariantGameRecord checks the game record of the variants (RULES §7):
// Tactic's both moves and the round's total, the letters taken from the
// stock, the racks with both groups and the letters still to choose.
func TestVariantGameRecord(t *testing.T) {
	for _, tt := range []struct {
		v    scoring.Variant
		want string
	}{
		{scoring.Tactic, "round,rack,word,position,score,word2,position2,score2,total\n" +
			"1,ACLMNOU / AHLMUVX,COLUMNA,H8,78,VAH,I7,60,138\n" +
			"2,EILMUX? / LMUX + ARS,,,,,,,\n"},
		{scoring.Completiv, "round,rack,word,position,score,chosen\n" +
			"1,ACLMNO + 1 chosen,COLUMNA,H8,78,U\n2,HLMUVX + 1 chosen,VAH,I7,60,A\n"},
	} {
		t.Run(string(tt.v), func(t *testing.T) {
			g := variantGame(t, tt.v)
			var b bytes.Buffer
			if err := reports.GameCSV(&b, g.rs, g.racks); err != nil {
				t.Fatal(err)
			}
			if b.String() != tt.want {
				t.Errorf("GameCSV:\ngot  %q\nwant %q", b.String(), tt.want)
			}
			b.Reset()
			if err := reports.GameText(&b, g.rs, g.racks); err != nil {
				t.Fatal(err)
			}
			golden(t, "game-"+string(tt.v)+".txt.golden", b.Bytes())
			for _, tty := range []bool{false, true} {
				b.Reset()
				if err := reports.RoundSummary(&b, g.rs, g.rounds[0], tty); err != nil {
					t.Fatal(err)
				}
				if err := reports.Card(&b, g.rs, g.card, tty); err != nil {
					t.Fatal(err)
				}
				golden(t, "round-card-"+string(tt.v)+map[bool]string{false: ".tsv", true: ".tty"}[tty]+".golden", b.Bytes())
			}
		})
	}
}

// TestVariantPDF checks the printed sheets of a variant game (RULES §7):
// the rack sheet with Tactic's two groups or the letters to choose, the
// bulletin with both moves placed and the letters taken from the stock,
// the card with both moves and the three figures.
func TestVariantPDF(t *testing.T) {
	tactic, completiv := variantGame(t, scoring.Tactic), variantGame(t, scoring.Completiv)
	for _, tt := range []struct {
		name   string
		g      game
		encode func(e *reports.PDFEncoder) error
		want   []string
	}{
		{"racks-tactic", tactic, func(e *reports.PDFEncoder) error { return e.EncodeRacks(tactic.racks, true) },
			[]string{"ACLMNOU / AHLMUVX", "EILMUX? / LMUX + ARS", "COLUMNA / VAH", "H8 / I7", "138"}},
		{"racks-completiv", completiv, func(e *reports.PDFEncoder) error { return e.EncodeRacks(completiv.racks, false) },
			[]string{"ACLMNO + 1 la alegere", "HLMUVX + 1 la alegere"}},
		{"bulletin-tactic", tactic, func(e *reports.PDFEncoder) error { return e.EncodeBulletin(tactic.rounds[0]) },
			[]string{"ACLMNOU / AHLMUVX", "H8 COLUMNA + I7 VAH", "COLUMNA 28, bingo 50 / VAH 37,", "Cel mai bun punctaj din sală: 138"}},
		{"bulletin-completiv", completiv, func(e *reports.PDFEncoder) error { return e.EncodeBulletin(completiv.rounds[0]) },
			[]string{"ACLMNO + 1 la alegere", "H8 COLUMNA [U]", "Topuri echivalente", "8H COLUMNA [U]"}},
		{"card-tactic", tactic, func(e *reports.PDFEncoder) error { return e.EncodeCard(tactic.card) },
			[]string{"COLUMNA / VAH", "78 + 60 =", "H8 / I7", "138"}},
	} {
		t.Run(tt.name, func(t *testing.T) { checkPDF(t, tt.g, tt.name, tt.encode, 1, tt.want) })
	}
}

// TestVariantRackText checks the announcement of each variant's rack.
func TestVariantRackText(t *testing.T) {
	for _, tt := range []struct {
		r    reports.Rack
		want string
	}{
		{reports.Rack{Variant: scoring.Superjoker, Remainder: rack(t, "AE"), New: rack(t, "RST")}, "AE + RST + 2 chosen"},
		{reports.Rack{Variant: scoring.Eliptic, New: rack(t, "ACELMNOU")}, "ACELMNOU"},
		{reports.Rack{Variant: scoring.Metagrama, New: rack(t, "ACLMNOU")}, "ACLMNOU"},
		{reports.Rack{Variant: scoring.Tactic, Remainder: rack(t, "LMUX"), New2: rack(t, "ABEIRST")}, "LMUX / ABEIRST"},
	} {
		if got := tt.r.String(); got != tt.want {
			t.Errorf("%s rack: got %q, want %q", tt.r.Variant, got, tt.want)
		}
	}
	if got := (reports.VariantTop{Chosen: "U", Returned: "X"}).ChosenText(); !strings.Contains(got, "[U for X]") {
		t.Errorf("Metagrama's swap: %q", got)
	}
}
