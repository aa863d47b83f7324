package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// TestReading_TamperedLog: a payload changed in the database file (a
// warning's reason edited with a hex editor or sqlite3) is found by every
// reading command before it prints anything: exit 3, naming the event.
func TestReading_TamperedLog(t *testing.T) {
	r := scoredRoom(t)
	copyFile(t, r.db, r.db) // fold the -wal file into the database
	data, err := os.ReadFile(r.db)
	if err != nil {
		t.Fatal(err)
	}
	// The event's payload, not the snapshot's copy of the warning: in the
	// event's row the time recorded follows the payload.
	edited := bytes.Replace(data, []byte(`"reason":"talking"}2`), []byte(`"reason":"talkinG"}2`), 1)
	if bytes.Equal(edited, data) {
		t.Fatal("the warning's event is not in the database file")
	}
	if err := os.WriteFile(r.db, edited, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"standings"}, {"log"}, {"report", "ranking"}, {"export", "ranking"}} {
		code, out, errOut := r.run("", args...)
		if code != exitStorage || out != "" || !strings.Contains(errOut, "event game-1 #7 (warning_given): hash mismatch") {
			t.Errorf("arbiter %s on a tampered log: exit %d, stdout %q, stderr %q; want exit 3 naming the event", strings.Join(args, " "), code, out, errOut)
		}
	}
}
