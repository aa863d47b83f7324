package room

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/slipinput"
)

// testCode is the assistants' entry code, testRefereeCode the referee's.
const (
	testCode        = "7KQ4M2XP"
	testRefereeCode = "R3F9W2ZT"
)

// testNow is when a test room's clock starts.
var testNow = time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)

// fakeClock is a clock the test moves.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *fakeClock) add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// testRoom is a room served over HTTP on 127.0.0.1 with a log in memory.
type testRoom struct {
	t     *testing.T
	ref   *memReferee
	clock *fakeClock
	srv   *Server
	http  *httptest.Server
}

func newTestRoom(t *testing.T, double bool, evs ...arbiter.Event) *testRoom {
	t.Helper()
	if evs == nil {
		evs = opening()
	}
	tr := &testRoom{t: t, ref: newMemReferee(t, evs...), clock: &fakeClock{t: testNow}}
	srv, err := New(Config{Referee: tr.ref, Code: testCode, RefereeCode: testRefereeCode, DoubleEntry: double, Now: tr.clock.now})
	if err != nil {
		t.Fatal(err)
	}
	tr.srv = srv
	tr.http = httptest.NewServer(srv.Handler())
	t.Cleanup(tr.http.Close)
	return tr
}

// client is a browser of the room: its cookies and CSRF token.
type client struct {
	tr   *testRoom
	c    *http.Client
	csrf string
}

