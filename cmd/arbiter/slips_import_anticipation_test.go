package main

import (
	"strings"
	"testing"
)

// An import of Anticipation slips never replaces a slip recorded
// otherwise: it names every slip it would replace and records nothing
// (exit 1), as the duplicate game's import does; --force replaces them.
// It replaced silently ("1 recorded"), and --force changed nothing.
func TestSlipsImport_AnticipationNeverReplaces(t *testing.T) {
	r := createdInMemory(t)
	r.must("game", "start", "--discipline", "anticipatie", "--groups", exampleGroups, "--seed", "5")
	r.must("round", "group", "2")
	r.must("slip", "1", "H8 AL 4; 8G BAR 11 = 15")
	file := writeFile(t, "round1.csv", "round,table,slip\n1,1,H8 LA 4; 8G BAR 11 = 15\n1,2,H8 LA 4\n")
	r.refused(exitRefused, `the import would replace 1 recorded slip: round 1, table 1: "H8 AL 4; 8G BAR 11 = 15" by "H8 LA 4; 8G BAR 11 = 15"; nothing recorded: import with --force`,
		"slips", "import", file)
	if out := r.must("report", "card", "2"); strings.Contains(out, "LA") {
		t.Errorf("the refused import recorded table 2's slip:\n%s", out)
	}
	if out := r.must("slips", "import", file, "--force"); !strings.Contains(out, ": 2 slips in 1 round: 2 recorded, 0 corrected, 0 already recorded;") {
		t.Errorf("the import with --force:\n%s", out)
	}
	if out := r.must("report", "card", "1"); !strings.Contains(out, "LA") {
		t.Errorf("table 1's card after the forced import, want LA:\n%s", out)
	}
	if out := r.must("slips", "import", file); !strings.Contains(out, ": 2 slips in 1 round: 0 recorded, 0 corrected, 2 already recorded;") {
		t.Errorf("the same import again:\n%s", out)
	}
}

// A slip of an Anticipation game is not withdrawn (RULES §8.4): the
// refusal says how to replace it. It said the game had no slips of the
// duplicate game, though it has slips.
func TestSlipWithdraw_Anticipation(t *testing.T) {
	r := createdInMemory(t)
	r.must("game", "start", "--discipline", "anticipatie", "--groups", exampleGroups, "--seed", "5")
	r.must("round", "group", "2")
	r.must("slip", "1", "H8 AL 4; 8G BAR 11 = 15")
	r.refused(exitUsage, "table 1: an Anticipation slip is not withdrawn, it is a round of the player's sheet (RULES §8.4): type the slip of round 1 again to replace it, or 1 - for a round with no move",
		"slip", "1", "--withdraw", "handed in late", "--round", "1")
}
