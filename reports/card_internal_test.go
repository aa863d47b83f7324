package reports

import (
	"strings"
	"testing"

	"arbiter/scoring"
)

// TestCard_CancelledRound: on a player's card (PDF, screen, site) a
// cancelled round's top counts in no total and its line has no
// difference, as the standings leave the round out (RULES §4); the line
// says, in the rule set's language, that the round was cancelled.
func TestCard_CancelledRound(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	top := scoring.Move{Word: "IGNOR", Score: 28}
	lines := []CardLine{
		{Round: 1, Top: top, Slip: SlipLine{Position: "H4", Word: "IGNOR", Score: 28}},
		{Round: 2, Top: scoring.Move{Word: "COLUMNA", Score: 78}, Cancelled: true, Solo: true},
	}
	if got := topsTotal(lines); got != 28 {
		t.Errorf("tops total %d, want 28: round 2 is cancelled", got)
	}
	l := labelsFor("ro")
	if cells := cardCells(rs, l, lines[1]); cells[8] != "" {
		t.Errorf("the cancelled round's difference is %q, want none", cells[8])
	}
	if cells := cardCells(rs, l, lines[0]); cells[8] != "0" {
		t.Errorf("round 1's difference is %q, want 0", cells[8])
	}
	if got := cardNotes(lines[1], l.solo, l.cancelled); got != "rundă anulată; Solo" {
		t.Errorf("the cancelled round's notes: %q", got)
	}
}

// TestCard_Penalty: a card whose rounds add up to more than its total
// says why: the round's disciplinary warning and what it cost, and the
// sum of RULES §6 under the rounds (a disciplinary warning counts as 4
// technical ones, the 4th costing 5 points).
func TestCard_Penalty(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	c := PlayerCard{Player: StandingRow{Table: 2, Name: "IONESCU Maria", Rank: 2, Total: 54, Penalties: 5, Warnings: 1},
		Lines: []CardLine{
			{Round: 1, Top: scoring.Move{Word: "COLUMNA", Score: 78}, Slip: SlipLine{Verdict: "no slip"}},
			{Round: 2, Top: scoring.Move{Word: "VAH", Score: 60}, Slip: SlipLine{Position: "I7", Word: "VAH", Score: 59}, Disciplinary: 1, Penalty: 5},
		}}
	var b strings.Builder
	if err := Card(&b, rs, c, true); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{"│ D; penalty 5 │", "59 + 0 (solos) - 5 (penalties) = 54\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("the card does not say %q:\n%s", want, out)
		}
	}
}
