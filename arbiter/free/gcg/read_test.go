package gcg_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/arbiter/free/gcg"
	"arbiter/scoring"
)

func readFile(tb testing.TB, name string) *gcg.Game {
	tb.Helper()
	f, err := os.Open("testdata/" + name)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	g, err := gcg.Read(f)
	if err != nil {
		tb.Fatalf("Read(%s): %v", name, err)
	}
	return g
}

// TestRead_Romanian reads a Romanian game written with both forms of the
// diacritics (comma below Ș Ț, cedilla Ş Ţ) and jokers in lower case: the
// letters fold as RULES §2 folds them, names and notes stay as written.
func TestRead_Romanian(t *testing.T) {
	got := readFile(t, "ro_diacritics.gcg")
	across := func(row, col int) scoring.Position { return scoring.Position{Row: row, Col: col, Dir: scoring.Across} }
	want := &gcg.Game{
		Players: []gcg.Player{{Nick: "ana", Name: "Ana Știrbu"}, {Nick: "dan", Name: "Dan Ţepeş"}},
		Lexicon: "LOC",
		Pragmas: []gcg.Pragma{{Name: "title", Value: "Cupa Brăilei, runda 3"}},
		Events: []gcg.Event{
			{Line: 6, Kind: gcg.Play, Player: 0, Rack: "ACLMNOU", Pos: across(7, 7), Word: "COLUMNA", Score: 78, Total: 78,
				Note: "exemplul din seed 002: H8 COLUMNA, 78 de puncte"},
			{Line: 8, Kind: gcg.Play, Player: 1, Rack: "AHLMUVX", Pos: across(8, 6), Word: "VAH", Score: 60, Total: 60,
				Note: "I7 VAH în notația română"},
			{Line: 10, Kind: gcg.Exchange, Player: 0, Rack: "STIRE??", Tiles: "ST", Total: 78},
			{Line: 11, Kind: gcg.Play, Player: 1, Rack: "AISTLMX", Pos: across(6, 10), Word: "StIr.", Score: 7, Total: 67},
			{Line: 12, Kind: gcg.Withdrawn, Player: 1, Rack: "AISTLMX", Score: -7, Total: 60},
			{Line: 13, Kind: gcg.Pass, Player: 0, Rack: "?EIRSTU", Total: 78},
			{Line: 14, Kind: gcg.Play, Player: 1, Rack: "AILMSTX", Pos: across(9, 5), Word: "SaL", Score: 6, Total: 66},
			{Line: 15, Kind: gcg.ChallengeBonus, Player: 0, Rack: "EIRSTUZ", Total: 78},
			{Line: 16, Kind: gcg.EndPoints, Player: 1, Tiles: "EIRSTUZ", Score: 15, Total: 81},
		},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Read() mismatch (-want +got):\n%s", diff)
	}
}

// TestRead_Forms reads a note before the first turn, a note of several
// lines (a second #note and a line continuing it), an exchange of a number
// of tiles, a time penalty and the rack taken off at the end.
func TestRead_Forms(t *testing.T) {
	got := readFile(t, "two_lines_of_note.gcg")
	if want := "before any turn"; got.Note != want {
		t.Errorf("game note = %q, want %q", got.Note, want)
	}
	want := []gcg.Event{
		{Line: 4, Kind: gcg.Play, Player: 0, Rack: "AEINRST", Pos: scoring.Position{Row: 7, Col: 3}, Word: "RETAINS", Score: 70, Total: 70,
			Note: "first line\nsecond line, a continuation\nthird line"},
		{Line: 8, Kind: gcg.Exchange, Player: 1, Rack: "DEIILTZ", Count: 3},
		{Line: 9, Kind: gcg.TimePenalty, Player: 0, Rack: "ABCDEFG", Score: -10, Total: 60},
		{Line: 10, Kind: gcg.RackPenalty, Player: 1, Rack: "DEIILTZ", Tiles: "DEIILTZ", Score: -15, Total: -15},
	}
	if diff := cmp.Diff(want, got.Events); diff != "" {
		t.Errorf("events mismatch (-want +got):\n%s", diff)
	}
}

