package reports

import (
	"strconv"
	"strings"

	"arbiter/draw"
	"arbiter/scoring"
)

// Rack is a rack as announced (RULES §4.4): the letters kept from the previous
// round and the letters newly drawn.
type Rack struct {
	Remainder scoring.Rack
	New       scoring.Rack
}

// String returns the announcement form of [draw.Announce]: remainder and new
// letters, each in alphabetical order with jokers ('?') last, joined by " + "
// ("AEI + BRS?"); just the new letters when nothing remains.
func (r Rack) String() string { return draw.Announce(r.Remainder, r.New) }

// spell spells the rack out with the names the referee reads ([draw.Spell]),
// remainder first.
func (r Rack) spell(rs *scoring.RuleSet) string {
	spelled := strings.Join(draw.Spell(rs, r.New), ", ")
	if r.Remainder.Len() == 0 {
		return spelled
	}
	return strings.Join(draw.Spell(rs, r.Remainder), ", ") + " + " + spelled
}

// RackLine is one rack drawn in a game and the top move played from it.
type RackLine struct {
	Round int
	Rack  Rack
	// Rejected is set when the rack went back to the bag and was drawn again
	// (RULES §4.2); the next line has the same round.
	Rejected bool
	// Top is the top move chosen for the round; its zero value (no Word) when
	// not known yet or when the rack was rejected.
	Top scoring.Move
}

// topCells returns the top's word, position and score, blank without a top.
func topCells(rs *scoring.RuleSet, m scoring.Move) (word, pos, score string) {
	if m.Word == "" {
		return "", "", ""
	}
	return m.Word, rs.FormatPosition(m.Pos), strconv.Itoa(m.Score)
}

// EncodeRacks adds the rack-announcement sheet: one line per rack with the
// round, the rack in announcement form and its letters spelled out; a
// rejected rack says so. The referee's copy (refereeCopy) adds the top move,
// its position and score and the running total.
func (e *PDFEncoder) EncodeRacks(lines []RackLine, refereeCopy bool) error {
	title := e.l.rackSheet
	cols := []pdfCol{
		{e.l.round, 20, "C", true, false},
		{e.l.rack, 52, "L", true, false},
		{e.l.spelled, 118, "L", false, true},
	}
	if refereeCopy {
		title += " (" + e.l.refereeCopy + ")"
		cols[0].width, cols[1].width, cols[2].width = 16, 36, 57
		cols = append(cols,
			pdfCol{e.l.top, 30, "L", true, false}, pdfCol{e.l.position, 19, "C", false, false},
			pdfCol{e.l.score, 17, "R", false, false}, pdfCol{e.l.total, 15, "R", false, false})
	}
	rows := make([][]string, 0, len(lines))
	total := 0
	for _, line := range lines {
		spelled := line.Rack.spell(e.rs)
		if line.Rejected {
			spelled += " — " + e.l.rejected
		}
		row := []string{strconv.Itoa(line.Round), line.Rack.String(), spelled}
		if refereeCopy {
			word, pos, score := topCells(e.rs, line.Top)
			cum := ""
			if word != "" {
				total += line.Top.Score
				cum = strconv.Itoa(total)
			}
			row = append(row, word, pos, score, cum)
		}
		rows = append(rows, row)
	}
	e.newPage("P", title)
	size := 14.0
	if refereeCopy {
		size = 11
	}
	e.grid("P", title, cols, rows, size)
	return e.err("rack sheet")
}
