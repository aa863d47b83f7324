package free_test

import (
	"context"
	"maps"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/free"
	"arbiter/arbiter/referee"
	"arbiter/store"
)

// TestInTheTournament plays a free-game event as a game of a tournament
// through the referee service, the free game registered as a kind and
// nothing else (RULES §10): started on the tournament's players, paired,
// its results recorded (a result for an unpaired board refused, the same
// result again recording nothing), ended, counted in the tournament's
// standings, and read again from the log.
func TestInTheTournament(t *testing.T) {
	ctx := context.Background()
	_, openWith := freeTournament(t)
	open := func() *referee.Service { return openWith(referee.Options{}) }
	svc := open()
	run := func(cs ...arbiter.Command) []arbiter.Event {
		t.Helper()
		var all []arbiter.Event
		for _, c := range cs {
			evs, err := svc.Run(ctx, c)
			if err != nil {
				t.Fatalf("%+v: %v", c, err)
			}
			all = append(all, evs...)
		}
		return all
	}
	run(arbiter.CreateTournament{Name: "Cupa liberă", RuleSet: "ro"})
	for i, name := range []string{"POPESCU Ion", "ȘERBAN Ana", "IONESCU Dan", "MUNTEANU Elena"} {
		run(arbiter.RegisterPlayer{Table: i + 1, Name: name})
	}
	run(free.Act{Command: free.Start{Settings: free.Settings{Rounds: 2, First: "swiss"}}})
	st := stateOf(t, svc)
	if g := st.CurrentGame(); g.Kind() != free.Kind || g.Number != 1 {
		t.Fatalf("game 1 is of kind %q", g.Kind())
	}
	paired := run(free.Act{Command: free.PairRound{Round: 1}})[0].(free.RoundPaired)
	if len(paired.Boards) != 2 {
		t.Fatalf("round 1: %+v, want two boards", paired.Boards)
	}
	b1, b2 := paired.Boards[0], paired.Boards[1]
	if _, err := svc.Run(ctx, free.Act{Command: free.RecordResult{Round: 1, A: b1.Start, ScoreA: 400, B: b2.Start, ScoreB: 300}}); arbiter.ErrorCode(err) == "" {
		t.Errorf("a result of two players not paired together was recorded")
	}
	result := free.Act{Command: free.RecordResult{Round: 1, A: b1.Start, ScoreA: 412, B: b1.Reply, ScoreB: 385}}
	run(result, free.Act{Command: free.RecordResult{Round: 1, A: b2.Start, ScoreA: 350, B: b2.Reply, ScoreB: 351}})
	if evs := run(result); len(evs) != 0 {
		t.Errorf("the same result again recorded %v", evs)
	}
	if _, err := svc.Run(ctx, arbiter.CloseRound{}); arbiter.ErrorCode(err) != arbiter.EInvalidInput {
		t.Errorf("a duplicate round closed in a free-game event: %v", err)
	}
	play, err := svc.Play(ctx, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if !play.Actions.Can(arbiter.ActEndGame) || play.Actions.Can(arbiter.ActNextGame) {
		t.Errorf("the actions while the event is played: %v", play.Actions)
	}
	run(arbiter.EndGame{Reason: "two rounds played"})
	wins := func(st arbiter.State) map[int]int {
		sd, err := st.Standings(0, arbiter.ByTotal)
		if err != nil {
			t.Fatal(err)
		}
		out := map[int]int{}
		for _, r := range sd.Rows {
			out[r.Table] = r.Total
		}
		return out
	}
	want := map[int]int{b1.Start: 2, b1.Reply: 0, b2.Start: 0, b2.Reply: 2}
	if got := wins(stateOf(t, svc)); !maps.Equal(got, want) {
		t.Errorf("the tournament's standings (wins in halves) %v, want %v", got, want)
	}
	if got := wins(stateOf(t, open())); !maps.Equal(got, want) {
		t.Errorf("folded again: %v, want %v", got, want)
	}
}

// freeTournament returns a SQLite store in the test's directory and a
// function opening a referee service over it with opts, the free game
// registered.
func freeTournament(t *testing.T) (*store.DB, func(opts referee.Options) *referee.Service) {
	t.Helper()
	kinds, err := arbiter.NewRegistry(free.Discipline())
	if err != nil {
		t.Fatal(err)
	}
	db, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "arbiter.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db, func(opts referee.Options) *referee.Service {
		t.Helper()
		opts.Kinds = kinds
		svc, err := referee.Open(context.Background(), db, opts)
		if err != nil {
			t.Fatal(err)
		}
		return svc
	}
}

// stateOf is svc's state, failing t on an error.
func stateOf(t *testing.T, svc *referee.Service) arbiter.State {
	t.Helper()
	st, err := svc.State(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// The pairing of a round turns the event to its next round, as a
// duplicate round's close does: the service saves a snapshot after it,
// so that a later command folds one round's results at most; the state
// read from it is the state folded from the start.
func TestInTheTournament_SnapshotAtPairing(t *testing.T) {
	ctx := context.Background()
	db, open := freeTournament(t)
	svc := open(referee.Options{})
	run := func(c arbiter.Command) []arbiter.Event {
		t.Helper()
		evs, err := svc.Run(ctx, c)
		if err != nil {
			t.Fatalf("%+v: %v", c, err)
		}
		return evs
	}
	run(arbiter.CreateTournament{Name: "Cupa liberă", RuleSet: "ro"})
	for i, name := range []string{"POPESCU Ion", "ȘERBAN Ana", "IONESCU Dan", "MUNTEANU Elena"} {
		run(arbiter.RegisterPlayer{Table: i + 1, Name: name})
	}
	run(free.Act{Command: free.Start{Settings: free.Settings{Rounds: 2, First: "swiss"}}})
	if _, ok, err := db.LatestSnapshot(ctx); ok || err != nil {
		t.Fatalf("a snapshot before any round is paired: %v, %v", ok, err)
	}
	for round := 1; round <= 2; round++ {
		paired := run(free.Act{Command: free.PairRound{}})[0].(free.RoundPaired)
		snap, ok, err := db.LatestSnapshot(ctx)
		if !ok || err != nil || snap.Versions["game-1"] != 1+round+2*(round-1) {
			t.Fatalf("round %d paired: snapshot %v (%v, %v), want game 1 up to its pairing", round, snap.Versions, ok, err)
		}
		for _, b := range paired.Boards {
			run(free.Act{Command: free.RecordResult{A: b.Start, ScoreA: 400 + b.Start, B: b.Reply, ScoreB: 380 + b.Reply}})
		}
	}
	fromSnap, whole := open(referee.Options{}), open(referee.Options{FromStart: true})
	state := func(svc *referee.Service) free.State {
		ts := stateOf(t, svc)
		st, err := arbiter.StateOf[free.State](ts.Game(1), free.Kind)
		if err != nil {
			t.Fatal(err)
		}
		return *st
	}
	if got, want := free.Standings(state(fromSnap), 2), free.Standings(state(whole), 2); !reflect.DeepEqual(got, want) {
		t.Errorf("the standings read from the snapshot:\n%+v\nwant those folded from the start:\n%+v", got, want)
	}
}
