package referee_test

import (
	"context"
	"maps"
	"strings"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/referee"
	"arbiter/arbiter/snapshot"
)

// The tally is a toy kind of game, registered from this test package
// alone: each player is credited points, and the game ends. It shows that
// a kind plugs in with a Discipline and nothing else: its commands decide
// themselves, its events fold through the registry, the service records
// and replays them, snapshots keep its state, the tournament ranks it and
// the actions come from its rules.
const tallyKind arbiter.Kind = "tally"

type startTally struct {
	arbiter.Extension
}

func (startTally) Decide(s *arbiter.State, _ arbiter.Deps) ([]arbiter.Event, error) {
	if g := s.CurrentGame(); g != nil && !g.Ended {
		return nil, arbiter.Errorf(arbiter.EConflict, "game %d is still being played", g.Number)
	}
	return []arbiter.Event{tallyStarted{Game: len(s.Games) + 1}}, nil
}

type credit struct {
	arbiter.Extension
	Table, Points int
}

func (c credit) Decide(s *arbiter.State, _ arbiter.Deps) ([]arbiter.Event, error) {
	if err := tallyPlaying(s); err != nil {
		return nil, err
	}
	if _, ok := s.Player(c.Table); !ok || c.Points < 0 {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "table %d, %d points: no such credit", c.Table, c.Points)
	}
	return []arbiter.Event{credited{Table: c.Table, Points: c.Points}}, nil
}

// tallyPlaying refuses a command when the current game is no tally being
// played: the one check that credits, the end and the actions share.
func tallyPlaying(s *arbiter.State) error {
	if g := s.CurrentGame(); g == nil || g.Kind() != tallyKind || g.Ended {
		return arbiter.Errorf(arbiter.EConflict, "no tally is being played")
	}
	return nil
}

type tallyStarted struct{ Game int }
type credited struct{ Table, Points int }
type tallyEnded struct{}

func (tallyStarted) EventType() string       { return "tally_started" }
func (credited) EventType() string           { return "credited" }
func (tallyEnded) EventType() string         { return "tally_ended" }
func (tallyStarted) EventKind() arbiter.Kind { return tallyKind }
func (credited) EventKind() arbiter.Kind     { return tallyKind }
func (tallyEnded) EventKind() arbiter.Kind   { return tallyKind }
func (e tallyStarted) StartsGame() int       { return e.Game }

// tallyState is the tally's own state: each table's points.
type tallyState struct{ Points map[int]int }

type tally struct{}

func (tally) Kind() arbiter.Kind { return tallyKind }

func (tally) Events() []arbiter.EventCodec {
	return []arbiter.EventCodec{arbiter.CodecOf[tallyStarted](), arbiter.CodecOf[credited](),
		arbiter.CodecOf[tallyEnded]()}
}

func (tally) Fold(_ *arbiter.State, g *arbiter.Game, e arbiter.KindEvent) error {
	st, err := arbiter.StateOf[tallyState](g, tallyKind)
	if err != nil {
		return err
	}
	next := &tallyState{Points: maps.Clone(st.Points)}
	if next.Points == nil {
		next.Points = map[int]int{}
	}
	switch e := e.(type) {
	case credited:
		next.Points[e.Table] += e.Points
	case tallyEnded:
		g.Ended = true
	}
	g.Play.State = next
	return nil
}

func (tally) Totals(s *arbiter.State, g *arbiter.Game) ([]arbiter.PlayerTotals, error) {
	st, err := arbiter.StateOf[tallyState](g, tallyKind)
	if err != nil {
		return nil, err
	}
	out := make([]arbiter.PlayerTotals, len(s.Players))
	for i, p := range s.Players {
		out[i] = arbiter.PlayerTotals{Total: st.Points[p.Table], Score: st.Points[p.Table]}
	}
	return out, nil
}

func (tally) Actions(s *arbiter.State, _ *arbiter.Game, _ time.Time, a arbiter.Actions) {
	a[arbiter.ActEndGame] = tallyPlaying(s)
}

func (tally) End(s *arbiter.State, _ *arbiter.Game, _ string) ([]arbiter.Event, error) {
	if err := tallyPlaying(s); err != nil {
		return nil, err
	}
	return []arbiter.Event{tallyEnded{}}, nil
}

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
	kinds, err := arbiter.NewRegistry(tally{})
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
		startTally{}, credit{Table: 1, Points: 30}, credit{Table: 2, Points: 50}, credit{Table: 1, Points: 20})
	if _, err := svc.Run(ctx, credit{Table: 9, Points: 1}); arbiter.ErrorCode(err) != arbiter.EInvalidInput {
		t.Errorf("a credit for table 9: %v, want refused by the kind's rules", err)
	}
	if _, err := svc.Run(ctx, arbiter.DrawRack{}); arbiter.ErrorCode(err) != arbiter.EConflict {
		t.Errorf("a rack in a tally: %v, want refused", err)
	}
	play, err := svc.Play(ctx, at)
	if err != nil {
		t.Fatal(err)
	}
	if !play.Actions.Can(arbiter.ActEndGame) || play.Actions.Can(arbiter.ActNextGame) || play.Actions.Can(arbiter.ActRack) {
		t.Errorf("the actions of a tally being played: %v; want its end alone", play.Actions)
	}
	mustRun(t, svc, arbiter.EndGame{Reason: "the hall closes"}, arbiter.StartGame{Seed: 7})
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
		if g := st.Game(1); g.Kind() != tallyKind || !g.Ended {
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
