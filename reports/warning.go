package reports

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// WarningForm is one player's warning form for a round (seed 004,
// "Avertizarea jucatorilor cu depuneri anulate": the referee warns, on a
// special form and as soon as possible, the players whose move was annulled).
type WarningForm struct {
	Round int
	// Slip is the player's slip as written (table, name, position, word,
	// declared score), its verdict (why it was annulled or warned: the form
	// says its Findings in the sheet's language) and the score credited.
	Slip SlipLine
	// Zero is set when the move was annulled (0 points); Technical when the
	// player earned a technical warning in the round (RULES §6).
	Zero, Technical bool
	// Reasons are the reasons of technical warnings the referee gave.
	Reasons []string
}

// The warning form's size on the page, in mm: four to an A4 page under the
// page header, with room for the cut lines between them.
const (
	formHeight   = 60.0
	formsPerPage = 4
)

// The warning form's lines: a label's width and a line's height at 10 pt,
// in mm.
const (
	labelWidth = 38.0
	formLine   = 5.5
)

// formText writes text at x, from the current line down, in a column width
// wide and at most height high: wrapped at 10 pt, or at the largest smaller
// size (down to minFontSize) whose lines fit; what does not fit even then
// is cut, its last line ending with "…". It leaves the position below it.
func (e *PDFEncoder) formText(x, width, height float64, text string) {
	p := e.pdf
	size, lines := 10.0, []string(nil)
	for ; ; size -= 0.5 {
		p.SetFont(fontFamily, "", size)
		lines = p.SplitText(text, width)
		if float64(len(lines))*formLine*size/10 <= height || size <= minFontSize {
			break
		}
	}
	lineH := formLine * size / 10
	if most := max(int(height/lineH), 1); len(lines) > most {
		lines = append(lines[:most-1], e.fit(strings.Join(lines[most-1:], " "), width, size))
	}
	if len(lines) == 0 {
		lines = []string{""}
	}
	for _, line := range lines {
		p.SetX(x)
		p.CellFormat(width, lineH, line, "", 1, "L", false, 0, "")
	}
}

// EncodeWarnings adds the warning forms of round (one per player) on A4
// pages, four to a page, separated by dashed cut lines. Each form gives the
// table, the name, the round, what the player wrote, the verdict and its
// reason, and the points credited, with a line for the referee's signature.
func (e *PDFEncoder) EncodeWarnings(round int, forms []WarningForm) error {
	if len(forms) == 0 {
		return fmt.Errorf("reports: round %d has no warning to print", round)
	}
	p := e.pdf
	for i, f := range forms {
		if i%formsPerPage == 0 {
			e.newPage("P", fmt.Sprintf("%s — %s %d", e.l.warningForm, e.l.round, round))
		}
		y := p.GetY()
		if i%formsPerPage > 0 {
			e.cutLine(y)
			y += 3
		}
		e.warningForm(y, f)
		p.SetXY(margin, y+formHeight)
	}
	return e.err("warning forms of round %d", round)
}

// cutLine draws a dashed line across the page at y, a pair of scissors at
// its left end.
func (e *PDFEncoder) cutLine(y float64) {
	p := e.pdf
	w, _ := p.GetPageSize()
	p.SetDrawColor(120, 120, 120)
	p.SetLineWidth(0.2)
	p.SetDashPattern([]float64{2, 1.5}, 0)
	p.Line(margin+5, y, w-margin, y)
	p.SetDashPattern(nil, 0)
	p.SetDrawColor(0, 0, 0)
	p.SetFont(fontFamily, "", 10)
	p.SetXY(margin, y-2.5)
	p.CellFormat(5, 5, "✂", "", 0, "L", false, 0, "")
}

// warningForm draws form f with its top at y.
func (e *PDFEncoder) warningForm(y float64, f WarningForm) {
	p, l, s := e.pdf, e.l, f.Slip
	w, _ := p.GetPageSize()
	width := w - 2*margin
	p.SetLineWidth(0.4)
	p.Rect(margin, y+2, width, formHeight-6, "D")
	x, inner := margin+4, width-8
	p.SetXY(x, y+4)
	p.SetFont(fontFamily, "B", 14)
	p.CellFormat(inner/2, 7, fmt.Sprintf("%s — %s %d", strings.ToUpper(l.warningForm), l.round, f.Round), "", 0, "L", false, 0, "")
	p.CellFormat(inner/2, 7, fmt.Sprintf("%s %d", l.table, s.Table), "", 1, "R", false, 0, "")
	p.SetX(x)
	p.SetFont(fontFamily, "B", 12)
	p.CellFormat(inner, 6, e.fit(s.Name, inner, 12), "", 1, "L", false, 0, "")
	wrote := "(" + l.noSlip + ")"
	if s.Position != "" || s.Word != "" || s.Declared != "" {
		wrote = strings.TrimSpace(s.Position + " " + s.Word + " " + s.Declared)
	}
	var verdicts []string
	if f.Zero {
		verdicts = append(verdicts, l.annulled)
	}
	if f.Technical {
		verdicts = append(verdicts, l.technicalWarning)
	}
	reason := joinNonEmpty(append([]string{l.findingsText(e.rs, s.Findings)}, f.Reasons...)...)
	label := func(text string) {
		p.SetX(x)
		p.SetFont(fontFamily, "B", 10)
		p.CellFormat(labelWidth, formLine, text+":", "", 0, "L", false, 0, "")
	}
	for _, kv := range [][2]string{{l.youWrote, wrote}, {l.verdict, strings.Join(verdicts, "; ")}} {
		label(kv[0])
		e.formText(x+labelWidth, inner-labelWidth, 2*formLine, kv[1])
	}
	label(l.reason)
	e.formText(x+labelWidth, inner-labelWidth, y+formHeight-10-formLine-p.GetY(), reason)
	label(l.credited)
	e.formText(x+labelWidth, inner-labelWidth, formLine, strconv.Itoa(s.Score))
	p.SetFont(fontFamily, "", 8)
	p.SetXY(x, y+formHeight-10)
	p.CellFormat(inner/2, 4, e.fit(e.h.Tournament+"  "+e.h.Date, inner/2, 8), "", 0, "L", false, 0, "")
	p.SetFontSize(8)
	p.CellFormat(inner/2, 4, l.signature+": ______________________", "", 0, "R", false, 0, "")
}

// Warnings prints the warning forms of a round as a table, one row per
// form: table, name, what was written, the score credited, whether the move
// was annulled or warned, and why. Aligned on a terminal (tty),
// tab-separated otherwise.
func Warnings(w io.Writer, forms []WarningForm, tty bool) error {
	cols := []column{{"table", true}, {"name", false}, {"position", false}, {"word", false}, {"declared", true},
		{"score", true}, {"annulled", false}, {"technical", false}, {"reason", false}}
	rows := make([][]string, len(forms))
	yes := map[bool]string{true: "yes", false: ""}
	for i, f := range forms {
		s := f.Slip
		rows[i] = []string{strconv.Itoa(s.Table), s.Name, s.Position, s.Word, s.Declared, strconv.Itoa(s.Score),
			yes[f.Zero], yes[f.Technical], joinNonEmpty(append([]string{s.Verdict}, f.Reasons...)...)}
	}
	return writeTable(w, tty, cols, rows)
}
