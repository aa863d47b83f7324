package reports

import (
	"fmt"
	"html/template"
	"strconv"

	"arbiter/arbiter/anticipation"
	"arbiter/scoring"
)

// SiteAnticipation is an Anticipation game on the results site (RULES
// §8): a page per player's sheet, in table order.
type SiteAnticipation struct {
	anticipation.Site
}

// links returns no rounds (the sheets hold them) and a link to every
// player's sheet of game g.
func (a SiteAnticipation) links(_ *siteWriter, g int) (rounds, players []link) {
	players = make([]link, len(a.Sheets))
	for i, s := range a.Sheets {
		players[i] = link{strconv.Itoa(s.Table) + " " + s.Name, cardPath(g, s.Table)}
	}
	return nil, players
}

// hasCard reports whether the player at table has a sheet.
func (a SiteAnticipation) hasCard(table int) bool {
	for _, s := range a.Sheets {
		if s.Table == table {
			return true
		}
	}
	return false
}

// write writes the page of every player's sheet of game g.
func (a SiteAnticipation) write(w *siteWriter, g int) error {
	for _, sh := range a.Sheets {
		if err := w.anticipationCard(g, a.Form, sh); err != nil {
			return err
		}
	}
	return nil
}

// siteTables returns the ranking as one table titled title("").
func (r AnticipationRanking) siteTables(w *siteWriter, title func(string) string) []htmlTable {
	return []htmlTable{w.anticipationRankingTable(title(""), r.Form, r.Rows, false)}
}

// siteTables returns one table per section, titled title of its name, the
// overall rank beside each row's.
func (r AnticipationSplitRanking) siteTables(w *siteWriter, title func(string) string) []htmlTable {
	var out []htmlTable
	for _, sec := range r.Sections {
		out = append(out, w.anticipationRankingTable(title(sec.Name), r.Form, sec.Rows, true))
	}
	return out
}

// anticipationRankingTable is rows of a game of form as a table titled
// title, in the game's own columns, names linking to the player's sheet;
// overall adds the overall rank after the rank.
func (w *siteWriter) anticipationRankingTable(title string, form anticipation.Form, rows []AnticipationRow, overall bool) htmlTable {
	l, at := w.l, anticipationTextFor(w.rs.Language)
	headings := map[string]string{"rank": l.rank, "table": l.table, "name": l.name, "club": l.club,
		"ranking_points": at.rankingPoints, "abandoned_round": at.abandoned, "total": l.total,
		"warnings": l.warnings, "penalties": l.penalties}
	var cols []column
	for _, c := range anticipationColumns(form) {
		cols = append(cols, column{headings[c.name], c.right})
	}
	t := tableOf(title, cols, anticipationCells(rows, true))
	last := len(w.s.Games)
	for i, r := range rows {
		if w.hasCard(last, r.Table) {
			t.Rows[i][2].Href = cardPath(last, r.Table)
		}
	}
	if overall {
		w.addOverall(&t, func(i int) int { return rows[i].Overall })
	}
	return t
}

// anticipationCard writes the page of sheet s of game g: the card round
// by round with every verdict in the site's language, the totals, and the
// board of the moves that stand.
func (w *siteWriter) anticipationCard(g int, form anticipation.Form, s anticipation.SiteSheet) error {
	t := anticipationTextFor(w.rs.Language)
	lines := htmlTable{}
	for i, h := range t.cardHeading() {
		lines.Head = append(lines.Head, cell{Text: h, Right: i < 2 || i > 3})
	}
	for _, r := range t.cardRows(w.rs, s.Result) {
		row := make([]cell, len(r))
		for i, text := range r {
			row[i] = cell{Text: text, Right: i < 2 || i > 3}
		}
		lines.Rows = append(lines.Rows, row)
	}
	totals := []string{t.totalsLine(s.Result)}
	if form == anticipation.Rezistenta {
		totals = append(totals, t.rankingLine(s.Result))
	}
	data := struct {
		Player     string
		Lines      htmlTable
		Totals     []string
		BoardLabel string
		Board      template.HTML
	}{fmt.Sprintf("%s (%s %d) — %s", s.Name, w.l.table, s.Table, form), lines, totals, w.l.board,
		boardSVG(w.rs, w.l, &s.Result.Board, scoring.Move{})}
	title := fmt.Sprintf("%s — %s — %s %d", w.gameTitle(g), t.sheet, w.l.table, s.Table)
	return w.render(cardPath(g, s.Table), "anticipationcard", title, data)
}
