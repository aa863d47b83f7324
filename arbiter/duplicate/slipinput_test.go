package duplicate

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"arbiter/arbiter/slipinput"
)

func TestParseSlip(t *testing.T) {
	tests := []struct {
		in        string
		want      EnterSlip
		wantErr   string
		wantField string
	}{
		{in: "12 H8 ZEFIRUL 90", want: EnterSlip{Table: 12, Position: "H8", Word: "ZEFIRUL", Score: "90"}},
		{in: "12 8h zEFIRUL", want: EnterSlip{Table: 12, Position: "8h", Word: "zEFIRUL"}},
		{in: "7 -", want: EnterSlip{Table: 7, None: true}},
		{in: "12 H8 COLUMNA 78 / I7 VAH 60 = 138", want: EnterSlip{Table: 12, Position: "H8", Word: "COLUMNA", Score: "78",
			Position2: "I7", Word2: "VAH", Score2: "60", Total: "138"}},
		{in: "4 H8 CALM / = 14", want: EnterSlip{Table: 4, Position: "H8", Word: "CALM", Total: "14"}},
		{in: "", wantErr: "empty slip: write TABLE POSITION WORD SCORE, or TABLE - for no slip", wantField: slipinput.FieldTable},
		{in: "A H8 X 1", wantErr: `table "A" is not a table number (1, 2, …)`, wantField: slipinput.FieldTable},
		{in: "0 H8 X 1", wantErr: `table "0" is not a table number (1, 2, …)`, wantField: slipinput.FieldTable},
		{in: "3 H8 X 1 2", wantErr: `table 3: "H8 X 1 2" is not POSITION WORD SCORE, nor - for no slip`, wantField: slipinput.FieldPosition},
		{in: "3 - 5", wantErr: `table 3: "- 5" is not POSITION WORD SCORE, nor - for no slip`, wantField: slipinput.FieldPosition},
		{in: "5 H2 TAUSEAI 66,", wantErr: `table 5: score "66," is not a number: type the score in digits, or leave it out for a slip without a score`, wantField: slipinput.FieldScore},
		{in: "5 H2 TAUSEAI -3", wantErr: `table 5: score "-3" is not a number: type the score in digits, or leave it out for a slip without a score`, wantField: slipinput.FieldScore},
		{in: "5 H8 A 1 / I7", wantErr: `table 5: "H8 A 1 / I7" is not a Tactic slip: POSITION WORD SCORE / POSITION2 WORD2 SCORE2 = TOTAL`, wantField: slipinput.FieldPosition},
		{in: "5 H8 A 1 / I7 B 2 = x", wantErr: `table 5: total "x" is not a number: type the total in digits, or leave it out for a slip without a total`, wantField: slipinput.FieldTotal},
		{in: "5 H8 A 1 / I7 B 2O", wantErr: `table 5: second score "2O" is not a number: type the second score in digits, or leave it out for a slip without a second score`, wantField: slipinput.FieldScore2},
	}
	for _, tt := range tests {
		got, err := ParseSlip(strings.Fields(tt.in))
		if tt.wantErr != "" {
			e, ok := errors.AsType[*slipinput.Error](err)
			if !ok || err.Error() != tt.wantErr || e.Field != tt.wantField {
				t.Errorf("ParseSlip(%q) error = %v (%T), want %q on %s", tt.in, err, err, tt.wantErr, tt.wantField)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseSlip(%q) = %+v, %v; want %+v", tt.in, got, err, tt.want)
		}
	}
}

// TestParse_EmptyWord: a word left empty on the command line
// (`arbiter slip 1 5D "" 5`) is the typist's skipped field, refused, not a
// 0-point slip recorded over the player's valid one.
func TestParseSlip_EmptyWord(t *testing.T) {
	_, err := ParseSlip(tacticArgs([]string{"1", "5D", "", "5"}))
	if e, ok := errors.AsType[*slipinput.Error](err); !ok || e.Field != slipinput.FieldWord ||
		err.Error() != "table 1: the word is empty: type it as written on the slip, or - as the position for no slip" {
		t.Errorf("ParseSlip(1 5D \"\" 5) error = %v", err)
	}
}

func TestTacticArgs(t *testing.T) {
	for _, tt := range []struct{ in, want []string }{
		{[]string{"12", "H8", "ZEFIRUL", "90"}, []string{"12", "H8", "ZEFIRUL", "90"}},
		{[]string{"12", "H8 COLUMNA 78", "I7 VAH 60", "138"}, []string{"12", "H8", "COLUMNA", "78", "/", "I7", "VAH", "60", "=", "138"}},
		{[]string{"12", "H8 COLUMNA", "I7 VAH"}, []string{"12", "H8", "COLUMNA", "/", "I7", "VAH"}},
	} {
		if got := tacticArgs(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("tacticArgs(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestReadSlip(t *testing.T) {
	tests := []struct {
		form      slipinput.Form
		want      EnterSlip
		wantField string
	}{
		{form: slipinput.Form{Table: " 3 ", Position: " h8", Word: "CASA ", Score: "10"}, want: EnterSlip{Table: 3, Position: "h8", Word: "CASA", Score: "10"}},
		{form: slipinput.Form{Table: "3", Position: "-"}, want: EnterSlip{Table: 3, None: true}},
		{form: slipinput.Form{Table: "3", Position: "H8", Word: "CASA", Position2: "I7", Word2: "VAH", Total: "20"},
			want: EnterSlip{Table: 3, Position: "H8", Word: "CASA", Position2: "I7", Word2: "VAH", Total: "20"}},
		{form: slipinput.Form{Table: "x", Position: "H8", Word: "CA", Score: "4"}, wantField: slipinput.FieldTable},
		{form: slipinput.Form{Table: "1", Position: "H8", Word: "CA", Score: "6O"}, wantField: slipinput.FieldScore},
		{form: slipinput.Form{Table: "1", Position: "H8"}, wantField: slipinput.FieldWord},
		{form: slipinput.Form{Table: "1", Word: "CASA"}, wantField: slipinput.FieldPosition},
		{form: slipinput.Form{Table: "1"}, wantField: slipinput.FieldPosition},
		{form: slipinput.Form{Table: "1", Position: "-", Score: "5"}, wantField: slipinput.FieldPosition},
		{form: slipinput.Form{Table: "1", Position: "h 8", Word: "CA"}, wantField: slipinput.FieldPosition},
		{form: slipinput.Form{Table: "1", Position: "H8", Word: "CA", Word2: "VAH"}, wantField: slipinput.FieldPosition2},
		{form: slipinput.Form{Table: "1", Position: "H8", Word: "CA", Position2: "I7"}, wantField: slipinput.FieldWord2},
		{form: slipinput.Form{Table: "1", Position: "H8", Word: strings.Repeat("Ș", 41)}, wantField: slipinput.FieldWord},
		{form: slipinput.Form{Table: "1", Position: "H8", Word: "CA", Position2: "I7", Word2: "VAH", Total: "12345678901"}, wantField: slipinput.FieldTotal},
	}
	for _, tt := range tests {
		got, err := ReadSlip(tt.form)
		if tt.wantField != "" {
			if e, ok := errors.AsType[*slipinput.Error](err); !ok || e.Field != tt.wantField {
				t.Errorf("%+v.Slip() error = %v, want one on %s", tt.form, err, tt.wantField)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("%+v.Slip() = %+v, %v; want %+v", tt.form, got, err, tt.want)
		}
	}
}

// FuzzParseSlip: a typed line is read or refused with the field in error,
// never a panic, and a line read prints back to the same slip.
func FuzzParseSlip(f *testing.F) {
	for _, s := range []string{"12 H8 ZEFIRUL 90", "7 -", "3 8h zEFIRUL", "x", "12 H8 COLUMNA 78 / I7 VAH 60 = 138", "4 H8 CALM / = 14", "5 a b / c d ="} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		c, err := ParseSlip(strings.Fields(line))
		if err != nil {
			if e, ok := errors.AsType[*slipinput.Error](err); !ok || slipinput.FieldName(e.Field) == "" && e.Field != slipinput.FieldTable {
				t.Fatalf("ParseSlip(%q) refused with %v (%T), no field named", line, err, err)
			}
			return
		}
		again := fmt.Sprintf("%d -", c.Table)
		switch {
		case c.None:
		case slices.Contains(strings.Fields(line), "/"):
			again = strings.Join(strings.Fields(fmt.Sprintf("%d %s %s %s / %s %s %s = %s", c.Table, c.Position, c.Word, c.Score,
				c.Position2, c.Word2, c.Score2, c.Total)), " ")
			again = strings.TrimSuffix(again, " =")
		default:
			again = strings.TrimSpace(fmt.Sprintf("%d %s %s %s", c.Table, c.Position, c.Word, c.Score))
		}
		if c2, err := ParseSlip(strings.Fields(again)); err != nil || c2 != c {
			t.Errorf("ParseSlip(%q) = %+v, but %q reads as %+v, %v", line, c, again, c2, err)
		}
	})
}

// FuzzReadSlip: whatever is typed in a form, it is read or refused with
// the field in error; a slip read has a table, a position and a word (or
// is no slip), and figures in digits.
func FuzzReadSlip(f *testing.F) {
	f.Add("12", "H8", "ZEFIRUL", "90", "", "", "", "")
	f.Add("7", "-", "", "", "", "", "", "")
	f.Add("0", "8H", "zEFIRUL", "6O", "", "", "", "")
	f.Add(" 3 ", "h 8", "a\tb", "", "I7", "", "4", "x")
	f.Fuzz(func(t *testing.T, table, pos, word, score, pos2, word2, score2, total string) {
		form := slipinput.Form{Table: table, Position: pos, Word: word, Score: score, Position2: pos2, Word2: word2, Score2: score2, Total: total}
		c, err := ReadSlip(form)
		if err != nil {
			if e, ok := errors.AsType[*slipinput.Error](err); !ok || err.Error() == "" || e.Field == "" {
				t.Fatalf("refusal %v (%T) names no field", err, err)
			}
			return
		}
		if c.Table < 1 || (c.None && c != (EnterSlip{Table: c.Table, None: true})) || (!c.None && (c.Position == "" || c.Word == "")) {
			t.Fatalf("read %+v from %+v", c, form)
		}
		if (c.Position2 == "") != (c.Word2 == "") {
			t.Fatalf("second move half read: %+v", c)
		}
		for _, figure := range []string{c.Score, c.Score2, c.Total} {
			if strings.Trim(figure, "0123456789") != "" {
				t.Fatalf("figure %q read", figure)
			}
		}
	})
}

// BenchmarkParseSlip reads a line of `slips enter` and a Tactic slip typed
// on the command line: the reading every typed slip goes through.
func BenchmarkParseSlip(b *testing.B) {
	for _, bc := range []struct {
		name  string
		words []string
	}{
		{"plain", []string{"12", "H8", "ZEFIRUL", "90"}},
		{"tactic", []string{"12", "H8 COLUMNA 78", "I7 VAH 60", "138"}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := ParseSlip(bc.words); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
