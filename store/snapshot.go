package store

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"arbiter/arbiter"
)

// snapshotMigrations add the snapshots table, then keep snapshots in
// lines. A read-only store opens a database without them (written before
// snapshots existed, or kept whole) and reads no snapshot from it.
var snapshotMigrations = []string{"migration/00000002.sql", "migration/00000003.sql"}

var _ arbiter.SnapshotStore = (*DB)(nil)

// SnapshotError says why the latest snapshot of a store is not used.
type SnapshotError struct{ Problem string }

// Error says what is wrong with the snapshot.
func (e *SnapshotError) Error() string { return "the snapshot of the log is ignored: " + e.Problem }

// snapshotDigest seals a snapshot row: the hex SHA-256 of its covered
// hash, its versions and the digests of its lines, each preceded by its
// length.
func snapshotDigest(hash, versions string, lines []byte) string {
	return hashFields("", hash, 0, versions, lines, "")
}

// SaveSnapshot keeps state, folded from the records up to versions, in
// place of the snapshot before, in one transaction, when versions is the
// whole log: every stream of versions ends there and the last record
// appended is one of them. Otherwise it saves nothing and returns false.
func (s *DB) SaveSnapshot(ctx context.Context, versions map[string]int, state []byte) (bool, error) {
	ok, err := s.saveSnapshot(ctx, versions, state)
	if err != nil {
		return false, s.storageError(fmt.Errorf("save the snapshot of the log: %w", err))
	}
	return ok, nil
}

func (s *DB) saveSnapshot(ctx context.Context, versions map[string]int, state []byte) (bool, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return false, err
	}
	defer tx.Rollback()
	if ok, err := WriteSnapshot(ctx, sqlQuerier{tx}, versions, state); !ok || err != nil {
		return false, err
	}
	if err := touchHeader(ctx, tx); err != nil {
		return false, err
	}
	return true, tx.Commit()
}

// WriteSnapshot is a store's SaveSnapshot on q, a transaction in which no
// other writer appends: it keeps state, folded from the records up to
// versions, in place of the snapshot before, when versions is the whole
// log (every stream of versions ends there and the last record appended
// is one of them); otherwise it saves nothing and returns false.
func WriteSnapshot(ctx context.Context, q Querier, versions map[string]int, state []byte) (bool, error) {
	var (
		id           int64
		stream, hash string
		seq          int
	)
	ok, err := QueryRow(ctx, q, `SELECT id, stream, seq, hash FROM events ORDER BY id DESC LIMIT 1`, nil, &id, &stream, &seq, &hash)
	if !ok || err != nil {
		return false, err
	}
	// A record appended after versions was read is the last, or one after
	// it went to a stream of versions: either way a version differs.
	if versions[stream] != seq {
		return false, nil
	}
	for _, name := range slices.Sorted(maps.Keys(versions)) {
		var last int
		if _, err := QueryRow(ctx, q, `SELECT COALESCE(MAX(seq), 0) FROM events WHERE stream = ?`, []any{name}, &last); err != nil {
			return false, err
		}
		if last != versions[name] {
			return false, nil
		}
	}
	vs, err := json.Marshal(versions)
	if err != nil {
		return false, err
	}
	lines := bytes.Split(state, []byte{'\n'})
	digests := make([]string, len(lines))
	for i, line := range lines {
		if arbiter.IsLineRef(line) {
			digests[i] = string(line[1:])
			continue
		}
		digests[i] = arbiter.LineDigest(line)
	}
	list := []byte(strings.Join(digests, "\n"))
	if err := q.Exec(ctx, `DELETE FROM snapshots`); err != nil {
		return false, err
	}
	if err := q.Exec(ctx, `INSERT INTO snapshots (event_id, hash, versions, state, digest) VALUES (?, ?, ?, ?, ?)`,
		id, hash, string(vs), list, snapshotDigest(hash, string(vs), list)); err != nil {
		return false, err
	}
	return saveLines(ctx, q, lines, digests)
}

