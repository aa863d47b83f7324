package main

import "testing"

func TestRack(t *testing.T) {
	r := createdInMemory(t)
	r.must("game", "start", "--seed", "7")
	r.expect([]string{"rack"}, exitOK, "round 1: CGINORR\n", "")
	r.expect([]string{"rack"}, exitRefused, "", "arbiter: round 1 is still open: close it (or cancel it) before drawing\n")
	r.expect([]string{"rack", "--reject", "mistyped"}, exitOK, "round 1: rack put back in the bag (mistyped)\n", "")
	r.expect([]string{"rack", "--force", "x"}, exitUsage, "", "arbiter: --force applies to a rack typed with --manual\n")
	r.expect([]string{"rack", "--reject", ""}, exitUsage, "", "arbiter: rejecting a rack needs a reason: --reject REASON\n")
	for _, empty := range []string{"", " + "} {
		r.expect([]string{"rack", "--manual", empty}, exitUsage, "",
			"arbiter: --manual \""+empty+"\" holds no letter: type the letters drawn ('?' for a joker), or leave --manual out for the program's draw\n")
	}
	r.expect([]string{"rack", "--manual", "AEIRST?"}, exitOK, "round 1: AEIRST?, drawn by hand\n", "")
	r.must("top")
	r.must("round", "close")
	rs := r.state()
	if g := rs.CurrentGame(); len(g.Rounds) != 1 || !g.Rounds[0].Manual || len(g.Rounds[0].Rejected) != 1 {
		t.Errorf("round 1 = %+v, want the manual rack after one rejection", g.Rounds[0])
	}
}

// TestRack_ManualRefused: a typed rack that misses the minimum (RULES §4.2)
// is refused, then accepted with --force. A rack no bag can give (more tiles
// of a letter than the set holds, a letter the set lacks) is refused by the
// rules too, exit 1 as the README's exit codes say ("a rack the bag cannot
// give"); a character that is no tile at all is bad input.
func TestRack_ManualRefused(t *testing.T) {
	r := createdInMemory(t)
	r.must("game", "start", "--seed", "7")
	code, out, errOut := r.run("", "rack", "--manual", "BCDLMNR")
	if code != exitRefused || out != "" || errOut == "" {
		t.Errorf("rack --manual BCDLMNR: exit %d, stdout %q, stderr %q; want a refusal (no vowel)", code, out, errOut)
	}
	for _, tt := range []struct {
		letters string
		want    exitCode
		errOut  string
	}{
		{"XXXXXXX", exitRefused, `arbiter: round 1: rack "XXXXXXX": 7 × X, but the ro set holds 1` + "\n"},
		{"HHAEIRT", exitRefused, `arbiter: round 1: rack "HHAEIRT": 2 × H, but the ro set holds 1` + "\n"},
		{"KAEIRST", exitRefused, `arbiter: round 1: rack "KAEIRST": 1 × K, but the ro set holds 0` + "\n"},
		{"AEIRST1", exitUsage, `arbiter: round 1: rack "AEIRST1": '1' is neither a letter nor ? for a joker` + "\n"},
	} {
		r.expect([]string{"rack", "--manual", tt.letters}, tt.want, "", tt.errOut)
	}
	if got := len(r.records()); got != 5 {
		t.Errorf("refused racks recorded something: %d events, want 5", got)
	}
	out = r.must("rack", "--manual", "BCDLMNR", "--force", "the bag was shaken badly")
	if want := "round 1: BCDLMNR, drawn by hand, accepted against minimum: the bag was shaken badly\n"; out != want {
		t.Errorf("forced rack: %q, want %q", out, want)
	}
}

func TestNewRackCmd(t *testing.T) {
	checkFlagCases(t, newRackCmdRun, []flagCase[rackOptions]{
		{name: "Draw", args: []string{"--reject-triples", "--db", "cupa.db"}, want: rackOptions{DB: "cupa.db", RejectTriples: true}},
		{name: "Manual", args: []string{"--manual", "UUIEAO?", "--force", "bag holds no other consonant"},
			want: rackOptions{Manual: "UUIEAO?", Force: "bag holds no other consonant"}},
		{name: "Reject", args: []string{"--reject", "mistyped manual rack"}, want: rackOptions{Reject: "mistyped manual rack"}},
		{name: "RejectBlank", args: []string{"--reject", ""}, wantErr: "rejecting a rack needs a reason: --reject REASON", wantCode: exitUsage},
		{name: "ManualBlank", args: []string{"--manual", "+"},
			wantErr: `--manual "+" holds no letter: type the letters drawn ('?' for a joker), or leave --manual out for the program's draw`, wantCode: exitUsage},
		{name: "ForceWithoutManual", args: []string{"--force", "r"}, wantErr: "--force applies to a rack typed with --manual", wantCode: exitUsage},
		{name: "RejectAndManual", args: []string{"--reject", "r", "--manual", "AB"},
			wantErr: "if any flags in the group [reject manual] are set none of the others can be; [manual reject] were all set"},
	})
}
