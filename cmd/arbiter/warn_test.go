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
	// The same disciplinary warning twice is refused, given with --again,
	// and each withdrawn with a reason.
	r.expect([]string{"warn", "2", "--disciplinary", "--reason", "talking"}, exitRefused, "",
		"arbiter: round 1: table 2 (ȘERBAN Ana) already has this disciplinary warning (\"talking\"); give it again only on purpose\n")
	r.expect([]string{"warn", "2", "--disciplinary", "--reason", "talking", "--again"}, exitOK,
		"round 1, table 2: disciplinary warning (talking)\n", "")
	r.expect([]string{"warn", "2", "--disciplinary", "--withdraw", "--reason", "typed twice"}, exitOK,
		"round 1, table 2: disciplinary warning withdrawn (typed twice)\n", "")
	r.expect([]string{"warn", "3", "--disciplinary", "--withdraw", "--reason", "x"}, exitRefused, "",
		"arbiter: round 1: table 3 (IONESCU Dan) has no disciplinary warning given by the referee to withdraw\n")
	if got := len(r.state().CurrentGame().Warnings); got != 3 {
		t.Errorf("%d warnings stand, want 3", got)
	}
}

func TestNewWarnCmd(t *testing.T) {
	checkFlagCases(t, newWarnCmdRun, []flagCase[warnOptions]{
		{name: "Technical", args: []string{"12", "--technical", "--reason", "no position"},
			want: warnOptions{Table: 12, Technical: true, Reason: "no position"}},
		{name: "EarlierRound", args: []string{"7", "--disciplinary", "--reason", "talking", "--round", "3", "--db", "cupa.db"},
			want: warnOptions{DB: "cupa.db", Table: 7, Disciplinary: true, Reason: "talking", Round: 3}},
		{name: "Withdraw", args: []string{"7", "--disciplinary", "--withdraw", "--reason", "wrong table"},
			want: warnOptions{Table: 7, Disciplinary: true, Withdraw: true, Reason: "wrong table"}},
		{name: "Again", args: []string{"7", "--disciplinary", "--again", "--reason", "talking"},
			want: warnOptions{Table: 7, Disciplinary: true, Again: true, Reason: "talking"}},
		{name: "Eliminate", args: []string{"7", "--eliminate", "--reason", "word list"},
			want: warnOptions{Table: 7, Eliminate: true, Reason: "word list"}},
		{name: "NotATable", args: []string{"x", "--technical", "--reason", "r"}, wantErr: `table "x" is not a table number (1, 2, …)`},
		{name: "TwoKinds", args: []string{"7", "--technical", "--eliminate", "--reason", "r"},
			wantErr: "if any flags in the group [technical disciplinary eliminate] are set none of the others can be; [eliminate technical] were all set"},
	})
}
