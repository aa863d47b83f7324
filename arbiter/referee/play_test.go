package referee_test

import (
	"context"
	"reflect"
	"slices"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/referee"
	"arbiter/store"
)

// TestPlay_RoundOne reads round 1 (RULES §3's ACLMNOU, top H8 COLUMNA 78)
// as the room polls it: table 1's slip in, table 2 typed once under
// double entry, table 3 missing; then table 2 typed otherwise by a second
// operator, whose typings differ and wait for the referee.
func TestPlay_RoundOne(t *testing.T) {
	ctx := context.Background()
	svc := mustOpen(t, store.NewMemory())
	roundOne(t, svc, 3)
	mustRun(t, svc, duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"},
		duplicate.TypeSlip{EnterSlip: duplicate.EnterSlip{Table: 2, Position: "H8", Word: "COLUMNA", Score: "78"}, Operator: "Ana"})

	play, due, err := svc.Entry(ctx, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if play.Version != svc.Version() || play.Tournament != "Cupa Țării" || play.Players != 3 || play.Game != 1 || play.Ended {
		t.Errorf("play: %+v", play)
	}
	r := play.Round
	if r == nil || r.Number != 1 || !r.HasRack || r.Closed || r.Slips != 1 || r.Top == nil || r.Top.Move.Score != 78 || !play.TopStands {
		t.Fatalf("round: %+v", r)
	}
	if want := []arbiter.SlipsMissing{{Round: 1, Missing: []int{2, 3}}}; !reflect.DeepEqual(due.Open, want) {
		t.Errorf("open: %+v, want %+v", due.Open, want)
	}
	if !slices.Equal(due.Waiting, []int{2}) || len(due.Differing) != 0 || len(due.Late) != 0 {
		t.Errorf("typed once: %+v", due)
	}
	if again, err := svc.Play(ctx, time.Now()); err != nil || !reflect.DeepEqual(again, play) {
		t.Errorf("Play: %+v, %v; Entry's play: %+v", again, err, play)
	}

	mustRun(t, svc, duplicate.TypeSlip{EnterSlip: duplicate.EnterSlip{Table: 2, Position: "H8", Word: "COLUMNA", Score: "87"}, Operator: "Ion"})
	_, due, err = svc.Entry(ctx, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	ts, err := svc.Typings(ctx, 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(due.Waiting) != 0 || len(due.Differing) != 2 || !reflect.DeepEqual(ts, due.Differing) || ts[0].Operator != "Ana" || ts[1].Written != "H8 COLUMNA 87" {
		t.Errorf("typings that differ: due %+v, table 2's %+v", due, ts)
	}
}

// TestReads_FromSnapshot: a service started from the snapshot saved when
// round 2 of game 2 closed, its top found invalid (RULES §4.5), which
// leaves game 1 and round 1 encoded, answers the room's reads as one that
// folded the whole log: round 1's top still stands.
func TestReads_FromSnapshot(t *testing.T) {
	ctx := context.Background()
	db, _ := secondGame(t, 5)
	mustRun(t, mustOpen(t, db), duplicate.DrawRack{Letters: "VAHOLAC"}, duplicate.ChooseTop{Play: "I7 VAH"},
		duplicate.InvalidateTop{Round: 2, Reason: "not in the list"}, arbiter.CloseRound{})
	whole := fromStart(t, db)
	for name, read := range map[string]func(*referee.Service) (any, error){
		"Play": func(s *referee.Service) (any, error) { return s.Play(ctx, time.Now()) },
		"Entry": func(s *referee.Service) (any, error) {
			p, due, err := s.Entry(ctx, time.Now())
			return []any{p, due}, err
		},
		"Results": func(s *referee.Service) (any, error) { return s.Results(ctx) },
	} {
		got, err := read(mustOpen(t, db)) // each read first on a service just opened

		if err != nil {
			t.Fatal(err)
		}
		want, err := read(whole)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s from the snapshot:\n%+v\nfolded from the start:\n%+v", name, got, want)
		}
	}
	lazy := mustOpen(t, db)
	res, err := lazy.Results(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if res.Game != 2 || len(res.Rounds) != 2 || res.Standings == nil || res.Overall == nil || res.Overall.Games != 2 {
		t.Errorf("results of game 2: game %d, %d rounds, standings %v, overall %v", res.Game, len(res.Rounds), res.Standings, res.Overall)
	}
	if play, err := mustOpen(t, db).Play(ctx, time.Now()); err != nil || !play.TopStands {
		t.Errorf("play: %v, top standing %v; want round 1's top standing", err, play.TopStands)
	}
}

// TestTypeSlip_JudgedByTheWordList: a slip settled by two typings alike
// is adjudicated with the word list, as one entered once is (RULES §3):
// H8 CAL, a placement of the rack's letters whose word is not in the
// list, scores 0. The settled slip was judged without the word list and
// credited.
func TestTypeSlip_JudgedByTheWordList(t *testing.T) {
	svc := mustOpen(t, store.NewMemory())
	roundOne(t, svc, 2)
	mustRun(t, svc, duplicate.EnterSlip{Table: 1, Position: "H8", Word: "CAL", Score: "10"},
		duplicate.TypeSlip{EnterSlip: duplicate.EnterSlip{Table: 2, Position: "H8", Word: "CAL", Score: "10"}, Operator: "Ana"},
		duplicate.TypeSlip{EnterSlip: duplicate.EnterSlip{Table: 2, Position: "H8", Word: "CAL", Score: "10"}, Operator: "Ion"})
	st := stateOf(t, svc)
	r := st.CurrentGame().Current()
	once, _ := r.Slip(1)
	twice, ok := r.Slip(2)
	if !ok || once.Verdict.Valid || !reflect.DeepEqual(twice.Verdict, once.Verdict) {
		t.Errorf("H8 CAL typed twice: %+v (recorded %v); entered once: %+v", twice.Verdict, ok, once.Verdict)
	}
}
