package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
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
