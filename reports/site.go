package reports

import (
	"bytes"
	"cmp"
	_ "embed"
	"fmt"
	"html/template"
	"slices"
	"strconv"
	"strings"

	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/free"
	"arbiter/scoring"
)

// Site is what the results site shows: the tournament, its ranking (and
// the ranking split by category or series when By is set), and every game's
// rounds and player cards (Games in order: Games[i].Number == i+1). The
// rankings are those `arbiter report ranking` writes, each a
// [SiteRanking].
type Site struct {
	Header  Header
	Ranking RankingLayout
	// By is "category" or "series" when Split, the ranking split by it, is
	// set; "" otherwise.
	By    string
	Split RankingLayout
	Games []SiteGame
}

// A SiteRanking is a [RankingLayout] the results site shows: as one table,
// or as one per section of a split ranking. Every ranking of a tournament
// is one; a composition problem's own, which ranks one game, is not.
type SiteRanking interface {
	RankingLayout
	// siteTables returns the ranking's tables on w's pages, each titled
	// title of its section's name ("" for a whole ranking).
	siteTables(w *siteWriter, title func(section string) string) []htmlTable
}

// SiteGame is one game of the results site: its rounds in order (each
// with its board after the top) and each player's card, in table order.
type SiteGame struct {
	Number int
	Rounds []Round
	Cards  []PlayerCard
	// Own is set for a game of a kind with pages of its own (an
	// Anticipation game's sheets, a free-game event's standings, rounds
	// and scorecards), which the site shows instead of rounds and cards.
	Own SitePages
}

// SitePages are the pages of a game of a kind of its own on the results
// site ([OwnSitePages]).
type SitePages interface {
	// links returns the index's links to game g's rounds and players.
	links(w *siteWriter, g int) (rounds, players []link)
	// hasCard reports whether the player at table has a page.
	hasCard(table int) bool
	// write writes the pages of game g.
	write(w *siteWriter, g int) error
}

// OwnSitePages returns the pages of site, what a kind shows of a game on
// the results site ([arbiter.State.SiteOf]).
func OwnSitePages(site any) (SitePages, error) {
	switch v := site.(type) {
	case anticipation.Site:
		return SiteAnticipation{v}, nil
	case free.State:
		return SiteFree{State: v}, nil
	}
	return nil, fmt.Errorf("no pages of the results site for %T", site)
}

//go:embed site.tmpl
var siteTemplates string

// siteTemplate holds the page layout and one body template per kind of page.
var siteTemplate = template.Must(template.New("site").Parse(siteTemplates))

// WriteSite writes the results site of s as static HTML pages, handing each
// to write with its path relative to the site's root:
//
//	index.html               the ranking, the games, their rounds and players
//	ranking.html             the ranking, then one table per category or series
//	game1/round1.html        a round: rack, top, board after it, slips
//	game1/table7.html        the card of the player at table 7
//	game2/standings.html     a free-game event's standings and crosstable
//
// Pages need no server and load nothing from elsewhere: styles are inline,
// boards are inline SVG, links are relative, so the site works from a
// folder, a USB stick or any web host. Text is in rs's language; the same s
// gives the same bytes.
func WriteSite(rs *scoring.RuleSet, s Site, write func(path string, page []byte) error) error {
	w := siteWriter{rs: rs, l: labelsFor(rs.Language), s: s, write: write}
	if err := w.index(); err != nil {
		return err
	}
	if err := w.ranking(); err != nil {
		return err
	}
	for _, g := range s.Games {
		for i := range g.Rounds {
			if err := w.round(g, i); err != nil {
				return err
			}
		}
		for _, c := range g.Cards {
			if err := w.card(g.Number, c); err != nil {
				return err
			}
		}
		if g.Own != nil {
			if err := g.Own.write(&w, g.Number); err != nil {
				return err
			}
		}
	}
	return nil
}

// siteWriter renders the pages of one site.
type siteWriter struct {
	rs    *scoring.RuleSet
	l     labels
	s     Site
	write func(path string, page []byte) error
}

