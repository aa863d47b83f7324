package arbiter_test

import (
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// preparedRoom is a tournament of two players whose game 1 plays the
// prepared racks and tops given.
func preparedRoom(t *testing.T, racks, tops []string) (*arbiter.State, func(arbiter.Command) ([]arbiter.Event, error)) {
	t.Helper()
	rs := ro(t)
	deps := testDeps(t, rs)
	s := &arbiter.State{}
	do := func(c arbiter.Command) ([]arbiter.Event, error) {
		evs, err := arbiter.Decide(*s, c, deps)
		if err != nil {
			return nil, err
		}
		for _, e := range evs {
			if *s, err = arbiter.Apply(*s, e); err != nil {
				t.Fatal(err)
			}
		}
		return evs, nil
	}
	for _, c := range []arbiter.Command{
		arbiter.CreateTournament{Name: "Simultan", RuleSet: "ro"},
		arbiter.RegisterPlayer{Table: 1, Name: "POPESCU Ion"},
		arbiter.StartGame{Seed: 99, Prepared: &arbiter.Prepared{SHA256: "5ca1ab1e", Racks: racks, Tops: tops}},
	} {
		if _, err := do(c); err != nil {
			t.Fatal(err)
		}
	}
	return s, do
}

// TestPrepared_PlaysTheFile: in a prepared game each rack drawn is the
// prepared one (not the seed's) and each top the prepared one, with no
// letters or move typed.
func TestPrepared_PlaysTheFile(t *testing.T) {
	s, do := preparedRoom(t, []string{"ACLMNOU", "AHLMUVX"}, []string{"H8 COLUMNA", "I7 VAH"})
	for round, want := range []struct{ rack, top string }{{"ACLMNOU", "H8 COLUMNA"}, {"AHLMUVX", "I7 VAH"}} {
		evs, err := do(arbiter.DrawRack{})
		if err != nil {
			t.Fatal(err)
		}
		if rd, ok := evs[0].(arbiter.RackDrawn); !ok || rd.New != want.rack || !rd.Prepared || rd.Manual {
			t.Errorf("round %d: drew %#v, want the prepared rack %s", round+1, evs[0], want.rack)
		}
		if _, err := do(arbiter.ChooseTop{}); err != nil {
			t.Fatal(err)
		}
		top := s.CurrentGame().Current().Top.Move
		if got := s.RuleSet.FormatPosition(top.Pos) + " " + top.Word; got != want.top {
			t.Errorf("round %d: top %s, want the prepared %s", round+1, got, want.top)
		}
		if _, err := do(arbiter.CloseRound{}); err != nil {
			t.Fatal(err)
		}
	}
}

// TestPrepared_BoardDiffers: a centre whose referee chose another top is
// told, loudly, that the prepared top cannot be played on its board, and
// nothing is recorded; so is a prepared rack the bag here cannot give.
func TestPrepared_BoardDiffers(t *testing.T) {
	s, do := preparedRoom(t, []string{"ACLMNOU", "AHLMUVX", "ZZZZZZZ"}, []string{"H8 COLUMNA", "I7 VAH", "H8 ZZZ"})
	must := func(c arbiter.Command) {
		t.Helper()
		if _, err := do(c); err != nil {
			t.Fatalf("%#v: %v", c, err)
		}
	}
	must(arbiter.DrawRack{})
	must(arbiter.ChooseTop{Play: "8H COLUMNA", Reason: "the referee's choice"})
	must(arbiter.CloseRound{})
	must(arbiter.DrawRack{})
	_, err := do(arbiter.ChooseTop{})
	if arbiter.ErrorCode(err) != arbiter.ERackMismatch || !strings.Contains(err.Error(), "THE PREPARED TOP I7 VAH CANNOT BE PLAYED ON THIS BOARD") {
		t.Errorf("prepared top on another board: %v, want a loud rack_mismatch", err)
	}
	if s.CurrentGame().Current().Top != nil {
		t.Error("a top was recorded")
	}
	// The referee may still choose the program's top for the board here.
	must(arbiter.ChooseTop{Choice: 1})
	must(arbiter.CloseRound{})
	_, err = do(arbiter.DrawRack{})
	if arbiter.ErrorCode(err) != arbiter.ERackMismatch || !strings.Contains(err.Error(), "THE PREPARED RACK ZZZZZZZ CANNOT BE DRAWN HERE") {
		t.Errorf("prepared rack not in the bag: %v, want a loud rack_mismatch", err)
	}
}

// TestPrepared_Refused: a prepared game must be classic and complete.
func TestPrepared_Refused(t *testing.T) {
	_, do := preparedRoom(t, []string{"ACLMNOU"}, []string{"8H COLUMNA"})
	do(arbiter.EndGame{Reason: "next"})
	for _, c := range []arbiter.StartGame{
		{Prepared: &arbiter.Prepared{SHA256: "x", Racks: []string{"ACLMNOU"}, Tops: []string{"8H COLUMNA"}}, Variant: scoring.Variant("tactic")},
		{Prepared: &arbiter.Prepared{SHA256: "x", Racks: []string{"ACLMNOU"}}},
		{Prepared: &arbiter.Prepared{Racks: []string{"ACLMNOU"}, Tops: []string{"8H COLUMNA"}}},
	} {
		if _, err := do(c); arbiter.ErrorCode(err) != arbiter.EInvalidInput {
			t.Errorf("StartGame%+v: %v, want invalid_input", c, err)
		}
	}
}
