package main

import (
	"strings"
	"testing"
)

// TestVariantGames_CLI referees a Completiv and a Tactic game through the
// commands (RULES §7): game start --variant, racks typed by hand (Tactic's
// two groups with a "/"), the top announced with the letter chosen from the
// stock or with both moves, Tactic slips typed as arguments and as lines,
// each wrong or missing figure a warning, and careless input refused.
func TestVariantGames_CLI(t *testing.T) {
	r := createdInMemory(t)
	r.expect([]string{"game", "start", "--variant", "anticipatie"}, exitUsage, "",
		"arbiter: --variant: unknown variant \"anticipatie\" (classic, completiv, superjoker, metagrama, eliptic or tactic)\n")
	r.expect([]string{"game", "start", "--variant", "completiv", "--tactic-order", "fixed"}, exitUsage, "",
		"arbiter: --tactic-order fixed: the order of the groups is an option of Tactic, not of the completiv game\n")
	r.expect([]string{"game", "start", "--seed", "1", "--variant", "completiv"}, exitOK, "game 1 started, seed 1, completiv\n", "")
	r.expect([]string{"rack", "--manual", "ACLMNOU"}, exitRefused, "",
		"arbiter: round 1: rack \"ACLMNOU\": 7 new letters with the remainder \"\" make 7 tiles; the rack takes 6\n")
	r.expect([]string{"rack", "--manual", "ACLMNO"}, exitOK, "round 1: ACLMNO, drawn by hand\n", "")
	if out := r.must("top"); !strings.HasPrefix(out, "round 1 top: H8 MONAH [H], 54 points; 4 moves reach it") {
		t.Errorf("completiv top:\n%s", out)
	}
	r.expect([]string{"slip", "1", "H8", "MONAH", "54"}, exitOK, "round 1, table 1: slip H8 MONAH 54 → valid, 54 points; H from the stock\n", "")
	r.expect([]string{"slip", "2", "H8", "MONAH", "54", "/", "I7", "VAH"}, exitUsage, "",
		"arbiter: round 1, table 2: a second move and a total are written only in Tactic, not in the completiv game\n")
	r.must("round", "close")
	if out := r.must("export", "game", "--format", "csv"); out != "round,rack,word,position,score,chosen\n1,ACLMNO + 1 chosen,MONAH,H8,54,H\n" {
		t.Errorf("completiv game record:\n%s", out)
	}
	if out := r.must("report", "bulletin", "1"); !strings.Contains(out, "top\tH8 MONAH [H] 54\n") ||
		!strings.Contains(out, "\tH8\tMONAH [H]\t54\tvalid\t54\t") {
		t.Errorf("completiv bulletin: the letter chosen from the stock once, after the top and the slip:\n%s", out)
	}
	r.must("game", "end", "--reason", "next game")

	r.expect([]string{"game", "start", "--seed", "2", "--variant", "tactic", "--tactic-order", "fixed"}, exitOK,
		"game 2 started, seed 2, tactic (groups in the order drawn)\n", "")
	r.expect([]string{"rack", "--manual", "ACLMNOU"}, exitRefused, "",
		"arbiter: round 1: rack \"ACLMNOU\": Tactic's two groups are typed with a '/' between them, as in ACLMNOU / AHLMUVX\n")
	r.expect([]string{"rack", "--manual", "ACLMNOU / AHLMUVX"}, exitOK, "round 1: ACLMNOU / AHLMUVX, drawn by hand\n", "")
	if out := r.must("top"); !strings.HasPrefix(out, "round 1 top: H5 OLUM + 4H VLAHU, 95 points (14 + 81)") {
		t.Errorf("tactic top:\n%s", out)
	}
	r.expect([]string{"slip", "1", "H5 OLUM 14", "4H VLAHU 81", "95"}, exitOK,
		"round 1, table 1: slip H5 OLUM 14 / 4H VLAHU 81 = 95 → valid, 95 points\n", "")
	r.expect([]string{"slip", "3", "H5 OLUM 14", "4H VLAHU 81", "9S"}, exitUsage, "",
		"arbiter: table 3: total \"9S\" is not a number: type the total in digits, or leave it out for a slip without a total\n")
	code, out, _ := r.run("2 H5 OLUM / 4H VLAHU =\n3 H5 OLUM 15 / 4H VLAHU 81 = 96\n", "slips", "enter")
	if code != exitOK || !strings.Contains(out, "table 2: slip H5 OLUM / 4H VLAHU → valid, 95 points; 3 technical warnings missing_score, missing_score2, missing_total") ||
		!strings.Contains(out, "table 3: slip H5 OLUM 15 / 4H VLAHU 81 = 96 → valid, 95 points; 2 technical warnings wrong_score, wrong_total") {
		t.Errorf("slips enter: exit %d\n%s", code, out)
	}
	if code, _, errOut := r.run("", "warn", "3", "--technical", "--reason", "illegible"); code != exitRefused || !strings.Contains(errOut, "already has a technical warning") {
		t.Errorf("a technical warning where the slip earned one: exit %d, %q", code, errOut)
	}
	if out := r.must("round", "close"); !strings.Contains(out, "best score in the room: 95 (top 95)") {
		t.Errorf("round close:\n%s", out)
	}
	if out := r.must("export", "game", "--format", "csv"); out != "round,rack,word,position,score,word2,position2,score2,total\n1,ACLMNOU / AHLMUVX,OLUM,H5,14,VLAHU,4H,81,95\n" {
		t.Errorf("tactic game record:\n%s", out)
	}
	if out := r.must("report", "bulletin", "1"); !strings.Contains(out, "top\tH5 OLUM + 4H VLAHU 95\n") ||
		!strings.Contains(out, "\tH5 / 4H\tOLUM / VLAHU\t15 + 81 = 96\t") {
		t.Errorf("tactic bulletin: both moves of the top and of the slips, the three figures written:\n%s", out)
	}
	if out := r.must("report", "card", "1"); !strings.Contains(out, "ACLMNOU / AHLMUVX\tH5 / 4H\tOLUM / VLAHU\t95\tOLUM / VLAHU\tH5 / 4H\t95\t0\t") {
		t.Errorf("tactic card: both moves and the top's total:\n%s", out)
	}
	st, err := r.state().Standings(2, "total")
	if err != nil {
		t.Fatal(err)
	}
	warnings := map[int]int{}
	for _, row := range st.Rows {
		warnings[row.Table] = row.Warnings
	}
	if warnings[1] != 0 || warnings[2] != 3 || warnings[3] != 2 {
		t.Errorf("warnings by table %v, want 0, 3, 2 (RULES §7.6: one for each wrong or missing figure)", warnings)
	}
}
