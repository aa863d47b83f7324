package snapshot_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/kinds"
	"arbiter/arbiter/problem"
	"arbiter/arbiter/snapshot"
)

// TestSnapshot_ProblemsAsWritten: a tournament of a partial problem, a
// Partida de Superscrabble and a duplicate game, whose snapshot was
// written (testdata/problems) before the problems had a package of their
// own, folds to that snapshot byte for byte, and the snapshot reads back
// to its problems and writes itself again: an earlier database verifies.
func TestSnapshot_ProblemsAsWritten(t *testing.T) {
	reg := kinds.All()
	f, err := os.Open("testdata/problems/events.jsonl")
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
	s, err := arbiter.ReplayWith(reg, evs)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("testdata/problems/snapshot.golden")
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
	for n := 1; n <= 2; n++ {
		p, ok := problem.GameOf(back.Game(n))
		if !ok || p.Statement.Kind != []problem.Kind{problem.Partial, problem.PartidaSuperscrabble}[n-1] {
			t.Errorf("game %d read back: %+v, %v", n, p, ok)
		}
	}
	if again, err := snapshot.Encode(back); err != nil || !bytes.Equal(again, want) {
		t.Errorf("the snapshot read back writes %v:\n%s", err, again)
	}
}
