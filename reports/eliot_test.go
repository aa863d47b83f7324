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
)

// eliotGame is two rounds of the fixture game (RULES §3's COLUMNA, then
// VAH) for two players and a player whose name needs escaping: a valid
// move, a refused one, none, a solo, a warning and a penalty.
func eliotGame(tb testing.TB, g game) reports.EliotGame {
	tb.Helper()
	r1, r2 := g.rounds[0], g.rounds[1]
	return reports.EliotGame{
		Dictionary: "LOC 5.0", Words: 12,
		Players: []reports.EliotPlayer{{Table: 1, Name: "DUPONT Élise"}, {Table: 7, Name: "ȘERBAN <Ana> & \"Co\""}, {Table: 12, Name: "POPESCU Ion"}},
		Turns: []reports.EliotTurn{
			{Rack: r1.Rack, Top: r1.Top, Moves: []reports.EliotMove{
				{Points: 78, Move: &r1.Top}, {Points: 0, Word: "COLUMAN", Position: "H8"}, {}},
				Events: []reports.EliotEvent{{Kind: "Warning", Player: 2}}},
			{Rack: r2.Rack, Top: r2.Top, Moves: []reports.EliotMove{
				{}, {Points: r2.Top.Score, Move: &r2.Top}, {Points: 0, Word: "VAX", Position: "7I"}},
				Events: []reports.EliotEvent{{Kind: "Solo", Player: 1, Points: 10}, {Kind: "Penalty", Player: 2, Points: -5}}},
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

// TestEliotXML checks the Eliot save file element by element against the
// layout of Eliot's writer (game/xml_writer.cpp, format 2 with table
// numbers): element names and nesting, attribute names (playerId, points,
// type, word, coord), move types (valid, invalid, none), Eliot's
// coordinates (row letter first across), racks as "kept+drawn", the game
// move assigned to player 0; and the bytes against the golden file.
func TestEliotXML(t *testing.T) {
	g := newGame(t, "ro")
	var b bytes.Buffer
	if err := reports.EliotXML(&b, g.rs, eliotGame(t, g)); err != nil {
		t.Fatal(err)
	}
	golden(t, "game.eliot.xml.golden", b.Bytes())
	want := []string{
		"EliotGame format=2",
		"EliotGame/Dictionary ",
		"EliotGame/Dictionary/Name = LOC 5.0",
		"EliotGame/Dictionary/Type = dawg",
		"EliotGame/Dictionary/Letters = A B C D E F G H I J L M N O P R S T U V X Z",
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
		"EliotGame/History/Turn/PlayerMove coord=H8 playerId=0 points=78 type=valid word=COLUMNA",
		"EliotGame/History/Turn/PlayerMove coord=H8 playerId=1 points=0 type=invalid word=COLUMAN",
		"EliotGame/History/Turn/PlayerMove playerId=2 points=0 type=none",
		"EliotGame/History/Turn/Warning playerId=2",
		"EliotGame/History/Turn/MasterMove coord=H8 points=78 type=valid word=COLUMNA",
		"EliotGame/History/Turn/GameMove coord=H8 playerId=0 points=78 type=valid word=COLUMNA",
		"EliotGame/History/Turn ",
		"EliotGame/History/Turn/GameRack = AHLMUVX",
		"EliotGame/History/Turn/PlayerMove playerId=0 points=0 type=none",
		"EliotGame/History/Turn/PlayerMove coord=I7 playerId=1 points=60 type=valid word=VAH",
		"EliotGame/History/Turn/PlayerMove coord=7I playerId=2 points=0 type=invalid word=VAX",
		"EliotGame/History/Turn/Solo playerId=1 points=10",
		"EliotGame/History/Turn/Penalty playerId=2 points=-5",
		"EliotGame/History/Turn/MasterMove coord=I7 points=60 type=valid word=VAH",
		"EliotGame/History/Turn/GameMove coord=I7 playerId=0 points=60 type=valid word=VAH",
	}
	if diff := cmp.Diff(want, xmlElements(t, b.Bytes())); diff != "" {
		t.Errorf("elements (-want +got):\n%s", diff)
	}
}

// TestEliotXML_Coordinates checks that Eliot's coordinates do not depend on
// the rule set's labelling (Italian positions put the number first for a
// move across, RULES §1) and that a rack with a remainder is "kept+drawn".
func TestEliotXML_Coordinates(t *testing.T) {
	g := newGame(t, "it")
	eg := eliotGame(t, g)
	eg.Turns = []reports.EliotTurn{{Rack: g.rounds[3].Rack, Top: g.rounds[3].Top}}
	var b bytes.Buffer
	if err := reports.EliotXML(&b, g.rs, eg); err != nil {
		t.Fatal(err)
	}
	els := xmlElements(t, b.Bytes())
	want := map[string]bool{
		"EliotGame/History/Turn/GameRack = ELU+ARST": true,
		"EliotGame/History/Turn/MasterMove coord=K10 points=" + strconv.Itoa(g.rounds[3].Top.Score) + " type=valid word=SERUm": true,
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
	fixture := newGame(t, "ro")
	g := eliotGame(t, fixture)
	g.Variant, g.Note = "7among8", "a note -- with dashes-"
	g.Turns[0].Note = "the top takes E from the stock --"
	var b bytes.Buffer
	if err := reports.EliotXML(&b, fixture.rs, g); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"        <!-- a note - with dashes -->\n        <Mode>arbitration</Mode>\n        <Variant>7among8</Variant>\n",
		"        <Turn>\n            <!-- the top takes E from the stock -->\n            <GameRack>",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	xmlElements(t, b.Bytes())
}
