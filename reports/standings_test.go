package reports

import (
	"strings"
	"testing"

	"arbiter/arbiter"
)

// A ranking that counts a game without a top leaves its percentage of the
// top and its difference to it blank (RULES §6): they read 119.2 % and a
// difference equal to the total.
func TestStandings_NoTop(t *testing.T) {
	rows := RowsOf(arbiter.Standings{HasTop: false, Rows: []arbiter.Standing{{Rank: 1, Table: 1, Name: "Ana", Total: 50, Diff: 50}}})
	var b strings.Builder
	if err := RankingCSV(&b, rows); err != nil {
		t.Fatal(err)
	}
	if got := strings.Split(strings.TrimSpace(b.String()), "\n")[1]; got != "1,1,Ana,,50,,,0,0,0,0" {
		t.Errorf("a row without a top: %q", got)
	}
	if rows := RowsOf(arbiter.Standings{HasTop: true, Rows: []arbiter.Standing{{Rank: 1, Table: 1, Total: 50, Diff: -10}}}); rows[0].cells("1")[6] != "-10" {
		t.Errorf("a row of duplicate games: %q", rows[0].cells("1"))
	}
}
