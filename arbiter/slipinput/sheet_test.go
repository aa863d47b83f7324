package slipinput

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"arbiter/arbiter/anticipation"
)

// score is a figure written on a slip.
func score(v int) *int { return &v }

// TestParseSheet reads the slips of RULES §8.2–§8.5 as a referee types them.
func TestParseSheet(t *testing.T) {
	tests := []struct {
		in        string
		want      anticipation.SheetSlip
		wantField string
	}{
		{in: "3 H8 AL 4; 8G BAR 11 = 15", want: anticipation.SheetSlip{Moves: []anticipation.SheetMove{
			{Position: "H8", Word: "AL", Score: score(4)}, {Position: "8G", Word: "BAR", Score: score(11)}}, Total: score(15)}},
		{in: "3 H8 AL; 8G BAR=15", want: anticipation.SheetSlip{Moves: []anticipation.SheetMove{
			{Position: "H8", Word: "AL"}, {Position: "8G", Word: "BAR"}}, Total: score(15)}},
		{in: "3 G5 ARAB 13; anulez turul 1", want: anticipation.SheetSlip{Moves: []anticipation.SheetMove{{Position: "G5", Word: "ARAB", Score: score(13)}}, Cancel: []int{1}}},
		{in: "3 PAS; Anulez 2,4", want: anticipation.SheetSlip{Pass: true, Cancel: []int{2, 4}}},
		{in: "3 -", want: anticipation.SheetSlip{}},
		{in: "3", want: anticipation.SheetSlip{}, wantField: FieldPosition},
		{in: "x H8 AL 4", wantField: FieldTable},
		{in: "3 H8 AL patru", wantField: FieldScore},
		{in: "3 H8 AL 4 = 15 = 16", wantField: FieldTotal},
		{in: "3 H8", wantField: FieldPosition},
		{in: "3 anulez", wantField: FieldCancel},
		{in: "3 anulez doi", wantField: FieldCancel},
		{in: "3 PAS; PAS", wantField: FieldPass},
		{in: "3 H8 AL 4;; 8G BAR 11", wantField: FieldPosition},
	}
	for _, tt := range tests {
		c, err := ParseSheet(strings.Fields(tt.in))
		if tt.wantField != "" {
			var e *Error
			if !errors.As(err, &e) || e.Field != tt.wantField {
				t.Errorf("ParseSheet(%q) = %v, want an error on %s", tt.in, err, tt.wantField)
			}
			continue
		}
		if err != nil || c.Table != 3 || !reflect.DeepEqual(c.Slip, tt.want) {
			t.Errorf("ParseSheet(%q) = %+v, %v; want %+v", tt.in, c.Slip, err, tt.want)
		}
	}
}

// FuzzParseSheet: whatever is typed, ParseSheet reads it or names a field;
// a slip read is written back by SheetSlip.String into words that read the
// same slip.
func FuzzParseSheet(f *testing.F) {
	for _, s := range []string{"3 H8 AL 4; 8G BAR 11 = 15", "1 PAS; anulez 2", "2 -", "4 G5 ARAB; total 7", "5 anulez turul 1,3", "1 totAl 0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		c, err := ParseSheet(strings.Fields(in))
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Field == "" {
				t.Fatalf("ParseSheet(%q): %v names no field", in, err)
			}
			return
		}
		again, err := ParseSheet(append([]string{"1"}, strings.Fields(c.Slip.String())...))
		if err != nil || !again.Slip.Equal(c.Slip) {
			t.Fatalf("ParseSheet(%q) = %+v, written %q, read back %+v, %v", in, c.Slip, c.Slip.String(), again.Slip, err)
		}
	})
}

// TestParseSheet_Kinds: each mistake of an Anticipation slip has a kind
// of its own, for a front end to say in its language what is wrong with
// it as an Anticipation slip, never as a duplicate one.
func TestParseSheet_Kinds(t *testing.T) {
	for in, want := range map[string]Kind{
		"3":                     NoMove,
		"3 H8":                  NotSheet,
		"3 H8 AL 4 5":           NotSheet,
		"3 H8 AL 4;; 8G BAR 11": NotSheet,
		"3 PAS; PAS":            PassAlone,
		"3 PAS H8":              PassAlone,
		"3 H8 AL 4 = 4 = 4":     TotalTwice,
		"3 H8 AL 4; total 4 4":  TotalTwice,
		"3 anulez":              NoRound,
		"3 anulez turul x":      NotNumber,
		"3 H8 AL patru":         NotNumber,
	} {
		_, err := ParseSheet(strings.Fields(in))
		if e, ok := errors.AsType[*Error](err); !ok || e.Kind != want || e.Kind == NotSlip {
			t.Errorf("ParseSheet(%q) = %v, want a mistake of kind %s", in, err, want)
		}
	}
}
