package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/scoring"
	"arbiter/scoring/solver"
)

// demoClock is the fixed clock of the demo's runs in the tests.
var demoClock = time.Date(2026, 11, 29, 9, 30, 0, 0, time.UTC)

// runDemo runs `arbiter demo` with args into a new directory on the fixed
// clock, and returns the directory and what the demo printed.
func runDemo(t *testing.T, args ...string) (dir, out string) {
	t.Helper()
	warmEmbedded(t)
	dir = t.TempDir()
	var stdout, stderr bytes.Buffer
	f := testFactory(t, &stdout, &stderr)
	f.Now = func() time.Time { return demoClock }
	if err := execute(f, append([]string{"demo", "--out", dir}, args...)); err != nil {
		t.Fatalf("demo %v: %v\nstdout:\n%s\nstderr:\n%s", args, err, &stdout, &stderr)
	}
	if stderr.Len() > 0 {
		t.Errorf("demo %v wrote on standard error:\n%s", args, &stderr)
	}
	return dir, stdout.String()
}

// TestDemo runs the demo end to end at a fixed seed and clock: what it
// prints, the players' file, the ranking's CSV and the event log as
// `arbiter log` says it are the golden file's, and the game holds the
// invariants of checkDemo.
func TestDemo(t *testing.T) {
	dir, out := runDemo(t, "--players", "9", "--seed", "3")
	var golden strings.Builder
	golden.WriteString(strings.ReplaceAll(out, dir, "DIR"))
	for _, name := range []string{"players.csv", "ranking.csv"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&golden, "\n== %s ==\n%s", name, data)
	}
	var log bytes.Buffer
	f := testFactory(t, &log, &log)
	if err := execute(f, []string{"log", "--db", filepath.Join(dir, "arbiter.db")}); err != nil {
		t.Fatalf("log: %v\n%s", err, &log)
	}
	fmt.Fprintf(&golden, "\n== arbiter log ==\n%s", &log)
	reportGolden(t, "demo_seed3.golden", golden.String())
	if strings.Count(out, "\nround ") < 10 {
		t.Errorf("demo printed fewer than 10 round lines:\n%s", out)
	}
	checkDemo(t, dir, 9)
}

// TestDemo_Variants plays a whole game of each variant (RULES §7) with a
// small room: the game runs to its end and holds the invariants of
// checkDemo, and the simulated slips (letters chosen from the stock, a
// letter swapped, Tactic's two moves and three figures) earn zeros and
// warnings somewhere.
func TestDemo_Variants(t *testing.T) {
	warmEmbedded(t)
	for _, v := range scoring.Variants[1:] {
		t.Run(v.String(), func(t *testing.T) {
			t.Parallel() // each demo in its own directory, no environment
			dir, out := runDemo(t, "--variant", v.String(), "--players", "4", "--seed", "4")
			if !strings.Contains(out, ", "+v.String()+" game, ") || !strings.Contains(out, "\ngame over after ") {
				t.Errorf("demo --variant %s did not play a whole %s game:\n%s", v, v, out)
			}
			checkDemo(t, dir, 4)
			invalid, warned := 0, 0
			for _, r := range (&room{tb: t, db: filepath.Join(dir, "arbiter.db")}).state().Game(1).Rounds {
				for table := 1; table <= 4; table++ {
					if s, ok := r.Slip(table); ok && !s.Verdict.Valid {
						invalid++
					} else if ok && s.Verdict.Warning != "" {
						warned++
					}
				}
			}
			if invalid == 0 || warned == 0 {
				t.Errorf("%d slips scoring 0 for an invalid move and %d warned: want some of each", invalid, warned)
			}
		})
	}
}

