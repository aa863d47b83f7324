package referee_test

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/referee"
	"arbiter/arbiter/snapshot"
	"arbiter/store"
)

// openFile opens a SQLite store in the test's directory.
func openFile(tb testing.TB) (*store.DB, string) {
	tb.Helper()
	path := filepath.Join(tb.TempDir(), "arbiter.db")
	db, err := store.Open(context.Background(), path)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	return db, path
}

// randomSlip is a slip of table in round 1 (H8 COLUMNA is worth 78): the
// top, a wrong score, a missing score or no slip.
func randomSlip(rng *rand.Rand, table int) duplicate.EnterSlip {
	s := duplicate.EnterSlip{Table: table, Position: "H8", Word: "COLUMNA", Score: "78"}
	switch rng.IntN(4) {
	case 1:
		s.Score = strconv.Itoa(rng.IntN(100))
	case 2:
		s.Score = ""
	case 3:
		s = duplicate.EnterSlip{Table: table, None: true}
	}
	return s
}

// fromStart folds the store's whole log, ignoring its snapshot.
func fromStart(tb testing.TB, st arbiter.Store) *referee.Service {
	tb.Helper()
	opts := options(tb)
	opts.FromStart = true
	svc, err := referee.Open(context.Background(), st, opts)
	if err != nil {
		tb.Fatal(err)
	}
	return svc
}

// sameFold fails unless a and b folded the same log to the same state,
// deeply (a game of a kind of its own as its snapshot writes it: read from
// one, its state is kept as JSON until its kind reads it) and in
// byte-identical standings.
func sameFold(tb testing.TB, a, b *referee.Service) {
	tb.Helper()
	if a.Version() != b.Version() {
		tb.Fatalf("versions %d and %d", a.Version(), b.Version())
	}
	sa, sb := stateOf(tb, a), stateOf(tb, b)
	ea, erra := snapshot.Encode(sa)
	eb, errb := snapshot.Encode(sb)
	if erra != nil || errb != nil || !bytes.Equal(ea, eb) {
		tb.Fatalf("the states differ (%v, %v)", erra, errb)
	}
	sa.Games, sb.Games = slices.Clone(sa.Games), slices.Clone(sb.Games)
	for i := range sa.Games {
		sa.Games[i].Play, sb.Games[i].Play = nil, nil
	}
	if !reflect.DeepEqual(sa, sb) {
		tb.Fatal("the states differ")
	}
	ra, err := a.Ranking(tb.Context(), 0, arbiter.ByTotal)
	if err != nil {
		tb.Fatal(err)
	}
	rb, _ := b.Ranking(tb.Context(), 0, arbiter.ByTotal)
	if diff := cmp.Diff(ra, rb); diff != "" {
		tb.Fatalf("standings differ:\n%s", diff)
	}
}

// TestSnapshot_TailFold records random rooms through the service: the
// round's close saves a snapshot; slips corrected after it are the tail. A
// service opened on the store (snapshot + tail) folds to the same state and
// standings as one folding the whole log, and the snapshot is what it
// starts from (a snapshot saved with another state shows through).
func TestSnapshot_TailFold(t *testing.T) {
	ctx := context.Background()
	for seed := range uint64(8) {
		rng := rand.New(rand.NewPCG(seed, 1))
		db, _ := openFile(t)
		w := mustOpen(t, db)
		players := 2 + rng.IntN(10)
		roundOne(t, w, players)
		for range rng.IntN(3 * players) {
			mustRun(t, w, randomSlip(rng, 1+rng.IntN(players)))
		}
		mustRun(t, w, arbiter.CloseRound{})
		snap, ok, err := db.LatestSnapshot(ctx)
		if err != nil || !ok {
			t.Fatalf("seed %d: no snapshot after the round closed: %v", seed, err)
		}
		if int(w.Version()) != snap.Versions["tournament"]+snap.Versions["game-1"] {
			t.Fatalf("seed %d: the snapshot covers %v of %d events", seed, snap.Versions, w.Version())
		}
		for range rng.IntN(2 * players) {
			s := randomSlip(rng, 1+rng.IntN(players))
			s.Round = 1
			mustRun(t, w, s)
		}
		sameFold(t, mustOpen(t, db), fromStart(t, db))
		sameFold(t, mustOpen(t, db), w)
	}
}

