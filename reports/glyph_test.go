package reports_test

import (
	"bytes"
	"strings"
	"testing"

	"arbiter/reports"
)

// unprintableNames returns the fixture game with a name, a club, the
// tournament and a slip's word holding what the sheets' font cannot print:
// an emoji (beyond Unicode's basic plane), a terminal escape, a letter
// DejaVu Sans lacks.
func unprintableNames(tb testing.TB) game {
	g := newGame(tb, "ro")
	g.header.Tournament = "Cupa 🙂 Iași"
	g.header.Referee = "Ștefan \x1b[31mR"
	for _, rows := range [][]reports.StandingRow{g.standings, {g.card.Player}} {
		rows[0].Name, rows[0].Club = "ȘERBAN 🙂 Ana", "CS 🏆 王"
	}
	g.card.Player.Name, g.card.Player.Club = "ȘERBAN 🙂 Ana", "CS 🏆 王"
	last := &g.rounds[len(g.rounds)-1]
	last.Standings = g.standings
	last.SoloName = "ȘERBAN 🙂 Ana"
	last.Slips[0].Name = "DUPONT 😀 Élise"
	last.Slips[5].Word = "Z🙂"
	g.refusedCard.Lines[3].Slip.Word = "Z🙂"
	g.warnings[0].Slip.Name = "DUPONT 😀 Élise"
	g.warnings[3].Slip.Word = "Z🙂"
	g.warnings[1].Reasons = []string{"🙂\x1b[2J"}
	return g
}

// TestPDF_UnprintableNames prints every sheet with names the store may hold
// from before such characters were refused: nothing panics, and each
// unprintable character shows as the visible substitute.
func TestPDF_UnprintableNames(t *testing.T) {
	g := unprintableNames(t)
	last := g.rounds[len(g.rounds)-1]
	sheets := map[string]func(e *reports.PDFEncoder) error{
		"racks":    func(e *reports.PDFEncoder) error { return e.EncodeRacks(g.racks, true) },
		"bulletin": func(e *reports.PDFEncoder) error { return e.EncodeBulletin(last) },
		"ranking":  func(e *reports.PDFEncoder) error { return e.EncodeRanking(g.standings) },
		"card":     func(e *reports.PDFEncoder) error { return e.EncodeCard(g.card) },
		"refused":  func(e *reports.PDFEncoder) error { return e.EncodeCard(g.refusedCard) },
		"warnings": func(e *reports.PDFEncoder) error { return e.EncodeWarnings(4, g.warnings) },
	}
	for name, encode := range sheets {
		t.Run(name, func(t *testing.T) {
			text := pdfText(t, renderPDF(t, g, encode))
			for _, bad := range []string{"🙂", "\x1b", "王"} {
				if strings.Contains(text, bad) {
					t.Errorf("the sheet prints %q", bad)
				}
			}
			if !strings.Contains(text, "Cupa "+string(reports.Substitute)+" Iași") {
				t.Errorf("the header lacks the substitute for the emoji:\n%s", text)
			}
		})
	}
}

// TestTerminal_Escapes checks that a name holding a terminal escape
// sequence or a line break reaches no terminal as such: the tables print the
// substitute, and every line keeps its columns.
func TestTerminal_Escapes(t *testing.T) {
	g := newGame(t, "ro")
	g.standings[0].Name = "A\x1b]0;pwned\aB\x1b[2J"
	g.standings[1].Club = "x\ny\u202e"
	g.card.Player.Name = g.standings[0].Name
	for _, tty := range []bool{false, true} {
		var b bytes.Buffer
		if err := reports.Standings(&b, g.standings, tty); err != nil {
			t.Fatal(err)
		}
		if err := reports.Card(&b, g.rs, g.card, tty); err != nil {
			t.Fatal(err)
		}
		out := b.String()
		if strings.ContainsAny(out, "\x1b\a\u202e") {
			t.Errorf("tty=%v: output holds a control character:\n%q", tty, out)
		}
		if !strings.Contains(out, "A\uFFFD]0;pwned\uFFFDB\uFFFD[2J") || !strings.Contains(out, "x y\uFFFD") {
			t.Errorf("tty=%v: the substitutes are missing:\n%s", tty, out)
		}
	}
}
