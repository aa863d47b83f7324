package reports

import (
	"encoding/json"
	"io"
	"slices"
	"strconv"
)

// StandingRow is one player's line in a ranking (RULES §6), in rank order.
// Players with equal totals share a rank (1, 2, 2, 4).
type StandingRow struct {
	Rank         int     `json:"rank"`
	Table        int     `json:"table"`
	Name         string  `json:"name"`
	Club         string  `json:"club"`
	Total        int     `json:"total"`
	PercentOfTop float64 `json:"percent_of_top"` // the total as a percentage of the tops' total
	DiffToTop    int     `json:"diff_to_top"`    // the total minus the tops' total (≤ 0)
	Tops         int     `json:"tops"`           // rounds in which the player found the top score
	Solos        int     `json:"solos"`
	Warnings     int     `json:"warnings"`  // technical warnings, a disciplinary one counting as its weight
	Penalties    int     `json:"penalties"` // points taken off for warnings
	// Overall is the rank in the whole ranking when Rank is the rank within
	// a [Section].
	Overall int `json:"overall_rank,omitempty"`
	// NoTop says that the ranking counts a game without a top (RULES §6):
	// PercentOfTop and DiffToTop mean nothing and are left blank.
	NoTop    bool   `json:"-"`
	Category string `json:"category,omitempty"`
	Series   string `json:"series,omitempty"`
}

// Section is one part of a ranking split by category or series: its name
// ("" for the players without one) and its rows, ranked within it.
type Section struct {
	Name string        `json:"name"`
	Rows []StandingRow `json:"standings"`
}

// standingColumns are the columns of every ranking table and of the CSV export.
var standingColumns = []column{
	{"rank", true}, {"table", true}, {"name", false}, {"club", false}, {"total", true},
	{"percent_of_top", true}, {"diff_to_top", true}, {"tops", true}, {"solos", true},
	{"warnings", true}, {"penalties", true},
}

// cells returns the row's values in the order of standingColumns; rank is
// passed in so that displays can mark ties.
func (r StandingRow) cells(rank string) []string {
	diff := strconv.Itoa(r.DiffToTop)
	if r.NoTop {
		diff = ""
	}
	return []string{rank, strconv.Itoa(r.Table), r.Name, r.Club, strconv.Itoa(r.Total),
		r.percentText(), diff, strconv.Itoa(r.Tops), strconv.Itoa(r.Solos), strconv.Itoa(r.Warnings), strconv.Itoa(r.Penalties)}
}

// percentText is the row's percentage of the top, one decimal; blank when
// the ranking counts a game without a top.
func (r StandingRow) percentText() string {
	if r.NoTop {
		return ""
	}
	return strconv.FormatFloat(r.PercentOfTop, 'f', 1, 64)
}

// shownRank returns the rank of rows[i] as displayed: "2=" when the rank is
// shared with a neighbour.
func shownRank(rows []StandingRow, i int) string {
	return markShared(rows, i, func(r StandingRow) int { return r.Rank })
}

// markShared returns the rank of rows[i], read by rank, as displayed: "2="
// when the rank is shared with a neighbour.
func markShared[R any](rows []R, i int, rank func(R) int) string {
	n := rank(rows[i])
	s := strconv.Itoa(n)
	if (i > 0 && rank(rows[i-1]) == n) || (i+1 < len(rows) && rank(rows[i+1]) == n) {
		s += "="
	}
	return s
}

// Standings prints the ranking as a table: aligned, shared ranks marked "=",
// on a terminal (tty); tab-separated with plain ranks otherwise.
func Standings(w io.Writer, rows []StandingRow, tty bool) error {
	out := make([][]string, len(rows))
	for i, r := range rows {
		rank := strconv.Itoa(r.Rank)
		if tty {
			rank = shownRank(rows, i)
		}
		out[i] = r.cells(rank)
	}
	return writeTable(w, tty, standingColumns, out)
}

// RankingCSV writes the ranking as UTF-8 CSV with a heading line, one line
// per player, the columns of [Standings].
func RankingCSV(w io.Writer, rows []StandingRow) error {
	cells := make([][]string, len(rows))
	for i, r := range rows {
		cells[i] = r.cells(strconv.Itoa(r.Rank))
	}
	return writeCSV(w, standingColumns, cells)
}