// TestSnapshot_Used: a snapshot saved with a state other than the log's
// (a player renamed) is what a service starts from, and what verify must
// find; one folding from the start does not see it.
func TestSnapshot_Used(t *testing.T) {
	ctx := context.Background()
	db, _ := openFile(t)
	w := mustOpen(t, db)
	roundOne(t, w, 3)
	forged := stateOf(t, w)
	forged.Players[0].Name = "FORGED"
	data, err := snapshot.Encode(forged)
	if err != nil {
		t.Fatal(err)
	}
	snap := map[string]int{"tournament": 4, "game-1": 3}
	if ok, err := db.SaveSnapshot(ctx, snap, data); !ok || err != nil {
		t.Fatalf("SaveSnapshot(%v) = %v, %v", snap, ok, err)
	}
	if st := stateOf(t, mustOpen(t, db)); st.Players[0].Name != "FORGED" {
		t.Errorf("the service did not start from the snapshot: player 1 is %q", st.Players[0].Name)
	}
	if st := stateOf(t, fromStart(t, db)); st.Players[0].Name != "PLAYER 1" {
		t.Errorf("the service folding from the start read the snapshot: player 1 is %q", st.Players[0].Name)
	}
	if ok, err := db.SaveSnapshot(ctx, map[string]int{"tournament": 4, "game-1": 2}, data); ok || err != nil {
		t.Errorf("a snapshot missing the last event was saved: %v, %v", ok, err)
	}
}

// tamper runs query on the store's file, its triggers against updates
// and deletions dropped.
func tamper(tb testing.TB, path, query string) {
	tb.Helper()
	raw, err := sql.Open("sqlite", path)
	if err != nil {
		tb.Fatal(err)
	}
	defer raw.Close()
	for _, q := range []string{`DROP TRIGGER events_no_update`, `DROP TRIGGER snapshots_no_update`,
		`DROP TRIGGER snapshot_lines_no_update`, `DROP TRIGGER snapshot_lines_no_delete`, query} {
		if _, err := raw.Exec(q); err != nil {
			tb.Fatalf("%s: %v", q, err)
		}
	}
}

