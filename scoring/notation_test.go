package scoring

import (
	"errors"
	"strings"
	"testing"
)

// mustRules returns a built-in rule set or stops the test.
func mustRules(tb testing.TB, name string) *RuleSet {
	tb.Helper()
	rs, ok := Builtin(name)
	if !ok {
		tb.Fatalf("Builtin(%q): not found", name)
	}
	return rs
}

// wantRefusal fails tb unless err is a *MoveError with reason want whose
// message contains every culprit.
func wantRefusal(tb testing.TB, err error, want Refusal, culprits ...string) {
	tb.Helper()
	me, ok := errors.AsType[*MoveError](err)
	if !ok {
		tb.Fatalf("error = %v (%T), want a *MoveError %s", err, err, want)
	}
	wantCode(tb, err, me.Code, want, culprits)
}

// wantNotation fails tb unless err is a *NotationError with reason want whose
// message contains every culprit.
func wantNotation(tb testing.TB, err error, want Refusal, culprits ...string) {
	tb.Helper()
	ne, ok := errors.AsType[*NotationError](err)
	if !ok {
		tb.Fatalf("error = %v (%T), want a *NotationError %s", err, err, want)
	}
	wantCode(tb, err, ne.Code, want, culprits)
}

// wantCode checks an error's code, its Refusal and the culprits in its message.
func wantCode(tb testing.TB, err error, code string, want Refusal, culprits []string) {
	tb.Helper()
	if r, _ := errors.AsType[Refusal](err); code != string(want) || r != want {
		tb.Fatalf("code = %q (%v), want %q; message %q", code, r, want, err)
	}
	for _, c := range culprits {
		if !strings.Contains(err.Error(), c) {
			tb.Errorf("message %q does not name %q", err, c)
		}
	}
}

