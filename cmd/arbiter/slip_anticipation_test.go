package main

import (
	"strings"
	"testing"
)

// A slip that neither reader reads (the duplicate game's nor the
// Anticipation game's) is refused, in an Anticipation game, with what is
// wrong with it as an Anticipation slip (RULES §8.2–§8.5), and in a
// duplicate game as a duplicate one; nothing is recorded.
func TestSlip_UnreadableInAnticipation(t *testing.T) {
	r := createdInMemory(t)
	r.must("game", "start", "--discipline", "anticipatie", "--groups", exampleGroups, "--seed", "5")
	r.must("round", "group", "2")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"slip", "1", "H8 AL 4 5"}, `table 1: "H8 AL 4 5" is not a move POSITION WORD SCORE, PAS, = TOTAL nor anulez N`},
		{[]string{"slip", "1", "H8 AL 4; PAS; PAS"}, `table 1: "PAS": PAS stands alone, once`},
		{[]string{"slip", "1", "H8 AL 4 = 4 = 5"}, `table 1: "4 = 5": a slip has one total, a number`},
		{[]string{"slip", "1", "PAS; anulez"}, "table 1: anulez names the round to cancel"},
	} {
		r.refused(exitUsage, tc.want, tc.args...)
		if _, _, errOut := r.run("", tc.args...); strings.Contains(errOut, "nor - for no slip") {
			t.Errorf("arbiter %s: the duplicate reader's message %q", strings.Join(tc.args, " "), errOut)
		}
	}
}

// An Anticipation slip typed in lower case marks every letter a joker,
// more than the player's groups hold: refused as a typing mistake (exit 2,
// "type the word in capitals"), as in the duplicate game, and nothing is
// recorded. It was recorded as two invalid moves scoring 0.
func TestSlip_AnticipationLowerCase(t *testing.T) {
	r := createdInMemory(t)
	r.must("game", "start", "--discipline", "anticipatie", "--groups", exampleGroups, "--seed", "5")
	r.must("round", "group", "2")
	r.refused(exitUsage, `round 1, table 1: the word "al" marks 2 jokers, the rack and the board hold 0: type the word in capitals, a joker in lower case`,
		"slip", "1", "h8 al 4; 8g bar 11 = 15")
	r.refused(exitUsage, `round 1, table 1: the second word "bar" marks 3 jokers`, "slip", "1", "H8 AL 4; 8g bar 11 = 15")
	if out := r.must("slip", "1", "H8 AL 4; 8G BAR 11 = 15"); !strings.Contains(out, "sheet total 15") {
		t.Errorf("the slip typed in capitals after the refusals:\n%s", out)
	}
}

// `slips enter` reads each line as the game's kind reads a slip: in an
// Anticipation game a line is TABLE and its moves separated by ';' (RULES
// §8.2), recorded and adjudicated on the player's sheet as `slip` records
// it, and a wrong line is skipped with the Anticipation reader's message.
// Every line was read as a duplicate slip and refused.
func TestSlipsEnter_Anticipation(t *testing.T) {
	r := createdInMemory(t)
	r.must("game", "start", "--discipline", "anticipatie", "--groups", exampleGroups, "--seed", "5")
	r.must("round", "group", "2")
	code, out, errOut := r.run("1 H8 AL 4; 8G BAR 11 = 15\n2 H8 AL 4 5\n", "slips", "enter")
	if code != exitUsage || !strings.Contains(out, "sheet total 15") ||
		!strings.Contains(errOut, `line 2: table 2: "H8 AL 4 5" is not a move POSITION WORD SCORE, PAS, = TOTAL nor anulez N`) {
		t.Fatalf("slips enter: exit %d\n%s\n%s", code, out, errOut)
	}
	if log := r.must("log"); strings.Count(log, "round 1, table 1: slip H8 AL 4; 8G BAR 11 = 15") != 1 || strings.Contains(log, "round 1, table 2") {
		t.Errorf("the log after slips enter:\n%s", log)
	}
}
