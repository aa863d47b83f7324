package reports

import (
	"strconv"

	"arbiter/arbiter/anticipation"
	"arbiter/scoring"
)

// Grey levels of a tile on the control grid that is on the player's board
// but does not count (RULES §8.5): a light face, the letter still black.
const greyNotCounting = 200

// EncodeGroupsAnnouncement adds the announcement sheet of the groups of a
// game of form (RULES §8.1, §8.8, §8.10): each group's number, its letters
// in alphabetical order (joker last) and the names the referee reads out;
// in Avocalica also what is announced (consonants and jokers) and, below,
// the vowels of the players' pool. player names whose groups they are in
// oarba ("" otherwise).
func (e *PDFEncoder) EncodeGroupsAnnouncement(form anticipation.Form, player string, g anticipation.Groups) error {
	t := anticipationTextFor(e.rs.Language)
	title := t.announcement + " — " + string(form)
	if player != "" {
		title += " — " + player
	}
	rows := groupsRows(e.rs, form, &g)
	cols := []pdfCol{{t.group, 20, "C", true, false}, {t.letters, 40, "L", true, false},
		{t.announced, 36, "L", true, false}, {t.spelled, 94, "L", false, true}}
	if !form.ConsonantsOnly() { // what is announced is the letters themselves
		cols = []pdfCol{cols[0], cols[1], {t.spelled, 130, "L", false, true}}
		for i, r := range rows {
			rows[i] = []string{r[0], r[1], r[3]}
		}
	}
	e.newPage("P", title)
	e.grid("P", title, cols, rows, 13)
	if form.ConsonantsOnly() {
		p := e.pdf
		p.Ln(4)
		p.SetFont(fontFamily, "B", 13)
		p.MultiCell(0, 6, t.vowelPool+": "+anticipation.VowelPool(e.rs, &g).String(), "", "L", false)
	}
	return e.err("announcement of the groups")
}

// AnticipationSheet is one player's adjudicated sheet of an anticipation
// game as printed: the player's name ("" for a sheet checked alone) and
// the verdict.
type AnticipationSheet struct {
	Player string
	Result anticipation.Result
}

// EncodeAnticipationSheet adds a player's sheet (RULES §8.7): a page with
// the control grid, the board as the player built it (every move placed
// and not withdrawn, each tile marked with the round it was placed in, the
// tiles that do not count in grey), then the card round by round with
// every verdict and warning in the sheet's language and the totals.
func (e *PDFEncoder) EncodeAnticipationSheet(s AnticipationSheet) error {
	t := anticipationTextFor(e.rs.Language)
	p := e.pdf
	res := s.Result
	title := t.controlGrid + " — " + string(res.Form)
	e.newPage("P", title)
	if s.Player != "" {
		p.SetFont(fontFamily, "B", 16)
		p.CellFormat(0, 8, s.Player, "", 1, "L", false, 0, "")
	}
	const sq = 11.6
	top := p.GetY() + 8
	board, round, counts := playerBoard(res)
	e.drawTiles(margin+7, top, sq, &board, func(r, c int, _ scoring.Tile) tileLook {
		look := tileLook{ink: 0, paper: 255, corner: strconv.Itoa(round[[2]int{r, c}])}
		if !counts[[2]int{r, c}] {
			look.paper = greyNotCounting
		}
		return look
	})
	p.SetXY(margin, top+15*sq+4)
	p.SetFont(fontFamily, "", 10)
	p.MultiCell(0, 5, t.gridNote, "", "L", false)
	p.Ln(2)
	e.anticipationTotals(t, res)

	title = t.sheet + " — " + string(res.Form)
	if s.Player != "" {
		title += " — " + s.Player
	}
	e.newPage("P", title)
	h := t.cardHeading()
	cols := []pdfCol{{h[0], 12, "R", true, false}, {h[1], 14, "R", false, false}, {h[2], 54, "L", true, true},
		{h[3], 70, "L", false, true}, {h[4], 20, "R", false, false}, {h[5], 20, "R", true, false}}
	e.grid("P", title, cols, t.cardRows(e.rs, res), 10)
	p.Ln(4)
	e.anticipationTotals(t, res)
	return e.err("anticipation sheet of %q", s.Player)
}

// anticipationTotals prints res's totals line and, in Rezistenta, its
// ranking points, in bold.
func (e *PDFEncoder) anticipationTotals(t anticipationText, res anticipation.Result) {
	p := e.pdf
	p.SetFont(fontFamily, "B", 12)
	p.MultiCell(0, 6, t.totalsLine(res), "", "L", false)
	if res.Form == anticipation.Rezistenta {
		p.MultiCell(0, 6, t.rankingLine(res), "", "L", false)
	}
}

// playerBoard returns the board as the player built it (RULES §8.5): the
// tiles of every move placed and not withdrawn, with the round each tile
// was placed in and whether its move counts.
func playerBoard(res anticipation.Result) (scoring.Board, map[[2]int]int, map[[2]int]bool) {
	var b scoring.Board
	round, counts := map[[2]int]int{}, map[[2]int]bool{}
	for _, rr := range res.Rounds {
		for _, mr := range rr.Moves {
			if !mr.OnBoard {
				continue
			}
			for _, t := range mr.Tiles {
				b.Set(t.Row, t.Col, t.Tile)
				round[[2]int{t.Row, t.Col}] = rr.Round
				counts[[2]int{t.Row, t.Col}] = mr.Status == anticipation.StatusValid
			}
		}
	}
	return b, round, counts
}

// EncodeAnticipationRanking adds the ranking of a room's game of form
// (RULES §8.7, §8.9): rank, player, total, penalty and warnings; in
// Rezistenta the ranking points and the round of abandonment.
func (e *PDFEncoder) EncodeAnticipationRanking(form anticipation.Form, standings []anticipation.Standing) error {
	heading, rows := anticipationRankingRows(e.rs, form, standings)
	title := e.l.ranking + " — " + string(form)
	widths := []float64{18, 92, 25, 25, 30}
	if form == anticipation.Rezistenta {
		widths = []float64{16, 70, 30, 26, 20, 28}
	}
	cols := make([]pdfCol, len(heading))
	for i, h := range heading {
		cols[i] = pdfCol{h, widths[i], "R", i == 0, false}
	}
	cols[1].align, cols[1].wrap = "L", true
	cols[len(cols)-1].align = "L"
	e.newPage("P", title)
	e.grid("P", title, cols, rows, 11)
	return e.err("ranking of %s", form)
}