// TestRead_QuackleLayout reads the layout of Quackle's files: fields
// lined up with several blanks, lower-case positions, the words formed
// after the total (kept as the comment), a withdrawal written "+0" with
// the total saying what it took off.
func TestRead_QuackleLayout(t *testing.T) {
	got := readFile(t, "quackle_style.gcg").Events
	want := []gcg.Event{
		{Line: 4, Kind: gcg.Play, Player: 0, Rack: "ACLMNOU", Pos: scoring.Position{Row: 3, Col: 7, Dir: scoring.Down}, Word: "COLUMNA", Score: 70, Total: 70},
		{Line: 5, Kind: gcg.Play, Player: 1, Rack: "AHLMUVX", Pos: scoring.Position{Row: 8, Col: 6}, Word: "VAH", Score: 60, Total: 60, Comment: "VAH, CA, OH"},
		{Line: 6, Kind: gcg.Play, Player: 0, Rack: "DEIRSTU", Pos: scoring.Position{Row: 9, Col: 8, Dir: scoring.Down}, Word: "RIDE", Score: 20, Total: 90},
		{Line: 7, Kind: gcg.Withdrawn, Player: 0, Rack: "DEIRSTU", Total: 70},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("events (-want +got):\n%s", diff)
	}
}

// TestRead_Latin1 reads a file without an encoding line as ISO 8859-1, as
// the format says.
func TestRead_Latin1(t *testing.T) {
	g := readFile(t, "latin1.gcg")
	if got, want := g.Players[0], (gcg.Player{Nick: "césar", Name: "César"}); got != want {
		t.Errorf("player 1 = %+v, want %+v", got, want)
	}
	if got := g.Events[0].Player; got != 0 {
		t.Errorf("the turn of césar is of player %d, want 0", got)
	}
}

