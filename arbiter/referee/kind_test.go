package referee_test

import (
	"context"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/referee"
	"arbiter/arbiter/snapshot"
	"arbiter/internal/tally"
)

// arbiterOpen opens the service of db with opts.
func arbiterOpen(db arbiter.Store, opts referee.Options) (*referee.Service, error) {
	return referee.Open(context.Background(), db, opts)
}

// TestKind_Registered plays the tally through the service: recorded,
// refused by its own rules, ranked in the tournament with a duplicate game
// after it, its actions offered, and read back from the log and from a
// snapshot that keeps it as an earlier game.
func TestKind_Registered(t *testing.T) {
	ctx := context.Background()
	kinds, err := arbiter.NewRegistry(tally.Discipline())
	if err != nil {
		t.Fatal(err)
	}
	db, _ := openFile(t)
	opts := options(t)
	opts.Kinds = kinds
	svc, err := arbiterOpen(db, opts)
	if err != nil {
		t.Fatal(err)
	}
	mustRun(t, svc, arbiter.CreateTournament{Name: "Cupa", RuleSet: "ro"},
		arbiter.RegisterPlayer{Table: 1, Name: "POPESCU Ion"}, arbiter.RegisterPlayer{Table: 2, Name: "ȘERBAN Ana"},
		tally.Start{}, tally.Credit{Table: 1, Points: 30}, tally.Credit{Table: 2, Points: 50}, tally.Credit{Table: 1, Points: 20})
	if _, err := svc.Run(ctx, tally.Credit{Table: 9, Points: 1}); arbiter.ErrorCode(err) != arbiter.EInvalidInput {
		t.Errorf("a credit for table 9: %v, want refused by the kind's rules", err)
	}
	if _, err := svc.Run(ctx, duplicate.DrawRack{}); arbiter.ErrorCode(err) != arbiter.EInvalidInput {
		t.Errorf("a rack in a tally: %v, want refused", err)
	}
	play, err := svc.Play(ctx, at)
	if err != nil {
		t.Fatal(err)
	}
	if !play.Actions.Can(arbiter.ActEndGame) || play.Actions.Can(arbiter.ActNextGame) || play.Actions.Can(arbiter.ActRack) {
		t.Errorf("the actions of a tally being played: %v; want its end alone", play.Actions)
	}
	mustRun(t, svc, arbiter.EndGame{Reason: "the hall closes"}, duplicate.StartGame{Seed: 7})
	want := [][2]int{{2, 50}, {1, 50}}
	check := func(name string, st arbiter.State) {
		t.Helper()
		sd, err := st.Standings(0, arbiter.ByTotal)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var got [][2]int
		for _, r := range sd.Rows {
			got = append(got, [2]int{r.Table, r.Total})
		}
		if got[0][1] != 50 || got[1][1] != 50 || sd.Rows[0].Rank != 1 || sd.Rows[1].Rank != 1 {
			t.Errorf("%s: the tournament's standings %v, want %v sharing rank 1", name, got, want)
		}
		if g := st.Game(1); g.Kind() != tally.Kind || !g.Ended {
			t.Errorf("%s: game 1 is of kind %q, ended %v", name, g.Kind(), g.Ended)
		}
	}
	check("live", stateOf(t, svc))
	again, err := arbiterOpen(db, opts)
	if err != nil {
		t.Fatal(err)
	}
	check("folded again", stateOf(t, again))
	data, err := snapshot.Encode(stateOf(t, svc))
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := db.SaveSnapshot(ctx, map[string]int{"tournament": 3, "game-1": 5, "game-2": 1}, data); !ok || err != nil {
		t.Fatalf("SaveSnapshot: %v, %v", ok, err)
	}
	fromSnapshot, err := arbiterOpen(db, opts)
	if err != nil {
		t.Fatal(err)
	}
	sd, err := fromSnapshot.Standings(ctx, 0, arbiter.ByTotal)
	if err != nil || sd.Rows[0].Total != 50 || sd.Rows[1].Total != 50 {
		t.Errorf("from the snapshot: %+v, %v; want 50 each", sd.Rows, err)
	}
	if err := fromSnapshot.CheckSnapshot(ctx); err != nil {
		t.Errorf("the snapshot against the log: %v", err)
	}
	if _, err := arbiterOpen(db, options(t)); err == nil || !strings.Contains(err.Error(), `unknown event type "tally_started"`) {
		t.Errorf("a program that does not know the tally opening its tournament: %v, want the unknown event named", err)
	}
}