// TestSnapshot_Ignored: a snapshot changed after it was saved (a line, the
// list of its lines, a line removed), or whose
// last covered event was changed (its hash no longer checks, or it was
// rehashed), is ignored: the service folds the whole log, and the store
// says why; a changed event, the service refuses.
func TestSnapshot_Ignored(t *testing.T) {
	tests := []struct {
		name, query, problem string
	}{
		{"StateChanged", `UPDATE snapshot_lines SET line = replace(line, 'PLAYER 1', 'FORGED 1')`, "it was changed after it was saved"},
		{"LinesChanged", `UPDATE snapshots SET state = 'ab' || substr(state, 3)`, "it was changed after it was saved"},
		{"LineMissing", `DELETE FROM snapshot_lines WHERE rowid = (SELECT MIN(rowid) FROM snapshot_lines)`, "a line of it is missing"},
		{"VersionsChanged", `UPDATE snapshots SET versions = '{"game-1":4,"tournament":5}'`, "it was changed after it was saved"},
		{"CoveredEventChanged", `UPDATE events SET payload = replace(payload, '"round":1', '"round":2') WHERE id = (SELECT event_id FROM snapshots)`, "hash mismatch"},
		{"CoveredEventRehashed", `UPDATE events SET hash = 'ab' || substr(hash, 3) WHERE id = (SELECT event_id FROM snapshots)`, "hash mismatch"},
		{"LaterEventChanged", `UPDATE events SET payload = replace(payload, '"table":2', '"table":3') WHERE id = (SELECT MAX(id) FROM events)`, "hash mismatch"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			db, path := openFile(t)
			w := mustOpen(t, db)
			roundOne(t, w, 3)
			mustRun(t, w, duplicate.EnterSlip{Table: 1, None: true}, arbiter.CloseRound{},
				duplicate.EnterSlip{Round: 1, Table: 2, None: true})
			want := stateOf(t, fromStart(t, db))
			tamper(t, path, tt.query)
			_, ok, err := db.LatestSnapshot(ctx)
			var se *store.SnapshotError
			if ok || !errors.As(err, &se) || !strings.Contains(se.Problem, tt.problem) {
				t.Fatalf("LatestSnapshot() = %v, %v; want a SnapshotError saying %q", ok, err, tt.problem)
			}
			svc, err := referee.Open(ctx, db, options(t))
			if tt.problem == "hash mismatch" {
				// An event was changed: the service, folding the log from
				// the start, checks the whole chain first and refuses it.
				if !errors.Is(err, arbiter.ErrLogChanged) || !strings.Contains(err.Error(), "hash mismatch") {
					t.Errorf("referee.Open on a changed log: %v; want the event named", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := stateOf(t, svc); !reflect.DeepEqual(got, want) {
				p, _ := got.Player(1)
				t.Errorf("the service used the tampered snapshot: player 1 is %q", p.Name)
			}
		})
	}
}

// secondGame records in a new file a tournament of 4 players whose game 1
// has one round of random slips (seed), and game 2 a round closed: a
// snapshot then leaves game 1 encoded. It returns the store and the random
// source, to go on with.
func secondGame(t *testing.T, seed uint64) (*store.DB, *rand.Rand) {
	t.Helper()
	db, _ := openFile(t)
	w := mustOpen(t, db)
	roundOne(t, w, 4)
	rng := rand.New(rand.NewPCG(seed, 1))
	for table := range 4 {
		mustRun(t, w, randomSlip(rng, table+1))
	}
	mustRun(t, w, arbiter.CloseRound{}, arbiter.EndGame{Reason: "test"}, duplicate.StartGame{Seed: 2},
		duplicate.DrawRack{Letters: "ACLMNOU"}, duplicate.ChooseTop{Play: "H8 COLUMNA"}, arbiter.CloseRound{})
	return db, rng
}

// TestSnapshot_EarlierGames: a service started from a snapshot taken in
// game 2 leaves game 1 encoded (it never reads the snapshot whole) for the
// tournament's standings (from the totals it kept),
// ends game 2 and plays a round of game 3, and saves the next
// snapshot reusing game 1's piece: byte for byte the snapshot of the log folded from the
// start. Reading the ranking of the whole tournament decodes game 1: the
// same state and standings as the whole fold.
func TestSnapshot_EarlierGames(t *testing.T) {
	ctx := context.Background()
	db, rng := secondGame(t, 3)
	counted := &snapshotCounter{DB: db}
	r := mustOpen(t, counted)
	undecoded := func(when string) {
		t.Helper()
		if counted.reads > 0 {
			t.Fatalf("game 1 decoded %s: the snapshot read whole %d times", when, counted.reads)
		}
	}
	undecoded("on opening")
	// The tournament's standings add game 1's totals as the snapshot kept
	// them, without decoding it.
	for _, by := range []arbiter.Ranking{arbiter.ByTotal, arbiter.ByTops} {
		got, err := r.Standings(ctx, 0, by)
		if err != nil {
			t.Fatal(err)
		}
		want, err := fromStart(t, db).Standings(ctx, 0, by)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("standings by %s from the kept totals:\n%+v\nwant (%v)\n%+v", by, got, err, want)
		}
	}
	undecoded("for the tournament's standings")
	mustRun(t, r, arbiter.EndGame{Reason: "test"}, duplicate.StartGame{Seed: 3}, duplicate.DrawRack{Letters: "ACLMNOU"},
		duplicate.ChooseTop{Play: "H8 COLUMNA"}, randomSlip(rng, 2), arbiter.CloseRound{})
	snap, ok, err := db.LatestSnapshot(ctx)
	if err != nil || !ok || snap.Versions["game-3"] == 0 {
		t.Fatalf("no snapshot after game 3's round closed: %v", err)
	}
	whole := fromStart(t, db)
	want, err := snapshot.Encode(stateOf(t, whole))
	if err != nil || string(want) != string(snap.State) {
		t.Fatalf("the snapshot saved reusing game 1 differs from the whole fold's (%v)", err)
	}
	sameFold(t, r, whole)

	// A player registered after game 1 has a card in it and enlarges its
	// solo field: its kept totals no longer hold, and the standings decode
	// it.
	counted = &snapshotCounter{DB: db}
	late := mustOpen(t, counted)
	if _, err := late.RegisterPlayers(ctx, []arbiter.RegisterPlayer{{Table: 9, Name: "LATE"}}); err != nil {
		t.Fatal(err)
	}
	got, err := late.Standings(ctx, 0, arbiter.ByTotal)
	if err != nil {
		t.Fatal(err)
	}
	if counted.reads == 0 {
		t.Error("game 1's totals, kept for 4 players, hold for 5")
	}
	if want, err := fromStart(t, db).Standings(ctx, 0, arbiter.ByTotal); err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("standings after a late registration:\n%+v\nwant (%v)\n%+v", got, err, want)
	}
	// The next snapshot keeps game 1's totals for the five players: the
	// snapshot of the log folded from the start, byte for byte.
	late = mustOpen(t, db)
	mustRun(t, late, arbiter.EndGame{Reason: "test"}, duplicate.StartGame{Seed: 4}, duplicate.DrawRack{Letters: "ACLMNOU"}, duplicate.ChooseTop{Play: "H8 COLUMNA"}, arbiter.CloseRound{})
	snap, _, err = db.LatestSnapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if want, err := snapshot.Encode(stateOf(t, fromStart(t, db))); err != nil || string(want) != string(snap.State) {
		t.Errorf("the snapshot after a late registration differs from the whole fold's (%v)", err)
	}
	counted = &snapshotCounter{DB: db}
	if _, err := mustOpen(t, counted).Standings(ctx, 0, arbiter.ByTotal); err != nil || counted.reads > 0 {
		t.Errorf("the snapshot after a late registration kept no totals for the five players (%v)", err)
	}
}

