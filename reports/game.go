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
// score (blank while no top is chosen), then what the variant adds (see
// [gameColumns]). Rejected racks are on the rack sheet only.
func gameRows(rs *scoring.RuleSet, lines []RackLine) [][]string {
	v := gameVariant(lines)
	rows := make([][]string, 0, len(lines))
	for _, l := range lines {
		if l.Rejected {
			continue
		}
		row := []string{strconv.Itoa(l.Round), l.Rack.String(), "", "", ""}
		if l.Top.Word != "" {
			row[2], row[3], row[4] = l.Top.Word, rs.FormatPosition(l.Top.Pos), strconv.Itoa(l.Top.Score)
		}
		switch {
		case v.TwoGroups():
			row = append(row, "", "", "", "")
			if s := l.TopVariant.Second; s != nil {
				row[5], row[6], row[7] = s.Word, rs.FormatPosition(s.Pos), strconv.Itoa(s.Score)
			}
			if l.Top.Word != "" {
				row[8] = strconv.Itoa(topScore(l.Top, l.TopVariant))
			}
		case v.FromStock():
			row = append(row, strings.Trim(l.TopVariant.ChosenText(), " []"))
		}
		rows = append(rows, row)
	}
	return rows
}

// gameVariant returns the variant of the game of lines (a rejected rack
// may not name it).
func gameVariant(lines []RackLine) scoring.Variant {
	for _, l := range lines {
		if l.Rack.Variant != scoring.Classic {
			return l.Rack.Variant
		}
	}
	return scoring.Classic
}

// gameColumns returns the columns of the game record of a game of variant
// v (RULES §7): round, rack, word, position, score; Tactic adds the second
// move's word, position and score and the round's total, Completiv,
// Superjoker and Metagrama the letters taken from the stock ("U", "U for X").
func gameColumns(v scoring.Variant) []column {
	cols := []column{{"round", true}, {"rack", false}, {"word", false}, {"position", false}, {"score", true}}
	switch {
	case v.TwoGroups():
		return append(cols, column{"word2", false}, column{"position2", false}, column{"score2", true}, column{"total", true})
	case v.FromStock():
		return append(cols, column{"chosen", false})
	}
	return cols
}

// Game prints the game record (round, rack, top, position, score) as a
// table: aligned on a terminal (tty), tab-separated otherwise.
func Game(w io.Writer, rs *scoring.RuleSet, lines []RackLine, tty bool) error {
	return writeTable(w, tty, gameColumns(gameVariant(lines)), gameRows(rs, lines))
}

// GameCSV writes the game record as UTF-8 CSV: a heading line
// "round,rack,word,position,score" (and the variant's columns, see
// [gameColumns]), then one line per round.
func GameCSV(w io.Writer, rs *scoring.RuleSet, lines []RackLine) error {
	return writeCSV(w, gameColumns(gameVariant(lines)), gameRows(rs, lines))
}

// GameText writes the game record in the usual plain-text layout, one line
// per round, columns padded to line up:
//
//	1 | ACLMNOU | COLUMNA | H8 | 78
//	2 | AHLMUVX | VAH     | I7 | 60
func GameText(w io.Writer, rs *scoring.RuleSet, lines []RackLine) error {
	rows := gameRows(rs, lines)
	cols := gameColumns(gameVariant(lines))
	widths := make([]int, len(cols))
	for _, r := range rows {
		for i, c := range r {
			widths[i] = max(widths[i], len(c))
		}
	}
	for _, r := range rows {
		cells := make([]string, len(r))
		for i, c := range r {
			if cols[i].right {
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
