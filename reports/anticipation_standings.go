package reports

import (
	"encoding/json"
	"io"
	"strconv"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
)

// AnticipationRow is one player's line in the ranking of an anticipation
// game (RULES §8.7): no top, so neither percent nor difference to it. In
// Rezistenta it carries the ranking points and the round of abandonment
// (0: none) the game ranks by (RULES §8.9).
type AnticipationRow struct {
	Rank          int    `json:"rank"`
	Table         int    `json:"table"`
	Name          string `json:"name"`
	Club          string `json:"club"`
	Total         int    `json:"total"`
	Warnings      int    `json:"warnings"`
	Penalties     int    `json:"penalties"`
	RankingPoints *int   `json:"ranking_points,omitempty"`
	Abandoned     *int   `json:"abandoned_round,omitempty"`
}

// AnticipationRowsOf maps the ranking of a game of form to its rows,
// leaving out eliminated players.
func AnticipationRowsOf(form anticipation.Form, st arbiter.Standings) []AnticipationRow {
	rows := make([]AnticipationRow, 0, len(st.Rows))
	for _, r := range st.Rows {
		if r.Eliminated {
			continue
		}
		row := AnticipationRow{Rank: r.Rank, Table: r.Table, Name: r.Name, Club: r.Club, Total: r.Total,
			Warnings: r.Warnings, Penalties: r.Penalty}
		if form == anticipation.Rezistenta {
			row.RankingPoints, row.Abandoned = &r.RankingPoints, &r.Abandoned
		}
		rows = append(rows, row)
	}
	return rows
}

// anticipationColumns are the columns of the ranking of a game of form.
func anticipationColumns(form anticipation.Form) []column {
	cols := []column{{"rank", true}, {"table", true}, {"name", false}, {"club", false}}
	if form == anticipation.Rezistenta {
		cols = append(cols, column{"ranking_points", true}, column{"abandoned_round", true})
	}
	return append(cols, column{"total", true}, column{"warnings", true}, column{"penalties", true})
}

// cells returns the row's values in the order of anticipationColumns; a
// Rezistenta player who did not abandon shows "-" as round.
func (r AnticipationRow) cells(rank string) []string {
	out := []string{rank, strconv.Itoa(r.Table), r.Name, r.Club}
	if r.RankingPoints != nil {
		abandoned := "-"
		if *r.Abandoned > 0 {
			abandoned = strconv.Itoa(*r.Abandoned)
		}
		out = append(out, strconv.Itoa(*r.RankingPoints), abandoned)
	}
	return append(out, strconv.Itoa(r.Total), strconv.Itoa(r.Warnings), strconv.Itoa(r.Penalties))
}

// anticipationCells returns the cells of rows, shared ranks marked "="
// when marked is set.
func anticipationCells(rows []AnticipationRow, marked bool) [][]string {
	out := make([][]string, len(rows))
	for i, r := range rows {
		rank := strconv.Itoa(r.Rank)
		if marked {
			rank = markShared(rows, i, func(r AnticipationRow) int { return r.Rank })
		}
		out[i] = r.cells(rank)
	}
	return out
}

// AnticipationStandings prints the ranking of a game of form as
// [Standings] prints a duplicate game's, with its own columns.
func AnticipationStandings(w io.Writer, form anticipation.Form, rows []AnticipationRow, tty bool) error {
	return writeTable(w, tty, anticipationColumns(form), anticipationCells(rows, tty))
}

// AnticipationRankingCSV writes the ranking of a game of form as UTF-8 CSV
// with a heading line, the columns of [AnticipationStandings].
func AnticipationRankingCSV(w io.Writer, form anticipation.Form, rows []AnticipationRow) error {
	return writeCSV(w, anticipationColumns(form), anticipationCells(rows, false))
}

// AnticipationRankingJSON writes the ranking of a game of form as one JSON
// object: the header's fields, "discipline" and "standings".
func AnticipationRankingJSON(w io.Writer, h Header, form anticipation.Form, rows []AnticipationRow) error {
	if rows == nil {
		rows = []AnticipationRow{}
	}
	doc := struct {
		Header
		Discipline string            `json:"discipline"`
		Standings  []AnticipationRow `json:"standings"`
	}{h, string(form), rows}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

// EncodeAnticipationStandings adds the final ranking of a game of form
// under the block of [PDFEncoder.EncodeRanking]: its columns, shared ranks
// marked "=".
func (e *PDFEncoder) EncodeAnticipationStandings(form anticipation.Form, rows []AnticipationRow) error {
	l, t := e.l, anticipationTextFor(e.rs.Language)
	title := l.ranking + " — " + string(form)
	e.rankingHead(title)
	cols := []pdfCol{{l.rank, 14, "R", true, false}, {l.table, 14, "R", false, false},
		{l.name, 52, "L", true, true}, {l.club, 36, "L", false, false}}
	if form == anticipation.Rezistenta {
		cols[2].width, cols[3].width = 40, 24
		cols = append(cols, pdfCol{t.rankingPoints, 24, "R", true, false}, pdfCol{t.abandoned, 24, "R", false, false})
	}
	cols = append(cols, pdfCol{l.total, 18, "R", form != anticipation.Rezistenta, false},
		pdfCol{l.warnings, 18, "R", false, false}, pdfCol{l.penalties, 18, "R", false, false})
	e.grid("P", title, cols, anticipationCells(rows, true), 10)
	return e.err("ranking of %s", form)
}