// checkDemo checks the demo left in dir, a game of n players: every file
// written, the log intact (`arbiter verify`), the game ended, each round's
// top the best the solver finds for the round's offer in the game's variant
// on the board the earlier tops left (RULES §4.3, §7), and the ranking the
// one recomputed from the recorded slips and warnings by RULES §6.
func checkDemo(t *testing.T, dir string, n int) {
	t.Helper()
	for _, name := range demoFiles {
		info, err := os.Stat(filepath.Join(dir, name))
		if err != nil || info.Size() == 0 {
			t.Errorf("demo file %s: %v (size %d)", name, err, sizeOf(info))
		}
	}
	db := filepath.Join(dir, "arbiter.db")
	var out bytes.Buffer
	if err := execute(testFactory(t, &out, &out), []string{"verify", "--db", db}); err != nil {
		t.Errorf("verify: %v\n%s", err, &out)
	}
	state := (&room{tb: t, db: db}).state()
	g := state.Game(1)
	if g == nil || !g.Ended {
		t.Fatalf("the demo's game did not end")
	}
	checkTops(t, state.RuleSet, g)

	standings, err := state.Standings(0, arbiter.ByTotal)
	if err != nil {
		t.Fatal(err)
	}
	if len(standings.Rows) != n {
		t.Fatalf("%d ranked players, want %d", len(standings.Rows), n)
	}
	want, warnings := recomputeTotals(g, n)
	for i, row := range standings.Rows {
		if row.Total != want[row.Table] || row.Warnings != warnings[row.Table] {
			t.Errorf("table %d: total %d, %d warnings, want %d and %d recomputed from the slips and warnings (RULES §6, §7.6)",
				row.Table, row.Total, row.Warnings, want[row.Table], warnings[row.Table])
		}
		higher := 0
		for _, other := range standings.Rows {
			if other.Total > row.Total {
				higher++
			}
		}
		if row.Rank != higher+1 {
			t.Errorf("table %d: rank %d with %d players ahead (ties share a rank)", row.Table, row.Rank, higher)
		}
		if i > 0 && standings.Rows[i-1].Total < row.Total {
			t.Errorf("row %d (total %d) ranked below a lower total %d", i, row.Total, standings.Rows[i-1].Total)
		}
	}
}

// checkTops replays the tops of g on an empty board and checks each
// against a solver of its own: the top chosen is the first of the best
// ways to play the round's offer in g's variant.
func checkTops(t *testing.T, rs *scoring.RuleSet, g *arbiter.Game) {
	t.Helper()
	graph, err := openLexicon(testFactory(t, &bytes.Buffer{}, &bytes.Buffer{}), rs, "")
	if err != nil {
		t.Fatal(err)
	}
	gen := solver.New(rs, graph)
	var board scoring.Board
	for i := range g.Rounds {
		r := &g.Rounds[i]
		if r.Top == nil {
			continue
		}
		got := r.Top.Top()
		best := gen.TopVariant(&board, g.Offer(r))
		if len(best) == 0 {
			t.Fatalf("round %d: the solver finds no move for %+v", r.Number, g.Offer(r))
		}
		if formatTop(rs, got) != formatTop(rs, best[0]) || got.Score != best[0].Score {
			t.Errorf("round %d (%s): top %s %d, the solver's best %s %d", r.Number, g.Variant,
				formatTop(rs, got), got.Score, formatTop(rs, best[0]), best[0].Score)
		}
		for _, m := range got.Moves {
			board.Apply(m)
		}
	}
}

// formatTop writes v as the top's announcement does.
func formatTop(rs *scoring.RuleSet, v scoring.VariantMove) string {
	t := arbiter.VariantTop{Move: v.Moves[0], Chosen: v.Chosen}
	if len(v.Moves) > 1 {
		t.Second = &v.Moves[1]
	}
	if v.Returned != 0 {
		t.Returned = string(v.Returned)
	}
	return t.Format(rs)
}

// recomputeTotals returns the total and the number of warnings of each of
// the n tables in game g, recomputed by RULES §6 for the ro rule set from
// the slips and warnings recorded: each round's credited score; a solo (a
// single best score in the room) worth ⌈n/2⌉, at most 25; a technical
// warning for each slip's mistake (each of a Tactic slip's wrong figures,
// RULES §7.6) and each the referee gave; a disciplinary warning counting as
// 4 technical ones; from the 4th technical warning on, 5 points each, the
// technical ones of a round costing at most the round's score.
func recomputeTotals(g *arbiter.Game, n int) (totals, warned map[int]int) {
	totals, warned = map[int]int{}, map[int]int{}
	warnings := map[int]int{} // technical warnings so far, a disciplinary one counting 4
	for i := range g.Rounds {
		r := &g.Rounds[i]
		if r.Top == nil || r.Cancelled {
			continue
		}
		score := map[int]int{}
		best, count := -1, 0
		for table := 1; table <= n; table++ {
			s, ok := r.Slip(table)
			if !ok {
				continue
			}
			score[table] = s.Verdict.Credited
			switch {
			case s.Verdict.Credited > best:
				best, count = s.Verdict.Credited, 1
			case s.Verdict.Credited == best:
				count++
			}
		}
		for table := 1; table <= n; table++ {
			technical, disciplinary := 0, 0
			if s, ok := r.Slip(table); ok && s.Verdict.Warning != "" {
				technical = 1 + len(s.Verdict.MoreWarnings)
			}
			for _, w := range g.Warnings {
				if w.Round == r.Number && w.Table == table {
					switch w.Kind {
					case arbiter.Technical:
						technical++
					case arbiter.Disciplinary:
						disciplinary++
					}
				}
			}
			cost := func(units int) int {
				p := 0
				for range units {
					if warnings[table]++; warnings[table] >= 4 {
						p += 5
					}
				}
				return p
			}
			warned[table] += technical + disciplinary
			penalty := min(cost(technical), score[table]) + cost(4*disciplinary)
			if _, ok := r.Slip(table); ok && count == 1 && score[table] == best {
				totals[table] += min((n+1)/2, 25)
			}
			totals[table] += score[table] - penalty
		}
	}
	return totals, warned
}