// TestRead_Errors: every malformed line is refused with its number and
// the reason, under the code invalid_input.
func TestRead_Errors(t *testing.T) {
	const head = "#player1 a A\n#player2 b B\n"
	tests := []struct {
		name   string
		input  string
		reason gcg.Reason
		msg    string
	}{
		{"NoPlayers", "#lexicon LOC\n", gcg.ErrMissing,
			"game record, line 1: no #player pragma: a game record names its players first"},
		{"TurnBeforePlayers", ">a: AB 8H AB +4 4\n", gcg.ErrNoPlayer,
			"game record, line 1: a turn before any #player pragma"},
		{"UnknownNick", head + ">c: AB 8H AB +4 4\n", gcg.ErrPlayer,
			`game record, line 3: turn of "c": no #player has that nickname`},
		{"NotAForm", head + "8H AB +4 4\n", gcg.ErrLine,
			`game record, line 3: "8H AB +4 4" is neither a pragma (#…) nor a turn (>…)`},
		{"TooFewFields", head + ">a: AB 8H +4\n", gcg.ErrLine,
			`game record, line 3: a's turn "AB 8H +4": 3 fields, too few for a play: write RACK POS WORD +score total, RACK -TILES +0 total, RACK - +0 total or RACK -- -score total`},
		{"OffBoardRow", head + ">a: AB 16H AB +4 4\n", gcg.ErrPosition,
			`game record, line 3: a's turn "AB 16H AB +4 4": position "16H" is off the board (rows 1–15, columns A–O)`},
		{"OffBoardColumn", head + ">a: AB 8P AB +4 4\n", gcg.ErrPosition,
			`game record, line 3: a's turn "AB 8P AB +4 4": position "8P" is off the board (rows 1–15, columns A–O)`},
		{"RunsOffBoard", head + ">a: ABCDEFG 8K ABCDEFG +20 20\n", gcg.ErrWord,
			`game record, line 3: a's turn "ABCDEFG 8K ABCDEFG +20 20": word "ABCDEFG" at 8K runs off the board: 7 letters from there need columns up to 17`},
		{"RunsOffBoardDown", head + ">a: ABCDEFG K12 ABCDEFG +20 20\n", gcg.ErrWord,
			`game record, line 3: a's turn "ABCDEFG K12 ABCDEFG +20 20": word "ABCDEFG" at K12 runs off the board: 7 letters from there need rows up to 18`},
		{"DigitInWord", head + ">a: AB 8H A1 +4 4\n", gcg.ErrWord,
			`game record, line 3: a's turn "AB 8H A1 +4 4": word "A1": '1' is not a letter or '.' for a tile on the board`},
		{"OnlyDots", head + ">a: AB 8H .. +4 4\n", gcg.ErrWord,
			`game record, line 3: a's turn "AB 8H .. +4 4": word ".." places no tile`},
		{"LowerRack", head + ">a: ab 8H AB +4 4\n", gcg.ErrRack,
			`game record, line 3: a's turn "ab 8H AB +4 4": the rack "ab": 'a' is neither a capital letter nor ? for a joker`},
		{"NulInRack", head + ">a: \x00AB 8H AB +4 4\n", gcg.ErrRack,
			`game record, line 3: a's turn "\x00AB 8H AB +4 4": the rack "\x00AB": '\x00' is neither a capital letter nor ? for a joker`},
		{"UnsignedScore", head + ">a: AB 8H AB 4 4\n", gcg.ErrNumber,
			`game record, line 3: a's turn "AB 8H AB 4 4": score "4": write its sign, as in +32 or -5`},
		{"PassScores", head + ">a: AB - +3 3\n", gcg.ErrNumber,
			`game record, line 3: a's turn "AB - +3 3": a pass scores +0, not +3`},
		{"WithdrawAdds", head + ">a: AB 8H AB +4 4\n>a: AB -- +4 0\n", gcg.ErrNumber,
			`game record, line 4: a's turn "AB -- +4 0": a withdrawn play takes points off: write -4`},
		{"WithdrawAlone", head + ">a: AB -- -4 0\n", gcg.ErrWithdraw,
			`game record, line 3: a's withdrawal "--" follows no play of a`},
		{"WithdrawOther", head + ">a: AB 8H AB +4 4\n>b: AB -- -4 0\n", gcg.ErrWithdraw,
			`game record, line 4: b's withdrawal "--" follows no play of b`},
		{"ExchangeNothing", head + ">a: AB -0 +0 0\n", gcg.ErrRack,
			`game record, line 3: a's turn "AB -0 +0 0": exchange "-0": write the tiles put back or their number, 1 to 15`},
		{"BadTotal", head + ">a: AB 8H AB +4 x\n", gcg.ErrNumber,
			`game record, line 3: a's turn "AB 8H AB +4 x": total "x": not a whole number`},
		{"PlayerOutOfOrder", "#player2 b B\n", gcg.ErrPragma,
			"game record, line 1: #player2: players are numbered in order from #player1 to #player4, the next here is #player1"},
		{"FifthPlayer", "#player1 a\n#player2 b\n#player3 c\n#player4 d\n#player5 e\n", gcg.ErrPragma,
			"game record, line 5: #player5: players are numbered in order from #player1 to #player4, the next here is #player5"},
		{"SameNick", "#player1 a A\n#player2 a B\n", gcg.ErrDupNick,
			`game record, line 2: nickname "a" names two players`},
		{"PragmaAfterTurns", head + ">a: AB 8H AB +4 4\n#lexicon LOC\n", gcg.ErrPragma,
			"game record, line 4: #lexicon after the first turn: only #note and #rack1, #rack2… may follow turns"},
		{"EncodingNotFirst", head + "#character-encoding UTF-8\n", gcg.ErrEncoding,
			"game record, line 3: #character-encoding must be the first line"},
		{"OtherEncoding", "#character-encoding ISO8859-6\n" + head, gcg.ErrEncoding,
			`game record, line 1: encoding "ISO8859-6": only UTF-8 and ISO 8859-1 are read`},
		{"NotUTF8", "#character-encoding UTF-8\n#player1 \xff\n", gcg.ErrEncoding,
			"game record, line 1: the file says UTF-8 but holds bytes that are not UTF-8"},
		{"TooLarge", head + "#note " + strings.Repeat("x", gcg.MaxSize) + "\n", gcg.ErrTooLarge,
			"game record: the file is over 1048576 bytes, more than any game"},
		{"TooManyTurns", head + strings.Repeat(">a: AB - +0 0\n", gcg.MaxEvents+1), gcg.ErrTooLarge,
			"game record, line 2003: more than 2000 turns, more than any game"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := gcg.Read(strings.NewReader(tt.input))
			if err == nil {
				t.Fatalf("Read() = %+v, want an error", g)
			}
			if got := arbiter.ErrorCode(err); got != arbiter.EInvalidInput {
				t.Errorf("code = %q, want %q", got, arbiter.EInvalidInput)
			}
			if !errors.Is(err, tt.reason) {
				t.Errorf("error %v does not wrap %q", err, tt.reason)
			}
			if got := arbiter.ErrorMessage(err); got != tt.msg {
				t.Errorf("message:\ngot  %s\nwant %s", got, tt.msg)
			}
			pe, ok := errors.AsType[*gcg.ParseError](err)
			if !ok || pe.Reason != tt.reason || pe.Line > 0 && pe.Error() != strings.TrimPrefix(tt.msg, "game record, ") {
				t.Errorf("the cause %#v is not the line's *ParseError", pe)
			}
		})
	}
}

