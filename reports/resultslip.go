package reports

import (
	"fmt"
	"strconv"
	"strings"
)

// EncodeResultSlips adds a result slip for each board of round p (the bye
// plays no game and has none), four to an A4 page like the warning forms,
// between cut lines: the round and the board, who starts and who replies
// by number and name, a box for each one's final score and a line for
// each one's signature, in the tournament's language.
func (e *PDFEncoder) EncodeResultSlips(p Pairings) error {
	if len(p.Boards) == 0 {
		return fmt.Errorf("reports: round %d has no board to print a result slip for", p.Round)
	}
	t := freeTextFor(e.rs.Language)
	pdf := e.pdf
	for i, b := range p.Boards {
		if i%formsPerPage == 0 {
			e.newPage("P", fmt.Sprintf("%s — %s %d", t.slip, t.round, p.Round))
		}
		y := pdf.GetY()
		if i%formsPerPage > 0 {
			e.cutLine(y)
			y += 3
		}
		e.resultSlip(y, t, p.Round, b)
		pdf.SetXY(margin, y+formHeight)
	}
	return e.err("result slips of round %d", p.Round)
}

// The result slip's columns, in mm from its inner left edge: the side,
// the player's number, the name, the score's box and the signature.
const (
	slipSide      = 30.0
	slipNumber    = 14.0
	slipScore     = 30.0
	slipSignature = 50.0
	slipRow       = 12.0
)

// resultSlip draws the slip of board b of round with its top at y.
func (e *PDFEncoder) resultSlip(y float64, t freeText, round int, b PairingBoard) {
	p := e.pdf
	w, _ := p.GetPageSize()
	width := w - 2*margin
	p.SetLineWidth(0.4)
	p.Rect(margin, y+2, width, formHeight-6, "D")
	x, inner := margin+4, width-8
	name := inner - slipSide - slipNumber - slipScore - slipSignature - 4
	p.SetXY(x, y+4)
	p.SetFont(fontFamily, "B", 14)
	p.CellFormat(inner/2, 7, fmt.Sprintf("%s — %s %d", strings.ToUpper(t.slip), t.round, round), "", 0, "L", false, 0, "")
	p.SetFont(fontFamily, "B", 18)
	p.CellFormat(inner/2, 7, fmt.Sprintf("%s %d", t.board, b.Board), "", 1, "R", false, 0, "")
	p.SetX(x + slipSide)
	p.SetFont(fontFamily, "B", 9)
	p.CellFormat(slipNumber, 5, t.player, "", 0, "R", false, 0, "")
	p.CellFormat(name+2, 5, " "+t.name, "", 0, "L", false, 0, "")
	p.CellFormat(slipScore, 5, t.score, "", 0, "C", false, 0, "")
	p.CellFormat(2, 5, "", "", 0, "L", false, 0, "")
	p.CellFormat(slipSignature, 5, t.signature, "", 1, "C", false, 0, "")
	for _, seat := range []struct {
		side   string
		player PairingPlayer
	}{{t.starts, b.Start}, {t.replies, b.Reply}} {
		top := p.GetY() + 1
		p.SetXY(x, top+2)
		p.SetFont(fontFamily, "B", 11)
		p.CellFormat(slipSide, 7, seat.side, "", 0, "L", false, 0, "")
		p.SetFont(fontFamily, "B", 14)
		p.CellFormat(slipNumber, 7, strconv.Itoa(seat.player.Player), "", 0, "R", false, 0, "")
		p.SetFont(fontFamily, "", 13)
		p.CellFormat(name+2, 7, " "+e.fit(seat.player.Name, name, 13), "", 0, "L", false, 0, "")
		boxX := x + slipSide + slipNumber + name + 2
		p.Rect(boxX, top, slipScore, slipRow-2, "D")
		p.SetLineWidth(0.2)
		p.Line(boxX+slipScore+4, top+slipRow-3, boxX+slipScore+2+slipSignature, top+slipRow-3)
		p.SetLineWidth(0.4)
		p.SetXY(x, top+slipRow)
	}
	p.SetFont(fontFamily, "", 8)
	p.SetXY(x, y+formHeight-10)
	p.CellFormat(inner/2, 4, e.fit(e.h.Tournament+"  "+e.h.Date, inner/2, 8), "", 0, "L", false, 0, "")
	p.CellFormat(inner/2, 4, e.l.signature+": ______________________", "", 0, "R", false, 0, "")
}
