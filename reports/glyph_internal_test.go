package reports

import (
	"strings"
	"testing"
	"unicode/utf8"

	"arbiter/scoring"
)

// FuzzPrintable checks that any text, once through printable, holds only
// characters both sheet fonts print, keeps its length in characters, and
// goes through gofpdf's text measurement and a cell without panicking.
func FuzzPrintable(f *testing.F) {
	for _, s := range []string{"ȘERBAN Ana", "POPESCU 🙂", "A\x1b[2JB", "王", "\u202e", "\xff", "Ţ ţ Ş ş Ł"} {
		f.Add(s)
	}
	rs, _ := scoring.Builtin("ro")
	var sb strings.Builder
	e := NewPDFEncoder(&sb, rs, Header{})
	e.newPage("P", "fuzz")
	f.Fuzz(func(t *testing.T, s string) {
		got := printable(s)
		if n, m := utf8.RuneCountInString(got), utf8.RuneCountInString(s); n != m {
			t.Errorf("printable(%q) = %q: %d characters, want %d", s, got, n, m)
		}
		for _, r := range got {
			if r != Substitute && (r >= 1<<16 || !glyphs()[r]) {
				t.Errorf("printable(%q) keeps %U, which the fonts lack", s, r)
			}
		}
		e.pdf.SetFont(fontFamily, "B", 10)
		e.pdf.GetStringWidth(s)
		e.pdf.CellFormat(20, 5, s, "", 0, "L", false, 0, "")
		e.pdf.SplitText(s, 30)
	})
}

// TestGlyphs checks the fonts' coverage read from their character maps: the
// letters of every rule set's language and the substitute are there, an
// emoji and a Chinese character are not.
func TestGlyphs(t *testing.T) {
	cover := glyphs()
	for _, r := range "AZaz09ĂÂÎȘȚăâîșțŞŢàèéìòùÀÈÉÌÒÙçÇœŒëïüÿ€✂★" + string(Substitute) {
		if !cover[r] {
			t.Errorf("%q (%U) has no glyph", r, r)
		}
	}
	for _, r := range "王\u0000\uE000" {
		if cover[r] {
			t.Errorf("%q (%U) has a glyph", r, r)
		}
	}
}

// BenchmarkPrintable measures the check every text of a sheet goes
// through: a Romanian name the fonts print whole (returned as is), and one
// with an emoji (rebuilt).
func BenchmarkPrintable(b *testing.B) {
	for _, name := range []string{"ȘERBAN Ana-Maria (CS Iași)", "POPESCU 🙂 Ion"} {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				printable(name)
			}
		})
	}
}
