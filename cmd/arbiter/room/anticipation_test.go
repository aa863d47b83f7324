package room

import (
	"net/http"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/kinds"
	"arbiter/arbiter/slipinput"
	"arbiter/internal/kindtest"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// roBagGroups are the ro bag as the 15 groups of an anticipation game
// (RULES §8.1), group 1 AL.
const roBagGroups = "AL BBDDIRS AANOPRR ACEFNPU ACGIIOU AAFOSTU DGIIMRR EILNOPV ?AEJPTU ACEMRSX EIIOTUV DHILTTU ?AEINSS CEEELNZ ACMNRTT"

// anticipationRoom is a room whose tournament of three players has
// started an anticipation game of form with the ro bag's groups, deciding
// with the words of RULES §8.5's example.
func anticipationRoom(t *testing.T, form anticipation.Form) *testRoom {
	t.Helper()
	return anticipationRoomOf(t, form, false)
}

// anticipationRoomOf is anticipationRoom, with double entry when double
// is set.
func anticipationRoomOf(t *testing.T, form anticipation.Form, double bool) *testRoom {
	t.Helper()
	tr := newTestRoom(t, double, opening()[:4]...)
	rs, _ := scoring.Builtin("ro")
	f, err := os.Open("testdata/anticipation.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, _, err := lexicon.Compile(f, rs)
	if err != nil {
		t.Fatal(err)
	}
	tr.ref.deps = kinds.NewDeps(rs, g)
	groups := roBagGroups
	if form == anticipation.Blind {
		groups = ""
	}
	tr.run(anticipation.Start{Seed: 7, Form: form, Groups: groups})
	return tr
}

// run runs commands through the room's referee service, failing on a refusal.
func (tr *testRoom) run(cs ...arbiter.Command) {
	tr.t.Helper()
	for _, c := range cs {
		if _, err := tr.ref.Run(tr.t.Context(), c); err != nil {
			tr.t.Fatalf("%T: %v", c, err)
		}
	}
}

// RULES §8.2, §8.6, §8.8: the display of an Avocalica game announces the
// consonants of round 1's groups (group 1's L, group 7's DGMRR) with their
// names, on round 1's 8 minutes; between rounds the standings; round 3 is
// on 7 minutes.
func TestDisplay_AnticipationAvocalica(t *testing.T) {
	tr := anticipationRoom(t, anticipation.Avocalica)
	guest := tr.guest()
	var d Display
	guest.getJSON("/api/display", &d)
	if d.Phase != "idle" || d.Rounds != 14 || d.Group != 0 {
		t.Fatalf("before round 1: %+v", d)
	}
	tr.run(anticipation.DrawGroup{Group: 7})
	guest.getJSON("/api/display", &d)
	want := []string{"Lazăr", "Dumitru", "Gheorghe", "Maria", "Radu", "Radu"}
	if d.Phase != "rack" || d.Round != 1 || d.Group != 7 || d.Rack != "L" || d.Rack2 != "DGMRR" || !slices.Equal(d.Spelled, want) ||
		d.Timer.Duration != (8*time.Minute).Milliseconds() || d.Timer.Started || d.Labels.Anticipation.Group != "Grupa" {
		t.Fatalf("round 1: %+v", d)
	}
	// RULES §8.6: the referee announces the last minute, not 30 seconds.
	if d.CallMs != time.Minute.Milliseconds() || d.Labels.Warning != "Ultimul minut!" {
		t.Errorf("round 1's call: %d ms, %q", d.CallMs, d.Labels.Warning)
	}
	tr.run(arbiter.StartTimer{At: tr.clock.now()}, arbiter.CloseRound{})
	d = Display{}
	guest.getJSON("/api/display", &d)
	if d.Phase != "standings" || len(d.Standings) != 3 || d.Rack != "" {
		t.Errorf("after round 1: %+v", d)
	}
	tr.run(anticipation.DrawGroup{Group: 2}, arbiter.CloseRound{}, anticipation.DrawGroup{Group: 10})
	d = Display{}
	guest.getJSON("/api/display", &d)
	if d.Phase != "rack" || d.Round != 3 || d.Group != 10 || d.Rack != "CMRSX" || d.Rack2 != "" ||
		d.Timer.Duration != (7*time.Minute).Milliseconds() || d.Spelled[0] != "Constantin" {
		t.Errorf("round 3: %+v", d)
	}
}

// RULES §8.10: in oarba no letters are announced, only the number of the
// group every player plays of their own.
func TestDisplay_AnticipationOarba(t *testing.T) {
	tr := anticipationRoom(t, anticipation.Blind)
	for table := 1; table <= 3; table++ {
		tr.run(anticipation.RegisterGroups{Table: table, Groups: roBagGroups})
	}
	tr.run(anticipation.DrawGroup{Group: 4})
	var d Display
	tr.guest().getJSON("/api/display", &d)
	if d.Phase != "rack" || d.Group != 4 || d.Rack != "" || d.Rack2 != "" || len(d.Spelled) != 0 {
		t.Errorf("oarba round 1: %+v", d)
	}
}

// RULES §8.2–§8.5 on the entry page: round 1's slip with its two moves
// and total, later moves, a slip with PAS and "Anulez turul 1" that
// brings ARAB down with BAR; each answer gives the round's verdict on the
// player's own board; a typist's mistake names the field and records
// nothing.
func TestEntry_AnticipationSlip(t *testing.T) {
	tr := anticipationRoom(t, anticipation.Classic)
	tr.run(anticipation.DrawGroup{Group: 2})
	ana := tr.operator("Ana")
	var e Entry
	ana.getJSON("/api/entry", &e)
	if !e.Sheet || !e.TwoMoves || e.Round != 1 || e.Rack != "Grupa 1 + 2" || len(e.Open) != 1 || !slices.Equal(e.Open[0].Missing, []int{1, 2, 3}) {
		t.Fatalf("entry of round 1: %+v", e)
	}
	slip := func(f slipinput.Form) SlipAnswer {
		t.Helper()
		var a SlipAnswer
		if st := ana.post("/api/slips", SlipForm{Form: f}, &a); st != http.StatusOK {
			t.Fatalf("%+v: status %d", f, st)
		}
		return a
	}
	a := slip(slipinput.Form{Table: "1", Position: "H8", Word: "AL", Score: "4", Position2: "8G", Word2: "BAR", Score2: "11", Total: "15"})
	if a.Recorded != "recorded" || a.Round != 1 || !a.Verdict.Valid || a.Verdict.Credited != 15 || a.Sentence != "H8 AL (validă); 8G BAR (validă)" {
		t.Errorf("round 1: %+v %+v", a, a.Verdict)
	}
	// The entry page's log says the slip in the room's language, as it
	// says a duplicate slip; it said it in English.
	if want := "runda 1, masa 1: H8 AL 4; 8G BAR 11 = 15 → H8 AL (validă); 8G BAR (validă), 15 puncte"; !slices.Equal(a.Log, []string{want}) {
		t.Errorf("the log of round 1's slip: %q, want %q", a.Log, want)
	}
	if a = slip(slipinput.Form{Table: "1", Position: "H8", Word: "AL", Score: "4", Position2: "8G", Word2: "BAR", Score2: "11", Total: "15"}); a.Recorded != "unchanged" {
		t.Errorf("the same slip again: %+v", a)
	}
	var bad apiErr
	if st := ana.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "2", Position: "H8", Word: "LA", Score: "patru"}}, &bad); st != http.StatusBadRequest || bad.Error.Field != slipinput.FieldScore {
		t.Errorf("a score in letters: %d %+v", st, bad.Error)
	}
	for _, r := range []struct {
		group int
		move  slipinput.Form
	}{{3, slipinput.Form{Table: "1", Position: "G5", Word: "ARAB", Score: "13"}}, {4, slipinput.Form{Table: "1", Position: "9H", Word: "LEU", Score: "8"}}} {
		tr.run(arbiter.CloseRound{}, anticipation.DrawGroup{Group: r.group})
		a = slip(r.move)
	}
	if !a.Verdict.Valid || a.Verdict.Credited != 7 || a.Verdict.Warning != "wrong_score" || a.Sentence != "9H LEU (validă); A: greșeală de calcul: declarat 8, punctajul real 7" {
		t.Errorf("LEU declared 8: %+v %q", a.Verdict, a.Sentence)
	}
	tr.run(arbiter.CloseRound{}, anticipation.DrawGroup{Group: 5})
	ana.getJSON("/api/entry", &e)
	if e.TwoMoves || e.Rack != "Grupa 5" || e.Round != 4 {
		t.Errorf("entry of round 4: %+v", e)
	}
	if a = slip(slipinput.Form{Table: "1", Position: "PAS", Cancel: "1"}); a.Round != 4 || a.Sentence != "PAS; anulează turul 1" || a.Verdict.Credited != 0 {
		t.Errorf("PAS; anulez turul 1: %+v", a)
	}
	st, err := tr.ref.State(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	sheet := kindtest.Anticipation(t, st.CurrentGame()).Sheet(1).Result
	if sheet.Total != 8 || sheet.Rounds[1].Moves[0].Status != anticipation.StatusCancelled {
		t.Errorf("table 1's sheet after Anulez turul 1: total %d, ARAB %s; want 8 (AL 4 + LEU 4), ARAB cancelled", sheet.Total, sheet.Rounds[1].Moves[0].Status)
	}
}

