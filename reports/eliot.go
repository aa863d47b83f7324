package reports

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"strings"

	"arbiter/scoring"
)

// EliotGame is one game as Eliot, the open-source duplicate program players
// replay games in, saves it: the word list, the players with their table
// numbers, and every round.
type EliotGame struct {
	// Dictionary is the word list's name; Words its number of words (0 when
	// unknown).
	Dictionary string
	Words      int
	// Variant is Eliot's own name of the game's variant ("7among8", which
	// is Eliptic: RULES §7.5), "" for a game Eliot plays as classic.
	Variant string
	// Note says, as an XML comment Eliot skips, how a variant game of
	// RULES §7 is written in turns Eliot can hold; "" for none.
	Note    string
	Players []EliotPlayer
	Turns   []EliotTurn
}

// EliotPlayer is a player of an [EliotGame]; Moves and Events of a turn
// refer to players by their index in EliotGame.Players.
type EliotPlayer struct {
	Table int
	Name  string
}

// EliotTurn is one round of an [EliotGame].
type EliotTurn struct {
	Rack Rack
	// Moves holds each player's move, in the order of EliotGame.Players.
	Moves []EliotMove
	// Top is the top move played on the board (RULES §4.1).
	Top scoring.Move
	// Events are the round's warnings, penalties and solos.
	Events []EliotEvent
	// Note is an XML comment written at the start of the turn (the letters
	// a variant top takes from the stock), "" for none.
	Note string
}

// EliotMove is a player's move in a turn: a valid move (Move set), a move
// refused as written (Word and Position as on the slip), or none.
type EliotMove struct {
	Points int
	// Move is the scored move of a valid slip, nil otherwise.
	Move *scoring.Move
	// Word and Position are the slip as written, for a refused move; both
	// empty when the player handed in no slip.
	Word, Position string
}

// EliotEvent is a warning (Kind "Warning", no points), a penalty ("Penalty",
// Points ≤ 0) or a solo ("Solo", the bonus) of the player at index Player.
type EliotEvent struct {
	Kind   string
	Player int
	Points int
}

// eliotFormat is the version of Eliot's save format written: the one whose
// players carry a table number (TableNb) and whose turns carry warnings,
// penalties and solos.
const eliotFormat = "2"

