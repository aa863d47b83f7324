package main

import (
	"strings"
	"testing"
)

func TestTop(t *testing.T) {
	r := createdInMemory(t)
	r.must("game", "start", "--seed", "7")
	r.must("rack")
	r.expect([]string{"top"}, exitOK, "round 1 top: H4 IGNOR, 28 points; 4 moves reach it (choose another with --choose N):\n"+
		"   1* H4 IGNOR 28\n"+
		"   2  H8 IGNOR 28\n"+
		"   3  8D IGNOR 28\n"+
		"   4  8H IGNOR 28\n", "")
	r.expect([]string{"top", "--choose", "2", "--reason", "symmetry"}, exitOK,
		"round 1 top: H8 IGNOR, 28 points (referee's choice: symmetry); 4 moves reach it (choose another with --choose N):\n"+
			"   1  H4 IGNOR 28\n"+
			"   2* H8 IGNOR 28\n"+
			"   3  8D IGNOR 28\n"+
			"   4  8H IGNOR 28\n", "")
	// Running top again shows the choice, and records nothing: it must not
	// take the program's top back (--choose 1 does).
	chosen := "round 1 top: H8 IGNOR, 28 points (referee's choice: symmetry); 4 moves reach it (choose another with --choose N):\n" +
		"   1  H4 IGNOR 28\n" +
		"   2* H8 IGNOR 28\n" +
		"   3  8D IGNOR 28\n" +
		"   4  8H IGNOR 28\n"
	events := len(r.records())
	r.expect([]string{"top"}, exitOK, chosen+"(announced already; nothing recorded: --choose N or --play MOVE changes it)\n", "")
	r.expect([]string{"top", "--choose", "2"}, exitOK, chosen+"(the same top is already chosen; nothing changed)\n", "")
	// For scripts: the same list as JSON, numbered as --choose reads it.
	r.expect([]string{"top", "--json"}, exitOK, `{"round":1,"recorded":0,"tops":[{"n":1,"move":"H4 IGNOR","score":28},`+
		`{"n":2,"move":"H8 IGNOR","score":28,"chosen":true},{"n":3,"move":"8D IGNOR","score":28},{"n":4,"move":"8H IGNOR","score":28}]}`+"\n", "")
	if n := len(r.records()); n != events {
		t.Errorf("showing the top again recorded %d events", n-events)
	}
	r.expect([]string{"top", "--play", " "}, exitUsage, "", "arbiter: --play \" \" holds no move: type the position and word, as in --play \"H8 COLUMNA\"\n")
	r.expect([]string{"top", "--choose", "9"}, exitUsage, "", "arbiter: round 1: there are 4 top moves; 9 is not one of them\n")
	r.expect([]string{"top", "--choose", "2", "--play", "H4 IGNOR"}, exitUsage, "",
		"arbiter: if any flags in the group [choose play invalidate] are set none of the others can be; [choose play] were all set\n")
	r.expect([]string{"top", "--play", "H8 GROI"}, exitRefused, "", "arbiter: round 1: H8 GROI: \"GROI\" at H8 is not in the lexicon\n")
	if g := r.state().CurrentGame(); g.Rounds[0].Top.Move.Word != "IGNOR" || g.Rounds[0].Top.Choice != 2 {
		t.Errorf("round 1 top = %+v, want the 2nd IGNOR", g.Rounds[0].Top)
	}
	r.must("round", "close")
	r.expect([]string{"top", "--invalidate", "1", "--reason", "IGNOR is not in the federation's list"}, exitOK,
		"round 1: top marked invalid, it scores 0 for who played it (IGNOR is not in the federation's list)\n", "")
	// Once the game has ended its last top is not offered for a new choice.
	r.must("game", "end", "--reason", "time")
	r.expect([]string{"top"}, exitRefused, "", "arbiter: game 1 has ended (referee): time\n")
}

// TestTop_ChooseNegative: top --choose -1 is refused, not taken as 1.
func TestTop_ChooseNegative(t *testing.T) {
	r := playingInMemory(t)
	code, _, errOut := r.run("", "top", "--choose", "-1")
	if code != exitUsage || !strings.Contains(errOut, "top -1: the announced tops are numbered 1, 2") {
		t.Errorf("top --choose -1: exit %d, stderr %q; want exit 2", code, errOut)
	}
}

func TestNewTopCmd(t *testing.T) {
	checkFlagCases(t, newTopCmdRun, []flagCase[topOptions]{
		{name: "Find", args: nil, want: topOptions{}},
		{name: "JSON", args: []string{"--json"}, want: topOptions{JSON: true}},
		{name: "Choose", args: []string{"--choose", "2", "--reason", "symmetry"}, want: topOptions{Choose: 2, Reason: "symmetry"}},
		{name: "Tactic", args: []string{"--play", "H8 COLUMNA", "--play2", "I7 VAH", "--reason", "typed", "--db", "cupa.db"},
			want: topOptions{DB: "cupa.db", Play: "H8 COLUMNA", Play2: "I7 VAH", Reason: "typed"}},
		{name: "Invalidate", args: []string{"--invalidate", "7", "--reason", "ZEFIRI"}, want: topOptions{Invalidate: 7, Reason: "ZEFIRI"}},
		{name: "BlankPlay", args: []string{"--play", " "}, wantErr: `--play " " holds no move: type the position and word, as in --play "H8 COLUMNA"`},
		{name: "SecondAlone", args: []string{"--play2", "I7 VAH"}, wantErr: "--play2 is Tactic's second move: type the first with --play"},
		{name: "ChooseAndPlay", args: []string{"--choose", "2", "--play", "H8 COLUMNA"},
			wantErr: "if any flags in the group [choose play invalidate] are set none of the others can be; [choose play] were all set"},
	})
}
