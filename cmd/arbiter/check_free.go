package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"arbiter/arbiter/free/gcg"
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
	rec, err := readRecord(in)
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
	for _, f := range sheet.Findings {
		fmt.Fprintln(opts.IO.Out, f.Message)
	}
	res := sheet.Result
	fmt.Fprintf(opts.IO.Out, "ending: %s\n", res.Ending)
	for p, name := range rec.Players {
		fmt.Fprintf(opts.IO.Out, "%s: %d (place %d, spread %+d)\n", name, res.Scores[p], res.Places[p], res.Spread[p])
	}
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

// readRecord reads the sheet's record: GCG when it opens with a pragma or
// a turn (RULES §10.1), else as a scorekeeper types it.
func readRecord(in checkInput) (*scoresheet.Record, error) {
	first := strings.TrimSpace(string(in.Sheet))
	if strings.HasPrefix(first, "#") || strings.HasPrefix(first, ">") {
		g, err := gcg.Read(bytes.NewReader(in.Sheet))
		if err != nil {
			return nil, err
		}
		return scoresheet.FromGCG(g)
	}
	return scoresheet.ReadTyped(in.RS, bytes.NewReader(in.Sheet))
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
