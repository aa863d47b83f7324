package snapshot_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/kinds"
	"arbiter/arbiter/snapshot"
)

// TestSnapshot_KindsAsWritten: tournaments whose snapshots were written
// (testdata/*/snapshot.golden) before the composition problems and the
// Anticipation game had packages of their own fold to those snapshots
// byte for byte, and each snapshot reads back to games of the same kinds
// and writes itself again: an earlier database verifies. problems holds a
// partial problem, a Partida de Superscrabble and a duplicate game;
// anticipation-current a Rezistenta game with warnings being played,
// anticipation-earlier the same ended, a duplicate game after it.
func TestSnapshot_KindsAsWritten(t *testing.T) {
	for _, dir := range []string{"problems", "anticipation-current", "anticipation-earlier"} {
		t.Run(dir, func(t *testing.T) {
			reg := kinds.All()
			s, err := arbiter.ReplayWith(reg, recordedEvents(t, reg, filepath.Join("testdata", dir, "events.jsonl")))
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(filepath.Join("testdata", dir, "snapshot.golden"))
			if err != nil {
				t.Fatal(err)
			}
			got, err := snapshot.Encode(s)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("the log folds to another snapshot:\n%s\nwant\n%s", got, want)
			}
			back, err := snapshot.Decode(want)
			if err != nil {
				t.Fatal(err)
			}
			back.Kinds = reg
			for n := 1; n <= len(s.Games); n++ {
				if got, want := back.Game(n).Kind(), s.Game(n).Kind(); got != want {
					t.Errorf("game %d reads back as a game of %q, want %q", n, got, want)
				}
			}
			if again, err := snapshot.Encode(back); err != nil || !bytes.Equal(again, want) {
				t.Errorf("the snapshot read back writes %v:\n%s", err, again)
			}
		})
	}
}

// recordedEvents reads the events of path, a line of JSON each: a stored
// event name and its payload.
func recordedEvents(t *testing.T, reg *arbiter.Registry, path string) []arbiter.Event {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var evs []arbiter.Event
	lines := bufio.NewScanner(f)
	for lines.Scan() {
		var rec struct {
			Type    string          `json:"type"`
			Payload json.RawMessage `json:"payload"`
		}
		if err := json.Unmarshal(lines.Bytes(), &rec); err != nil {
			t.Fatal(err)
		}
		e, err := reg.Decode(rec.Type, rec.Payload)
		if err != nil {
			t.Fatal(err)
		}
		evs = append(evs, e)
	}
	return evs
}
