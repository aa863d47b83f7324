package referee_test

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/kinds"
	"arbiter/arbiter/referee"
	"arbiter/scoring"
	"arbiter/store"
)

// at is the fixed clock of the tests.
var at = time.Date(2026, 11, 29, 18, 0, 0, 0, time.UTC)

// words is the word list of the tests: RULES §3's worked examples.
const words = "COLUMNA\nVAH\nCA\nOH\nCOLUMNAȘ\nMAX\nAM\n"

// testKinds is the registry every service of the tests plays with: one
// value, so that the states of two services compare equal.
var testKinds = kinds.All()

// options are the service's options in the tests: a fixed clock, the word
// list above (no move generator: tops are typed) and every kind of game.
func options(tb testing.TB) referee.Options {
	tb.Helper()
	lex, err := scoring.ReadWordList(strings.NewReader(words))
	if err != nil {
		tb.Fatal(err)
	}
	return referee.Options{
		Now:   func() time.Time { return at },
		Kinds: testKinds,
		Deps: func(context.Context, arbiter.TournamentCreated, *scoring.RuleSet) (arbiter.Deps, error) {
			return arbiter.Deps{Lexicon: lex}, nil
		},
	}
}

// stateOf is svc.State, failing tb on an error.
func stateOf(tb testing.TB, svc *referee.Service) arbiter.State {
	tb.Helper()
	st, err := svc.State(tb.Context())
	if err != nil {
		tb.Fatal(err)
	}
	return st
}

func mustOpen(tb testing.TB, st arbiter.Store) *referee.Service {
	tb.Helper()
	svc, err := referee.Open(context.Background(), st, options(tb))
	if err != nil {
		tb.Fatal(err)
	}
	return svc
}

func mustRun(tb testing.TB, svc *referee.Service, cmds ...arbiter.Command) {
	tb.Helper()
	for _, c := range cmds {
		if _, err := svc.Run(context.Background(), c); err != nil {
			tb.Fatalf("Run(%T%+v): %v", c, c, err)
		}
	}
}

// roundOne creates a tournament of players players, starts game 1 and
// opens round 1 on ACLMNOU with the top H8 COLUMNA (78 points).
func roundOne(tb testing.TB, svc *referee.Service, players int) {
	tb.Helper()
	mustRun(tb, svc, arbiter.CreateTournament{Name: "Cupa Țării", RuleSet: "ro"})
	ps := make([]arbiter.RegisterPlayer, players)
	for i := range ps {
		ps[i] = arbiter.RegisterPlayer{Table: i + 1, Name: fmt.Sprintf("PLAYER %d", i+1)}
	}
	if _, err := svc.RegisterPlayers(context.Background(), ps); err != nil {
		tb.Fatal(err)
	}
	mustRun(tb, svc, duplicate.StartGame{Seed: 1}, duplicate.DrawRack{Letters: "ACLMNOU"}, duplicate.ChooseTop{Play: "H8 COLUMNA"})
}

// TestService_Run: a command is decided and recorded; a refusal by the rules
// keeps its code and records nothing.
func TestService_Run(t *testing.T) {
	ctx := context.Background()
	mem := store.NewMemory()
	svc := mustOpen(t, mem)
	roundOne(t, svc, 3)
	evs, err := svc.Run(ctx, duplicate.EnterSlip{Table: 3, Position: "H8", Word: "COLUMNA", Score: "78"})
	if err != nil {
		t.Fatal(err)
	}
	got := svc.Sentence(evs[0])
	if want := "round 1, table 3: slip H8 COLUMNA 78 → valid, 78 points"; got != want {
		t.Errorf("sentence of the slip:\ngot  %s\nwant %s", got, want)
	}
	before := svc.Version()
	_, err = svc.Run(ctx, duplicate.EnterSlip{Table: 9, Position: "H8", Word: "COLUMNA", Score: "78"})
	if code := arbiter.ErrorCode(err); code != arbiter.ENotFound {
		t.Errorf("slip of a table nobody sits at: code %q (%v), want %q", code, err, arbiter.ENotFound)
	}
	if after := svc.Version(); after != before {
		t.Errorf("a refused command moved the log from %d to %d events", before, after)
	}
	if evs, err := svc.Run(ctx, duplicate.EnterSlip{Table: 3, Position: "H8", Word: "COLUMNA", Score: "78"}); err != nil || len(evs) != 0 {
		t.Errorf("the same slip again: %v, %v; want nothing recorded", evs, err)
	}
}

