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
	"time"

	"arbiter/arbiter"
)

// sealMigration seals snapshots into the chain and makes their tables
// append-only.
const sealMigration = "migration/00000005.sql"

// snapshotMigrations add the snapshots table, keep snapshots in lines,
// then seal them. A read-only store opens a database without them
// (written before snapshots existed, or kept whole, or unsealed) and
// reads no snapshot from it.
var snapshotMigrations = []string{"migration/00000002.sql", "migration/00000003.sql", sealMigration}

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
// other writer appends: when versions is the whole log (every stream of
// versions ends there and the last record appended is one of them) and
// its chain checks ([CheckTail]), it keeps state, folded from the records
// up to versions, as the latest snapshot, and seals it into the chain: a
// record of [arbiter.SnapshotStream] naming its digest, stamped with the
// time of the last record it covers. Otherwise it saves nothing and
// returns false.
func WriteSnapshot(ctx context.Context, q Querier, versions map[string]int, state []byte) (bool, error) {
	lines, digests := splitState(state)
	var (
		last    Stored
		found   bool
		sealSeq int
		latest  latestRead
		kept    = map[string]bool{}
	)
	// What is checked is read in one batch: the last record, the end of
	// each stream, the latest snapshot and the records after it, and
	// which lines are kept.
	queries := []Query{
		{SQL: `SELECT id, stream, seq, time, hash FROM events ORDER BY id DESC LIMIT 1`, Row: func(scan func(...any) error) error {
			found = true
			return scan(&last.ID, &last.Stream, &last.Seq, &last.Stamp, &last.Hash)
		}},
		streamEnd(arbiter.SnapshotStream, &sealSeq),
	}
	names := slices.Sorted(maps.Keys(versions))
	seqs := make([]int, len(names))
	for i, name := range names {
		queries = append(queries, streamEnd(name, &seqs[i]))
	}
	queries = append(queries, latest.queries()...)
	queries = append(queries, keptQueries(digests, kept)...)
	if err := QueryAll(ctx, q, queries...); !found || err != nil {
		return false, err
	}
	// A record appended after versions was read is the last, or one after
	// it went to a stream of versions: either way a version differs.
	if versions[last.Stream] != last.Seq {
		return false, nil
	}
	for i, name := range names {
		if seqs[i] != versions[name] {
			return false, nil
		}
	}
	if _, err := latest.tail(ctx, q); err != nil {
		return false, err
	}
	vs, err := json.Marshal(versions)
	if err != nil {
		return false, err
	}
	// Lines are never dropped (the snapshots before may hold them): those
	// not kept yet are added.
	var inserts []Query
	for i, d := range digests {
		if kept[d] {
			continue
		}
		if arbiter.IsLineRef(lines[i]) {
			return false, nil // it names a line not kept
		}
		inserts = append(inserts, Query{SQL: `INSERT INTO snapshot_lines (digest, line) VALUES (?, ?)`, Args: []any{d, lines[i]}})
		kept[d] = true
	}
	list := []byte(strings.Join(digests, "\n"))
	digest := snapshotDigest(last.Hash, string(vs), list)
	at, err := time.Parse(timeLayout, last.Stamp)
	if err != nil {
		return false, err
	}
	seal := Seal(arbiter.Record{Type: arbiter.SealType, Payload: sealPayload(digest), Time: at}, arbiter.SnapshotStream, sealSeq+1, last.Hash, nil)
	inserts = append(inserts,
		Query{SQL: `INSERT INTO events (stream, seq, type, payload, time, hash) VALUES (?, ?, ?, ?, ?, ?)`,
			Args: []any{seal.Stream, seal.Seq, seal.Type, seal.Payload, FormatTime(seal.Time), seal.Hash}},
		Query{SQL: `INSERT INTO snapshots (event_id, hash, versions, state, digest, seal_id) VALUES (?, ?, ?, ?, ?, (SELECT id FROM events WHERE stream = ? AND seq = ?))`,
			Args: []any{last.ID, last.Hash, string(vs), list, digest, seal.Stream, seal.Seq}},
	)
	return true, QueryAll(ctx, q, inserts...)
}

