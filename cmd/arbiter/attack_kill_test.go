package main

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"arbiter/internal/longtest"
)

// killPlayers is the field of the free-game event the kills are dealt
// on: large enough that pairing it takes a while.
const killPlayers = 1000

// TestAttack_Kills kills `results import`, `pair` and `result` of a
// free-game event and `slips import` of a duplicate and of an
// Anticipation game with SIGKILL at random moments of their run, 20 times
// each (with ARBITER_LONG_TESTS=1 only: it takes a minute), each time on a
// fresh copy of the tournament. After every kill the log verifies and
// holds either all of the command's events or none of them (a whole round
// for the duplicate import), and the same command run again completes the
// work: a kill never leaves half a transaction, nor a log that refuses to
// open.
func TestAttack_Kills(t *testing.T) {
	if !longtest.Enabled() {
		t.Skip("kills 100 child processes: " + longtest.Env + "=1 runs it")
	}
	const kills = 20
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 1))
	ev := freeEvent(t, killPlayers)
	round1 := writeFile(t, "round1.txt", resultsOf(t, ev, 1))
	paired := snapshotOf(t, ev, "paired.db")
	one := boardsOf(t, ev)[0]
	ev.must("results", "import", round1)
	played := snapshotOf(t, ev, "played.db")
	dup, slips := slipsRoom(t)
	antic, sheets := sheetSlipsRoom(t)

	for _, tc := range []struct {
		name string
		base string
		args []string
		// events counts the command's events in a log: before is the
		// count before it ran, after once it completed; each transaction
		// records unit of them.
		events              func(*room) int
		before, after, unit int
	}{
		{"results import", paired, []string{"results", "import", round1}, countType("free_result_recorded"), 0, killPlayers / 2, killPlayers / 2},
		{"pair", played, []string{"pair"}, countType("free_round_paired"), 1, 2, 1},
		{"result", paired, []string{"result", itoa(one.Start), "400", itoa(one.Reply), "300"}, countType("free_result_recorded"), 0, 1, 1},
		{"slips import", dup.db, []string{"slips", "import", slips}, countType("slip_recorded"), 0, slipsPlayers * slipsRounds, slipsPlayers},
		{"anticipation slips import", antic.db, []string{"slips", "import", sheets}, countType("sheet_slip_recorded"), 0, slipsPlayers, slipsPlayers},
	} {
		t.Run(strings.ReplaceAll(tc.name, " ", "_"), func(t *testing.T) {
			whole := timeRun(t, tc.base, tc.args)
			outcomes := map[string]int{}
			for i := range kills {
				c := &room{tb: t, db: filepath.Join(t.TempDir(), "killed.db")}
				copyFile(t, tc.base, c.db)
				t.Setenv("ARBITER_DB", c.db)
				delay := time.Duration(rng.Int64N(int64(whole + whole/5)))
				cmd := childCmd(t, false, append(tc.args, "--db", c.db)...)
				if err := cmd.Start(); err != nil {
					t.Fatal(err)
				}
				time.Sleep(delay)
				_ = cmd.Process.Signal(syscall.SIGKILL)
				_ = cmd.Wait()
				if !cmd.ProcessState.Sys().(syscall.WaitStatus).Signaled() {
					outcomes["done before the kill"]++
				}
				c.must("verify")
				if tc.name == "slips import" {
					checkRoundsWhole(t, c)
				}
				switch n := tc.events(c); {
				case n < tc.before || n > tc.after || (n-tc.before)%tc.unit != 0:
					t.Fatalf("kill %d after %v: %d of the command's events, want %d plus a multiple of %d up to %d", i+1, delay, n, tc.before, tc.unit, tc.after)
				case n == tc.before:
					outcomes["none"]++
				case n == tc.after:
					outcomes["all"]++
				default:
					outcomes["some transactions"]++
				}
				if n := tc.events(c); n != tc.after {
					c.must(tc.args...)
				}
				if n := tc.events(c); n != tc.after {
					t.Fatalf("kill %d, run again: %d events, want %d", i+1, n, tc.after)
				}
				c.must("verify")
			}
			t.Logf("%d kills within %v (one run): %v", kills, whole+whole/5, outcomes)
		})
	}
}

// freeEvent returns a tournament of n players with a free-game event
// started and its round 1 paired by lot.
func freeEvent(t *testing.T, n int) *room {
	r := fieldOf(t, "Cupa Liber", n)
	r.must("game", "start", "--discipline", "liber")
	r.must("pair")
	return r
}