// A typist's mistake on an anticipation slip is said, in the room's
// language, as a mistake on an Anticipation slip (RULES §8.2–§8.5), with
// the field to type again; nothing is recorded.
func TestEntry_AnticipationMistakes(t *testing.T) {
	tr := anticipationRoom(t, anticipation.Classic)
	tr.run(anticipation.DrawGroup{Group: 2})
	ana := tr.operator("Ana")
	for _, tc := range []struct {
		form         slipinput.Form
		field, where string
	}{
		{slipinput.Form{Table: "1", Position: "PAS", Word: "AL"}, slipinput.FieldPass, `masa 1: "PAS AL": PAS se scrie singur`},
		{slipinput.Form{Table: "1", Position: "H8", Word: "AL", Score: "4", Cancel: "unu"}, slipinput.FieldCancel, `masa 1: câmpul „Anulez turul” ("unu") nu este un număr`},
		{slipinput.Form{Table: "1", Position: "H8", Word: "AL", Score: "4 5"}, slipinput.FieldPosition, `masa 1: "H8 AL 4 5" nu este o depunere a unei fișe de anticipație`},
		{slipinput.Form{Table: "1", Position: "H8", Word: "AL", Score: "4", Total: "4 4"}, slipinput.FieldTotal, `masa 1: "4 4": fișa de anticipație are un singur total`},
		{slipinput.Form{Table: "1"}, slipinput.FieldPosition, "masa 1: scrieți poziția și cuvântul"},
	} {
		var bad apiErr
		if st := ana.post("/api/slips", SlipForm{Form: tc.form}, &bad); st != http.StatusBadRequest || bad.Error.Field != tc.field || !strings.HasPrefix(bad.Error.Message, tc.where) {
			t.Errorf("%+v: %d %+v, want 400 on %s saying %q", tc.form, st, bad.Error, tc.field, tc.where)
		}
	}
	st, err := tr.ref.State(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if n := len(kindtest.Anticipation(t, st.CurrentGame()).Sheets); n != 0 {
		t.Errorf("%d sheets recorded by slips refused", n)
	}
}

// The referee's console opens each round of an anticipation game (RULES
// §8.2–§8.3), as `arbiter round group [N]` does: the next group drawn by
// lot, or named as the referee drew it by hand, announced on /display;
// not while a round is open, nor a group already played.
func TestConsole_AnticipationGroup(t *testing.T) {
	tr := anticipationRoom(t, anticipation.Classic)
	ref := tr.referee("Arbitru")
	var e Entry
	ref.getJSON("/api/entry", &e)
	if !e.Can["group"] || e.Can["rack"] {
		t.Fatalf("before round 1: can %v, want the group's draw and no rack", e.Can)
	}
	var rec Recorded
	if st := ref.post("/api/group", GroupForm{}, &rec); st != http.StatusOK || rec.Recorded != 1 || !strings.Contains(rec.Events[0], "runda 1: grupa 1 + ") || !strings.Contains(rec.Events[0], "trasă la sorți") {
		t.Fatalf("the group drawn by lot: %d %+v", st, rec)
	}
	st, err := tr.ref.State(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	drawn := kindtest.Anticipation(t, st.CurrentGame()).Played[0]
	var d Display
	tr.guest().getJSON("/api/display", &d)
	if !drawn.ByLot || d.Round != 1 || d.Group != drawn.Group {
		t.Errorf("round 1: %+v drawn, display %+v", drawn, d)
	}
	e = Entry{}
	ref.getJSON("/api/entry", &e)
	var bad apiErr
	if st := ref.post("/api/group", GroupForm{Group: 9}, &bad); e.Can["group"] || st != http.StatusConflict {
		t.Errorf("a group while round 1 is open: can %v, %d %+v; want refused", e.Can["group"], st, bad.Error)
	}
	tr.run(arbiter.CloseRound{})
	if st := ref.post("/api/group", GroupForm{Group: drawn.Group}, &bad); st != http.StatusBadRequest {
		t.Errorf("group %d again: %d %+v, want refused", drawn.Group, st, bad.Error)
	}
	named := 9
	if drawn.Group == named {
		named = 10
	}
	if st := ref.post("/api/group", GroupForm{Group: named}, &rec); st != http.StatusOK {
		t.Fatalf("group %d named: %d", named, st)
	}
	d = Display{}
	tr.guest().getJSON("/api/display", &d)
	if d.Round != 2 || d.Group != named {
		t.Errorf("round 2 on the display: %+v, want group %d", d, named)
	}
}

// TestEntry_AnticipationCancelRefused: a slip's "Anulez turul" of a round
// without a move is refused in the room's words, naming both rounds, with
// the cancel field at fault; it read "cererea nu poate fi citită".
func TestEntry_AnticipationCancelRefused(t *testing.T) {
	tr := anticipationRoom(t, anticipation.Classic)
	tr.run(anticipation.DrawGroup{Group: 2})
	ana := tr.operator("Ana")
	ana.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "1", Position: "-"}}, nil)
	tr.run(arbiter.CloseRound{}, anticipation.DrawGroup{Group: 3})
	var bad apiErr
	if st := ana.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "1", Position: "PAS", Cancel: "1"}}, &bad); st != http.StatusBadRequest ||
		bad.Error.Message != "turul 2: turul 1 nu are nicio mutare de anulat" || bad.Error.Field != slipinput.FieldCancel {
		t.Errorf("cancelling a round without a move: %d %+v", st, bad.Error)
	}
	// An Anticipation slip is not withdrawn (RULES §8.4): the console's
	// withdrawal is refused, saying how to replace it.
	ref := tr.referee("Arbitru")
	var notWithdrawn apiErr
	if st := ref.post("/api/slips/withdraw", WithdrawForm{Round: 1, Table: 1, Reason: "după Stop"}, &notWithdrawn); st != http.StatusBadRequest ||
		notWithdrawn.Error.Message != "masa 1: o depunere a fișei de anticipație nu se retrage, este un tur din fișa jucătorului: tastați-o din nou ca s-o înlocuiți, sau - pentru un tur fără mutare" {
		t.Errorf("a slip withdrawn: %d %+v", st, notWithdrawn.Error)
	}
}
