package main

import "testing"

func TestRoundClose(t *testing.T) {
	r := playingInMemory(t)
	r.must("slip", "1", "H4", "IGNOR", "28")
	r.must("slip", "2", "H8", "GROI", "10")
	r.expect([]string{"round", "close"}, exitOK,
		"round 1 closed\n"+
			"slips entered: 2 of 3 tables; no slip yet from 1 table (3): they score 0 unless entered with --round 1, which may change the best score and the solo\n"+
			"best score in the room: 28 (top 28), 1 player; solo: table 1 POPESCU Ion, +2\n", "")
	r.expect([]string{"round", "close"}, exitRefused, "", "arbiter: round 1 is already closed: draw the next rack first\n")
	r.must("rack")
	r.expect([]string{"round", "close"}, exitRefused, "", "arbiter: round 2 has no top yet: choose one before closing\n")
	r.must("top")
	r.must("slip", "1", "-")
	r.must("slip", "2", "-")
	r.must("slip", "3", "-")
	r.expect([]string{"round", "close"}, exitOK, "round 2 closed\nslips entered: 3 of 3 tables\nbest score in the room: 0 (top 26), 3 players; solo: none\n", "")
}

func TestRoundCancel(t *testing.T) {
	r := playingInMemory(t)
	r.must("slip", "1", "H4", "IGNOR", "28")
	r.expect([]string{"round", "cancel", "1"}, exitUsage, "", "arbiter: required flag(s) \"reason\" not set\n")
	r.expect([]string{"round", "cancel", "x", "--reason", "r"}, exitUsage, "", "arbiter: round \"x\" is not a round number (1, 2, …)\n")
	r.expect([]string{"round", "cancel", "4", "--reason", "r"}, exitRefused, "", "arbiter: game 1 has no round 4\n")
	r.expect([]string{"round", "cancel", "1", "--reason", "wrong rack announced"}, exitOK,
		"round 1 cancelled (wrong rack announced)\n", "")
	r.expect([]string{"round", "cancel", "1", "--reason", "again"}, exitRefused, "", "arbiter: round 1 is already cancelled\n")
	st, err := r.state().Standings(1, "total")
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range st.Rows {
		if row.Total != 0 {
			t.Errorf("table %d scores %d in a game whose only round was cancelled", row.Table, row.Total)
		}
	}
}

func TestNewRoundCloseCmd(t *testing.T) {
	checkFlagCases(t, newRoundCloseCmdRun, []flagCase[roundOptions]{
		{name: "Current", args: nil, want: roundOptions{}},
		{name: "DB", args: []string{"--db", "cupa.db"}, want: roundOptions{DB: "cupa.db"}},
		{name: "NoArguments", args: []string{"7"}, wantErr: `unknown command "7" for "close"`},
	})
}

func TestNewRoundCancelCmd(t *testing.T) {
	checkFlagCases(t, newRoundCancelCmdRun, []flagCase[roundOptions]{
		{name: "Cancel", args: []string{"7", "--reason", "wrong rack announced", "--db", "cupa.db"},
			want: roundOptions{DB: "cupa.db", Round: 7, Reason: "wrong rack announced"}},
		{name: "NotARound", args: []string{"0", "--reason", "r"}, wantErr: `round "0" is not a round number (1, 2, …)`, wantCode: exitUsage},
		{name: "Word", args: []string{"seven", "--reason", "r"}, wantErr: `round "seven" is not a round number (1, 2, …)`, wantCode: exitUsage},
		{name: "ReasonRequired", args: []string{"7"}, wantErr: `required flag(s) "reason" not set`},
		{name: "OneRound", args: []string{"7", "8", "--reason", "r"}, wantErr: "accepts 1 arg(s), received 2"},
	})
}
