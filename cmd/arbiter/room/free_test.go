package room

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"arbiter/arbiter/free"
)

// freeTestRoom serves over HTTP a tournament of players players whose
// free-game event has round 1 paired by lot from seed 3, with double
// entry or not, and returns it with its service.
func freeTestRoom(t *testing.T, players int, double bool) (*testRoom, *liveRoom) {
	t.Helper()
	room := newLiveRoomAfter(t, players, double, free.Act{Command: free.Start{}}, free.Act{Command: free.PairRound{Seed: 3}})
	tr := &testRoom{t: t, srv: room.srv, http: httptest.NewServer(room.srv.Handler())}
	t.Cleanup(tr.http.Close)
	return tr, room
}

// actAnswer is the answer to POST /api/act: what was recorded, or the
// refusal.
type actAnswer struct {
	Recorded int      `json:"recorded"`
	Events   []string `json:"events"`
	apiErr
}

// result sends board fields as a result form from c.
func result(c *client, fields map[string]string) (int, actAnswer) {
	var a actAnswer
	status := c.post("/api/act", ActForm{Action: string(free.ActResult), Fields: fields}, &a)
	return status, a
}

// TestFreeResult_Refusals: a board's result typed wrong is refused with
// the field at fault and the refusal in the room's language (ro), and
// records nothing; the same result typed again records nothing twice; a
// different one is refused with the recorded one named, the reason's
// field to fill for a correction (RULES §10.2).
func TestFreeResult_Refusals(t *testing.T) {
	tr, room := freeTestRoom(t, 5, false)
	st := freeState(t, room)
	b1, b2 := st.Rounds[0].Boards[0], st.Rounds[0].Boards[1]
	ana := tr.operator("Ana")
	num := strconv.Itoa
	for _, c := range []struct {
		name   string
		fields map[string]string
		status int
		field  string
		says   string
	}{
		{"not paired together", map[string]string{"a": num(b1.Start), "score_a": "400", "b": num(b2.Start), "score_b": "300"}, http.StatusConflict, "b", "nu au jucat unul împotriva celuilalt"},
		{"a score out of range", map[string]string{"board": "1", "score_a": "5000", "score_b": "300"}, http.StatusConflict, "score_a", "scorul 5000"},
		{"the spread not the scores'", map[string]string{"board": "1", "score_a": "400", "score_b": "300", "spread": "+90"}, http.StatusConflict, "spread", "400–300 = +100, nu diferența scrisă"},
		{"a score not a number", map[string]string{"board": "1", "score_a": "4OO", "score_b": "300"}, http.StatusBadRequest, "score_a", "„4OO” nu este un număr"},
		{"no such board", map[string]string{"board": "9", "score_a": "400", "score_b": "300"}, http.StatusNotFound, "board", "turul 1 nu are masa 9"},
		{"no board nor players", map[string]string{"score_a": "400", "score_b": "300"}, http.StatusBadRequest, "a", "scrieți masa sau cei doi jucători"},
		{"no such player", map[string]string{"a": "77", "score_a": "400", "b": num(b1.Start), "score_b": "300"}, http.StatusNotFound, "a", "niciun jucător 77"},
		{"a round not paired", map[string]string{"round": "2", "board": "1", "score_a": "400", "score_b": "300"}, http.StatusNotFound, "board", "turul 2 nu are masa 1"},
	} {
		status, a := result(ana, c.fields)
		if status != c.status || a.Error.Field != c.field || !strings.Contains(a.Error.Message, c.says) {
			t.Errorf("%s: %d, field %q, %q; want %d, field %q, saying %q", c.name, status, a.Error.Field, a.Error.Message, c.status, c.field, c.says)
		}
	}
	if n := eventsNamed(t, room, "free_result_recorded"); n != 0 {
		t.Fatalf("%d results recorded by refused forms", n)
	}
	good := map[string]string{"board": "1", "score_a": "412", "score_b": "385", "spread": "+27"}
	if status, a := result(ana, good); status != http.StatusOK || a.Recorded != 1 || !strings.Contains(a.Events[0], "masa 1: 412–385 înregistrat") {
		t.Fatalf("a good result: %d %+v", status, a)
	}
	if status, a := result(tr.operator("Ioan"), good); status != http.StatusOK || a.Recorded != 0 {
		t.Errorf("the same result from a second laptop: %d, %d recorded; want 200 and nothing", status, a.Recorded)
	}
	status, a := result(ana, map[string]string{"board": "1", "score_a": "402", "score_b": "385"})
	if status != http.StatusConflict || a.Error.Field != "reason" || !strings.Contains(a.Error.Message, "412 – ") || !strings.Contains(a.Error.Message, "are deja") {
		t.Errorf("a different result: %d, field %q, %q; want 409 naming the recorded one, field reason", status, a.Error.Field, a.Error.Message)
	}
	if n := eventsNamed(t, room, "free_result_recorded") + eventsNamed(t, room, "free_result_corrected"); n != 1 {
		t.Errorf("%d results recorded, want 1", n)
	}
	// The console's forms are the referee's alone.
	var e apiErr
	if status := ana.post("/api/act", ActForm{Action: string(free.ActPair)}, &e); status != http.StatusForbidden {
		t.Errorf("an assistant pairing a round: %d, want 403", status)
	}
	many := map[string]string{}
	for i := range maxFields + 1 {
		many[strconv.Itoa(i)] = "1"
	}
	if status, _ := result(ana, many); status != http.StatusBadRequest {
		t.Errorf("a form of %d fields: %d, want 400", len(many), status)
	}
}

