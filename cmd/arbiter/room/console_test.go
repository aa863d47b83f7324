package room

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/problem"
	"arbiter/arbiter/slipinput"
)

// TestRoles: an assistant's session types slips and nothing else; the
// referee's alone runs the round and settles double entry (403 for the
// assistant, 401 without a session), whatever the action.
func TestRoles(t *testing.T) {
	tr := newTestRoom(t, true)
	ana := tr.operator("Ana")
	actions := map[string]any{
		"/api/timer": TimerForm{Action: "start"}, "/api/rack": RackForm{}, "/api/top": TopForm{},
		"/api/top/invalidate": InvalidateForm{Round: 1, Reason: "x"}, "/api/round/close": struct{}{},
		"/api/round/cancel": CancelForm{Reason: "x"}, "/api/warnings": WarningForm{Table: 1, Kind: "technical", Reason: "x"},
		"/api/slips/withdraw": WithdrawForm{Table: 1, Reason: "x"}, "/api/game/next": NextGameForm{}, "/api/group": GroupForm{},
	}
	for path, form := range actions {
		var e apiErr
		if st := ana.post(path, form, &e); st != http.StatusForbidden || e.Error.Code != "forbidden" {
			t.Errorf("assistant POST %s: %d %+v, want 403", path, st, e.Error)
		}
		if st := tr.guest().post(path, form, &e); st != http.StatusUnauthorized {
			t.Errorf("no session POST %s: %d, want 401", path, st)
		}
	}
	var e apiErr
	settle := SlipForm{Settle: true, Form: slipinput.Form{Table: "1", Position: "H8", Word: "COLUMNA", Score: "40"}}
	if st := ana.post("/api/slips", settle, &e); st != http.StatusForbidden {
		t.Errorf("an assistant settling a slip: %d %+v, want 403", st, e.Error)
	}
	if n := len(tr.ref.slips()); n != 0 {
		t.Errorf("%d slips recorded by refused requests", n)
	}
	if status, body := ana.get("/referee"); status != http.StatusForbidden || !strings.Contains(body, `name="next" value="/referee"`) {
		t.Errorf("an assistant opening /referee: %d, want 403 and the login form to come back", status)
	}
	ref := tr.referee("Ion")
	if status, _ := ref.get("/referee"); status != http.StatusOK {
		t.Errorf("the referee opening /referee: %d", status)
	}
	var a SlipAnswer
	if st := ref.post("/api/slips", settle, &a); st != http.StatusOK || a.Recorded != "recorded" {
		t.Errorf("the referee settling a slip: %d %+v", st, a)
	}
}

// TestLoginCodes: codes are compared whatever their case, as typed or as
// given to serve (`--code secret12` locked everyone out); a name in use
// on another laptop is refused, so that the two typings of double entry
// come from two people.
func TestLoginCodes(t *testing.T) {
	ref := newMemReferee(t, opening()...)
	srv, err := New(Config{Referee: ref, Code: "secret12", RefereeCode: "arbitru9"})
	if err != nil {
		t.Fatal(err)
	}
	tr := &testRoom{t: t, ref: ref, srv: srv, http: httptest.NewServer(srv.Handler())}
	t.Cleanup(tr.http.Close)
	for _, tc := range []struct {
		code, name string
		status     int
		next       string
	}{
		{"secret12", "Ana", http.StatusSeeOther, "/entry"},
		{"SECRET12", "Ioan", http.StatusSeeOther, "/entry"},
		{" Arbitru9 ", "Ion", http.StatusSeeOther, "/referee"},
		{"secret13", "Dan", http.StatusForbidden, ""},
		{"secret12", "ana", http.StatusConflict, ""},
	} {
		res := tr.guest().form("/login", url.Values{"code": {tc.code}, "operator": {tc.name}, "next": {"/referee"}})
		if res.StatusCode != tc.status || res.Header.Get("Location") != tc.next {
			t.Errorf("login %q as %s: %d → %q, want %d → %q", tc.code, tc.name, res.StatusCode, res.Header.Get("Location"), tc.status, tc.next)
		}
	}
	if _, err := New(Config{Referee: ref, Code: "same1", RefereeCode: "SAME1"}); err == nil {
		t.Error("one code for both roles accepted")
	}
}