// resultsOf returns a results file of every board of the last round
// paired: the starter wins by 400 to 300 + board.
func resultsOf(t *testing.T, r *room, round int) string {
	var b strings.Builder
	for _, bd := range boardsOf(t, r) {
		if bd.Reply != 0 {
			fmt.Fprintf(&b, "%d %d 400 %d %d\n", round, bd.Start, bd.Reply, 300+bd.Board)
		}
	}
	return b.String()
}

// snapshotOf copies r's database to a new file named name and returns its
// path.
func snapshotOf(t *testing.T, r *room, name string) string {
	path := filepath.Join(t.TempDir(), name)
	copyFile(t, r.db, path)
	return path
}

// countType returns a counter of a log's records of type typ.
func countType(typ string) func(*room) int {
	return func(r *room) int {
		n := 0
		for _, rec := range r.records() {
			if rec.Type == typ {
				n++
			}
		}
		return n
	}
}

// timeRun runs args to its end as a child process on a copy of base, three
// times, and returns the median run.
func timeRun(t *testing.T, base string, args []string) time.Duration {
	var runs []time.Duration
	for range 3 {
		db := filepath.Join(t.TempDir(), "whole.db")
		copyFile(t, base, db)
		start := time.Now()
		if code, _, errOut := childRun(t, false, append(args, "--db", db)...); code != exitOK {
			t.Fatalf("arbiter %s: exit %d, %s", strings.Join(args, " "), code, errOut)
		}
		runs = append(runs, time.Since(start))
	}
	slices.Sort(runs)
	return runs[1]
}

const (
	slipsPlayers = 200
	slipsRounds  = 8
)

// slipsRoom plays 8 rounds (rack, top, close) of a duplicate game for 200
// players and returns it with the file of everyone's slips: the top.
func slipsRoom(t *testing.T) (*room, string) {
	r := playedRounds(t, "Cupa Kill", slipsPlayers, slipsRounds, "3")
	s := r.state()
	var slips strings.Builder
	slips.WriteString("round,table,position,word,score\n")
	for _, round := range s.CurrentGame().Rounds {
		top := round.Top.Move
		for i := 1; i <= slipsPlayers; i++ {
			fmt.Fprintf(&slips, "%d,%d,%s,%s,%d\n", round.Number, i, s.RuleSet.FormatPosition(top.Pos), top.Word, top.Score)
		}
	}
	return r, writeFile(t, "slips.csv", slips.String())
}

// sheetSlipsRoom opens round 1 of an Anticipation game for 200 players and
// returns it with the file of everyone's slip of the round.
func sheetSlipsRoom(t *testing.T) (*room, string) {
	r := fieldOf(t, "Cupa Anticipație", slipsPlayers)
	r.must("game", "start", "--discipline", "anticipatie", "--groups", exampleGroups, "--seed", "5")
	r.must("round", "group", "2")
	var slips strings.Builder
	slips.WriteString("round,table,slip\n")
	for i := 1; i <= slipsPlayers; i++ {
		fmt.Fprintf(&slips, "1,%d,H8 AL 4\n", i)
	}
	return r, writeFile(t, "sheets.csv", slips.String())
}

// fieldOf returns a new tournament named name on the test word list, of n
// players imported from a file: PLAYER i of Club i mod 17 at table i.
func fieldOf(tb testing.TB, name string, n int) *room {
	r := newRoom(tb)
	r.must("new", name, "--rules", "ro", "--lexicon", testLexicon)
	var players strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&players, "%d,PLAYER %d,Club %d\n", i, i, i%17)
	}
	r.must("player", "import", writeFile(tb, "players.csv", players.String()))
	return r
}

// playedRounds returns [fieldOf] with a duplicate game of seed started
// and its first rounds played without a slip (rack, top, close).
func playedRounds(tb testing.TB, name string, players, rounds int, seed string) *room {
	r := fieldOf(tb, name, players)
	r.must("game", "start", "--seed", seed)
	for range rounds {
		r.must("rack")
		r.must("top")
		r.must("round", "close")
	}
	return r
}

// checkRoundsWhole fails unless every round of r's game holds the slips
// of every player or of none.
func checkRoundsWhole(t *testing.T, r *room) {
	t.Helper()
	for _, round := range r.state().CurrentGame().Rounds {
		if n := len(round.Slips); n != 0 && n != slipsPlayers {
			t.Fatalf("round %d holds %d slips: half recorded", round.Number, n)
		}
	}
}
