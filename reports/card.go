package reports

import (
	"fmt"
	"io"
	"strconv"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// PlayerCard is one player's game, round by round.
type PlayerCard struct {
	// Player is the player's line in the ranking: rank, table, name, club,
	// total, solos, warnings, penalties.
	Player StandingRow
	Lines  []CardLine
}

// CardLine is one round of a player's card.
type CardLine struct {
	Round int
	Rack  Rack
	// Slip is the player's slip and its verdict; Table and Name are not shown.
	Slip SlipLine
	// Solo is set when the player alone made the round's best score.
	Solo bool
	// Disciplinary counts the round's disciplinary warnings and Penalty
	// the points its warnings cost (RULES §6).
	Disciplinary, Penalty int
	// Top is the round's top move, TopVariant what a variant's top adds.
	Top        scoring.Move
	TopVariant VariantTop
	// Cancelled says the round was cancelled (RULES §4): its top is shown
	// but counts in no total, and the line has no difference.
	Cancelled bool
}

// cardCells returns the cells shared by the terminal and printed cards:
// round, rack (in the language of l), position, word, score, top, top
// position, top score, difference (score − top score; none for a
// cancelled round).
func cardCells(rs *scoring.RuleSet, l labels, c CardLine) []string {
	word, pos, score := topCells(rs, c.Top, c.TopVariant)
	diff := ""
	if !c.Cancelled {
		diff = strconv.Itoa(c.Slip.Score - topScore(c.Top, c.TopVariant))
	}
	return []string{strconv.Itoa(c.Round), c.Rack.text(l), c.Slip.Position, c.Slip.Word,
		strconv.Itoa(c.Slip.Score), word, pos, score, diff}
}

// topsTotal is the sum of the tops of the rounds that count: a cancelled
// round's top is left out, as the standings leave it out.
func topsTotal(lines []CardLine) int {
	sum := 0
	for _, line := range lines {
		if !line.Cancelled {
			sum += topScore(line.Top, line.TopVariant)
		}
	}
	return sum
}

// Card prints a player's card: a line naming the player with rank and total,
// then one row per round (rack, the move as written, the score credited, the
// verdict and any warning or solo, the top and the difference). Aligned on a
// terminal (tty), tab-separated otherwise.
func Card(w io.Writer, rs *scoring.RuleSet, c PlayerCard, tty bool) error {
	pl := c.Player
	pl.Name, pl.Club = terminalText(pl.Name), terminalText(pl.Club)
	head := fmt.Sprintf("table\t%d\tname\t%s\tclub\t%s\trank\t%d\ttotal\t%d\n\n", pl.Table, pl.Name, pl.Club, pl.Rank, pl.Total)
	if tty {
		head = fmt.Sprintf("%d %s (%s): rank %d, total %d\n\n", pl.Table, pl.Name, pl.Club, pl.Rank, pl.Total)
	}
	if _, err := io.WriteString(w, head); err != nil {
		return err
	}
	cols := []column{{"round", true}, {"rack", false}, {"position", false}, {"word", false},
		{"score", true}, {"top", false}, {"top position", false}, {"top score", true}, {"diff", true},
		{"verdict", false}, {"notes", false}}
	rows := make([][]string, len(c.Lines))
	for i, line := range c.Lines {
		rows[i] = append(cardCells(rs, labelsEN, line), line.Slip.Verdict, joinNonEmpty(cardNotes(line, "solo", labelsEN.cancelled), penaltyNotes(line)))
	}
	if err := writeTable(w, tty, cols, rows); err != nil {
		return err
	}
	// The total as RULES §6 adds it up: the rounds' scores, the solos'
	// bonuses (what the total holds besides), less the penalties.
	score := 0
	for _, line := range c.Lines {
		if !line.Cancelled {
			score += line.Slip.Score
		}
	}
	solos := pl.Total - score + pl.Penalties
	foot := fmt.Sprintf("\nscore\t%d\tsolos\t%d\tpenalties\t%d\ttotal\t%d\n", score, solos, pl.Penalties, pl.Total)
	if tty {
		foot = fmt.Sprintf("\n%d + %d (solos) - %d (penalties) = %d\n", score, solos, pl.Penalties, pl.Total)
	}
	_, err := io.WriteString(w, foot)
	return err
}

// penaltyNotes says a round's disciplinary warnings ("D", "2 D") and what
// its warnings cost ("penalty 5"), "" when none.
func penaltyNotes(c CardLine) string {
	var d, pen string
	switch {
	case c.Disciplinary == 1:
		d = "D"
	case c.Disciplinary > 1:
		d = strconv.Itoa(c.Disciplinary) + " D"
	}
	if c.Penalty > 0 {
		pen = "penalty " + strconv.Itoa(c.Penalty)
	}
	return joinNonEmpty(d, pen)
}

// cardNotes marks a cancelled round, a technical warning ("A") and a solo.
func cardNotes(c CardLine, solo, cancelled string) string {
	var s string
	if c.Slip.Warning {
		s = "A"
	}
	if c.Solo {
		if s != "" {
			s += " "
		}
		s += solo
	}
	if c.Cancelled {
		s = joinNonEmpty(cancelled, s)
	}
	return s
}

// EncodeCard adds a player's card: the player, then per round the rack, the
// move as written and its score, the top and the difference, with refused
// moves, warnings and solos noted in the sheet's language; totals and the
// player's line of the ranking at the end.
func (e *PDFEncoder) EncodeCard(c PlayerCard) error {
	l := e.l
	p := e.pdf
	pl := c.Player
	title := fmt.Sprintf("%s — %s %d", l.card, l.table, pl.Table)
	e.newPage("P", title)
	p.SetFont(fontFamily, "B", 16)
	name := pl.Name
	if pl.Club != "" {
		name += " (" + pl.Club + ")"
	}
	p.CellFormat(0, 8, name, "", 1, "L", false, 0, "")
	p.Ln(2)
	cols := []pdfCol{
		{l.round, 14, "R", true, false}, {l.rack, 30, "L", false, false}, {l.position, 15, "L", false, false},
		{l.move, 25, "L", true, false}, {l.score, 15, "R", true, false}, {l.top, 25, "L", false, false},
		{l.position, 15, "L", false, false}, {l.score, 15, "R", false, false}, {l.diff, 13, "R", false, false},
		{"", 23, "L", false, true},
	}
	rows := make([][]string, 0, len(c.Lines)+1)
	sum := 0
	for _, line := range c.Lines {
		row := cardCells(e.rs, e.l, line)
		if line.Slip.Word == "" && line.Slip.Position == "" {
			row[3] = "(" + l.noSlip + ")"
		}
		note := cardNotes(line, l.solo, l.cancelled)
		if line.Rack.Variant.TwoGroups() {
			note = joinNonEmpty(line.Slip.Declared, note) // the three figures written (RULES §7.6)
		}
		if line.Slip.Refused {
			note = joinNonEmpty(l.refused, note)
		}
		rows = append(rows, append(row, note))
		sum += line.Slip.Score
	}
	tops := topsTotal(c.Lines)
	rows = append(rows, []string{"", "", "", l.total, strconv.Itoa(sum), "", "", strconv.Itoa(tops),
		strconv.Itoa(sum - tops), ""})
	e.grid("P", title, cols, rows, 10)
	p.Ln(4)
	p.SetFont(fontFamily, "", 12)
	for _, kv := range [][2]string{{l.solos, strconv.Itoa(pl.Solos)}, {l.warnings, strconv.Itoa(pl.Warnings)},
		{l.penalties, strconv.Itoa(pl.Penalties)}, {l.total, strconv.Itoa(pl.Total)}, {l.rank, strconv.Itoa(pl.Rank)}} {
		p.SetFont(fontFamily, "B", 12)
		p.CellFormat(30, 7, kv[0], "", 0, "L", false, 0, "")
		p.SetFont(fontFamily, "", 12)
		p.CellFormat(0, 7, kv[1], "", 1, "L", false, 0, "")
	}
	return e.err("card of table %d", pl.Table)
}

// joinNonEmpty joins the non-empty parts with "; ".
func joinNonEmpty(parts ...string) string {
	var s string
	for _, part := range parts {
		if part == "" {
			continue
		}
		if s != "" {
			s += "; "
		}
		s += part
	}
	return s
}

// PlayerCardOf lays out card c of game g: the player's line in ranking
// (the card's own figures when the player is not ranked) and one line per
// round with a rack.
func PlayerCardOf(g *arbiter.Game, c arbiter.Card, ranking arbiter.Standings) PlayerCard {
	table := c.Player.Table
	out := PlayerCard{Player: StandingRow{Table: table, Name: c.Player.Name, Club: c.Player.Club,
		Total: c.Total, Solos: c.Solos, Penalties: c.Penalty, Warnings: c.Technical + c.Disciplinary, Tops: c.Tops}}
	for _, row := range RowsOf(ranking) {
		if row.Table == table {
			out.Player = row
		}
	}
	for _, cr := range c.Rounds {
		r := g.Round(cr.Round)
		if r == nil || !r.HasRack {
			continue
		}
		line := CardLine{Round: cr.Round, Rack: RackOf(g, r),
			Solo: cr.Solo > 0, Slip: SlipLineOf(cr), Cancelled: r.Cancelled, Disciplinary: cr.Disciplinary, Penalty: cr.Penalty}
		line.Slip.Warning = cr.Technical > 0
		if r.Top != nil {
			line.Top, line.TopVariant = r.Top.Move, VariantTopOf(r.Top)
		}
		out.Lines = append(out.Lines, line)
	}
	return out
}

// PlayerCardsOf lays out cards of game g (see [PlayerCardOf]).
func PlayerCardsOf(g *arbiter.Game, cards []arbiter.Card, ranking arbiter.Standings) []PlayerCard {
	out := make([]PlayerCard, len(cards))
	for i, c := range cards {
		out[i] = PlayerCardOf(g, c, ranking)
	}
	return out
}
