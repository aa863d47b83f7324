package main

import (
	"bytes"
	"context"
	"database/sql"
	"os"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"arbiter/store/backend"
	"arbiter/store/postgres/pgtest"
)

// tamper changes old into new in the room's database file, once, after
// folding its -wal file into it: a payload edited with a hex editor or
// sqlite3. old must be there.
func tamper(t *testing.T, r *room, old, new string) {
	t.Helper()
	copyFile(t, r.db, r.db) // fold the -wal file into the database
	data, err := os.ReadFile(r.db)
	if err != nil {
		t.Fatal(err)
	}
	edited := bytes.Replace(data, []byte(old), []byte(new), 1)
	if bytes.Equal(edited, data) {
		t.Fatalf("%s is not in the database file", old)
	}
	if err := os.WriteFile(r.db, edited, 0o644); err != nil {
		t.Fatal(err)
	}
}

// readingCommands are commands that only read the tournament.
var readingCommands = [][]string{{"standings"}, {"log"}, {"report", "ranking"}, {"export", "ranking"}}

// TestReading_TamperedLog: a payload changed in the database file after
// the snapshot of the folded state (a warning given after the last round
// closed) is found by every reading command before it prints anything:
// exit 3, naming the event.
func TestReading_TamperedLog(t *testing.T) {
	r := scoredRoom(t)
	r.must("warn", "2", "--disciplinary", "--reason", "noise")
	// The event's payload: in the event's row the time recorded follows it.
	tamper(t, r, `"reason":"noise"}2`, `"reason":"noisE"}2`)
	for _, args := range readingCommands {
		code, out, errOut := r.run("", args...)
		if code != exitStorage || out != "" || !strings.Contains(errOut, "event game-1 #15 (warning_given): hash mismatch") {
			t.Errorf("arbiter %s on a tampered log: exit %d, stdout %q, stderr %q; want exit 3 naming the event", strings.Join(args, " "), code, out, errOut)
		}
	}
}

// TestReading_TamperedBeforeSnapshot: a payload changed in an event the
// snapshot covers does not change what the commands that start from the
// snapshot print (the state as recorded, sealed by its digest); the
// commands that read every event (`log`) and `verify` refuse the log,
// naming the event.
func TestReading_TamperedBeforeSnapshot(t *testing.T) {
	r := scoredRoom(t)
	before := map[string]string{}
	for _, args := range readingCommands {
		before[strings.Join(args, " ")] = r.must(args...)
	}
	tamper(t, r, `"reason":"talking"}2`, `"reason":"talkinG"}2`)
	for _, args := range readingCommands {
		name := strings.Join(args, " ")
		code, out, errOut := r.run("", args...)
		switch {
		case name == "log":
			if code != exitStorage || out != "" || !strings.Contains(errOut, "event game-1 #7 (warning_given): hash mismatch") {
				t.Errorf("arbiter log on a tampered log: exit %d, stdout %q, stderr %q; want exit 3 naming the event", code, out, errOut)
			}
		case code != exitOK || out != before[name]:
			t.Errorf("arbiter %s after an event the snapshot covers was changed: exit %d, stdout %q, stderr %q; want what it printed before", name, code, out, errOut)
		}
	}
	code, _, errOut := r.run("", "verify")
	if code == exitOK || !strings.Contains(errOut, "event game-1 #7 (warning_given)") {
		t.Errorf("verify of a tampered log: exit %d, stderr %q; want a failure naming the event", code, errOut)
	}
}

