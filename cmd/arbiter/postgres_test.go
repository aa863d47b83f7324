package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"arbiter/store/backend"
	"arbiter/store/postgres/pgtest"
)

// TestCopy_PostgresRoundTrip moves a played tournament to PostgreSQL and
// back into a new file: every report of the copy is the original's, byte
// for byte, and its chain ends on the same hash.
func TestCopy_PostgresRoundTrip(t *testing.T) {
	r := scoredRoom(t)
	url := pgtest.URL(t)
	out := r.must("copy", "--from", r.db, "--to", url)
	if !strings.HasPrefix(out, url+": 20 events copied from "+r.db+", verified; last event snapshot #2 (snapshot_sealed)") {
		t.Errorf("copy to PostgreSQL printed %q", out)
	}
	back := filepath.Join(t.TempDir(), "back.db")
	r.must("copy", "--from", url, "--to", back)
	// A backup of the PostgreSQL tournament is a SQLite file like the copy.
	saved := filepath.Join(t.TempDir(), "saved.db")
	if out := r.must("backup", saved, "--db", url); !strings.Contains(out, "verified; last event snapshot #2 (snapshot_sealed)") {
		t.Errorf("backup of a PostgreSQL tournament printed %q", out)
	}
	for _, args := range [][]string{{"standings"}, {"log"}, {"verify"}, {"report", "bulletin", "1"}} {
		t.Setenv("ARBITER_DB", r.db)
		want := r.must(args...)
		t.Setenv("ARBITER_DB", back)
		got := r.must(args...)
		t.Setenv("ARBITER_DB", saved)
		if fromBackup := r.must(args...); strings.ReplaceAll(fromBackup, saved, back) != got {
			t.Errorf("arbiter %s on the backup differs from the copy", strings.Join(args, " "))
		}
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

// TestPostgres_SameOutputs plays the same short game through every command
// on a SQLite file and on a PostgreSQL database named by --db: every
// command prints the same, byte for byte, and so do the reports and
// exports.
func TestPostgres_SameOutputs(t *testing.T) {
	r := newRoom(t)
	url := pgtest.URL(t)
	game := [][]string{
		{"new", "Cupa Test", "--rules", "ro", "--lexicon", testLexicon, "--date", "2026-11-29", "--referee", "Ana Pop"},
		{"player", "add", "1", "POPESCU Ion", "--club", "CS Iași", "--id", "RO-1"},
		{"player", "add", "2", "ȘERBAN Ana", "--club", "CS Iași"},
		{"player", "add", "3", "IONESCU Dan"},
		{"game", "start", "--seed", "7"},
		{"rack"}, {"top"},
		{"slip", "1", "H4", "IGNOR", "28"},
		{"slip", "2", "H8", "IGNOR", "25"},
		{"slip", "3", "H8", "GROI", "10"},
		{"warn", "3", "--disciplinary", "--reason", "talking"},
		{"round", "close"},
		{"rack"}, {"top"},
		{"slip", "1", "-"}, {"slip", "2", "-"}, {"slip", "3", "-"},
		{"round", "close"},
		{"standings"}, {"log"}, {"verify"}, {"report", "bulletin", "1"},
		{"export", "ranking", "--format", "csv"}, {"export", "game", "--format", "txt"},
	}
	pg, err := backend.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	name := pg.Name()
	pg.Close()
	// Both run on the same fixed clock, so that the records, their hashes
	// and the log's times are the same.
	clock := time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)
	run := func(args ...string) (string, string) {
		var out bytes.Buffer
		f := &Factory{IO: &IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: io.Discard},
			Now: func() time.Time { return clock }, Getenv: os.Getenv}
		err := execute(f, args)
		return strings.NewReplacer(url, r.db, name, r.db).Replace(out.String()), fmt.Sprint(err)
	}
	for _, args := range game {
		want, wantErr := run(append(args, "--db", r.db)...)
		if wantErr != "<nil>" || want == "" {
			t.Fatalf("arbiter %s on SQLite: %s, printed %q", strings.Join(args, " "), wantErr, want)
		}
		got, gotErr := run(append(args, "--db", url)...)
		if got != want || gotErr != wantErr {
			t.Errorf("arbiter %s on PostgreSQL: %s\n%s\nwant, as on SQLite: %s\n%s",
				strings.Join(args, " "), gotErr, got, wantErr, want)
		}
	}
}
