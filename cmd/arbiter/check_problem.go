package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"arbiter/arbiter"
	"arbiter/arbiter/problem"
	"arbiter/reports"
)

// problemCheck is `arbiter check` for the composition problems (RULES §9).
func problemCheck() checkKind {
	var names []string
	for _, k := range problem.Kinds() {
		names = append(names, string(k))
	}
	return checkKind{Disciplines: names, Run: checkProblem}
}

// checkProblem checks one player's solution of a composition problem and
// prints the verdict.
func checkProblem(opts *checkOptions, in checkInput) error {
	kind, err := problem.ParseKind(opts.Discipline)
	if err != nil {
		return usageErrorf("--discipline: %w", err)
	}
	if problem.IsSubmissions(in.Sheet) {
		return rankProblem(opts, in, kind)
	}
	sheet, err := problem.ReadSheet(in.RS, kind, bytes.NewReader(in.Sheet))
	if err != nil {
		return usageErrorf("--sheet %s: %w", opts.SheetPath, err)
	}
	v := problem.Judge{RS: in.RS, Lex: in.Graph}.Check(&sheet)
	if opts.JSON {
		enc := json.NewEncoder(opts.IO.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(reports.NewProblemVerdict(v))
	}
	return printProblemVerdict(opts, v)
}

// printProblemVerdict prints v's moves, then its claims, each as a table,
// then the figures the kind ranks by.
func printProblemVerdict(opts *checkOptions, v problem.Verdict) error {
	moves := slices.Concat(slices.Concat(v.Rounds...), v.Moves)
	if len(moves) > 0 {
		tw := reports.NewAlignedTable()
		fmt.Fprintln(tw, "no\tposition\tword\tstatus\tscore\tdeclared\treason\twarnings")
		for i, m := range moves {
			declared := "-"
			if m.Move.Score.Given {
				declared = fmt.Sprint(m.Move.Score.Value)
			}
			fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%d\t%s\t%s\t%s\n", i+1, m.Move.Position, m.Move.Word, m.Status, m.Score, declared, reasonText(m), strings.Join(m.Warnings, ", "))
		}
		if err := tw.Print(opts.IO.Out); err != nil {
			return err
		}
	}
	if len(v.Claims) > 0 {
		tw := reports.NewAlignedTable()
		fmt.Fprintln(tw, "claim\tposition\tword\tstatus\treason\twarnings")
		for i, m := range v.Claims {
			fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\n", i+1, m.Move.Position, m.Move.Word, m.Status, reasonText(m), strings.Join(m.Warnings, ", "))
		}
		if err := tw.Print(opts.IO.Out); err != nil {
			return err
		}
	}
	var summary string
	switch v.Kind.Measure() {
	case problem.BySolutions:
		summary = fmt.Sprintf("solutions %d (found %d, deducted %d), technical warnings %d", v.Solutions, v.Found, v.Deducted, v.Technical)
		if v.Kind.CountsLetters() {
			summary += fmt.Sprintf(", letters used %d", v.LettersUsed)
		}
	case problem.ByRankingPoints:
		summary = fmt.Sprintf("scores %s, total %d, technical warnings %d, ranking penalty %d", fmt.Sprint(v.Scores), v.Total, v.Technical, v.RankingPenalty)
	case problem.ByTotal:
		summary = fmt.Sprintf("score %d, technical warnings %d, penalty %d, total %d", v.Score, v.Technical, v.Penalty, v.Total)
	}
	_, err := fmt.Fprintln(opts.IO.Out, summary)
	return err
}

// reasonText is m's reason with its culprit word.
func reasonText(m problem.MoveVerdict) string {
	if m.Culprit == "" {
		return m.Reason
	}
	return m.Reason + " (" + m.Culprit + ")"
}

// rankProblem checks every solution of one problem, from a file of all
// those handed in, and prints their ranking (RULES §9).
func rankProblem(opts *checkOptions, in checkInput, kind problem.Kind) error {
	subs, err := problem.ReadSubmissions(in.RS, kind, bytes.NewReader(in.Sheet))
	if err != nil {
		return usageErrorf("--sheet %s: %w", opts.SheetPath, err)
	}
	judge := problem.Judge{RS: in.RS, Lex: in.Graph}
	entries := make([]problem.Entry, len(subs))
	for i, s := range subs {
		entries[i] = problem.Entry{Player: s.Player, HandedIn: s.HandedIn, Verdict: judge.Check(&s.Sheet)}
	}
	standings := problem.Rank(kind, entries)
	if opts.JSON {
		out := make([]rankedSolution, len(standings))
		for i, s := range standings {
			out[i] = rankedSolution{Rank: s.Rank, Player: s.Player, HandedIn: s.HandedIn.String(), Verdict: reports.NewProblemVerdict(s.Verdict)}
			if kind.Measure() == problem.ByRankingPoints {
				out[i].RankingPoints = &standings[i].RankingPoints
			}
		}
		enc := json.NewEncoder(opts.IO.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	}
	tw := reports.NewAlignedTable()
	fmt.Fprintln(tw, "rank\tplayer\thanded in\tresult\twarnings")
	for _, s := range standings {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%d\n", s.Rank, s.Player, s.HandedIn, rankedResult(s), s.Verdict.Technical)
	}
	return tw.Print(opts.IO.Out)
}

// rankedSolution is one line of a problem's ranking as --json prints it.
type rankedSolution struct {
	Rank          int                    `json:"rank"`
	Player        string                 `json:"player"`
	HandedIn      string                 `json:"handed_in"`
	RankingPoints *int                   `json:"ranking_points,omitempty"`
	Verdict       reports.ProblemVerdict `json:"verdict"`
}

// rankedResult is what s ranks by, in words.
func rankedResult(s problem.Standing) string {
	v := s.Verdict
	switch v.Kind.Measure() {
	case problem.BySolutions:
		solutions := fmt.Sprintf("%d %s", v.Solutions, arbiter.Plural(v.Solutions, "solution"))
		if v.Kind.CountsLetters() {
			solutions += fmt.Sprintf(", %d letters used", v.LettersUsed)
		}
		return solutions
	case problem.ByRankingPoints:
		return fmt.Sprintf("scores %v, %d ranking points", v.Scores, s.RankingPoints)
	case problem.ByTotal:
	}
	return fmt.Sprintf("total %d", v.Total)
}