// guest returns a client without a session.
func (tr *testRoom) guest() *client {
	jar, _ := cookiejar.New(nil)
	return &client{tr: tr, c: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

var csrfMeta = regexp.MustCompile(`<meta name="csrf" content="([0-9a-f]*)">`)

// operator returns a client logged in as the assistant name, with the
// entry page's token.
func (tr *testRoom) operator(name string) *client { return tr.login(name, testCode) }

// referee returns a client logged in as the referee name.
func (tr *testRoom) referee(name string) *client { return tr.login(name, testRefereeCode) }

// login returns a client logged in as name with code (typed in lower
// case: codes are read out loud), with the entry page's token.
func (tr *testRoom) login(name, code string) *client {
	tr.t.Helper()
	c := tr.guest()
	if res := c.form("/login", url.Values{"code": {strings.ToLower(code)}, "operator": {name}, "next": {"/entry"}}); res.StatusCode != http.StatusSeeOther {
		tr.t.Fatalf("login: status %d", res.StatusCode)
	}
	c.token("/entry")
	return c
}

// token sets the client's CSRF token from page, which its session opens.
func (c *client) token(page string) {
	c.tr.t.Helper()
	status, body := c.get(page)
	m := csrfMeta.FindStringSubmatch(body)
	if status != http.StatusOK || m == nil || m[1] == "" {
		c.tr.t.Fatalf("%s: status %d, no CSRF token in %.200q", page, status, body)
	}
	c.csrf = m[1]
}

func (c *client) get(path string) (int, string) {
	c.tr.t.Helper()
	res, err := c.c.Get(c.tr.http.URL + path)
	if err != nil {
		c.tr.t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

func (c *client) form(path string, v url.Values) *http.Response {
	c.tr.t.Helper()
	res, err := c.c.PostForm(c.tr.http.URL+path, v)
	if err != nil {
		c.tr.t.Fatal(err)
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res
}

// post sends body as JSON with the client's token and extra headers, and
// decodes the answer into out (when not nil).
func (c *client) post(path string, body any, out any, headers ...string) int {
	c.tr.t.Helper()
	b, _ := json.Marshal(body)
	if s, ok := body.(string); ok {
		b = []byte(s)
	}
	req, _ := http.NewRequest(http.MethodPost, c.tr.http.URL+path, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	if c.csrf != "" {
		req.Header.Set("X-CSRF-Token", c.csrf)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	res, err := c.c.Do(req)
	if err != nil {
		c.tr.t.Fatal(err)
	}
	defer res.Body.Close()
	if out != nil {
		if err := json.NewDecoder(res.Body).Decode(out); err != nil {
			c.tr.t.Fatalf("POST %s: %v", path, err)
		}
	}
	return res.StatusCode
}

// getJSON gets path and decodes it into out.
func (c *client) getJSON(path string, out any) {
	c.tr.t.Helper()
	status, body := c.get(path)
	if status != http.StatusOK {
		c.tr.t.Fatalf("GET %s: status %d: %s", path, status, body)
	}
	if err := json.Unmarshal([]byte(body), out); err != nil {
		c.tr.t.Fatalf("GET %s: %v", path, err)
	}
}

// apiErr is an error answer.
type apiErr struct {
	Error     struct{ Code, Message, Field string } `json:"error"`
	Replacing *Replacing                            `json:"replacing"`
}

// TestSlipEntry_ReplacesWithdrawn: a slip typed for a table whose slip
// the referee withdrew (RULES §5) is asked about before it is recorded, the
// withdrawn slip named in the room's language (ro here), as is "-" for no
// slip.
func TestSlipEntry_ReplacesWithdrawn(t *testing.T) {
	tr := newTestRoom(t, false)
	for _, c := range []arbiter.Command{duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"},
		duplicate.WithdrawSlip{Table: 1, Reason: "handed in after Stop"}, duplicate.EnterSlip{Table: 2, None: true}} {
		if _, err := tr.ref.Run(t.Context(), c); err != nil {
			t.Fatal(err)
		}
	}
	ana := tr.operator("Ana")
	for _, tc := range []struct {
		table, recorded, message string
	}{
		{"1", "(retras)", "Runda 1, masa 1 are deja (retras). Îl înlocuiți cu H8 COLUMNA 78?"},
		{"2", "-", "Runda 1, masa 2 are deja -. Îl înlocuiți cu H8 COLUMNA 78?"},
	} {
		var refused apiErr
		form := SlipForm{Form: slipinput.Form{Table: tc.table, Position: "H8", Word: "COLUMNA", Score: "78"}}
		if st := ana.post("/api/slips", form, &refused); st != http.StatusConflict || refused.Replacing == nil ||
			refused.Replacing.Recorded != tc.recorded || refused.Error.Message != tc.message {
			t.Errorf("table %s: status %d %+v %+v, want 409 naming %q: %q", tc.table, st, refused.Error, refused.Replacing, tc.recorded, tc.message)
		}
	}
}

// TestSlipEntry types slips as an assistant does and checks each verdict
// (RULES §5), said as the sheets say it in the rule set's language (ro
// here), and the tables still missing.
func TestSlipEntry(t *testing.T) {
	tr := newTestRoom(t, false)
	ana := tr.operator("Ana")
	var a SlipAnswer
	if st := ana.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "1", Position: "H8", Word: "COLUMNA", Score: "78"}}, &a); st != http.StatusOK ||
		a.Recorded != "recorded" || a.Round != 1 || !a.Verdict.Valid || a.Verdict.Credited != 78 || a.Sentence != "depunere validă" {
		t.Fatalf("valid slip: status %d, answer %+v %+v", st, a, a.Verdict)
	}
	a = SlipAnswer{}
	if ana.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "1", Position: "H8", Word: "COLUMNA", Score: "78"}}, &a); a.Recorded != "unchanged" || a.Round != 1 {
		t.Errorf("the same slip again: %+v, want unchanged in round 1", a)
	}
	a = SlipAnswer{}
	ana.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "2", Position: "H8", Word: "COLUMNA", Score: "80"}}, &a)
	if !a.Verdict.Valid || a.Verdict.Credited != 78 || a.Verdict.Warning != arbiter.WarnWrongScore ||
		a.Sentence != "greșeală de calcul: declarat 80, punctajul real 78" {
		t.Errorf("wrong declared score: %+v %q, want 78 credited and a technical warning (RULES §5)", a.Verdict, a.Sentence)
	}
	// Another slip for table 2 is not recorded in place of the first
	// unless the typist confirms it.
	columan := SlipForm{Form: slipinput.Form{Table: "2", Position: "H8", Word: "COLUMAN", Score: "78"}}
	var refused apiErr
	if st := ana.post("/api/slips", columan, &refused); st != http.StatusConflict || refused.Error.Code != "replace" ||
		refused.Replacing == nil || *refused.Replacing != (Replacing{Round: 1, Table: 2, Recorded: "H8 COLUMNA 80", Typed: "H8 COLUMAN 78"}) {
		t.Errorf("a different slip for table 2: status %d %+v %+v, want 409 with both slips", st, refused.Error, refused.Replacing)
	}
	a = SlipAnswer{}
	columan.Replace = true
	ana.post("/api/slips", columan, &a)
	if a.Recorded != "corrected" || a.Verdict.Valid || a.Verdict.Credited != 0 || a.Verdict.Reason != "not_in_lexicon" ||
		a.Sentence != "COLUMAN nu este admis (nu este în lexic)" {
		t.Errorf("invalid word as a correction: %+v %+v, want corrected, not_in_lexicon, 0", a, a.Verdict)
	}
	var e Entry
	ana.getJSON("/api/entry", &e)
	if e.Round != 1 || len(e.Open) != 1 || !slices.Equal(e.Open[0].Missing, []int{3}) || e.Players != 3 {
		t.Errorf("entry state %+v, want round 1 with table 3 missing", e)
	}
	a = SlipAnswer{}
	ana.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "3", Position: "-"}}, &a)
	if a.Verdict == nil || a.Verdict.Reason != arbiter.ReasonNoSlip || a.Sentence != "fluturaș nepredat" {
		t.Errorf("no slip: %+v", a)
	}
	for _, tc := range []struct {
		form   SlipForm
		status int
		code   string
		msg    string
	}{
		{SlipForm{Form: slipinput.Form{Table: "x", Position: "H8", Word: "CA", Score: "4"}}, 400, "invalid_input", `"x" nu este un număr de masă`},
		{SlipForm{Form: slipinput.Form{Table: "1", Position: "H8", Word: "CA", Score: "6O"}}, 400, "invalid_input", `„Puncte” ("6O") nu este un număr`},
		{SlipForm{Form: slipinput.Form{Table: "1", Position: "H8"}}, 400, "invalid_input", "„Cuvânt” este gol"},
		{SlipForm{Form: slipinput.Form{Table: "9", Position: "-"}}, 404, "not_found", "niciun jucător la masa 9"},
		{SlipForm{Round: 5, Form: slipinput.Form{Table: "1", Position: "-"}}, 404, "not_found", "partida 1 nu are runda 5"},
		// The typist's mistakes (caps lock, a square off the board) are
		// refused, naming the field to type again.
		{SlipForm{Replace: true, Form: slipinput.Form{Table: "1", Position: "H8", Word: "columna", Score: "78"}}, 400, "invalid_input", "marchează 7 jokeri"},
		{SlipForm{Replace: true, Form: slipinput.Form{Table: "1", Position: "Z9", Word: "COLUMNA", Score: "78"}}, 400, "invalid_input", `poziția "Z9" iese de pe tablă`},
	} {
		var got apiErr
		if st := ana.post("/api/slips", tc.form, &got); st != tc.status || got.Error.Code != tc.code || !strings.Contains(got.Error.Message, tc.msg) ||
			(st == 400) != (got.Error.Field != "") {
			t.Errorf("%+v: status %d %+v, want %d %s %q", tc.form, st, got.Error, tc.status, tc.code, tc.msg)
		}
	}
	if n := len(tr.ref.slips()); n != 4 {
		t.Errorf("%d slips recorded, want 4 (refusals record nothing)", n)
	}
}