// TestFreeResult_DoubleEntry: under double entry a board's result counts
// once a second operator types the same; typings that differ wait for the
// referee, who settles them by recording the result.
func TestFreeResult_DoubleEntry(t *testing.T) {
	tr, room := freeTestRoom(t, 4, true)
	ana, ioan, ref := tr.operator("Ana"), tr.operator("Ioan"), tr.referee("Arbitru")
	if _, a := result(ana, map[string]string{"board": "1", "score_a": "400", "score_b": "380"}); a.Recorded != 1 || !strings.Contains(a.Events[0], "introdus de Ana") {
		t.Fatalf("the first typing: %+v", a)
	}
	if _, a := result(ioan, map[string]string{"board": "1", "score_a": "400", "score_b": "380"}); a.Recorded != 2 || !strings.Contains(a.Events[1], "400–380 înregistrat") {
		t.Fatalf("the second typing, alike: %+v", a)
	}
	result(ana, map[string]string{"board": "2", "score_a": "300", "score_b": "310"})
	result(ioan, map[string]string{"board": "2", "score_a": "300", "score_b": "301"})
	if n := eventsNamed(t, room, "free_result_recorded"); n != 1 {
		t.Fatalf("%d results recorded, want board 1's alone", n)
	}
	var e Entry
	ref.getJSON("/api/entry", &e)
	var settle *SectionView
	for i, s := range e.Screen.Sections {
		if s.Name == "settle" {
			settle = &e.Screen.Sections[i]
		}
	}
	if settle == nil || len(settle.Rows) != 2 || settle.Rows[0].Cells[1] != "Ana" || settle.Rows[1].Cells[1] != "Ioan" {
		t.Fatalf("the console's typings to settle: %+v", settle)
	}
	if _, a := result(ref, map[string]string{"board": "2", "score_a": "300", "score_b": "310"}); a.Recorded != 1 {
		t.Fatalf("the referee settling board 2: %+v", a)
	}
	ref.getJSON("/api/entry", &e)
	for _, s := range e.Screen.Sections {
		if s.Name == "settle" {
			t.Errorf("typings still to settle once the referee recorded the result: %+v", s)
		}
	}
}
