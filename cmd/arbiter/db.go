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

	"arbiter/arbiter"
	"arbiter/arbiter/kinds"
	"arbiter/arbiter/referee"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/lexicon/cache"
	"arbiter/store"
	"arbiter/store/backend"
)

// defaultDB is the event store used when neither --db nor $ARBITER_DB names one.
const defaultDB = "arbiter.db"

// addDBFlag adds the --db flag to cmd and its subcommands.
func addDBFlag(cmd *cobra.Command, path *string) {
	cmd.PersistentFlags().StringVar(path, "db", "",
		"the tournament's event store: a SQLite `FILE` or a postgres:// URL (default $ARBITER_DB, else ./"+defaultDB+")")
}

// groupCmd returns the command use grouping subs.
func groupCmd(use, short, example string, subs ...*cobra.Command) *cobra.Command {
	cmd := &cobra.Command{Use: use, Short: short, Example: example, Args: cobra.NoArgs}
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

// openStore opens the event store db names, the one place every command
// opens it: a PostgreSQL database (postgres://user@host/dbname, or
// host=/run/postgresql dbname=cupa; see backend.IsPostgres) or a SQLite
// file, which must exist unless create is set. readOnly opens a SQLite file
// read-only, so that a copy on read-only media is read all the same; a
// PostgreSQL database is opened as it is.
func openStore(ctx context.Context, db string, create, readOnly bool) (backend.Store, error) {
	if backend.IsPostgres(db) {
		s, err := backend.Open(ctx, db)
		if err != nil {
			return nil, &storageError{err}
		}
		return s, nil
	}
	if err := checkStorePath(db, create); err != nil {
		return nil, err
	}
	if readOnly {
		return store.OpenReadOnly(ctx, db)
	}
	return store.Open(ctx, db)
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

// tournament is the referee service of one command over its event store,
// which close closes.
type tournament struct {
	*referee.Service
	db namedStore
	f  *Factory
}

// namedStore is the event store a command opens: a SQLite file, a
// PostgreSQL database ([backend.Store]) or, in tests, memory.
type namedStore interface {
	arbiter.Store
	// Watch reports the events other stations record (see
	// [backend.Store]).
	Watch(ctx context.Context) (<-chan struct{}, error)
	// Name names the store in messages.
	Name() string
	Close() error
}

// openMode is how a command opens the tournament's event store.
type openMode int

const (
	// forWriting opens it for a command that records events.
	forWriting openMode = iota
	// forCreating is forWriting that may create it (`arbiter new`).
	forCreating
	// forReading opens it for a command that only reads (see [readTournament]).
	forReading
)

// storeTournament opens the tournament in the event store named by the --db
// flag value (see storePath) as mode says: the Factory's own Tournament.
func storeTournament(ctx context.Context, f *Factory, dbFlag string, mode openMode) (*tournament, error) {
	if mode == forReading {
		return readTournament(ctx, f, dbFlag)
	}
	return openTournament(ctx, f, dbFlag, mode == forCreating)
}

// openTournament opens the event store named by the --db flag value (see
// storePath), for a command that records events, and the referee service
// over it; create lets it create the file.
func openTournament(ctx context.Context, f *Factory, dbFlag string, create bool) (*tournament, error) {
	db, err := openStore(ctx, storePath(f, dbFlag), create, false)
	if err != nil {
		return nil, err
	}
	return serve(ctx, f, db)
}

// readTournament is openTournament for a command that only reads: the
// store is opened read-only. The service checks what it folds, as for a
// command that records events: the records after the snapshot (which the
// store checks with it), or the whole hash chain when it folds the log
// from the start; a broken chain is a storage error (exit 3), and no
// sheet, ranking or export is made from it.
func readTournament(ctx context.Context, f *Factory, dbFlag string) (*tournament, error) {
	db, err := openStore(ctx, storePath(f, dbFlag), false, true)
	if err != nil {
		return nil, err
	}
	return serve(ctx, f, db)
}

// serve opens the referee service over db; on an error it closes db.
func serve(ctx context.Context, f *Factory, db namedStore) (*tournament, error) {
	var st arbiter.Store = db
	if f.WrapStore != nil {
		st = f.WrapStore(db)
	}
	svc, err := referee.Open(ctx, st, referee.Options{Name: db.Name(), Now: f.Now, Deps: f.moveDeps(db.Name()), Kinds: kinds.All()})
	if err != nil {
		db.Close()
		return nil, err
	}
	if err := svc.IgnoredSnapshot(); err != nil {
		fmt.Fprintf(f.IO.ErrOut, "arbiter: %s: %v; the log was read from its first event instead\n", db.Name(), err)
	}
	return &tournament{Service: svc, db: db, f: f}, nil
}

// close closes the event store.
func (t *tournament) close() error { return t.db.Close() }

// moveDeps returns the opener of the word list a tournament recorded when
// it was created ([Factory.tournamentLexicon]) and of the move generator
// over it, for the tournament in the database db.
func (f *Factory) moveDeps(db string) func(context.Context, arbiter.TournamentCreated, *scoring.RuleSet) (arbiter.Deps, error) {
	return func(_ context.Context, tc arbiter.TournamentCreated, rs *scoring.RuleSet) (arbiter.Deps, error) {
		g, err := f.tournamentLexicon(db, rs, tc.Lexicon)
		if err != nil {
			return arbiter.Deps{}, err
		}
		return f.Deps(rs, g), nil
	}
}

// tournamentLexicon opens the word list of fingerprint that the tournament
// in the database db recorded, checked against its SHA-256 and found also
// when the tournament was moved ([cache.Finder]): a changed list is
// refused, a missing one is bad input.
func (f *Factory) tournamentLexicon(db string, rs *scoring.RuleSet, fingerprint string) (*lexicon.Graph, error) {
	finder := cache.Finder{Open: f.Lexicon, Cache: f.lexiconCache(), Beside: filepath.Dir(absPath(db))}
	g, err := finder.Find(rs, fingerprint)
	switch {
	case errors.As(err, new(*cache.OtherListError)):
		return nil, &refusedError{err}
	case errors.As(err, new(*cache.MissingError)):
		return nil, &usageError{err}
	}
	return g, err
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

// printEvents prints one line per event recorded, as `arbiter log` says it.
func (t *tournament) printEvents(evs []arbiter.Event) {
	for _, e := range evs {
		fmt.Fprintln(t.f.IO.Out, t.Sentence(e))
	}
}

// currentRound returns round n, or the current game's current round for 0.
func (t *tournament) currentRound(n int) int {
	if n == 0 {
		return t.Current().Round
	}
	return n
}
