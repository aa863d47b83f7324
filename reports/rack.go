package reports

import (
	"fmt"
	"strconv"
	"strings"

	"arbiter/draw"
	"arbiter/scoring"
)

// Rack is a rack as announced (RULES §4.4): the letters kept from the previous
// round and the letters newly drawn. In a variant game (RULES §7) Variant
// names it, and Remainder2 and New2 are Tactic's second group.
type Rack struct {
	Remainder scoring.Rack
	New       scoring.Rack
	Variant   scoring.Variant
	// Remainder2 and New2 are Tactic's second group (RULES §7.6).
	Remainder2, New2 scoring.Rack
}

// String returns the announcement form of [draw.Announce]: remainder and new
// letters, each in alphabetical order with jokers ('?') last, joined by " + "
// ("AEI + BRS?"); just the new letters when nothing remains. Tactic's second
// group follows after " / "; the letters chosen from the stock in Completiv
// and Superjoker are counted after them ("ACLMNO + 1 chosen").
func (r Rack) String() string { return r.text(labelsEN) }

// text is String in the language of l.
func (r Rack) text(l labels) string {
	s := draw.Announce(r.Remainder, r.New)
	if r.hasGroup2() {
		s += " / " + draw.Announce(r.Remainder2, r.New2)
	}
	if n := r.Variant.Chosen(); n > 0 {
		s += " + " + fmt.Sprintf(l.chosen, n)
	}
	return s
}

// hasGroup2 reports whether the rack has Tactic's second group.
func (r Rack) hasGroup2() bool { return r.Remainder2.Len()+r.New2.Len() > 0 }

// spell spells the rack out with the names the referee reads ([draw.Spell]),
// remainder first, Tactic's second group after " / ".
func (r Rack) spell(rs *scoring.RuleSet) string {
	s := spellGroup(rs, r.Remainder, r.New)
	if r.hasGroup2() {
		s += " / " + spellGroup(rs, r.Remainder2, r.New2)
	}
	return s
}

// spellGroup spells a group of letters out, remainder first.
func spellGroup(rs *scoring.RuleSet, remainder, drawn scoring.Rack) string {
	spelled := strings.Join(draw.Spell(rs, drawn), ", ")
	if remainder.Len() == 0 {
		return spelled
	}
	return strings.Join(draw.Spell(rs, remainder), ", ") + " + " + spelled
}

// VariantTop is what a variant round's top adds to its move (RULES §7):
// Tactic's second move, the letters taken from the stock (Completiv,
// Superjoker, Metagrama) and the letter given up (Metagrama).
type VariantTop struct {
	Second           *scoring.Move
	Chosen, Returned string
}

// ChosenText returns the letters taken from the stock in brackets (" [H]",
// " [U for X]"), empty when none is.
func (v VariantTop) ChosenText() string {
	switch {
	case v.Returned != "":
		return " [" + v.Chosen + " for " + v.Returned + "]"
	case v.Chosen != "":
		return " [" + v.Chosen + "]"
	}
	return ""
}

// RackLine is one rack drawn in a game and the top move played from it.
type RackLine struct {
	Round int
	Rack  Rack
	// Rejected is set when the rack went back to the bag and was drawn again
	// (RULES §4.2); the next line has the same round.
	Rejected bool
	// Top is the top move chosen for the round; its zero value (no Word) when
	// not known yet or when the rack was rejected. TopVariant is what a
	// variant's top adds to it.
	Top        scoring.Move
	TopVariant VariantTop
}

// topCells returns the top's word, position and score, blank without a top:
// in Tactic both words and both positions joined by " / " and the sum of
// both scores, the letters taken from the stock in brackets after the word.
func topCells(rs *scoring.RuleSet, m scoring.Move, v VariantTop) (word, pos, score string) {
	if m.Word == "" {
		return "", "", ""
	}
	word, pos, total := m.Word, rs.FormatPosition(m.Pos), m.Score
	if v.Second != nil {
		word += " / " + v.Second.Word
		pos += " / " + rs.FormatPosition(v.Second.Pos)
		total += v.Second.Score
	}
	return word + v.ChosenText(), pos, strconv.Itoa(total)
}

// topScore returns the score of a top: in Tactic both moves'.
func topScore(m scoring.Move, v VariantTop) int {
	if v.Second != nil {
		return m.Score + v.Second.Score
	}
	return m.Score
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
		row := []string{strconv.Itoa(line.Round), line.Rack.text(e.l), spelled}
		if refereeCopy {
			word, pos, score := topCells(e.rs, line.Top, line.TopVariant)
			cum := ""
			if word != "" {
				total += topScore(line.Top, line.TopVariant)
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
