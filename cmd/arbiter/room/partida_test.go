package room

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"arbiter/arbiter/problem"
)

// TestSolutionPage_Partida: during a Partida de Superscrabble the solution
// page shows the round being played, timed from that round's start, and a
// solution handed in there answers that round (RULES §9.8).
func TestSolutionPage_Partida(t *testing.T) {
	evs := append(partidaOpening(), problem.ScrabblePlaced{Round: 1, Move: "G2 DEPUNERe", Score: 63}, partidaRound(2, testNow.Add(12*time.Minute)))
	tr := newTestRoom(t, false, evs...)
	c := tr.operator("Ana")
	var view problemView
	c.getJSON("/api/problem", &view)
	if ends := testNow.Add(27 * time.Minute).UnixMilli(); !view.Open || view.Kind != "partida-superscrabble" || view.Round != 2 || view.Minutes != 15 || view.Ends != ends || view.Labels["round"] != "Turul" {
		t.Errorf("GET /api/problem: %+v", view)
	}
	tr.clock.add(13 * time.Minute)
	var ok struct{ Recorded []string }
	if status := c.post("/api/solutions", `{"table": 2, "sheet": {"solutions": [{"position": "H8", "word": "AU"}]}}`, &ok); status != http.StatusOK ||
		len(ok.Recorded) != 1 || !strings.HasPrefix(ok.Recorded[0], "Turul 2, masa 2: soluție predată la 1:00 — Soluții: 0") {
		t.Fatalf("a solution of round 2: %d %+v", status, ok)
	}
	// A round-1 sheet sent from the page after the referee placed the next
	// scrabble names its round: refused as late, where it was recorded as
	// round 2's (0 found) and the player's real round-2 sheet then refused.
	var refused apiErr
	if status := c.post("/api/solutions", `{"table": 3, "round": 1, "sheet": {"solutions": [{"position": "G2", "word": "DEPUNERe"}]}}`, &refused); status != http.StatusConflict ||
		refused.Error.Message != "turul 1 s-a încheiat: scrabble-ul său G2 DEPUNERe este așezat și se joacă turul 2" {
		t.Errorf("a solution of round 1 during round 2: %d %+v, want refused", status, refused.Error)
	}
	if status := c.post("/api/solutions", `{"table": 3, "round": 2, "sheet": {"solutions": [{"position": "H8", "word": "AU"}]}}`, &ok); status != http.StatusOK {
		t.Errorf("table 3's sheet of round 2 after the refusal: %d", status)
	}
}