// TestLoginRateLimit checks that a client guessing the code is stopped
// after a few tries, whatever it sends then, and another client is not.
func TestLoginRateLimit(t *testing.T) {
	tr := newTestRoom(t, false)
	c := tr.guest()
	for i := range loginFailures {
		if res := c.form("/login", url.Values{"code": {"WRONG" + string(rune('A'+i))}, "operator": {"x"}}); res.StatusCode != http.StatusForbidden {
			t.Fatalf("wrong code %d: status %d, want 403", i+1, res.StatusCode)
		}
	}
	res := c.form("/login", url.Values{"code": {testCode}, "operator": {"x"}})
	if res.StatusCode != http.StatusTooManyRequests || res.Header.Get("Retry-After") == "" {
		t.Fatalf("right code after %d wrong ones: status %d, want 429 with Retry-After", loginFailures, res.StatusCode)
	}
	if status, _ := c.get("/api/entry"); status != http.StatusUnauthorized {
		t.Errorf("GET /api/entry without a session: %d, want 401", status)
	}
	tr.clock.add(loginWindow + time.Second)
	if res := c.form("/login", url.Values{"code": {testCode}, "operator": {"x"}}); res.StatusCode != http.StatusSeeOther {
		t.Errorf("right code a minute later: status %d, want 303", res.StatusCode)
	}
	if res := c.form("/login", url.Values{"code": {testCode}, "operator": {strings.Repeat("é", 41)}}); res.StatusCode != http.StatusBadRequest {
		t.Errorf("an operator name of 41 characters: status %d, want 400", res.StatusCode)
	}
	// Another laptop behind the same address would be blocked too; one
	// with its own address is not: the limiter keys on the address.
	l := newLimiter(tr.clock.now)
	for range loginFailures {
		l.fail("10.0.0.7")
	}
	if l.blocked("10.0.0.7") == 0 || l.blocked("10.0.0.8") != 0 {
		t.Error("the limiter does not keep clients apart")
	}
}

