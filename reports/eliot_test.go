package reports_test

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/reports"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// eliotGame is two rounds of the fixture game (RULES §3's COLUMNA, then
// VAH) for two players and a player whose name needs escaping: a valid
// move, a refused one, none, a solo, warnings and a penalty.
func eliotGame(tb testing.TB, g game) reports.EliotGame {
	tb.Helper()
	r1, r2 := g.rounds[0], g.rounds[1]
	return reports.EliotGame{
		Dictionary: reports.EliotDictionaryFor(g.rs, "LOC 5.0", lexicon.Alphabet(g.rs), 12),
		Players:    []reports.EliotPlayer{{Table: 1, Name: "DUPONT Élise"}, {Table: 7, Name: "ȘERBAN <Ana> & \"Co\""}, {Table: 12, Name: "POPESCU Ion"}},
		Turns: []reports.EliotTurn{
			{Rack: r1.Rack, Top: r1.Top, Moves: []reports.EliotMove{
				{Move: &r1.Top}, {Word: "COLUMAN", Position: "H8"}, {}},
				Events: []reports.EliotEvent{{Kind: "Warning", Player: 2}, {Kind: "Warning", Player: 2}, {Kind: "Warning", Player: 2}}},
			{Rack: r2.Rack, Top: r2.Top, Moves: []reports.EliotMove{
				{}, {Move: &r2.Top}, {Word: "VAX", Position: "7I"}},
				Events: []reports.EliotEvent{{Kind: "Warning", Player: 2}, {Kind: "Penalty", Player: 2, Points: 5}, {Kind: "Solo", Player: 1, Points: 10}}},
		},
	}
}

// xmlElements lists the elements of an XML document in order, each as its
// path, its attributes in name order and its text.
func xmlElements(tb testing.TB, doc []byte) []string {
	tb.Helper()
	d := xml.NewDecoder(bytes.NewReader(doc))
	var path, out []string
	var text strings.Builder
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			return out
		}
		if err != nil {
			tb.Fatalf("the file is not well-formed XML: %v", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			path = append(path, t.Name.Local)
			var attrs []string
			for _, a := range t.Attr {
				attrs = append(attrs, a.Name.Local+"="+a.Value)
			}
			sort.Strings(attrs)
			out = append(out, strings.Join(path, "/")+" "+strings.Join(attrs, " "))
			text.Reset()
		case xml.CharData:
			text.Write(t)
		case xml.EndElement:
			if s := strings.TrimSpace(text.String()); s != "" {
				out[len(out)-1] += "= " + s
			}
			text.Reset()
			path = path[:len(path)-1]
		}
	}
}

// eliotXML writes g as Eliot's save file.
func eliotXML(tb testing.TB, g reports.EliotGame) []byte {
	tb.Helper()
	var b bytes.Buffer
	if err := reports.EliotXML(&b, g); err != nil {
		tb.Fatal(err)
	}
	return b.Bytes()
}

