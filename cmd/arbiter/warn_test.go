package main

import "testing"

func TestWarn(t *testing.T) {
	r := playingInMemory(t)
	r.expect([]string{"warn", "2", "--technical", "--reason", "slip without position"}, exitOK,
		"round 1, table 2: technical warning (slip without position)\n", "")
	r.expect([]string{"warn", "2", "--technical", "--reason", "again"}, exitRefused, "",
		"arbiter: round 1: table 2 (ȘERBAN Ana) already has a technical warning (slip without position); RULES §5 allows one per round\n")
	r.expect([]string{"warn", "2", "--disciplinary", "--reason", "talking"}, exitOK,
		"round 1, table 2: disciplinary warning (talking)\n", "")
	r.expect([]string{"warn", "3", "--eliminate", "--reason", "word list in the pocket"}, exitOK,
		"round 1, table 3: elimination warning (word list in the pocket)\n", "")
	r.expect([]string{"warn", "9", "--technical", "--reason", "x"}, exitRefused, "", "arbiter: no player at table 9\n")
	r.expect([]string{"warn", "2", "--reason", "x"}, exitUsage, "",
		"arbiter: at least one of the flags in the group [technical disciplinary eliminate] is required\n")
	r.expect([]string{"warn", "2", "--technical", "--disciplinary", "--reason", "x"}, exitUsage, "",
		"arbiter: if any flags in the group [technical disciplinary eliminate] are set none of the others can be; [disciplinary technical] were all set\n")
	r.expect([]string{"warn", "2", "--technical"}, exitUsage, "", "arbiter: required flag(s) \"reason\" not set\n")
	if got := len(r.state().CurrentGame().Warnings); got != 3 {
		t.Errorf("%d warnings recorded, want 3", got)
	}
}
