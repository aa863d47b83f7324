package referee_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/referee"
	"arbiter/arbiter/snapshot"
	"arbiter/store"
)

// TestCheckSnapshot: the snapshot a store keeps is checked against the
// log folded from the start: none, and one of the log's state, pass; one
// saved with another state (a player renamed) is a finding naming the last
// event it covers; one of another format is no finding (no command reads
// it); one changed after it was saved is the store's own error.
func TestCheckSnapshot(t *testing.T) {
	ctx := context.Background()
	db, path := openFile(t)
	w := mustOpen(t, db)
	roundOne(t, w, 3)
	if err := fromStart(t, db).CheckSnapshot(ctx); err != nil {
		t.Fatalf("no snapshot: %v", err)
	}
	tables := 3
	save := func(edit func(arbiter.State) []byte) arbiter.Snapshot {
		t.Helper()
		tables++
		mustRun(t, w, arbiter.RegisterPlayer{Table: tables, Name: fmt.Sprintf("PLAYER %d", tables)})
		versions := map[string]int{arbiter.TournamentStream: tables + 1, arbiter.GameStream(1): 3}
		if ok, err := db.SaveSnapshot(ctx, versions, edit(stateOf(t, w))); !ok || err != nil {
			t.Fatalf("SaveSnapshot(%v) = %v, %v", versions, ok, err)
		}
		snap, _, err := db.LatestSnapshot(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return snap
	}
	encode := func(st arbiter.State) []byte {
		data, err := snapshot.Encode(st)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}

	save(encode)
	if err := fromStart(t, db).CheckSnapshot(ctx); err != nil {
		t.Errorf("the log's own snapshot: %v", err)
	}

	forged := save(func(st arbiter.State) []byte {
		st.Players[0].Name = "FORGED"
		return encode(st)
	})
	err := fromStart(t, db).CheckSnapshot(ctx)
	want := "the snapshot of the log (events up to " + forged.Hash[:16] + ") differs from the log folded from the start: commands would start from a wrong state"
	if _, ok := errors.AsType[*referee.SnapshotFinding](err); !ok || err.Error() != want {
		t.Errorf("a forged snapshot: %v, want the finding %q", err, want)
	}

	this := fmt.Sprintf(`{"format":%d,`, snapshot.Format)
	save(func(st arbiter.State) []byte {
		st.Players[0].Name = "FORGED"
		data := encode(st)
		if !bytes.HasPrefix(data, []byte(this)) {
			t.Fatalf("the snapshot does not start with %s", this)
		}
		return []byte(strings.Replace(string(data), this, fmt.Sprintf(`{"format":%d,`, snapshot.Format-1), 1))
	})
	if err := fromStart(t, db).CheckSnapshot(ctx); err != nil {
		t.Errorf("a snapshot of another format: %v", err)
	}

	tamper(t, path, `UPDATE snapshot_lines SET line = replace(line, 'FORGED', 'PLAYER')`)
	if _, ok := errors.AsType[*store.SnapshotError](fromStart(t, db).CheckSnapshot(ctx)); !ok {
		t.Errorf("a snapshot changed after it was saved: not the store's snapshot error")
	}
}
