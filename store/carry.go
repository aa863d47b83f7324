package store

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// Carried is the latest snapshot of a log as a copy of that log takes it
// over: its row, with the last record it covers and the record sealing
// it named by stream and number (their ids are the source's), and the
// lines it lists. A copy made without it would fold every command from the
// log's first record until a command recording events saved a snapshot.
type Carried struct {
	lastStream, sealStream string
	lastSeq, sealSeq       int
	hash, versions, digest string
	list                   []byte
	lines                  map[string][]byte
}

// Hash is the hash of the last record the snapshot covers.
func (c Carried) Hash() string { return c.hash }

// ReadCarried reads on q the latest snapshot, checked as [ReadSnapshot]
// checks it, for [WriteCarried] on a copy of the log; false when there is
// none or it does not check (a copy then has none either, as the log's
// readers ignore it).
func ReadCarried(ctx context.Context, q Querier) (Carried, bool, error) {
	l, ok, err := readLatest(ctx, q)
	if _, bad := errors.AsType[*SnapshotError](err); bad {
		return Carried{}, false, nil
	}
	if !ok || err != nil {
		return Carried{}, false, err
	}
	if _, err := l.check(); err != nil {
		if _, bad := errors.AsType[*SnapshotError](err); bad {
			return Carried{}, false, nil
		}
		return Carried{}, false, err
	}
	h := l.head
	c := Carried{
		lastStream: l.last[0].Stream, lastSeq: l.last[0].Seq,
		sealStream: l.after[0].Stream, sealSeq: l.after[0].Seq,
		hash: h.hash, versions: l.versions, digest: h.digest, list: h.list,
		lines: map[string][]byte{},
	}
	if err := keepLines(ctx, q, strings.Split(string(h.list), "\n"), c.lines); err != nil {
		return Carried{}, false, err
	}
	return c, true, nil
}

// WriteCarried keeps c, read by [ReadCarried] from another store, as the
// latest snapshot on q, a transaction in a store holding the same records
// (a copy, hash for hash): its lines not kept yet, then its row, pointing
// at the records of q that stand where the source's did. It returns an
// error when q holds no such records.
func WriteCarried(ctx context.Context, q Querier, c Carried) error {
	digests := strings.Split(string(c.list), "\n")
	kept := map[string]bool{}
	var (
		lastHash string
		sealID   int64
	)
	queries := keptQueries(digests, kept)
	queries = append(queries,
		Query{SQL: `SELECT hash FROM events WHERE stream = ? AND seq = ?`, Args: []any{c.lastStream, c.lastSeq}, Row: func(scan func(...any) error) error {
			return scan(&lastHash)
		}},
		Query{SQL: `SELECT id FROM events WHERE stream = ? AND seq = ?`, Args: []any{c.sealStream, c.sealSeq}, Row: func(scan func(...any) error) error {
			return scan(&sealID)
		}},
	)
	if err := QueryAll(ctx, q, queries...); err != nil {
		return err
	}
	if lastHash != c.hash || sealID == 0 {
		return fmt.Errorf("the snapshot covers up to %s #%d, sealed by %s #%d, which this log does not hold as the original does",
			c.lastStream, c.lastSeq, c.sealStream, c.sealSeq)
	}
	var inserts []Query
	for _, d := range digests {
		if kept[d] {
			continue
		}
		line, ok := c.lines[d]
		if !ok {
			return &SnapshotError{"a line of it is missing"}
		}
		inserts = append(inserts, Query{SQL: `INSERT INTO snapshot_lines (digest, line) VALUES (?, ?)`, Args: []any{d, line}})
		kept[d] = true
	}
	inserts = append(inserts, Query{SQL: `INSERT INTO snapshots (event_id, hash, versions, state, digest, seal_id) VALUES ((SELECT id FROM events WHERE stream = ? AND seq = ?), ?, ?, ?, ?, ?)`,
		Args: []any{c.lastStream, c.lastSeq, c.hash, c.versions, c.list, c.digest, sealID}})
	return QueryAll(ctx, q, inserts...)
}

// ReadCarried reads the latest snapshot for a copy of the log (see
// [ReadCarried]).
func (s *DB) ReadCarried(ctx context.Context) (Carried, bool, error) {
	if !s.hasSnapshots(ctx) {
		return Carried{}, false, nil
	}
	c, ok, err := ReadCarried(ctx, sqlQuerier{s.db})
	if err != nil {
		return Carried{}, false, s.storageError(fmt.Errorf("read the snapshot of the log: %w", err))
	}
	return c, ok, nil
}

// WriteCarried keeps c, the latest snapshot of the log this store is a
// copy of, as its own, in one transaction (see [WriteCarried]).
func (s *DB) WriteCarried(ctx context.Context, c Carried) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return s.storageError(err)
	}
	defer tx.Rollback()
	if err := WriteCarried(ctx, sqlQuerier{tx}, c); err != nil {
		return s.storageError(fmt.Errorf("keep the snapshot of the copied log: %w", err))
	}
	if err := touchHeader(ctx, tx); err != nil {
		return s.storageError(err)
	}
	if err := tx.Commit(); err != nil {
		return s.storageError(err)
	}
	return nil
}
