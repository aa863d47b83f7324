package anticipation

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"arbiter/arbiter/slipinput"
)

// score is a figure written on a slip.
func score(v int) *int { return &v }

// TestParseSlip reads the slips of RULES §8.2–§8.5 as a referee types them.
func TestParseSlip(t *testing.T) {
	tests := []struct {
		in        string
		want      SheetSlip
		wantField string
	}{
		{in: "3 H8 AL 4; 8G BAR 11 = 15", want: SheetSlip{Moves: []SheetMove{
			{Position: "H8", Word: "AL", Score: score(4)}, {Position: "8G", Word: "BAR", Score: score(11)}}, Total: score(15)}},
		{in: "3 H8 AL; 8G BAR=15", want: SheetSlip{Moves: []SheetMove{
			{Position: "H8", Word: "AL"}, {Position: "8G", Word: "BAR"}}, Total: score(15)}},
		{in: "3 G5 ARAB 13; anulez turul 1", want: SheetSlip{Moves: []SheetMove{{Position: "G5", Word: "ARAB", Score: score(13)}}, Cancel: []int{1}}},
		{in: "3 PAS; Anulez 2,4", want: SheetSlip{Pass: true, Cancel: []int{2, 4}}},
		{in: "3 -", want: SheetSlip{}},
		{in: "3", want: SheetSlip{}, wantField: slipinput.FieldPosition},
		{in: "x H8 AL 4", wantField: slipinput.FieldTable},
		{in: "3 H8 AL patru", wantField: slipinput.FieldScore},
		{in: "3 H8 AL 4 = 15 = 16", wantField: slipinput.FieldTotal},
		{in: "3 H8", wantField: slipinput.FieldPosition},
		{in: "3 anulez", wantField: slipinput.FieldCancel},
		{in: "3 anulez doi", wantField: slipinput.FieldCancel},
		{in: "3 PAS; PAS", wantField: slipinput.FieldPass},
		{in: "3 H8 AL 4;; 8G BAR 11", wantField: slipinput.FieldPosition},
	}
	for _, tt := range tests {
		c, err := ParseSlip(strings.Fields(tt.in))
		if tt.wantField != "" {
			var e *slipinput.Error
			if !errors.As(err, &e) || e.Field != tt.wantField {
				t.Errorf("ParseSlip(%q) = %v, want an error on %s", tt.in, err, tt.wantField)
			}
			continue
		}
		if err != nil || c.Table != 3 || !reflect.DeepEqual(c.Slip, tt.want) {
			t.Errorf("ParseSlip(%q) = %+v, %v; want %+v", tt.in, c.Slip, err, tt.want)
		}
	}
}

// FuzzParseSlip: whatever is typed, ParseSlip reads it or names a field;
// a slip read is written back by SheetSlip.String into words that read the
// same slip.
func FuzzParseSlip(f *testing.F) {
	for _, s := range []string{"3 H8 AL 4; 8G BAR 11 = 15", "1 PAS; anulez 2", "2 -", "4 G5 ARAB; total 7", "5 anulez turul 1,3", "1 totAl 0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		c, err := ParseSlip(strings.Fields(in))
		if err != nil {
			var e *slipinput.Error
			if !errors.As(err, &e) || e.Field == "" {
				t.Fatalf("ParseSlip(%q): %v names no field", in, err)
			}
			return
		}
		again, err := ParseSlip(append([]string{"1"}, strings.Fields(c.Slip.String())...))
		if err != nil || !again.Slip.Equal(c.Slip) {
			t.Fatalf("ParseSlip(%q) = %+v, written %q, read back %+v, %v", in, c.Slip, c.Slip.String(), again.Slip, err)
		}
	})
}

// TestParseSlip_Kinds: each mistake of an Anticipation slip has a kind
// of its own, for a front end to say in its language what is wrong with
// it as an Anticipation slip, never as a duplicate one.
func TestParseSlip_Kinds(t *testing.T) {
	for in, want := range map[string]slipinput.Kind{
		"3":                     slipinput.NoMove,
		"3 H8":                  slipinput.NotSheet,
		"3 H8 AL 4 5":           slipinput.NotSheet,
		"3 H8 AL 4;; 8G BAR 11": slipinput.NotSheet,
		"3 PAS; PAS":            slipinput.PassAlone,
		"3 PAS H8":              slipinput.PassAlone,
		"3 H8 AL 4 = 4 = 4":     slipinput.TotalTwice,
		"3 H8 AL 4; total 4 4":  slipinput.TotalTwice,
		"3 anulez":              slipinput.NoRound,
		"3 anulez turul x":      slipinput.NotNumber,
		"3 H8 AL patru":         slipinput.NotNumber,
	} {
		_, err := ParseSlip(strings.Fields(in))
		if e, ok := errors.AsType[*slipinput.Error](err); !ok || e.Kind != want || e.Kind == slipinput.NotSlip {
			t.Errorf("ParseSlip(%q) = %v, want a mistake of kind %s", in, err, want)
		}
	}
}

