package room

import (
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"arbiter/arbiter/problem"
	"arbiter/arbiter/slipinput"
	"arbiter/internal/kindtest"
)

// TestSolutionPage hands in solutions of an Integral partial problem on
// the room's solution page of a Romanian tournament (RULES §9.3, §9.1): a
// good one is checked and recorded with the room's time; one for a table
// with no player, a second one, a sheet that cannot be checked, a request
// that is no JSON, one after the time and one too large are refused in
// Romanian, with no English word, and the status of the same refusal of a
// slip; nothing is recorded for them.
func TestSolutionPage(t *testing.T) {
	tr := problemRoom(t)
	c := tr.operator("Ana")
	if status, body := c.get("/solution"); status != http.StatusOK || !strings.Contains(body, "solution.js") {
		t.Fatalf("GET /solution: %d", status)
	}
	var view problemView
	c.getJSON("/api/problem", &view)
	if !view.Open || view.Kind != "partial" || view.Minutes != 60 || view.Labels["sheet"] != "Mutările, câte una pe rând" {
		t.Errorf("GET /api/problem: %+v", view)
	}
	tr.clock.add(20*time.Minute + 5*time.Second)
	sheet := `{"rounds": [{"moves": [{"position": "H8", "word": "COLUMNA", "score": 78}]}]}`
	var ok struct{ Recorded []string }
	if status := c.post("/api/solutions", `{"table": 2, "sheet": `+sheet+`}`, &ok); status != http.StatusOK ||
		len(ok.Recorded) != 1 || ok.Recorded[0] != "masa 2: soluție predată la 20:05 — Total: 78 (Puncte 78 − Penalizare 0); Avertismente tehnice: 0" {
		t.Fatalf("a good solution: %d %+v", status, ok)
	}
	// Moves typed one a line are read as the open problem's kind writes
	// them; a line typed wrong is named, in the room's language, and
	// nothing is recorded.
	var refused errorBody
	if status := c.post("/api/solutions", `{"table": 3, "typed": "H8 COLUMNA 78\n\nH2 CA x"}`, &refused); status != http.StatusBadRequest ||
		refused.Error.Field != "sheet" || refused.Error.Message != "rândul 3: „H2 CA x”: punctajul nu e un număr de puncte" {
		t.Errorf("a typed line refused: %d %+v", status, refused)
	}
	if status := c.post("/api/solutions", `{"table": 3, "typed": "H8 COLUMNA", "sheet": `+sheet+`}`, &refused); status != http.StatusBadRequest {
		t.Errorf("a solution typed and sent as a file: %d %+v", status, refused)
	}
	if status := c.post("/api/solutions", `{"table": 3, "typed": "  H8 COLUMNA 78 \r\n"}`, &ok); status != http.StatusOK ||
		len(ok.Recorded) != 1 || !strings.HasPrefix(ok.Recorded[0], "masa 3: soluție predată la 20:05 — Total: 78") {
		t.Fatalf("a solution typed: %d %+v", status, ok)
	}
	// The largest sheet the reader takes, and beyond it.
	claim := `{"position": "8A", "word": "DEPUNERI"}`
	huge := `{"table": 1, "sheet": {"solutions": [` + strings.Repeat(claim+",", problem.MaxSheetBytes/len(claim)) + claim + `]}}`
	for _, tt := range []struct {
		name, body string
		after      time.Duration
		status     int
		want       string
	}{
		{"NoPlayer", `{"table": 9, "sheet": ` + sheet + `}`, 0, http.StatusNotFound, "niciun jucător la masa 9"},
		{"Twice", `{"table": 2, "sheet": ` + sheet + `}`, 0, http.StatusConflict, "masa 2 și-a predat deja soluția, la 20:05"},
		{"WrongType", `{"table": 1, "sheet": {"rounds": 7}}`, 0, http.StatusBadRequest, `masa 1: foaia nu poate fi verificată: vedeți câmpul "rounds"`},
		{"NotJSON", `{"table": 1, "sheet": ` + sheet, 0, http.StatusBadRequest, "cererea nu poate fi citită"},
		{"NoTable", `{"sheet": {}}`, 0, http.StatusNotFound, "niciun jucător la masa 0"},
		{"TooLarge", huge, 0, http.StatusRequestEntityTooLarge, "foaia trimisă are peste 1024 KB"},
		{"Late", `{"table": 1, "sheet": ` + sheet + `}`, 41 * time.Minute, http.StatusConflict, "masa 1: predată la 61:05, după cele 60 minute ale problemei"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tr.clock.add(tt.after)
			var refusal apiErr
			if status := c.post("/api/solutions", tt.body, &refusal); status != tt.status || !strings.Contains(refusal.Error.Message, tt.want) {
				t.Errorf("%d %q, want %d %q", status, refusal.Error.Message, tt.status, tt.want)
			}
			if w := englishWords(unquoted(refusal.Error.Message)); len(w) > 0 {
				t.Errorf("%q says %q in English", refusal.Error.Message, w)
			}
		})
	}
	st, err := tr.ref.State(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if sol := kindtest.Problem(t, st.CurrentGame()).Solutions; len(sol) != 2 {
		t.Errorf("%d solutions recorded, want 2 (tables 2 and 3)", len(sol))
	}
}