// RankingJSON writes the ranking as one JSON object: the header's fields and
// "standings", the rows in rank order.
func RankingJSON(w io.Writer, h Header, rows []StandingRow) error {
	if rows == nil {
		rows = []StandingRow{}
	}
	doc := struct {
		Header
		Standings []StandingRow `json:"standings"`
	}{h, rows}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

// sectionColumns are the columns of a ranking split in sections: the
// section (named by the division, e.g. category), the rank within it and
// the overall rank, then the columns of [Standings] after the rank.
func sectionColumns(by string) []column { return splitColumns(by, standingColumns) }

// splitColumns are the columns cols of a ranking split by division by:
// the section, the rank within it and the overall rank, then cols after
// the rank.
func splitColumns(by string, cols []column) []column {
	return append([]column{{by, false}, {"rank", true}, {"overall_rank", true}}, cols[1:]...)
}

// sectionLine returns the cells of a row of section name, its rank first,
// under [splitColumns].
func sectionLine(name string, cells []string, overall int) []string {
	return append([]string{name, cells[0], strconv.Itoa(overall)}, cells[1:]...)
}

// sectionRows returns the cells of every row of secs under sectionColumns;
// rank formats the rank of secs[i].Rows[j].
func sectionRows(secs []Section, rank func(rows []StandingRow, j int) string) [][]string {
	var out [][]string
	for _, sec := range secs {
		for j, r := range sec.Rows {
			out = append(out, sectionLine(sec.Name, r.cells(rank(sec.Rows, j)), r.Overall))
		}
	}
	return out
}

// plainRank is the rank as a number.
func plainRank(rows []StandingRow, j int) string { return strconv.Itoa(rows[j].Rank) }

// SectionsTable prints a ranking split by division by ("category" or
// "series"): one row per player, the section first, the rank within it and
// the overall rank, then the columns of [Standings]. Aligned, shared ranks
// marked "=", on a terminal (tty); tab-separated otherwise.
func SectionsTable(w io.Writer, by string, secs []Section, tty bool) error {
	rank := plainRank
	if tty {
		rank = shownRank
	}
	return writeTable(w, tty, sectionColumns(by), sectionRows(secs, rank))
}

// SectionsCSV writes a ranking split by division by as UTF-8 CSV with a
// heading line, the columns of [SectionsTable].
func SectionsCSV(w io.Writer, by string, secs []Section) error {
	return writeCSV(w, sectionColumns(by), sectionRows(secs, plainRank))
}

// SectionsJSON writes a ranking split by division by as one JSON object:
// the header's fields, "by", and "sections", each with its name and its
// rows ranked within it ("overall_rank" beside).
func SectionsJSON(w io.Writer, h Header, by string, secs []Section) error {
	if secs == nil {
		secs = []Section{}
	}
	doc := struct {
		Header
		By       string    `json:"by"`
		Sections []Section `json:"sections"`
	}{h, by, secs}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

// EncodeRankingSections adds a ranking split by division by ("category" or
// "series"): under the block of [PDFEncoder.EncodeRanking], one section per
// category or series, titled with its name, its players ranked within it
// and their overall rank beside.
func (e *PDFEncoder) EncodeRankingSections(by string, secs []Section) error {
	names := make([]string, len(secs))
	for i, sec := range secs {
		names[i] = sec.Name
	}
	e.encodeSections(e.l.ranking, by, names, func(title string, i int) { e.rankingGrid(title, secs[i].Rows, true) })
	return e.err("ranking by %s", by)
}

// encodeSections adds the ranking heading split by division by: under the
// block of [PDFEncoder.EncodeRanking], one section per name of names,
// titled with it, whose grid grid draws, pages continued under title.
func (e *PDFEncoder) encodeSections(heading, by string, names []string, grid func(title string, i int)) {
	l := e.l
	label := map[string]string{"category": l.category, "series": l.series}[by]
	if label == "" {
		label = by
	}
	title := heading + " — " + label
	e.rankingHead(title)
	p := e.pdf
	_, pageH := p.GetPageSize()
	for i, name := range names {
		if name == "" {
			name = l.noSection
		}
		if p.GetY() > pageH-margin-40 {
			e.newPage("P", title)
		}
		p.Ln(3)
		p.SetFont(fontFamily, "B", 13)
		p.CellFormat(0, 7, label+": "+name, "", 1, "L", false, 0, "")
		grid(title, i)
	}
}

// EncodeRanking adds the final ranking (RULES §6): every player with the
// columns of [Standings], shared ranks marked "=", under a block giving the
// tournament, date, rule set, lexicon with its full fingerprint and referee.
func (e *PDFEncoder) EncodeRanking(rows []StandingRow) error {
	e.rankingHead(e.l.ranking)
	e.rankingGrid(e.l.ranking, rows, false)
	return e.err("ranking")
}

// rankingHead starts a ranking's first page: title, then the tournament's
// date, rule set, lexicon with its full fingerprint and referee.
func (e *PDFEncoder) rankingHead(title string) {
	l := e.l
	e.newPage("P", title)
	p := e.pdf
	p.SetFont(fontFamily, "", 10)
	for _, kv := range [][2]string{{l.date, e.h.Date}, {l.ruleSet, e.h.RuleSet}, {l.lexicon, e.h.Lexicon},
		{"", e.h.Fingerprint}, {l.referee, e.h.Referee}} {
		if kv[1] == "" {
			continue
		}
		p.SetFont(fontFamily, "B", 10)
		p.CellFormat(28, 5, kv[0], "", 0, "L", false, 0, "")
		p.SetFont(fontFamily, "", 10)
		p.CellFormat(0, 5, kv[1], "", 1, "L", false, 0, "")
	}
	p.Ln(3)
}

// rankingGrid draws rows as a ranking table, pages continued under title,
// with an overall-rank column after the rank when overall is set.
func (e *PDFEncoder) rankingGrid(title string, rows []StandingRow, overall bool) {
	l := e.l
	cols := []pdfCol{
		{l.rank, 13, "R", true, false}, {l.table, 13, "R", false, false}, {l.name, 42, "L", true, true},
		{l.club, 29, "L", false, false}, {l.total, 14, "R", true, false}, {l.percentTop, 14, "R", false, false},
		{l.diff, 13, "R", false, false}, {l.tops, 13, "R", false, false}, {l.solos, 12, "R", false, false},
		{l.warnings, 13, "R", false, false}, {l.penalties, 14, "R", false, false},
	}
	if overall {
		cols[3].width -= 13
		cols = slices.Insert(cols, 1, pdfCol{l.overall, 13, "R", false, false})
	}
	out := make([][]string, len(rows))
	for i, r := range rows {
		out[i] = r.cells(shownRank(rows, i))
		out[i][5] = r.percentText()
		if overall {
			out[i] = slices.Insert(out[i], 1, strconv.Itoa(r.Overall))
		}
	}
	e.grid("P", title, cols, out, 10)
}