// TestService_Refresh: a service learns what another appended to the store
// by Refresh alone, and decides on it when its own command loses the race.
func TestService_Refresh(t *testing.T) {
	ctx := context.Background()
	mem := store.NewMemory()
	a := mustOpen(t, mem)
	roundOne(t, a, 3)
	b := mustOpen(t, mem)
	v := b.Version()
	mustRun(t, a, duplicate.EnterSlip{Table: 1, None: true})
	if b.Version() != v {
		t.Fatal("Version read the store")
	}
	got, err := b.Refresh(ctx)
	if err != nil || got != v+1 {
		t.Errorf("Refresh() = %d, %v; want %d", got, err, v+1)
	}
	// a records a slip b has not read; b's correction of it is decided on it.
	mustRun(t, a, duplicate.EnterSlip{Table: 2, None: true})
	evs, err := b.Run(ctx, duplicate.EnterSlip{Table: 2, Position: "H8", Word: "COLUMNA", Score: "78"})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := evs[0].(arbiter.SlipCorrected); !ok {
		t.Errorf("b's slip over a's: %T, want a SlipCorrected", evs[0])
	}
}

// TestService_ImportSlips: the last slip of a player and round counts
// (duplicate.Batched), each round is one transaction, a refused slip is named by its place and
// records nothing, and importing again changes nothing.
func TestService_ImportSlips(t *testing.T) {
	ctx := context.Background()
	svc := mustOpen(t, store.NewMemory())
	roundOne(t, svc, 3)
	slips := []duplicate.EnterSlip{
		{Round: 1, Table: 1, Position: "H8", Word: "COLUMNA", Score: "70"},
		{Round: 1, Table: 2, None: true},
		{Round: 1, Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"},
		{Round: 1, Table: 3, Position: "H8", Word: "CULOMNA", Score: "78"},
	}
	got, err := svc.ImportSlips(ctx, duplicate.Batched(slips, nil), false)
	if err != nil {
		t.Fatal(err)
	}
	want := referee.SlipImport{Slips: 3, Rounds: 1, Recorded: 3, Invalid: 2}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ImportSlips() (-want +got):\n%s", diff)
	}
	if got, err = svc.ImportSlips(ctx, duplicate.Batched(slips, nil), false); err != nil || got.Unchanged != 3 || got.Recorded != 0 {
		t.Errorf("importing again: %+v, %v; want 3 unchanged", got, err)
	}
	before := svc.Version()
	_, err = svc.ImportSlips(ctx, duplicate.Batched([]duplicate.EnterSlip{{Round: 1, Table: 2, None: true}, {Round: 1, Table: 7, None: true}}, nil), false)
	ie, ok := err.(*referee.ItemError)
	if !ok || ie.Index != 1 || arbiter.ErrorCode(err) != arbiter.ENotFound {
		t.Errorf("a batch with a slip of table 7: %v, want an ItemError at 1 with code not_found", err)
	}
	if svc.Version() != before {
		t.Error("a refused batch recorded events")
	}
}