// splitState returns the lines of a snapshot's state and their digests:
// a line that refers to another ([arbiter.LineRef]) names the other's.
func splitState(state []byte) ([][]byte, []string) {
	lines := bytes.Split(state, []byte{'\n'})
	digests := make([]string, len(lines))
	for i, line := range lines {
		if arbiter.IsLineRef(line) {
			digests[i] = string(line[1:])
			continue
		}
		digests[i] = arbiter.LineDigest(line)
	}
	return lines, digests
}

// streamEnd is the query of the last sequence number of stream, 0 for
// none, into seq.
func streamEnd(stream string, seq *int) Query {
	return Query{SQL: `SELECT COALESCE(MAX(seq), 0) FROM events WHERE stream = ?`, Args: []any{stream}, Row: func(scan func(...any) error) error {
		return scan(seq)
	}}
}

// sealPayload is the payload of the record that seals the snapshot whose
// digest is given.
func sealPayload(digest string) []byte { return []byte(`{"digest":"` + digest + `"}`) }

// keptQueries are the queries that mark in kept which of digests name
// lines kept.
func keptQueries(digests []string, kept map[string]bool) []Query {
	return inBatches(digests, `SELECT digest FROM snapshot_lines WHERE digest IN `, func(scan func(...any) error) error {
		var d string
		if err := scan(&d); err != nil {
			return err
		}
		kept[d] = true
		return nil
	})
}

