package room

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"arbiter/arbiter/free"
)

// judging returns a client logged in with the judging table's code as
// name, with the judging page's token: whatever page it asked for, the
// login sends it to the judging page.
func (tr *testRoom) judging(name string) *client {
	tr.t.Helper()
	c := tr.guest()
	res := c.form("/login", url.Values{"code": {strings.ToLower(tr.srv.JudgeCode())}, "operator": {name}, "next": {"/referee"}})
	if res.StatusCode != http.StatusSeeOther || res.Header.Get("Location") != "/judge" {
		tr.t.Fatalf("judging login: %d → %q, want 303 → /judge", res.StatusCode, res.Header.Get("Location"))
	}
	c.token("/judge")
	return c
}

// verdictAnswer is the answer to POST /api/judge: the verdict, or the
// refusal.
type verdictAnswer struct {
	Kind, Text, Detail, Judged string
	apiErr
}

// judged sends a challenge from c and returns the status and the answer.
func judged(c *client, f free.JudgeForm) (int, verdictAnswer) {
	var a verdictAnswer
	return c.post("/api/judge", f, &a), a
}

// TestJudge_Verdicts: the judging table's tablet judges a challenge at a
// board of the round paired, one verdict for the whole play in the room's
// language (ro), the words read as the rule set reads them (RULES §2:
// case, diacritics); each judgement is recorded as `arbiter judge
// --board` records it. A challenge typed wrong is refused at its field in
// the room's language and records nothing.
func TestJudge_Verdicts(t *testing.T) {
	tr, room := freeTestRoom(t, 5, false)
	tablet := tr.judging("Masa de arbitraj")
	for _, c := range []struct {
		form                 free.JudgeForm
		kind, text, said     string
		round, board         int
		words                []string
		stands, notAmbiguous bool
	}{
		{free.JudgeForm{Board: 1, Words: "columna vah"}, "stands", "Depunere valabilă", "Masa 1 · COLUMNA VAH", 1, 1, []string{"COLUMNA", "VAH"}, true, true},
		{free.JudgeForm{Board: 2, Words: " Lună, cal "}, "stands", "Depunere valabilă", "Masa 2 · LUNA CAL", 1, 2, []string{"LUNA", "CAL"}, true, true},
		{free.JudgeForm{Board: 1, Words: "COLUMNA QQQ"}, "falls", "Depunere greșită", "Masa 1 · COLUMNA QQQ", 1, 1, []string{"COLUMNA", "QQQ"}, false, true},
	} {
		status, a := judged(tablet, c.form)
		if status != http.StatusOK || a.Kind != c.kind || a.Text != c.text || a.Judged != c.said || a.Detail == "" {
			t.Errorf("%+v: %d %+v; want %s, %q, %q", c.form, status, a, c.kind, c.text, c.said)
		}
	}
	refusals := []struct {
		name   string
		form   free.JudgeForm
		status int
		field  string
		says   string
	}{
		{"no word", free.JudgeForm{Board: 1, Words: "  "}, http.StatusBadRequest, "words", "scrieți cuvintele depunerii: între 1 și 10, nu 0"},
		{"a word too long", free.JudgeForm{Board: 1, Words: "CAL " + strings.Repeat("A", 31)}, http.StatusBadRequest, "words", "este prea lung: o linie a tablei are 15 pătrate"},
		{"sixteen letters", free.JudgeForm{Board: 1, Words: "ABCDEFGHIJKLMNOP"}, http.StatusBadRequest, "words", "„ABCDEFGHIJKLMNOP” este prea lung"},
		{"not letters", free.JudgeForm{Board: 1, Words: "CA$"}, http.StatusBadRequest, "words", "„CA$” nu se poate citi"},
		{"a board not paired", free.JudgeForm{Board: 9, Words: "CAL"}, http.StatusNotFound, "board", "turul 1 nu are masa 9"},
		{"the bye's", free.JudgeForm{Board: 3, Words: "CAL"}, http.StatusNotFound, "board", "turul 1 nu are masa 3"},
		{"no board", free.JudgeForm{Words: "CAL"}, http.StatusNotFound, "board", "turul 1 nu are masa 0"},
	}
	for _, c := range refusals {
		status, a := judged(tablet, c.form)
		if status != c.status || a.Error.Field != c.field || !strings.Contains(a.Error.Message, c.says) {
			t.Errorf("%s: %d, field %q, %q; want %d, field %q, saying %q", c.name, status, a.Error.Field, a.Error.Message, c.status, c.field, c.says)
		}
	}
	if status, a := judged(tablet, free.JudgeForm{Board: 1, Words: "QQQ", Ambiguous: true, Reason: "the lists disagree"}); status != http.StatusForbidden {
		t.Errorf("the tablet recording an ambiguous decision: %d %+v, want 403", status, a)
	}
	// Recorded as the command line records it: the same event, the same JSON.
	want := []free.Judged{
		{Round: 1, Board: 1, Words: []string{"COLUMNA", "VAH"}, Stands: true},
		{Round: 1, Board: 2, Words: []string{"LUNA", "CAL"}, Stands: true},
		{Round: 1, Board: 1, Words: []string{"COLUMNA", "QQQ"}},
	}
	recs, err := room.db.Load(context.Background(), "game-1")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range recs {
		if r.Type == "free_judged" {
			got = append(got, string(r.Payload))
		}
	}
	if len(got) != len(want) {
		t.Fatalf("%d judgements recorded, want %d: %q", len(got), len(want), got)
	}
	for i, w := range want {
		if b, _ := json.Marshal(w); got[i] != string(b) {
			t.Errorf("judgement %d recorded as %s, want %s", i+1, got[i], b)
		}
	}
}