// TestSolutionPage_LargestSheet: a sheet as large as a real one can be,
// every scrabble of a group with 2 jokers on a mid-game board (RULES §9.6:
// 3,394 solutions, over 200 KB as indented JSON), is taken and checked
// (the room's word list lacks the word: each claim is refused).
func TestSolutionPage_LargestSheet(t *testing.T) {
	evs := opening()[:4]
	evs = append(evs, problem.Started{Game: 1, Statement: problem.Statement{Kind: problem.Superscrabble,
		Board: superscrabbleBoard(), Rack: "DENPRU?", Minutes: 60}, Typed: true, Start: testNow})
	tr := newTestRoom(t, false, evs...)
	var claims []string
	for range 3394 {
		claims = append(claims, "\n      {\n        \"position\": \"G2\",\n        \"word\": \"DEPUNERi\"\n      }")
	}
	body := "{\n  \"table\": 1,\n  \"sheet\": {\n    \"solutions\": [" + strings.Join(claims, ",") + "\n    ]\n  }\n}"
	if len(body) < 200<<10 || len(body) > problem.MaxSheetBytes {
		t.Fatalf("%d bytes: not a sheet of the size measured", len(body))
	}
	var ok struct{ Recorded []string }
	if status := tr.operator("Ana").post("/api/solutions", body, &ok); status != http.StatusOK ||
		len(ok.Recorded) != 1 || !strings.Contains(ok.Recorded[0], "Avertismente tehnice: 3394") {
		t.Errorf("%d bytes: %d %+v", len(body), status, ok)
	}
}

// superscrabbleBoard is the board of the seed's "g2" example (RULES
// §9.6): 8H AU, I3 TABLOU, 3G EST, where DEPNRU? makes G2 DEPUNERE and
// DEPUNERI.
func superscrabbleBoard() []string {
	rows := make([]string, 15)
	for i := range rows {
		rows[i] = strings.Repeat(".", 15)
	}
	rows[6], rows[7], rows[8] = "..E............", "..S....A.......", "..TABLOU......."
	return rows
}

// unquoted is s without its quoted parts: a field's name in JSON is no
// English sentence.
func unquoted(s string) string {
	var b strings.Builder
	for i, part := range strings.Split(s, `"`) {
		if i%2 == 0 {
			b.WriteString(part)
		}
	}
	return b.String()
}

// TestResults_Problem: the phones' results rank a composition problem by
// its kind's rules (RULES §9.3: by total), not everyone 1st on 0, before
// and after its close; a player who handed in nothing ranks last.
func TestResults_Problem(t *testing.T) {
	tr := problemRoom(t)
	c := tr.operator("Ana")
	tr.clock.add(10 * time.Minute)
	for table, sheet := range map[int]string{
		1: `{"rounds": [{"moves": [{"position": "H8", "word": "COLUMNA", "score": 78}]}]}`,
		2: `{"rounds": [{"moves": [{"position": "H8", "word": "COLUMNA", "score": 78}, {"position": "I7", "word": "VAH", "score": 60}]}]}`,
	} {
		if status := c.post("/api/solutions", `{"table": `+strconv.Itoa(table)+`, "sheet": `+sheet+`}`, nil); status != http.StatusOK {
			t.Fatalf("table %d's solution: %d", table, status)
		}
	}
	check := func(when string) {
		t.Helper()
		var r Results
		tr.guest().getJSON("/api/results", &r)
		var got [][3]int
		for _, row := range r.Standings {
			got = append(got, [3]int{row.Table, row.Rank, row.Total})
		}
		if want := [][3]int{{2, 1, 138}, {1, 2, 78}, {3, 3, 0}}; !slices.Equal(got, want) {
			t.Errorf("%s: the problem's standings %v, want %v", when, got, want)
		}
	}
	check("while open")
	tr.run(problem.Close{})
	check("after the close")
}

// A composition problem takes no slips: a slip entered or withdrawn in
// its room is refused in the room's language, naming the game. It read
// "cererea nu poate fi citită" (the request cannot be read).
func TestProblemRoom_TakesNoSlips(t *testing.T) {
	evs := append(opening()[:4], problem.Started{Game: 1, Statement: problem.Statement{Kind: problem.Superscrabble,
		Board: superscrabbleBoard(), Rack: "DENPRU?", Minutes: 60}, Typed: true, Start: testNow})
	tr := newTestRoom(t, false, evs...)
	for _, c := range []struct {
		who  *client
		path string
		form any
	}{
		{tr.operator("Ana"), "/api/slips", SlipForm{Form: slipinput.Form{Table: "1", Position: "H8", Word: "AL", Score: "4"}}},
		{tr.referee("Arbitru"), "/api/slips/withdraw", WithdrawForm{Round: 1, Table: 1, Reason: "după Stop"}},
	} {
		var refused apiErr
		if st := c.who.post(c.path, c.form, &refused); st != http.StatusBadRequest || refused.Error.Message != "partida 1 nu primește fluturași" {
			t.Errorf("%s: %d %+v", c.path, st, refused.Error)
		}
	}
}
