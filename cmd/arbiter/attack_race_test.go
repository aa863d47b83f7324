package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/internal/longtest"
)

// TestAttack_FreeRace starts two processes at once on one free-game
// event, 5 times each (20 with ARBITER_LONG_TESTS=1), each on a fresh copy
// of the tournament. Two assistants typing one scoresheet: with different
// scores, one result is recorded and the other refused as a result the
// board already has (exit 2); with the same, one is recorded and the other
// changes nothing. Never two results, nor a correction nobody asked for;
// one file of results imported twice at once records each result once.
// Two referees pairing the next round: one pairs it, the other is refused
// the round after (exit 1).
func TestAttack_FreeRace(t *testing.T) {
	ev := freeEvent(t, 24)
	paired := snapshotOf(t, ev, "paired.db")
	b := boardsOf(t, ev)[0]
	round1 := writeFile(t, "round1.txt", resultsOf(t, ev, 1))
	ev.must("results", "import", round1)
	played := snapshotOf(t, ev, "played.db")
	imp := []string{"results", "import", round1}
	result := func(score string) []string {
		return []string{"result", itoa(b.Start), score, itoa(b.Reply), "300"}
	}
	races := longtest.Size(t, 20, 5)
	for _, tc := range []struct {
		name      string
		base      string
		args      [2][]string
		wantCodes [2]exitCode
		refusal   string
		counted   string
		want      int
	}{
		{"different scores", paired, [2][]string{result("400"), result("390")}, [2]exitCode{exitOK, exitUsage}, "needs a reason", "free_result_recorded", 1},
		{"the same scores", paired, [2][]string{result("400"), result("400")}, [2]exitCode{exitOK, exitOK}, "", "free_result_recorded", 1},
		{"results import", paired, [2][]string{imp, imp}, [2]exitCode{exitOK, exitOK}, "", "free_result_recorded", 12},
		{"pair", played, [2][]string{{"pair"}, {"pair"}}, [2]exitCode{exitOK, exitRefused}, "round 2 has boards", "free_round_paired", 2},
	} {
		t.Run(strings.ReplaceAll(tc.name, " ", "_"), func(t *testing.T) {
			for i := range races {
				c := &room{tb: t, db: filepath.Join(t.TempDir(), "race.db")}
				copyFile(t, tc.base, c.db)
				cmds := [2]*exec.Cmd{
					childCmd(t, false, append(tc.args[0], "--db", c.db)...),
					childCmd(t, false, append(tc.args[1], "--db", c.db)...),
				}
				var outs [2]strings.Builder
				for j, cmd := range cmds {
					cmd.Stderr = &outs[j]
					if err := cmd.Start(); err != nil {
						t.Fatal(err)
					}
				}
				var codes [2]exitCode
				for j, cmd := range cmds {
					_ = cmd.Wait()
					codes[j] = exitCode(cmd.ProcessState.ExitCode())
				}
				if codes != tc.wantCodes && codes != [2]exitCode{tc.wantCodes[1], tc.wantCodes[0]} {
					t.Errorf("race %d: exits %v (%q, %q), want %v in either order", i+1, codes, outs[0].String(), outs[1].String(), tc.wantCodes)
				}
				if loser := outs[0].String() + outs[1].String(); !strings.Contains(loser, tc.refusal) {
					t.Errorf("race %d: the refusal %q does not say %q", i+1, loser, tc.refusal)
				}
				t.Setenv("ARBITER_DB", c.db)
				c.must("verify")
				if n, m := countType(tc.counted)(c), countType("free_result_corrected")(c); n != tc.want || m != 0 {
					t.Fatalf("race %d: %d %s and %d corrections, want %d and 0", i+1, n, tc.counted, m, tc.want)
				}
			}
		})
	}
}