// link is a hyperlink: its text and relative address.
type link struct{ Text, Href string }

// cell is a table cell: its text, a link when Href is set, right-aligned
// numbers.
type cell struct {
	Text, Href string
	Right      bool
}

// htmlTable is a table of a page.
type htmlTable struct {
	Title string
	Head  []cell
	Rows  [][]cell
}

// tableOf is rows under cols as a table titled title, each cell aligned
// as its column is.
func tableOf(title string, cols []column, rows [][]string) htmlTable {
	t := htmlTable{Title: title}
	for _, c := range cols {
		t.Head = append(t.Head, cell{Text: c.name, Right: c.right})
	}
	for _, r := range rows {
		row := make([]cell, len(r))
		for j, s := range r {
			row[j] = cell{Text: s, Right: cols[j].right}
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

// page is what the layout template needs: the tournament, the title, the
// way back to the root and the body's own data.
type page struct {
	Lang, Tournament, Details, Title, Root string
	Nav                                    []link
	Body                                   any
}

// render writes the page at path with the body template body.
func (w *siteWriter) render(path, body, title string, data any) error {
	root := strings.Repeat("../", strings.Count(path, "/"))
	h := w.s.Header
	p := page{Lang: w.rs.Language, Tournament: h.Tournament, Title: title, Root: root, Body: data,
		Details: joinDot(h.Date, w.l.ruleSet+": "+h.RuleSet, w.l.lexicon+": "+h.Lexicon, w.l.referee+": "+h.Referee),
		Nav:     []link{{w.l.ranking, root + "ranking.html"}}}
	t, err := siteTemplate.Clone()
	if err == nil {
		_, err = t.New("body").Parse(`{{template "` + body + `" .}}`)
	}
	var b bytes.Buffer
	if err == nil {
		err = t.ExecuteTemplate(&b, "page", p)
	}
	if err != nil {
		return fmt.Errorf("reports: site page %s: %w", path, err)
	}
	return w.write(path, b.Bytes())
}

// joinDot joins the parts whose value (after ": ") is not empty with " · ".
func joinDot(parts ...string) string {
	var kept []string
	for _, p := range parts {
		if p != "" && !strings.HasSuffix(p, ": ") {
			kept = append(kept, p)
		}
	}
	return strings.Join(kept, " · ")
}

// roundPath and cardPath are the pages of round n and of table's card in
// game g, relative to the root.
func roundPath(g, n int) string              { return fmt.Sprintf("game%d/round%d.html", g, n) }
func cardPath(g, table int) string           { return fmt.Sprintf("game%d/table%d.html", g, table) }
func (w *siteWriter) gameTitle(g int) string { return w.l.game + " " + strconv.Itoa(g) }

// hasCard reports whether game g (1, 2, …) has the card of table.
func (w *siteWriter) hasCard(g, table int) bool {
	if g < 1 || g > len(w.s.Games) {
		return false
	}
	for _, c := range w.s.Games[g-1].Cards {
		if c.Player.Table == table {
			return true
		}
	}
	if own := w.s.Games[g-1].Own; own != nil {
		return own.hasCard(table)
	}
	return false
}

// index writes index.html: the ranking, then per game links to its rounds
// and players.
func (w *siteWriter) index() error {
	type game struct {
		Title           string
		Rounds, Players []link
	}
	data := struct {
		RoundsLabel, PlayersLabel string
		Ranking                   htmlTable
		Games                     []game
	}{RoundsLabel: w.l.round, PlayersLabel: w.l.players}
	var err error
	if data.Ranking, err = w.wholeRanking(w.l.ranking); err != nil {
		return err
	}
	for _, g := range w.s.Games {
		gm := game{Title: w.gameTitle(g.Number)}
		for _, r := range g.Rounds {
			text := w.l.round + " " + strconv.Itoa(r.Number)
			if r.Cancelled {
				text += " (" + w.l.cancelled + ")"
			}
			gm.Rounds = append(gm.Rounds, link{text, roundPath(g.Number, r.Number)})
		}
		for _, c := range g.Cards {
			gm.Players = append(gm.Players, link{strconv.Itoa(c.Player.Table) + " " + c.Player.Name, cardPath(g.Number, c.Player.Table)})
		}
		if g.Own != nil {
			gm.Rounds, gm.Players = g.Own.links(w, g.Number)
		}
		data.Games = append(data.Games, gm)
	}
	return w.render("index.html", "index", w.s.Header.Tournament, data)
}

// rankingTable is rows as a table, names linking to the player's card in
// the last game; overall adds the overall rank after the rank.
func (w *siteWriter) rankingTable(title string, rows []StandingRow, overall bool) htmlTable {
	l := w.l
	t := htmlTable{Title: title, Head: []cell{{Text: l.rank, Right: true}, {Text: l.table, Right: true}, {Text: l.name},
		{Text: l.club}, {Text: l.total, Right: true}, {Text: l.percentTop, Right: true}, {Text: l.diff, Right: true},
		{Text: l.tops, Right: true}, {Text: l.solos, Right: true}, {Text: l.warnings, Right: true}, {Text: l.penalties, Right: true}}}
	last := len(w.s.Games)
	for i, r := range rows {
		cells := r.cells(shownRank(rows, i))
		cells[5] = r.percentText()
		row := make([]cell, len(cells))
		for j, c := range cells {
			row[j] = cell{Text: c, Right: standingColumns[j].right}
		}
		if w.hasCard(last, r.Table) {
			row[2].Href = cardPath(last, r.Table)
		}
		t.Rows = append(t.Rows, row)
	}
	if overall {
		w.addOverall(&t, func(i int) int { return rows[i].Overall })
	}
	return t
}

// addOverall adds to t the column of the overall rank, overall(i) for
// row i, after the rank.
func (w *siteWriter) addOverall(t *htmlTable, overall func(i int) int) {
	t.Head = slices.Insert(t.Head, 1, cell{Text: w.l.overall, Right: true})
	for i := range t.Rows {
		t.Rows[i] = slices.Insert(t.Rows[i], 1, cell{Text: strconv.Itoa(overall(i)), Right: true})
	}
}

// tablesOf returns ranking r as the site's tables, each titled title of
// its section; a ranking the site cannot show is an error.
func (w *siteWriter) tablesOf(r RankingLayout, title func(section string) string) ([]htmlTable, error) {
	sr, ok := r.(SiteRanking)
	if !ok {
		return nil, fmt.Errorf("the results site shows the tournament's ranking, not a %T", r)
	}
	return sr.siteTables(w, title), nil
}

// wholeRanking is the whole ranking as a table titled title.
func (w *siteWriter) wholeRanking(title string) (htmlTable, error) {
	tables, err := w.tablesOf(w.s.Ranking, func(string) string { return title })
	if err != nil || len(tables) != 1 {
		return htmlTable{}, cmp.Or(err, fmt.Errorf("the whole ranking is %d tables, not one", len(tables)))
	}
	return tables[0], nil
}

// ranking writes ranking.html: the ranking, then its sections.
func (w *siteWriter) ranking() error {
	whole, err := w.wholeRanking("")
	if err != nil {
		return err
	}
	tables := []htmlTable{whole}
	label := map[string]string{"category": w.l.category, "series": w.l.series}[w.s.By]
	if w.s.Split != nil {
		secs, err := w.tablesOf(w.s.Split, func(name string) string {
			if name == "" {
				name = w.l.noSection
			}
			return label + ": " + name
		})
		if err != nil {
			return err
		}
		tables = append(tables, secs...)
	}
	return w.render("ranking.html", "ranking", w.l.ranking, struct{ Tables []htmlTable }{tables})
}

// round writes the page of round i of g.
func (w *siteWriter) round(g SiteGame, i int) error {
	l, r := w.l, g.Rounds[i]
	data := struct {
		// Cancelled is the "cancelled round" label of a cancelled round.
		Cancelled                                                           string
		RackLabel, Rack, TopLabel, Top, Words, Equivalent, Best, BoardLabel string
		Board                                                               template.HTML
		Slips                                                               htmlTable
		Pager                                                               []link
	}{RackLabel: l.rack, Rack: r.Rack.text(l), TopLabel: l.top,
		Top:   r.topText(w.rs, "  "),
		Words: l.crossWords + ": " + r.topWords(w.rs, l.bingo), Best: fmt.Sprintf("%s: %d", l.bestRoom, r.BestRoomScore),
		BoardLabel: l.board, Board: boardSVG(w.rs, l, &r.Board, r.fresh())}
	if r.Cancelled {
		data.Cancelled = l.cancelled
	}
	if r.hasEquivalents() {
		data.Equivalent = l.equivalentTops + ": " + r.equivalents(w.rs, -1)
	}
	if solo := r.soloText(""); solo != "" {
		data.Best += fmt.Sprintf(" · %s: %s", l.solo, solo)
	}
	data.Slips.Head = []cell{{Text: l.table, Right: true}, {Text: l.name}, {Text: l.position}, {Text: l.move},
		{Text: l.score, Right: true}, {Text: ""}}
	for _, s := range r.Slips {
		data.Slips.Rows = append(data.Slips.Rows, []cell{{Text: strconv.Itoa(s.Table), Right: true},
			{Text: s.Name}, {Text: s.Position}, {Text: s.Word}, {Text: strconv.Itoa(s.Score), Right: true}, {Text: l.findingsText(w.rs, s.Findings)}})
		if w.hasCard(g.Number, s.Table) {
			data.Slips.Rows[len(data.Slips.Rows)-1][1].Href = "table" + strconv.Itoa(s.Table) + ".html"
		}
	}
	if i > 0 {
		data.Pager = append(data.Pager, link{"← " + l.previous, "round" + strconv.Itoa(g.Rounds[i-1].Number) + ".html"})
	}
	if i+1 < len(g.Rounds) {
		data.Pager = append(data.Pager, link{l.next + " →", "round" + strconv.Itoa(g.Rounds[i+1].Number) + ".html"})
	}
	title := fmt.Sprintf("%s — %s %d", w.gameTitle(g.Number), l.round, r.Number)
	return w.render(roundPath(g.Number, r.Number), "round", title, data)
}

// card writes the card of c in game g.
func (w *siteWriter) card(g int, c PlayerCard) error {
	l, pl := w.l, c.Player
	lines := htmlTable{Head: []cell{{Text: l.round, Right: true}, {Text: l.rack}, {Text: l.position}, {Text: l.move},
		{Text: l.score, Right: true}, {Text: l.top}, {Text: l.position}, {Text: l.score, Right: true}, {Text: l.diff, Right: true}, {Text: ""}}}
	for _, line := range c.Lines {
		cells := cardCells(w.rs, l, line)
		row := make([]cell, 0, len(cells)+1)
		for j, s := range cells {
			row = append(row, cell{Text: s, Right: j == 0 || j == 4 || j >= 7})
		}
		row[0].Href = "round" + cells[0] + ".html"
		note := cardNotes(line, l.solo, l.cancelled)
		if line.Slip.Refused {
			note = joinNonEmpty(l.refused, note)
		}
		lines.Rows = append(lines.Rows, append(row, cell{Text: note}))
	}
	totals := htmlTable{Head: []cell{{Text: l.total, Right: true}, {Text: l.rank, Right: true}, {Text: l.solos, Right: true},
		{Text: l.warnings, Right: true}, {Text: l.penalties, Right: true}}}
	totals.Rows = [][]cell{{{Text: strconv.Itoa(pl.Total), Right: true}, {Text: strconv.Itoa(pl.Rank), Right: true},
		{Text: strconv.Itoa(pl.Solos), Right: true}, {Text: strconv.Itoa(pl.Warnings), Right: true}, {Text: strconv.Itoa(pl.Penalties), Right: true}}}
	who := pl.Name
	if pl.Club != "" {
		who += " (" + pl.Club + ")"
	}
	data := struct {
		Player        string
		Lines, Totals htmlTable
	}{who, lines, totals}
	title := fmt.Sprintf("%s — %s — %s %d", w.gameTitle(g), l.card, l.table, pl.Table)
	return w.render(cardPath(g, pl.Table), "card", title, data)
}

// boardSVG draws b as an inline SVG picture: coordinates in rs's
// labelling, premium squares coloured and labelled, tiles with their letter
// and value, jokers' letters circled, the round's move (fresh) darker.
func boardSVG(rs *scoring.RuleSet, l labels, b *scoring.Board, fresh scoring.Move) template.HTML {
	const sq = 32
	isFresh := map[[2]int]bool{}
	for _, p := range fresh.Placed {
		isFresh[[2]int{p.Row, p.Col}] = true
	}
	var s strings.Builder
	size := sq * (scoring.Size + 1)
	fmt.Fprintf(&s, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d" role="img" aria-label="%s">`,
		size, size, size, size, template.HTMLEscapeString(l.board))
	s.WriteString(`<g font-family="DejaVu Sans,Verdana,Arial,sans-serif" text-anchor="middle">`)
	for i := range scoring.Size {
		fmt.Fprintf(&s, `<text x="%d" y="%d" font-size="13" font-weight="bold">%s</text>`, sq*(i+1)+sq/2, sq/2+5, colLabel(rs, i))
		fmt.Fprintf(&s, `<text x="%d" y="%d" font-size="13" font-weight="bold">%s</text>`, sq/2, sq*(i+1)+sq/2+5, rowLabel(rs, i))
	}
	premium := map[scoring.Premium]struct {
		fill, label string
	}{scoring.TripleWord: {"#c8312b", l.premiums[0]}, scoring.DoubleWord: {"#f2a7a1", l.premiums[1]},
		scoring.TripleLetter: {"#2f6db5", l.premiums[2]}, scoring.DoubleLetter: {"#a9cbe8", l.premiums[3]},
		scoring.NoPremium: {"#e8e3d3", ""}}
	for r := range scoring.Size {
		for c := range scoring.Size {
			x, y := sq*(c+1), sq*(r+1)
			t := b.At(r, c)
			if t == scoring.Empty {
				p := premium[scoring.PremiumAt(r, c)]
				fmt.Fprintf(&s, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="#fff"/>`, x, y, sq, sq, p.fill)
				label := p.label
				if r == scoring.Center && c == scoring.Center {
					label = "★"
				}
				if label != "" {
					fmt.Fprintf(&s, `<text x="%d" y="%d" font-size="10" fill="#222">%s</text>`, x+sq/2, y+sq/2+4, template.HTMLEscapeString(label))
				}
				continue
			}
			fill, ink := "#f7e7b4", "#111"
			if isFresh[[2]int{r, c}] {
				fill, ink = "#222", "#fff"
			}
			fmt.Fprintf(&s, `<rect x="%d" y="%d" width="%d" height="%d" rx="3" fill="%s" stroke="#555"/>`, x+1, y+1, sq-2, sq-2, fill)
			fmt.Fprintf(&s, `<text x="%d" y="%d" font-size="19" font-weight="bold" fill="%s">%c</text>`, x+sq/2, y+sq/2+7, ink, t.Letter())
			if t.IsJoker() {
				fmt.Fprintf(&s, `<circle cx="%d" cy="%d" r="%d" fill="none" stroke="%s"/>`, x+sq/2, y+sq/2, sq/2-4, ink)
				continue
			}
			fmt.Fprintf(&s, `<text x="%d" y="%d" font-size="9" fill="%s">%d</text>`, x+sq-6, y+sq-3, ink, rs.Value(t))
		}
	}
	s.WriteString(`</g></svg>`)
	return template.HTML(s.String())
}
