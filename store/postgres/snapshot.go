package postgres

import (
	"context"
	"errors"
	"fmt"

	"arbiter/arbiter"
	"arbiter/store"
)

var _ arbiter.SnapshotStore = (*DB)(nil)

// SaveSnapshot keeps state, folded from the records up to versions, in
// place of the snapshot before, when versions is the whole log, as the
// SQLite store does ([store.DB.SaveSnapshot]); otherwise it saves nothing
// and returns false. It takes the lock an Append takes, so that no station
// appends meanwhile.
func (s *DB) SaveSnapshot(ctx context.Context, versions map[string]int, state []byte) (bool, error) {
	saved, err := s.saveSnapshot(ctx, versions, state)
	if err != nil {
		return false, fmt.Errorf("save the snapshot of %s: %w", s.name, err)
	}
	return saved, nil
}

// saveSnapshot is SaveSnapshot in a transaction whose BEGIN and lock go
// with its first batch of queries: one round trip, not three, before the
// writes; then the commit, or the rollback when nothing is to be saved.
func (s *DB) saveSnapshot(ctx context.Context, versions map[string]int, state []byte) (bool, error) {
	conn, err := s.pool.Acquire(ctx)
	if err != nil {
		return false, err
	}
	defer release(ctx, conn)
	q := &querier{conn: conn.Conn(), pending: []store.Query{{SQL: `BEGIN`}, {SQL: lockEvents}}}
	saved, err := store.WriteSnapshot(ctx, q, versions, state)
	if err != nil || !saved {
		return false, err // release rolls back what was written
	}
	return true, q.Exec(ctx, `COMMIT`)
}

// LatestSnapshot returns the snapshot last saved, checked as the SQLite
// store checks it ([store.DB.LatestSnapshot]); false when there is none.
func (s *DB) LatestSnapshot(ctx context.Context) (arbiter.Snapshot, bool, error) {
	return s.LatestSnapshotWithout(ctx, nil)
}

// LatestSnapshotWithout is [DB.LatestSnapshot] reading only the lines of
// the snapshot that leave does not name (see
// [arbiter.SnapshotStore.LatestSnapshotWithout]). The snapshot and the
// records after it are read in one batch, a transaction that sees the
// database as it stood when it began; its lines, which are never changed
// or dropped, after.
func (s *DB) LatestSnapshotWithout(ctx context.Context, leave func(header []byte) func(line int) bool) (arbiter.Snapshot, bool, error) {
	snap, ok, err := store.ReadSnapshot(ctx, s.reader(), leave)
	if _, bad := errors.AsType[*store.SnapshotError](err); err != nil && !bad {
		err = fmt.Errorf("read the snapshot of %s: %w", s.name, err)
	}
	return snap, ok, err
}

// SnapshotLines returns the lines of snapshots that digests name, each
// checked against its digest, as the SQLite store does
// ([store.DB.SnapshotLines]).
func (s *DB) SnapshotLines(ctx context.Context, digests []string) (map[string][]byte, error) {
	lines, err := store.ReadSnapshotLines(ctx, s.reader(), digests)
	if _, bad := errors.AsType[*store.SnapshotError](err); err != nil && !bad {
		err = fmt.Errorf("read the lines of the snapshot of %s: %w", s.name, err)
	}
	return lines, err
}

// ReadCarried reads the latest snapshot for a copy of the log (see
// [store.ReadCarried]).
func (s *DB) ReadCarried(ctx context.Context) (store.Carried, bool, error) {
	c, ok, err := store.ReadCarried(ctx, s.reader())
	if err != nil {
		return store.Carried{}, false, fmt.Errorf("read the snapshot of %s: %w", s.name, err)
	}
	return c, ok, nil
}

// WriteCarried keeps c, the latest snapshot of the log this database is
// a copy of, as its own, in one transaction holding the lock an Append
// takes (see [store.WriteCarried]).
func (s *DB) WriteCarried(ctx context.Context, c store.Carried) error {
	if err := s.writeCarried(ctx, c); err != nil {
		return fmt.Errorf("keep the snapshot of the log copied to %s: %w", s.name, err)
	}
	return nil
}

func (s *DB) writeCarried(ctx context.Context, c store.Carried) error {
	conn, err := s.pool.Acquire(ctx)
	if err != nil {
		return err
	}
	defer release(ctx, conn)
	q := &querier{conn: conn.Conn(), pending: []store.Query{{SQL: `BEGIN`}, {SQL: lockEvents}}}
	if err := store.WriteCarried(ctx, q, c); err != nil {
		return err
	}
	return q.Exec(ctx, `COMMIT`)
}