// The entry page's anticipation slip (RULES §8.2–§8.5) reads as the same
// slip typed on a line: round 1's two moves and total, a later move, PAS,
// a cancellation, no move; a typist's mistake names its field.
func TestReadSlip(t *testing.T) {
	n := func(v int) *int { return &v }
	tests := []struct {
		form  slipinput.Form
		want  EnterSheetSlip
		field string
	}{
		{slipinput.Form{Table: "3", Position: "H8", Word: "AL", Score: "4", Position2: "8G", Word2: "BAR", Score2: "11", Total: "15"},
			EnterSheetSlip{Table: 3, Slip: SheetSlip{Moves: []SheetMove{{Position: "H8", Word: "AL", Score: n(4)},
				{Position: "8G", Word: "BAR", Score: n(11)}}, Total: n(15)}}, ""},
		{slipinput.Form{Table: "3", Position: "9H", Word: "LEU", Cancel: "1, 2"},
			EnterSheetSlip{Table: 3, Slip: SheetSlip{Moves: []SheetMove{{Position: "9H", Word: "LEU"}}, Cancel: []int{1, 2}}}, ""},
		{slipinput.Form{Table: "4", Position: "PAS", Cancel: "3"}, EnterSheetSlip{Table: 4, Slip: SheetSlip{Pass: true, Cancel: []int{3}}}, ""},
		{slipinput.Form{Table: "4", Position: "H8", Word: "AL", Score: "4", Position2: "pas"},
			EnterSheetSlip{Table: 4, Slip: SheetSlip{Moves: []SheetMove{{Position: "H8", Word: "AL", Score: n(4)}}, Pass: true}}, ""},
		{slipinput.Form{Table: " 5 ", Position: "-"}, EnterSheetSlip{Table: 5}, ""},
		{slipinput.Form{Table: "x", Position: "H8", Word: "AL"}, EnterSheetSlip{}, slipinput.FieldTable},
		{slipinput.Form{Table: "3", Position: "H8", Word: "AL", Score: "patru"}, EnterSheetSlip{Table: 3}, slipinput.FieldScore},
		{slipinput.Form{Table: "3", Position: "H8", Word: "AL", Total: "4 4"}, EnterSheetSlip{Table: 3}, slipinput.FieldTotal},
		{slipinput.Form{Table: "3", Position: "PAS", Cancel: "doi"}, EnterSheetSlip{Table: 3}, slipinput.FieldCancel},
		{slipinput.Form{Table: "3", Position: "H8H8H8H8H8H8", Word: "AL"}, EnterSheetSlip{}, slipinput.FieldPosition},
		{slipinput.Form{Table: "3", Position: "H8", Word: "AL", Position2: "8G", Word2: strings.Repeat("B", 41)}, EnterSheetSlip{}, slipinput.FieldWord2},
	}
	for _, tt := range tests {
		got, err := ReadSlip(tt.form)
		if tt.field != "" {
			if e, ok := errors.AsType[*slipinput.Error](err); !ok || e.Field != tt.field {
				t.Errorf("%+v: error %v, want one on %s", tt.form, err, tt.field)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%+v:\ngot  %+v (%v)\nwant %+v", tt.form, got, err, tt.want)
		}
	}
}

// FuzzReadSlip: whatever is typed in the entry page's fields, the
// reader answers a slip or an *Error naming a field, and never panics.
func FuzzReadSlip(f *testing.F) {
	f.Add("3", "H8", "AL", "4", "8G", "BAR", "11", "15", "")
	f.Add("3", "PAS", "", "", "", "", "", "", "1,2")
	f.Add("3", "-", "", "", "", "", "", "", "")
	f.Fuzz(func(t *testing.T, table, pos, word, score, pos2, word2, score2, total, cancel string) {
		form := slipinput.Form{Table: table, Position: pos, Word: word, Score: score, Position2: pos2, Word2: word2, Score2: score2, Total: total, Cancel: cancel}
		if _, err := ReadSlip(form); err != nil {
			if _, ok := errors.AsType[*slipinput.Error](err); !ok {
				t.Errorf("%+v: %T %v, not an *Error", form, err, err)
			}
		}
	})
}

// BenchmarkParseSlip reads round 1's slip of RULES §8.2 as typed on a line.
func BenchmarkParseSlip(b *testing.B) {
	words := strings.Fields("1 H8 AL 4; 8G BAR 11 = 15")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseSlip(words); err != nil {
			b.Fatal(err)
		}
	}
}
