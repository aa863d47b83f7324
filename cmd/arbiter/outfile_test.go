package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// bigRoom is a tournament of 300 players who played one round: its
// ranking sheet is some 75 KB.
func bigRoom(tb testing.TB) *room {
	tb.Helper()
	r := newRoom(tb)
	r.must("new", "Cupa Mare", "--rules", "ro", "--lexicon", testLexicon)
	var players strings.Builder
	for t := 1; t <= 300; t++ {
		fmt.Fprintf(&players, "%d,PLAYER %d,Club %d\n", t, t, t%17)
	}
	r.must("player", "import", writeFile(tb, "players.csv", players.String()))
	r.must("game", "start", "--seed", "1")
	r.must("rack")
	r.must("top")
	r.must("round", "close")
	return r
}

// TestOut_DiskFull writes the ranking sheet over a good one on a disk that
// fills up (a file-size limit of 50 KB in a child process): the command
// fails with exit 3 naming the file, and the good sheet is left whole, with
// no temporary file beside it.
func TestOut_DiskFull(t *testing.T) {
	r := bigRoom(t)
	dir := t.TempDir()
	out := filepath.Join(dir, "ranking.pdf")
	r.must("report", "ranking", "--out", out)
	good, err := os.ReadFile(out)
	if err != nil || len(good) < 60000 {
		t.Fatalf("the ranking sheet has %d bytes (%v), want more than the 50 KB limit", len(good), err)
	}
	r.must("player", "add", "301", "LATE Ana") // the next sheet differs
	cmd := childCmd(t, false, "report", "ranking", "--out", out, "--db", r.db)
	cmd.Env = append(cmd.Env, fsizeEnv+"=50000")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	if code := cmd.ProcessState.ExitCode(); code != int(exitStorage) || !strings.Contains(stderr.String(), "ranking: write "+out+": ") {
		t.Errorf("report --out on a full disk: exit %d (%v), stderr %q; want exit 3 naming the file", code, err, stderr.String())
	}
	if now, _ := os.ReadFile(out); !bytes.Equal(now, good) {
		t.Errorf("the good sheet was replaced by %d bytes", len(now))
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("%d files in the directory after the failed write, want only ranking.pdf", len(entries))
	}
}

// exportSiteOnFullDisk exports the site of r into dir over an earlier
// export, in a child process whose files may hold at most half the earlier
// index page, and returns the child's exit status and standard error with
// the earlier index page.
func exportSiteOnFullDisk(t *testing.T, r *room, dir string) (int, string, []byte) {
	t.Helper()
	r.must("export", "site", "--out", dir)
	index := filepath.Join(dir, "index.html")
	good, err := os.ReadFile(index)
	if err != nil || len(good) < 2000 {
		t.Fatalf("the index page has %d bytes (%v)", len(good), err)
	}
	r.must("player", "add", "302", "LATE Dan") // the next site differs
	cmd := childCmd(t, false, "export", "site", "--out", dir, "--db", r.db)
	cmd.Env = append(cmd.Env, fsizeEnv+"="+strconv.Itoa(len(good)/2))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	cmd.Run()
	return cmd.ProcessState.ExitCode(), stderr.String(), good
}

// TestExportSite_DiskFull: a site exported over an earlier one on a disk
// that fills up fails with exit 3 naming the page, and leaves the earlier
// index page whole, with no temporary file beside it.
func TestExportSite_DiskFull(t *testing.T) {
	r := bigRoom(t)
	dir := filepath.Join(t.TempDir(), "site")
	code, stderr, good := exportSiteOnFullDisk(t, r, dir)
	if code != int(exitStorage) || !strings.Contains(stderr, "export site: write ") {
		t.Errorf("export site on a full disk: exit %d, stderr %q; want exit 3 naming the page", code, stderr)
	}
	if now, _ := os.ReadFile(filepath.Join(dir, "index.html")); !bytes.Equal(now, good) {
		t.Errorf("the earlier index page was replaced by %d bytes", len(now))
	}
	if partial, _ := filepath.Glob(filepath.Join(dir, ".*.partial")); len(partial) > 0 {
		t.Errorf("temporary files left behind: %v", partial)
	}
}

// TestOutDash_Directory: "--out -" is standard output, which holds one
// file; the commands that write a directory refuse it (exit 2) instead of
// making a directory named "-".
func TestOutDash_Directory(t *testing.T) {
	r := freeEvent(t, 4)
	t.Chdir(t.TempDir())
	for _, args := range [][]string{
		{"export", "site", "--out", "-"},
		{"export", "lexicon", "--out", "-"},
		{"export", "gcg", "--out", "-"},
		{"demo", "--players", "4", "--out", "-"},
	} {
		r.refused(exitUsage, "--out - is standard output, which takes one file", args...)
	}
	if _, err := os.Stat("-"); err == nil {
		t.Error(`a command wrote a directory named "-"`)
	}
}
