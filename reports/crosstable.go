package reports

import (
	"fmt"
	"io"
	"strconv"

	"arbiter/arbiter/free"
)

// Crosstable is a free-game event's crosstable after round After (RULES
// §10.2): each player's line of opponents, starts and results, round by
// round, in the order of the standings after that round, with their wins
// and spread.
type Crosstable struct {
	After     int
	Standings []free.Standing
	// Lines are the players' lines by number.
	Lines map[int]free.Line
}

// CrosstableOf returns the crosstable of st after rounds 1…after.
func CrosstableOf(st free.State, after int) Crosstable {
	after = min(max(after, 0), len(st.Rounds))
	out := Crosstable{After: after, Standings: free.Standings(st, after), Lines: map[int]free.Line{}}
	for _, l := range free.Crosstable(st, after) {
		out.Lines[l.Player] = l
	}
	return out
}

// roundsPerTable is how many rounds one table of the crosstable's sheet
// shows: a longer event goes on in another table below, the players again.
const roundsPerTable = 10

// crossCell is a round's cell in t's words: the opponent ("*" before
// them when the player started), the bye or a round before a late entry,
// then the result's letter and the spread, a forfeit said after them,
// the two parts joined by a blank.
func crossCell(c free.Cell, t freeText) string {
	var who string
	switch {
	case c.Missed:
		who = t.missed
	case c.Bye:
		who = t.bye
	case c.Opponent == 0:
		return ""
	case c.Started:
		who = "*" + strconv.Itoa(c.Opponent)
	default:
		who = strconv.Itoa(c.Opponent)
	}
	if !c.Played {
		return who
	}
	result := t.outcome(c.Points2, false, false) + " " + signed(c.Spread)
	if c.Forfeit {
		result += " " + t.forfeit
	}
	return who + " " + result
}

// signed writes n with its sign: "+27", "-50", "0".
func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// rows returns the crosstable's rows for rounds from…to (1-based, to
// included) in t's words: rank, number, name, a cell a round, wins,
// spread.
func (c Crosstable) rows(t freeText, from, to int) [][]string {
	out := make([][]string, len(c.Standings))
	for i, s := range c.Standings {
		name := s.Name
		if s.Withdrawn {
			name += " (" + t.withdrawn + ")"
		}
		row := []string{markShared(c.Standings, i, func(s free.Standing) int { return s.Rank }), strconv.Itoa(s.Player), name}
		for _, cell := range c.Lines[s.Player].Cells[from-1 : to] {
			row = append(row, crossCell(cell, t))
		}
		out[i] = append(row, halves(s.Points2), signed(s.Spread))
	}
	return out
}

// columns are the crosstable's columns for rounds from…to.
func (Crosstable) columns(t freeText, from, to int) []column {
	cols := []column{{t.rank, true}, {t.player, true}, {t.name, false}}
	for r := from; r <= to; r++ {
		cols = append(cols, column{strconv.Itoa(r), false})
	}
	return append(cols, column{t.wins, true}, column{t.spread, true})
}

// Table prints the crosstable, one line a player, in English.
func (c Crosstable) Table(w io.Writer, tty bool) error {
	t := freeTextFor("en")
	return writeTable(w, tty, c.columns(t, 1, c.After), c.rows(t, 1, c.After))
}

// EncodeCrosstable adds the crosstable on landscape pages in the
// tournament's language, at most roundsPerTable rounds a table, with the
// legend of its mark of a start.
func (e *PDFEncoder) EncodeCrosstable(c Crosstable) error {
	t := freeTextFor(e.rs.Language)
	title := fmt.Sprintf(t.crosstable, c.After)
	e.newPage("L", title)
	p := e.pdf
	pageW, _ := p.GetPageSize()
	for from := 1; from <= max(c.After, 1); from += roundsPerTable {
		to := min(from+roundsPerTable-1, c.After)
		fixed := []pdfCol{{t.rank, 12, "R", true, false}, {t.player, 10, "R", false, false}, {t.name, 52, "L", true, true}}
		width := (pageW - 2*margin - 12 - 10 - 52 - 14 - 16) / float64(max(to-from+1, 1))
		cols := fixed
		for r := from; r <= to; r++ {
			cols = append(cols, pdfCol{strconv.Itoa(r), width, "C", false, true})
		}
		cols = append(cols, pdfCol{t.wins, 14, "R", true, false}, pdfCol{t.spread, 16, "R", false, false})
		if from > 1 {
			p.Ln(4)
		}
		e.grid("L", title, cols, c.rows(t, from, to), 9)
	}
	p.Ln(2)
	p.SetFont(fontFamily, "", 9)
	p.CellFormat(0, 5, t.startMark, "", 1, "L", false, 0, "")
	return e.err("crosstable after round %d", c.After)
}