// snapshotCounter counts the reads of its snapshot whole: what decodes the
// games before the current one.
type snapshotCounter struct {
	*store.DB
	reads int
}

// LatestSnapshot counts a read of the snapshot whole and reads it.
func (c *snapshotCounter) LatestSnapshot(ctx context.Context) (arbiter.Snapshot, bool, error) {
	c.reads++
	return c.DB.LatestSnapshot(ctx)
}

// noFullFold is a store that refuses to list its streams: what a service
// does first when it folds the log from the start.
type noFullFold struct{ *store.DB }

func (noFullFold) Streams(context.Context) ([]string, error) {
	return nil, errors.New("the log was folded from the start")
}

// TestSnapshot_EarlierGameRead: a service started from a snapshot, which
// left game 1's rounds unread, reads game 1 from the store's latest
// snapshot, saved since by another service: it holds the same game, so the
// log is not folded from the start, and the rounds read are the whole
// fold's.
func TestSnapshot_EarlierGameRead(t *testing.T) {
	db, _ := secondGame(t, 5)
	r := mustOpen(t, noFullFold{db})
	mustRun(t, mustOpen(t, db), arbiter.EndGame{Reason: "test"}, duplicate.StartGame{Seed: 3},
		duplicate.DrawRack{Letters: "ACLMNOU"}, duplicate.ChooseTop{Play: "H8 COLUMNA"}, arbiter.CloseRound{})
	got, err := r.RoundSummaries(t.Context(), 1)
	if err != nil {
		t.Fatal(err)
	}
	want, err := fromStart(t, db).RoundSummaries(t.Context(), 1)
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("game 1 read from a later snapshot:\n%+v\nwant (%v)\n%+v", got, err, want)
	}
}