// TestSessionsSurviveRestart: a server started again with the key the
// store keeps takes the same cookie and CSRF token; one with another key
// takes neither.
func TestSessionsSurviveRestart(t *testing.T) {
	key := []byte("0123456789abcdef0123456789abcdef")
	ref := newMemReferee(t, opening()...)
	start := func(key []byte) *testRoom {
		srv, err := New(Config{Referee: ref, Code: testCode, RefereeCode: testRefereeCode, SessionKey: key})
		if err != nil {
			t.Fatal(err)
		}
		tr := &testRoom{t: t, ref: ref, srv: srv, http: httptest.NewServer(srv.Handler())}
		t.Cleanup(tr.http.Close)
		return tr
	}
	first := start(key)
	ana := first.operator("Ana")
	first.http.Close()
	again := start(key)
	ana.tr = again
	var a SlipAnswer
	if st := ana.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "1", Position: "-"}}, &a); st != http.StatusOK || a.Recorded != "recorded" {
		t.Errorf("a slip after the restart: %d %+v, want it recorded", st, a)
	}
	if status, _ := ana.get("/entry"); status != http.StatusOK {
		t.Errorf("the entry page after the restart: %d", status)
	}
	cookie := ana.c.Jar.Cookies(mustURL(t, again.http.URL))
	other := start([]byte("another key, another tournament!"))
	ana.tr = other
	ana.c.Jar.SetCookies(mustURL(t, other.http.URL), cookie)
	if st := ana.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "2", Position: "-"}}, nil); st != http.StatusUnauthorized {
		t.Errorf("the cookie on a server with another key: %d, want 401", st)
	}
}

