package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/kinds"
	"arbiter/arbiter/referee"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/lexicon/cache"
	"arbiter/store"
)

// testLexicon is the word list of the referee tests: the words of 2 to 5
// letters of the ro list (testdata/NOTICE-ro-short).
var testLexicon = filepath.Join("testdata", "ro-short.txt.gz")

// room is a tournament that tests drive through the command line: in a
// database file in a temporary directory, named by $ARBITER_DB, or in
// memory.
type room struct {
	tb testing.TB
	db string
	// mem, when set, holds the tournament instead of a file: the commands
	// run on it through their Factory ([room.factory]).
	mem *store.Memory
}

// newRoom returns an empty room on a database file. The test word list is
// compiled into the run's cache first, so that commands only load it (and
// print nothing about compiling it).
func newRoom(tb testing.TB) *room {
	tb.Helper()
	dir := tb.TempDir()
	r := &room{tb: tb, db: filepath.Join(dir, "arbiter.db")}
	tb.Setenv("ARBITER_DB", r.db)
	tb.Setenv("ARBITER_CACHE", testCache)
	rs, _ := loadRuleSet("ro")
	f := &Factory{IO: &IOStreams{Out: io.Discard, ErrOut: io.Discard}, Now: time.Now, Getenv: os.Getenv}
	if _, err := openLexicon(f, rs, absPath(testLexicon)); err != nil {
		tb.Fatal(err)
	}
	return r
}

// newMemoryRoom returns an empty room in memory ([store.NewMemory]): no
// file, no environment, and word lists compiled in memory, never cached
// ([compileInMemory]).
func newMemoryRoom(tb testing.TB) *room {
	return &room{tb: tb, mem: store.NewMemory()}
}

// factory returns the Factory of a command run on the room's memory store
// with streams io: a reading command checks the hash chain first, as on a
// file; --db is refused (it would name another tournament).
func (r *room) factory(io *IOStreams) *Factory {
	f := &Factory{IO: io, Now: time.Now, Getenv: func(string) string { return "" }, Lexicon: compileInMemory}
	f.Tournament = func(ctx context.Context, dbFlag string, mode openMode) (*tournament, error) {
		if dbFlag != "" {
			return nil, usageErrorf("--db %s: this tournament is in memory", dbFlag)
		}
		if mode == forReading {
			if err := r.mem.Verify(ctx); err != nil {
				return nil, &storageError{err}
			}
		}
		return serve(ctx, f, memoryStore{r.mem})
	}
	return f
}

// memoryStore is a memory store as a command opens it.
type memoryStore struct{ *store.Memory }

// Name names the store in messages.
func (memoryStore) Name() string { return "memory" }

// Close does nothing: the store lives as long as its room.
func (memoryStore) Close() error { return nil }

// Watch fails: no other station writes to memory.
func (memoryStore) Watch(context.Context) (<-chan struct{}, error) {
	return nil, errors.New("the memory store has no other stations to watch")
}

// compiledInMemory holds the word graphs of [compileInMemory], by rule set
// and SHA-256 of the list.
var compiledInMemory sync.Map

// compileInMemory opens the word graph for rs of the list at path (the
// embedded one for ""), compiled in memory once a run and never cached: a
// graph the run's cache holds already ([warmEmbedded]) is read from it
// instead of compiled again.
func compileInMemory(rs *scoring.RuleSet, path string) (*lexicon.Graph, error) {
	src, err := readSource(rs, path)
	if err != nil {
		return nil, err
	}
	key := fmt.Sprintf("%s %x", rs.Name, src.Sum)
	if g, ok := compiledInMemory.Load(key); ok {
		return g.(*lexicon.Graph), nil
	}
	if data, err := os.ReadFile((&cache.Cache{Dir: testCache}).Path(rs, src.Sum)); err == nil {
		if g, err := lexicon.Read(bytes.NewReader(data)); err == nil && g.Source() == src.Sum {
			compiledInMemory.Store(key, g)
			return g, nil
		}
	}
	g, _, err := (&cache.Cache{}).Open(rs, src)
	if err != nil {
		return nil, &usageError{err}
	}
	compiledInMemory.Store(key, g)
	return g, nil
}

