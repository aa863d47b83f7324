package reports

import (
	_ "embed"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/jung-kurt/gofpdf"

	"arbiter/scoring"
)

// DejaVu Sans (fonts/LICENSE) has every letter of the Romanian, Italian and
// French alphabets; gofpdf embeds only the glyphs a document uses.
var (
	//go:embed fonts/DejaVuSans.ttf
	regularTTF []byte
	//go:embed fonts/DejaVuSans-Bold.ttf
	boldTTF []byte
)

const (
	fontFamily = "DejaVu"
	margin     = 10.0 // mm, every side
	lineGap    = 1.2  // line height as a multiple of the font size
	ptToMM     = 25.4 / 72
)

// PDFEncoder writes printed sheets as one A4 PDF document: each Encode method
// adds the pages of one sheet and Close writes the document. The same calls
// with the same data give the same bytes (fixed dates, sorted catalog), so
// documents can be compared byte for byte.
type PDFEncoder struct {
	w   io.Writer
	rs  *scoring.RuleSet
	h   Header
	l   labels
	pdf sheet
}

// NewPDFEncoder returns an encoder writing to w, with player-facing text in
// rs.Language and coordinates in rs's labelling; h heads every page.
func NewPDFEncoder(w io.Writer, rs *scoring.RuleSet, h Header) *PDFEncoder {
	pdf := gofpdf.New("P", "mm", "A4", "")
	// Any fixed instant will do: it only has to be the same on every run.
	fixed := time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)
	pdf.SetCreationDate(fixed)
	pdf.SetModificationDate(fixed)
	pdf.SetCatalogSort(true)
	pdf.SetCreator("arbiter", true)
	pdf.SetTitle(printable(h.Tournament), true)
	pdf.AddUTF8FontFromBytes(fontFamily, "", regularTTF)
	pdf.AddUTF8FontFromBytes(fontFamily, "B", boldTTF)
	pdf.SetMargins(margin, margin, margin)
	pdf.SetAutoPageBreak(false, margin)
	pdf.AliasNbPages("{nb}")
	e := &PDFEncoder{w: w, rs: rs, h: h, l: labelsFor(rs.Language), pdf: sheet{pdf}}
	pdf.SetHeaderFunc(e.pageHeader)
	pdf.SetFooterFunc(e.pageFooter)
	return e
}

// Close writes the document to the writer given to [NewPDFEncoder]. It fails
// if nothing was encoded or if drawing failed.
func (e *PDFEncoder) Close() error {
	if e.pdf.PageCount() == 0 {
		return errors.New("reports: empty PDF document: no sheet was encoded")
	}
	if err := e.pdf.Output(e.w); err != nil {
		return fmt.Errorf("reports: writing PDF: %w", err)
	}
	return nil
}

// pageHeader prints the tournament, date, rules, lexicon and referee at the
// top of every page.
func (e *PDFEncoder) pageHeader() {
	p := e.pdf
	w, _ := p.GetPageSize()
	p.SetTextColor(0, 0, 0)
	p.SetFont(fontFamily, "B", 10)
	p.SetXY(margin, margin)
	p.CellFormat(w-2*margin, 5, e.h.Tournament, "", 0, "L", false, 0, "")
	p.SetXY(margin, margin)
	p.CellFormat(w-2*margin, 5, e.h.Date, "", 1, "R", false, 0, "")
	p.SetFont(fontFamily, "", 8)
	p.CellFormat(w-2*margin, 4, e.details(16), "", 1, "L", false, 0, "")
	p.SetLineWidth(0.3)
	p.Line(margin, p.GetY()+1, w-margin, p.GetY()+1)
	p.SetY(p.GetY() + 4)
}

// details lists rules, lexicon (fingerprint cut to fp hex digits when fp > 0)
// and referee, each with its label, skipping the empty ones.
func (e *PDFEncoder) details(fp int) string {
	lex := e.h.Lexicon
	if f := e.h.Fingerprint; f != "" {
		if fp > 0 && len(f) > fp {
			f = f[:fp] + "…"
		}
		lex += " (" + f + ")"
	}
	var s string
	for _, kv := range [][2]string{{e.l.ruleSet, e.h.RuleSet}, {e.l.lexicon, lex}, {e.l.referee, e.h.Referee}} {
		if kv[1] == "" {
			continue
		}
		if s != "" {
			s += "   ·   "
		}
		s += kv[0] + ": " + kv[1]
	}
	return s
}

// pageFooter prints "Page n/total" at the bottom of every page.
func (e *PDFEncoder) pageFooter() {
	p := e.pdf
	_, h := p.GetPageSize()
	p.SetXY(margin, h-margin-4)
	p.SetFont(fontFamily, "", 8)
	p.SetTextColor(0, 0, 0)
	p.CellFormat(0, 4, fmt.Sprintf("%s %d/{nb}", e.l.page, p.PageNo()), "", 0, "C", false, 0, "")
}

// newPage starts a page in orientation "P" or "L" with a title in large bold.
func (e *PDFEncoder) newPage(orientation, title string) {
	p := e.pdf
	p.AddPageFormat(orientation, p.GetPageSizeStr("A4"))
	p.SetFont(fontFamily, "B", 18)
	p.CellFormat(0, 9, title, "", 1, "L", false, 0, "")
	p.Ln(2)
}

