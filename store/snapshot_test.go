package store_test

import (
	"context"
	"database/sql"
	"path/filepath"
	"testing"

	"arbiter/arbiter"
	"arbiter/store"
)

// TestSnapshot_Lines: a snapshot is read back as saved; the next one keeps
// the lines it shares with it once, under their digests, and the lines no
// snapshot holds any more are dropped (a line twice in a snapshot is kept
// once).
func TestSnapshot_Lines(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "arbiter.db")
	db := mustOpen(t, path)
	if err := db.Append(ctx, "tournament", 0, arbiter.Record{Type: "tournament_created", Payload: []byte(`{}`)}); err != nil {
		t.Fatal(err)
	}
	versions := map[string]int{"tournament": 1}
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
		{"header 2\ngame 1\nround 1\nround 1", 3},
		{"", 1},
	} {
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
	for _, q := range []string{`DROP TABLE snapshot_lines`, `DELETE FROM migrations WHERE name = 'migration/00000003.sql'`,
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
