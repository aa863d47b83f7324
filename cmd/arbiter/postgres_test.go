package main

import (
	"path/filepath"
	"strings"
	"testing"

	"arbiter/store/postgres/pgtest"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// TestCopy_PostgresRoundTrip moves a played tournament to PostgreSQL and
// back into a new file: every report of the copy is the original's, byte
// for byte, and its chain ends on the same hash.
func TestCopy_PostgresRoundTrip(t *testing.T) {
	r := scoredRoom(t)
	url := pgtest.URL(t)
	out := r.must("copy", "--from", r.db, "--to", url)
	if !strings.HasPrefix(out, url+": 18 events copied from "+r.db+", verified; last event game-1 #") {
		t.Errorf("copy to PostgreSQL printed %q", out)
	}
	back := filepath.Join(t.TempDir(), "back.db")
	r.must("copy", "--from", url, "--to", back)
	for _, args := range [][]string{{"standings"}, {"log"}, {"verify"}, {"report", "round", "1"}} {
		t.Setenv("ARBITER_DB", r.db)
		want := r.must(args...)
		t.Setenv("ARBITER_DB", back)
		got := r.must(args...)
		if got := strings.ReplaceAll(got, back, r.db); got != want {
			t.Errorf("arbiter %s on the copy:\n%s\nwant, as on the original:\n%s", strings.Join(args, " "), got, want)
		}
	}
	// Copying again over the events already there is refused and changes
	// nothing; so is a copy with a missing side.
	code, _, errOut := r.run("", "copy", "--from", r.db, "--to", url)
	if code != exitStorage || !strings.Contains(errOut, "already holds events: copy only into an empty store") {
		t.Errorf("copy into a full database: exit %d, %q", code, errOut)
	}
	code, _, errOut = r.run("", "copy", "--from", r.db)
	if code != exitUsage || !strings.Contains(errOut, "copy needs both --from and --to") {
		t.Errorf("copy without --to: exit %d, %q", code, errOut)
	}
	code, _, errOut = r.run("", "copy", "--from", filepath.Join(t.TempDir(), "missing.db"), "--to", back+"2")
	if code != exitUsage || !strings.Contains(errOut, "no tournament in") {
		t.Errorf("copy from a missing file: exit %d, %q", code, errOut)
	}
}