// TestPosition holds the conversion of RULES §1: GCG's `8H` (row 8,
// column H, across) is the Romanian `H8`, and GCG's `H8` (down) the
// Romanian `8H`; the Italian rule set labels the board as GCG does.
func TestPosition(t *testing.T) {
	ro, _ := scoring.Builtin("ro")
	it, _ := scoring.Builtin("it")
	tests := []struct {
		gcg, ro, it string
		want        scoring.Position
	}{
		{"8H", "H8", "8H", scoring.Position{Row: 7, Col: 7, Dir: scoring.Across}},
		{"H8", "8H", "H8", scoring.Position{Row: 7, Col: 7, Dir: scoring.Down}},
		{"9G", "I7", "9G", scoring.Position{Row: 8, Col: 6, Dir: scoring.Across}}, // seed 002's I7 VAH
		{"1A", "A1", "1A", scoring.Position{Row: 0, Col: 0, Dir: scoring.Across}},
		{"O15", "15O", "O15", scoring.Position{Row: 14, Col: 14, Dir: scoring.Down}},
		{"15O", "O15", "15O", scoring.Position{Row: 14, Col: 14, Dir: scoring.Across}},
		{"C12", "3L", "C12", scoring.Position{Row: 11, Col: 2, Dir: scoring.Down}},
	}
	for _, tt := range tests {
		got, err := gcg.ParsePosition(tt.gcg)
		if err != nil {
			t.Fatalf("ParsePosition(%q): %v", tt.gcg, err)
		}
		if got != tt.want {
			t.Errorf("ParsePosition(%q) = %+v, want %+v", tt.gcg, got, tt.want)
		}
		if s := gcg.FormatPosition(got); s != tt.gcg {
			t.Errorf("FormatPosition(%+v) = %q, want %q", got, s, tt.gcg)
		}
		if s := ro.FormatPosition(got); s != tt.ro {
			t.Errorf("GCG %s in ro = %q, want %q", tt.gcg, s, tt.ro)
		}
		if s := it.FormatPosition(got); s != tt.it {
			t.Errorf("GCG %s in it = %q, want %q", tt.gcg, s, tt.it)
		}
	}
	if got, err := gcg.ParsePosition("h8"); err != nil || got != (scoring.Position{Row: 7, Col: 7, Dir: scoring.Down}) {
		t.Errorf(`ParsePosition("h8") = %+v, %v; want column H, row 8, down`, got, err)
	}
	for _, bad := range []string{"", "8", "H", "0H", "8Z", "H0", "H16", "88", "HH", "08H", "8H8"} {
		if p, err := gcg.ParsePosition(bad); err == nil {
			t.Errorf("ParsePosition(%q) = %+v, want an error", bad, p)
		}
	}
}