// TestSnapshot_LastRoundOnly: a top's choice and a round's close, with what
// a front end shows of them (the top chosen, the room's best, the rule
// set), read of the current game its last round alone (RULES §4.3, §4.4):
// from a snapshot whose round before the last does not decode, the service
// records the top and closes the round without folding the log from the
// start, as it does once a read needs that round.
func TestSnapshot_LastRoundOnly(t *testing.T) {
	ctx := context.Background()
	db, _ := openFile(t)
	w := mustOpen(t, db)
	roundOne(t, w, 3)
	mustRun(t, w, duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"}, arbiter.CloseRound{}, duplicate.DrawRack{Letters: "AHLMUVX"})
	counted, svc := openRoundOneBroken(t, db, w, 2)
	mustRun(t, svc, duplicate.ChooseTop{Play: "I7 VAH"})
	top := svc.Current().Top
	ok := top != nil
	line := ""
	if ok {
		line = referee.TopLine(svc.RuleSet(), *top)
	}
	mustRun(t, svc, arbiter.CloseRound{})
	closing, err := svc.Closing(ctx, 2)
	if want := "round 2 top: I7 VAH, 60 points (referee's choice: typed by the referee)"; !ok || line != want || err != nil || closing.Best == nil || closing.Best.TopScore != 60 || len(closing.Missing) != 3 {
		t.Errorf("the top chosen: %s (%v), want %s; the close %+v (%v), want the top 60, 3 slips missing", line, ok, want, closing, err)
	}
	if folds := counted.folds; folds != 0 {
		t.Errorf("choosing the top or closing the round read round 1: the log was folded from the start %d times", folds)
	}
	if r1, err := svc.RoundSummary(ctx, 0, 1); err != nil || r1.TopScore != 78 || counted.folds != 1 {
		t.Errorf("round 1 read: top %d (%v), want 78, read by folding the log from the start (%d times, want 1)", r1.TopScore, err, counted.folds)
	}
}

// TestSnapshot_OneRoundRead: late in a game, the standings (RULES §6) are
// ranked from the tallies of the rounds the snapshot left unread, and a
// slip for an earlier round (RULES §5) reads that round alone: from a
// snapshot whose first round's slips do not decode (its tally does), the
// service ranks the players and records a slip for round 2 without
// folding the log from the start, with the standings and round's best of
// a service that folded it, as it folds it once a read needs round 1.
func TestSnapshot_OneRoundRead(t *testing.T) {
	ctx := t.Context()
	db, _ := openFile(t)
	w := mustOpen(t, db)
	roundOne(t, w, 3)
	mustRun(t, w, duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"},
		duplicate.EnterSlip{Table: 2, Position: "H8", Word: "COLUMNA", Score: "77"}, arbiter.CloseRound{},
		duplicate.DrawRack{Letters: "AHLMUVX"}, duplicate.ChooseTop{Play: "I7 VAH"},
		duplicate.EnterSlip{Table: 3, Position: "I7", Word: "VAH", Score: "60"}, arbiter.CloseRound{}, duplicate.DrawRack{})
	counted, svc := openRoundOneBroken(t, db, w, 3)
	same := func(what string, got, want any, gerr, werr error) {
		t.Helper()
		if gerr != nil || werr != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("%s from the snapshot (%v), folded from the start (%v):\n%s", what, gerr, werr, cmp.Diff(want, got))
		}
	}
	got, gerr := svc.Standings(ctx, 0, arbiter.ByTotal)
	want, werr := fromStart(t, db).Standings(ctx, 0, arbiter.ByTotal)
	same("the standings", got, want, gerr, werr)
	late := duplicate.EnterSlip{Round: 2, Table: 2, Position: "I7", Word: "VAH", Score: "60"}
	mustRun(t, svc, late)
	r2, gerr := svc.Closing(ctx, 2)
	w2, werr := fromStart(t, db).Closing(ctx, 2)
	same("round 2's best after a slip for it", r2, w2, gerr, werr)
	got, gerr = svc.Standings(ctx, 0, arbiter.ByTotal)
	want, werr = fromStart(t, db).Standings(ctx, 0, arbiter.ByTotal)
	same("the standings after it", got, want, gerr, werr)
	if got.Rows[0].Table != 2 || got.Rows[0].Total != 138 { // 78 + 60: a wrong score costs a warning, not points
		t.Errorf("the standings after the slip lead with table %d on %d, want table 2 on 138", got.Rows[0].Table, got.Rows[0].Total)
	}
	if counted.folds != 0 {
		t.Errorf("the standings and a slip for round 2 read round 1: the log was folded from the start %d times", counted.folds)
	}
	if r1, err := svc.RoundSummary(ctx, 0, 1); err != nil || r1.TopScore != 78 || counted.folds != 1 {
		t.Errorf("round 1 read: top %d (%v), want 78, read by folding the log from the start (%d times, want 1)", r1.TopScore, err, counted.folds)
	}
}

