package reports

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"arbiter/arbiter/anticipation"
	"arbiter/draw"
	"arbiter/scoring"
)

// AnticipationBulletin is the bulletin after a round of an anticipation
// game (RULES §8): the round, the group of 7 it played with its letters
// (zero in oarba, where each player plays their own group of that number)
// and the players ranked as their sheets stand, each with the round's
// moves and what they count.
type AnticipationBulletin struct {
	Form         anticipation.Form
	Round, Group int
	Letters      scoring.Rack
	Standings    []anticipation.Standing
}

// bulletinRows are the bulletin's heading and rows: rank, player, the
// round's moves with their verdicts (PAS, no move), what the round counts
// and the total (Rezistenta: the ranking points too).
func (b AnticipationBulletin) rows(rs *scoring.RuleSet) ([]string, [][]string) {
	t, l := anticipationTextFor(rs.Language), labelsFor(rs.Language)
	heading := []string{l.rank, l.name, t.move, t.round + " " + strconv.Itoa(b.Round), t.total}
	if b.Form == anticipation.Rezistenta {
		heading = append(heading, t.rankingPoints)
	}
	rows := make([][]string, 0, len(b.Standings))
	for _, s := range b.Standings {
		moves, score := t.noMove, 0
		if b.Round <= len(s.Result.Rounds) {
			rr := s.Result.Rounds[b.Round-1]
			moves, score = t.roundMoves(rs, rr), rr.Score
		}
		row := []string{strconv.Itoa(s.Rank), s.Player, moves, strconv.Itoa(score), strconv.Itoa(s.Result.Total)}
		if b.Form == anticipation.Rezistenta {
			row = append(row, strconv.Itoa(s.Result.RankingPoints))
		}
		rows = append(rows, row)
	}
	return heading, rows
}

// roundMoves says a round's moves as written, each with its verdict, or
// PAS, or no move.
func (t anticipationText) roundMoves(rs *scoring.RuleSet, rr anticipation.RoundResult) string {
	if rr.NoMove && rr.Pass {
		return t.pass
	}
	if len(rr.Moves) == 0 {
		return t.noMove
	}
	parts := make([]string, len(rr.Moves))
	for i, mr := range rr.Moves {
		parts[i] = strings.TrimSpace(mr.Written.Position+" "+mr.Written.Word) + " (" + t.statusText(rs, mr) + ")"
	}
	return strings.Join(parts, "; ")
}

// title is the bulletin's title in t's language.
func (b AnticipationBulletin) title(rs *scoring.RuleSet) string {
	return fmt.Sprintf(labelsFor(rs.Language).bulletin, b.Round) + " — " + string(b.Form)
}

// groupLine says the group the round played: its number, its letters,
// in Avocalica what was announced, and the names read out (the number
// only in oarba).
func (b AnticipationBulletin) groupLine(rs *scoring.RuleSet) string {
	t := anticipationTextFor(rs.Language)
	s := t.group + " " + strconv.Itoa(b.Group)
	if b.Round == 1 {
		s = t.group + " 1 + " + strconv.Itoa(b.Group)
	}
	if b.Letters.Len() == 0 {
		return s
	}
	s += ": " + b.Letters.String()
	announced := anticipation.Announced(rs, b.Form, b.Letters)
	if b.Form.ConsonantsOnly() {
		s += " — " + t.announced + ": " + announced.String()
	}
	return s + " (" + strings.Join(draw.Spell(rs, announced), ", ") + ")"
}

// WriteAnticipationBulletin prints b as a table in rs's language.
func WriteAnticipationBulletin(w io.Writer, rs *scoring.RuleSet, b AnticipationBulletin) error {
	if _, err := fmt.Fprintf(w, "%s\n%s\n\n", b.title(rs), b.groupLine(rs)); err != nil {
		return err
	}
	heading, rows := b.rows(rs)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, strings.Join(heading, "\t"))
	for _, row := range rows {
		fmt.Fprintln(tw, strings.Join(row, "\t"))
	}
	return tw.Flush()
}

// EncodeAnticipationBulletin adds b as a page in rs's language: the
// round's group, then every player ranked with the round's moves and
// verdicts, what the round counts and the total.
func (e *PDFEncoder) EncodeAnticipationBulletin(b AnticipationBulletin) error {
	title := b.title(e.rs)
	e.newPage("P", title)
	p := e.pdf
	p.SetFont(fontFamily, "B", 13)
	p.MultiCell(0, 6, b.groupLine(e.rs), "", "L", false)
	p.Ln(3)
	heading, rows := b.rows(e.rs)
	widths := []float64{14, 52, 84, 20, 20}
	if b.Form == anticipation.Rezistenta {
		widths = []float64{14, 46, 74, 18, 18, 20}
	}
	cols := make([]pdfCol, len(heading))
	for i, h := range heading {
		cols[i] = pdfCol{h, widths[i], "R", i == 0 || i == 4, false}
	}
	cols[1].align, cols[1].wrap = "L", true
	cols[2].align, cols[2].wrap = "L", true
	e.grid("P", title, cols, rows, 10)
	return e.err("bulletin of round %d", b.Round)
}