// TestWrite_RoundTrip writes each test file and reads it back: the same
// game, line numbers aside, and the same bytes when written again.
func TestWrite_RoundTrip(t *testing.T) {
	for _, name := range []string{"ro_diacritics.gcg", "two_lines_of_note.gcg", "latin1.gcg", "quackle_style.gcg"} {
		t.Run(name, func(t *testing.T) {
			g := readFile(t, name)
			var first bytes.Buffer
			if err := gcg.Write(&first, g); err != nil {
				t.Fatal(err)
			}
			back, err := gcg.Read(bytes.NewReader(first.Bytes()))
			if err != nil {
				t.Fatalf("Read(Write()): %v\n%s", err, first.String())
			}
			if diff := cmp.Diff(withoutLines(g), withoutLines(back)); diff != "" {
				t.Errorf("read back (-want +got):\n%s", diff)
			}
			var second bytes.Buffer
			if err := gcg.Write(&second, back); err != nil {
				t.Fatal(err)
			}
			if first.String() != second.String() {
				t.Errorf("written twice:\n%s\nthen\n%s", first.String(), second.String())
			}
		})
	}
}

// TestWrite_Golden writes the Romanian game as the golden file says.
func TestWrite_Golden(t *testing.T) {
	var b bytes.Buffer
	if err := gcg.Write(&b, readFile(t, "ro_diacritics.gcg")); err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("testdata/ro_diacritics.golden")
	if err != nil {
		t.Fatal(err)
	}
	if b.String() != string(want) {
		t.Errorf("Write():\ngot\n%s\nwant\n%s", b.String(), want)
	}
}

// TestWrite_Refused: a game GCG cannot hold is refused, nothing written.
func TestWrite_Refused(t *testing.T) {
	tests := []struct {
		name string
		g    gcg.Game
		msg  string
	}{
		{"NoPlayers", gcg.Game{}, "game record: 0 players: GCG holds 1 to 4"},
		{"BlankInNick", gcg.Game{Players: []gcg.Player{{Nick: "ana maria"}}},
			`game record: player 1's nickname "ana maria": a nickname is one word without ':'`},
		{"TurnOfNoPlayer", gcg.Game{Players: []gcg.Player{{Nick: "a"}}, Events: []gcg.Event{{Kind: gcg.Pass, Player: 1}}},
			"game record: turn 1 is of player 2, but the game has 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			err := gcg.Write(&b, &tt.g)
			if got := arbiter.ErrorMessage(err); got != tt.msg || arbiter.ErrorCode(err) != arbiter.EInvalidInput {
				t.Errorf("Write() = %v (%s), want %q", err, arbiter.ErrorCode(err), tt.msg)
			}
			if b.Len() != 0 {
				t.Errorf("Write() wrote %q", b.String())
			}
		})
	}
}

// withoutLines returns g with its events' line numbers cleared.
func withoutLines(g *gcg.Game) *gcg.Game {
	c := *g
	c.Events = append([]gcg.Event(nil), g.Events...)
	for i := range c.Events {
		c.Events[i].Line = 0
	}
	return &c
}

// FuzzRoundTrip reads any bytes; what reads is written, read back to the
// same game (line numbers aside) and written again to the same bytes.
func FuzzRoundTrip(f *testing.F) {
	files, err := filepath.Glob("testdata/*.gcg")
	if err != nil {
		f.Fatal(err)
	}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("#player1 a\n>a: AB 8H AB +4 4\n>a: AB -- -4 0\n>a: (time) +-10 -10\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := gcg.Read(bytes.NewReader(data))
		if err != nil {
			return
		}
		var first bytes.Buffer
		if err := gcg.Write(&first, g); err != nil {
			t.Fatalf("Write() of a game read: %v", err)
		}
		back, err := gcg.Read(bytes.NewReader(first.Bytes()))
		if err != nil {
			t.Logf("input %q", data)
			t.Fatalf("Read(Write()): %v\n%s", err, first.String())
		}
		if diff := cmp.Diff(withoutLines(g), withoutLines(back)); diff != "" {
			t.Logf("input %q", data)
			t.Fatalf("read back (-want +got):\n%s", diff)
		}
		var second bytes.Buffer
		if err := gcg.Write(&second, back); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(first.Bytes(), second.Bytes()) {
			t.Fatalf("written twice:\n%s\nthen\n%s", first.String(), second.String())
		}
	})
}