// TestWritesNeedSessionAndToken checks CSRF protection: every write needs
// the session's token, and a browser's cross-site request is refused.
func TestWritesNeedSessionAndToken(t *testing.T) {
	tr := newTestRoom(t, false)
	slip := SlipForm{Form: slipinput.Form{Table: "1", Position: "-"}}
	var e apiErr
	if st := tr.guest().post("/api/slips", slip, &e); st != http.StatusUnauthorized {
		t.Errorf("no session: status %d, want 401", st)
	}
	ana := tr.operator("Ana")
	token := ana.csrf
	ana.csrf = ""
	if st := ana.post("/api/slips", slip, &e); st != http.StatusForbidden || e.Error.Code != "csrf" {
		t.Errorf("no token: status %d %+v, want 403 csrf", st, e)
	}
	ana.csrf = strings.Repeat("0", len(token))
	if st := ana.post("/api/timer", TimerForm{Action: "start"}, &e); st != http.StatusForbidden {
		t.Errorf("wrong token: status %d, want 403", st)
	}
	ana.csrf = token
	if st := ana.post("/api/slips", slip, nil, "Sec-Fetch-Site", "cross-site"); st != http.StatusForbidden {
		t.Errorf("cross-site request with the token: status %d, want 403", st)
	}
	if st := ana.post("/api/slips", slip, nil, "Origin", "http://evil.example"); st != http.StatusForbidden {
		t.Errorf("request from another origin: status %d, want 403", st)
	}
	if len(tr.ref.slips()) != 0 {
		t.Fatal("a refused request recorded a slip")
	}
	if st := ana.post("/api/slips", slip, nil, "Sec-Fetch-Site", "same-origin"); st != http.StatusOK {
		t.Errorf("same-origin request with the token: status %d, want 200", st)
	}
	if st, _ := ana.get("/api/slips"); st != http.StatusMethodNotAllowed {
		t.Errorf("GET /api/slips: %d, want 405", st)
	}
	status, _ := tr.guest().get("/entry")
	if status != http.StatusSeeOther {
		t.Errorf("GET /entry without a session: %d, want a redirect to the login", status)
	}
}