// EliotXML writes g in Eliot's XML save format, as Eliot's own writer
// (game/xml_writer.cpp) lays it out, in arbitration mode:
//
//	<EliotGame format="2">
//	    <Dictionary> Name, Type, Letters, WordNb
//	    <Game> Mode, Variant, a Player (Name, Type, TableNb) per player, Turns
//	    <History> a Turn per round: GameRack, a PlayerMove per player,
//	              Warning, Penalty and Solo events, MasterMove, GameMove
//
// Coordinates are Eliot's: the row letter first for a move across ("H8"),
// the column number first for a move down ("8H"), whatever the rule set's
// own labelling. rs gives the alphabet.
func EliotXML(w io.Writer, rs *scoring.RuleSet, g EliotGame) error {
	var b bytes.Buffer
	in := func(depth int) string { return strings.Repeat("    ", depth) }
	elem := func(depth int, tag, text string) {
		fmt.Fprintf(&b, "%s<%s>%s</%s>\n", in(depth), tag, escape(text), tag)
	}
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	b.WriteString(`<EliotGame format="` + eliotFormat + `">` + "\n")
	b.WriteString(in(1) + "<Dictionary>\n")
	elem(2, "Name", g.Dictionary)
	elem(2, "Type", "dawg")
	letters := make([]string, len(rs.Letters))
	for i, l := range rs.Letters {
		letters[i] = l.Letter
	}
	elem(2, "Letters", strings.Join(letters, " "))
	elem(2, "WordNb", strconv.Itoa(g.Words))
	b.WriteString(in(1) + "</Dictionary>\n")
	b.WriteString(in(1) + "<Game>\n")
	if g.Note != "" {
		b.WriteString(in(2) + "<!-- " + comment(g.Note) + " -->\n")
	}
	elem(2, "Mode", "arbitration")
	if g.Variant != "" {
		elem(2, "Variant", g.Variant)
	}
	for i, p := range g.Players {
		fmt.Fprintf(&b, "%s<Player id=\"%d\">\n", in(2), i)
		elem(3, "Name", p.Name)
		elem(3, "Type", "human")
		elem(3, "TableNb", strconv.Itoa(p.Table))
		b.WriteString(in(2) + "</Player>\n")
	}
	elem(2, "Turns", strconv.Itoa(len(g.Turns)))
	b.WriteString(in(1) + "</Game>\n")
	b.WriteString(in(1) + "<History>\n")
	for _, t := range g.Turns {
		b.WriteString(in(2) + "<Turn>\n")
		if t.Note != "" {
			b.WriteString(in(3) + "<!-- " + comment(t.Note) + " -->\n")
		}
		elem(3, "GameRack", eliotRack(t.Rack))
		for i, m := range t.Moves {
			b.WriteString(in(3) + eliotMove("PlayerMove", strconv.Itoa(i), m) + "\n")
		}
		for _, e := range t.Events {
			fmt.Fprintf(&b, "%s<%s playerId=\"%d\"", in(3), e.Kind, e.Player)
			if e.Kind != "Warning" {
				fmt.Fprintf(&b, " points=\"%d\"", e.Points)
			}
			b.WriteString(" />\n")
		}
		top := EliotMove{Points: t.Top.Score, Move: &t.Top}
		b.WriteString(in(3) + eliotMove("MasterMove", "", top) + "\n")
		// Eliot's duplicate games assign the game move to player 0: only
		// its rack matters, and it is every player's.
		b.WriteString(in(3) + eliotMove("GameMove", "0", top) + "\n")
		b.WriteString(in(2) + "</Turn>\n")
	}
	b.WriteString(in(1) + "</History>\n")
	b.WriteString("</EliotGame>\n")
	_, err := w.Write(b.Bytes())
	return err
}

// eliotMove is the empty element tag of move m, with a playerId attribute
// unless player is "".
func eliotMove(tag, player string, m EliotMove) string {
	s := "<" + tag
	if player != "" {
		s += ` playerId="` + player + `"`
	}
	s += ` points="` + strconv.Itoa(m.Points) + `" type="`
	switch {
	case m.Move != nil:
		s += `valid" word="` + escape(m.Move.Word) + `" coord="` + eliotCoord(m.Move.Pos) + `"`
	case m.Word != "" || m.Position != "":
		s += `invalid" word="` + escape(m.Word) + `" coord="` + escape(m.Position) + `"`
	default:
		s += `none"`
	}
	return s + " />"
}

// eliotCoord writes p as Eliot does: row letter then column number across
// ("H8"), column number then row letter down ("8H").
func eliotCoord(p scoring.Position) string {
	row, col := string(rune('A'+p.Row)), strconv.Itoa(p.Col+1)
	if p.Dir == scoring.Down {
		return col + row
	}
	return row + col
}

// eliotRack writes r as Eliot's PlayedRack does: the letters kept, "+",
// the letters drawn ("ELU+ARST"), no "+" when either part is empty.
func eliotRack(r Rack) string {
	if r.Remainder.Len() == 0 || r.New.Len() == 0 {
		return r.Remainder.Plus(r.New).String()
	}
	return r.Remainder.String() + "+" + r.New.String()
}

// comment returns s fit for an XML comment, which may neither hold "--"
// nor end with "-".
func comment(s string) string {
	for strings.Contains(s, "--") {
		s = strings.ReplaceAll(s, "--", "-")
	}
	return strings.TrimSpace(strings.TrimRight(s, "-"))
}

// escape returns s escaped for XML text and attribute values.
func escape(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s))
	return b.String()
}