// saveLines keeps the lines of a snapshot not kept yet, under their
// digests, and drops those of the snapshot before that it does not share.
// A line that refers to another ([arbiter.LineRef]) must name a line kept:
// else nothing is saved and saveLines returns false.
func saveLines(ctx context.Context, q Querier, lines [][]byte, digests []string) (bool, error) {
	old, err := keptLines(ctx, q)
	if err != nil {
		return false, err
	}
	used := map[string]bool{}
	for i, d := range digests {
		if arbiter.IsLineRef(lines[i]) && !old[d] {
			return false, nil
		}
		if used[d] {
			continue
		}
		used[d] = true
		if !old[d] {
			if err := q.Exec(ctx, `INSERT INTO snapshot_lines (digest, line) VALUES (?, ?)`, d, lines[i]); err != nil {
				return false, err
			}
		}
	}
	for d := range old {
		if !used[d] {
			if err := q.Exec(ctx, `DELETE FROM snapshot_lines WHERE digest = ?`, d); err != nil {
				return false, err
			}
		}
	}
	return true, nil
}

// keptLines returns the digests of the lines kept.
func keptLines(ctx context.Context, q Querier) (map[string]bool, error) {
	kept := map[string]bool{}
	err := q.Query(ctx, `SELECT digest FROM snapshot_lines`, nil, func(scan func(...any) error) error {
		var d string
		if err := scan(&d); err != nil {
			return err
		}
		kept[d] = true
		return nil
	})
	return kept, err
}

// LatestSnapshot returns the snapshot last saved, false when there is
// none (or the database predates snapshots). It checks, reading only the
// records from the snapshot's on, that the snapshot is as saved, that its
// last record still hashes to the hash it names after the record before
// it, and that the chain goes on unbroken from there to the end of the
// log; a snapshot that fails is a *SnapshotError.
func (s *DB) LatestSnapshot(ctx context.Context) (arbiter.Snapshot, bool, error) {
	return s.LatestSnapshotWithout(ctx, nil)
}

// LatestSnapshotWithout is [DB.LatestSnapshot] reading only the lines of
// the snapshot that leave does not name (see
// [arbiter.SnapshotStore.LatestSnapshotWithout]); nil leave reads them
// all.
func (s *DB) LatestSnapshotWithout(ctx context.Context, leave func(header []byte) func(line int) bool) (arbiter.Snapshot, bool, error) {
	if !s.hasSnapshots(ctx) {
		return arbiter.Snapshot{}, false, nil
	}
	snap, ok, err := ReadSnapshot(ctx, sqlQuerier{s.db}, leave)
	if _, bad := errors.AsType[*SnapshotError](err); err != nil && !bad {
		err = s.storageError(fmt.Errorf("read the snapshot of the log: %w", err))
	}
	return snap, ok, err
}

// snapshotHead is the row of a snapshot: the last record it covers and
// the digests of its lines.
type snapshotHead struct {
	eventID  int64
	hash     string // the hash of the record eventID
	versions map[string]int
	list     []byte // the digests of its lines, one a line
}

// latestHead reads the row of the latest snapshot on q and checks that it
// is as saved; false when there is none.
func latestHead(ctx context.Context, q Querier) (snapshotHead, bool, error) {
	var (
		h                snapshotHead
		versions, digest string
	)
	ok, err := QueryRow(ctx, q, `SELECT event_id, hash, versions, state, digest FROM snapshots ORDER BY id DESC LIMIT 1`, nil,
		&h.eventID, &h.hash, &versions, &h.list, &digest)
	if !ok || err != nil {
		return snapshotHead{}, false, err
	}
	if snapshotDigest(h.hash, versions, h.list) != digest {
		return snapshotHead{}, false, &SnapshotError{"it was changed after it was saved"}
	}
	if err := json.Unmarshal([]byte(versions), &h.versions); err != nil {
		return snapshotHead{}, false, &SnapshotError{fmt.Sprintf("unreadable versions: %v", err)}
	}
	return h, true, nil
}

