package main

import (
	"context"
	"database/sql"
	"testing"

	"arbiter/arbiter"
	"arbiter/store"
)

// TestVerify_Snapshot: the snapshot saved when a round closed is checked
// against the log folded from the start: one saved with another state (a
// player renamed) or changed after it was saved fails verify, named.
func TestVerify_Snapshot(t *testing.T) {
	r := scoredRoom(t)
	ctx := context.Background()
	db, err := store.Open(ctx, r.db)
	if err != nil {
		t.Fatal(err)
	}
	snap, ok, err := db.LatestSnapshot(ctx)
	if err != nil || !ok {
		t.Fatalf("no snapshot after two rounds closed: %v", err)
	}
	state, err := arbiter.DecodeSnapshot(snap.State)
	if err != nil {
		t.Fatal(err)
	}
	state.Players[0].Name = "FORGED"
	forged, _ := arbiter.EncodeSnapshot(state)
	if ok, err := db.SaveSnapshot(ctx, snap.Versions, forged); !ok || err != nil {
		t.Fatalf("SaveSnapshot: %v, %v", ok, err)
	}
	db.Close()
	r.expect([]string{"verify"}, exitRefused, "", "arbiter: "+r.db+": the snapshot of the log (events up to "+snap.Hash[:16]+
		") differs from the log folded from the start: commands would start from a wrong state\n")

	raw, err := sql.Open("sqlite", r.db)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	if _, err := raw.Exec(`UPDATE snapshot_lines SET line = replace(line, 'FORGED', 'PLAYER')`); err != nil {
		t.Fatal(err)
	}
	r.expect([]string{"verify"}, exitRefused, "", "arbiter: "+r.db+": the snapshot of the log is ignored: a line of it was changed after it was saved\n")
}
