package anticipation_test

import (
	"slices"
	"strings"
	"testing"

	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/slipinput"
)

// sheetSlipsFile is an Anticipation game's slips file (RULES §8): round
// 1's two moves and total, a cancellation, PAS, no move.
const sheetSlipsFile = "round,table,slip\n" +
	"1,1,H8 AL 4; 8G BAR 11 = 15\n" +
	"2,1,\"G5 ARAB 13; anulez 1\"\n" +
	"2,2,PAS\n" +
	"3,2,-\n"

func TestReadSlipsFile(t *testing.T) {
	slips, lines, err := anticipation.ReadSlipsFile(strings.NewReader(sheetSlipsFile))
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
	// The whole file is one transaction (the import records all of it or
	// nothing), its slips for three rounds.
	f, err := anticipation.Discipline().(slipinput.SlipKind).Slips().SlipsOfFile(strings.NewReader(sheetSlipsFile))
	if err != nil || len(f.Batches) != 1 || f.Slips() != 4 || f.Rounds != 3 || f.Line(3) != 5 {
		t.Errorf("the file as imported: %d batches, %d slips for %d rounds, the last from line %d, %v; want 1, 4, 3, 5", len(f.Batches), f.Slips(), f.Rounds, f.Line(3), err)
	}
	for _, bad := range []string{"1,1\n", "x,1,PAS\n", "1,1,H8 AL patru\n", "1,0,PAS\n"} {
		if _, _, err := anticipation.ReadSlipsFile(strings.NewReader(bad)); err == nil || !strings.HasPrefix(err.Error(), "line 1") {
			t.Errorf("%q: %v, want an error naming line 1", bad, err)
		}
	}
}

func FuzzReadSlipsFile(f *testing.F) {
	f.Add(sheetSlipsFile)
	f.Add("1,2,\"PAS; anulez 1,3\"\n")
	f.Fuzz(func(t *testing.T, in string) {
		slips, lines, err := anticipation.ReadSlipsFile(strings.NewReader(in))
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
