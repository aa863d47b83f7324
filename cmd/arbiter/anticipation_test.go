package main

import (
	"strconv"
	"strings"
	"testing"

	"arbiter/internal/kindtest"
)

// exampleGroups are the groups of RULES §8.5's worked example, then the
// rest of the ro bag (RULES §8.1: the 15 groups are the whole bag).
const exampleGroups = "AL BRDEIOS AARNOST EUIMNOP AEGINRT AAAAAAA BCCCCCD DDEEEEE EFFGHII IIIIIJL LLMMNNN OOPPPRR RRSSSTT TTTUUUU UVVXZ??"

// An Anticipation game through the command line (RULES §8): started with
// typed groups, each round opened with a group named or drawn by lot,
// slips typed, a cancellation that brings down a later move (RULES §8.5),
// a whole sheet from a file, the control grid, the standings, the end,
// and the log verified.
func TestAnticipation_WholeGame(t *testing.T) {
	r := created(t)
	r.must("game", "start", "--discipline", "anticipatie", "--groups", exampleGroups, "--seed", "5")
	if out := r.must("round", "group", "2"); !strings.Contains(out, "round 1: groups 1 and 2, named by the referee") ||
		!strings.Contains(out, "announce: group 1: AL") || !strings.Contains(out, "thinking time: 8m0s") {
		t.Errorf("round group 2:\n%s", out)
	}
	if out := r.must("slip", "1", "H8 AL 4; 8G BAR 11 = 15"); !strings.Contains(out, "sheet total 15") {
		t.Errorf("table 1's first slip:\n%s", out)
	}
	r.must("slip", "2", "H8", "LA", "4")
	if out := r.must("round", "close"); !strings.Contains(out, "no slip yet from table 3") {
		t.Errorf("round close:\n%s", out)
	}
	r.must("round", "group", "3")
	r.must("slip", "1", "G5 ARAB 13")
	r.must("round", "close")
	r.must("round", "group", "4")
	r.must("slip", "1", "9H LEU 7")
	r.must("round", "close")
	r.must("round", "group", "5")
	if out := r.must("slip", "1", "PAS; anulez turul 1"); !strings.Contains(out, "sheet total 8") {
		t.Errorf("Anulez turul 1 leaves AL and LEU, 4 + 4 (RULES §8.5):\n%s", out)
	}
	sheet := writeFile(t, "ion.json", `{"discipline": "anticipatie", "groups": {`+groupsJSONOf(exampleGroups)+`},
		"rounds": [{"group": 2, "moves": [{"position": "H8", "word": "LA", "score": 4}]}, {"group": 3}, {"group": 4}, {"group": 5, "pass": true}],
		"control_grid": "missing"}`)
	if out := r.must("slips", "sheet", "2", sheet); !strings.Contains(out, "control grid missing") || !strings.Contains(out, "1 disciplinary") {
		t.Errorf("slips sheet:\n%s", out)
	}
	r.must("round", "close")
	r.must("round", "group")
	r.must("round", "close")
	out := r.must("standings")
	if !strings.Contains(out, "POPESCU Ion") || strings.Index(out, "POPESCU Ion") > strings.Index(out, "ȘERBAN Ana") {
		t.Errorf("standings, POPESCU Ion (8) before ȘERBAN Ana (4):\n%s", out)
	}
	r.must("game", "end", "--reason", "test")
	r.must("verify")
}

// groupsJSONOf writes groups as the "groups" object of a sheet.
func groupsJSONOf(groups string) string {
	var parts []string
	for i, g := range strings.Fields(groups) {
		parts = append(parts, `"`+strconv.Itoa(i+1)+`": "`+g+`"`)
	}
	return strings.Join(parts, ", ")
}

