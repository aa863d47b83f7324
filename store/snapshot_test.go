package store_test

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/store"
)

// oneEventStore opens a new store at path holding one event, and returns
// the versions of that log, which a snapshot of it covers.
func oneEventStore(t *testing.T) (db *store.DB, path string, versions map[string]int) {
	t.Helper()
	path = filepath.Join(t.TempDir(), "arbiter.db")
	db = mustOpen(t, path)
	if err := db.Append(context.Background(), "tournament", 0, arbiter.Record{Type: "tournament_created", Payload: []byte(`{}`)}); err != nil {
		t.Fatal(err)
	}
	return db, path, map[string]int{"tournament": 1}
}

// nextEvent appends an event to the tournament's stream of db, whose log
// is versions, and counts it there: a snapshot saved next covers it.
func nextEvent(t *testing.T, db *store.DB, versions map[string]int) {
	t.Helper()
	if err := db.Append(context.Background(), "tournament", versions["tournament"], arbiter.Record{Type: "player_registered", Payload: []byte(`{}`)}); err != nil {
		t.Fatal(err)
	}
	versions["tournament"]++
}

// TestSnapshot_Lines: a snapshot is read back as saved; the next one keeps
// the lines it shares with those before once, under their digests, and
// adds the others (a line twice in a snapshot is kept once): lines are
// never dropped, as snapshots are not.
func TestSnapshot_Lines(t *testing.T) {
	ctx := context.Background()
	db, path, versions := oneEventStore(t)
	lines := func() int {
		raw, err := sql.Open("sqlite", path)
		if err != nil {
			t.Fatal(err)
		}
		defer raw.Close()
		var n int
		if err := raw.QueryRow(`SELECT COUNT(*) FROM snapshot_lines`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	for _, tt := range []struct {
		state string
		lines int
	}{
		{"header\ngame 1\nround 1", 3},
		{"header\ngame 1\nround 1\nround 2", 4},
		{"header 2\ngame 1\nround 1\nround 1", 5},
		{"", 6},
	} {
		nextEvent(t, db, versions)
		if ok, err := db.SaveSnapshot(ctx, versions, []byte(tt.state)); !ok || err != nil {
			t.Fatalf("SaveSnapshot(%q) = %v, %v", tt.state, ok, err)
		}
		snap, ok, err := db.LatestSnapshot(ctx)
		if !ok || err != nil || string(snap.State) != tt.state {
			t.Fatalf("LatestSnapshot after saving %q = %q, %v, %v", tt.state, snap.State, ok, err)
		}
		if n := lines(); n != tt.lines {
			t.Errorf("after saving %q: %d lines kept, want %d", tt.state, n, tt.lines)
		}
	}
}

// TestSnapshot_WholeIgnored: a database whose snapshot was saved whole
// (before snapshots were kept in lines), opened read-only without being
// brought up to date, gives no snapshot rather than a wrong one.
func TestSnapshot_WholeIgnored(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "arbiter.db")
	db := mustOpen(t, path)
	if err := db.Append(ctx, "tournament", 0, arbiter.Record{Type: "tournament_created", Payload: []byte(`{}`)}); err != nil {
		t.Fatal(err)
	}
	db.Close()
	raw, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{`DROP TABLE snapshot_lines`, `DELETE FROM migrations WHERE name IN ('migration/00000003.sql', 'migration/00000005.sql')`,
		`INSERT INTO snapshots (event_id, hash, versions, state, digest) SELECT id, hash, '{"tournament":1}', '{"format":1}', '' FROM events`} {
		if _, err := raw.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	raw.Close()
	ro, err := store.OpenReadOnly(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	if _, ok, err := ro.LatestSnapshot(ctx); ok || err != nil {
		t.Fatalf("LatestSnapshot() = %v, %v; want none", ok, err)
	}
}

// TestSnapshot_LinesLeftOut: a reader may leave lines unread: they come as
// references to their digests ([arbiter.LineRef]), the lines read are
// checked against theirs all the same (a line changed in the file is
// found, a line left out is not read); the next snapshot may hold those
// references in place of the lines, as long as the store keeps them.
func TestSnapshot_LinesLeftOut(t *testing.T) {
	ctx := context.Background()
	db, path, versions := oneEventStore(t)
	const state = "header\ngame 1\nround 1\nround 2\ngame 2\nround 1"
	if ok, err := db.SaveSnapshot(ctx, versions, []byte(state)); !ok || err != nil {
		t.Fatalf("SaveSnapshot = %v, %v", ok, err)
	}
	var headers []string
	leave := func(header []byte) func(int) bool {
		headers = append(headers, string(header))
		return func(line int) bool { return line == 2 || line == 3 }
	}
	ref := func(line string) string {
		return string(arbiter.LineRef) + arbiter.LineDigest([]byte(line))
	}
	snap, ok, err := db.LatestSnapshotWithout(ctx, leave)
	want := "header\ngame 1\n" + ref("round 1") + "\n" + ref("round 2") + "\ngame 2\nround 1"
	if !ok || err != nil || string(snap.State) != want || len(headers) != 1 || headers[0] != "header" {
		t.Fatalf("LatestSnapshotWithout = %q, %v, %v (headers %q); want %q", snap.State, ok, err, headers, want)
	}

	// A snapshot with references to lines kept is saved as the lines.
	next := strings.Replace(string(snap.State), "\ngame 2\nround 1", "\ngame 2\nround 1\nround 3", 1)
	nextEvent(t, db, versions)
	if ok, err := db.SaveSnapshot(ctx, versions, []byte(next)); !ok || err != nil {
		t.Fatalf("SaveSnapshot with references = %v, %v", ok, err)
	}
	if snap, _, err := db.LatestSnapshot(ctx); err != nil || string(snap.State) != state+"\nround 3" {
		t.Fatalf("LatestSnapshot after saving references = %q, %v", snap.State, err)
	}
	// A reference to a line the store does not keep saves nothing.
	nextEvent(t, db, versions)
	if ok, err := db.SaveSnapshot(ctx, versions, []byte("header\n"+ref("round 9"))); ok || err != nil {
		t.Fatalf("SaveSnapshot with a reference to no line = %v, %v; want false", ok, err)
	}

	// A line left out is not read: changing it goes unseen until it is
	// read; a line read is checked.
	raw, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	if _, err := raw.Exec(`DROP TRIGGER snapshot_lines_no_update`); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		line string
		ok   bool
	}{{"round 2", true}, {"game 2", false}} {
		if res, err := raw.Exec(`UPDATE snapshot_lines SET line = ? WHERE line = ?`, []byte(tt.line+"X"), []byte(tt.line)); err != nil {
			t.Fatal(err)
		} else if n, _ := res.RowsAffected(); n != 1 {
			t.Fatalf("%q is kept %d times", tt.line, n)
		}
		_, ok, err := db.LatestSnapshotWithout(ctx, leave)
		if _, bad := errors.AsType[*store.SnapshotError](err); ok != tt.ok || (err == nil) != tt.ok || !tt.ok && !bad {
			t.Errorf("after changing %q: LatestSnapshotWithout = %v, %v; want ok %v", tt.line, ok, err, tt.ok)
		}
	}
	if _, _, err := db.LatestSnapshot(ctx); err == nil {
		t.Error("LatestSnapshot read a changed line")
	}
}

// TestSnapshot_Sealed: a snapshot saved is sealed into the hash chain by
// a record after the last event it covers, naming its digest, which the
// chain checks; its tables refuse updates and deletions as the events
// table does.
func TestSnapshot_Sealed(t *testing.T) {
	ctx := context.Background()
	db, _, versions := oneEventStore(t)
	if ok, err := db.SaveSnapshot(ctx, versions, []byte("header\nline")); !ok || err != nil {
		t.Fatalf("SaveSnapshot = %v, %v", ok, err)
	}
	seal, ok, err := db.Last(ctx)
	if !ok || err != nil || seal.Stream != arbiter.SnapshotStream || seal.Seq != 1 || seal.Type != arbiter.SealType || !strings.HasPrefix(string(seal.Payload), `{"digest":"`) {
		t.Fatalf("the last record after a snapshot: %+v (%v); want its seal", seal, err)
	}
	if err := db.Verify(ctx); err != nil {
		t.Errorf("Verify() after a snapshot: %v", err)
	}
	if ok, err := db.SaveSnapshot(ctx, versions, []byte("header\nother")); ok || err != nil {
		t.Errorf("SaveSnapshot of the log just sealed = %v, %v; want false", ok, err)
	}
	for _, q := range []string{`UPDATE snapshots SET versions = '{}'`, `DELETE FROM snapshots`,
		`UPDATE snapshot_lines SET line = 'forged'`, `DELETE FROM snapshot_lines`} {
		if err := store.Exec(db, q); err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("%s: %v; want it refused", q, err)
		}
	}
	if snap, ok, err := db.LatestSnapshot(ctx); !ok || err != nil || string(snap.State) != "header\nline" {
		t.Errorf("LatestSnapshot() = %q, %v, %v", snap.State, ok, err)
	}
}