// TestService_ImportSlips_NeverReplaces: a file imported again after the
// referee corrected a slip (table 3's to no slip) and withdrew another
// (table 2's) records nothing and names both; the correction and the
// withdrawal stand. With force the file's slips replace them.
func TestService_ImportSlips_NeverReplaces(t *testing.T) {
	ctx := context.Background()
	svc := mustOpen(t, store.NewMemory())
	roundOne(t, svc, 3)
	file := []duplicate.EnterSlip{
		{Round: 1, Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"},
		{Round: 1, Table: 2, Position: "H8", Word: "COLUMNA", Score: "70"},
		{Round: 1, Table: 3, Position: "H8", Word: "COLUMNA", Score: "78"},
	}
	if _, err := svc.ImportSlips(ctx, duplicate.Batched(file, nil), false); err != nil {
		t.Fatal(err)
	}
	mustRun(t, svc, duplicate.EnterSlip{Round: 1, Table: 3, None: true},
		duplicate.WithdrawSlip{Round: 1, Table: 2, Reason: "handed in after Stop"})
	before := svc.Version()
	_, err := svc.ImportSlips(ctx, duplicate.Batched(file, nil), false)
	re, ok := errors.AsType[*referee.ReplaceError](err)
	if !ok || arbiter.ErrorCode(err) != arbiter.EConflict || len(re.Slips) != 2 {
		t.Fatalf("importing again after corrections: %v, want a ReplaceError naming 2 slips with code conflict", err)
	}
	want := `the import would replace 2 recorded slips: round 1, table 2: (withdrawn) by "H8 COLUMNA 70"; round 1, table 3: "-" by "H8 COLUMNA 78"; nothing recorded: import with --force to replace them`
	if err.Error() != want {
		t.Errorf("error:\n%s\nwant\n%s", err, want)
	}
	if svc.Version() != before {
		t.Error("the refused import recorded events")
	}
	got, err := svc.ImportSlips(ctx, duplicate.Batched(file, nil), true)
	if err != nil || got.Corrected != 2 || got.Unchanged != 1 {
		t.Errorf("import --force: %+v, %v; want 2 corrected, 1 unchanged", got, err)
	}
	st := stateOf(t, svc)
	r := st.CurrentGame().Rounds[0]
	if s, ok := r.Slip(3); !ok || s.None {
		t.Errorf("table 3 after import --force: %+v, want the file's slip", s)
	}
}

// TestService_StandingsAfter: the bulletin of a round ranks the players as
// they stood when the round closed.
func TestService_StandingsAfter(t *testing.T) {
	svc := mustOpen(t, store.NewMemory())
	roundOne(t, svc, 2)
	mustRun(t, svc,
		duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"},
		duplicate.EnterSlip{Table: 2, None: true},
		arbiter.CloseRound{},
		duplicate.DrawRack{Letters: "AHLMUVX"},
		duplicate.ChooseTop{Play: "I7 VAH"},
		duplicate.EnterSlip{Table: 2, Position: "I7", Word: "VAH", Score: "60"},
	)
	totals := func(n int) []int {
		st, err := svc.StandingsAfter(t.Context(), 0, n)
		if err != nil {
			t.Fatal(err)
		}
		var out []int
		for _, r := range st.Rows {
			out = append(out, r.Total)
		}
		return out
	}
	// Round 1: table 1 alone on the top, a solo of ⌈2/2⌉ = 1 (RULES §6).
	if diff := cmp.Diff([]int{79, 0}, totals(1)); diff != "" {
		t.Errorf("after round 1 (-want +got):\n%s", diff)
	}
	// Round 2, still open: table 2 alone on the top VAH so far, 60 + 1.
	if diff := cmp.Diff([]int{79, 61}, totals(2)); diff != "" {
		t.Errorf("during round 2 (-want +got):\n%s", diff)
	}
	if _, err := svc.StandingsAfter(t.Context(), 3, 1); arbiter.ErrorCode(err) != arbiter.EInvalidInput {
		t.Errorf("StandingsAfter of game 3: %v, want invalid_input", err)
	}
	// Round 1's top found invalid later: the bulletin of round 1 ranks its
	// final state, COLUMNA annulled (RULES §4.5) and no solo.
	mustRun(t, svc, duplicate.InvalidateTop{Round: 1, Reason: "COLUMNA is not in the federation's list"})
	if diff := cmp.Diff([]int{0, 0}, totals(1)); diff != "" {
		t.Errorf("after round 1, its top invalid (-want +got):\n%s", diff)
	}
}

// TestService_ConcurrentSlips: two writers enter 400 slips each, one slip a
// transaction, into one tournament at the same time; every slip is recorded
// exactly once. On SQLite the writers are two services on one file (as two
// processes are); in memory they are two goroutines sharing one service.
func TestService_ConcurrentSlips(t *testing.T) {
	const each = 400
	run := func(t *testing.T, writers [2]*referee.Service) {
		var wg sync.WaitGroup
		errs := make(chan error, 2)
		for w, svc := range writers {
			wg.Go(func() {
				for i := range each {
					table := w*each + i + 1
					if _, err := svc.Run(context.Background(), duplicate.EnterSlip{Table: table, Position: "H8", Word: "COLUMNA", Score: "78"}); err != nil {
						errs <- fmt.Errorf("table %d: %w", table, err)
						return
					}
				}
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		if _, err := writers[0].Refresh(context.Background()); err != nil {
			t.Fatal(err)
		}
		recorded := map[int]int{}
		entries, err := writers[0].Log(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			switch e := e.Event.(type) {
			case arbiter.SlipRecorded:
				recorded[e.Table]++
			case arbiter.SlipCorrected:
				t.Errorf("table %d: a slip corrected, want each recorded once", e.Table)
			}
		}
		for table := 1; table <= 2*each; table++ {
			if recorded[table] != 1 {
				t.Errorf("table %d: slip recorded %d times, want once", table, recorded[table])
			}
		}
	}
	t.Run("SQLite", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "t.db")
		var writers [2]*referee.Service
		for i := range writers {
			db, err := store.Open(context.Background(), path)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { db.Close() })
			if i == 0 {
				roundOne(t, mustOpen(t, db), 2*each)
			}
			writers[i] = mustOpen(t, db)
		}
		run(t, writers)
	})
	t.Run("SharedService", func(t *testing.T) {
		svc := mustOpen(t, store.NewMemory())
		roundOne(t, svc, 2*each)
		run(t, [2]*referee.Service{svc, svc})
	})
}

// TestService_RetryBoundedByTime: a command that keeps losing its race
// gives up once RetryFor has passed, with code storage, nothing recorded.
func TestService_RetryBoundedByTime(t *testing.T) {
	mem := store.NewMemory()
	opts := options(t)
	opts.RetryFor = 50 * time.Millisecond
	svc, err := referee.Open(context.Background(), &racingStore{Memory: mem}, opts)
	if err != nil {
		t.Fatal(err)
	}
	_, err = svc.Run(context.Background(), arbiter.CreateTournament{Name: "Cupa", RuleSet: "ro"})
	if code := arbiter.ErrorCode(err); code != arbiter.EStorage || !strings.Contains(err.Error(), "nothing recorded, run it again") {
		t.Errorf("Run against a store that always moves on: %v (code %q), want a storage error saying to run it again", err, code)
	}
}

// racingStore is a store whose every append is beaten by another writer.
type racingStore struct{ *store.Memory }

func (s *racingStore) Append(ctx context.Context, stream string, version int, recs ...arbiter.Record) error {
	return arbiter.Errorf(arbiter.EConflict, "%s moved on", stream)
}

// TestService_Reads: the sheets' data read from one played round, and the
// errors naming what is missing.
func TestService_Reads(t *testing.T) {
	ctx := context.Background()
	svc := mustOpen(t, store.NewMemory())
	roundOne(t, svc, 2)
	mustRun(t, svc,
		duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"},
		duplicate.EnterSlip{Table: 2, Position: "H4", Word: "COLUMNA", Score: "70"},
		arbiter.CloseRound{},
		duplicate.DrawRack{Letters: "AHLMUVX"},
	)
	g, err := svc.Game(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range g.Rounds {
		top := ""
		if r.Top != nil {
			top = r.Top.Move.Word
		}
		got = append(got, fmt.Sprintf("%d %s %s", r.Number, r.New, top))
	}
	if diff := cmp.Diff([]string{"1 ACLMNOU COLUMNA", "2 AHLMUVX "}, got); diff != "" {
		t.Errorf("Game's rounds (-want +got):\n%s", diff)
	}
	_, cards, _, err := svc.PlayerCards(ctx, 0, 2)
	if err != nil {
		t.Fatal(err)
	}
	// H4 COLUMNA is legal and scores 72 (RULES §3), not the 70 written.
	if c := cards[0]; c.Player.Name != "PLAYER 2" || c.Total != 72 || len(c.Rounds) != 2 || c.Rounds[0].Score != 72 {
		t.Errorf("card of table 2: %+v, want PLAYER 2 with 72 in round 1", c)
	}
	if _, err := svc.RoundRecord(ctx, 0, 2); arbiter.ErrorCode(err) != arbiter.EInvalidInput || err.Error() != "round 2 has no top yet: choose it with `arbiter top`" {
		t.Errorf("RoundRecord of a round without a top: %v", err)
	}
	if _, err := svc.Ranking(ctx, 2, arbiter.ByTotal); err == nil || err.Error() != "no game 2: the tournament has 1 game(s)" {
		t.Errorf("Ranking of game 2: %v", err)
	}
	entries, err := svc.Log(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if n := len(entries); n != int(svc.Version()) {
		t.Errorf("Log() has %d entries, Version() %d", n, svc.Version())
	}
	last := entries[len(entries)-1]
	if last.Stream != "game-1" || last.Type != "rack_drawn" || last.Sentence != "round 2: AHLMUVX, drawn by hand" {
		t.Errorf("last entry: %s #%d %s %q", last.Stream, last.Seq, last.Type, last.Sentence)
	}
	reg, err := svc.RegisterPlayers(ctx, []arbiter.RegisterPlayer{{Table: 1, Name: "PLAYER 1"}, {Table: 3, Name: "NEW"}, {Table: 2, Name: "OTHER"}})
	if ie, ok := err.(*referee.ItemError); !ok || ie.Index != 2 || arbiter.ErrorCode(err) != arbiter.EConflict {
		t.Errorf("registering over table 2: %+v, %v; want an ItemError at 2 with code conflict", reg, err)
	}
	if reg, err = svc.RegisterPlayers(ctx, []arbiter.RegisterPlayer{{Table: 1, Name: "PLAYER 1"}, {Table: 3, Name: "NEW"}}); err != nil || reg.Unchanged != 1 || len(reg.Registered) != 1 || reg.Players != 3 {
		t.Errorf("RegisterPlayers() = %+v, %v; want 1 unchanged, 1 registered, 3 players", reg, err)
	}
}
