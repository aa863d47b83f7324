package reports

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"arbiter/scoring"
)

// gameRows returns the game record: for every rack that was not rejected,
// the round, the rack in announcement form, the top's word, position and
// score (blank while no top is chosen). Rejected racks are on the rack sheet
// only.
func gameRows(rs *scoring.RuleSet, lines []RackLine) [][]string {
	rows := make([][]string, 0, len(lines))
	for _, l := range lines {
		if l.Rejected {
			continue
		}
		word, pos, score := topCells(rs, l.Top)
		rows = append(rows, []string{strconv.Itoa(l.Round), l.Rack.String(), word, pos, score})
	}
	return rows
}

// gameColumns are the columns of the game record.
var gameColumns = []column{{"round", true}, {"rack", false}, {"word", false}, {"position", false}, {"score", true}}

// Game prints the game record (round, rack, top, position, score) as a
// table: aligned on a terminal (tty), tab-separated otherwise.
func Game(w io.Writer, rs *scoring.RuleSet, lines []RackLine, tty bool) error {
	return writeTable(w, tty, gameColumns, gameRows(rs, lines))
}

// GameCSV writes the game record as UTF-8 CSV: a heading line
// "round,rack,word,position,score", then one line per round.
func GameCSV(w io.Writer, rs *scoring.RuleSet, lines []RackLine) error {
	return writeCSV(w, gameColumns, gameRows(rs, lines))
}

// GameText writes the game record in the usual plain-text layout, one line
// per round, columns padded to line up:
//
//	1 | ACLMNOU | COLUMNA | H8 | 78
//	2 | AHLMUVX | VAH     | I7 | 60
func GameText(w io.Writer, rs *scoring.RuleSet, lines []RackLine) error {
	rows := gameRows(rs, lines)
	widths := make([]int, len(gameColumns))
	for _, r := range rows {
		for i, c := range r {
			widths[i] = max(widths[i], len(c))
		}
	}
	for _, r := range rows {
		cells := make([]string, len(r))
		for i, c := range r {
			if gameColumns[i].right {
				cells[i] = fmt.Sprintf("%*s", widths[i], c)
			} else {
				cells[i] = fmt.Sprintf("%-*s", widths[i], c)
			}
		}
		if _, err := io.WriteString(w, strings.TrimRight(strings.Join(cells, " | "), " ")+"\n"); err != nil {
			return err
		}
	}
	return nil
}
