package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"

	"arbiter/arbiter/anticipation"
	"arbiter/reports"
)

// anticipationCheck is `arbiter check` for the anticipation games (RULES §8).
func anticipationCheck() checkKind {
	names := make([]string, 0, 5)
	for _, f := range anticipation.Forms() {
		names = append(names, string(f))
	}
	return checkKind{Disciplines: names, Run: checkAnticipation, PDF: true}
}

// checkAnticipation adjudicates one player's sheet of an anticipation game
// and prints the verdict, or every sheet of a room's file and the ranking.
func checkAnticipation(opts *checkOptions, in checkInput) error {
	form, err := anticipation.ParseForm(opts.Discipline)
	if err != nil {
		return usageErrorf("--discipline: %w", err)
	}
	if anticipation.IsRoom(in.Sheet) {
		return rankAnticipation(opts, in, form)
	}
	sheet, err := anticipation.ReadSheet(in.RS, bytes.NewReader(in.Sheet))
	if err != nil {
		return usageErrorf("--sheet %s: %w", opts.SheetPath, err)
	}
	res, err := judgeSheet(opts, in, form, "", &sheet)
	if err != nil {
		return err
	}
	switch {
	case opts.JSON:
		enc := json.NewEncoder(opts.IO.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(reports.NewAnticipationVerdict(in.RS, res))
	case opts.PDF != "":
		return writeCheckPDF(opts, in, func(e *reports.PDFEncoder) error {
			return e.EncodeAnticipationSheet(reports.AnticipationSheet{Result: res})
		})
	}
	return reports.WriteAnticipationCard(opts.IO.Out, in.RS, res)
}

// judgeSheet checks sheet's groups and adjudicates it as a sheet of form;
// at names the sheet in a room's file ("" for a lone sheet).
func judgeSheet(opts *checkOptions, in checkInput, form anticipation.Form, at string, sheet *anticipation.Sheet) (anticipation.Result, error) {
	where := "--sheet " + opts.SheetPath + ": " + at
	if sheet.Form != "" && sheet.Form != form {
		return anticipation.Result{}, usageErrorf("%sdiscipline: the sheet is of %s, not %s", where, sheet.Form, form)
	}
	sheet.Form = form
	scrabble := anticipation.LexiconScrabbler(in.RS, in.Graph)
	if err := anticipation.CheckGroups(in.RS, in.Graph, form, &sheet.Groups, scrabble); err != nil {
		return anticipation.Result{}, &refusedError{fmt.Errorf("%s%w", where, err)}
	}
	res, err := anticipation.Judge{RS: in.RS, Lex: in.Graph}.Adjudicate(sheet)
	if err != nil {
		return anticipation.Result{}, usageErrorf("%s%w", where, err)
	}
	return res, nil
}

// rankAnticipation adjudicates every sheet of a room's file and prints the
// ranking (RULES §8.7, §8.9). Except in oarba every sheet holds the same
// groups.
func rankAnticipation(opts *checkOptions, in checkInput, form anticipation.Form) error {
	roomForm, entries, err := anticipation.ReadRoom(in.RS, bytes.NewReader(in.Sheet))
	if err != nil {
		return usageErrorf("--sheet %s: %w", opts.SheetPath, err)
	}
	if roomForm != "" && roomForm != form {
		return usageErrorf("--sheet %s: discipline: the sheets are of %s, not %s", opts.SheetPath, roomForm, form)
	}
	judged := make([]anticipation.Entry, len(entries))
	for i, e := range entries {
		at := fmt.Sprintf("entries[%d] (%s): ", i, e.Player)
		if form != anticipation.Blind && e.Sheet.Groups != entries[0].Sheet.Groups {
			return usageErrorf("--sheet %s: %sgroups: not those of %s's sheet: the room plays the same groups", opts.SheetPath, at, entries[0].Player)
		}
		res, err := judgeSheet(opts, in, form, at, &e.Sheet)
		if err != nil {
			return err
		}
		judged[i] = anticipation.Entry{Player: e.Player, Result: res}
	}
	standings := anticipation.Rank(form, judged)
	if opts.PDF != "" {
		return writeCheckPDF(opts, in, func(e *reports.PDFEncoder) error {
			if err := e.EncodeAnticipationRanking(form, standings); err != nil {
				return err
			}
			for _, s := range standings {
				if err := e.EncodeAnticipationSheet(reports.AnticipationSheet{Player: s.Player, Result: s.Result}); err != nil {
					return err
				}
			}
			return nil
		})
	}
	if opts.JSON {
		out := make([]rankedSheet, len(standings))
		for i, s := range standings {
			out[i] = rankedSheet{Rank: s.Rank, Player: s.Player, Verdict: reports.NewAnticipationVerdict(in.RS, s.Result)}
		}
		enc := json.NewEncoder(opts.IO.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	}
	return reports.WriteAnticipationRanking(opts.IO.Out, in.RS, form, standings)
}

// writeCheckPDF writes the verdict that encode prints to the --pdf file,
// headed by the sheet's file name.
func writeCheckPDF(opts *checkOptions, in checkInput, encode func(*reports.PDFEncoder) error) error {
	title := filepath.Base(opts.SheetPath)
	if opts.SheetPath == "-" {
		title = "standard input"
	}
	h := standaloneHeader(title, in.RS, opts.LexiconPath, in.Graph)
	return writeSheetPDF(opts.IO.Out, opts.PDF, "verdict", in.RS, h, encode)
}

// rankedSheet is one line of a room's ranking as --json prints it.
type rankedSheet struct {
	Rank    int                         `json:"rank"`
	Player  string                      `json:"player"`
	Verdict reports.AnticipationVerdict `json:"verdict"`
}
