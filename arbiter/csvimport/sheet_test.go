package csvimport_test

import (
	"slices"
	"strings"
	"testing"

	"arbiter/arbiter/csvimport"
)

// sheetSlipsFile is an Anticipation game's slips file (RULES §8): round
// 1's two moves and total, a cancellation, PAS, no move.
const sheetSlipsFile = "round,table,slip\n" +
	"1,1,H8 AL 4; 8G BAR 11 = 15\n" +
	"2,1,\"G5 ARAB 13; anulez 1\"\n" +
	"2,2,PAS\n" +
	"3,2,-\n"

func TestSheetSlips(t *testing.T) {
	slips, lines, err := csvimport.SheetSlips(strings.NewReader(sheetSlipsFile))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range slips {
		got = append(got, c.Slip.String())
	}
	want := []string{"H8 AL 4; 8G BAR 11 = 15", "G5 ARAB 13; anulez 1", "PAS", "-"}
	if !slices.Equal(got, want) || !slices.Equal(lines, []int{2, 3, 4, 5}) || slips[1].Round != 2 || slips[2].Table != 2 {
		t.Errorf("slips %q at lines %v, want %q at 2–5", got, lines, want)
	}
	for _, bad := range []string{"1,1\n", "x,1,PAS\n", "1,1,H8 AL patru\n", "1,0,PAS\n"} {
		if _, _, err := csvimport.SheetSlips(strings.NewReader(bad)); err == nil || !strings.HasPrefix(err.Error(), "line 1") {
			t.Errorf("%q: %v, want an error naming line 1", bad, err)
		}
	}
}

func FuzzSheetSlips(f *testing.F) {
	f.Add(sheetSlipsFile)
	f.Add("1,2,\"PAS; anulez 1,3\"\n")
	f.Fuzz(func(t *testing.T, in string) {
		slips, lines, err := csvimport.SheetSlips(strings.NewReader(in))
		if err != nil {
			if !strings.HasPrefix(err.Error(), "line ") {
				t.Errorf("error %q does not name a line", err)
			}
			return
		}
		if len(lines) != len(slips) {
			t.Fatalf("%d slips, %d lines", len(slips), len(lines))
		}
		for _, c := range slips {
			if c.Round < 1 || c.Table < 1 {
				t.Errorf("slip %+v has no round or table", c)
			}
		}
	})
}
