package problem

import (
	"strings"
	"testing"
	"time"

	"arbiter/scoring"
)

// TestReadSheet_Errors refuses sheets a careless or hostile hand wrote,
// naming the field at fault.
func TestReadSheet_Errors(t *testing.T) {
	for _, tt := range []struct {
		name  string
		kind  Kind
		sheet string
		want  string
	}{
		{"NotJSON", Integral, `{"rounds": [`, "sheet: not a sheet in JSON: unexpected EOF"},
		{"Empty", Integral, " \n", "sheet: empty: a sheet is one JSON object {…}"},
		{"TypoField", Integral, `{"round": []}`, `sheet: not a sheet in JSON: unknown field "round"`},
		{"WrongType", Integral, `{"rounds": [{"moves": [{"position": 8, "word": "AB"}]}]}`, `rounds.moves.position: not a sheet in JSON: field "rounds.moves.position" has the wrong type (number)`},
		{"Trailing", Integral, `{} {}`, "sheet: text after the sheet's closing brace"},
		{"OtherDiscipline", Partial, `{"discipline": "sir"}`, "discipline: the sheet solves a sir problem, not partial"},
		{"UnknownDiscipline", Partial, `{"discipline": "scrabble"}`, `discipline: unknown discipline "scrabble": one of integral, partial, sir, maxime, superscrabble, incomplet, partida-superscrabble, nscrabble`},
		{"IntegralLetters", Integral, `{"letters": "ABC"}`, "letters: an integral sheet has no letters"},
		{"PartialNoLetters", Partial, `{"rounds": []}`, "letters: missing: the 21 to 35 letters drawn"},
		{"PartialTooFew", Partial, `{"letters": "ABCDE"}`, "letters: 5 letters: a partial problem draws 21 to 35"},
		{"SirTooMany", Sir, `{"letters": "AAAAAAAAAAA EEEEEEEEE IIIIIIIIII OOOOO UUUUUU RRRRR"}`, "letters: 46 letters: a sir problem draws 31 to 45"},
		{"NotInSet", Partial, `{"letters": "` + strings.Repeat("H", 21) + `"}`, `letters: rack "HHHHHHHHHHHHHHHHHHHHH": 21 × H, but the ro set holds 1`},
		{"MissingWord", Integral, `{"rounds": [{"moves": [{"position": "H8"}]}]}`, "rounds[0].moves[0].word: missing"},
		{"MissingGroup", Maxime, `{"groups": {"1": "ABCDEFG"}, "moves": [{"position": "H8", "word": "AB"}]}`, "moves[0].group: missing: the number of the group played"},
		{"GroupNumber", Maxime, `{"groups": {"1": "ABCDEFG", "3": "ABCDEFG"}}`, `groups: group "3": the 2 groups are numbered 1 to 2`},
		{"GroupKeyLeadingZero", Maxime, `{"groups": {"1": "ABCDEFG", "01": "ABCDEFG"}}`, `groups: group "01": the 2 groups are numbered 1 to 2`},
		{"GroupKeySign", NScrabble, `{"groups": {"+1": "ABCDEFG", "2": "ABCDEFG"}}`, `groups: group "+1": the 2 groups are numbered 1 to 2`},
		{"GroupSize", Maxime, `{"groups": {"1": "ABCDEF"}}`, "groups[1]: 6 letters: a group has 7"},
		{"GroupsBeyondSet", Maxime, `{"groups": {"1": "ZAAAAAA", "2": "ZEEEEEE"}}`, "groups: together more tiles than the set holds: Z beyond it"},
		{"ConsonantsWithVowel", NScrabble, `{"announced": "consonants", "groups": {"1": "CLMNA"}}`, "groups[1]: ACLMN: only the consonants and jokers are announced, not the vowels A"},
		{"ConsonantsTooMany", Maxime, `{"announced": "consonants", "groups": {"1": "BCDFGHJL"}}`, "groups[1]: 8 letters: a group has at most 7"},
		{"Announced", Maxime, `{"announced": "vowels", "groups": {"1": "BCD"}}`, `announced: "vowels": all or consonants`},
		{"AnnouncedInPartial", Partial, `{"announced": "consonants"}`, "announced: a partial sheet has no announced"},
		{"Order", NScrabble, `{"groups": {"1": "ABCDEFG"}, "order": "random"}`, `order: "random": free or imposed`},
		{"BoardRows", Superscrabble, `{"board": ["..."], "rack": "ABCDEFG"}`, "board: 1 rows: the board has 15 rows of 15 squares, '.' empty"},
		{"EmptyBoard", Superscrabble, `{"board": [` + strings.Repeat(`"...............",`, 14) + `"..............."], "rack": "ABCDEFG"}`, "board: empty: a Superscrabble problem gives a board with words on it"},
		{"NoRack", Superscrabble, `{}`, "rack: missing: the group of 7 letters"},
		{"GroupedInIntegral", Integral, `{"rounds": [{"moves": [{"group": 1, "position": "H8", "word": "AB"}]}]}`, "rounds[0].moves[0].group: only Serie de maxime and N-Scrabble name groups"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			rs, _ := scoring.Builtin("ro")
			// Read several times: a map's order must not choose the answer.
			for range 20 {
				_, err := ReadSheet(rs, tt.kind, strings.NewReader(tt.sheet))
				if err == nil || err.Error() != tt.want {
					t.Fatalf("ReadSheet() = %v, want %q", err, tt.want)
				}
			}
		})
	}
}

