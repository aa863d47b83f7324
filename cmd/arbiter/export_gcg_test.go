package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// enRecorded returns the tournament of [enEvent] with testdata/free/en_game.txt
// recorded on board 1, its result entered: LEE Ann 50, DAY Bob 4 (RULES
// §10.1, en: three rounds of passes, each loses their rack: 66 - 16 and
// 11 - 7).
func enRecorded(t *testing.T) *room {
	r, b := enEvent(t)
	if b.Start != 1 {
		t.Fatalf("round 1 paired %+v, want 1 to start", b)
	}
	out := r.must("record", "1", filepath.Join("testdata", "free", "en_game.txt"), "--enter")
	if !strings.Contains(out, "round 1, board 1: 50–4 recorded") {
		t.Fatalf("record --enter of en_game.txt:\n%s", out)
	}
	return r
}

// A recorded game exported as GCG (golden file): the event's names of the
// players, the right scores, the racks counted at the end; every recorded
// game to a directory, the same file; a board without a record refused.
func TestExportGCG(t *testing.T) {
	r := enRecorded(t)
	one := r.must("export", "gcg", "--board", "1")
	reportGolden(t, "free/export_gcg.golden", one)
	dir := filepath.Join(t.TempDir(), "games")
	if out := r.must("export", "gcg", "--out", dir); !strings.Contains(out, "export gcg: 1 games written to "+dir) {
		t.Errorf("export gcg --out DIR:\n%s", out)
	}
	if data, err := os.ReadFile(filepath.Join(dir, "round-1-board-1.gcg")); err != nil || string(data) != one {
		t.Errorf("the directory's file differs from the board's export (%v):\n%s", err, data)
	}
	r.refused(exitUsage, "say where to write the games with --out DIR", "export", "gcg")
	r.refused(exitRefused, "round 1 has no board 2", "export", "gcg", "--board", "2")
	ro, _ := freeRound1(t)
	ro.refused(exitRefused, "round 1, board 1 has no recorded game", "export", "gcg", "--board", "1")
	ro.refused(exitRefused, "no game is recorded in round 1", "export", "gcg", "--round", "1", "--out", dir)
}

// macondoEnv names the program that loads GCG files with macondo (see
// docs/development.md): given files, it prints a line "FILE: NICK1 SCORE1
// NICK2 SCORE2 (STATE)" each, the final scores macondo reaches (its
// state, over or playing, is macondo's own reading of the end).
const macondoEnv = "ARBITER_MACONDO_GCG"

// Our GCG export read by macondo (github.com/domino14/macondo), which
// plays every move with its own board and tiles: it reaches the same
// final scores, for a game ended on passes and for one of macondo's own
// games where a player went out, recorded and exported under the en
// rules (416–356: RULES §10.1, the rack counted once). Skipped unless
// $ARBITER_MACONDO_GCG names the program.
func TestExportGCG_Macondo(t *testing.T) {
	bin := os.Getenv(macondoEnv)
	if bin == "" {
		t.Skipf("$%s does not name a program that loads GCG files with macondo (docs/development.md)", macondoEnv)
	}
	r := enRecorded(t)
	dir := t.TempDir()
	passes, out := filepath.Join(dir, "passes.gcg"), filepath.Join(dir, "out.gcg")
	r.must("export", "gcg", "--board", "1", "--out", passes)
	r.must("record", "1", filepath.Join("..", "..", "arbiter", "free", "scoresheet", "testdata", "macondo", "vs_andy.gcg"), "--reason", "another game")
	r.must("export", "gcg", "--board", "1", "--out", out)
	got, err := exec.Command(bin, passes, out).CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", bin, err, got)
	}
	lines := strings.Split(strings.TrimSpace(string(got)), "\n")
	for i, want := range []string{passes + ": p1 50 p2 4 ", out + ": p1 416 p2 356 "} {
		if i >= len(lines) || !strings.HasPrefix(lines[i], want) {
			t.Errorf("macondo read\n%s\nwant a line %q…", got, want)
		}
	}
}
