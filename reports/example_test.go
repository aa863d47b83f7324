package reports_test

import (
	"os"

	"arbiter/reports"
)

// ExampleStandings prints a ranking for a script (not a terminal): one
// tab-separated line per player, equal totals sharing a rank (RULES §6).
func ExampleStandings() {
	rows := []reports.StandingRow{
		{Rank: 1, Table: 7, Name: "ȘERBAN Ana", Club: "CS Iași", Total: 164, PercentOfTop: 100, Tops: 4},
		{Rank: 2, Table: 3, Name: "ȚURCANU Mihai", Total: 150, PercentOfTop: 91.46, DiffToTop: -14, Tops: 2},
		{Rank: 2, Table: 12, Name: "POPESCU Ion", Total: 150, PercentOfTop: 91.46, DiffToTop: -14, Tops: 2, Warnings: 1},
	}
	if err := reports.Standings(os.Stdout, rows, false); err != nil {
		panic(err)
	}
	// Output:
	// rank	table	name	club	total	percent_of_top	diff_to_top	tops	solos	warnings	penalties
	// 1	7	ȘERBAN Ana	CS Iași	164	100.0	0	4	0	0	0
	// 2	3	ȚURCANU Mihai		150	91.5	-14	2	0	0	0
	// 2	12	POPESCU Ion		150	91.5	-14	2	0	1	0
}
