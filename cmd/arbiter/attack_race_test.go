package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

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
				c, codes, stderr := race(t, tc.base, tc.args, [2]time.Duration{})
				if codes != tc.wantCodes && codes != [2]exitCode{tc.wantCodes[1], tc.wantCodes[0]} {
					t.Errorf("race %d: exits %v (%q), want %v in either order", i+1, codes, stderr, tc.wantCodes)
				}
				if !strings.Contains(stderr, tc.refusal) {
					t.Errorf("race %d: the refusal %q does not say %q", i+1, stderr, tc.refusal)
				}
				if n, m := countType(tc.counted)(c), countType("free_result_corrected")(c); n != tc.want || m != 0 {
					t.Fatalf("race %d: %d %s and %d corrections, want %d and 0", i+1, n, tc.counted, m, tc.want)
				}
			}
		})
	}
}

// TestAttack_RepairRace starts `pair --again` and a result of the round's
// board at once, 5 times (20 with ARBITER_LONG_TESTS=1), one or the other
// a little later each time: a round is paired again only while none of its
// boards has a result, so either the result is recorded and the new
// pairing refused (exit 1), or the round is paired again and the result,
// of two players no longer paired, refused (exit 2), unless the new lot
// seats the two together again. Never a result and a pairing after it.
func TestAttack_RepairRace(t *testing.T) {
	ev := freeEvent(t, 24)
	base := snapshotOf(t, ev, "paired.db")
	b := boardsOf(t, ev)[0]
	races := longtest.Size(t, 20, 5)
	outcomes := map[string]int{}
	for i := range races {
		var delays [2]time.Duration
		delays[i%2] = time.Duration(i) * 5 * time.Millisecond // the pairing later in even races, the result in odd
		c, codes, stderr := race(t, base, [2][]string{
			{"pair", "--again", "a late arrival"},
			{"result", itoa(b.Start), "400", itoa(b.Reply), "300"},
		}, delays)
		paired, results := countType("free_round_paired")(c), countType("free_result_recorded")(c)
		switch {
		case codes == [2]exitCode{exitRefused, exitOK} && paired == 1 && results == 1:
			outcomes["result first"]++
		case codes == [2]exitCode{exitOK, exitUsage} && paired == 2 && results == 0 && strings.Contains(stderr, "were not paired"):
			outcomes["pairing first"]++
		case codes == [2]exitCode{exitOK, exitOK} && paired == 2 && results == 1 && pairedTogether(boardsOf(t, c), b.Start, b.Reply):
			// The new lot seated the two together again (one chance in 23):
			// their result is one of the round's.
			outcomes["pairing first, the two paired together again"]++
		default:
			t.Fatalf("race %d: exits %v (%q), %d pairings and %d results", i+1, codes, stderr, paired, results)
		}
	}
	t.Logf("%d races: %v", races, outcomes)
}

// pairedTogether reports whether a and b play one board of boards.
func pairedTogether(boards []struct{ Board, Start, Reply int }, a, b int) bool {
	for _, bd := range boards {
		if bd.Start == a && bd.Reply == b || bd.Start == b && bd.Reply == a {
			return true
		}
	}
	return false
}

// race runs the two command lines args as child processes started at once
// on a fresh copy of base, each waiting its delay before it runs, and
// returns the copy (verified), their exit statuses and what they wrote to
// standard error.
func race(t *testing.T, base string, args [2][]string, delays [2]time.Duration) (*room, [2]exitCode, string) {
	t.Helper()
	c := &room{tb: t, db: filepath.Join(t.TempDir(), "race.db")}
	copyFile(t, base, c.db)
	var cmds [2]*exec.Cmd
	var outs [2]strings.Builder
	for j := range cmds {
		cmds[j] = childCmd(t, false, append(args[j], "--db", c.db)...)
		cmds[j].Stderr = &outs[j]
		cmds[j].Env = append(cmds[j].Env, delayEnv+"="+delays[j].String())
		if err := cmds[j].Start(); err != nil {
			t.Fatal(err)
		}
	}
	var codes [2]exitCode
	for j, cmd := range cmds {
		_ = cmd.Wait()
		codes[j] = exitCode(cmd.ProcessState.ExitCode())
	}
	t.Setenv("ARBITER_DB", c.db)
	c.must("verify")
	return c, codes, outs[0].String() + outs[1].String()
}