// TestDemo_KeepsATournamentsFiles runs the demo into a directory holding a
// real tournament: it is refused and the tournament's files are untouched.
// A directory holding an earlier demo's files may be reused.
func TestDemo_KeepsATournamentsFiles(t *testing.T) {
	r := newRoom(t)
	dir := filepath.Dir(r.db)
	r.must("new", "Cupa", "--rules", "ro", "--lexicon", testLexicon)
	players := filepath.Join(dir, "players.csv")
	if err := os.WriteFile(players, []byte("1,POPESCU Ion\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	before, err := os.ReadFile(r.db)
	if err != nil {
		t.Fatal(err)
	}
	r.expect([]string{"demo", "--players", "2", "--out", dir}, exitRefused, "",
		"arbiter: demo: "+dir+" already holds arbiter.db, players.csv, not an earlier demo's: give a new or empty directory with --out\n")
	if after, err := os.ReadFile(r.db); err != nil || !bytes.Equal(after, before) {
		t.Errorf("the tournament's database changed (%v)", err)
	}
	if _, err := os.Stat(players); err != nil {
		t.Errorf("the players' file is gone: %v", err)
	}

	f := (&Factory{IO: &IOStreams{}, Getenv: func(string) string { return "" }}).withDefaults()
	onlyPlayers := t.TempDir()
	if err := os.WriteFile(filepath.Join(onlyPlayers, "players.csv"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := checkDemoDir(t.Context(), f, onlyPlayers); exitCodeFor(err) != exitRefused {
		t.Errorf("a directory holding only players.csv: %v, want a refusal", err)
	}
	earlier := newRoom(t)
	earlier.must("new", demoTournament, "--rules", "ro", "--lexicon", testLexicon, "--referee", demoReferee)
	if err := checkDemoDir(t.Context(), f, filepath.Dir(earlier.db)); err != nil {
		t.Errorf("an earlier demo's directory: %v", err)
	}
	if err := checkDemoDir(t.Context(), f, t.TempDir()); err != nil {
		t.Errorf("an empty directory: %v", err)
	}
}

// sizeOf returns the size of a file, 0 when it is missing.
func sizeOf(info os.FileInfo) int64 {
	if info == nil {
		return 0
	}
	return info.Size()
}

// TestDemo_BadFlags: a variant that does not exist, Tactic's order for
// another game, a room of one player or an empty --out is bad usage (exit
// 2) naming the flag, and leaves no directory behind.
func TestDemo_BadFlags(t *testing.T) {
	for _, tt := range []struct {
		args    []string
		wantErr string
	}{
		{[]string{"--variant", "anticipatie"},
			"arbiter: --variant: unknown variant \"anticipatie\" (classic, completiv, superjoker, metagrama, eliptic or tactic)\n"},
		{[]string{"--variant", "completiv", "--tactic-order", "fixed"},
			"arbiter: --tactic-order fixed: the order of the groups is an option of Tactic, not of the completiv game\n"},
		{[]string{"--players", "1"}, "arbiter: --players 1: a demo room holds 2 to 400 players\n"},
		{[]string{"--variant", "tactic", "--out", " "}, "arbiter: --out: say which directory to write the demo to\n"},
	} {
		out := filepath.Join(t.TempDir(), "demo")
		code, stdout, stderr := runMain(append([]string{"demo", "--out", out}, tt.args...)...)
		if code != exitUsage || stdout != "" || stderr != tt.wantErr {
			t.Errorf("demo %v: exit %d, stdout %q, stderr %q; want exit %d, stderr %q", tt.args, code, stdout, stderr, exitUsage, tt.wantErr)
		}
		if _, err := os.Stat(out); !os.IsNotExist(err) {
			t.Errorf("demo %v left %s behind (%v)", tt.args, out, err)
		}
	}
}