// TestOnlyEmbeddedAssets checks that no path reaches a file outside the
// embedded assets, and that no directory is listed.
func TestOnlyEmbeddedAssets(t *testing.T) {
	tr := newTestRoom(t, false)
	c := tr.guest()
	if st, body := c.get("/static/display.css"); st != http.StatusOK || !strings.Contains(body, ".display") {
		t.Fatalf("GET /static/display.css: %d", st)
	}
	for _, p := range []string{"/static/", "/static/../room.go", "/static/%2e%2e/room.go", "/static/..%2froom.go",
		"/room.go", "/assets/entry.html", "/static/../../../go.mod", "/static//etc/passwd", "/static/%2fetc%2fpasswd", "/testdata/lexicon.txt"} {
		req, _ := http.NewRequest(http.MethodGet, tr.http.URL, nil)
		req.URL.Opaque = p // sent as typed, not cleaned by the client
		res, err := c.c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode == http.StatusOK || strings.Contains(string(b), "package room") || strings.Contains(string(b), "root:") {
			t.Errorf("GET %s: status %d, body %.80q", p, res.StatusCode, b)
		}
	}
}

// TestBoundedRequests checks that a request body is bounded and the
// server's timeouts are set.
func TestBoundedRequests(t *testing.T) {
	tr := newTestRoom(t, false)
	ana := tr.operator("Ana")
	huge := `{"table":"1","position":"H8","word":"` + strings.Repeat("A", 100<<10) + `"}`
	var e apiErr
	if st := ana.post("/api/slips", huge, &e); st != http.StatusRequestEntityTooLarge {
		t.Errorf("100 KiB slip: status %d %+v, want 413", st, e)
	}
	if st := ana.post("/api/slips", `{"table":"1","position":"-"} {"table":"2"}`, &e); st != http.StatusBadRequest {
		t.Errorf("two JSON values: status %d, want 400", st)
	}
	if st := ana.post("/api/slips", `{"table":"1","position":"-"}}`, &e); st != http.StatusBadRequest {
		t.Errorf("a brace after the JSON value: status %d, want 400", st)
	}
	if st := ana.post("/api/slips", `{"table":"1","position":"-","admin":true}`, &e); st != http.StatusBadRequest {
		t.Errorf("unknown field: status %d, want 400", st)
	}
	hs := tr.srv.HTTPServer("127.0.0.1:0")
	if hs.ReadHeaderTimeout <= 0 || hs.ReadTimeout <= 0 || hs.WriteTimeout <= 0 || hs.IdleTimeout <= 0 || hs.MaxHeaderBytes <= 0 {
		t.Errorf("server without a bound: %+v", hs)
	}
}

// TestClientGoneMidRequest checks that a slip whose laptop went away
// while it was being recorded is recorded once, and the server serves the
// next request.
func TestClientGoneMidRequest(t *testing.T) {
	tr := newTestRoom(t, false)
	ana := tr.operator("Ana")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	req := httptest.NewRequestWithContext(ctx, http.MethodPost, "/api/slips", strings.NewReader(`{"table":"1","position":"H8","word":"COLUMNA","score":"78"}`))
	req.Header.Set("X-CSRF-Token", ana.csrf)
	for _, ck := range ana.c.Jar.Cookies(mustURL(t, tr.http.URL)) {
		req.AddCookie(ck)
	}
	rec := httptest.NewRecorder()
	tr.srv.Handler().ServeHTTP(rec, req)
	if n := len(tr.ref.slips()); n != 1 {
		t.Fatalf("%d slips recorded for a request whose client left, want 1 (status %d %s)", n, rec.Code, rec.Body)
	}
	// A body cut short: the connection closes mid-request.
	conn, err := (&net.Dialer{}).DialContext(context.Background(), "tcp", strings.TrimPrefix(tr.http.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(conn, "POST /api/slips HTTP/1.1\r\nHost: x\r\nContent-Length: 500\r\nX-CSRF-Token: "+ana.csrf+"\r\n\r\n{\"table\":")
	conn.Close()
	var a SlipAnswer
	if st := ana.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "2", Position: "-"}}, &a); st != http.StatusOK || a.Recorded != "recorded" {
		t.Errorf("after a client left mid-request: status %d %+v", st, a)
	}
}

func mustURL(t *testing.T, s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}