// run runs arbiter with args and stdin; it returns the exit status and
// what the command wrote.
func (r *room) run(stdin string, args ...string) (exitCode, string, string) {
	var out, errOut bytes.Buffer
	streams := &IOStreams{In: strings.NewReader(stdin), Out: &out, ErrOut: &errOut}
	var code exitCode
	if r.mem == nil {
		code = Main(args, streams)
	} else {
		code = guard(&errOut, func() exitCode { return run(r.factory(streams), args) })
	}
	return code, out.String(), errOut.String()
}

// must runs arbiter with args, fails the test unless it succeeds, and
// returns its output.
func (r *room) must(args ...string) string {
	r.tb.Helper()
	code, out, errOut := r.run("", args...)
	if code != exitOK || errOut != "" {
		r.tb.Fatalf("arbiter %s: exit %d, stderr %q", strings.Join(args, " "), code, errOut)
	}
	return out
}

// expect runs arbiter with args and checks its exit status and output exactly.
func (r *room) expect(args []string, wantCode exitCode, wantOut, wantErr string) {
	r.tb.Helper()
	code, out, errOut := r.run("", args...)
	if code != wantCode {
		r.tb.Errorf("arbiter %s: exit %d, want %d (stderr %q)", strings.Join(args, " "), code, wantCode, errOut)
	}
	if diff := cmp.Diff(wantOut, out); diff != "" {
		r.tb.Errorf("arbiter %s stdout (-want +got):\n%s", strings.Join(args, " "), diff)
	}
	if diff := cmp.Diff(wantErr, errOut); diff != "" {
		r.tb.Errorf("arbiter %s stderr (-want +got):\n%s", strings.Join(args, " "), diff)
	}
}

// created returns a room on a database file with the tournament of the
// tests created: rule set ro, the test word list, three players.
func created(tb testing.TB) *room { return createTestTournament(newRoom(tb)) }

// createdInMemory is [created] in memory.
func createdInMemory(tb testing.TB) *room { return createTestTournament(newMemoryRoom(tb)) }

// createTestTournament creates the tournament of [created] in r.
func createTestTournament(r *room) *room {
	r.tb.Helper()
	r.must("new", "Cupa Test", "--rules", "ro", "--lexicon", testLexicon, "--date", "2026-11-29", "--referee", "Ana Pop")
	r.must("player", "add", "1", "POPESCU Ion", "--club", "CS Iași", "--id", "RO-1")
	r.must("player", "add", "2", "ȘERBAN Ana", "--club", "CS Iași")
	r.must("player", "add", "3", "IONESCU Dan")
	return r
}

// playing returns the tournament of [created] with game 1 started (seed 7)
// and the first rack drawn and its top chosen: round 1 is CGINORR, top H4
// IGNOR 28 points.
func playing(tb testing.TB) *room { return startTestGame(created(tb)) }

// playingInMemory is [playing] in memory.
func playingInMemory(tb testing.TB) *room { return startTestGame(createdInMemory(tb)) }

// startTestGame starts game 1 of [playing] in r.
func startTestGame(r *room) *room {
	r.tb.Helper()
	r.must("game", "start", "--seed", "7")
	r.must("rack")
	r.must("top")
	return r
}

// scoredRoom plays two rounds of [playing] with every kind of result:
// a solo, a wrong score, an invalid word, no slip and warnings.
func scoredRoom(tb testing.TB) *room { return scoreTestRounds(playing(tb)) }

// scoredInMemory is [scoredRoom] in memory.
func scoredInMemory(tb testing.TB) *room { return scoreTestRounds(playingInMemory(tb)) }

// scoreTestRounds plays the two rounds of [scoredRoom] in r.
func scoreTestRounds(r *room) *room {
	r.tb.Helper()
	r.must("slip", "1", "H4", "IGNOR", "28")
	r.must("slip", "2", "H8", "IGNOR", "25")
	r.must("slip", "3", "H8", "GROI", "10")
	r.must("warn", "3", "--disciplinary", "--reason", "talking")
	r.must("round", "close")
	r.must("rack")
	r.must("top")
	r.must("slip", "1", "-")
	r.must("slip", "2", "-")
	r.must("slip", "3", "-")
	r.must("round", "close")
	return r
}

