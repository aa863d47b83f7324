package main

import (
	"slices"

	"arbiter/arbiter/free/scoresheet"
	"arbiter/reports"
	"arbiter/scoring/solver"
)

// writeFreeGamePDF writes the --pdf sheet of a free game's record checked:
// its turns, beside the best score of each rack when the record gives
// racks, and the boards after the --boards lines. A line the record has
// not is refused before anything is written.
func writeFreeGamePDF(opts *checkOptions, in checkInput, rec *scoresheet.Record, sheet *scoresheet.Sheet) error {
	var lines []int
	racks := false
	for _, c := range sheet.Turns {
		lines = append(lines, c.Turn.Line)
		racks = racks || c.Turn.Rack != ""
	}
	for _, l := range opts.Boards {
		if !slices.Contains(lines, l) {
			return usageErrorf("--boards %d: the record has no turn on line %d (its turns are on lines %d to %d)", l, l, lines[0], lines[len(lines)-1])
		}
	}
	g := reports.FreeGame{Players: rec.Players, Sheet: sheet, Boards: opts.Boards}
	if racks {
		a := scoresheet.Analyse(in.RS, solver.New(in.RS, in.Graph), sheet)
		g.Analysis = &a
	}
	return writeCheckPDF(opts, in, func(e *reports.PDFEncoder) error { return e.EncodeFreeGameSheet(g) })
}