// TestEliotXML checks the Eliot save file element by element against
// Eliot's writer (game/xml_writer.cpp, format 2 with table numbers) and
// what its reader (game/xml_reader.cpp) needs: the dictionary's letters
// with the joker and its word count, which the reader compares with the
// dictionary loaded; a PlayerRack for every player after each GameRack
// (the reader plays each PlayerMove from the player's rack); attribute
// names, move types (valid, invalid, none), a valid move's points its own
// score and any other's 0; Eliot's coordinates (row letter first
// across); racks as "kept+drawn"; the game move with no player; the
// Statistics Eliot computes from the history, its default charge for
// warnings past the third (5 points, RULES §6) counted once; and the bytes
// against the golden file.
func TestEliotXML(t *testing.T) {
	out := eliotXML(t, eliotGame(t, newGame(t, "ro")))
	golden(t, "game.eliot.xml.golden", out)
	want := []string{
		"EliotGame format=2",
		"EliotGame/Dictionary ",
		"EliotGame/Dictionary/Name = LOC 5.0",
		"EliotGame/Dictionary/Type = dawg",
		"EliotGame/Dictionary/Letters = A B C D E F G H I J K L M N O P Q R S T U V W X Y Z ?",
		"EliotGame/Dictionary/WordNb = 12",
		"EliotGame/Game ",
		"EliotGame/Game/Mode = arbitration",
		"EliotGame/Game/Player id=0",
		"EliotGame/Game/Player/Name = DUPONT Élise",
		"EliotGame/Game/Player/Type = human",
		"EliotGame/Game/Player/TableNb = 1",
		"EliotGame/Game/Player id=1",
		"EliotGame/Game/Player/Name = ȘERBAN <Ana> & \"Co\"",
		"EliotGame/Game/Player/Type = human",
		"EliotGame/Game/Player/TableNb = 7",
		"EliotGame/Game/Player id=2",
		"EliotGame/Game/Player/Name = POPESCU Ion",
		"EliotGame/Game/Player/Type = human",
		"EliotGame/Game/Player/TableNb = 12",
		"EliotGame/Game/Turns = 2",
		"EliotGame/History ",
		"EliotGame/History/Turn ",
		"EliotGame/History/Turn/GameRack = ACLMNOU",
		"EliotGame/History/Turn/PlayerRack playerId=0= ACLMNOU",
		"EliotGame/History/Turn/PlayerRack playerId=1= ACLMNOU",
		"EliotGame/History/Turn/PlayerRack playerId=2= ACLMNOU",
		"EliotGame/History/Turn/PlayerMove coord=H8 playerId=0 points=78 type=valid word=COLUMNA",
		"EliotGame/History/Turn/PlayerMove coord=H8 playerId=1 points=0 type=invalid word=COLUMAN",
		"EliotGame/History/Turn/PlayerMove playerId=2 points=0 type=none",
		"EliotGame/History/Turn/Warning playerId=2",
		"EliotGame/History/Turn/Warning playerId=2",
		"EliotGame/History/Turn/Warning playerId=2",
		"EliotGame/History/Turn/MasterMove coord=H8 points=78 type=valid word=COLUMNA",
		"EliotGame/History/Turn/GameMove coord=H8 points=78 type=valid word=COLUMNA",
		"EliotGame/History/Turn ",
		"EliotGame/History/Turn/GameRack = AHLMUVX",
		"EliotGame/History/Turn/PlayerRack playerId=0= AHLMUVX",
		"EliotGame/History/Turn/PlayerRack playerId=1= AHLMUVX",
		"EliotGame/History/Turn/PlayerRack playerId=2= AHLMUVX",
		"EliotGame/History/Turn/PlayerMove playerId=0 points=0 type=none",
		"EliotGame/History/Turn/PlayerMove coord=I7 playerId=1 points=60 type=valid word=VAH",
		"EliotGame/History/Turn/PlayerMove coord=7I playerId=2 points=0 type=invalid word=VAX",
		"EliotGame/History/Turn/Warning playerId=2",
		"EliotGame/History/Turn/Penalty playerId=2 points=5",
		"EliotGame/History/Turn/Solo playerId=1 points=10",
		"EliotGame/History/Turn/MasterMove coord=I7 points=60 type=valid word=VAH",
		"EliotGame/History/Turn/GameMove coord=I7 points=60 type=valid word=VAH",
		"EliotGame/Statistics ",
		"EliotGame/Statistics/GameStats totalScore=138",
		"EliotGame/Statistics/PlayerStats diffWithTop=-60 penaltiesPoints=0 percentTop=57% playerId=0 rank=1 rawScore=78 solosPoints=0 totalScore=78 warningsNb=0",
		"EliotGame/Statistics/PlayerStats diffWithTop=-68 penaltiesPoints=0 percentTop=51% playerId=1 rank=2 rawScore=60 solosPoints=10 totalScore=70 warningsNb=0",
		// 4 warnings: Eliot charges 5 for the 4th; the Penalty of +5 gives
		// them back (a round's cap, RULES §6).
		"EliotGame/Statistics/PlayerStats diffWithTop=-138 penaltiesPoints=0 percentTop=0% playerId=2 rank=3 rawScore=0 solosPoints=0 totalScore=0 warningsNb=4",
	}
	if diff := cmp.Diff(want, xmlElements(t, out)); diff != "" {
		t.Errorf("elements (-want +got):\n%s", diff)
	}
}

