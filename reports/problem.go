package reports

import (
	"encoding/json"
	"io"
	"strconv"
	"strings"

	"arbiter/arbiter/problem"
)

// problemColumns are the columns of a problem's ranking of kind: the
// rank and the player, the figures the kind ranks by (RULES §9), the time
// the solution was handed in.
func problemColumns(kind problem.Kind) []column {
	cols := []column{{"rank", true}, {"table", true}, {"name", false}, {"club", false}}
	switch kind.Measure() {
	case problem.ByRankingPoints:
		cols = append(cols, column{"ranking_points", true}, column{"scores", false}, column{"warnings", true}, column{"ranking_penalty", true})
	case problem.BySolutions:
		cols = append(cols, column{"solutions", true}, column{"found", true}, column{"deducted", true}, column{"warnings", true})
		if kind.CountsLetters() {
			cols = append(cols, column{"letters_used", true})
		}
		if kind.InRounds() {
			cols = append(cols, column{"rounds", false})
		}
	case problem.ByTotal:
		cols = append(cols, column{"total", true}, column{"score", true}, column{"warnings", true}, column{"penalty", true})
	}
	return append(cols, column{"handed_in", true})
}

// problemCells returns a row's values under problemColumns(kind); a
// player who handed in nothing has no rank and no figures.
func problemCells(kind problem.Kind, r *problem.Row) []string {
	cells := []string{"", strconv.Itoa(r.Table), r.Name, r.Club}
	n := len(problemColumns(kind)) - len(cells)
	if !r.Handed {
		cells = append(cells, "no solution")
		for range n - 1 {
			cells = append(cells, "")
		}
		return cells
	}
	cells[0] = strconv.Itoa(r.Rank)
	v := &r.Verdict
	itoa := strconv.Itoa
	switch kind.Measure() {
	case problem.ByRankingPoints:
		cells = append(cells, itoa(r.RankingPoints), joinInts(v.Scores), itoa(v.Warnings()), itoa(v.RankingPenalty))
	case problem.BySolutions:
		cells = append(cells, itoa(v.Solutions), itoa(v.Found), itoa(v.Deducted), itoa(v.Warnings()))
		if kind.CountsLetters() {
			cells = append(cells, itoa(v.LettersUsed))
		}
		if kind.InRounds() {
			cells = append(cells, joinInts(v.RoundsFound))
		}
	case problem.ByTotal:
		cells = append(cells, itoa(v.Total), itoa(v.Score), itoa(v.Warnings()), itoa(v.Penalty))
	}
	return append(cells, problem.FormatHandedIn(r.HandedIn))
}

// joinInts writes numbers separated by spaces.
func joinInts(ns []int) string { return strings.Join(numbers(ns), " ") }

// numbers returns ns written in digits.
func numbers(ns []int) []string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	return s
}

// problemTable returns the cells of every row.
func problemTable(kind problem.Kind, rows []problem.Row) [][]string {
	out := make([][]string, len(rows))
	for i := range rows {
		out[i] = problemCells(kind, &rows[i])
	}
	return out
}

// ProblemStandings prints the ranking of a problem of kind (RULES §9): a
// table aligned on a terminal (tty), tab-separated otherwise.
func ProblemStandings(w io.Writer, kind problem.Kind, rows []problem.Row, tty bool) error {
	return writeTable(w, tty, problemColumns(kind), problemTable(kind, rows))
}

// ProblemRankingCSV writes the ranking of a problem of kind as UTF-8 CSV
// with a heading line, the columns of [ProblemStandings].
func ProblemRankingCSV(w io.Writer, kind problem.Kind, rows []problem.Row) error {
	return writeCSV(w, problemColumns(kind), problemTable(kind, rows))
}

// problemRowJSON is a row of [ProblemRankingJSON].
type problemRowJSON struct {
	Rank          int             `json:"rank,omitempty"`
	Table         int             `json:"table"`
	Name          string          `json:"name"`
	Club          string          `json:"club"`
	HandedIn      string          `json:"handed_in,omitempty"`
	RankingPoints *int            `json:"ranking_points,omitempty"`
	Verdict       *ProblemVerdict `json:"verdict,omitempty"`
}

// ProblemRankingJSON writes the ranking of a problem as one JSON object:
// the header's fields, the statement, and "standings", each row with its
// verdict (none for a player who handed in nothing).
func ProblemRankingJSON(w io.Writer, h Header, st problem.Statement, rows []problem.Row) error {
	out := make([]problemRowJSON, len(rows))
	for i, r := range rows {
		out[i] = problemRowJSON{Table: r.Table, Name: r.Name, Club: r.Club}
		if r.Handed {
			v := NewProblemVerdict(r.Verdict)
			out[i].Rank, out[i].HandedIn, out[i].Verdict = r.Rank, problem.FormatHandedIn(r.HandedIn), &v
			if st.Kind.Measure() == problem.ByRankingPoints {
				out[i].RankingPoints = &rows[i].RankingPoints
			}
		}
	}
	doc := struct {
		Header
		Problem   problem.Statement `json:"problem"`
		Standings []problemRowJSON  `json:"standings"`
	}{h, st, out}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

// ProblemRanking is the ranking of a composition problem (RULES §9), in
// the columns of its kind: the [RankingLayout] of [ProblemStandings].
type ProblemRanking struct {
	Statement problem.Statement
	Rows      []problem.Row
}

// Table prints the ranking as [ProblemStandings] does.
func (r ProblemRanking) Table(w io.Writer, tty bool) error {
	return ProblemStandings(w, r.Statement.Kind, r.Rows, tty)
}

// CSV writes the ranking as [ProblemRankingCSV] does.
func (r ProblemRanking) CSV(w io.Writer) error { return ProblemRankingCSV(w, r.Statement.Kind, r.Rows) }

// JSON writes the ranking as [ProblemRankingJSON] does.
func (r ProblemRanking) JSON(w io.Writer, h Header) error {
	return ProblemRankingJSON(w, h, r.Statement, r.Rows)
}

// PDF adds the ranking as [PDFEncoder.EncodeProblemResults] does.
func (r ProblemRanking) PDF(e *PDFEncoder) error { return e.EncodeProblemResults(r.Statement, r.Rows) }
