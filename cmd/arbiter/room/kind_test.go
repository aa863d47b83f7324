package room

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/referee"
	"arbiter/internal/tally"
	"arbiter/store"
)

// TestKind_RegisteredInTheRoom plays the tally, a toy kind registered
// alone, from the room: the console offers to start it, starts it, takes
// its credit form (refusing a field that is no number, naming it) and its
// console's form of a credit at /api/credit (where /api/rack, the form of
// no kind registered, is not served), shows its screen on the projector
// and the phones, ends it with the console's end, and ranks it. The room knows nothing of the tally: the registration
// is all.
func TestKind_RegisteredInTheRoom(t *testing.T) {
	ctx := context.Background()
	svc := serviceOf(t, tally.Discipline())
	for _, c := range []arbiter.Command{arbiter.CreateTournament{Name: "Cupa", RuleSet: "ro"},
		arbiter.RegisterPlayer{Table: 1, Name: "POPESCU Ion"}, arbiter.RegisterPlayer{Table: 2, Name: "ȘERBAN Ana"}} {
		if _, err := svc.Run(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	srv, err := New(Config{Referee: svc, Code: testCode, RefereeCode: testRefereeCode})
	if err != nil {
		t.Fatal(err)
	}
	tr := &testRoom{t: t, srv: srv, http: httptest.NewServer(srv.Handler())}
	t.Cleanup(tr.http.Close)
	ref := tr.referee("Arbitru")
	if status, page := ref.get("/referee"); status != http.StatusOK || !strings.Contains(page, `value="tally/tally"`) {
		t.Fatalf("the console (%d) does not offer to start the tally", status)
	}
	var none struct{ apiErr }
	if st := ref.post("/api/game/next", NextGameForm{Kind: tally.Kind, Name: "tally"}, &none); st != http.StatusOK {
		t.Fatalf("start the tally from the console: %d %+v", st, none.Error)
	}
	var refused actAnswer
	if st := ref.post("/api/act", ActForm{Action: string(tally.ActCredit), Fields: map[string]string{"table": "1", "points": "3O"}}, &refused); st != http.StatusBadRequest || refused.Error.Field != "points" {
		t.Errorf("a credit of 3O points: %d, field %q; want 400 naming the points", st, refused.Error.Field)
	}
	for _, f := range []map[string]string{{"table": "1", "points": "30"}, {"table": "2", "points": "45"}} {
		var a actAnswer
		if st := ref.post("/api/act", ActForm{Action: string(tally.ActCredit), Fields: f}, &a); st != http.StatusOK || a.Recorded != 1 {
			t.Fatalf("credit %v: %d %+v", f, st, a)
		}
	}
	var credit Recorded
	if st := ref.post("/api/credit", tally.CreditForm{Table: 2, Points: 5}, &credit); st != http.StatusOK || credit.Recorded != 1 {
		t.Fatalf("credit from the tally's console form: %d %+v", st, credit)
	}
	if st := ref.post("/api/credit", `{"table":"2","points":5}`, &refused); st != http.StatusBadRequest || refused.Error.Field != "table" {
		t.Errorf("a credit form of strings: %d, field %q; want 400 naming the table", st, refused.Error.Field)
	}
	if st := ref.post("/api/rack", struct{}{}, nil); st != http.StatusNotFound {
		t.Errorf("a rack where no kind registered reads one: %d, want 404", st)
	}
	var d Display
	tr.guest().getJSON("/api/display", &d)
	if d.Phase != "screen" || d.Screen == nil || len(d.Screen.Sections) != 1 || !rowsSay(d.Screen.Sections[0].Rows, "1 30", "2 50") {
		t.Fatalf("the projector in a tally: %+v %+v", d, d.Screen)
	}
	if st := ref.post("/api/game/end", EndForm{Reason: "the hall closes"}, &none); st != http.StatusOK {
		t.Fatalf("end the tally from the console: %d %+v", st, none.Error)
	}
	var res Results
	tr.guest().getJSON("/api/results", &res)
	if !res.Ended || len(res.Standings) != 2 || res.Standings[0].Table != 2 || res.Standings[0].Total != 50 {
		t.Errorf("the phones' results of the tally ended: %+v", res)
	}
}

// rowsSay reports whether rows hold, in order, rows whose cells joined by
// a blank are want.
func rowsSay(rows []arbiter.Row, want ...string) bool {
	if len(rows) != len(want) {
		return false
	}
	for i, r := range rows {
		if strings.Join(r.Cells, " ") != want[i] {
			return false
		}
	}
	return true
}

// serviceOf opens the referee service of a new database playing ds alone.
func serviceOf(t *testing.T, ds ...arbiter.Discipline) *referee.Service {
	t.Helper()
	ctx := context.Background()
	db, err := store.Open(ctx, filepath.Join(t.TempDir(), "cupa.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	reg, err := arbiter.NewRegistry(ds...)
	if err != nil {
		t.Fatal(err)
	}
	svc, err := referee.Open(ctx, db, referee.Options{Kinds: reg})
	if err != nil {
		t.Fatal(err)
	}
	return svc
}

// TestKind_FormTakingARoomPath refuses to open a room whose kinds read a
// console form at one of the room's own paths: the console's timer, which
// the form used to replace without a word, and the assistants' slips,
// which stopped the room from starting at all (a panic of its mux).
func TestKind_FormTakingARoomPath(t *testing.T) {
	for _, name := range []string{"timer", "round/close", "slips", "act", "judge"} {
		srv, err := New(Config{Referee: serviceOf(t, tally.CreditAt(name)), Code: testCode, RefereeCode: testRefereeCode})
		want := fmt.Sprintf("room: the console's form %q takes the room's own path /api/%s", name, name)
		if err == nil || err.Error() != want {
			t.Errorf("a kind reading its form at /api/%s: %v (server %v), want %q", name, err, srv != nil, want)
		}
	}
}