// TestConsoleRound runs rounds from the referee's console alone, each
// action the command the command line sends: the top, the timer, slips,
// closing with the missing tables listed, the next rack, warnings, a
// withdrawal, a top invalidated, a round cancelled; refusals keep their
// codes.
func TestConsoleRound(t *testing.T) {
	tr := newTestRoom(t, false)
	ref := tr.referee("Ion")
	var e Entry
	ref.getJSON("/api/entry", &e)
	if !e.Can["top"] || !e.Can["start"] || e.Can["close"] || e.Can["rack"] || e.Can["pause"] || !e.Can["reject"] {
		t.Errorf("after the rack, the console allows %v", e.Can)
	}
	if !e.Slips || len(e.Pages) != 0 {
		t.Errorf("a duplicate game: slips %v, pages %v; want slips and no page of a kind", e.Slips, e.Pages)
	}
	var top TopAnswer
	if st := ref.post("/api/top", TopForm{}, &top); st != http.StatusOK || top.Recorded.Recorded != 1 || len(top.Tops) < 2 ||
		top.Tops[0] != "H8 COLUMNA" {
		t.Fatalf("the program's top: %d %+v", st, top)
	}
	if st := ref.post("/api/top", TopForm{Choose: 2}, &top); st != http.StatusOK || top.Tops[0] != "8H COLUMNA" {
		t.Errorf("choosing the second top: %d %+v", st, top)
	}
	if ref.post("/api/top", TopForm{}, &top); top.Recorded.Recorded != 0 || top.Tops[0] != "8H COLUMNA" {
		t.Errorf("an empty form after a choice: %+v, want the choice kept", top)
	}
	var rec Recorded
	if st := ref.post("/api/timer", TimerForm{Action: "start", Seconds: 180}, &rec); st != http.StatusOK || rec.Recorded != 1 {
		t.Errorf("start: %d %+v", st, rec)
	}
	ana := tr.operator("Ana")
	tr.clock.add(4 * 60e9) // past Stop!
	var late, onTime SlipAnswer
	// Collected at Stop!, typed after it: on time (RULES §5).
	if ana.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "1", Position: "H8", Word: "COLUMNA", Score: "78"}}, &onTime); onTime.Late || onTime.Recorded != "recorded" {
		t.Errorf("a slip typed after Stop!, not marked: %+v, want it on time", onTime)
	}
	if ana.post("/api/slips", SlipForm{Late: true, Form: slipinput.Form{Table: "2", Position: "H4", Word: "CALM", Score: "10"}}, &late); !late.Late {
		t.Errorf("a slip handed in after Stop!: %+v, want it marked late", late)
	}
	ref.getJSON("/api/entry", &e)
	if len(e.Late) != 1 || e.Late[0] != (LateSlip{Round: 1, Table: 2, Written: "H4 CALM 10"}) || e.Can["pause"] || !e.Can["close"] {
		t.Errorf("after Stop!: late %+v, can %v", e.Late, e.Can)
	}
	if st := ref.post("/api/round/close", struct{}{}, &rec); st != http.StatusOK || rec.Recorded == 0 ||
		len(rec.Open) != 1 || !slices.Equal(rec.Open[0].Missing, []int{3}) {
		t.Errorf("close: %d %+v, want table 3 listed missing", st, rec)
	}
	if st := ref.post("/api/slips/withdraw", WithdrawForm{Round: 1, Table: 2, Reason: "handed in after Stop!"}, &rec); st != http.StatusOK || rec.Recorded != 1 {
		t.Errorf("withdraw: %d %+v", st, rec)
	}
	var refused apiErr
	if st := ref.post("/api/slips/withdraw", WithdrawForm{Round: 1, Table: 3, Reason: "x"}, &refused); st != http.StatusNotFound {
		t.Errorf("withdrawing a slip not handed in: %d %+v", st, refused.Error)
	}
	if st := ref.post("/api/rack", RackForm{Manual: "HAUVMLA"}, &rec); st != http.StatusOK || rec.Recorded != 1 {
		t.Fatalf("rack by hand: %d %+v", st, rec)
	}
	ref.getJSON("/api/entry", &e)
	if e.Round != 2 || e.Default != 2 || len(e.Open) != 2 {
		t.Errorf("round 2 drawn with round 1, closed, missing a slip: round %d, default %d, open %+v; want slips sent to round 2", e.Round, e.Default, e.Open)
	}
	if st := ref.post("/api/rack", RackForm{Reject: "the bag was not shaken", Manual: "X"}, &refused); st != http.StatusBadRequest {
		t.Errorf("reject and draw at once: %d", st)
	}
	if st := ref.post("/api/rack", RackForm{Reject: "the bag was not shaken"}, &rec); st != http.StatusOK || rec.Recorded != 1 {
		t.Errorf("reject: %d %+v", st, rec)
	}
	if st := ref.post("/api/warnings", WarningForm{Table: 1, Kind: "disciplinary", Reason: "phone"}, &rec); st != http.StatusOK || rec.Recorded != 1 {
		t.Errorf("warning: %d %+v", st, rec)
	}
	if st := ref.post("/api/warnings", WarningForm{Table: 1, Kind: "yellow", Reason: "x"}, &refused); st != http.StatusBadRequest {
		t.Errorf("a warning of no kind: %d", st)
	}
	if st := ref.post("/api/top/invalidate", InvalidateForm{Round: 1, Reason: "COLUMNA is not in the lexicon"}, &rec); st != http.StatusOK || rec.Recorded != 1 {
		t.Errorf("invalidate: %d %+v", st, rec)
	}
	if st := ref.post("/api/round/cancel", CancelForm{Round: 1, Reason: "the clock failed"}, &rec); st != http.StatusOK || rec.Recorded != 1 {
		t.Errorf("cancel: %d %+v", st, rec)
	}
	if st := ref.post("/api/game/next", NextGameForm{}, &refused); st != http.StatusConflict {
		t.Errorf("next game while one is played: %d %+v, want 409", st, refused.Error)
	}
	got := tr.ref.evs[len(opening()):]
	var kinds []string
	for _, ev := range got {
		kinds = append(kinds, strings.TrimPrefix(fmt.Sprintf("%T", ev), "arbiter."))
	}
	want := []string{"TopChosen", "TopChosen", "TimerStarted", "SlipRecorded", "SlipRecorded", "RoundClosed", "SlipWithdrawn",
		"RackDrawn", "RackRejected", "WarningGiven", "TopInvalidated", "RoundCancelled"}
	if !slices.Equal(kinds, want) {
		t.Errorf("events recorded:\n%v\nwant\n%v", kinds, want)
	}
}

// TestConsole_CancelledCurrentRound: once the referee cancels the round
// being played, the console offers the next rack and draws it (every
// button was left off, after a reload too), as the service answers.
func TestConsole_CancelledCurrentRound(t *testing.T) {
	tr := newTestRoom(t, false)
	ref := tr.referee("Ion")
	var rec Recorded
	if st := ref.post("/api/round/cancel", CancelForm{Reason: "wrong rack announced"}, &rec); st != http.StatusOK || rec.Recorded != 1 {
		t.Fatalf("cancel: %d %+v", st, rec)
	}
	var e Entry
	ref.getJSON("/api/entry", &e)
	if !e.Can["rack"] || e.Can["close"] || e.Can["cancel"] || e.Can["top"] || !e.Can["end_game"] {
		t.Errorf("after cancelling the current round the console allows %v; want the next rack and the game's end", e.Can)
	}
	if st := ref.post("/api/rack", RackForm{}, &rec); st != http.StatusOK || rec.Recorded != 1 {
		t.Errorf("the next rack: %d %+v", st, rec)
	}
	ref.getJSON("/api/entry", &e)
	if e.Round != 2 || e.Rack == "" || !e.Can["top"] || e.Can["rack"] {
		t.Errorf("after the new rack: round %d rack %q, can %v", e.Round, e.Rack, e.Can)
	}
}

