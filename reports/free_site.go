package reports

import (
	"fmt"
	"strconv"

	"arbiter/arbiter/free"
)

// SiteFree is a free-game event on the results site (RULES §10.2), shown
// from its state: its standings and crosstable, each round's boards with
// their results, and each player's scorecard.
type SiteFree struct {
	State free.State
}

// freeStandingsPath is the page of a free-game event's standings and
// crosstable, relative to the root.
func freeStandingsPath(g int) string { return fmt.Sprintf("game%d/standings.html", g) }

// sameDir is the address of a player's scorecard from a page of the same
// game.
func sameDir(player string) string { return "table" + player + ".html" }

// siteTables returns the tournament's whole ranking, the free-game event's
// (the site's last game), as one table titled title(""), its names
// linking to the scorecards.
func (r FreeRanking) siteTables(w *siteWriter, title func(string) string) []htmlTable {
	t := freeTextFor(w.rs.Language)
	return []htmlTable{w.freeTable(title(""), r.columns(t), r.cells(t, true), w.lastGameCard)}
}

// siteTables returns one table per section, titled title of its name, the
// overall rank beside each row's and the names linking to the scorecards.
func (r FreeSplitRanking) siteTables(w *siteWriter, title func(string) string) []htmlTable {
	t := freeTextFor(w.rs.Language)
	cols := FreeRanking{Ranking: r.Ranking}.columns(t)
	var out []htmlTable
	for _, sec := range r.Sections {
		table := w.freeTable(title(sec.Name), cols, r.sectionCells(sec, t, true), w.lastGameCard)
		w.addOverall(&table, func(i int) int { return sec.Rows[i].Overall })
		out = append(out, table)
	}
	return out
}

// hasCard reports whether the player at table plays in the event.
func (f SiteFree) hasCard(table int) bool {
	_, ok := f.State.Player(table)
	return ok
}

// lastGameCard is the address of a player's scorecard in the site's last
// game, from its root.
func (w *siteWriter) lastGameCard(player string) string {
	return fmt.Sprintf("game%d/table%s.html", len(w.s.Games), player)
}

// links are the links of free-game event g on the index: its
// standings then its rounds, and its players' scorecards.
func (f SiteFree) links(w *siteWriter, g int) (rounds, players []link) {
	t := freeTextFor(w.rs.Language)
	rounds = []link{{fmt.Sprintf(t.after, len(f.State.Rounds)), freeStandingsPath(g)}}
	for _, r := range f.State.Rounds {
		rounds = append(rounds, link{w.l.round + " " + strconv.Itoa(r.Number), roundPath(g, r.Number)})
	}
	for _, p := range f.State.Players {
		players = append(players, link{strconv.Itoa(p.Player) + " " + p.Name, cardPath(g, p.Player)})
	}
	return rounds, players
}

// write writes the pages of free-game event g: its standings and
// crosstable, each round's boards and each player's scorecard.
func (f SiteFree) write(w *siteWriter, g int) error {
	t := freeTextFor(w.rs.Language)
	st := f.State
	n := len(st.Rounds)
	ranking := FreeRankingOf(st, 0)
	standings := w.freeTable(fmt.Sprintf(t.after, n), ranking.columns(t), ranking.cells(t, true), sameDir)
	tables := []htmlTable{standings}
	if n > 0 {
		cross := CrosstableOf(st, n)
		tables = append(tables, w.freeTable(fmt.Sprintf(t.crosstable, n), cross.columns(t, 1, n), cross.rows(t, 1, n), sameDir))
	}
	title := w.gameTitle(g) + " — " + fmt.Sprintf(t.after, n)
	if err := w.render(freeStandingsPath(g), "ranking", title, struct{ Tables []htmlTable }{tables}); err != nil {
		return err
	}
	for _, r := range st.Rounds {
		if err := w.freeRound(g, st, r, t); err != nil {
			return err
		}
	}
	cards := ScorecardsOf(st, n, 0)
	for _, card := range cards.Cards {
		table := w.freeTable(heading(card, t), cards.columns(t), cards.cells(card, t), nil)
		title := w.gameTitle(g) + " — " + t.scorecard
		if err := w.render(cardPath(g, card.Player), "ranking", title, struct{ Tables []htmlTable }{[]htmlTable{table}}); err != nil {
			return err
		}
	}
	return nil
}

// freeRound writes round r's page of event g: each board, who started and
// replied, and the scores once the result is in; the bye.
func (w *siteWriter) freeRound(g int, st free.State, r free.Round, t freeText) error {
	cols := []column{{t.board, true}, {t.starts, false}, {t.score, true}, {t.replies, false}, {t.score, true}}
	var rows [][]string
	named := func(n int) string {
		p, _ := st.Player(n)
		return strconv.Itoa(n) + " " + p.Name
	}
	for _, b := range r.Boards {
		if b.Bye() {
			rows = append(rows, []string{"", named(b.Start), "", t.bye, ""})
			continue
		}
		row := []string{strconv.Itoa(b.Board.Board), named(b.Start), "", named(b.Reply), ""}
		switch {
		case len(b.Absent) > 0:
			row[2], row[4] = t.forfeit, t.forfeit
		case b.Done:
			row[2], row[4] = strconv.Itoa(b.StartScore), strconv.Itoa(b.ReplyScore)
		}
		rows = append(rows, row)
	}
	table := w.freeTable(fmt.Sprintf(t.pairings, r.Number), cols, rows, nil)
	title := fmt.Sprintf("%s — %s %d", w.gameTitle(g), w.l.round, r.Number)
	return w.render(roundPath(g, r.Number), "ranking", title, struct{ Tables []htmlTable }{[]htmlTable{table}})
}

// freeTable is rows under cols as a table titled title; with card, the
// third cell of each row (the name) links to card(the second: the
// player's number), their scorecard's page.
func (w *siteWriter) freeTable(title string, cols []column, rows [][]string, card func(player string) string) htmlTable {
	t := tableOf(title, cols, rows)
	if card != nil {
		for i, r := range rows {
			t.Rows[i][2].Href = card(r[1])
		}
	}
	return t
}
