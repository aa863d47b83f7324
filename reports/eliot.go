package reports

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"arbiter/scoring"
)

// EliotGame is one game as Eliot, the open-source duplicate program players
// replay games in, saves it: the dictionary, the players with their table
// numbers, and every round.
type EliotGame struct {
	Dictionary EliotDictionary
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
	// Notes are XML comments written at the start of the turn (the letters
	// a variant top takes from the stock, what a penalty stands for).
	Notes []string
}

// EliotMove is a player's move in a turn: a valid move (Move set), a move
// refused as written (Word and Position as on the slip), an exchange or a
// pass of a free game, or none. Eliot credits a valid move with the score
// it computes itself and any other with 0.
type EliotMove struct {
	// Move is the scored move of a valid slip, nil otherwise.
	Move *scoring.Move
	// Word and Position are the slip as written, for a refused move; both
	// empty when the player handed in no slip.
	Word, Position string
	// Rack is the rack the move is played with when it is not the turn's:
	// a variant's letters taken from the stock (RULES §7) that are not the
	// top's; nil otherwise.
	Rack *Rack
	// Exchanged are the tiles a free game's exchange puts back in the bag;
	// Pass is a free game's pass (RULES §10.1).
	Exchanged string
	Pass      bool
}

// EliotEvent is a warning (Kind "Warning", no points), a penalty ("Penalty",
// points added to the total: negative, or positive to give points back) or
// a solo ("Solo", the bonus) of the player at index Player.
type EliotEvent struct {
	Kind   string
	Player int
	Points int
}

// Eliot's own charge for warnings, its default settings (arbitration
// warnings-limit and penalty-value): each warning of a game past the
// third costs 5 points, as in RULES §6. Eliot adds it to the penalties a
// file records, so a file records the warnings and, as penalties, only
// what RULES §6 charges otherwise (a round's cap at its score).
const (
	EliotWarningsLimit = 3
	EliotPenaltyValue  = 5
)

