package reports

import (
	"fmt"
	"io"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/free"
	"arbiter/arbiter/problem"
	"arbiter/scoring"
)

// SheetLayout is a sheet a kind of game makes itself, laid out for each
// format it is printed in, so that a front end chooses the format in one
// place.
type SheetLayout interface {
	// Table prints the sheet as a table, aligned on a terminal (tty).
	Table(w io.Writer, tty bool) error
	// PDF adds the sheet's pages to e.
	PDF(e *PDFEncoder) error
}

// OwnSheetLayout lays out sheet, as its kind makes it
// ([arbiter.SheetMaker]), in the words of rs.
func OwnSheetLayout(rs *scoring.RuleSet, sheet any) (SheetLayout, error) {
	switch v := sheet.(type) {
	case anticipation.Announcement:
		return groupsLayout{rs, v}, nil
	case anticipation.Bulletin:
		return bulletinLayout{rs, AnticipationBulletin(v)}, nil
	case anticipation.Cards:
		return cardsLayout{rs, v}, nil
	case free.ResultSlips:
		return resultSlipsLayout(v), nil
	case free.ScorecardSheet:
		return scorecardsLayout{ScorecardsOf(v.State, len(v.State.Rounds), v.Player)}, nil
	case free.CrosstableSheet:
		return crosstableLayout{CrosstableOf(v.State, v.After)}, nil
	case problem.Printed:
		return problemLayout(v), nil
	}
	return nil, fmt.Errorf("no layout of a sheet of %T", sheet)
}

// groupsLayout is the announcement of an Anticipation game's groups.
type groupsLayout struct {
	rs *scoring.RuleSet
	a  anticipation.Announcement
}

// Table prints every announcement, in oarba each player's name above
// their own groups.
func (l groupsLayout) Table(w io.Writer, _ bool) error {
	if len(l.a.Groups) == 0 {
		_, err := fmt.Fprintln(w, "no player has registered their groups yet (RULES §8.10)")
		return err
	}
	for i, a := range l.a.Groups {
		if i > 0 {
			if _, err := fmt.Fprintln(w); err != nil {
				return err
			}
		}
		if a.Player != "" {
			if _, err := fmt.Fprintln(w, a.Player); err != nil {
				return err
			}
		}
		if err := WriteGroupsAnnouncement(w, l.rs, l.a.Form, a.Groups); err != nil {
			return err
		}
	}
	return nil
}

// PDF adds a page per announcement.
func (l groupsLayout) PDF(e *PDFEncoder) error {
	for _, a := range l.a.Groups {
		if err := e.EncodeGroupsAnnouncement(l.a.Form, a.Player, a.Groups); err != nil {
			return err
		}
	}
	return nil
}

// bulletinLayout is a round's bulletin of an Anticipation game.
type bulletinLayout struct {
	rs *scoring.RuleSet
	b  AnticipationBulletin
}

// Table prints the bulletin as [WriteAnticipationBulletin] does.
func (l bulletinLayout) Table(w io.Writer, _ bool) error {
	return WriteAnticipationBulletin(w, l.rs, l.b)
}

// PDF adds the bulletin's page.
func (l bulletinLayout) PDF(e *PDFEncoder) error { return e.EncodeAnticipationBulletin(l.b) }

// cardsLayout is the players' sheets of an Anticipation game.
type cardsLayout struct {
	rs *scoring.RuleSet
	c  anticipation.Cards
}

// Table prints each player's name, then their card.
func (l cardsLayout) Table(w io.Writer, _ bool) error {
	for i, c := range l.c.Sheets {
		if _, err := fmt.Fprintf(w, "%s%s\n\n", map[bool]string{true: "\n"}[i > 0], c.Player); err != nil {
			return err
		}
		if err := WriteAnticipationCard(w, l.rs, c.Result); err != nil {
			return err
		}
	}
	return nil
}

// PDF adds a page per player's sheet.
func (l cardsLayout) PDF(e *PDFEncoder) error {
	for _, sh := range AnticipationSheetsOf(l.c) {
		if err := e.EncodeAnticipationSheet(sh); err != nil {
			return err
		}
	}
	return nil
}

// AnticipationSheetsOf returns the players' sheets of c as printed, in
// its order.
func AnticipationSheetsOf(c anticipation.Cards) []AnticipationSheet {
	out := make([]AnticipationSheet, len(c.Sheets))
	for i, s := range c.Sheets {
		out[i] = AnticipationSheet{Player: s.Player, Result: s.Result}
	}
	return out
}

// resultSlipsLayout is a round's result slips of a free-game event.
type resultSlipsLayout free.ResultSlips

// Table refuses: the slips are cut out of a printed page.
func (l resultSlipsLayout) Table(io.Writer, bool) error {
	return arbiter.Errorf(arbiter.EInvalidInput, "report slips: the result slips are cut out of a printed page: write them with --out FILE.pdf (`arbiter pairings --round %d` prints the round's boards)", l.Round)
}

// PDF adds the slips' pages.
func (l resultSlipsLayout) PDF(e *PDFEncoder) error {
	p, _ := PairingsOf(l.State, l.Round)
	return e.EncodeResultSlips(p)
}

// scorecardsLayout is a free-game event's scorecards.
type scorecardsLayout struct{ Scorecards }

// PDF adds the scorecards' pages.
func (l scorecardsLayout) PDF(e *PDFEncoder) error { return e.EncodeScorecards(l.Scorecards) }

// crosstableLayout is a free-game event's crosstable.
type crosstableLayout struct{ Crosstable }

// PDF adds the crosstable's page.
func (l crosstableLayout) PDF(e *PDFEncoder) error { return e.EncodeCrosstable(l.Crosstable) }

// problemLayout is a problem's statement, with its results or not.
type problemLayout problem.Printed

// Table refuses: a problem's sheets are pages for the room, in PDF only.
func (l problemLayout) Table(io.Writer, bool) error {
	return arbiter.Errorf(arbiter.EInvalidInput, "a problem's statement and results are printed as PDF: name the file with --out")
}

// PDF adds the statement's pages, then with the results the ranking and
// every player's checked solution; a Partida de Superscrabble's are its
// rounds' (RULES §9.8).
func (l problemLayout) PDF(e *PDFEncoder) error {
	if l.Statement.Kind == problem.PartidaSuperscrabble {
		return e.EncodePartida(l.Game, l.Rows, l.Results)
	}
	if err := e.EncodeProblemStatement(l.Statement); err != nil || !l.Results {
		return err
	}
	if err := e.EncodeProblemResults(l.Statement, l.Rows); err != nil {
		return err
	}
	for _, r := range l.Rows {
		if err := e.EncodeProblemSolution(l.Statement, r); err != nil {
			return err
		}
	}
	return nil
}
