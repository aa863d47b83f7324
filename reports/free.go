package reports

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"

	"arbiter/arbiter/free"
)

// FreeRanking is the ranking of a free-game event (RULES §10.2) in its own
// columns: wins (a draw a half), games won, drawn and lost, points for and
// against, spread and, under the FRS ranking, the coefficient. After is
// the round it ranks after, 0 for the ranking once every round paired is
// counted: its sheet is the final ranking.
type FreeRanking struct {
	Ranking free.Ranking
	After   int
	Rows    []free.Standing
}

// FreeRankingOf returns the ranking of st after round after (0: every
// round paired).
func FreeRankingOf(st free.State, after int) FreeRanking {
	return FreeRanking{Ranking: st.Settings.Ranking, After: after, Rows: free.Standings(st, cmp.Or(after, len(st.Rounds)))}
}

// columns are the ranking's columns in t's words.
func (r FreeRanking) columns(t freeText) []column {
	cols := []column{{t.rank, true}, {t.player, true}, {t.name, false}, {t.wins, true}, {t.won, true}, {t.drawn, true},
		{t.lost, true}, {t.pointsFor, true}, {t.against, true}, {t.spread, true}}
	if r.Ranking == free.ByCoefficient {
		cols = append(cols, column{t.coefficient, true})
	}
	return cols
}

// cells returns each row's cells, shared ranks marked "=" when marked.
func (r FreeRanking) cells(t freeText, marked bool) [][]string {
	return standingCells(r.Ranking, r.Rows, t, marked)
}

// standingCells returns the cells of rows, standings ranked by ranking,
// under [FreeRanking]'s columns, shared ranks marked "=" when marked.
func standingCells(ranking free.Ranking, rows []free.Standing, t freeText, marked bool) [][]string {
	out := make([][]string, len(rows))
	for i, s := range rows {
		rank := strconv.Itoa(s.Rank)
		if marked {
			rank = markShared(rows, i, func(s free.Standing) int { return s.Rank })
		}
		name := s.Name
		if s.Withdrawn {
			name += " (" + t.withdrawn + ")"
		}
		row := []string{rank, strconv.Itoa(s.Player), name, halves(s.Points2), strconv.Itoa(s.Won), strconv.Itoa(s.Drawn),
			strconv.Itoa(s.Lost), strconv.Itoa(s.For), strconv.Itoa(s.Against), strconv.Itoa(s.Spread)}
		if ranking == free.ByCoefficient {
			row = append(row, strconv.FormatFloat(float64(s.Coefficient)/1000, 'f', 3, 64))
		}
		out[i] = row
	}
	return out
}

// halves writes a number of halves: "3", "3.5".
func halves(n int) string {
	s := strconv.Itoa(n / 2)
	if n%2 != 0 {
		s += ".5"
	}
	return s
}

// Table prints the ranking, in English: the terminal's language.
func (r FreeRanking) Table(w io.Writer, tty bool) error {
	t := freeTextFor("en")
	return writeTable(w, tty, r.columns(t), r.cells(t, tty))
}

// CSV writes the ranking as UTF-8 CSV with a heading line, the table's
// columns.
func (r FreeRanking) CSV(w io.Writer) error {
	t := freeTextFor("en")
	return writeCSV(w, r.columns(t), r.cells(t, false))
}

