package postgres_test

import (
	"context"
	"os"
	"strconv"
	"sync"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/kinds"
	"arbiter/arbiter/referee"
	"arbiter/internal/longtest"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/store/postgres/pgtest"
)

// wordList opens the station tests' word list for the referee service.
func wordList(_ context.Context, _ arbiter.TournamentCreated, rs *scoring.RuleSet) (arbiter.Deps, error) {
	f, err := os.Open("testdata/lexicon.txt")
	if err != nil {
		return arbiter.Deps{}, err
	}
	defer f.Close()
	g, _, err := lexicon.Compile(f, rs)
	if err != nil {
		return arbiter.Deps{}, err
	}
	return kinds.NewDeps(rs, g), nil
}

// TestStations_Slips has 4 referee stations enter 500 slips each (100
// without $ARBITER_LONG_TESTS=1) into one round of one PostgreSQL
// tournament at once, each station a referee service with its own
// connections, directly and through the pooler: every slip is recorded
// once, none lost to a race, and the chain verifies.
func TestStations_Slips(t *testing.T) {
	t.Parallel()
	t.Run("direct", func(t *testing.T) {
		t.Parallel()
		testStations(t, pgtest.URL(t))
	})
	t.Run("pooled", func(t *testing.T) {
		t.Parallel()
		testStations(t, pgtest.Pooled(t, pgtest.URL(t)))
	})
}

func testStations(t *testing.T, url string) {
	const stations = 4
	each := longtest.Size(t, 500, 100)
	ctx := context.Background()
	station := func() *referee.Service {
		svc, err := referee.Open(ctx, openAt(t, url), referee.Options{Deps: wordList, Kinds: kinds.All()})
		if err != nil {
			t.Fatal(err)
		}
		return svc
	}
	head := station()
	run := func(c arbiter.Command) {
		if _, err := head.Run(ctx, c); err != nil {
			t.Fatalf("%#v: %v", c, err)
		}
	}
	run(arbiter.CreateTournament{Name: "Simultan", RuleSet: "ro"})
	var room []arbiter.RegisterPlayer
	for table := 1; table <= stations*each; table++ {
		room = append(room, arbiter.RegisterPlayer{Table: table, Name: "P" + strconv.Itoa(table)})
	}
	if _, err := head.RegisterPlayers(ctx, room); err != nil {
		t.Fatal(err)
	}
	run(duplicate.StartGame{Seed: 1})
	run(duplicate.DrawRack{Letters: "COLUMNA"})
	run(duplicate.ChooseTop{})
	st, err := head.State(ctx)
	if err != nil {
		t.Fatal(err)
	}
	top := st.CurrentGame().Current().Top.Move
	pos := st.RuleSet.FormatPosition(top.Pos)

	var wg sync.WaitGroup
	for s := range stations {
		svc := station()
		wg.Go(func() {
			for i := 1; i <= each; i++ {
				c := duplicate.EnterSlip{Table: s*each + i, Position: pos, Word: top.Word, Score: strconv.Itoa(top.Score)}
				if _, err := svc.Run(ctx, c); err != nil {
					t.Errorf("station %d, table %d: %v", s+1, c.Table, err)
					return
				}
			}
		})
	}
	wg.Wait()

	db := openAt(t, url)
	recs, err := db.Load(ctx, arbiter.GameStream(1))
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
	if err := db.Verify(ctx); err != nil {
		t.Errorf("Verify() = %v", err)
	}
	t.Logf("%d stations × %d slips: %d slips recorded, each once", stations, each, len(tables))
}
