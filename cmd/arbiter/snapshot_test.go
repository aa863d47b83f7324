package main

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/referee"
	"arbiter/store"
)

// forgedSnapshot opens the store of r, which holds a snapshot, and returns
// it, its snapshot, and the snapshot's state with player 1 renamed FORGED,
// encoded.
func forgedSnapshot(t *testing.T, r *room) (*store.DB, arbiter.Snapshot, []byte) {
	t.Helper()
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
	forged, err := arbiter.EncodeSnapshot(state)
	if err != nil {
		t.Fatal(err)
	}
	return db, snap, forged
}

// TestVerify_Snapshot: the snapshot saved when a round closed is checked
// against the log folded from the start: one saved with another state (a
// player renamed) or changed after it was saved fails verify, named.
func TestVerify_Snapshot(t *testing.T) {
	r := scoredRoom(t)
	ctx := context.Background()
	db, snap, forged := forgedSnapshot(t, r)
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

// TestSnapshot_OtherFormat: a snapshot another version of arbiter wrote
// (of another format) is neither read nor a finding: commands fold the log
// from the start (a player renamed in it does not show), verify passes,
// and the next round closed saves a snapshot this arbiter reads.
func TestSnapshot_OtherFormat(t *testing.T) {
	r := scoredRoom(t)
	ctx := context.Background()
	db, snap, forged := forgedSnapshot(t, r)
	defer db.Close()
	this := fmt.Sprintf(`{"format":%d,`, arbiter.SnapshotFormat)
	older := bytes.Replace(forged, []byte(this), fmt.Appendf(nil, `{"format":%d,`, arbiter.SnapshotFormat-1), 1)
	if bytes.Equal(older, forged) {
		t.Fatalf("the snapshot does not start with %s", this)
	}
	if ok, err := db.SaveSnapshot(ctx, snap.Versions, older); !ok || err != nil {
		t.Fatalf("SaveSnapshot: %v, %v", ok, err)
	}
	svc, err := referee.Open(ctx, db, referee.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if name := svc.State().Players[0].Name; name == "FORGED" {
		t.Errorf("a command read the snapshot of another format")
	}
	r.must("verify")
	r.must("rack")
	r.must("top")
	r.must("round", "close")
	if snap, _, err = db.LatestSnapshot(ctx); err != nil || !bytes.HasPrefix(snap.State, []byte(this)) {
		t.Fatalf("the round closed saved no snapshot of this format (%v): %.40s", err, snap.State)
	}
}
