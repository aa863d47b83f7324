package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/store"
)

func TestBackup(t *testing.T) {
	r := scoredRoom(t)
	dst := filepath.Join(t.TempDir(), "cupa-round2.db")
	r.expect([]string{"backup", dst}, exitOK,
		dst+": copy of "+r.db+", verified; last event snapshot #2 (snapshot_sealed), hash "+lastHash(t, r.db)[:16]+"\n", "")
	want := r.must("standings")
	if got := r.must("standings", "--db", dst); got != want {
		t.Errorf("standings of the backup:\n%s\nwant\n%s", got, want)
	}
	// An existing file is a mistyped name, bad usage (exit 2), and is
	// left as it was.
	before, _ := os.ReadFile(dst)
	code, _, errOut := r.run("", "backup", dst)
	if code != exitUsage || !strings.Contains(errOut, dst+" already exists: back up into a new file") {
		t.Errorf("backup over an existing file: exit %d, %q; want exit 2", code, errOut)
	}
	if after, _ := os.ReadFile(dst); string(after) != string(before) {
		t.Error("backup over an existing file changed it")
	}
}

// TestOpen_StaleWAL restores a backup with cp while the -wal of a later,
// killed command lies beside the database: every command refuses (exit 3)
// and says which file to move away, instead of folding that -wal into the
// restored copy and losing what the copy holds.
func TestOpen_StaleWAL(t *testing.T) {
	r := playing(t)
	backup := filepath.Join(t.TempDir(), "backup.db")
	r.must("backup", backup)
	r.must("slip", "1", "H4", "IGNOR", "28")
	r.must("slip", "2", "H8", "IGNOR", "25")
	// A command killed after it recorded slip 3 leaves a -wal file.
	wal := walOf(t, r.db, func() { r.must("slip", "3", "H8", "GROI", "10") })

	raw, err := os.ReadFile(backup)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(r.db, raw, 0o644); err != nil { // cp backup.db arbiter.db
		t.Fatal(err)
	}
	if err := os.WriteFile(r.db+"-wal", wal, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"standings"}, {"verify"}, {"slip", "1", "-"}} {
		code, _, errOut := r.run("", args...)
		if code != exitStorage || !strings.Contains(errOut, "move "+r.db+"-wal") {
			t.Errorf("arbiter %s beside a stale -wal: exit %d, stderr %q; want exit 3 naming the -wal to move away", args[0], code, errOut)
		}
	}
	if got, _ := os.ReadFile(r.db); string(got) != string(raw) {
		t.Error("the restored database was changed")
	}
}

// walOf runs fn, which records events in db, and returns db's -wal file as
// it is when fn ends, as a command killed then would leave it: another
// connection held open meanwhile keeps fn's from folding it in.
func walOf(tb testing.TB, db string, fn func()) []byte {
	tb.Helper()
	s, err := store.Open(context.Background(), db)
	if err != nil {
		tb.Fatal(err)
	}
	defer s.Close()
	fn()
	wal, err := os.ReadFile(db + "-wal")
	if err != nil {
		tb.Fatal(err)
	}
	return wal
}
