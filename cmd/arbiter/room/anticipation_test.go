package room

import (
	"os"
	"slices"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/referee"
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
	tr := newTestRoom(t, false, opening()[:4]...)
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
	tr.ref.deps = referee.NewDeps(rs, g)
	groups := roBagGroups
	if form == anticipation.Blind {
		groups = ""
	}
	tr.run(arbiter.StartGame{Seed: 7, Anticipation: &arbiter.AnticipationOptions{Form: form, Groups: groups}})
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
	tr.run(arbiter.DrawGroup{Group: 7})
	guest.getJSON("/api/display", &d)
	want := []string{"Lazăr", "Dumitru", "Gheorghe", "Maria", "Radu", "Radu"}
	if d.Phase != "rack" || d.Round != 1 || d.Group != 7 || d.Rack != "L" || d.Rack2 != "DGMRR" || !slices.Equal(d.Spelled, want) ||
		d.Timer.Duration != (8*time.Minute).Milliseconds() || d.Timer.Started || d.Labels.Anticipation.Group != "Grupa" {
		t.Fatalf("round 1: %+v", d)
	}
	tr.run(arbiter.StartTimer{At: tr.clock.now()}, arbiter.CloseRound{})
	d = Display{}
	guest.getJSON("/api/display", &d)
	if d.Phase != "standings" || len(d.Standings) != 3 || d.Rack != "" {
		t.Errorf("after round 1: %+v", d)
	}
	tr.run(arbiter.DrawGroup{Group: 2}, arbiter.CloseRound{}, arbiter.DrawGroup{Group: 10})
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
		tr.run(arbiter.RegisterGroups{Table: table, Groups: roBagGroups})
	}
	tr.run(arbiter.DrawGroup{Group: 4})
	var d Display
	tr.guest().getJSON("/api/display", &d)
	if d.Phase != "rack" || d.Group != 4 || d.Rack != "" || d.Rack2 != "" || len(d.Spelled) != 0 {
		t.Errorf("oarba round 1: %+v", d)
	}
}