// EliotWarningsCharge is what Eliot, with its default settings, takes off a
// player's total for warnings warnings in a game.
func EliotWarningsCharge(warnings int) int {
	return EliotPenaltyValue * max(0, warnings-EliotWarningsLimit)
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
//	    <History> a Turn per round: GameRack, a PlayerRack and a PlayerMove
//	              per player, Warning, Penalty and Solo events, MasterMove,
//	              GameMove
//	    <Statistics> the totals, as Eliot computes them from the history
//
// Coordinates are Eliot's: the row letter first for a move across ("H8"),
// the column number first for a move down ("8H"), whatever the rule set's
// own labelling. Eliot wants the first move of a duplicate game across: when
// the first top is down, the whole game is written transposed (rows as
// columns: the board is symmetric, every score the same), and a move down
// played on the empty board is written across.
func EliotXML(w io.Writer, g EliotGame) error {
	var b bytes.Buffer
	writeEliotHeader(&b, g.Dictionary)
	if g.Note != "" {
		eliotNotes(&b, 2, g.Note)
	}
	transposed := len(g.Turns) > 0 && g.Turns[0].Top.Pos.Dir == scoring.Down
	if transposed {
		eliotNotes(&b, 2, "the game is written transposed, rows as columns: Eliot wants the first move across; the board is symmetric, the scores are the same")
	}
	eliotElem(&b, 2, "Mode", "arbitration")
	if g.Variant != "" {
		eliotElem(&b, 2, "Variant", g.Variant)
	}
	writeEliotPlayers(&b, g.Players, len(g.Turns))
	b.WriteString(eliotIndent(1) + "<History>\n")
	for ti, t := range g.Turns {
		// The board is empty in the first turn, where any move may be
		// turned across; later, moves follow the board.
		coord := func(m *scoring.Move) string {
			if ti == 0 {
				return eliotCoord(m.Pos, m.Pos.Dir == scoring.Down)
			}
			return eliotCoord(m.Pos, transposed)
		}
		b.WriteString(eliotIndent(2) + "<Turn>\n")
		eliotNotes(&b, 3, t.Notes...)
		rack := eliotRack(t.Rack)
		eliotElem(&b, 3, "GameRack", rack)
		for i := range g.Players {
			player := rack
			if i < len(t.Moves) && t.Moves[i].Rack != nil {
				player = eliotRack(*t.Moves[i].Rack)
			}
			writeEliotPlayerRack(&b, i, player)
		}
		for i, m := range t.Moves {
			b.WriteString(eliotIndent(3) + eliotMove("PlayerMove", strconv.Itoa(i), m, coord) + "\n")
		}
		writeEliotEvents(&b, t.Events)
		top := EliotMove{Move: &t.Top}
		b.WriteString(eliotIndent(3) + eliotMove("MasterMove", "", top, coord) + "\n")
		b.WriteString(eliotIndent(3) + eliotMove("GameMove", "", top, coord) + "\n")
		b.WriteString(eliotIndent(2) + "</Turn>\n")
	}
	b.WriteString(eliotIndent(1) + "</History>\n")
	top := 0
	for _, t := range g.Turns {
		top += t.Top.Score
	}
	writeEliotStatistics(&b, top, g.Totals())
	b.WriteString("</EliotGame>\n")
	_, err := w.Write(b.Bytes())
	return err
}

// EliotTotals are a player's totals as Eliot computes them from the
// history of a save file, with its default settings.
type EliotTotals struct {
	// Raw is the points of the player's moves: for a valid move the score
	// Eliot computes, for any other none.
	Raw, Warnings int
	// Penalties is negative: the Penalty elements and Eliot's charge for
	// the warnings ([EliotWarningsCharge]).
	Penalties, Solos, Total int
}

// Totals returns each player's totals as Eliot computes them when it
// loads g, in the order of g.Players.
func (g EliotGame) Totals() []EliotTotals {
	out := make([]EliotTotals, len(g.Players))
	for _, t := range g.Turns {
		for i, m := range t.Moves {
			if m.Move != nil {
				out[i].Raw += m.Move.Score
			}
		}
		for _, e := range t.Events {
			switch e.Kind {
			case "Warning":
				out[e.Player].Warnings++
			case "Penalty":
				out[e.Player].Penalties += e.Points
			case "Solo":
				out[e.Player].Solos += e.Points
			}
		}
	}
	for i := range out {
		p := &out[i]
		p.Penalties -= EliotWarningsCharge(p.Warnings)
		p.Total = p.Raw + p.Penalties + p.Solos
	}
	return out
}

// writeEliotStatistics writes the Statistics element that ends Eliot's
// save files, laid out as its writer does: the game's total top (the sum
// of the moves played on the board), then for each player the totals
// Eliot computes, the gap to top, the percentage of it and the rank.
func writeEliotStatistics(b *bytes.Buffer, top int, totals []EliotTotals) {
	b.WriteString("    <!-- These statistics are simply informative, they are not used when loading a game. -->\n")
	b.WriteString("    <Statistics>\n")
	fmt.Fprintf(b, "        <GameStats totalScore=\"%d\" />\n", top)
	for i, p := range totals {
		percent := 0.0
		if top != 0 {
			percent = math.Round(100 * float64(p.Total) / float64(top))
		}
		rank := 1
		for _, q := range totals {
			if p.Total < q.Total {
				rank++
			}
		}
		fmt.Fprintf(b, "        <PlayerStats playerId=\"%d\"\n", i)
		fmt.Fprintf(b, "             rawScore=\"%d\" warningsNb=\"%d\" penaltiesPoints=\"%d\" solosPoints=\"%d\"\n",
			p.Raw, p.Warnings, p.Penalties, p.Solos)
		fmt.Fprintf(b, "             totalScore=\"%d\" diffWithTop=\"%d\" percentTop=\"%.0f%%\" rank=\"%d\" />\n",
			p.Total, p.Total-top, percent, rank)
	}
	b.WriteString("    </Statistics>\n")
}

// writeEliotHeader writes what opens every Eliot save file up to its game's
// mode: the XML declaration, the format, the Dictionary element of d and
// the opening of the Game element.
func writeEliotHeader(b *bytes.Buffer, d EliotDictionary) {
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	b.WriteString(`<EliotGame format="` + eliotFormat + `">` + "\n")
	b.WriteString(eliotIndent(1) + "<Dictionary>\n")
	eliotElem(b, 2, "Name", d.Name)
	eliotElem(b, 2, "Type", "dawg")
	letters := make([]string, len(d.Letters))
	for i, l := range d.Letters {
		letters[i] = l.shown()
	}
	eliotElem(b, 2, "Letters", strings.Join(letters, " "))
	eliotElem(b, 2, "WordNb", strconv.Itoa(d.Words))
	b.WriteString(eliotIndent(1) + "</Dictionary>\n")
	b.WriteString(eliotIndent(1) + "<Game>\n")
}

// writeEliotPlayers writes a Player element for each of players, human,
// and the number of turns, closing the Game element.
func writeEliotPlayers(b *bytes.Buffer, players []EliotPlayer, turns int) {
	for i, p := range players {
		fmt.Fprintf(b, "%s<Player id=\"%d\">\n", eliotIndent(2), i)
		eliotElem(b, 3, "Name", p.Name)
		eliotElem(b, 3, "Type", "human")
		eliotElem(b, 3, "TableNb", strconv.Itoa(p.Table))
		b.WriteString(eliotIndent(2) + "</Player>\n")
	}
	eliotElem(b, 2, "Turns", strconv.Itoa(turns))
	b.WriteString(eliotIndent(1) + "</Game>\n")
}

// writeEliotPlayerRack writes player's rack, as written by [eliotRack].
func writeEliotPlayerRack(b *bytes.Buffer, player int, rack string) {
	fmt.Fprintf(b, "%s<PlayerRack playerId=\"%d\">%s</PlayerRack>\n", eliotIndent(3), player, rack)
}

// writeEliotEvents writes events, each an empty element of its kind, with
// its points but for a warning.
func writeEliotEvents(b *bytes.Buffer, events []EliotEvent) {
	for _, e := range events {
		fmt.Fprintf(b, "%s<%s playerId=\"%d\"", eliotIndent(3), e.Kind, e.Player)
		if e.Kind != "Warning" {
			fmt.Fprintf(b, " points=\"%d\"", e.Points)
		}
		b.WriteString(" />\n")
	}
}

// eliotIndent is the indentation of Eliot's writer at depth.
func eliotIndent(depth int) string { return strings.Repeat("    ", depth) }

// eliotElem writes an element holding text at depth.
func eliotElem(b *bytes.Buffer, depth int, tag, text string) {
	fmt.Fprintf(b, "%s<%s>%s</%s>\n", eliotIndent(depth), tag, escape(text), tag)
}

// eliotNotes writes each of notes as an XML comment at depth.
func eliotNotes(b *bytes.Buffer, depth int, notes ...string) {
	for _, n := range notes {
		b.WriteString(eliotIndent(depth) + "<!-- " + comment(n) + " -->\n")
	}
}

// eliotMove is the empty element tag of move m, with a playerId attribute
// unless player is "", a valid move placed at coord(m.Move). Its points are
// Eliot's: a valid move's score, 0 for any other.
func eliotMove(tag, player string, m EliotMove, coord func(*scoring.Move) string) string {
	s := "<" + tag
	if player != "" {
		s += ` playerId="` + player + `"`
	}
	switch {
	case m.Move != nil:
		s += ` points="` + strconv.Itoa(m.Move.Score) + `" type="valid" word="` + escape(eliotWord(m.Move)) + `" coord="` + coord(m.Move) + `"`
	case m.Word != "" || m.Position != "":
		s += ` points="0" type="invalid" word="` + escape(m.Word) + `" coord="` + escape(m.Position) + `"`
	case m.Exchanged != "":
		s += ` points="0" type="change" letters="` + m.Exchanged + `"`
	case m.Pass:
		s += ` points="0" type="pass"`
	default:
		s += ` points="0" type="none"`
	}
	return s + " />"
}

// eliotWord is m's word as Eliot reads it: a lower-case letter is a joker
// the move places; a joker already on the board is written as the letter
// it stands for, in upper case, as every letter on the board.
func eliotWord(m *scoring.Move) string {
	w := []byte(m.Word)
	for i := range w {
		row, col := m.Pos.Row, m.Pos.Col+i
		if m.Pos.Dir == scoring.Down {
			row, col = m.Pos.Row+i, m.Pos.Col
		}
		if !slices.ContainsFunc(m.Placed, func(p scoring.Placement) bool { return p.Row == row && p.Col == col }) {
			w[i] = byte(unicode.ToUpper(rune(w[i])))
		}
	}
	return string(w)
}

// eliotCoord writes p as Eliot does, mirrored across the main diagonal
// when transpose is set: row letter then column number across ("H8"),
// column number then row letter down ("8H").
func eliotCoord(p scoring.Position, transpose bool) string {
	if transpose {
		p.Row, p.Col = p.Col, p.Row
		p.Dir = scoring.Down - p.Dir
	}
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