// openRoundOneBroken saves as db's snapshot that of w's state, a game of
// rounds rounds, with the line of round 1's slips one that does not
// decode (its tally, which the standings read, does), and opens a service
// on db from it, counting its folds from the start.
func openRoundOneBroken(t *testing.T, db *store.DB, w *referee.Service, rounds int) (*foldCounter, *referee.Service) {
	t.Helper()
	ctx := t.Context()
	data, err := snapshot.Encode(stateOf(t, w))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	first := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, `{"game":`) }) + 1
	if first == 0 || first+2*rounds != len(lines) {
		t.Fatalf("the snapshot holds no game of %d rounds (two lines each), its rounds last:\n%s", rounds, data)
	}
	lines[first+1] = "round 1's slips do not decode"
	game, err := db.Load(ctx, arbiter.GameStream(1))
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := db.SaveSnapshot(ctx, map[string]int{"tournament": 4, arbiter.GameStream(1): len(game)}, []byte(strings.Join(lines, "\n"))); !ok || err != nil {
		t.Fatalf("SaveSnapshot: %v, %v", ok, err)
	}
	counted := &foldCounter{DB: db}
	svc, err := referee.Open(ctx, counted, options(t))
	if err != nil {
		t.Fatal(err)
	}
	return counted, svc
}

// foldCounter counts the folds of its log from the start: the service
// checks the whole hash chain before each.
type foldCounter struct {
	*store.DB
	folds int
}

// Verify counts a fold from the start and checks the chain.
func (c *foldCounter) Verify(ctx context.Context) error {
	c.folds++
	return c.DB.Verify(ctx)
}

// TestRun_LogChangedWhileOpen: a service that stays open (a web room's)
// and finds, recording a command, an event changed since it read the log
// records nothing: the command and every later one are refused, naming
// the event, and the chain ends where it did.
func TestRun_LogChangedWhileOpen(t *testing.T) {
	ctx := context.Background()
	db, path := openFile(t)
	svc := mustOpen(t, db)
	roundOne(t, svc, 3)
	mustRun(t, svc, duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"})
	before, _, err := db.Last(ctx)
	if err != nil {
		t.Fatal(err)
	}
	tamper(t, path, `UPDATE events SET payload = replace(payload, '"credited":78', '"credited":780') WHERE id = (SELECT MAX(id) FROM events)`)
	for _, c := range []arbiter.Command{duplicate.EnterSlip{Table: 2, None: true}, arbiter.CloseRound{}} {
		_, err := svc.Run(ctx, c)
		if !errors.Is(err, arbiter.ErrLogChanged) || arbiter.ErrorCode(err) != arbiter.EStorage || !strings.Contains(err.Error(), "event game-1 #4 (slip_recorded): hash mismatch") {
			t.Errorf("%T after an event was changed: %v; want a storage error naming the event", c, err)
		}
	}
	if after, _, err := db.Last(ctx); err != nil || after.Hash != before.Hash {
		t.Errorf("the chain ended on %s, now on %s (%v): the service recorded after the changed event", before.Hash, after.Hash, err)
	}
}
