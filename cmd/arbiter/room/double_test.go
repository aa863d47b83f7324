package room

import (
	"net/http"
	"slices"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/slipinput"
)

// TestDoubleEntry types every slip twice, by two operators ("double
// arbitrage"): typings alike are recorded, typings that differ wait for the
// referee, and nothing counts until then.
func TestDoubleEntry(t *testing.T) {
	tr := newTestRoom(t, true)
	ana, ioan := tr.operator("Ana"), tr.operator("Ioan")
	columna := SlipForm{Form: slipinput.Form{Table: "1", Position: "H8", Word: "COLUMNA", Score: "78"}}
	var a SlipAnswer
	if st := ana.post("/api/slips", columna, &a); st != http.StatusOK || a.Recorded != "typed" || a.Verdict != nil {
		t.Fatalf("first typing: %d %+v, want typed without a verdict", st, a)
	}
	var e Entry
	ana.getJSON("/api/entry", &e)
	if !e.Double || len(e.Waiting) != 1 || e.Waiting[0] != 1 || len(e.Open) != 1 || len(e.Open[0].Missing) != 3 {
		t.Errorf("after one typing: %+v, want table 1 waiting and still missing", e)
	}
	a = SlipAnswer{}
	if ana.post("/api/slips", columna, &a); a.Recorded != "typed" || len(tr.ref.slips()) != 0 {
		t.Errorf("the same operator again: %+v, %d slips; want still typed once, nothing recorded", a, len(tr.ref.slips()))
	}
	a = SlipAnswer{}
	if ioan.post("/api/slips", columna, &a); a.Recorded != "recorded" || a.Verdict == nil || a.Verdict.Credited != 78 {
		t.Fatalf("second typing alike: %+v, want recorded with 78", a)
	}
	ana.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "2", Position: "H8", Word: "COLUMNA", Score: "78"}}, nil)
	a = SlipAnswer{}
	if ioan.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "2", Position: "H8", Word: "COLUMNA", Score: "73"}}, &a); a.Recorded != "mismatch" || len(a.Pending) != 2 {
		t.Errorf("second typing different: %+v, want a mismatch listing both", a)
	}
	e = Entry{}
	ana.getJSON("/api/entry", &e)
	if len(e.Mismatches) != 2 || e.Mismatches[0].Table != 2 || e.Mismatches[0].Written != "H8 COLUMNA 78" || e.Mismatches[1].Operator != "Ioan" {
		t.Errorf("mismatches %+v", e.Mismatches)
	}
	if n := len(tr.ref.slips()); n != 1 {
		t.Errorf("%d slips count before the referee settles, want 1", n)
	}
	a = SlipAnswer{}
	if ref := tr.referee("Referee"); ref.post("/api/slips", SlipForm{Settle: true, Form: slipinput.Form{Table: "2", Position: "H8", Word: "COLUMNA", Score: "73"}}, &a) != http.StatusOK ||
		a.Recorded != "recorded" || a.Verdict.Warning == "" {
		t.Errorf("settled by the referee: %+v %+v, want recorded with a wrong-score warning", a, a.Verdict)
	}
	e = Entry{}
	ana.getJSON("/api/entry", &e)
	if len(e.Mismatches) != 0 || len(e.Open) != 1 || !slices.Equal(e.Open[0].Missing, []int{3}) {
		t.Errorf("after settling: %+v", e)
	}
	// The typings are events: a server started again on the same log sees
	// what still waits.
	ana.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "3", Position: "-"}}, nil)
	restarted, err := New(Config{Referee: newMemReferee(t, tr.ref.evs...), Code: testCode, RefereeCode: testRefereeCode, DoubleEntry: true, Now: tr.clock.now})
	if err != nil {
		t.Fatal(err)
	}
	play, due, err := restarted.cfg.Referee.Entry(t.Context(), restarted.cfg.Now())
	if err != nil {
		t.Fatal(err)
	}
	if got := restarted.entryView(play, due); len(got.Waiting) != 1 || got.Waiting[0] != 3 {
		t.Errorf("after a restart: waiting %v, want [3]", got.Waiting)
	}
}

// TestDoubleEntry_Anticipation types an Anticipation game's slips twice
// (RULES §8.2–§8.5): round 1's two moves and total typed alike but for a
// position's case are recorded with their verdict; "Anulez turul" typed
// by one operator and not by the other waits for the referee, who
// settles it; the entry page lists what waits.
func TestDoubleEntry_Anticipation(t *testing.T) {
	tr := anticipationRoomOf(t, anticipation.Classic, true)
	tr.run(anticipation.DrawGroup{Group: 2})
	ana, ioan := tr.operator("Ana"), tr.operator("Ioan")
	opening := slipinput.Form{Table: "1", Position: "H8", Word: "AL", Score: "4", Position2: "8G", Word2: "BAR", Score2: "11", Total: "15"}
	var a SlipAnswer
	if ana.post("/api/slips", SlipForm{Form: opening}, &a); a.Recorded != "typed" || a.Verdict != nil || len(a.Pending) != 1 {
		t.Fatalf("first typing: %+v, want typed without a verdict", a)
	}
	var e Entry
	ana.getJSON("/api/entry", &e)
	if !e.Double || !slices.Equal(e.Waiting, []int{1}) || !slices.Equal(e.Open[0].Missing, []int{1, 2, 3}) {
		t.Errorf("after one typing: %+v, want table 1 waiting and still missing", e)
	}
	opening.Position, opening.Position2 = "h8", "8g"
	a = SlipAnswer{}
	if ioan.post("/api/slips", SlipForm{Form: opening}, &a); a.Recorded != "recorded" || a.Verdict == nil || a.Verdict.Credited != 15 {
		t.Fatalf("second typing alike: %+v, want recorded with 15", a)
	}
	tr.run(arbiter.CloseRound{}, anticipation.DrawGroup{Group: 3})
	ana.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "1", Position: "G5", Word: "ARAB", Score: "13", Cancel: "1"}}, nil)
	a = SlipAnswer{}
	if ioan.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "1", Position: "G5", Word: "ARAB", Score: "13"}}, &a); a.Recorded != "mismatch" || len(a.Pending) != 2 {
		t.Errorf("typings that differ: %+v, want a mismatch listing both", a)
	}
	e = Entry{}
	ana.getJSON("/api/entry", &e)
	if len(e.Mismatches) != 2 || e.Mismatches[0].Written != "G5 ARAB 13; anulez 1" || e.Mismatches[1].Operator != "Ioan" {
		t.Errorf("mismatches %+v", e.Mismatches)
	}
	a = SlipAnswer{}
	if st := ioan.post("/api/slips", SlipForm{Settle: true, Form: slipinput.Form{Table: "1", Position: "G5", Word: "ARAB", Score: "13"}}, nil); st != http.StatusForbidden {
		t.Errorf("an operator settling: status %d, want 403", st)
	}
	if tr.referee("Referee").post("/api/slips", SlipForm{Settle: true, Form: slipinput.Form{Table: "1", Position: "G5", Word: "ARAB", Score: "13"}}, &a); a.Recorded != "recorded" || a.Verdict.Credited != 13 {
		t.Errorf("settled by the referee: %+v", a)
	}
	e = Entry{}
	ana.getJSON("/api/entry", &e)
	if len(e.Mismatches) != 0 || len(e.Waiting) != 0 {
		t.Errorf("after settling: %+v", e)
	}
}
