// Package backend opens the event store a --db string names, a SQLite file
// or a PostgreSQL database, and copies a tournament from one store to
// another with its hash chain intact.
package backend

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"arbiter/arbiter"
	"arbiter/store"
	"arbiter/store/postgres"
)

// Store is an event store as the commands use it, whichever database holds
// it.
type Store interface {
	arbiter.Store
	// Verify walks the hash chain and returns a *store.ChainError naming
	// the first record that breaks it.
	Verify(ctx context.Context) error
	// Last is the record appended last, which seals the chain.
	Last(ctx context.Context) (arbiter.Record, bool, error)
	// Walk passes every record to fn in the order of the chain.
	Walk(ctx context.Context, fn func(arbiter.Record) error) error
	// Watch reports, within a second, the events other stations record:
	// read what is new on each value received (see store.DB.Watch and
	// postgres.DB.Watch).
	Watch(ctx context.Context) (<-chan struct{}, error)
	// Name names the store in messages, without a password.
	Name() string
	Close() error
}

// analyzer is a store whose database plans its queries from statistics
// it gathers on its own as the log grows: one filled at once by [Copy]
// has none yet, and would read the whole log where an index finds the
// records after a snapshot.
type analyzer interface {
	// Analyze gathers the statistics now.
	Analyze(ctx context.Context) error
}

// carrier is a store that keeps snapshots of its log, so that a command
// folds only the records after the latest: a copy takes over the
// source's, or its first commands would fold the whole log, each, until
// one recording events saved a snapshot.
type carrier interface {
	// ReadCarried reads the latest snapshot for a copy; false for none.
	ReadCarried(ctx context.Context) (store.Carried, bool, error)
	// WriteCarried keeps a snapshot read from the source as the copy's.
	WriteCarried(ctx context.Context, c store.Carried) error
	// LatestSnapshot is the snapshot a command reads.
	LatestSnapshot(ctx context.Context) (arbiter.Snapshot, bool, error)
}

var (
	_ carrier  = (*store.DB)(nil)
	_ carrier  = (*postgres.DB)(nil)
	_ analyzer = (*postgres.DB)(nil)
	_ Store    = (*store.DB)(nil)
	_ Store    = (*postgres.DB)(nil)
)

// IsPostgres reports whether db names a PostgreSQL database rather than a
// SQLite file: a postgres:// or postgresql:// URL, or a keyword string
// (host=/run/postgresql dbname=cupa).
func IsPostgres(db string) bool {
	if strings.HasPrefix(db, "postgres://") || strings.HasPrefix(db, "postgresql://") {
		return true
	}
	fields := strings.Fields(db)
	for _, f := range fields {
		if !strings.Contains(f, "=") {
			return false
		}
	}
	for _, f := range fields {
		if key, _, _ := strings.Cut(f, "="); key == "host" || key == "dbname" {
			return true
		}
	}
	return false
}

// Open opens the event store db names: a PostgreSQL database (see
// [IsPostgres]) or the SQLite file at that path, created if missing.
func Open(ctx context.Context, db string) (Store, error) {
	if IsPostgres(db) {
		return postgres.Open(ctx, db)
	}
	return store.Open(ctx, db)
}

// Copy appends every record of from to to, which must be empty, in the
// order of from's chain and with their times, so that to's chain is
// from's hash for hash; it checks from's chain before and to's after,
// carries from's latest snapshot over (checked as a command reads it),
// and returns the number of records copied.
func Copy(ctx context.Context, from, to Store) (int, error) {
	if _, ok, err := to.Last(ctx); err != nil {
		return 0, err
	} else if ok {
		return 0, fmt.Errorf("%s already holds events: copy only into an empty store", to.Name())
	}
	if err := from.Verify(ctx); err != nil {
		return 0, fmt.Errorf("%s: %w", from.Name(), err)
	}
	var recs []arbiter.Record
	if err := from.Walk(ctx, func(r arbiter.Record) error {
		recs = append(recs, r)
		return nil
	}); err != nil {
		return 0, fmt.Errorf("read %s: %w", from.Name(), err)
	}
	// One transaction per run of consecutive records of a stream: a game's
	// rounds go in one.
	for start := 0; start < len(recs); {
		end := start + 1
		for end < len(recs) && recs[end].Stream == recs[start].Stream {
			end++
		}
		if err := to.Append(ctx, recs[start].Stream, recs[start].Seq-1, recs[start:end]...); err != nil {
			return start, fmt.Errorf("write %s: %w", to.Name(), err)
		}
		start = end
	}
	if err := to.Verify(ctx); err != nil {
		return len(recs), fmt.Errorf("%s after the copy: %w", to.Name(), err)
	}
	if err := carry(ctx, from, to); err != nil {
		return len(recs), fmt.Errorf("%s after the copy: %w", to.Name(), err)
	}
	if a, ok := to.(analyzer); ok {
		if err := a.Analyze(ctx); err != nil {
			return len(recs), fmt.Errorf("%s after the copy: %w", to.Name(), err)
		}
	}
	a, _, err := from.Last(ctx)
	if err != nil {
		return len(recs), err
	}
	b, _, err := to.Last(ctx)
	if err != nil {
		return len(recs), err
	}
	if a.Hash != b.Hash {
		return len(recs), errors.New("the copy's chain ends on another hash than the original's: do not use it")
	}
	return len(recs), nil
}

// carry keeps from's latest snapshot as to's, to holding from's records,
// and checks that to's commands read it; nothing when either store keeps
// no snapshots or from has none that checks.
func carry(ctx context.Context, from, to Store) error {
	src, ok := from.(carrier)
	dst, ok2 := to.(carrier)
	if !ok || !ok2 {
		return nil
	}
	c, ok, err := src.ReadCarried(ctx)
	if err != nil || !ok {
		return err
	}
	if err := dst.WriteCarried(ctx, c); err != nil {
		return err
	}
	snap, ok, err := dst.LatestSnapshot(ctx)
	if err != nil {
		return err
	}
	if !ok || snap.Hash != c.Hash() {
		return errors.New("the snapshot copied over does not read back as the latest")
	}
	return nil
}