// TestConsole_EveryKind runs a tournament's games from the console alone:
// the duplicate game ended, an Anticipation game started and ended, a
// composition problem started and closed. The console could end no game,
// and started duplicate games only.
func TestConsole_EveryKind(t *testing.T) {
	tr := newTestRoom(t, false)
	ref := tr.referee("Ion")
	status, page := ref.get("/referee")
	if status != http.StatusOK || !strings.Contains(page, `<optgroup label="Anticipație"><option value="anticipation/anticipatie">anticipatie</option>`) ||
		!strings.Contains(page, `<option value="problem/partial">partial</option>`) || strings.Contains(page, `value="problem/superscrabble"`) {
		t.Fatalf("the console's games to start (%d):\n%s", status, page)
	}
	var rec Recorded
	var refused apiErr
	if st := ref.post("/api/game/end", EndForm{Reason: "time is short"}, &refused); st != http.StatusConflict {
		t.Errorf("ending the game while round 1 is open: %d %+v, want 409", st, refused.Error)
	}
	ref.post("/api/round/cancel", CancelForm{Reason: "the rack was announced wrongly"}, &rec)
	steps := []struct {
		path string
		form any
		kind arbiter.Kind
	}{
		{"/api/game/end", EndForm{Reason: "time is short"}, arbiter.KindDuplicate},
		{"/api/game/next", NextGameForm{Kind: anticipation.Kind, Name: "oarba"}, anticipation.Kind},
		{"/api/game/end", EndForm{Reason: "the hall closes"}, anticipation.Kind},
		{"/api/game/next", NextGameForm{Kind: problem.Composition, Name: "partial"}, problem.Composition},
		{"/api/round/close", struct{}{}, problem.Composition},
	}
	for _, s := range steps {
		rec, refused = Recorded{}, apiErr{}
		if st := ref.post(s.path, s.form, &rec); st != http.StatusOK || rec.Recorded == 0 {
			ref.post(s.path, s.form, &refused)
			t.Fatalf("%s %+v: %d %+v %+v", s.path, s.form, st, rec, refused.Error)
		}
		st, err := tr.ref.State(t.Context())
		if err != nil {
			t.Fatal(err)
		}
		if g := st.CurrentGame(); g.Kind() != s.kind {
			t.Errorf("after %s %+v: game %d is of kind %q, want %q", s.path, s.form, g.Number, g.Kind(), s.kind)
		}
	}
	var e Entry
	ref.getJSON("/api/entry", &e)
	if !e.Can["next_game"] || e.Can["end_game"] || e.Game != 3 {
		t.Errorf("after the problem's close: game %d, can %v; want the next game offered", e.Game, e.Can)
	}
	if st := ref.post("/api/game/next", NextGameForm{Kind: problem.Composition, Name: "superscrabble"}, &refused); st != http.StatusBadRequest {
		t.Errorf("a Superscrabble started with a click: %d %+v, want 400", st, refused.Error)
	}
}

// TestConsole_DoubleEntry: the referee switches double entry on from the
// console, with no restart: it is recorded, and a slip typed then waits
// for a second operator; switched off, a slip counts at once.
func TestConsole_DoubleEntry(t *testing.T) {
	tr := newTestRoom(t, false)
	ref, ana := tr.referee("Ion"), tr.operator("Ana")
	var rec Recorded
	if st := ref.post("/api/double", DoubleForm{On: true}, &rec); st != http.StatusOK || rec.Recorded != 1 {
		t.Fatalf("double entry on: %d %+v", st, rec)
	}
	var e Entry
	ana.getJSON("/api/entry", &e)
	var a SlipAnswer
	ana.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "1", Position: "H8", Word: "COLUMNA", Score: "78"}}, &a)
	if !e.Double || a.Recorded != "typed" {
		t.Errorf("after double entry on: entry double %v, a slip %q; want it typed once", e.Double, a.Recorded)
	}
	if st := ref.post("/api/double", DoubleForm{On: true}, &rec); st != http.StatusOK || rec.Recorded != 0 {
		t.Errorf("double entry on again: %d %+v, want nothing recorded", st, rec)
	}
	ref.post("/api/double", DoubleForm{On: false}, &rec)
	ana.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "2", Position: "H8", Word: "COLUMNA", Score: "78"}}, &a)
	if a.Recorded != "recorded" {
		t.Errorf("after double entry off: a slip %q, want it recorded", a.Recorded)
	}
}