// TestJudge_Reaches: the judging table's session opens the judging page
// alone (it links nowhere), and nothing of the room's entry, console or
// review; an assistant's does not open it; the referee's opens it, the
// review and the decision that the list is ambiguous (seed 004).
func TestJudge_Reaches(t *testing.T) {
	tr, _ := freeTestRoom(t, 4, false)
	tablet := tr.judging("Masa de arbitraj")
	status, page := tablet.get("/judge")
	if status != http.StatusOK || strings.Contains(page, "<a ") || strings.Contains(page, "<form") || !strings.Contains(page, "Contestație") {
		t.Errorf("the judging page: %d, with a link, a form or not in Romanian:\n%s", status, page)
	}
	for _, path := range []string{"/entry", "/referee", "/judgements", "/solution"} {
		if status, body := tablet.get(path); status != http.StatusForbidden || !strings.Contains(body, "Această tabletă judecă doar contestații.") {
			t.Errorf("the tablet opening %s: %d, want 403 saying it judges only", path, status)
		}
	}
	for _, path := range []string{"/api/entry", "/api/problem", "/api/judgements"} {
		if status, _ := tablet.get(path); status != http.StatusForbidden {
			t.Errorf("the tablet reading %s: %d, want 403", path, status)
		}
	}
	posts := []string{"/api/slips", "/api/act", "/api/solutions", "/logout"}
	for path := range tr.srv.refereeAPI() {
		posts = append(posts, path)
	}
	for _, f := range tr.srv.cfg.Referee.Kinds().ConsoleForms() {
		posts = append(posts, "/api/"+f.Name)
	}
	for _, path := range posts {
		var e apiErr
		if status := tablet.post(path, map[string]any{}, &e); status != http.StatusForbidden || e.Error.Message != "Această tabletă judecă doar contestații." {
			t.Errorf("the tablet posting %s: %d %+v, want 403", path, status, e.Error)
		}
	}
	ana := tr.operator("Ana")
	if status, body := ana.get("/judge"); status != http.StatusForbidden || !strings.Contains(body, "masa de arbitraj se deschide cu codul ei") {
		t.Errorf("an assistant opening /judge: %d, want 403 with the login form", status)
	}
	if status, _ := judged(ana, free.JudgeForm{Board: 1, Words: "CAL"}); status != http.StatusForbidden {
		t.Errorf("an assistant judging: %d, want 403", status)
	}
	if status, _ := judged(tr.guest(), free.JudgeForm{Board: 1, Words: "CAL"}); status != http.StatusUnauthorized {
		t.Errorf("no session judging: %d, want 401", status)
	}

	ref := tr.referee("Arbitru")
	if status, body := ref.get("/referee"); status != http.StatusOK || !strings.Contains(body, `href="/judgements"`) {
		t.Errorf("the console: %d, without the review's link", status)
	}
	status, review := ref.get("/judgements")
	if status != http.StatusOK || !strings.Contains(review, "codul mesei de arbitraj: "+tr.srv.JudgeCode()) || !strings.Contains(review, `href="/judge"`) {
		t.Errorf("the review: %d, without the judging table's code or link:\n%s", status, review)
	}
	if status, _ := ref.get("/judge"); status != http.StatusOK {
		t.Errorf("the referee opening /judge: %d", status)
	}
	judged(tablet, free.JudgeForm{Board: 1, Words: "CAL"})
	if status, a := judged(ref, free.JudgeForm{Board: 2, Words: "DEPUNERI", Ambiguous: true, Reason: " "}); status != http.StatusConflict || a.Error.Field != "reason" {
		t.Errorf("an ambiguous decision without a reason: %d %+v, want 409 at the reason", status, a)
	}
	if status, a := judged(ref, free.JudgeForm{Board: 2, Words: "depuneri", Ambiguous: true, Reason: "LOC 5 and its errata disagree"}); status != http.StatusOK || a.Kind != "withdrawn" || a.Text != "Depunere retrasă" {
		t.Errorf("an ambiguous decision: %d %+v", status, a)
	}
	var j Judgements
	ref.getJSON("/api/judgements", &j)
	if strings.Join(j.Headings, "|") != "Runda|Masa|Ora (UTC)|Cuvintele depunerii|Decizie|Motiv" || len(j.Rows) != 2 {
		t.Fatalf("the review: %+v", j)
	}
	for i, want := range [][]string{{"1", "1", "CAL", "Depunere valabilă", ""}, {"1", "2", "DEPUNERI", "Depunere retrasă", "LOC 5 and its errata disagree"}} {
		row := j.Rows[i]
		if got := []string{row[0], row[1], row[3], row[4], row[5]}; strings.Join(got, "|") != strings.Join(want, "|") || len(row[2]) != len("10:04:05") {
			t.Errorf("review row %d: %q, want %q and the time", i+1, row, want)
		}
	}
}

