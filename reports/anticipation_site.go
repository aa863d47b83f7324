package reports

import (
	"fmt"
	"html/template"
	"strconv"

	"arbiter/arbiter/anticipation"
	"arbiter/scoring"
)

// SiteAnticipation is what the results site shows of an anticipation
// game (RULES §8): its form and every player's sheet, in table order.
type SiteAnticipation struct {
	Form   anticipation.Form
	Sheets []SiteSheet
}

// SiteSheet is one player's sheet of an anticipation game on the site:
// the table, the player's name and the adjudication of the whole sheet.
type SiteSheet struct {
	Table  int
	Name   string
	Result anticipation.Result
}

// anticipationCard writes the page of sheet s of game g: the card round
// by round with every verdict in the site's language, the totals, and the
// board of the moves that stand.
func (w *siteWriter) anticipationCard(g int, form anticipation.Form, s SiteSheet) error {
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
		boardSVG(w.rs, w.l, standingBoard(s.Result), scoring.Move{})}
	title := fmt.Sprintf("%s — %s — %s %d", w.gameTitle(g), t.sheet, w.l.table, s.Table)
	return w.render(cardPath(g, s.Table), "anticipationcard", title, data)
}

// standingBoard is the board of the moves of res that stand: what the
// player's score is made of (RULES §8.5).
func standingBoard(res anticipation.Result) *scoring.Board {
	var b scoring.Board
	for _, rr := range res.Rounds {
		for _, mr := range rr.Moves {
			if mr.Status == anticipation.StatusValid {
				for _, p := range mr.Tiles {
					b.Set(p.Row, p.Col, p.Tile)
				}
			}
		}
	}
	return &b
}

// anticipationPlayers are the links of the index to every player's sheet
// of game g.
func anticipationPlayers(g int, a *SiteAnticipation) []link {
	out := make([]link, len(a.Sheets))
	for i, s := range a.Sheets {
		out[i] = link{strconv.Itoa(s.Table) + " " + s.Name, cardPath(g, s.Table)}
	}
	return out
}