func TestFoldWord(t *testing.T) {
	tests := []struct {
		in, want string
		ok       bool
	}{
		{"STIRE", "STIRE", true},
		{"ȘTIRE", "STIRE", true},       // RULES §2: Ș → S
		{"ŞTIRE", "STIRE", true},       // cedilla form too
		{"ȚARĂ", "TARA", true},         // Ț → T, Ă → A
		{"ÎNCÂNTAT", "INCANTAT", true}, // Î → I, Â → A
		{"țară", "TARA", true},         // lower case folds to upper case
		{"CITTÀ", "CITTA", true},       // Italian accented vowels
		{"perché", "PERCHE", true},     // é
		{"ŒUVRE", "OEUVRE", true},      // French ligature
		{"S\u0326TIRE", "STIRE", true}, // decomposed Ș: combining comma dropped
		{"ROCK'N", "ROCK'N", false},    // apostrophe stays outside A–Z
		{"ABC1", "ABC1", false},        // digit
		{"", "", true},                 // nothing to fold
		{"ÆSIR", "AESIR", true},        // Æ → AE
		{"straße", "STRASSE", true},    // ß → SS
		{"ÇA", "CA", true},             // Ç → C
		{"Ø", "O", true},               // Ø → O
		{"\u00d7", "\u00d7", false},    // multiplication sign is not a letter
		{"Ж", "Ж", false},              // Cyrillic
		{"ŁÓDŹ", "LODZ", true},         // Polish
		{"İ", "I", true},               // dotted capital I
		{"ı", "I", true},               // dotless i
		{"ĳ", "ĳ", false},              // ligature ij is not folded
		{"\u0218\u021a", "ST", true},   // Ș Ț by code point
		{"\u0219\u021b", "ST", true},   // ș ț
		{"AbC", "ABC", true},           // mixed case
		{"ZZZZZZZZZZZZZZZ", "ZZZZZZZZZZZZZZZ", true},
	}
	for _, tt := range tests {
		got, ok := FoldWord(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("FoldWord(%q) = %q, %v; want %q, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

func TestParseWord(t *testing.T) {
	tests := []struct {
		in, want string
		err      Refusal
	}{
		{in: "COLUMNA", want: "COLUMNA"},
		{in: "BoX", want: "BoX"},                   // RULES §2: lower case = joker
		{in: "C0OMANDA", want: "cOMANDA"},          // RULES §1: paper form, joker C
		{in: "BO₀X", want: "BoX"},                  // seed 002's subscript zero
		{in: "c0OMANDA", want: "cOMANDA"},          // lower case and 0 both mark the joker
		{in: "ȘTIRE", want: "STIRE"},               // diacritics folded
		{in: "ștIRE", want: "stIRE"},               // lower-case ș is a joker S
		{in: "  VAH ", want: "VAH"},                // blanks trimmed
		{in: "CAßA", want: "CASSA"},                // ß is SS, tiles: it has no capital to mark a joker
		{in: "", err: ErrNotation},                 // nothing written
		{in: "0ABC", err: ErrInvalidLetter},        // 0 with no letter before it
		{in: "AB-C", err: ErrInvalidLetter},        // hyphen
		{in: "AB1C", err: ErrInvalidLetter},        // other digit
		{in: "\u0301", err: ErrNotation},           // only a combining mark
		{in: "ABCDEFGHIJKLMNOP", err: ErrOffBoard}, // 16 letters
	}
	for _, tt := range tests {
		got, err := ParseWord(tt.in)
		if tt.err != "" {
			wantNotation(t, err, tt.err, tt.in)
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseWord(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
}

func TestParsePosition(t *testing.T) {
	ro, it := mustRules(t, "ro"), mustRules(t, "it")
	tests := []struct {
		rs   *RuleSet
		in   string
		want Position
		err  Refusal
		out  string // FormatPosition of the result
	}{
		{rs: ro, in: "H8", want: Position{7, 7, Across}, out: "H8"}, // RULES §1: row H, column 8, across
		{rs: ro, in: "8H", want: Position{7, 7, Down}, out: "8H"},   // column 8, row H, down
		{rs: ro, in: "h8", want: Position{7, 7, Across}, out: "H8"}, // lower case accepted
		{rs: ro, in: "A1", want: Position{0, 0, Across}, out: "A1"},
		{rs: ro, in: "O15", want: Position{14, 14, Across}, out: "O15"},
		{rs: ro, in: "15O", want: Position{14, 14, Down}, out: "15O"},
		{rs: ro, in: "I7", want: Position{8, 6, Across}, out: "I7"}, // row I, column 7
		{rs: ro, in: "7I", want: Position{8, 6, Down}, out: "7I"},
		{rs: ro, in: "B08", want: Position{1, 7, Across}, out: "B8"}, // leading zero
		{rs: it, in: "8H", want: Position{7, 7, Across}, out: "8H"},  // number rows: row 8, column H, across
		{rs: it, in: "H8", want: Position{7, 7, Down}, out: "H8"},    // column H, row 8, down
		{rs: it, in: "1C", want: Position{0, 2, Across}, out: "1C"},  // row 1, column C
		{rs: it, in: "C1", want: Position{0, 2, Down}, out: "C1"},
		{rs: ro, in: "P8", err: ErrOffBoard},  // row P past O
		{rs: ro, in: "H16", err: ErrOffBoard}, // column 16
		{rs: ro, in: "H0", err: ErrOffBoard},  // column 0
		{rs: it, in: "16A", err: ErrOffBoard}, // row 16
		{rs: ro, in: "", err: ErrNotation},
		{rs: ro, in: "H", err: ErrNotation},
		{rs: ro, in: "88", err: ErrNotation},
		{rs: ro, in: "HH", err: ErrNotation},
		{rs: ro, in: "H+8", err: ErrNotation},
		{rs: ro, in: "H108", err: ErrNotation},
		{rs: ro, in: "8-H", err: ErrNotation},
	}
	for _, tt := range tests {
		got, err := tt.rs.ParsePosition(tt.in)
		if tt.err != "" {
			wantNotation(t, err, tt.err, tt.in)
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("%s ParsePosition(%q) = %+v, %v; want %+v", tt.rs.Name, tt.in, got, err, tt.want)
		}
		if out := tt.rs.FormatPosition(got); out != tt.out {
			t.Errorf("%s FormatPosition(%+v) = %q, want %q", tt.rs.Name, got, out, tt.out)
		}
	}
}

func TestParsePlay(t *testing.T) {
	ro := mustRules(t, "ro")
	got, err := ro.ParsePlay(" h8  C0OLUMNA ")
	want := Play{Pos: Position{7, 7, Across}, Word: "cOLUMNA"}
	if err != nil || got != want {
		t.Fatalf("ParsePlay = %+v, %v; want %+v", got, err, want)
	}
	if s := ro.FormatPlay(got); s != "H8 cOLUMNA" {
		t.Errorf("FormatPlay = %q", s)
	}
	for _, in := range []string{"H8", "H8 COL UMNA", ""} {
		_, err := ro.ParsePlay(in)
		wantNotation(t, err, ErrNotation, in)
	}
	_, err = ro.ParsePlay("Z8 COLUMNA")
	wantNotation(t, err, ErrOffBoard, "Z8", "row Z")
	_, err = ro.ParsePlay("H8 CO#")
	wantNotation(t, err, ErrInvalidLetter, "CO#", "'#'")
}

func TestParseRack(t *testing.T) {
	ro := mustRules(t, "ro")
	tests := []struct {
		in, want string
		err      Refusal
		culprit  string
	}{
		{in: "ACLMNOU", want: "ACLMNOU"},
		{in: "aei + brst", want: "ABEIRST"}, // announcement form, either case
		{in: "ĂȘ??", want: "AS??"},          // folded; two jokers
		{in: "A\u0306S\u0326", want: "AS"},  // decomposed: the combining marks fold to nothing
		{in: "\u0301", want: ""},            // a combining mark alone
		{in: "", want: ""},
		{in: "AB1", err: ErrNotation, culprit: "'1'"},
		{in: "K", err: ErrLetterNotInSet, culprit: "K"},                 // ro has no K tile
		{in: "XX", err: ErrLetterNotInSet, culprit: "X"},                // one X in ro
		{in: "???", err: ErrLetterNotInSet, culprit: "joker"},           // two jokers in ro
		{in: "ßA", err: ErrNotation, culprit: "'ß' is two letters, SS"}, // a tile is one letter
	}
	for _, tt := range tests {
		got, err := ro.ParseRack(tt.in)
		if tt.err != "" {
			wantNotation(t, err, tt.err, tt.culprit)
			continue
		}
		if err != nil || got.String() != tt.want {
			t.Errorf("ParseRack(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
}
