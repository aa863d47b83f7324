package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"arbiter/arbiter"
	"arbiter/scoring/solver"
	"arbiter/store"
	"arbiter/store/backend"
)

// defaultDB is the event store used when neither --db nor $ARBITER_DB names one.
const defaultDB = "arbiter.db"

// addDBFlag adds the --db flag to cmd and its subcommands.
func addDBFlag(cmd *cobra.Command, path *string) {
	cmd.PersistentFlags().StringVar(path, "db", "",
		"the tournament's event store `FILE` (default $ARBITER_DB, else ./"+defaultDB+")")
}

// groupCmd returns the command use grouping subs, each of which takes
// --db (bound to db).
func groupCmd(use, short, example string, db *string, subs ...*cobra.Command) *cobra.Command {
	cmd := &cobra.Command{Use: use, Short: short, Example: example, Args: cobra.NoArgs}
	for _, sub := range subs {
		addDBFlag(sub, db)
	}
	cmd.AddCommand(subs...)
	return cmd
}

// storePath returns the event store to use: flag, else $ARBITER_DB, else ./arbiter.db.
func storePath(f *Factory, flag string) string {
	if flag != "" {
		return flag
	}
	if env := f.Getenv("ARBITER_DB"); env != "" {
		return env
	}
	return defaultDB
}

// openStore opens the event store at path. Unless create is set the file
// must exist: every command but `new` works on a tournament already created.
func openStore(ctx context.Context, path string, create bool) (*store.DB, error) {
	if err := checkStorePath(path, create); err != nil {
		return nil, err
	}
	db, err := store.Open(ctx, path)
	if err != nil {
		return nil, &storageError{err}
	}
	return db, nil
}

// openReading opens the existing event store at path for a command that
// only reads it: read-only, so that a copy on read-only media or in a
// directory the referee may not write is read all the same.
func openReading(ctx context.Context, path string) (*store.DB, error) {
	if err := checkStorePath(path, false); err != nil {
		return nil, err
	}
	db, err := store.OpenReadOnly(ctx, path)
	if err != nil {
		return nil, &storageError{err}
	}
	return db, nil
}

// openBackend opens the event store db names, a SQLite file or a
// PostgreSQL database (see backend.IsPostgres). Unless create is set a
// SQLite file must exist.
func openBackend(ctx context.Context, db string, create bool) (backend.Store, error) {
	if !backend.IsPostgres(db) {
		if err := checkStorePath(db, create); err != nil {
			return nil, err
		}
	}
	s, err := backend.Open(ctx, db)
	if err != nil {
		return nil, &storageError{err}
	}
	return s, nil
}

// checkStorePath refuses a --db that is not a file SQLite keeps the
// tournament in (":memory:", a "file:" URI: both would lose it or put it
// elsewhere) and, unless create is set, one that does not exist.
func checkStorePath(path string, create bool) error {
	if path == ":memory:" || strings.HasPrefix(path, "file:") {
		return usageErrorf("--db %s: name the database file (a path like cupa.db): %q would not keep the tournament in a file", path, path)
	}
	if !create {
		if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
			return usageErrorf("no tournament in %s: create one with `arbiter new NAME --rules ro`, or name the database with --db or $ARBITER_DB", path)
		}
	}
	return nil
}

// damaged is the storage error for err, met reading or writing the store at
// path; a damaged file (SQLite's SQLITE_CORRUPT) is said so, with what to
// do, as when it is found on opening.
func damaged(path string, err error) error {
	if se, ok := errors.AsType[*sqlite.Error](err); ok && se.Code()&0xff == sqlite3.SQLITE_CORRUPT {
		return &storageError{fmt.Errorf("%s: the database file is damaged: restore it from a backup (%w)", path, err)}
	}
	return &storageError{err}
}

// referee is a tournament opened for a command: its event store, the state
// folded from every stream, and what the command decided but has not
// recorded yet.
type referee struct {
	f     *Factory
	db    *store.DB
	state arbiter.State
	// versions is each stream's last recorded sequence number.
	versions map[string]int
	// pending are the events decided and applied to state but not recorded;
	// batch numbers the transactions they go in (see cut).
	pending []pendingEvent
	batch   int
	// deps are the lexicon and the move generator, opened on first use.
	deps *arbiter.Deps
}

// pendingEvent is a decided event, the stream it goes to and the
// transaction it is recorded in.
type pendingEvent struct {
	stream string
	batch  int
	event  arbiter.Event
}

// cut ends a transaction: the events decided from now on are recorded in
// another one.
func (r *referee) cut() { r.batch++ }

