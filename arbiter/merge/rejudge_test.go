package merge_test

import (
	"encoding/json"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/merge"
)

// TestRejudge: every slip of honest centres is judged again as recorded;
// a centre whose log was rewritten (one slip's verdict set to 500 points,
// as a forger recomputing every hash would) is refused, naming the
// centre, the game, the round and the table, and both verdicts.
func TestRejudge(t *testing.T) {
	d, _ := deps(t)
	cs, _ := simultaneous(t, 2, 4, 3)
	for _, c := range cs {
		if err := merge.Rejudge(c, d); err != nil {
			t.Fatalf("honest centre %s: %v", c.Label, err)
		}
	}
	forged := cs[1]
	forged.Games = [][]arbiter.Record{append([]arbiter.Record(nil), cs[1].Games[0]...)}
	var at int
	for i, rec := range forged.Games[0] {
		if rec.Type == "slip_recorded" {
			at = i
			break
		}
	}
	var slip map[string]any
	if err := json.Unmarshal(forged.Games[0][at].Payload, &slip); err != nil {
		t.Fatal(err)
	}
	v := slip["verdict"].(map[string]any)
	v["valid"], v["real"], v["credited"] = true, 500, 500
	delete(v, "reason")
	payload, err := json.Marshal(slip)
	if err != nil {
		t.Fatal(err)
	}
	forged.Games[0][at].Payload = payload
	err = merge.Rejudge(forged, d)
	want := "centre c2, game 1, round 1, table "
	if arbiter.ErrorCode(err) != arbiter.EConflict || err == nil || !strings.Contains(err.Error(), want) ||
		!strings.Contains(err.Error(), "is recorded as credited 500 (real score 500)") {
		t.Fatalf("Rejudge(forged) = %v, want %s naming %q and the 500 points", err, arbiter.EConflict, want)
	}
}

// BenchmarkRejudge judges again every slip of one centre of 20 players
// over 10 rounds (200 slips).
func BenchmarkRejudge(b *testing.B) {
	d, _ := deps(b)
	cs, _ := simultaneous(b, 1, 20, 10)
	b.ReportAllocs()
	for b.Loop() {
		if err := merge.Rejudge(cs[0], d); err != nil {
			b.Fatal(err)
		}
	}
}