// TestEliotTotals checks Eliot's count of a player's total against known
// answers: Eliot's default charge for warnings, 5 points for each past the
// third (RULES §6), on top of the Penalty elements, which are added as
// they are (a positive one gives points back).
func TestEliotTotals(t *testing.T) {
	for _, tt := range []struct{ warnings, charge int }{{0, 0}, {3, 0}, {4, 5}, {7, 20}} {
		if got := reports.EliotWarningsCharge(tt.warnings); got != tt.charge {
			t.Errorf("%d warnings cost %d, want %d", tt.warnings, got, tt.charge)
		}
	}
	g := eliotGame(t, newGame(t, "ro"))
	want := []reports.EliotTotals{
		{Raw: 78, Total: 78},
		{Raw: 60, Solos: 10, Total: 70},
		{Warnings: 4, Penalties: 0, Total: 0},
	}
	if diff := cmp.Diff(want, g.Totals()); diff != "" {
		t.Errorf("totals (-want +got):\n%s", diff)
	}
	g.Turns[1].Events = append(g.Turns[1].Events, reports.EliotEvent{Kind: "Warning", Player: 2}, reports.EliotEvent{Kind: "Penalty", Player: 2, Points: -3})
	if got := g.Totals()[2]; got.Penalties != 5-10-3 || got.Total != -8 {
		t.Errorf("5 warnings and penalties of +5 and -3: %+v, want penalties -8", got)
	}
}

// transposed is m mirrored across the board's main diagonal: the same move
// on the symmetric board, with the same score (RULES §1, §3).
func transposed(m scoring.Move) scoring.Move {
	m.Pos.Row, m.Pos.Col = m.Pos.Col, m.Pos.Row
	m.Pos.Dir = scoring.Down - m.Pos.Dir
	m.Placed = append([]scoring.Placement(nil), m.Placed...)
	for i := range m.Placed {
		m.Placed[i].Row, m.Placed[i].Col = m.Placed[i].Col, m.Placed[i].Row
	}
	return m
}

// TestEliotXML_Transposed: Eliot's duplicate and arbitration modes want the
// first move across (game.cpp refuses a vertical one on the empty board),
// where RULES §3 allows either. A game whose first top is down is written
// transposed, with a note: its file is the mirrored game's, every
// coordinate and score the same. A player's move down on the empty board
// is written across, whichever way the top runs.
func TestEliotXML_Transposed(t *testing.T) {
	g := eliotGame(t, newGame(t, "ro"))
	across := eliotXML(t, g)
	mirror := g
	mirror.Turns = nil
	for _, turn := range g.Turns {
		turn.Top = transposed(turn.Top)
		moves := make([]reports.EliotMove, len(turn.Moves))
		for i, m := range turn.Moves {
			moves[i] = m
			if m.Move != nil {
				tm := transposed(*m.Move)
				moves[i].Move = &tm
			}
		}
		turn.Moves = moves
		mirror.Turns = append(mirror.Turns, turn)
	}
	down := eliotXML(t, mirror)
	note := "        <!-- the game is written transposed, rows as columns: Eliot wants the first move across; the board is symmetric, the scores are the same -->\n"
	if !bytes.Contains(down, []byte(note)) {
		t.Errorf("no note of the transposition in\n%s", down)
	}
	if diff := cmp.Diff(string(across), strings.Replace(string(down), note, "", 1)); diff != "" {
		t.Errorf("the transposed game's file differs (-across +down):\n%s", diff)
	}
	if top := g.Turns[0].Top.Pos; top.Dir != scoring.Across {
		t.Fatalf("the fixture's first top should run across, not %+v", top)
	}
	down0 := transposed(g.Turns[0].Top)
	g.Turns[0].Moves[2] = reports.EliotMove{Move: &down0}
	want := `<PlayerMove playerId="2" points="78" type="valid" word="COLUMNA" coord="H8" />`
	if out := eliotXML(t, g); !bytes.Contains(out, []byte(want)) {
		t.Errorf("a first move down (%+v) is not written across as %s in\n%s", down0.Pos, want, out)
	}
}