// service returns the referee service over the room's database, as read
// now from the first event (its snapshot ignored).
func (r *room) service() *referee.Service {
	r.tb.Helper()
	var st arbiter.Store = r.mem
	if r.mem == nil {
		db, err := store.Open(context.Background(), r.db)
		if err != nil {
			r.tb.Fatal(err)
		}
		defer db.Close()
		st = db
	}
	svc, err := referee.Open(context.Background(), st, referee.Options{FromStart: true, Kinds: kinds.All()})
	if err != nil {
		r.tb.Fatal(err)
	}
	return svc
}

// records returns every record of the room's database, streams in order.
func (r *room) records() []arbiter.Record {
	var recs []arbiter.Record
	entries, err := r.service().Log(context.Background())
	if err != nil {
		r.tb.Fatal(err)
	}
	for _, e := range entries {
		recs = append(recs, e.Record)
	}
	return recs
}

// state returns the tournament as folded from the room's database.
func (r *room) state() *arbiter.State {
	s, err := r.service().State(r.tb.Context())
	if err != nil {
		r.tb.Fatal(err)
	}
	return &s
}

func TestStorePath(t *testing.T) {
	tests := []struct {
		name, flag, env, want string
	}{
		{"Flag", "cupa.db", "env.db", "cupa.db"},
		{"Env", "", "env.db", "env.db"},
		{"Default", "", "", "arbiter.db"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := &Factory{Getenv: func(k string) string {
				if k == "ARBITER_DB" {
					return tt.env
				}
				return ""
			}}
			if got := storePath(f, tt.flag); got != tt.want {
				t.Errorf("storePath(%q) with $ARBITER_DB=%q = %q, want %q", tt.flag, tt.env, got, tt.want)
			}
		})
	}
}

// TestDB_Flag: --db and $ARBITER_DB name the database; a missing one is
// bad usage, a file that is not a database a storage error.
func TestDB_Flag(t *testing.T) {
	r := created(t)
	other := filepath.Join(t.TempDir(), "other.db")
	r.must("new", "Cupa Alta", "--rules", "ro", "--lexicon", testLexicon, "--db", other)
	r.expect([]string{"player", "add", "4", "VLAD Ana", "--db", other}, exitOK, "table 4: VLAD Ana\n", "")
	if got := len(r.state().Players); got != 3 {
		t.Errorf("$ARBITER_DB's tournament has %d players, want 3 (the 4th went to --db)", got)
	}
	missing := filepath.Join(t.TempDir(), "missing.db")
	r.expect([]string{"log", "--db", missing}, exitUsage, "",
		"arbiter: no tournament in "+missing+": create one with `arbiter new NAME --rules ro`, or name the database with --db or $ARBITER_DB\n")
	if _, err := os.Stat(missing); err == nil {
		t.Errorf("log created %s", missing)
	}
	junk := filepath.Join(t.TempDir(), "players.csv")
	if err := os.WriteFile(junk, []byte("table,name\n1,POPESCU Ion\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r.expect([]string{"log", "--db", junk}, exitStorage, "",
		"arbiter: open event store "+junk+": not a SQLite database (wrong file, or its header is damaged)\n")
}

// TestReferee_Race: two commands opened on the same version of the log.
// The one that records second decides again on what the first recorded:
// it is refused on it, or recorded after it.
func TestReferee_Race(t *testing.T) {
	r := created(t)
	ctx := context.Background()
	f := (&Factory{IO: &IOStreams{}, Now: func() time.Time { return time.Unix(0, 0) }, Getenv: os.Getenv}).withDefaults()
	open := func() *tournament {
		tour, err := openTournament(ctx, f, r.db, false)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { tour.close() })
		return tour
	}
	a, c := open(), open()
	if _, err := a.Run(ctx, arbiter.RegisterPlayer{Table: 4, Name: "VLAD Ana"}); err != nil {
		t.Fatal(err)
	}
	_, err := c.Run(ctx, arbiter.RegisterPlayer{Table: 4, Name: "MUNTEANU Ion"})
	if err == nil || err.Error() != "table 4 is already taken by VLAD Ana" || exitCodeFor(err) != exitRefused {
		t.Errorf("command deciding on a stale log: %v (exit %d), want the refusal the recorded log gives", err, exitCodeFor(err))
	}
	if _, err := c.Run(ctx, arbiter.RegisterPlayer{Table: 6, Name: "RADU Mihai"}); err != nil {
		t.Errorf("command after a lost race: %v", err)
	}
	if got := len(r.state().Players); got != 5 {
		t.Errorf("%d players recorded, want 5", got)
	}
}

