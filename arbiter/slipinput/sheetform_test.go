package slipinput

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"arbiter/arbiter/anticipation"
)

// The entry page's anticipation slip (RULES §8.2–§8.5) reads as the same
// slip typed on a line: round 1's two moves and total, a later move, PAS,
// a cancellation, no move; a typist's mistake names its field.
func TestForm_SheetSlip(t *testing.T) {
	n := func(v int) *int { return &v }
	tests := []struct {
		form  Form
		want  anticipation.EnterSheetSlip
		field string
	}{
		{Form{Table: "3", Position: "H8", Word: "AL", Score: "4", Position2: "8G", Word2: "BAR", Score2: "11", Total: "15"},
			anticipation.EnterSheetSlip{Table: 3, Slip: anticipation.SheetSlip{Moves: []anticipation.SheetMove{{Position: "H8", Word: "AL", Score: n(4)},
				{Position: "8G", Word: "BAR", Score: n(11)}}, Total: n(15)}}, ""},
		{Form{Table: "3", Position: "9H", Word: "LEU", Cancel: "1, 2"},
			anticipation.EnterSheetSlip{Table: 3, Slip: anticipation.SheetSlip{Moves: []anticipation.SheetMove{{Position: "9H", Word: "LEU"}}, Cancel: []int{1, 2}}}, ""},
		{Form{Table: "4", Position: "PAS", Cancel: "3"}, anticipation.EnterSheetSlip{Table: 4, Slip: anticipation.SheetSlip{Pass: true, Cancel: []int{3}}}, ""},
		{Form{Table: "4", Position: "H8", Word: "AL", Score: "4", Position2: "pas"},
			anticipation.EnterSheetSlip{Table: 4, Slip: anticipation.SheetSlip{Moves: []anticipation.SheetMove{{Position: "H8", Word: "AL", Score: n(4)}}, Pass: true}}, ""},
		{Form{Table: " 5 ", Position: "-"}, anticipation.EnterSheetSlip{Table: 5}, ""},
		{Form{Table: "x", Position: "H8", Word: "AL"}, anticipation.EnterSheetSlip{}, FieldTable},
		{Form{Table: "3", Position: "H8", Word: "AL", Score: "patru"}, anticipation.EnterSheetSlip{Table: 3}, FieldScore},
		{Form{Table: "3", Position: "H8", Word: "AL", Total: "4 4"}, anticipation.EnterSheetSlip{Table: 3}, FieldTotal},
		{Form{Table: "3", Position: "PAS", Cancel: "doi"}, anticipation.EnterSheetSlip{Table: 3}, FieldCancel},
		{Form{Table: "3", Position: "H8H8H8H8H8H8", Word: "AL"}, anticipation.EnterSheetSlip{}, FieldPosition},
		{Form{Table: "3", Position: "H8", Word: "AL", Position2: "8G", Word2: strings.Repeat("B", 41)}, anticipation.EnterSheetSlip{}, FieldWord2},
	}
	for _, tt := range tests {
		got, err := tt.form.SheetSlip()
		if tt.field != "" {
			if e, ok := errors.AsType[*Error](err); !ok || e.Field != tt.field {
				t.Errorf("%+v: error %v, want one on %s", tt.form, err, tt.field)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%+v:\ngot  %+v (%v)\nwant %+v", tt.form, got, err, tt.want)
		}
	}
}

// FuzzForm_SheetSlip: whatever is typed in the entry page's fields, the
// reader answers a slip or an *Error naming a field, and never panics.
func FuzzForm_SheetSlip(f *testing.F) {
	f.Add("3", "H8", "AL", "4", "8G", "BAR", "11", "15", "")
	f.Add("3", "PAS", "", "", "", "", "", "", "1,2")
	f.Add("3", "-", "", "", "", "", "", "", "")
	f.Fuzz(func(t *testing.T, table, pos, word, score, pos2, word2, score2, total, cancel string) {
		form := Form{Table: table, Position: pos, Word: word, Score: score, Position2: pos2, Word2: word2, Score2: score2, Total: total, Cancel: cancel}
		if _, err := form.SheetSlip(); err != nil {
			if _, ok := errors.AsType[*Error](err); !ok {
				t.Errorf("%+v: %T %v, not an *Error", form, err, err)
			}
		}
	})
}
