package reports

import (
	"encoding/csv"
	"io"
	"strings"
)

// writeCSV writes rows under the heading cols as CSV, each text cell (a
// left-aligned column) through [neutralise].
func writeCSV(w io.Writer, cols []column, rows [][]string) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(columnNames(cols)); err != nil {
		return err
	}
	for _, r := range rows {
		safe := make([]string, len(r))
		for i, c := range r {
			if i < len(cols) && !cols[i].right {
				c = neutralise(c)
			}
			safe[i] = c
		}
		if err := cw.Write(safe); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// formulaStarts are the first characters that make a spreadsheet read a
// cell as a formula (or, for tab and carriage return, shift it into one).
const formulaStarts = "=+-@\t\r"

// neutralise returns a text cell a spreadsheet opening the CSV file shows
// as text: one starting with =, +, -, @, a tab or a carriage return gets a
// leading apostrophe (the usual practice, as OWASP describes it: the
// spreadsheet shows the text and does not run it as a formula).
func neutralise(s string) string {
	if s != "" && strings.ContainsRune(formulaStarts, rune(s[0])) {
		return "'" + s
	}
	return s
}