// openReferee opens the event store at path and folds the tournament it
// holds. The caller closes it with close.
func openReferee(ctx context.Context, f *Factory, path string, create bool) (*referee, error) {
	db, err := openStore(ctx, path, create)
	if err != nil {
		return nil, err
	}
	return foldReferee(ctx, f, db)
}

// foldReferee folds the tournament db holds; on an error it closes db.
func foldReferee(ctx context.Context, f *Factory, db *store.DB) (*referee, error) {
	r := &referee{f: f, db: db}
	if err := r.load(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return r, nil
}

// close closes the event store.
func (r *referee) close() error { return r.db.Close() }

// load reads and folds every stream: the tournament's, then each game's in order.
func (r *referee) load(ctx context.Context) error {
	logs, err := loadLog(ctx, r.db)
	if err != nil {
		return err
	}
	r.versions = map[string]int{arbiter.TournamentStream: len(logs.tournament)}
	for i, recs := range logs.games {
		r.versions[arbiter.GameStream(i+1)] = len(recs)
	}
	r.state, err = logs.replay()
	r.pending = nil
	return err
}

// eventLog is the records of a store, stream by stream.
type eventLog struct {
	tournament []arbiter.Record
	games      [][]arbiter.Record // games[i] is the stream of game i+1
}

// loadLog reads every stream of db. A stream that is neither the
// tournament's nor a game's in sequence (game-1, game-2, …) is a storage
// error.
func loadLog(ctx context.Context, db *store.DB) (eventLog, error) {
	var l eventLog
	streams, err := db.Streams(ctx)
	if err != nil {
		return l, damaged(db.Path(), err)
	}
	present := map[string]bool{}
	for _, s := range streams {
		present[s] = true
	}
	if l.tournament, err = db.Load(ctx, arbiter.TournamentStream); err != nil {
		return l, damaged(db.Path(), err)
	}
	delete(present, arbiter.TournamentStream)
	for n := 1; present[arbiter.GameStream(n)]; n++ {
		recs, err := db.Load(ctx, arbiter.GameStream(n))
		if err != nil {
			return l, damaged(db.Path(), err)
		}
		l.games = append(l.games, recs)
		delete(present, arbiter.GameStream(n))
	}
	for _, s := range streams {
		if present[s] {
			return l, &storageError{fmt.Errorf("%s holds a stream %q that is not the tournament's or a game's in sequence", db.Path(), s)}
		}
	}
	return l, nil
}

// events returns the decoded events of the log, stream by stream, or an
// error naming the first record that cannot be read.
func (l eventLog) events() (tournament []arbiter.Event, games [][]arbiter.Event, err error) {
	if tournament, err = arbiter.DecodeRecords(l.tournament); err != nil {
		return nil, nil, err
	}
	for _, recs := range l.games {
		evs, err := arbiter.DecodeRecords(recs)
		if err != nil {
			return nil, nil, err
		}
		games = append(games, evs)
	}
	return tournament, games, nil
}

// replay folds the log. A log that cannot be read or folded is a storage
// error: the events were written by this program, so something changed them.
func (l eventLog) replay() (arbiter.State, error) {
	t, g, err := l.events()
	if err == nil {
		var s arbiter.State
		if s, err = arbiter.ReplayTournament(t, g); err == nil {
			return s, nil
		}
	}
	return arbiter.State{}, &storageError{fmt.Errorf("the event log does not fold: %w (run `arbiter verify`)", err)}
}

// records returns every record, the tournament's first, then each game's.
func (l eventLog) records() []arbiter.Record {
	all := append([]arbiter.Record(nil), l.tournament...)
	for _, g := range l.games {
		all = append(all, g...)
	}
	return all
}

// decide decides c against the tournament as it stands (pending events
// included) and applies the events it yields to the state, to be recorded
// by commit. A refusal changes nothing.
func (r *referee) decide(c arbiter.Command, deps arbiter.Deps) ([]arbiter.Event, error) {
	evs, err := arbiter.Decide(r.state, c, deps)
	if err != nil {
		if e, ok := errors.AsType[*arbiter.Error](err); ok && e.Code == arbiter.ENotFound && r.state.CurrentGame() == nil {
			// Every game command needs a game: say how to start one.
			return nil, fmt.Errorf("%w: start one with `arbiter game start`", err)
		}
		return nil, err
	}
	for _, e := range evs {
		stream := r.state.StreamFor(e)
		next, err := arbiter.Apply(r.state, e)
		if err != nil {
			return nil, fmt.Errorf("apply %T: %w", e, err)
		}
		r.state = next
		r.pending = append(r.pending, pendingEvent{stream, r.batch, e})
	}
	return evs, nil
}

// commit records the pending events: those of one stream and batch in one
// transaction, at the version the stream had when loaded. When another
// command recorded events meanwhile, that transaction writes nothing and the
// error says to run the command again.
func (r *referee) commit(ctx context.Context) error {
	now := r.f.Now()
	for len(r.pending) > 0 {
		stream, batch := r.pending[0].stream, r.pending[0].batch
		var recs []arbiter.Record
		n := 0
		for ; n < len(r.pending) && r.pending[n].stream == stream && r.pending[n].batch == batch; n++ {
			typ, payload, err := arbiter.Encode(r.pending[n].event)
			if err != nil {
				return err
			}
			recs = append(recs, arbiter.Record{Type: typ, Payload: payload, Time: now})
		}
		err := r.db.Append(ctx, stream, r.versions[stream], recs...)
		if arbiter.ErrorCode(err) == arbiter.EConflict {
			return &storageError{&raceError{path: r.db.Path(), err: err}}
		}
		if err != nil {
			return damaged(r.db.Path(), err)
		}
		r.versions[stream] += len(recs)
		r.pending = r.pending[n:]
	}
	return nil
}

// raceError is a transaction refused because another command recorded
// events in the same stream after this one read it.
type raceError struct {
	path string
	err  error
}

func (e *raceError) Error() string {
	return fmt.Sprintf("%s changed while this command ran (another arbiter command at the same time?): nothing recorded, run it again", e.path)
}

func (e *raceError) Unwrap() error { return e.err }

// raceRetries is how many times rec decides again after losing a race.
const raceRetries = 10

// rec decides c and records its events at once: one referee command, one
// transaction. When another command recorded events in between, it folds
// the log again and decides anew, so that a command typed at the same time
// as another is refused or recorded on what is really there.
func (r *referee) rec(ctx context.Context, c arbiter.Command, deps arbiter.Deps) ([]arbiter.Event, error) {
	for try := 0; ; try++ {
		evs, err := r.decide(c, deps)
		if err != nil {
			return nil, err
		}
		err = r.commit(ctx)
		if err == nil || !errors.As(err, new(*raceError)) || try == raceRetries {
			return evs, err
		}
		if err := r.load(ctx); err != nil {
			return nil, err
		}
	}
}

// moveDeps returns the lexicon and move generator of the tournament: the
// word list recorded when it was created, checked against its fingerprint.
func (r *referee) moveDeps() (arbiter.Deps, error) {
	if r.deps != nil {
		return *r.deps, nil
	}
	path, digest := parseFingerprint(r.state.Tournament.Lexicon)
	g, err := openLexicon(r.f, r.state.RuleSet, path)
	if err != nil {
		return arbiter.Deps{}, err
	}
	if got := fmt.Sprintf("%x", g.Source()); digest != "" && got != digest {
		return arbiter.Deps{}, &refusedError{fmt.Errorf("the word list %s is not the one the tournament was created with (sha256 %s, recorded %s)",
			lexiconName(path), got, digest)}
	}
	gen := solver.New(r.state.RuleSet, g)
	r.deps = &arbiter.Deps{Lexicon: g, Top: gen.Top, Rank: solver.Rank, Exists: gen.Exists}
	return *r.deps, nil
}

// lexiconName is how a lexicon path is shown and recorded: the rule set's
// built-in list for "".
func lexiconName(path string) string {
	if path == "" {
		return "built-in"
	}
	return path
}

// fingerprint is what a tournament records of its word list: where it is
// (an absolute path, or "built-in") and the SHA-256 of its bytes.
func fingerprint(path string, source [32]byte) string {
	return fmt.Sprintf("%s sha256:%x", lexiconName(path), source)
}

// parseFingerprint reads a [fingerprint] back: path "" for the built-in list.
func parseFingerprint(s string) (path, digest string) {
	i := strings.LastIndex(s, " sha256:")
	if i < 0 {
		i = len(s)
	} else {
		digest = s[i+len(" sha256:"):]
	}
	if path = s[:i]; path == "built-in" {
		path = ""
	}
	return path, digest
}

// absPath returns path made absolute, so that a tournament created in one
// directory finds its word list from another.
func absPath(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		return abs
	}
	return path
}

// parseTable reads a table number (1, 2, …).
func parseTable(s string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 1 {
		return 0, usageErrorf("table %q is not a table number (1, 2, …)", s)
	}
	return n, nil
}

// report prints one line per event recorded, as `arbiter log` says it.
func (r *referee) report(evs []arbiter.Event) {
	for _, e := range evs {
		fmt.Fprintln(r.f.IO.Out, describe(r.state.RuleSet, e))
	}
}
