package main

import (
	"encoding/json"
	"fmt"
	"io"

	"arbiter/arbiter/free"
	"arbiter/arbiter/free/scoresheet"
	"arbiter/scoring/solver"
)

// freeCheck is `arbiter check` for a free game's record (RULES §10.1).
func freeCheck() checkKind {
	return checkKind{Disciplines: []string{freeDiscipline}, Run: checkFree, PDF: true, Record: true}
}

// checkFree checks a free game's record move by move, a GCG file or a
// scorekeeper's typed record, and prints the findings and the result.
func checkFree(opts *checkOptions, in checkInput) error {
	rules, ok := scoresheet.RulesFor(in.RS.Name)
	if !ok {
		return usageErrorf("--rules %s: the free game's rules are those of ro, it, en or fr", in.RS.Name)
	}
	text := string(in.Sheet)
	rec, err := scoresheet.Read(in.RS, free.GameRecord{Format: scoresheet.FormatOf(text), Text: text})
	if err != nil {
		return usageErrorf("--sheet %s: %w", opts.SheetPath, err)
	}
	sheet, err := scoresheet.Check(in.RS, rules, in.Graph, rec)
	if err != nil {
		return fmt.Errorf("--sheet %s: %w", opts.SheetPath, err)
	}
	if opts.PDF != "" {
		return writeFreeGamePDF(opts, in, rec, sheet)
	}
	if opts.Eliot != "" {
		return writeFreeEliot(opts, in, rec, sheet)
	}
	if opts.JSON {
		enc := json.NewEncoder(opts.IO.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(freeVerdict(rec, sheet))
	}
	fmt.Fprintf(opts.IO.Out, "rules %s: %s\n", rules.Name, rules.TimeControl())
	printSheet(opts.IO.Out, rec, sheet)
	if opts.Best {
		printBest(opts, in, rec, sheet)
	}
	return nil
}

// printBest sets each play whose rack the record gives beside the best
// score that rack allowed on its board, and sums each player up: a
// comparison of scores only (RULES §10.1).
func printBest(opts *checkOptions, in checkInput, rec *scoresheet.Record, sheet *scoresheet.Sheet) {
	a := scoresheet.Analyse(in.RS, solver.New(in.RS, in.Graph), sheet)
	for _, m := range a.Plays {
		best := "no play"
		if m.Top > 0 {
			best = fmt.Sprintf("%s %d", in.RS.FormatMove(m.Best), m.Top)
		}
		fmt.Fprintf(opts.IO.Out, "line %d (%s): %s %d; best %s; %d left\n", m.Line, rec.Players[m.Player], in.RS.FormatMove(m.Played), m.Scored, best, m.Left)
	}
	for p, name := range rec.Players {
		fmt.Fprintf(opts.IO.Out, "%s %s\n", name, a.Summary(p))
	}
}

// printSheet prints what the check of rec found, how the game ended and
// each player's final score, place and spread.
func printSheet(w io.Writer, rec *scoresheet.Record, sheet *scoresheet.Sheet) {
	for _, f := range sheet.Findings {
		fmt.Fprintln(w, f.Message)
	}
	res := sheet.Result
	fmt.Fprintf(w, "ending: %s\n", res.Ending)
	for p, name := range rec.Players {
		fmt.Fprintf(w, "%s: %d (place %d, spread %+d)\n", name, res.Scores[p], res.Places[p], res.Spread[p])
	}
}

// freeVerdictJSON is a checked free game as `check --json` prints it.
type freeVerdictJSON struct {
	Findings []scoresheet.Finding `json:"findings"`
	Ending   string               `json:"ending"`
	Players  []freePlayerJSON     `json:"players"`
}

// freePlayerJSON is one player's result.
type freePlayerJSON struct {
	Name   string `json:"name"`
	Score  int    `json:"score"`
	Place  int    `json:"place"`
	Spread int    `json:"spread"`
}

// freeVerdict returns the JSON of rec checked as sheet.
func freeVerdict(rec *scoresheet.Record, sheet *scoresheet.Sheet) freeVerdictJSON {
	v := freeVerdictJSON{Findings: sheet.Findings, Ending: sheet.Result.Ending.String()}
	if v.Findings == nil {
		v.Findings = []scoresheet.Finding{}
	}
	for p, name := range rec.Players {
		r := sheet.Result
		v.Players = append(v.Players, freePlayerJSON{Name: name, Score: r.Scores[p], Place: r.Places[p], Spread: r.Spread[p]})
	}
	return v
}
