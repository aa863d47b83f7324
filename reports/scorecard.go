package reports

import (
	"fmt"
	"io"
	"strconv"

	"arbiter/arbiter/free"
)

// Scorecards are the players' scorecards of a free-game event (RULES
// §10.2), round by round: the opponent, start or reply, the two scores,
// the result, and the wins and spread so far.
type Scorecards struct {
	// Names gives each player's name by number, for their opponents.
	Names map[int]string
	Cards []free.Scorecard
}

// ScorecardsOf returns the scorecards of st after rounds 1…after, every
// player's, or player's alone when player is not 0.
func ScorecardsOf(st free.State, after, player int) Scorecards {
	out := Scorecards{Names: make(map[int]string, len(st.Players))}
	for _, p := range st.Players {
		out.Names[p.Player] = p.Name
	}
	for _, c := range free.Scorecards(st, after) {
		if player == 0 || c.Player == player {
			out.Cards = append(out.Cards, c)
		}
	}
	return out
}

// columns are a scorecard's columns in t's words.
func (Scorecards) columns(t freeText) []column {
	return []column{{t.round, true}, {t.opponent, false}, {t.side, false}, {t.pointsFor, true}, {t.against, true},
		{t.result, false}, {t.wins, true}, {t.spread, true}}
}

// cells returns card's rows in t's words: a round not played yet shows
// its opponent alone; a bye and a round before a late entry name no one.
func (s Scorecards) cells(card free.Scorecard, t freeText) [][]string {
	out := make([][]string, len(card.Rows))
	for i, r := range card.Rows {
		row := []string{strconv.Itoa(r.Round), "", "", "", "", "", "", ""}
		switch {
		case r.Missed:
			row[1] = t.missed
		case r.Bye:
			row[1] = t.bye
		case r.Opponent != 0:
			row[1] = strconv.Itoa(r.Opponent) + " " + s.Names[r.Opponent]
			row[2] = t.reply
			if r.Started {
				row[2] = t.start
			}
		}
		if r.Played {
			if !r.Forfeit && !r.Bye && !r.Missed {
				row[3], row[4] = strconv.Itoa(r.For), strconv.Itoa(r.Against)
			}
			row[5] = t.outcome(r.Points2, r.Forfeit, r.Bye)
			row[6], row[7] = halves(r.RunningPoints2), strconv.Itoa(r.RunningSpread)
		}
		out[i] = row
	}
	return out
}

// heading is a card's line above its rounds: the player's number and
// name, marked when they withdrew.
func heading(card free.Scorecard, t freeText) string {
	s := fmt.Sprintf("%d %s", card.Player, card.Name)
	if card.Withdrawn {
		s += " (" + t.withdrawn + ")"
	}
	return s
}

// Table prints each card as a table under the player's line, in English.
func (s Scorecards) Table(w io.Writer, tty bool) error {
	t := freeTextFor("en")
	for i, card := range s.Cards {
		sep := ""
		if i > 0 {
			sep = "\n"
		}
		if _, err := fmt.Fprintf(w, "%s%s\n", sep, heading(card, t)); err != nil {
			return err
		}
		if err := writeTable(w, tty, s.columns(t), s.cells(card, t)); err != nil {
			return err
		}
	}
	return nil
}

// EncodeScorecards adds each player's scorecard on a page of its own, in
// the tournament's language.
func (e *PDFEncoder) EncodeScorecards(s Scorecards) error {
	t := freeTextFor(e.rs.Language)
	cols := []pdfCol{{t.round, 14, "R", false, false}, {t.opponent, 52, "L", false, true}, {t.side, 22, "L", false, false},
		{t.pointsFor, 16, "R", true, false}, {t.against, 16, "R", false, false}, {t.result, 38, "L", true, false},
		{t.wins, 16, "R", true, false}, {t.spread, 16, "R", false, false}}
	for _, card := range s.Cards {
		title := t.scorecard + " — " + heading(card, t)
		e.newPage("P", title)
		e.grid("P", title, cols, s.cells(card, t), 12)
	}
	return e.err("scorecards")
}
