package arbiter_test

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/internal/duplicatetest"
	"arbiter/draw"
	"arbiter/scoring"
)

// preparedRoom is a tournament of two players whose game 1 plays the
// prepared racks and tops given.
func preparedRoom(t *testing.T, racks, tops []string) (*arbiter.State, func(arbiter.Command) ([]arbiter.Event, error)) {
	t.Helper()
	rs := duplicatetest.RO(t)
	deps := duplicatetest.Deps(t, rs)
	s := &arbiter.State{Kinds: duplicatetest.Kinds}
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
		duplicate.StartGame{Seed: 99, Prepared: &arbiter.Prepared{SHA256: "5ca1ab1e", Racks: racks, Tops: tops}},
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
		evs, err := do(duplicate.DrawRack{})
		if err != nil {
			t.Fatal(err)
		}
		if rd, ok := evs[0].(arbiter.RackDrawn); !ok || rd.New != want.rack || !rd.Prepared || rd.Manual {
			t.Errorf("round %d: drew %#v, want the prepared rack %s", round+1, evs[0], want.rack)
		}
		if _, err := do(duplicate.ChooseTop{}); err != nil {
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
	s, do := preparedRoom(t, []string{"ACLMNOU", "AHLMUVX", "AAAA + BCD"}, []string{"H8 COLUMNA", "I7 VAH", "H8 ZZZ"})
	must := func(c arbiter.Command) {
		t.Helper()
		if _, err := do(c); err != nil {
			t.Fatalf("%#v: %v", c, err)
		}
	}
	must(duplicate.DrawRack{})
	must(duplicate.ChooseTop{Play: "8H COLUMNA", Reason: "the referee's choice"})
	must(arbiter.CloseRound{})
	must(duplicate.DrawRack{})
	_, err := do(duplicate.ChooseTop{})
	if arbiter.ErrorCode(err) != arbiter.ERackMismatch || !strings.Contains(err.Error(), "THE PREPARED TOP I7 VAH CANNOT BE PLAYED ON THIS BOARD") {
		t.Errorf("prepared top on another board: %v, want a loud rack_mismatch", err)
	}
	if s.CurrentGame().Current().Top != nil {
		t.Error("a top was recorded")
	}
	// The referee may still choose the program's top for the board here.
	must(duplicate.ChooseTop{Choice: 1})
	must(arbiter.CloseRound{})
	_, err = do(duplicate.DrawRack{})
	if arbiter.ErrorCode(err) != arbiter.ERackMismatch || !strings.Contains(err.Error(), "THE PREPARED RACK AAAA + BCD CANNOT BE DRAWN HERE") {
		t.Errorf("prepared rack not in the bag: %v, want a loud rack_mismatch", err)
	}
}

// TestPrepared_Refused: a prepared game must be complete, and carry
// variant tops only for a variant game, one for each top.
func TestPrepared_Refused(t *testing.T) {
	_, do := preparedRoom(t, []string{"ACLMNOU"}, []string{"8H COLUMNA"})
	do(arbiter.EndGame{Reason: "next"})
	for _, c := range []duplicate.StartGame{
		{Prepared: &arbiter.Prepared{SHA256: "x", Racks: []string{"ACLMNOU"}, Tops: []string{"8H COLUMNA"}, VariantTops: []arbiter.PreparedTop{{Chosen: "E"}}}},
		{Prepared: &arbiter.Prepared{SHA256: "x", Racks: []string{"ACLMNO"}, Tops: []string{"8H COLUMNA"}, VariantTops: []arbiter.PreparedTop{{}, {}}}, Variant: scoring.Completiv},
		{Prepared: &arbiter.Prepared{SHA256: "x", Racks: []string{"ACLMNOU"}}},
		{Prepared: &arbiter.Prepared{Racks: []string{"ACLMNOU"}, Tops: []string{"8H COLUMNA"}}},
	} {
		if _, err := do(c); arbiter.ErrorCode(err) != arbiter.EInvalidInput {
			t.Errorf("StartGame%+v: %v, want invalid_input", c, err)
		}
	}
}

// TestPrepared_Variants prepares a game of every variant (RULES §7) with
// draw.PrepareVariant and plays it in a centre whose own seed is another:
// every rack (both Tactic groups) is the prepared one, every top the
// prepared one with its letters from the stock, the letter given up and
// Tactic's group order, which the words alone may leave open, and the game
// ends after the prepared game's last round.
func TestPrepared_Variants(t *testing.T) {
	rs := duplicatetest.RO(t)
	deps := duplicatetest.Deps(t, rs)
	variantTop := func(b *scoring.Board, o scoring.Offer) (scoring.VariantMove, bool) {
		tops := deps.TopVariant(b, o)
		if len(tops) == 0 {
			return scoring.VariantMove{}, false
		}
		return tops[0], true
	}
	type kind struct {
		v     scoring.Variant
		fixed bool
	}
	cases := []kind{{scoring.Tactic, true}}
	for _, v := range scoring.Variants[1:] {
		cases = append(cases, kind{v, false})
	}
	for _, k := range cases {
		v := k.v
		t.Run(fmt.Sprintf("%s/fixed=%t", v, k.fixed), func(t *testing.T) {
			game, err := draw.PrepareVariant(rs, v, k.fixed, 3, false, variantTop, deps.Exists)
			if err != nil {
				t.Fatal(err)
			}
			p := arbiter.NewPrepared(rs, game)
			p.SHA256 = "5ca1ab1e"
			s := &arbiter.State{Kinds: duplicatetest.Kinds}
			do := func(c arbiter.Command) []arbiter.Event { return mustDo(t, s, deps, c) }
			do(arbiter.CreateTournament{Name: "Simultan", RuleSet: "ro"})
			do(duplicate.StartGame{Seed: 1000, Variant: v, FixedOrder: k.fixed, Prepared: &p})
			for _, want := range game.Rounds {
				rd, ok := do(duplicate.DrawRack{})[0].(arbiter.RackDrawn)
				if !ok || !rd.Prepared || rd.New != want.Draw.New.String() || rd.New2 != want.Draw.New2.String() || rd.Remainder2 != want.Draw.Remainder2.String() {
					t.Fatalf("round %d: drew %+v, want the prepared %+v (%q)", want.Draw.Round, rd, want.Draw, p.Racks[want.Draw.Round-1])
				}
				do(duplicate.ChooseTop{})
				cur := s.CurrentGame().Current()
				got, wantTop := cur.Top.Top(), want.Top
				if got.Score != wantTop.Score || got.Chosen != wantTop.Chosen || got.Returned != wantTop.Returned ||
					got.Rack2First != wantTop.Rack2First || len(got.Moves) != len(wantTop.Moves) {
					t.Fatalf("round %d: top %+v, want the prepared %+v", want.Draw.Round, got, wantTop)
				}
				for i, m := range got.Moves {
					if m.Word != wantTop.Moves[i].Word || m.Pos != wantTop.Moves[i].Pos {
						t.Fatalf("round %d: move %d is %s, want %s", want.Draw.Round, i+1, m.Word, wantTop.Moves[i].Word)
					}
				}
				do(arbiter.CloseRound{})
			}
			if _, ok := do(duplicate.DrawRack{})[0].(arbiter.GameEnded); !ok {
				t.Errorf("the game goes on after the prepared game's %d rounds (it ended: %s)", len(game.Rounds), game.Ending.EndText)
			}
			conserved(t, s)
			t.Logf("%d rounds, %d total", len(game.Rounds), game.Total)
		})
	}
}

// TestPrepared_VariantTopDiffers: a prepared variant top whose letters from
// the stock, letter given up or group the board here cannot give is refused
// loudly, and nothing is recorded.
func TestPrepared_VariantTopDiffers(t *testing.T) {
	rs := duplicatetest.RO(t)
	deps := duplicatetest.Deps(t, rs)
	for _, tt := range []struct {
		name    string
		variant scoring.Variant
		racks   []string
		top     arbiter.PreparedTop
	}{
		{"ChosenNotPlaced", scoring.Completiv, []string{"ACLMNO"}, arbiter.PreparedTop{Chosen: "E"}},
		{"GivesUpAPlacedLetter", scoring.Metagrama, []string{"ACLMNOU"}, arbiter.PreparedTop{Chosen: "A", Returned: "U"}},
		{"WrongGroup", scoring.Tactic, []string{"ACLMNOU / BDEIRST"}, arbiter.PreparedTop{Rack2First: true}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := &arbiter.State{Kinds: duplicatetest.Kinds}
			p := &arbiter.Prepared{SHA256: "x", Racks: tt.racks, Tops: []string{"H8 COLUMNA"}, VariantTops: []arbiter.PreparedTop{tt.top}}
			for _, c := range []arbiter.Command{
				arbiter.CreateTournament{Name: "Simultan", RuleSet: "ro"},
				duplicate.StartGame{Seed: 1, Variant: tt.variant, Prepared: p},
				duplicate.DrawRack{},
			} {
				mustDo(t, s, deps, c)
			}
			_, err := arbiter.Decide(*s, duplicate.ChooseTop{}, deps)
			if arbiter.ErrorCode(err) != arbiter.ERackMismatch || !strings.Contains(err.Error(), "THE PREPARED TOP H8 COLUMNA CANNOT BE PLAYED ON THIS BOARD") {
				t.Errorf("prepared top %+v: %v, want a loud rack_mismatch", tt.top, err)
			}
		})
	}
}

// mustDo decides c on s, applies its events to s and returns them; a
// refusal fails the test.
func mustDo(t *testing.T, s *arbiter.State, deps arbiter.Deps, c arbiter.Command) []arbiter.Event {
	t.Helper()
	evs, err := arbiter.Decide(*s, c, deps)
	if err != nil {
		t.Fatalf("%#v: %v", c, err)
	}
	for _, e := range evs {
		if *s, err = arbiter.Apply(*s, e); err != nil {
			t.Fatal(err)
		}
	}
	return evs
}
