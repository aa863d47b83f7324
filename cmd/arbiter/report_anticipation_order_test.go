package main

import (
	"strings"
	"testing"
)

// The bulletin and the cards of an Anticipation game list the players in
// the order of the game's standings, ties by table as the standings have
// them. They ranked the sheets again, ties by name: the three players
// tied on PAS came out IONESCU, POPESCU, ȘERBAN on the bulletin and
// POPESCU, ȘERBAN, IONESCU in the standings.
func TestAnticipationSheets_InTheStandingsOrder(t *testing.T) {
	r := createdInMemory(t)
	r.must("game", "start", "--discipline", "anticipatie", "--groups", exampleGroups, "--seed", "5")
	r.must("round", "group", "2")
	for _, table := range []string{"1", "2", "3"} {
		r.must("slip", table, "PAS")
	}
	r.must("round", "close")
	order := func(out string) []string {
		var names []string
		for _, line := range strings.Split(out, "\n") {
			for _, name := range []string{"POPESCU", "ȘERBAN", "IONESCU"} {
				if strings.Contains(line, name) {
					names = append(names, name)
				}
			}
		}
		return names
	}
	want := strings.Join(order(r.must("standings")), " ")
	if want != "POPESCU ȘERBAN IONESCU" {
		t.Fatalf("standings in the order %s, want the tables' order", want)
	}
	for _, args := range [][]string{{"report", "bulletin", "1"}, {"report", "card"}, {"export", "cards"}} {
		if got := strings.Join(order(r.must(args...)), " "); got != want {
			t.Errorf("%s lists %s, want the standings' %s", strings.Join(args, " "), got, want)
		}
	}
}