// TestJudge_NotFreeGame: on a duplicate game the judging page refuses a
// challenge at the board's field, in the room's language, and records
// nothing; the review lists none.
func TestJudge_NotFreeGame(t *testing.T) {
	room := newLiveRoom(t, 3, false)
	tr := &testRoom{t: t, srv: room.srv, http: httptest.NewServer(room.srv.Handler())}
	t.Cleanup(tr.http.Close)
	status, a := judged(tr.judging("Masa"), free.JudgeForm{Board: 1, Words: "CAL"})
	if status != http.StatusNotFound || a.Error.Field != "board" || a.Error.Message != "nu se joacă nicio partidă liberă: nu este nicio masă de arbitrat" {
		t.Errorf("a challenge on a duplicate game: %d %+v", status, a.Error)
	}
	if n := eventsNamed(t, room, "free_judged"); n != 0 {
		t.Errorf("%d judgements recorded", n)
	}
	var j Judgements
	tr.referee("Arbitru").getJSON("/api/judgements", &j)
	if len(j.Rows) != 0 || len(j.Headings) != 6 {
		t.Errorf("the review of a duplicate game: %+v", j)
	}
}

// TestJudge_Code: the judging table's code is drawn unless given, and one
// given must differ from the other two codes, whatever its case.
func TestJudge_Code(t *testing.T) {
	ref := newMemReferee(t, opening()...)
	srv, err := New(Config{Referee: ref, Code: testCode, RefereeCode: testRefereeCode})
	if err != nil || len(srv.JudgeCode()) != 8 || srv.JudgeCode() == testCode || srv.JudgeCode() == testRefereeCode {
		t.Errorf("a drawn code: %q, %v", srv.JudgeCode(), err)
	}
	if srv, err := New(Config{Referee: ref, Code: testCode, RefereeCode: testRefereeCode, JudgeCode: "masa7"}); err != nil || srv.JudgeCode() != "masa7" {
		t.Errorf("a code given: %v", err)
	}
	for _, code := range []string{strings.ToLower(testCode), testRefereeCode, "ab1"} {
		if _, err := New(Config{Referee: ref, Code: testCode, RefereeCode: testRefereeCode, JudgeCode: code}); err == nil {
			t.Errorf("the judging code %q accepted", code)
		}
	}
}
