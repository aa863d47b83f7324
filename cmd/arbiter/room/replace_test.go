package room

import (
	"context"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"sync"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/referee"
	"arbiter/arbiter/slipinput"
	"arbiter/internal/kindtest"
	"arbiter/scoring"
)

// rivalReferee records a rival assistant's slip just before each slip it
// is given: the other laptop's request landing between what the room
// read and what it asks the service to record.
type rivalReferee struct {
	*memReferee
	rival duplicate.EnterSlip
}

func (r *rivalReferee) EnterSlip(ctx context.Context, c arbiter.Command) (referee.SlipEntry, error) {
	if _, err := r.memReferee.Run(ctx, r.rival); err != nil {
		return referee.SlipEntry{}, err
	}
	return r.memReferee.EnterSlip(ctx, c)
}

// TestReplaceDecidedWithTheSlip checks that a slip for a table whose slip
// another assistant recorded a moment before is refused (409) with the
// slip recorded, however late the other one landed: the check is the
// service's, decided with the slip, not the page's.
func TestReplaceDecidedWithTheSlip(t *testing.T) {
	ref := &rivalReferee{memReferee: newMemReferee(t, opening()...),
		rival: duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"}}
	srv, err := New(Config{Referee: ref, Code: testCode, RefereeCode: testRefereeCode})
	if err != nil {
		t.Fatal(err)
	}
	tr := &testRoom{t: t, ref: ref.memReferee, srv: srv, http: httptest.NewServer(srv.Handler())}
	t.Cleanup(tr.http.Close)
	var refused apiErr
	if st := tr.operator("Ana").post("/api/slips", SlipForm{Form: slipinput.Form{Table: "1", Position: "H8", Word: "COLUMAN", Score: "78"}}, &refused); st != http.StatusConflict ||
		refused.Replacing == nil || refused.Replacing.Recorded != "H8 COLUMNA 78" {
		t.Fatalf("a slip racing another for table 1: status %d %+v %+v, want 409 with the slip recorded", st, refused.Error, refused.Replacing)
	}
	if got := tr.ref.slips(); len(got) != 1 || got[0].Word != "COLUMNA" {
		t.Errorf("slips recorded %+v, want the first one alone", got)
	}
}

// TestReplaceRace has two assistants send different slips for the same
// table at once, many times over, on the real service: exactly one is
// recorded each time, the other answered 409.
func TestReplaceRace(t *testing.T) {
	l := newLiveRoom(t, 20, false)
	ana, dan := newEntryClient(t, l.url, "Ana"), newEntryClient(t, l.url, "Dan")
	for table := 1; table <= 20; table++ {
		var wg sync.WaitGroup
		answers := make([]string, 2)
		for i, typist := range []*entryClient{ana, dan} {
			wg.Go(func() {
				answers[i], _ = typist.slip(table, "H8", []string{"COLUMNA", "COLUMAN"}[i], "78")
			})
		}
		wg.Wait()
		if (answers[0] == "recorded") == (answers[1] == "recorded") {
			t.Errorf("table %d: answers %q, want one slip recorded and the other refused", table, answers)
		}
	}
	st, err := l.server.State(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	for table, h := range st.CurrentGame().Round(1).Slips {
		if len(h) != 1 {
			t.Errorf("table %d: %d slips recorded, want 1", table, len(h))
		}
	}
}

// TestTacticSlip: in a Tactic game (RULES §7.6) the entry page says so
// and records the second move, its score and the total as typed, read by
// the command line's slip reader.
func TestTacticSlip(t *testing.T) {
	tr := newTestRoom(t, false, append(opening()[:4], arbiter.GameStarted{Game: 1, Seed: 42, Variant: scoring.Tactic},
		arbiter.RackDrawn{Round: 1, New: "ACLMNOU", New2: "AHLMUVX", Manual: true})...)
	ana := tr.operator("Ana")
	var e Entry
	ana.getJSON("/api/entry", &e)
	if !e.TwoMoves {
		t.Errorf("entry state %+v, want a Tactic round", e)
	}
	form := SlipForm{Form: slipinput.Form{Table: "1", Position: "H8", Word: "COLUMNA", Score: "78", Position2: "I7", Word2: "VAH", Score2: "20", Total: "98"}}
	var a SlipAnswer
	if st := ana.post("/api/slips", form, &a); st != http.StatusOK || a.Recorded != "recorded" || a.Round != 1 {
		t.Fatalf("Tactic slip: status %d %+v", st, a)
	}
	got := tr.ref.slips()
	if len(got) != 1 || got[0].Position2 != "I7" || got[0].Word2 != "VAH" || got[0].Score2 != "20" || got[0].Total != "98" {
		t.Errorf("slips recorded %+v, want the second move and the total as typed", got)
	}
}

// TestReplace_AnticipationSlip: in an Anticipation game too, a slip typed
// for a table and round that has a different one is refused (409 replace,
// naming both) and records nothing; confirmed, it replaces it. It was
// recorded silently, the first one no longer counting.
func TestReplace_AnticipationSlip(t *testing.T) {
	tr := anticipationRoom(t, anticipation.Classic)
	tr.run(anticipation.DrawGroup{Group: 2})
	ana := tr.operator("Ana")
	first := slipinput.Form{Table: "1", Position: "H8", Word: "AL", Score: "4", Position2: "8G", Word2: "BAR", Score2: "11", Total: "15"}
	if st := ana.post("/api/slips", SlipForm{Form: first}, nil); st != http.StatusOK {
		t.Fatalf("table 1's slip: %d", st)
	}
	other := slipinput.Form{Table: "1", Position: "H8", Word: "LA", Score: "4", Position2: "8G", Word2: "BAR", Score2: "11", Total: "15"}
	var refused apiErr
	if st := ana.post("/api/slips", SlipForm{Form: other}, &refused); st != http.StatusConflict || refused.Error.Code != "replace" ||
		refused.Replacing == nil || refused.Replacing.Recorded != "H8 AL 4; 8G BAR 11 = 15" || refused.Replacing.Typed != "H8 LA 4; 8G BAR 11 = 15" {
		t.Fatalf("another slip for table 1: %d %+v %+v, want 409 replace naming both", st, refused.Error, refused.Replacing)
	}
	sheet := func() anticipation.PlayerSheet {
		st, err := tr.ref.State(t.Context())
		if err != nil {
			t.Fatal(err)
		}
		return kindtest.Anticipation(t, st.CurrentGame()).Sheet(1)
	}
	if got := sheet().Slips; len(got) != 1 || got[0].Moves[0].Word != "AL" {
		t.Fatalf("table 1's slips after the refusal: %+v, want AL kept", got)
	}
	var a SlipAnswer
	if st := ana.post("/api/slips", SlipForm{Form: other, Replace: true}, &a); st != http.StatusOK || a.Recorded != "recorded" {
		t.Fatalf("the replacement confirmed: %d %+v", st, a)
	}
	if got := sheet().Slips; len(got) != 1 || got[0].Moves[0].Word != "LA" {
		t.Errorf("table 1's slips after the confirmed replacement: %+v, want LA", got)
	}
}

// TestReplaceRace_Anticipation has two assistants send different slips
// for the same table of an Anticipation game at once: exactly one is
// recorded each time, the other answered 409, as in the duplicate game.
func TestReplaceRace_Anticipation(t *testing.T) {
	tr := anticipationRoom(t, anticipation.Classic)
	tr.run(anticipation.DrawGroup{Group: 2})
	ana, dan := tr.operator("Ana"), tr.operator("Dan")
	for table := 1; table <= 3; table++ {
		var wg sync.WaitGroup
		status := make([]int, 2)
		for i, typist := range []*client{ana, dan} {
			wg.Go(func() {
				word := []string{"AL", "LA"}[i]
				status[i] = typist.post("/api/slips", SlipForm{Form: slipinput.Form{Table: strconv.Itoa(table), Position: "H8", Word: word, Score: "4",
					Position2: "8G", Word2: "BAR", Score2: "11", Total: "15"}}, nil)
			})
		}
		wg.Wait()
		slices.Sort(status)
		if status[0] != http.StatusOK || status[1] != http.StatusConflict {
			t.Errorf("table %d: statuses %v, want one 200 and one 409", table, status)
		}
	}
}
