package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

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
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `LOCK TABLE events IN SHARE ROW EXCLUSIVE MODE`); err != nil {
			return err
		}
		saved, err := store.WriteSnapshot(ctx, querier{db: tx}, versions, state)
		if err == nil && !saved {
			return errNotSaved // rolls back what was written
		}
		return err
	})
	if errors.Is(err, errNotSaved) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("save the snapshot of %s: %w", s.name, err)
	}
	return true, nil
}

// errNotSaved rolls back a snapshot that is not to be saved.
var errNotSaved = errors.New("snapshot not saved")

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
