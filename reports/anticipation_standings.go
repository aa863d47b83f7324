package reports

import (
	"encoding/json"
	"io"
	"slices"
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
	// Overall is the rank in the whole ranking when Rank is the rank within
	// an [AnticipationSection].
	Overall  int    `json:"overall_rank,omitempty"`
	Category string `json:"category,omitempty"`
	Series   string `json:"series,omitempty"`
}

// AnticipationSection is one part of an Anticipation game's ranking split
// by category or series, as [Section] is a duplicate ranking's.
type AnticipationSection struct {
	Name string            `json:"name"`
	Rows []AnticipationRow `json:"standings"`
}

// AnticipationRowsOf maps the ranking of a game of form to its rows,
// leaving out eliminated players.
func AnticipationRowsOf(form anticipation.Form, st arbiter.Standings) []AnticipationRow {
	rows := make([]AnticipationRow, 0, len(st.Rows))
	for _, r := range st.Rows {
		if !r.Eliminated {
			rows = append(rows, anticipationRowOf(form, r))
		}
	}
	return rows
}

// anticipationRowOf maps one line of the ranking of a game of form to its
// row.
func anticipationRowOf(form anticipation.Form, r arbiter.Standing) AnticipationRow {
	row := AnticipationRow{Rank: r.Rank, Table: r.Table, Name: r.Name, Club: r.Club, Total: r.Total,
		Warnings: r.Warnings, Penalties: r.Penalty}
	if form == anticipation.Rezistenta {
		row.RankingPoints, row.Abandoned = &r.RankingPoints, &r.Abandoned
	}
	return row
}