// forgePayload replaces old by new in the payload of the last event of
// stream whose payload holds old, in the store db names (a SQLite file or
// a PostgreSQL URL), with the append-only triggers turned off: what
// someone with sqlite3 or psql could do. The event's hash is left as it
// was.
func forgePayload(t *testing.T, db, stream, old, new string) {
	t.Helper()
	ctx := context.Background()
	if backend.IsPostgres(db) {
		conn, err := pgx.Connect(ctx, db)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, `ALTER TABLE events DISABLE TRIGGER USER`); err != nil {
			t.Fatal(err)
		}
		tag, err := conn.Exec(ctx, `UPDATE events SET payload = convert_to(replace(convert_from(payload, 'UTF8'), $1, $2), 'UTF8')
			WHERE id = (SELECT MAX(id) FROM events WHERE stream = $3 AND position($1 in convert_from(payload, 'UTF8')) > 0)`, old, new, stream)
		if err != nil || tag.RowsAffected() != 1 {
			t.Fatalf("forge %s in %s: %v, %d events", old, stream, err, tag.RowsAffected())
		}
		return
	}
	conn, err := sql.Open("sqlite", db)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `DROP TRIGGER IF EXISTS events_no_update`); err != nil {
		t.Fatal(err)
	}
	res, err := conn.ExecContext(ctx, `UPDATE events SET payload = CAST(replace(CAST(payload AS TEXT), ?, ?) AS BLOB)
		WHERE id = (SELECT MAX(id) FROM events WHERE stream = ? AND instr(CAST(payload AS TEXT), ?) > 0)`, old, new, stream, old)
	if err != nil {
		t.Fatal(err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		t.Fatalf("forge %s in %s: %d events", old, stream, n)
	}
}

// lastHash returns the hash that ends the chain of the store db names.
func lastHash(t *testing.T, db string) string {
	t.Helper()
	s, err := backend.Open(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	last, _, err := s.Last(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return last.Hash
}

// writingCommands are commands that record events, each tried on a
// tampered log; `serve` among them, which must refuse to start.
var writingCommands = [][]string{
	{"round", "close"}, {"slip", "3", "H8", "GROI", "10"}, {"warn", "3", "--disciplinary", "--reason", "noise"},
	{"top", "--invalidate", "1"}, {"player", "add", "5", "POP Ana"}, {"game", "end", "--reason", "time"},
	{"serve", "--addr", "127.0.0.1:0"},
}

// checkWritersRefuse checks that every writing command refuses the room's
// tampered log (exit 3, naming the event by blame) and appends nothing,
// and so do the readers after them.
func checkWritersRefuse(t *testing.T, r *room, blame string) {
	t.Helper()
	db := os.Getenv("ARBITER_DB")
	before := lastHash(t, db)
	for _, args := range append(writingCommands, []string{"standings"}) {
		code, out, errOut := r.run("", args...)
		if code != exitStorage || out != "" || !strings.Contains(errOut, blame) {
			t.Errorf("arbiter %s on a tampered log: exit %d, stdout %q, stderr %q; want exit 3 naming the event", strings.Join(args, " "), code, out, errOut)
		}
	}
	if after := lastHash(t, db); after != before {
		t.Errorf("events were appended after the changed one: the chain ends on %s, was %s", after, before)
	}
}

// forgeSlipCredit enters two slips in the first round of [playing] and
// forges the credited score of table 2's in the room's store, as an
// attacker who turns the triggers off could (28 → 516): what the next
// round close would have sealed into a snapshot.
func forgeSlipCredit(t *testing.T, r *room) {
	t.Helper()
	r.must("slip", "1", "H4", "IGNOR", "28")
	r.must("slip", "2", "H8", "IGNOR", "25")
	forgePayload(t, os.Getenv("ARBITER_DB"), "game-1", `"credited":28,"warning"`, `"credited":516,"warning"`)
}

// TestWriting_TamperedLog: a slip's credited score changed in the file
// before the round is closed is refused by every command that records
// events, as by the readers; none records anything after it, so no
// snapshot hides it.
func TestWriting_TamperedLog(t *testing.T) {
	r := playing(t)
	forgeSlipCredit(t, r)
	checkWritersRefuse(t, r, "event game-1 #5 (slip_recorded): hash mismatch")
}

// TestWriting_TamperedLogPostgres is TestWriting_TamperedLog on a
// PostgreSQL database.
func TestWriting_TamperedLogPostgres(t *testing.T) {
	r := newRoom(t)
	t.Setenv("ARBITER_DB", pgtest.URL(t))
	startTestGame(createTestTournament(r))
	forgeSlipCredit(t, r)
	checkWritersRefuse(t, r, "event game-1 #5 (slip_recorded): hash mismatch")
}
