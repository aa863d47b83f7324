package reports_test

import (
	"bytes"
	"testing"
	"time"

	"arbiter/arbiter/problem"
	"arbiter/reports"
	"arbiter/scoring"
	"arbiter/scoring/solver/composer"
)

// TestReferenceSolution prints a Serie de maxime's reference solution
// (RULES §9) of RULES §3's two groups: exact, its moves numbered with
// their groups and its total; a solution only found says so; the JSON
// carries the same moves and scores.
func TestReferenceSolution(t *testing.T) {
	columna, vah := rules3Moves(t)
	ro, _ := scoring.Builtin("ro")
	sol := composer.Solution{Exact: true, Steps: []composer.Step{{Group: 1, Move: columna}, {Group: 2, Move: vah}}}
	var out bytes.Buffer
	if err := reports.ReferenceSolution(&out, ro, problem.Maxime, sol, 1234567*time.Microsecond, false); err != nil {
		t.Fatal(err)
	}
	want := "maxime: the lexicographic maximum, exact, found in 1.235s\n" +
		"no  group  position  word     score\n" +
		"1   1      H8        COLUMNA  78\n" +
		"2   2      I7        VAH      60\n" +
		"total 138\n"
	if out.String() != want {
		t.Errorf("ReferenceSolution:\n%s\nwant:\n%s", out.String(), want)
	}

	out.Reset()
	found := composer.Solution{Steps: []composer.Step{{Move: columna}}}
	if err := reports.ReferenceSolution(&out, ro, problem.Partial, found, 2*time.Second, false); err != nil ||
		!bytes.HasPrefix(out.Bytes(), []byte("partial: the best solution found in 2s, not a proven maximum\nno  group  position  word     score\n1   -      H8")) {
		t.Errorf("a solution found: %q, %v", out.String(), err)
	}

	out.Reset()
	if err := reports.ReferenceSolution(&out, ro, problem.Maxime, sol, time.Second, true); err != nil {
		t.Fatal(err)
	}
	want = `{"discipline":"maxime","exact":true,"seconds":1,"scores":[78,60],"total":138,"moves":[{"group":1,"position":"H8","word":"COLUMNA","score":78},{"group":2,"position":"I7","word":"VAH","score":60}]}` + "\n"
	if out.String() != want {
		t.Errorf("ReferenceSolution --json = %s, want %s", out.String(), want)
	}
}