// Careless and hostile input to an Anticipation game: each refusal names
// the culprit, exits non-zero and records nothing (RULES §8.1–§8.3, §8.10).
func TestAnticipation_Careless(t *testing.T) {
	r := createdInMemory(t)
	r.refused(exitUsage, "arbiter: --discipline anticipatie and --variant: an Anticipation game has no variant and is not prepared in advance\n", "game", "start", "--discipline", "anticipatie", "--variant", "tactic")
	r.refused(exitUsage, "unknown anticipation game \"blitz\"", "game", "start", "--discipline", "blitz")
	r.refused(exitUsage, "the schedule gives 2 thinking times", "game", "start", "--discipline", "fond", "--schedule", "8,8")
	r.refused(exitUsage, "in oarba each player registers their own groups", "game", "start", "--discipline", "oarba", "--groups", exampleGroups)
	r.refused(exitUsage, "AB is not a word of the lexicon", "game", "start", "--discipline", "anticipatie", "--groups", strings.Replace(exampleGroups, "AL ", "AB ", 1))
	r.must("game", "start", "--discipline", "oarba")
	r.refused(exitRefused, "no player has registered their groups", "round", "group")
	r.refused(exitUsage, "the list holds 2 groups", "player", "groups", "1", "AL", "BRDEIOS")
	r.refused(exitRefused, "no player at table 9", "player", "groups", "9", exampleGroups)
	r.must("player", "groups", "1", exampleGroups)
	r.must("round", "group", "2")
	r.refused(exitRefused, "round 1 is drawn; the groups are registered before the game", "player", "groups", "2", exampleGroups)
	r.refused(exitRefused, "table 2 (ȘERBAN Ana) registered no groups", "slip", "2", "H8 AL 4")
	r.refused(exitRefused, "no player at table 9", "slip", "9", "H8 AL 4")
	r.refused(exitUsage, `table 1: score "patru" is not a number of points`, "slip", "1", "H8 AL patru")
	r.refused(exitRefused, "round 3 is not drawn", "slip", "1", "H8 AL 4", "--round", "3")
	r.refused(exitRefused, "round 1 is still open", "round", "group", "3")
	r.must("round", "close")
	r.refused(exitUsage, "group 2 was already played in round 1", "round", "group", "2")
	r.refused(exitUsage, "is an Anticipation game (oarba", "rack")
	wrong := writeFile(t, "wrong.json", `{"discipline": "fond", "groups": {`+groupsJSONOf(exampleGroups)+`}, "rounds": []}`)
	r.refused(exitUsage, "the sheet is of fond, and the game of oarba", "slips", "sheet", "1", wrong)
	r.refused(exitUsage, "control grid \"lost\"", "slips", "grid", "1", "lost")
	if n := len(kindtest.Anticipation(t, r.state().CurrentGame()).Sheets); n != 0 {
		t.Errorf("%d sheets recorded by refused commands", n)
	}
}

// refused runs arbiter with args and wants exit code and a message on
// standard error holding want, and nothing recorded.
func (r *room) refused(code exitCode, want string, args ...string) {
	r.tb.Helper()
	before := len(r.records())
	got, _, errOut := r.run("", args...)
	if got != code || !strings.Contains(errOut, want) {
		r.tb.Errorf("arbiter %s: exit %d %q, want %d and %q", strings.Join(args, " "), got, errOut, code, want)
	}
	if after := len(r.records()); after != before {
		r.tb.Errorf("arbiter %s recorded %d events though refused", strings.Join(args, " "), after-before)
	}
}

// A replacement sheet is judged as a whole (RULES §8.5): table 1's
// recorded round 4 cancels round 3 (LEU); the new sheet has no move in
// round 3 and a pass in round 4. Judged with the recorded round 4 still
// in place, its round 3 was refused ("round 3 has no move to cancel");
// judged whole, it is consistent and recorded: AL 4 and BAR 11 stand.
func TestAnticipation_SheetReplacedWhole(t *testing.T) {
	r := created(t)
	r.must("game", "start", "--discipline", "anticipatie", "--groups", exampleGroups, "--seed", "5")
	r.must("round", "group", "2")
	r.must("slip", "1", "H8 AL 4; 8G BAR 11 = 15")
	r.must("round", "close")
	r.must("round", "group", "3")
	r.must("round", "close")
	r.must("round", "group", "4")
	r.must("slip", "1", "9H LEU 7")
	r.must("round", "close")
	r.must("round", "group", "5")
	r.must("slip", "1", "PAS; anulez turul 3")
	sheet := writeFile(t, "ana.json", `{"discipline": "anticipatie", "groups": {`+groupsJSONOf(exampleGroups)+`},
		"rounds": [{"group": 2, "moves": [{"position": "H8", "word": "AL", "score": 4}, {"position": "8G", "word": "BAR", "score": 11}], "total": 15},
		{"group": 3}, {"group": 4}, {"group": 5, "pass": true}]}`)
	if out := r.must("slips", "sheet", "1", sheet); !strings.Contains(out, "sheet total 15") {
		t.Errorf("slips sheet:\n%s", out)
	}
	if got := kindtest.Anticipation(t, r.state().CurrentGame()).Sheet(1).Result.Total; got != 15 {
		t.Errorf("table 1's total %d, want 15", got)
	}
	r.must("verify")
}
