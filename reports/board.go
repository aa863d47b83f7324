package reports

import (
	"strconv"

	"arbiter/scoring"
)

// Grey levels of the board diagram, chosen to stay apart when printed in
// black and white; each premium square also carries its abbreviation.
const (
	greyTW = 95  // dark: white label
	greyTL = 140 // mid: white label
	greyDW = 185 // light: black label
	greyDL = 222 // lightest: black label
)

// rowLabel and colLabel name row r and column c (0-based) in the rule set's
// labelling (RULES §1): letters A–O on the rows for letter-rows, on the
// columns for number-rows.
func rowLabel(rs *scoring.RuleSet, r int) string {
	if rs.Labelling == scoring.NumberRows {
		return strconv.Itoa(r + 1)
	}
	return string(rune('A' + r))
}

func colLabel(rs *scoring.RuleSet, c int) string {
	if rs.Labelling == scoring.NumberRows {
		return string(rune('A' + c))
	}
	return strconv.Itoa(c + 1)
}

// drawBoard draws b as a 15 × 15 diagram whose top-left square is at (x, y),
// each square sq mm wide, with coordinates above and to the left. Premium
// squares are shaded and labelled, tiles are white with a bold letter and
// its value, jokers have their letter circled and no value, and the tiles of
// fresh (the round's move) are drawn black on white reversed.
func (e *PDFEncoder) drawBoard(x, y, sq float64, b *scoring.Board, fresh scoring.Move) {
	isFresh := make(map[[2]int]bool, len(fresh.Placed))
	for _, pl := range fresh.Placed {
		isFresh[[2]int{pl.Row, pl.Col}] = true
	}
	e.drawTiles(x, y, sq, b, func(r, c int, t scoring.Tile) tileLook {
		look := tileLook{ink: 0, paper: 255}
		if isFresh[[2]int{r, c}] {
			look = tileLook{ink: 255, paper: 0}
		}
		if !t.IsJoker() {
			look.corner = strconv.Itoa(e.rs.Value(t))
		}
		return look
	})
}

// tileLook is how a tile is drawn: the grey levels of its letter (ink) and
// of its face (paper), and the small text in its lower right corner.
type tileLook struct {
	ink, paper int
	corner     string
}

// drawTiles draws b as [PDFEncoder.drawBoard] does, each tile as look says.
func (e *PDFEncoder) drawTiles(x, y, sq float64, b *scoring.Board, look func(r, c int, t scoring.Tile) tileLook) {
	p := e.pdf
	p.SetFont(fontFamily, "B", 11)
	p.SetTextColor(0, 0, 0)
	for i := range scoring.Size {
		p.SetXY(x+float64(i)*sq, y-6)
		p.CellFormat(sq, 6, colLabel(e.rs, i), "", 0, "C", false, 0, "")
		p.SetXY(x-7, y+float64(i)*sq)
		p.CellFormat(6, sq, rowLabel(e.rs, i), "", 0, "R", false, 0, "")
	}
	for r := range scoring.Size {
		for c := range scoring.Size {
			sx, sy := x+float64(c)*sq, y+float64(r)*sq
			t := b.At(r, c)
			if t == scoring.Empty {
				e.drawSquare(sx, sy, sq, r, c)
			} else {
				e.drawTile(sx, sy, sq, t, look(r, c, t))
			}
		}
	}
	p.SetDrawColor(0, 0, 0)
	p.SetLineWidth(0.2)
	for i := 0; i <= scoring.Size; i++ {
		f := float64(i) * sq
		p.Line(x+f, y, x+f, y+15*sq)
		p.Line(x, y+f, x+15*sq, y+f)
	}
	p.SetLineWidth(0.8)
	p.Rect(x, y, 15*sq, 15*sq, "D")
	p.SetTextColor(0, 0, 0)
}

// drawSquare draws the empty square at row r, column c: its premium's shade
// and abbreviation, a star on the centre.
func (e *PDFEncoder) drawSquare(x, y, sq float64, r, c int) {
	p := e.pdf
	grey, label := 255, ""
	switch scoring.PremiumAt(r, c) {
	case scoring.TripleWord:
		grey, label = greyTW, e.l.premiums[0]
	case scoring.DoubleWord:
		grey, label = greyDW, e.l.premiums[1]
	case scoring.TripleLetter:
		grey, label = greyTL, e.l.premiums[2]
	case scoring.DoubleLetter:
		grey, label = greyDL, e.l.premiums[3]
	}
	if grey < 255 {
		p.SetFillColor(grey, grey, grey)
		p.Rect(x, y, sq, sq, "F")
	}
	if grey < 160 {
		p.SetTextColor(255, 255, 255)
	} else {
		p.SetTextColor(0, 0, 0)
	}
	if r == scoring.Center && c == scoring.Center {
		p.SetFont(fontFamily, "", sq*2)
		label = "★"
	} else {
		p.SetFont(fontFamily, "B", sq*0.62)
	}
	p.SetXY(x, y)
	p.CellFormat(sq, sq, label, "", 0, "C", false, 0, "")
}

// drawTile draws tile t on the square at (x, y) as look says; a joker's
// letter is circled.
func (e *PDFEncoder) drawTile(x, y, sq float64, t scoring.Tile, look tileLook) {
	p := e.pdf
	ink := look.ink
	inset := sq * 0.06
	p.SetFillColor(look.paper, look.paper, look.paper)
	p.SetDrawColor(0, 0, 0)
	p.SetLineWidth(0.5)
	p.Rect(x+inset, y+inset, sq-2*inset, sq-2*inset, "FD")
	p.SetTextColor(ink, ink, ink)
	p.SetFont(fontFamily, "B", sq*2.1)
	p.SetXY(x, y)
	p.CellFormat(sq, sq, string(rune(t.Letter())), "", 0, "C", false, 0, "")
	if t.IsJoker() {
		p.SetDrawColor(ink, ink, ink)
		p.SetLineWidth(0.35)
		p.Circle(x+sq/2, y+sq/2, sq*0.4, "D")
		p.SetDrawColor(0, 0, 0)
	}
	if look.corner == "" {
		return
	}
	p.SetFont(fontFamily, "", sq*0.55)
	p.SetXY(x+sq*0.55, y+sq*0.62)
	p.CellFormat(sq*0.4, sq*0.3, look.corner, "", 0, "R", false, 0, "")
}