// checkAfter checks on q that the last record the snapshot h covers still
// hashes to the hash it names after the record before it, and that the
// chain goes on unbroken from there to the end of the log: else a
// *SnapshotError says what fails. It returns how far it checked.
func checkAfter(ctx context.Context, q Querier, h snapshotHead) (Tail, error) {
	var prev string
	if _, err := QueryRow(ctx, q, `SELECT hash FROM events WHERE id < ? ORDER BY id DESC LIMIT 1`, []any{h.eventID}, &prev); err != nil {
		return Tail{}, err
	}
	var covered bool
	err := scanEvents(ctx, q, `WHERE id = ?`, []any{h.eventID}, func(r Stored) error {
		covered = true
		if err := chainAfter(prev, map[string]int{r.Stream: r.Seq - 1}).Check(r); err != nil {
			return err
		}
		if r.Hash != h.hash || h.versions[r.Stream] != r.Seq {
			return &SnapshotError{fmt.Sprintf("it covers up to %s, but the log holds event %s #%d there", h.hash[:min(16, len(h.hash))], r.Stream, r.Seq)}
		}
		return nil
	})
	if err == nil && !covered {
		err = &SnapshotError{"the last event it covers is not in the log"}
	}
	tail := Tail{id: h.eventID, chain: chainAfter(h.hash, h.versions)}
	if err == nil {
		err = tail.CheckRest(ctx, q)
	}
	if ce, ok := errors.AsType[*ChainError](err); ok {
		return Tail{}, &SnapshotError{ce.Error()}
	}
	return tail, err
}

// ReadSnapshot is a store's LatestSnapshotWithout on q (see
// [DB.LatestSnapshotWithout]).
func ReadSnapshot(ctx context.Context, q Querier, leave func(header []byte) func(line int) bool) (arbiter.Snapshot, bool, error) {
	h, ok, err := latestHead(ctx, q)
	if !ok || err != nil {
		return arbiter.Snapshot{}, false, err
	}
	state, err := readLines(ctx, q, h.list, leave)
	if err != nil {
		return arbiter.Snapshot{}, false, err
	}
	if _, err := checkAfter(ctx, q, h); err != nil {
		return arbiter.Snapshot{}, false, err
	}
	return arbiter.Snapshot{Versions: h.versions, Hash: h.hash, State: state}, true, nil
}

// readLines returns the state of a snapshot from list, the digests of its
// lines: each line read must still hash to its digest. With leave, only
// the first line and those leave(first) does not name are read, the
// others written as references ([arbiter.LineRef]).
func readLines(ctx context.Context, q Querier, list []byte, leave func(header []byte) func(line int) bool) ([]byte, error) {
	digests := strings.Split(string(list), "\n")
	kept := map[string][]byte{}
	read := func(query string, args ...any) error {
		return q.Query(ctx, `SELECT digest, line FROM snapshot_lines`+query, args, func(scan func(...any) error) error {
			var d string
			var line []byte
			if err := scan(&d, &line); err != nil {
				return err
			}
			if arbiter.LineDigest(line) != d {
				return &SnapshotError{"a line of it was changed after it was saved"}
			}
			kept[d] = line
			return nil
		})
	}
	skip := func(int) bool { return false }
	if leave == nil {
		if err := read(``); err != nil {
			return nil, err
		}
	} else {
		if err := read(` WHERE digest = ?`, digests[0]); err != nil {
			return nil, err
		}
		skip = leave(kept[digests[0]])
		var wanted []any
		for i, d := range digests[1:] {
			if _, ok := kept[d]; !ok && !skip(i+1) {
				wanted = append(wanted, d)
			}
		}
		for len(wanted) > 0 {
			n := min(len(wanted), 500) // below SQLite's limit on parameters
			if err := read(` WHERE digest IN (?`+strings.Repeat(`, ?`, n-1)+`)`, wanted[:n]...); err != nil {
				return nil, err
			}
			wanted = wanted[n:]
		}
	}
	size := len(digests)
	for i, d := range digests {
		if i > 0 && skip(i) {
			size += 1 + len(d)
		} else {
			size += len(kept[d])
		}
	}
	state := make([]byte, 0, size)
	for i, d := range digests {
		if i > 0 {
			state = append(state, '\n')
		}
		if i > 0 && skip(i) {
			state = append(append(state, arbiter.LineRef), d...)
			continue
		}
		line, ok := kept[d]
		if !ok {
			return nil, &SnapshotError{"a line of it is missing"}
		}
		state = append(state, line...)
	}
	return state, nil
}

// hasSnapshots reports whether the database keeps snapshots in lines: a
// read-only store may read one written before snapshots existed, or
// before they were kept in lines.
func (s *DB) hasSnapshots(ctx context.Context) bool {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'snapshot_lines'`).Scan(&n)
	return err == nil && n > 0
}