// JSON writes the ranking as one JSON object: the header's fields,
// "discipline", "ranking", "after_round" (0: every round paired) and
// "standings".
func (r FreeRanking) JSON(w io.Writer, h Header) error {
	rows := r.Rows
	if rows == nil {
		rows = []free.Standing{}
	}
	doc := struct {
		Header
		Discipline string          `json:"discipline"`
		Ranking    free.Ranking    `json:"ranking"`
		After      int             `json:"after_round,omitempty"`
		Standings  []free.Standing `json:"standings"`
	}{h, "liber", r.Ranking, r.After, rows}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

// PDF adds the ranking in the tournament's language: the final ranking,
// or the standings after round After.
func (r FreeRanking) PDF(e *PDFEncoder) error {
	t := freeTextFor(e.rs.Language)
	title := r.title(e, t)
	e.rankingHead(title)
	e.grid("P", title, freePDFColumns(r.columns(t), ""), r.cells(t, true), 10)
	return e.err("ranking of the free-game event")
}

// title is the ranking's title in t's words.
func (r FreeRanking) title(e *PDFEncoder, t freeText) string {
	if r.After > 0 {
		return fmt.Sprintf(t.after, r.After)
	}
	return e.l.ranking
}

// freePDFColumns are a free-game ranking's columns on its sheet, a column
// of the overall rank headed overall after the rank unless overall is "".
func freePDFColumns(columns []column, overall string) []pdfCol {
	var cols []pdfCol
	for i, c := range columns {
		width, align := 14.0, "R"
		if i == 2 {
			width, align = 56, "L"
		}
		cols = append(cols, pdfCol{c.name, width, align, i < 4, i == 2})
	}
	if overall != "" {
		cols[2].width -= 12
		cols = slices.Insert(cols, 1, pdfCol{overall, 12, "R", false, false})
	}
	return cols
}

// FreeSplitRanking is the ranking of a free-game event split by division
// By ("category" or "series"): each section's players ranked among
// themselves in the event's order (RULES §6, §10.2), their overall rank
// beside, in the columns of [FreeRanking].
type FreeSplitRanking struct {
	Ranking  free.Ranking
	By       string
	Sections []free.Section
}

// columns are the ranking's columns: the section, the rank within it, the
// overall rank, then those of [FreeRanking] after the rank.
func (r FreeSplitRanking) columns(t freeText) []column {
	return splitColumns(r.By, FreeRanking{Ranking: r.Ranking}.columns(t))
}

// sectionCells returns the cells of section sec's rows under the columns
// of [FreeRanking], shared ranks marked "=" when marked.
func (r FreeSplitRanking) sectionCells(sec free.Section, t freeText, marked bool) [][]string {
	rows := make([]free.Standing, len(sec.Rows))
	for i, row := range sec.Rows {
		rows[i] = row.Standing
	}
	return standingCells(r.Ranking, rows, t, marked)
}

// cells returns the cells of every row under columns.
func (r FreeSplitRanking) cells(t freeText, marked bool) [][]string {
	var out [][]string
	for _, sec := range r.Sections {
		for j, cells := range r.sectionCells(sec, t, marked) {
			out = append(out, sectionLine(sec.Name, cells, sec.Rows[j].Overall))
		}
	}
	return out
}

// Table prints the ranking one row per player, the section first, in
// English.
func (r FreeSplitRanking) Table(w io.Writer, tty bool) error {
	t := freeTextFor("en")
	return writeTable(w, tty, r.columns(t), r.cells(t, tty))
}

// CSV writes the ranking with the table's columns.
func (r FreeSplitRanking) CSV(w io.Writer) error {
	t := freeTextFor("en")
	return writeCSV(w, r.columns(t), r.cells(t, false))
}

// JSON writes the ranking as one JSON object: the header's fields,
// "discipline", "ranking", "by" and "sections", each with its name and its
// rows ranked within it ("overall_rank" beside).
func (r FreeSplitRanking) JSON(w io.Writer, h Header) error {
	secs := r.Sections
	if secs == nil {
		secs = []free.Section{}
	}
	doc := struct {
		Header
		Discipline string         `json:"discipline"`
		Ranking    free.Ranking   `json:"ranking"`
		By         string         `json:"by"`
		Sections   []free.Section `json:"sections"`
	}{h, "liber", r.Ranking, r.By, secs}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

// PDF adds the ranking as [PDFEncoder.EncodeRankingSections] lays out a
// duplicate ranking's sections, in the event's own columns.
func (r FreeSplitRanking) PDF(e *PDFEncoder) error {
	t := freeTextFor(e.rs.Language)
	names := make([]string, len(r.Sections))
	for i, sec := range r.Sections {
		names[i] = sec.Name
	}
	cols := freePDFColumns(FreeRanking{Ranking: r.Ranking}.columns(t), e.l.overall)
	e.encodeSections(e.l.ranking, r.By, names, func(title string, i int) {
		sec := r.Sections[i]
		cells := r.sectionCells(sec, t, true)
		for j := range cells {
			cells[j] = slices.Insert(cells[j], 1, strconv.Itoa(sec.Rows[j].Overall))
		}
		e.grid("P", title, cols, cells, 10)
	})
	return e.err("ranking of the free-game event by %s", r.By)
}
