package reports

import (
	"encoding/binary"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/jung-kurt/gofpdf"
)

// Substitute is printed on a sheet in place of a character the sheets' font
// cannot print: a character outside Unicode's Basic Multilingual Plane (an
// emoji), a control character, or a letter DejaVu Sans lacks. The store may
// hold such names from before they were refused at registration.
const Substitute = '\uFFFD'

// glyphs is the set of characters both embedded fonts can print.
var glyphs = sync.OnceValue(func() *[1 << 16]bool {
	var both [1 << 16]bool
	regular, bold := cmapCoverage(regularTTF), cmapCoverage(boldTTF)
	for r := range both {
		both[r] = regular[r] && bold[r]
	}
	return &both
})

// printable returns text with every character [Substitute] stands for
// replaced by it, and each byte of text that is not UTF-8 too (gofpdf
// panics on those). Text the fonts can print whole is returned as is.
func printable(text string) string {
	cover := glyphs()
	fine := func(r rune) bool {
		return r < 1<<16 && cover[r] && !unicode.IsControl(r) && !unicode.Is(unicode.Cf, r)
	}
	if utf8.ValidString(text) && strings.IndexFunc(text, func(r rune) bool { return !fine(r) }) < 0 {
		return text
	}
	return strings.Map(func(r rune) rune {
		if fine(r) {
			return r
		}
		return Substitute
	}, text)
}

// cmapCoverage reads the Unicode BMP character map (platform 3, encoding 1,
// format 4) of a TrueType font and returns which characters have a glyph.
// A font it cannot read covers nothing, so every character is substituted
// rather than handed to gofpdf.
func cmapCoverage(ttf []byte) *[1 << 16]bool {
	var cover [1 << 16]bool
	u16 := func(off int) int {
		if off < 0 || off+2 > len(ttf) {
			return 0
		}
		return int(binary.BigEndian.Uint16(ttf[off:]))
	}
	u32 := func(off int) int {
		if off < 0 || off+4 > len(ttf) {
			return 0
		}
		return int(binary.BigEndian.Uint32(ttf[off:]))
	}
	cmap := 0
	for i := range u16(4) {
		rec := 12 + 16*i
		if rec+16 <= len(ttf) && string(ttf[rec:rec+4]) == "cmap" {
			cmap = u32(rec + 8)
		}
	}
	sub := 0
	for i := range u16(cmap + 2) {
		rec := cmap + 4 + 8*i
		if u16(rec) == 3 && u16(rec+2) == 1 && u16(cmap+u32(rec+4)) == 4 {
			sub = cmap + u32(rec+4)
		}
	}
	if sub == 0 {
		return &cover
	}
	segs := u16(sub+6) / 2
	ends, starts := sub+14, sub+16+2*segs
	deltas, ranges := starts+2*segs, starts+4*segs
	for s := range segs {
		start, end := u16(starts+2*s), u16(ends+2*s)
		delta, rangeOff := u16(deltas+2*s), u16(ranges+2*s)
		for c := start; c <= end && c < 0xFFFF; c++ {
			g := c + delta
			if rangeOff != 0 {
				g = u16(ranges + 2*s + rangeOff + 2*(c-start))
				if g != 0 {
					g += delta
				}
			}
			cover[c] = g&0xFFFF != 0
		}
	}
	return &cover
}

// sheet is the gofpdf document with every method that takes text made
// safe: the text goes through [printable] first, since gofpdf indexes its
// width table by character and panics on one beyond the BMP.
type sheet struct {
	*gofpdf.Fpdf
}

// CellFormat prints printable(text); see gofpdf.
func (s sheet) CellFormat(w, h float64, text, border string, ln int, align string, fill bool, link int, url string) {
	s.Fpdf.CellFormat(w, h, printable(text), border, ln, align, fill, link, url)
}

// GetStringWidth measures printable(text); see gofpdf.
func (s sheet) GetStringWidth(text string) float64 { return s.Fpdf.GetStringWidth(printable(text)) }

// SplitText splits printable(text); see gofpdf.
func (s sheet) SplitText(text string, w float64) []string {
	return s.Fpdf.SplitText(printable(text), w)
}