// inBatches returns the queries of sql followed by the list of
// placeholders ("(?, ?, …)") of values, in batches below the databases'
// limits on parameters, each passing its rows to row.
func inBatches[T any](values []T, sql string, row func(scan func(...any) error) error) []Query {
	var queries []Query
	for len(values) > 0 {
		n := min(len(values), 500)
		args := make([]any, n)
		for i, v := range values[:n] {
			args[i] = v
		}
		queries = append(queries, Query{sql + `(?` + strings.Repeat(`, ?`, n-1) + `)`, args, row})
		values = values[n:]
	}
	return queries
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

// snapshotHead is the row of a snapshot: the last record it covers, the
// digests of its lines, and the record that seals it.
type snapshotHead struct {
	eventID  int64
	hash     string // the hash of the record eventID
	versions map[string]int
	list     []byte // the digests of its lines, one a line
	digest   string
	sealID   int64
}

// latestEvent is the id of the last record the latest snapshot covers,
// as a subquery: the queries of [readLatest] name it so, to go to the
// database at once.
const latestEvent = `(SELECT event_id FROM snapshots ORDER BY id DESC LIMIT 1)`

// latestRead is what [readLatest] reads of the latest snapshot: its row,
// the last record it covers with the hash of the record before, and the
// records after it.
type latestRead struct {
	head     snapshotHead
	found    bool
	versions string
	prev     string   // the hash of the record before the last it covers
	last     []Stored // the last record it covers, none when it is missing
	after    []Stored // the records after it, in the order of appending
}

// readLatest reads on q, in one batch ([QueryAll]), the latest snapshot
// and the records [latestRead.check] checks it with, and checks that the
// snapshot is as saved; false when there is none.
func readLatest(ctx context.Context, q Querier) (latestRead, bool, error) {
	var l latestRead
	if err := QueryAll(ctx, q, l.queries()...); err != nil {
		return latestRead{}, false, err
	}
	ok, err := l.verify()
	return l, ok, err
}

// queries are the queries that read l, for [QueryAll].
func (l *latestRead) queries() []Query {
	h := &l.head
	return []Query{
		{SQL: `SELECT event_id, hash, versions, state, digest, seal_id FROM snapshots ORDER BY id DESC LIMIT 1`, Row: func(scan func(...any) error) error {
			l.found = true
			return scan(&h.eventID, &h.hash, &l.versions, &h.list, &h.digest, &h.sealID)
		}},
		{SQL: `SELECT hash FROM events WHERE id < ` + latestEvent + ` ORDER BY id DESC LIMIT 1`, Row: func(scan func(...any) error) error {
			return scan(&l.prev)
		}},
		eventsQuery(`WHERE id = `+latestEvent, nil, func(r Stored) error {
			l.last = append(l.last, r)
			return nil
		}),
		eventsQuery(`WHERE id > `+latestEvent+` ORDER BY id`, nil, func(r Stored) error {
			l.after = append(l.after, r)
			return nil
		}),
	}
}

// verify checks that the snapshot read is as saved, and reads its
// versions; false when there is none.
func (l *latestRead) verify() (bool, error) {
	h := &l.head
	if !l.found {
		return false, nil
	}
	if snapshotDigest(h.hash, l.versions, h.list) != h.digest {
		return false, &SnapshotError{"it was changed after it was saved"}
	}
	if err := json.Unmarshal([]byte(l.versions), &h.versions); err != nil {
		return false, &SnapshotError{fmt.Sprintf("unreadable versions: %v", err)}
	}
	return true, nil
}

// tail checks on q the hash chain from the snapshot read on, or the
// whole chain when there is none or it does not check (see [CheckTail]).
func (l *latestRead) tail(ctx context.Context, q Querier) (Tail, error) {
	ok, err := l.verify()
	if ok && err == nil {
		tail, err := l.check()
		if err == nil {
			return tail, nil
		}
	}
	if _, bad := errors.AsType[*SnapshotError](err); err != nil && !bad {
		return Tail{}, err
	}
	tail := Tail{chain: NewChain()}
	return tail, tail.CheckRest(ctx, q)
}

// check checks that the last record the snapshot covers still hashes to
// the hash it names after the record before it, that the record after it
// seals the snapshot's digest, and that the chain goes on unbroken from
// there to the end of the log: else a *SnapshotError says what fails. It
// returns how far it checked.
func (l latestRead) check() (Tail, error) {
	h := l.head
	var err error
	for _, r := range l.last {
		if err = chainAfter(l.prev, map[string]int{r.Stream: r.Seq - 1}).Check(r); err == nil && (r.Hash != h.hash || h.versions[r.Stream] != r.Seq) {
			err = &SnapshotError{fmt.Sprintf("it covers up to %s, but the log holds event %s #%d there", h.hash[:min(16, len(h.hash))], r.Stream, r.Seq)}
		}
	}
	if err == nil && len(l.last) == 0 {
		err = &SnapshotError{"the last event it covers is not in the log"}
	}
	tail := Tail{id: h.eventID, chain: chainAfter(h.hash, h.versions)}
	if err == nil && len(l.after) == 0 {
		err = &SnapshotError{"it is not sealed in the log"}
	}
	if err == nil {
		err = tail.seal(h, l.after[0])
	}
	for i := 1; err == nil && i < len(l.after); i++ {
		err = tail.next(l.after[i])
	}
	if ce, ok := errors.AsType[*ChainError](err); ok {
		return Tail{}, &SnapshotError{ce.Error()}
	}
	return tail, err
}

// seal checks r, the record after the last the snapshot h covers, which
// must seal h's digest, and moves t past it.
func (t *Tail) seal(h snapshotHead, r Stored) error {
	if r.ID != h.sealID || r.Stream != arbiter.SnapshotStream || !bytes.Equal(r.Payload, sealPayload(h.digest)) {
		return &SnapshotError{"its digest is not the one sealed in the log after the last event it covers"}
	}
	// The seals before it are not read: its number, which its hash
	// covers, is taken as it stands (verify walks them all).
	versions := maps.Clone(h.versions)
	versions[arbiter.SnapshotStream] = r.Seq - 1
	t.chain = chainAfter(h.hash, versions)
	return t.next(r)
}

// ReadSnapshot is a store's LatestSnapshotWithout on q (see
// [DB.LatestSnapshotWithout]).
func ReadSnapshot(ctx context.Context, q Querier, leave func(header []byte) func(line int) bool) (arbiter.Snapshot, bool, error) {
	l, ok, err := readLatest(ctx, q)
	if !ok || err != nil {
		return arbiter.Snapshot{}, false, err
	}
	if _, err := l.check(); err != nil {
		return arbiter.Snapshot{}, false, err
	}
	after, err := Collect(func(fn func(Stored) error) error {
		for _, r := range l.after[1:] {
			if err := fn(r); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return arbiter.Snapshot{}, false, &SnapshotError{err.Error()}
	}
	state, err := readLines(ctx, q, l.head.list, leave)
	if err != nil {
		return arbiter.Snapshot{}, false, err
	}
	return arbiter.Snapshot{Versions: l.head.versions, Hash: l.head.hash, State: state, After: after}, true, nil
}

// readLines returns the state of a snapshot from list, the digests of its
// lines: each line read must still hash to its digest. With leave, only
// the first line and those leave(first) does not name are read, the
// others written as references ([arbiter.LineRef]).
func readLines(ctx context.Context, q Querier, list []byte, leave func(header []byte) func(line int) bool) ([]byte, error) {
	digests := strings.Split(string(list), "\n")
	kept := map[string][]byte{}
	skip := func(int) bool { return false }
	if leave == nil {
		if err := q.Query(ctx, readLine, nil, keepLine(kept)); err != nil {
			return nil, err
		}
	} else {
		if err := keepLines(ctx, q, digests[:1], kept); err != nil {
			return nil, err
		}
		skip = leave(kept[digests[0]])
		var wanted []string
		for i, d := range digests[1:] {
			if _, ok := kept[d]; !ok && !skip(i+1) {
				wanted = append(wanted, d)
			}
		}
		if err := keepLines(ctx, q, wanted, kept); err != nil {
			return nil, err
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

// readLine is the query of the lines kept, to which a WHERE may be added.
const readLine = `SELECT digest, line FROM snapshot_lines`

// keepLine is the row function that keeps in kept a line read by
// readLine, checking it still hashes to its digest.
func keepLine(kept map[string][]byte) func(scan func(...any) error) error {
	return func(scan func(...any) error) error {
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
	}
}

// keepLines reads on q into kept the lines digests name, in one batch.
func keepLines(ctx context.Context, q Querier, digests []string, kept map[string][]byte) error {
	return QueryAll(ctx, q, inBatches(digests, readLine+` WHERE digest IN `, keepLine(kept))...)
}

// ReadSnapshotLines is a store's SnapshotLines on q (see
// [DB.SnapshotLines]).
func ReadSnapshotLines(ctx context.Context, q Querier, digests []string) (map[string][]byte, error) {
	kept := make(map[string][]byte, len(digests))
	if err := keepLines(ctx, q, digests, kept); err != nil {
		return nil, err
	}
	for _, d := range digests {
		if _, ok := kept[d]; !ok {
			return nil, &SnapshotError{"a line it refers to is missing"}
		}
	}
	return kept, nil
}

// SnapshotLines returns the lines of snapshots that digests name, each
// checked against its digest; a digest of no line kept is an error (see
// [arbiter.SnapshotStore.SnapshotLines]).
func (s *DB) SnapshotLines(ctx context.Context, digests []string) (map[string][]byte, error) {
	lines, err := ReadSnapshotLines(ctx, sqlQuerier{s.db}, digests)
	if _, bad := errors.AsType[*SnapshotError](err); err != nil && !bad {
		err = s.storageError(fmt.Errorf("read the lines of the snapshot: %w", err))
	}
	return lines, err
}

// hasSnapshots reports whether the database keeps snapshots sealed into
// its chain: a read-only store may read one written before snapshots
// existed, or before they were sealed.
func (s *DB) hasSnapshots(ctx context.Context) bool {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM migrations WHERE name = ?`, sealMigration).Scan(&n)
	return err == nil && n > 0
}
