package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"

	"arbiter/arbiter/anticipation"
	"arbiter/reports"
	"arbiter/scoring"
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
		return enc.Encode(newCheckedSheet(in.RS, res))
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
			out[i] = rankedSheet{Rank: s.Rank, Player: s.Player, Verdict: newCheckedSheet(in.RS, s.Result)}
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
	Rank    int          `json:"rank"`
	Player  string       `json:"player"`
	Verdict checkedSheet `json:"verdict"`
}

// checkedSheet is the JSON verdict of `arbiter check` on an anticipation
// sheet.
type checkedSheet struct {
	Discipline           string         `json:"discipline"`
	Total                int            `json:"total"`
	Score                int            `json:"score"`
	TechnicalWarnings    int            `json:"technical_warnings"`
	DisciplinaryWarnings int            `json:"disciplinary_warnings"`
	Penalty              int            `json:"penalty"`
	Abandoned            *int           `json:"abandoned_round,omitempty"`
	RankingPoints        *int           `json:"ranking_points,omitempty"`
	RankingPenalty       *int           `json:"ranking_penalty,omitempty"`
	Disciplinary         []checkedNote  `json:"disciplinary,omitempty"`
	Rounds               []checkedRound `json:"rounds"`
}

// checkedRound is one round of a checkedSheet.
type checkedRound struct {
	Round    int           `json:"round"`
	Group    int           `json:"group"`
	Pass     bool          `json:"pass,omitempty"`
	Cancel   []int         `json:"cancel,omitempty"`
	Score    int           `json:"score"`
	Penalty  int           `json:"penalty"`
	Moves    []checkedMove `json:"moves"`
	Warnings []checkedNote `json:"warnings"`
}

// checkedMove is one move of a checkedRound.
type checkedMove struct {
	Position    string  `json:"position"`
	Word        string  `json:"word"`
	Read        string  `json:"read,omitempty"`
	Status      string  `json:"status"`
	Score       int     `json:"score"`
	Played      int     `json:"played"`
	Declared    *int    `json:"declared"`
	Reason      *string `json:"reason"`
	ReasonRound int     `json:"reason_round,omitempty"`
	ReasonText  *string `json:"reason_text"`
}

// checkedNote is a warning: its code and its sentence.
type checkedNote struct {
	Code string `json:"code"`
	Text string `json:"text"`
}

// newCheckedSheet builds the JSON verdict of res.
func newCheckedSheet(rs *scoring.RuleSet, res anticipation.Result) checkedSheet {
	out := checkedSheet{Discipline: string(res.Form), Total: res.Total, Score: res.Score,
		TechnicalWarnings: res.Technical, DisciplinaryWarnings: res.Disciplinary, Penalty: res.Penalty,
		Rounds: []checkedRound{}}
	if res.Form == anticipation.Rezistenta {
		out.Abandoned, out.RankingPoints, out.RankingPenalty = &res.Abandoned, &res.RankingPoints, &res.RankingPenalty
	}
	for _, f := range res.DisciplinaryFindings {
		out.Disciplinary = append(out.Disciplinary, checkedNote{f.Kind, reports.AnticipationFinding(rs, f)})
	}
	for _, rr := range res.Rounds {
		cr := checkedRound{Round: rr.Round, Group: rr.Group, Pass: rr.Pass, Cancel: rr.Cancel, Score: rr.Score,
			Penalty: rr.Penalty, Moves: []checkedMove{}, Warnings: []checkedNote{}}
		for _, mr := range rr.Moves {
			cm := checkedMove{Position: mr.Written.Position, Word: mr.Written.Word, Read: mr.Read,
				Status: string(mr.Status), Score: mr.Score, Played: mr.Played}
			if mr.Written.Score.Given {
				cm.Declared = &mr.Written.Score.Value
			}
			if mr.Reason != nil {
				text := reports.AnticipationFinding(rs, *mr.Reason)
				cm.Reason, cm.ReasonRound, cm.ReasonText = &mr.Reason.Kind, mr.Reason.Round, &text
			}
			cr.Moves = append(cr.Moves, cm)
		}
		for _, f := range rr.Warnings {
			cr.Warnings = append(cr.Warnings, checkedNote{f.Kind, reports.AnticipationFinding(rs, f)})
		}
		out.Rounds = append(out.Rounds, cr)
	}
	return out
}