// TestExitCodeFor_ArbiterCodes: refusals by the rules exit 1, unreadable
// input 2, storage problems 3.
func TestExitCodeFor_ArbiterCodes(t *testing.T) {
	tests := []struct {
		err  error
		want exitCode
	}{
		{arbiter.Errorf(arbiter.ERoundClosed, "round 3 is closed"), exitRefused},
		{arbiter.Errorf(arbiter.ENotFound, "no player at table 9"), exitRefused},
		{arbiter.Errorf(arbiter.EConflict, "table 4 is taken"), exitRefused},
		{arbiter.Errorf(arbiter.EInvalidInput, "position \"Z99\""), exitUsage},
		{&usageError{arbiter.Errorf(arbiter.ENotFound, "x")}, exitUsage},
		{&storageError{arbiter.Errorf(arbiter.EConflict, "game-1 has 3 events, not 2")}, exitStorage},
	}
	for _, tt := range tests {
		if got := exitCodeFor(tt.err); got != tt.want {
			t.Errorf("exitCodeFor(%v) = %d, want %d", tt.err, got, tt.want)
		}
	}
}

// TestRefereeCommands_Examples: every referee command shows an example in
// its help, and each that runs takes --db.
func TestRefereeCommands_Examples(t *testing.T) {
	root := newRootCmd(&Factory{IO: &IOStreams{}, Getenv: os.Getenv})
	var check func(c *cobra.Command)
	check = func(c *cobra.Command) {
		if c.Example == "" {
			t.Errorf("%q has no example", c.CommandPath())
		}
		if c.Runnable() && c.Flag("db") == nil && c.Name() != "prepare" {
			t.Errorf("%q has no --db", c.CommandPath())
		}
		for _, sub := range c.Commands() {
			check(sub)
		}
	}
	for _, noun := range []string{"new", "player", "game", "rack", "top", "slip", "slips", "warn", "round", "standings", "log", "verify"} {
		c, _, err := root.Find([]string{noun})
		if err != nil || c.Name() != noun {
			t.Errorf("no command %q: %v", noun, err)
			continue
		}
		check(c)
	}
}

// TestLoadLog_StrayStream: a stream out of sequence is reported, not ignored.
func TestLoadLog_StrayStream(t *testing.T) {
	r := created(t)
	db, err := store.Open(context.Background(), r.db)
	if err != nil {
		t.Fatal(err)
	}
	err = db.Append(context.Background(), "game-2", 0, arbiter.Record{Type: "game_started", Payload: []byte(`{"game":2}`)})
	db.Close()
	if err != nil {
		t.Fatal(err)
	}
	r.expect([]string{"standings"}, exitStorage, "",
		"arbiter: "+r.db+" holds a stream \"game-2\" that is not the tournament's or a game's in sequence\n")
}

// TestCodeExit_Documented: every code of the exit table is in the
// documented table of error codes with the same exit status.
func TestCodeExit_Documented(t *testing.T) {
	readme, err := os.ReadFile("../../docs/how-the-referee-decides.md")
	if err != nil {
		t.Fatal(err)
	}
	for code, status := range codeExit {
		if row := fmt.Sprintf("| `%s` | %d |", code, status); !strings.Contains(string(readme), row) {
			t.Errorf("the documented error codes lack the row %q", row)
		}
	}
}