// pdfCol is one column of a grid: heading, width in mm, alignment ("L", "C",
// "R"), whether its cells are bold, and whether they wrap onto several lines
// (names, text) rather than shrink to fit one (numbers, racks, words).
type pdfCol struct {
	title string
	width float64
	align string
	bold  bool
	wrap  bool
}

// grid draws a table: a shaded heading row, then rows with every other one
// lightly shaded; cells wrap or shrink to their column's width (see pdfCol),
// headings shrink all to one size. A row that does not
// fit on the page starts a new page (same orientation and title) and repeats
// the heading. size is the font size in points.
func (e *PDFEncoder) grid(orientation, title string, cols []pdfCol, rows [][]string, size float64) {
	p := e.pdf
	lineH := size * ptToMM * lineGap
	heading := make([]string, len(cols))
	for i, c := range cols {
		heading[i] = c.title
	}
	e.gridRow(cols, heading, size, lineH, true, 200)
	for i, r := range rows {
		lines := e.wrap(cols, r, size)
		_, pageH := p.GetPageSize()
		if p.GetY()+rowHeight(lines, lineH) > pageH-margin-6 {
			e.newPage(orientation, title)
			e.gridRow(cols, heading, size, lineH, true, 200)
		}
		fill := 255
		if i%2 == 1 {
			fill = 235
		}
		e.gridRow(cols, r, size, lineH, false, fill)
	}
}

// wrap splits each cell of row into the lines that fit its column.
func (e *PDFEncoder) wrap(cols []pdfCol, row []string, size float64) [][]string {
	p := e.pdf
	out := make([][]string, len(cols))
	for i, c := range cols {
		style := ""
		if c.bold {
			style = "B"
		}
		p.SetFont(fontFamily, style, size)
		text := ""
		if i < len(row) {
			text = row[i]
		}
		out[i] = []string{text}
		if c.wrap {
			out[i] = p.SplitText(text, c.width-2)
		}
		if len(out[i]) == 0 {
			out[i] = []string{""}
		}
	}
	return out
}

// minFontSize is the smallest size a cell shrinks to before it is cut.
const minFontSize = 6.5

// fit makes text fit width on one line: it sets the font size down from size
// (no lower than minFontSize) and, if that is not enough, cuts text and ends
// it with "…". It returns the text to print at the size left set.
func (e *PDFEncoder) fit(text string, width, size float64) string {
	p := e.pdf
	for size > minFontSize && p.GetStringWidth(text) > width {
		size -= 0.5
		p.SetFontSize(size)
	}
	if p.GetStringWidth(text) <= width {
		return text
	}
	runes := []rune(text)
	for len(runes) > 0 && p.GetStringWidth(string(runes)+"…") > width {
		runes = runes[:len(runes)-1]
	}
	return string(runes) + "…"
}

// rowHeight is the height of a row whose tallest cell has the most lines.
func rowHeight(lines [][]string, lineH float64) float64 {
	n := 1
	for _, l := range lines {
		n = max(n, len(l))
	}
	return float64(n)*lineH + 1.5
}

// gridRow draws one row at the current position on a grey level fill
// (255 white) and moves below it; heading rows are bold with a thicker rule.
func (e *PDFEncoder) gridRow(cols []pdfCol, row []string, size, lineH float64, heading bool, fill int) {
	p := e.pdf
	lines := e.wrap(cols, row, size)
	if heading {
		for i := range lines {
			lines[i] = []string{row[i]}
		}
	}
	h := rowHeight(lines, lineH)
	x0, y0 := p.GetX(), p.GetY()
	width := 0.0
	for _, c := range cols {
		width += c.width
	}
	if fill < 255 {
		p.SetFillColor(fill, fill, fill)
		p.Rect(x0, y0, width, h, "F")
	}
	if heading {
		// Headings stay on one line, all in one size, smaller if need be.
		p.SetFont(fontFamily, "B", size)
		for i, c := range cols {
			for size > 5 && p.GetStringWidth(row[i]) > c.width-2 {
				size -= 0.5
				p.SetFontSize(size)
			}
		}
	}
	x := x0
	for i, c := range cols {
		style := ""
		if c.bold || heading {
			style = "B"
		}
		p.SetFont(fontFamily, style, size)
		if !c.wrap && !heading {
			lines[i][0] = e.fit(lines[i][0], c.width-2, size)
		}
		for j, line := range lines[i] {
			p.SetXY(x+1, y0+0.75+float64(j)*lineH)
			p.CellFormat(c.width-2, lineH, line, "", 0, c.align, false, 0, "")
		}
		x += c.width
	}
	p.SetLineWidth(0.15)
	if heading {
		p.SetLineWidth(0.5)
	}
	p.Line(x0, y0+h, x0+width, y0+h)
	p.SetXY(x0, y0+h)
}

// err returns the drawing error, if any, naming the sheet (format and args).
func (e *PDFEncoder) err(format string, args ...any) error {
	if err := e.pdf.Error(); err != nil {
		return fmt.Errorf("reports: %s: %w", fmt.Sprintf(format, args...), err)
	}
	return nil
}
