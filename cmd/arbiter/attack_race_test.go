package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/internal/longtest"
)

// TestAttack_ResultRace starts two processes at once entering a result
// for the same board of a free-game event, 5 times (20 with
// ARBITER_LONG_TESTS=1), each on a fresh copy of the tournament: two
// assistants typing one scoresheet. Typing different scores, one result is
// recorded and the other refused as a result the board already has (exit
// 2); typing the same, one is recorded and the other changes nothing.
// Never two results, nor a correction nobody asked for.
func TestAttack_ResultRace(t *testing.T) {
	ev := freeEvent(t, 24)
	base := snapshotOf(t, ev, "paired.db")
	b := boardsOf(t, ev)[0]
	races := longtest.Size(t, 20, 5)
	for _, tc := range []struct {
		name      string
		second    string
		wantCodes [2]exitCode
	}{
		{"different scores", "390", [2]exitCode{exitOK, exitUsage}},
		{"the same scores", "400", [2]exitCode{exitOK, exitOK}},
	} {
		t.Run(strings.ReplaceAll(tc.name, " ", "_"), func(t *testing.T) {
			for i := range races {
				c := &room{tb: t, db: filepath.Join(t.TempDir(), "race.db")}
				copyFile(t, base, c.db)
				cmds := [2]*exec.Cmd{
					childCmd(t, false, "result", itoa(b.Start), "400", itoa(b.Reply), "300", "--db", c.db),
					childCmd(t, false, "result", itoa(b.Start), tc.second, itoa(b.Reply), "300", "--db", c.db),
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
				if loser := outs[0].String() + outs[1].String(); tc.wantCodes[1] == exitUsage && !strings.Contains(loser, "needs a reason") {
					t.Errorf("race %d: the refusal %q does not say the board has a result", i+1, loser)
				}
				t.Setenv("ARBITER_DB", c.db)
				c.must("verify")
				if n, m := countType("free_result_recorded")(c), countType("free_result_corrected")(c); n != 1 || m != 0 {
					t.Fatalf("race %d: %d results and %d corrections recorded, want 1 and 0", i+1, n, m)
				}
			}
		})
	}
}
