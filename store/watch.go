package store

import (
	"context"
	"fmt"
	"time"

	"arbiter/arbiter"
)

// pollEvery is how often [DB.Watch] looks for events recorded by other
// processes.
const pollEvery = 250 * time.Millisecond

// Walk passes every record to fn in the order they were appended, across
// streams (the order of the hash chain), stopping at fn's first error. fn
// must not use s: the walk holds its only connection.
func (s *DB) Walk(ctx context.Context, fn func(arbiter.Record) error) error {
	return s.scan(ctx, `ORDER BY id`, nil, Each(fn))
}

// Watch reports the events recorded in the database, by this process or
// another one on the same file: within a quarter of a second of a commit
// the channel receives a value. Values are coalesced (one may stand for
// several appends) and carry nothing: on receiving one, read what is new.
// The channel is closed when ctx ends.
func (s *DB) Watch(ctx context.Context) (<-chan struct{}, error) {
	seen, err := s.lastID(ctx)
	if err != nil {
		return nil, fmt.Errorf("watch %s: %w", s.path, err)
	}
	changes := make(chan struct{}, 1)
	go func() {
		defer close(changes)
		tick := time.NewTicker(pollEvery)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
			}
			id, err := s.lastID(ctx)
			if err != nil || id == seen {
				continue
			}
			seen = id
			select {
			case changes <- struct{}{}:
			default:
			}
		}
	}()
	return changes, nil
}

// lastID is the row id of the record appended last, 0 in an empty store.
func (s *DB) lastID(ctx context.Context) (int64, error) {
	var id int64
	err := s.db.QueryRowContext(ctx, `SELECT COALESCE(MAX(id), 0) FROM events`).Scan(&id)
	return id, err
}