// FuzzReadSheet reads any bytes as a sheet of every kind: a sheet or a
// *SheetError, never a panic; a sheet read is checked without a panic.
func FuzzReadSheet(f *testing.F) {
	f.Add(`{"discipline": "integral", "rounds": [{"moves": [{"position": "H8", "word": "COLUMNA", "score": 78}]}]}`)
	f.Add(`{"letters": "ACLMNOUAHVLAEIRSTEIRSTEIRSTEIRST", "rounds": [{"moves": [{"position": "H8", "word": "COLUMNA"}, {"position": "x9", "word": "é"}]}]}`)
	f.Add(`{"groups": {"1": "ACLMNOU", "2": "AHLMUVX"}, "order": "imposed", "moves": [{"group": 2, "position": "I7", "word": "VAH", "score": -1}]}`)
	f.Add(`{` + consonantGroups + `, "moves": [{"group": 1, "position": "H8", "word": "COLUMNA", "score": 78}]}`)
	f.Add(`{` + superscrabbleBoard + `, "rack": "DEPNRU?", "solutions": [{"position": "G2", "word": "DEPUNERe"}]}`)
	f.Add(`{"rack": "DEPNRU?", "rounds": [{"moves": [{"position": "8H", "word": "AU"}]}], "solutions": [{"position": "G2", "word": "DEPUNERi"}]}`)
	rs, _ := scoring.Builtin("ro")
	lex := wordSet{"COLUMNA": true, "VAH": true, "AU": true, "DEPUNERE": true}
	f.Fuzz(func(t *testing.T, text string) {
		for _, kind := range Kinds() {
			s, err := ReadSheet(rs, kind, strings.NewReader(text))
			if err != nil {
				if _, ok := err.(*SheetError); !ok {
					t.Fatalf("%s: error %T %v, want a *SheetError", kind, err, err)
				}
				continue
			}
			Judge{RS: rs, Lex: lex}.Check(&s)
		}
	})
}

// FuzzReadSubmissions reads any bytes as the solutions of a problem: a list
// or a *SheetError, never a panic.
func FuzzReadSubmissions(f *testing.F) {
	f.Add(`{"discipline": "maxime", "entries": [{"player": "ana", "handed_in": "52m", "sheet": {"groups": {"1": "ACLMNOU"}, "moves": []}}]}`)
	f.Add(`{"entries": [{"player": "ana", "handed_in": "-1s", "sheet": {}}, {"player": "ana"}]}`)
	rs, _ := scoring.Builtin("ro")
	f.Fuzz(func(t *testing.T, text string) {
		for _, kind := range Kinds() {
			if _, err := ReadSubmissions(rs, kind, strings.NewReader(text)); err != nil {
				if _, ok := err.(*SheetError); !ok {
					t.Fatalf("%s: error %T %v, want a *SheetError", kind, err, err)
				}
			}
		}
	})
}

// TestReadSubmissions_Errors names the entry and field at fault.
func TestReadSubmissions_Errors(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	for _, tt := range []struct{ text, want string }{
		{`{"entries": []}`, "entries: no solution: list each player's with its hand-in time"},
		{`{"entries": [{"player": "ana", "handed_in": "soon", "sheet": {}}]}`, `entries[0].handed_in: "soon": the time from the start, as 52m10s`},
		{`{"entries": [{"player": "ana", "handed_in": "5m", "sheet": {}}, {"player": "ana", "handed_in": "6m", "sheet": {}}]}`, `entries[1].player: "ana": each solution names its player, once`},
		{`{"entries": [{"player": "ana", "handed_in": "5m", "sheet": {"letters": "AB"}}]}`, "entries[0].sheet.letters: an integral sheet has no letters"},
		{`{"discipline": "sir", "entries": [{"player": "ana", "handed_in": "5m", "sheet": {}}]}`, `discipline: the solutions are of "sir", not integral`},
	} {
		_, err := ReadSubmissions(rs, Integral, strings.NewReader(tt.text))
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s: error %v, want %q", tt.text, err, tt.want)
		}
	}
}

// TestReadSheet_Careless: a sheet saved with a byte-order mark reads as
// without it (as the CSV readers do); a JSON list, or CR-only line ends,
// is answered in the sheet's words, never Go's.
func TestReadSheet_Careless(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	sheet := `{"rounds": [{"moves": [{"position": "H8", "word": "COLUMNA", "score": 78}]}]}`
	if _, err := ReadSheet(rs, Integral, strings.NewReader("\uFEFF"+sheet)); err != nil {
		t.Errorf("a sheet with a byte-order mark: %v", err)
	}
	if _, err := ReadSheet(rs, Integral, strings.NewReader(strings.ReplaceAll("{\n\"rounds\": []\n}", "\n", "\r"))); err != nil {
		t.Errorf("a sheet with CR line ends: %v", err)
	}
	_, err := ReadSheet(rs, Integral, strings.NewReader("[]"))
	if want := "sheet: not a sheet in JSON: a JSON array, where a sheet is one object {…}"; err == nil || err.Error() != want {
		t.Errorf("ReadSheet([]) = %v, want %q", err, want)
	}
}

// TestParseHandedIn: a time from the start is never negative, however its
// sign is written.
func TestParseHandedIn(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want time.Duration
		ok   bool
	}{
		{"52:10", 52*time.Minute + 10*time.Second, true}, {"0:30", 30 * time.Second, true}, {"52m10s", 52*time.Minute + 10*time.Second, true},
		{"-0:30", 0, false}, {"+0:30", 0, false}, {"0:-3", 0, false}, {"-0s", 0, false}, {"-1m", 0, false}, {"1:5", 0, false},
	} {
		got, err := ParseHandedIn(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("ParseHandedIn(%q) = %v, %v; want %v, ok %v", tt.in, got, err, tt.want, tt.ok)
		}
	}
}
