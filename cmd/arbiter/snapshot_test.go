package main

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/kinds"
	"arbiter/arbiter/referee"
	"arbiter/arbiter/snapshot"
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
	state, err := snapshot.Decode(snap.State)
	if err != nil {
		t.Fatal(err)
	}
	state.Players[0].Name = "FORGED"
	forged, err := snapshot.Encode(state)
	if err != nil {
		t.Fatal(err)
	}
	return db, snap, forged
}

// saveForged saves, as the store's snapshot of r's log, the state of its
// latest snapshot with player 1 renamed FORGED, after a player is
// registered (a snapshot is saved once the log moved on from the one
// before): a snapshot saved and sealed as the store saves any, whose state
// is not the log's. It returns the store and the snapshot saved.
func saveForged(t *testing.T, r *room, state func([]byte) []byte) (*store.DB, arbiter.Snapshot) {
	t.Helper()
	ctx := context.Background()
	r.must("player", "add", "4", "POP Ana")
	db, snap, forged := forgedSnapshot(t, r)
	snap.Versions[arbiter.TournamentStream]++
	if ok, err := db.SaveSnapshot(ctx, snap.Versions, state(forged)); !ok || err != nil {
		t.Fatalf("SaveSnapshot: %v, %v", ok, err)
	}
	saved, _, err := db.LatestSnapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return db, saved
}

// TestVerify_Snapshot: the snapshot saved when a round closed is checked
// against the log folded from the start: one saved with another state (a
// player renamed) or changed after it was saved fails verify, named.
func TestVerify_Snapshot(t *testing.T) {
	r := scoredRoom(t)
	db, snap := saveForged(t, r, func(forged []byte) []byte { return forged })
	db.Close()
	r.expect([]string{"verify"}, exitRefused, "", "arbiter: "+r.db+": the snapshot of the log (events up to "+snap.Hash[:16]+
		") differs from the log folded from the start: commands would start from a wrong state\n")

	raw, err := sql.Open("sqlite", r.db)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	for _, q := range []string{`DROP TRIGGER snapshot_lines_no_update`, `UPDATE snapshot_lines SET line = replace(line, 'FORGED', 'PLAYER')`} {
		if _, err := raw.Exec(q); err != nil {
			t.Fatal(err)
		}
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
	this := fmt.Sprintf(`{"format":%d,`, snapshot.Format)
	db, _ := saveForged(t, r, func(forged []byte) []byte {
		older := bytes.Replace(forged, []byte(this), fmt.Appendf(nil, `{"format":%d,`, snapshot.Format-1), 1)
		if bytes.Equal(older, forged) {
			t.Fatalf("the snapshot does not start with %s", this)
		}
		return older
	})
	defer db.Close()
	svc, err := referee.Open(ctx, db, referee.Options{Kinds: kinds.All()})
	if err != nil {
		t.Fatal(err)
	}
	if st, err := svc.State(t.Context()); err != nil || st.Players[0].Name == "FORGED" {
		t.Errorf("a command read the snapshot of another format")
	}
	r.must("verify")
	r.must("rack")
	r.must("top")
	r.must("round", "close")
	if snap, _, err := db.LatestSnapshot(ctx); err != nil || !bytes.HasPrefix(snap.State, []byte(this)) {
		t.Fatalf("the round closed saved no snapshot of this format (%v): %.40s", err, snap.State)
	}
}

// TestRoundClose_LastRound: `top` and `round close` late in a game read of
// the current game its last round alone (the snapshot's earlier rounds are
// left unread): what they print, record and save as the next snapshot is
// what they print, record and save on the same log without a snapshot,
// folded from the start: the program's top (RULES §4.3), shown again,
// chosen again, typed by the referee, another announced, one refused; and
// the commands after them, which start from that snapshot and need every
// round (the standings, a bulletin, a slip of an earlier round), print the
// same.
func TestRoundClose_LastRound(t *testing.T) {
	path, err := buildLog(t, 12, 1, 6) // round 7 drawn, with 5 equivalent tops
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	rooms := [2]*room{newRoom(t), newRoom(t)}
	for i, r := range rooms {
		copyFile(t, path, r.db)
		if i == 1 { // the log alone
			raw, err := sql.Open("sqlite", r.db)
			if err != nil {
				t.Fatal(err)
			}
			for _, q := range []string{`DROP TRIGGER snapshots_no_delete`, `DELETE FROM snapshots`} {
				if _, err := raw.Exec(q); err != nil {
					t.Fatal(err)
				}
			}
			raw.Close()
		}
	}
	topLine := regexp.MustCompile(`round 7 top: (\S+) (\S+), \d+ points`)
	var outs, states [2]string
	for i, r := range rooms {
		t.Setenv("ARBITER_DB", r.db)
		tops := r.must("top")
		m := topLine.FindStringSubmatch(tops)
		if m == nil {
			t.Fatalf("top announces no top of round 7:\n%s", tops)
		}
		tops += r.must("top") + r.must("top", "--choose", "1") + r.must("top", "--play", m[1]+" "+m[2], "--reason", "typed")
		tops += r.must("top", "--choose", "2", "--reason", "the second")
		code, out, errOut := r.run("", "top", "--choose", "99")
		tops += fmt.Sprintf("exit %d\n%s%s", code, out, errOut)
		r.must("slip", "3", "-")
		outs[i] = tops + r.must("round", "close") + r.must("standings") + r.must("report", "bulletin", "2") + r.must("slip", "1", "-", "--round", "2") + r.must("standings")
		db, err := store.Open(ctx, r.db)
		if err != nil {
			t.Fatal(err)
		}
		snap, ok, err := db.LatestSnapshot(ctx)
		if err != nil || !ok {
			t.Fatalf("no snapshot after the round closed: %v", err)
		}
		states[i] = string(snap.State)
		db.Close()
	}
	if outs[0] != outs[1] {
		t.Errorf("from the snapshot, the commands print\n%s\nfrom the log alone\n%s", outs[0], outs[1])
	}
	if states[0] != states[1] {
		t.Errorf("the snapshots saved differ")
	}
	if !strings.Contains(outs[0], "5 moves reach it") || !strings.Contains(outs[0], "referee's choice: the second") {
		t.Errorf("top announces no equivalent tops, or takes not the second:\n%s", outs[0])
	}
	if !strings.Contains(outs[0], "slips entered: 1 of 12 tables") {
		t.Errorf("the round closed does not say that one slip is entered:\n%s", outs[0])
	}
}
