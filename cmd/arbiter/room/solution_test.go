package room

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/problem"
)

// TestSolutionPage hands in solutions of an Integral partial problem on
// the room's solution page (RULES §9.3, §9.1): a good one is checked and
// recorded with the room's time; one for a table with no player, a
// second one, a sheet that is no JSON and one after the time are refused
// with a clear message, and nothing is recorded for them.
func TestSolutionPage(t *testing.T) {
	evs := opening()[:4]
	evs = append(evs, arbiter.ProblemStarted{Game: 1, Statement: problem.Statement{Kind: problem.Partial,
		Letters: "AAAAACCEHILLLMNNOOUUV", Minutes: 60}, Typed: true, Start: testNow})
	tr := newTestRoom(t, false, evs...)
	c := tr.operator("Ana")
	if status, body := c.get("/solution"); status != http.StatusOK || !strings.Contains(body, "solution.js") {
		t.Fatalf("GET /solution: %d", status)
	}
	var view problemView
	c.getJSON("/api/problem", &view)
	if !view.Open || view.Kind != "partial" || view.Minutes != 60 || view.Labels["sheet"] != "Foaia (JSON)" {
		t.Errorf("GET /api/problem: %+v", view)
	}
	tr.clock.add(20*time.Minute + 5*time.Second)
	sheet := `{"rounds": [{"moves": [{"position": "H8", "word": "COLUMNA", "score": 78}]}]}`
	var ok struct{ Recorded []string }
	if status := c.post("/api/solutions", `{"table": 2, "sheet": `+sheet+`}`, &ok); status != http.StatusOK ||
		len(ok.Recorded) != 1 || !strings.Contains(ok.Recorded[0], "table 2: solution handed in at 20:05, total 78") {
		t.Fatalf("a good solution: %d %+v", status, ok)
	}
	for _, tt := range []struct {
		body, want string
		after      time.Duration
	}{
		{`{"table": 9, "sheet": ` + sheet + `}`, "no player at table 9", 0},
		{`{"table": 2, "sheet": ` + sheet + `}`, "already", 0},
		{`{"table": 1, "sheet": {"rounds": 7}}`, "rounds", 0},
		{`{"table": 1, "sheet": ` + sheet, "JSON", 0},
		{`{"table": 0, "sheet": {}}`, "table", 0},
		{`{"table": 1, "sheet": ` + sheet + `}`, "after the problem's 60 minutes", 41 * time.Minute},
	} {
		tr.clock.add(tt.after)
		var refusal apiErr
		if status := c.post("/api/solutions", tt.body, &refusal); status != http.StatusBadRequest || !strings.Contains(refusal.Error.Message, tt.want) {
			t.Errorf("%s: %d %q, want 400 %q", tt.body, status, refusal.Error.Message, tt.want)
		}
	}
	st, err := tr.ref.State(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if sol := st.CurrentGame().Problem.Solutions; len(sol) != 1 {
		t.Errorf("%d solutions recorded, want 1", len(sol))
	}
}
