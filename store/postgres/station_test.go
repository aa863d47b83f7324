package postgres_test

import (
	"context"
	"os"
	"strconv"
	"sync"
	"testing"

	"arbiter/arbiter"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/solver"
	"arbiter/store/postgres"
	"arbiter/store/postgres/pgtest"
)

// station is a referee station: its own connections to the tournament's
// database and the tournament as it last folded it.
type station struct {
	db       *postgres.DB
	deps     arbiter.Deps
	state    arbiter.State
	versions map[string]int
}

// deps returns the word list and move generator of the station tests.
func deps(tb testing.TB) arbiter.Deps {
	tb.Helper()
	rs, _ := scoring.Builtin("ro")
	f, err := os.Open("testdata/lexicon.txt")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	g, _, err := lexicon.Compile(f, rs)
	if err != nil {
		tb.Fatal(err)
	}
	gen := solver.New(rs, g)
	return arbiter.Deps{Lexicon: g, Top: gen.Top, Rank: solver.Rank, Exists: gen.Exists}
}

// catchUp folds what other stations recorded since the station last read.
func (st *station) catchUp(tb testing.TB, ctx context.Context) {
	tb.Helper()
	for _, stream := range []string{arbiter.TournamentStream, arbiter.GameStream(1)} {
		recs, err := st.db.LoadAfter(ctx, stream, st.versions[stream])
		if err != nil {
			tb.Fatal(err)
		}
		evs, err := arbiter.DecodeRecords(recs)
		if err != nil {
			tb.Fatal(err)
		}
		st.apply(tb, evs)
		st.versions[stream] += len(recs)
	}
}

// apply folds evs into the station's state.
func (st *station) apply(tb testing.TB, evs []arbiter.Event) {
	tb.Helper()
	for _, e := range evs {
		var err error
		if st.state, err = arbiter.Apply(st.state, e); err != nil {
			tb.Fatal(err)
		}
	}
}

// do decides cmds, each after the events of those before it, and records
// their events in one transaction; when another station recorded first it
// catches up and decides again. It returns how many times it had to.
func (st *station) do(tb testing.TB, ctx context.Context, cmds ...arbiter.Command) (conflicts int) {
	tb.Helper()
	for ; ; conflicts++ {
		st.catchUp(tb, ctx)
		// Events are applied once recorded, but a command is decided
		// after those before it: Apply shares the state's games, so a
		// refused batch of several commands is folded again from scratch.
		var evs, last []arbiter.Event
		for _, c := range cmds {
			st.apply(tb, last)
			var err error
			if last, err = arbiter.Decide(st.state, c, st.deps); err != nil {
				tb.Fatalf("%#v: %v", c, err)
			}
			evs = append(evs, last...)
		}
		if len(evs) == 0 {
			return conflicts
		}
		stream := st.state.StreamFor(evs[0])
		recs := make([]arbiter.Record, len(evs))
		for i, e := range evs {
			var err error
			if recs[i].Type, recs[i].Payload, err = arbiter.Encode(e); err != nil {
				tb.Fatal(err)
			}
		}
		err := st.db.Append(ctx, stream, st.versions[stream], recs...)
		if arbiter.ErrorCode(err) == arbiter.EConflict {
			if len(cmds) > 1 {
				st.state, st.versions = arbiter.State{}, map[string]int{}
			}
			continue
		}
		if err != nil {
			tb.Fatal(err)
		}
		st.apply(tb, last)
		st.versions[stream] += len(recs)
		return conflicts
	}
}

// TestStations_Slips has 4 stations enter 500 slips each into one round
// of one tournament at once, every station with its own connections: every
// slip is recorded once, none lost to a race, and the chain verifies.
func TestStations_Slips(t *testing.T) {
	const stations, each = 4, 500
	ctx := context.Background()
	url := pgtest.URL(t)
	d := deps(t)
	open := func() *station {
		return &station{db: openAt(t, url), deps: d, versions: map[string]int{}}
	}
	head := open()
	head.do(t, ctx, arbiter.CreateTournament{Name: "Simultan", RuleSet: "ro"})
	var room []arbiter.Command
	for table := 1; table <= stations*each; table++ {
		room = append(room, arbiter.RegisterPlayer{Table: table, Name: "P" + strconv.Itoa(table)})
	}
	head.do(t, ctx, room...)
	head.do(t, ctx, arbiter.StartGame{Seed: 1})
	head.do(t, ctx, arbiter.DrawRack{Letters: "COLUMNA"})
	head.do(t, ctx, arbiter.ChooseTop{})
	top := head.state.CurrentGame().Current().Top.Move
	pos := head.state.RuleSet.FormatPosition(top.Pos)

	var wg sync.WaitGroup
	conflicts := make([]int, stations)
	for s := range stations {
		st := open()
		wg.Go(func() {
			for i := 1; i <= each; i++ {
				conflicts[s] += st.do(t, ctx, arbiter.EnterSlip{Table: s*each + i,
					Position: pos, Word: top.Word, Score: strconv.Itoa(top.Score)})
			}
		})
	}
	wg.Wait()

	recs, err := head.db.Load(ctx, arbiter.GameStream(1))
	if err != nil {
		t.Fatal(err)
	}
	tables := map[int]int{}
	for _, r := range recs[3:] { // game_started, rack_drawn, top_chosen
		e, err := arbiter.Decode(r.Type, r.Payload)
		if err != nil {
			t.Fatal(err)
		}
		slip, ok := e.(arbiter.SlipRecorded)
		if !ok {
			t.Fatalf("%s #%d is a %s, want slip_recorded", r.Stream, r.Seq, r.Type)
		}
		tables[slip.Table]++
	}
	for table := 1; table <= stations*each; table++ {
		if tables[table] != 1 {
			t.Errorf("table %d has %d slips, want 1", table, tables[table])
		}
	}
	if len(tables) != stations*each {
		t.Errorf("slips for %d tables, want %d", len(tables), stations*each)
	}
	if err := head.db.Verify(ctx); err != nil {
		t.Errorf("Verify() = %v", err)
	}
	total := 0
	for _, c := range conflicts {
		total += c
	}
	t.Logf("%d stations × %d slips: %d slips recorded, %d conflicts retried", stations, each, len(tables), total)
}