// AnticipationSectionsOf maps the sections of the ranking of a game of
// form ([arbiter.Standings.Sections]) to theirs, as [SectionsOf] does a
// duplicate ranking's, each row with its category and series.
func AnticipationSectionsOf(form anticipation.Form, secs []arbiter.Standings) []AnticipationSection {
	return sectionsOf(secs, func(r arbiter.Standing) AnticipationRow {
		row := anticipationRowOf(form, r)
		row.Overall, row.Category, row.Series = r.Overall, r.Category, r.Series
		return row
	}, func(name string, rows []AnticipationRow) AnticipationSection { return AnticipationSection{name, rows} })
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

// AnticipationRanking is the ranking of an Anticipation game of Form
// (RULES §8.7, §8.9), in its own columns: those of a duplicate game's
// ranking without a top's.
type AnticipationRanking struct {
	Form anticipation.Form
	Rows []AnticipationRow
}

// Table prints the ranking as [Standings] prints a duplicate game's, with
// its own columns.
func (r AnticipationRanking) Table(w io.Writer, tty bool) error {
	return writeTable(w, tty, anticipationColumns(r.Form), anticipationCells(r.Rows, tty))
}

// CSV writes the ranking as UTF-8 CSV with a heading line, the table's
// columns.
func (r AnticipationRanking) CSV(w io.Writer) error {
	return writeCSV(w, anticipationColumns(r.Form), anticipationCells(r.Rows, false))
}

// JSON writes the ranking as one JSON object: the header's fields,
// "discipline" and "standings".
func (r AnticipationRanking) JSON(w io.Writer, h Header) error {
	rows := r.Rows
	if rows == nil {
		rows = []AnticipationRow{}
	}
	doc := struct {
		Header
		Discipline string            `json:"discipline"`
		Standings  []AnticipationRow `json:"standings"`
	}{h, string(r.Form), rows}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

// PDF adds the final ranking under the block of [PDFEncoder.EncodeRanking]:
// the game's columns, shared ranks marked "=".
func (r AnticipationRanking) PDF(e *PDFEncoder) error {
	title := e.l.ranking + " — " + string(r.Form)
	e.rankingHead(title)
	e.grid("P", title, e.anticipationColumns(r.Form, false), anticipationCells(r.Rows, true), 10)
	return e.err("ranking of %s", r.Form)
}

// AnticipationSplitRanking is the ranking of an Anticipation game of Form
// split by division By ("category" or "series"): each section's players
// ranked among themselves in the game's own order (RULES §8.7, §8.9),
// their overall rank beside, in the game's own columns.
type AnticipationSplitRanking struct {
	Form     anticipation.Form
	By       string
	Sections []AnticipationSection
}

// columns are the ranking's columns: the section, the rank within it, the
// overall rank, then those of [AnticipationRanking] after the rank.
func (r AnticipationSplitRanking) columns() []column {
	return splitColumns(r.By, anticipationColumns(r.Form))
}

// cells returns the cells of every row under columns, shared ranks marked
// "=" when marked is set.
func (r AnticipationSplitRanking) cells(marked bool) [][]string {
	var out [][]string
	for _, sec := range r.Sections {
		for j, cells := range anticipationCells(sec.Rows, marked) {
			out = append(out, sectionLine(sec.Name, cells, sec.Rows[j].Overall))
		}
	}
	return out
}

// Table prints the ranking one row per player, the section first.
func (r AnticipationSplitRanking) Table(w io.Writer, tty bool) error {
	return writeTable(w, tty, r.columns(), r.cells(tty))
}

// CSV writes the ranking with the table's columns.
func (r AnticipationSplitRanking) CSV(w io.Writer) error {
	return writeCSV(w, r.columns(), r.cells(false))
}

// JSON writes the ranking as one JSON object: the header's fields,
// "discipline", "by" and "sections", each with its name and its rows
// ranked within it ("overall_rank" beside).
func (r AnticipationSplitRanking) JSON(w io.Writer, h Header) error {
	secs := r.Sections
	if secs == nil {
		secs = []AnticipationSection{}
	}
	doc := struct {
		Header
		Discipline string                `json:"discipline"`
		By         string                `json:"by"`
		Sections   []AnticipationSection `json:"sections"`
	}{h, string(r.Form), r.By, secs}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

// PDF adds the ranking as [PDFEncoder.EncodeRankingSections] lays out a
// duplicate ranking's sections, in the game's own columns.
func (r AnticipationSplitRanking) PDF(e *PDFEncoder) error {
	names := make([]string, len(r.Sections))
	for i, sec := range r.Sections {
		names[i] = sec.Name
	}
	cols := e.anticipationColumns(r.Form, true)
	e.encodeSections(e.l.ranking+" — "+string(r.Form), r.By, names, func(title string, i int) {
		rows := r.Sections[i].Rows
		cells := anticipationCells(rows, true)
		for j := range cells {
			cells[j] = slices.Insert(cells[j], 1, strconv.Itoa(rows[j].Overall))
		}
		e.grid("P", title, cols, cells, 10)
	})
	return e.err("ranking of %s by %s", r.Form, r.By)
}

// anticipationColumns are the columns of the ranking sheet of a game of
// form, with an overall-rank column after the rank when overall is set.
func (e *PDFEncoder) anticipationColumns(form anticipation.Form, overall bool) []pdfCol {
	l, t := e.l, anticipationTextFor(e.rs.Language)
	cols := []pdfCol{{l.rank, 14, "R", true, false}, {l.table, 14, "R", false, false},
		{l.name, 52, "L", true, true}, {l.club, 36, "L", false, false}}
	if form == anticipation.Rezistenta {
		cols[2].width, cols[3].width = 40, 24
		cols = append(cols, pdfCol{t.rankingPoints, 24, "R", true, false}, pdfCol{t.abandoned, 24, "R", false, false})
	}
	cols = append(cols, pdfCol{l.total, 18, "R", form != anticipation.Rezistenta, false},
		pdfCol{l.warnings, 18, "R", false, false}, pdfCol{l.penalties, 18, "R", false, false})
	if overall {
		cols[2].width -= 6
		cols[3].width -= 6
		cols = slices.Insert(cols, 1, pdfCol{l.overall, 12, "R", false, false})
	}
	return cols
}
