package main

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/store"
)

func TestVerify(t *testing.T) {
	r := scoredRoom(t)
	// The last record seals the snapshot the second round's close saved.
	r.expect([]string{"verify"}, exitOK, r.db+": 18 events intact and folded: 3 players, 1 game, 2 rounds\n"+
		"last event snapshot #2 (snapshot_sealed), hash "+lastHash(t, r.db)[:16]+"\n", "")
}

// TestVerify_ChangedByte changes one byte of an event's payload in the
// database file: verify names the event and exits 1.
func TestVerify_ChangedByte(t *testing.T) {
	r := scoredRoom(t)
	copyFile(t, r.db, r.db) // fold the -wal file into the database
	data, err := os.ReadFile(r.db)
	if err != nil {
		t.Fatal(err)
	}
	// The warning is in its event and in the snapshot saved at the round's
	// close (and in the free space lines of earlier snapshots left): all
	// change, and the event is what verify names.
	old := []byte(`"reason":"talking"`)
	if n := bytes.Count(data, old); n < 2 {
		t.Fatalf("the warning's payload is %d times in the file, want at least twice (event and snapshot)", n)
	}
	if err := os.WriteFile(r.db, bytes.ReplaceAll(data, old, []byte(`"reason":"talkinG"`)), 0o644); err != nil {
		t.Fatal(err)
	}
	r.expect([]string{"verify"}, exitRefused, "", "arbiter: "+r.db+": event game-1 #7 (warning_given): "+
		"hash mismatch: the event was changed after it was recorded, or an event before it was removed\n")
}

func TestVerify_NotADatabase(t *testing.T) {
	r := newRoom(t)
	if err := os.WriteFile(r.db, bytes.Repeat([]byte("arbiter "), 1000), 0o644); err != nil {
		t.Fatal(err)
	}
	r.expect([]string{"verify"}, exitStorage, "",
		"arbiter: open event store "+r.db+": not a SQLite database (wrong file, or its header is damaged)\n")
}

// TestVerify_DamagedPage: a database file whose pages are damaged (a disk
// error, a bad copy) is a storage problem, named, never a panic.
func TestVerify_DamagedPage(t *testing.T) {
	r := scoredRoom(t)
	copyFile(t, r.db, r.db)
	data, err := os.ReadFile(r.db)
	if err != nil {
		t.Fatal(err)
	}
	const page = 4096
	if len(data) < 3*page {
		t.Fatalf("the database has %d bytes, want at least 3 pages", len(data))
	}
	for i := page; i < len(data); i++ {
		data[i] = 0xA5
	}
	if err := os.WriteFile(r.db, data, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := r.run("", "verify")
	if code != exitStorage || out != "" || !strings.HasPrefix(errOut, "arbiter: open event store "+r.db+": the database file is damaged") {
		t.Errorf("verify of a damaged file: exit %d, stdout %q, stderr %q; want exit 3 naming the file", code, out, errOut)
	}
}

// TestVerify_DamagedEvents: a file that opens but whose events' pages are
// damaged is named damaged, with the advice to restore a backup, by verify
// and by every command reading or writing the log, as on opening.
func TestVerify_DamagedEvents(t *testing.T) {
	r := scoredRoom(t)
	data, err := os.ReadFile(r.db)
	if err != nil {
		t.Fatal(err)
	}
	// Pages 1–3 hold the schema and the migrations, which opening reads;
	// the events and their index come after.
	const page = 4096
	if len(data) < 5*page {
		t.Fatalf("the database has %d bytes, want at least 5 pages", len(data))
	}
	for i := 3 * page; i < len(data); i++ {
		data[i] = 0xA5
	}
	if err := os.WriteFile(r.db, data, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"verify"}, {"standings"}, {"slip", "1", "-"}, {"log"}} {
		code, out, errOut := r.run("", args...)
		if code != exitStorage || out != "" || !strings.HasPrefix(errOut, "arbiter: "+r.db+": the database file is damaged: restore it from a backup (") {
			t.Errorf("arbiter %s: exit %d, stdout %q, stderr %q; want exit 3 saying the file is damaged", strings.Join(args, " "), code, out, errOut)
		}
	}
}

// TestVerify_DoesNotFold: a log whose chain is intact but whose events do not
// fold (an event appended past the program, here a round closed twice) is a
// finding of verify: exit 1, as its help says, naming the event; the
// commands that read it exit 3.
func TestVerify_DoesNotFold(t *testing.T) {
	r := scoredRoom(t)
	ctx := context.Background()
	db, err := store.Open(ctx, r.db)
	if err != nil {
		t.Fatal(err)
	}
	typ, payload, err := arbiter.Encode(arbiter.RoundClosed{Round: 2})
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Append(ctx, arbiter.GameStream(1), 14, arbiter.Record{Type: typ, Payload: payload}); err != nil {
		t.Fatal(err)
	}
	db.Close()
	r.expect([]string{"verify"}, exitRefused, "",
		"arbiter: "+r.db+": the event log does not fold: event 19 (round_closed): round 2 is not open (run `arbiter verify`)\n")
	r.expect([]string{"standings"}, exitStorage, "",
		"arbiter: the event log does not fold: event 19 (round_closed): round 2 is not open (run `arbiter verify`)\n")
}