// TestEliotXML_BoardJoker: a lower-case letter in Eliot's word is a joker
// the move places; a joker already on the board is written as the letter
// on the board, in upper case (board.cpp refuses a joker over a board
// tile: "Using a joker tile to emulate the letter on the board is not
// allowed").
func TestEliotXML_BoardJoker(t *testing.T) {
	g := eliotGame(t, newGame(t, "ro"))
	// RERETATi at K4 down: the last i a joker on the board, the e at row
	// 5 a joker placed now, the rest placed from the rack.
	m := scoring.Move{Pos: scoring.Position{Row: 3, Col: 10, Dir: scoring.Down}, Word: "ReRETATi", Score: 64}
	for i := range 7 {
		m.Placed = append(m.Placed, scoring.Placement{Row: 3 + i, Col: 10, Tile: scoring.Tile(m.Word[i])})
	}
	g.Turns[1].Moves[0] = reports.EliotMove{Move: &m}
	want := `<PlayerMove playerId="0" points="64" type="valid" word="ReRETATI" coord="11D" />`
	if out := eliotXML(t, g); !bytes.Contains(out, []byte(want)) {
		t.Errorf("missing %s in\n%s", want, out)
	}
}

// TestEliotXML_Coordinates checks that Eliot's coordinates do not depend on
// the rule set's labelling (Italian positions put the number first for a
// move across, RULES §1), that a rack with a remainder is "kept+drawn" and
// that SERUm's m, the joker MAXIm put on the board, is written upper case.
func TestEliotXML_Coordinates(t *testing.T) {
	g := newGame(t, "it")
	eg := eliotGame(t, g)
	eg.Turns = []reports.EliotTurn{{Rack: g.rounds[3].Rack, Top: g.rounds[3].Top}}
	els := xmlElements(t, eliotXML(t, eg))
	want := map[string]bool{
		"EliotGame/History/Turn/GameRack = ELU+ARST":                                                                           true,
		"EliotGame/History/Turn/PlayerRack playerId=0= ELU+ARST":                                                               true,
		"EliotGame/History/Turn/MasterMove coord=K10 points=" + strconv.Itoa(g.rounds[3].Top.Score) + " type=valid word=SERUM": true,
	}
	for _, e := range els {
		delete(want, e)
	}
	if len(want) > 0 {
		t.Errorf("missing %v in:\n%s", want, strings.Join(els, "\n"))
	}
	if g.rs.FormatPosition(g.rounds[3].Top.Pos) == "K10" {
		t.Fatalf("the Italian labelling should differ from Eliot's for this move")
	}
}

// TestEliotXML_VariantNotes: a variant game's notes are XML comments (no
// "--" inside them, which XML forbids), its Eliot variant a Variant element
// right after Mode, where Eliot's reader expects it.
func TestEliotXML_VariantNotes(t *testing.T) {
	g := eliotGame(t, newGame(t, "ro"))
	g.Variant, g.Note = "7among8", "a note -- with dashes-"
	g.Turns[0].Notes = []string{"the top takes E from the stock --", "a second note"}
	out := string(eliotXML(t, g))
	for _, want := range []string{
		"        <!-- a note - with dashes -->\n        <Mode>arbitration</Mode>\n        <Variant>7among8</Variant>\n",
		"        <Turn>\n            <!-- the top takes E from the stock -->\n            <!-- a second note -->\n            <GameRack>",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	xmlElements(t, []byte(out))
}
