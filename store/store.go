// Package store keeps the referee's events in a SQLite database: an
// append-only log of [arbiter.Record]s, numbered per stream ("tournament",
// "game-1", …) and chained by hash so that a changed or removed event is found
// by [DB.Verify].
//
// The database is one file (plus its -wal and -shm companions while it is
// open) in WAL mode. Every [DB.Append] is one transaction that checks the
// stream's version and writes all of a command's events or none. [Memory] is
// the same store in memory, for tests.
//
// Every error of [Open], [OpenReadOnly] and of the [arbiter.Store] methods
// and Verify and Last of a [DB] is an *[arbiter.Error] ([DB.Verify]'s
// finding is a *[ChainError]): [arbiter.EConflict] for an append at a stale
// version, [arbiter.EStorage] for the rest, whose message names the file and
// says what to do when it is not an arbiter database or is damaged. Callers
// never see the driver.
package store

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"sort"
	"strings"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"arbiter/arbiter"
)

//go:embed migration/*.sql
var migrations embed.FS

// busyTimeout is how long a command waits for another one holding the
// database before giving up.
const busyTimeout = 10 * time.Second

// DB is an [arbiter.Store] in a SQLite database.
type DB struct {
	db   *sql.DB
	path string
	// tidy is set on a read-only store that found no -wal file: SQLite
	// creates -wal and -shm files for a read-only connection where it
	// can, and only a read-write one removes them on closing.
	tidy bool
	// Now stamps records appended with a zero Time; it defaults to time.Now.
	Now func() time.Time
}

var _ arbiter.Store = (*DB)(nil)

// Open opens (creating it if needed) the event store at path, or a fresh one
// in memory for ":memory:", and brings its schema up to date. A file that is
// not a SQLite database, or is damaged, gives an error naming the file; so
// does a -wal file beside it that belongs to another version of it
// (a *StaleWALError).
func Open(ctx context.Context, path string) (*DB, error) {
	s, err := open(ctx, path, false)
	return s, coded(err)
}

// OpenReadOnly opens the existing event store at path for reading only: it
// writes nothing, neither to the file nor beside it, so that it reads a
// copy on read-only media or in a directory it may not write. Append
// fails on it. Its schema must be up to date (any command that records
// events brings it up to date).
func OpenReadOnly(ctx context.Context, path string) (*DB, error) {
	s, err := open(ctx, path, true)
	return s, coded(err)
}

func open(ctx context.Context, path string, readOnly bool) (*DB, error) {
	if path == "" {
		return nil, errors.New("open event store: no database path")
	}
	if strings.ContainsRune(path, '?') {
		return nil, fmt.Errorf("open event store %s: the path must not contain '?'", path)
	}
	if path != ":memory:" {
		if err := checkWAL(path); err != nil {
			return nil, err
		}
	}
	if !readOnly && path != ":memory:" {
		if err := checkWritable(path); err != nil {
			return nil, err
		}
	}
	if !readOnly {
		// Immediate transactions take the write lock at BEGIN, so the version
		// check and the insert of an Append see no other writer in between and a
		// second process waits (busy timeout) instead of failing on upgrade.
		return connect(ctx, path, fmt.Sprintf("%s?_busy_timeout=%d&_journal_mode=WAL&_synchronous=FULL&_txlock=immediate",
			path, busyTimeout.Milliseconds()), false)
	}
	// A URI, so that SQLite opens the file read-only (mode=ro); the busy
	// timeout is the driver's.
	uri := fmt.Sprintf("file:%s?mode=ro&_busy_timeout=%d", uriPath(path), busyTimeout.Milliseconds())
	_, err := os.Lstat(path + "-wal")
	noWAL := errors.Is(err, os.ErrNotExist)
	s, err := connect(ctx, path, uri, noWAL)
	if se, ok := errors.AsType[*sqlite.Error](err); ok && noWAL && se.Code()&0xff == sqlite3.SQLITE_READONLY {
		// SQLite reads a WAL database only through -wal and -shm files it
		// can create. Where it cannot (read-only media), no other command
		// can write the database either: it is read as it is.
		s, err = connect(ctx, path, uri+"&immutable=1", false)
	}
	return s, err
}

// checkWritable refuses to open for writing a database file, or a -wal
// or -shm file beside it, whose owner may not write it: SQLite would open
// the database read-only, fail the write, and leave beside it a -shm file
// as read-only as the database, on which every later write fails (even
// once the database is made writable) with a message naming a migration.
// The refusal writes nothing and says what to do.
func checkWritable(path string) error {
	info, err := os.Stat(path)
	if err == nil && info.Mode().IsRegular() && info.Mode().Perm()&0o200 == 0 {
		return arbiter.Errorf(arbiter.EStorage, "%s is read-only (mode %s): nothing was recorded; make it writable (chmod u+w %q) to record, or read it with a command that only reads", path, info.Mode().Perm(), path)
	}
	for _, side := range []string{"-shm", "-wal"} {
		info, err := os.Stat(path + side)
		if err == nil && info.Mode().IsRegular() && info.Mode().Perm()&0o200 == 0 {
			return arbiter.Errorf(arbiter.EStorage, "%s is read-only (mode %s), left beside the database by a write tried while it was read-only: nothing was recorded; make it writable (chmod u+w %q), then run the command again", path+side, info.Mode().Perm(), path+side)
		}
	}
	return nil
}

// connect opens the database path with the driver's dsn, checks or brings
// up to date its schema, and returns the store; tidy is [DB.tidy].
func connect(ctx context.Context, path, dsn string, tidy bool) (*DB, error) {
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("open event store %s: %w", path, err)
	}
	// SQLite has one writer; one connection also keeps a :memory: database whole.
	db.SetMaxOpenConns(1)
	s := &DB{db: db, path: path, Now: time.Now, tidy: tidy}
	check := s.migrate
	if strings.HasPrefix(dsn, "file:") {
		check = s.checkSchema
	}
	if err := check(ctx); err != nil {
		db.Close()
		return nil, openError(path, err)
	}
	return s, nil
}

// uriPath escapes path for a file: URI.
func uriPath(path string) string {
	return strings.NewReplacer("%", "%25", "#", "%23").Replace(path)
}

// openError turns an error met while opening path into an
// [arbiter.EStorage] error a referee can act on: a foreign, damaged or
// unreachable file is said so ([fileError]).
func openError(path string, err error) error {
	if fe := fileError(path, err); fe != nil {
		return fe
	}
	if se, ok := errors.AsType[*sqlite.Error](err); ok {
		switch se.Code() & 0xff {
		case sqlite3.SQLITE_NOTADB:
			return arbiter.Errorf(arbiter.EStorage, "open event store %s: not a SQLite database (wrong file, or its header is damaged)", path)
		case sqlite3.SQLITE_CORRUPT:
			return arbiter.Errorf(arbiter.EStorage, "open event store %s: the database file is damaged: restore it from a backup (%w)", path, err)
		}
	}
	return arbiter.Errorf(arbiter.EStorage, "open event store %s: %w", path, err)
}

// storageError gives err, met reading or writing the open store, the code
// [arbiter.EStorage]; a damaged file (SQLite's SQLITE_CORRUPT), a full
// disk and a failed write are said so, with what to do ([fileError]). A
// coded error (a conflict) and a *ChainError are returned as they are.
func (s *DB) storageError(err error) error {
	if _, ok := errors.AsType[*ChainError](err); ok {
		return err
	}
	if fe := fileError(s.path, err); fe != nil {
		return fe
	}
	if se, ok := errors.AsType[*sqlite.Error](err); ok && se.Code()&0xff == sqlite3.SQLITE_CORRUPT {
		if _, ok := errors.AsType[*arbiter.Error](err); !ok {
			return arbiter.Errorf(arbiter.EStorage, "%s: the database file is damaged: restore it from a backup (%w)", s.path, err)
		}
	}
	return coded(err)
}

// coded gives err the code [arbiter.EStorage], keeping its message, unless
// it has a code already.
func coded(err error) error {
	if err == nil {
		return nil
	}
	if _, ok := errors.AsType[*arbiter.Error](err); ok {
		return err
	}
	return &arbiter.Error{Code: arbiter.EStorage, Message: err.Error(), Err: err}
}

// migrate runs, in name order, each embedded migration not yet recorded in
// the migrations table, each in its own transaction.
func (s *DB) migrate(ctx context.Context) error {
	if err := s.checkForeign(ctx); err != nil {
		return err
	}
	if _, err := s.db.ExecContext(ctx,
		`CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied TEXT NOT NULL)`); err != nil {
		return err
	}
	names, err := migrationNames()
	if err != nil {
		return err
	}
	for _, name := range names {
		if err := s.migrateOne(ctx, name); err != nil {
			return fmt.Errorf("migration %s: %w", name, err)
		}
	}
	return s.checkNewer(ctx, names)
}

// checkSchema checks, writing nothing, that the database is an arbiter
// database whose schema is the one this arbiter writes.
func (s *DB) checkSchema(ctx context.Context) error {
	if err := s.checkForeign(ctx); err != nil {
		return err
	}
	names, err := migrationNames()
	if err != nil {
		return err
	}
	for _, name := range names {
		var n int
		if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM migrations WHERE name = ?`, name).Scan(&n); err != nil {
			return fmt.Errorf("not an arbiter database, or an empty one: %w", err)
		}
		if n == 0 && !slices.Contains(snapshotMigrations, name) && name != secretsMigration {
			return fmt.Errorf("written by an older arbiter (migration %s not applied): run a command that records events on a writable copy first", name)
		}
	}
	return s.checkNewer(ctx, names)
}

// migrationNames returns the embedded migrations in the order they run.
func migrationNames() ([]string, error) {
	names, err := fs.Glob(migrations, "migration/*.sql")
	sort.Strings(names)
	return names, err
}

// checkNewer refuses a database a newer arbiter migrated further: it may
// hold what this one cannot read.
func (s *DB) checkNewer(ctx context.Context, names []string) error {
	var newer string
	err := s.db.QueryRowContext(ctx, `SELECT name FROM migrations WHERE name > ? ORDER BY name LIMIT 1`, names[len(names)-1]).Scan(&newer)
	if err == nil {
		return fmt.Errorf("written by a newer arbiter (its migration %s is unknown here): upgrade arbiter", newer)
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	return nil
}

// checkForeign refuses a SQLite database of another program: one that
// holds tables but no migrations table.
func (s *DB) checkForeign(ctx context.Context) error {
	rows, err := s.db.QueryContext(ctx, `SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`)
	if err != nil {
		return err
	}
	defer rows.Close()
	var tables []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return err
		}
		if name == "migrations" {
			return nil
		}
		tables = append(tables, name)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	if len(tables) > 0 {
		return fmt.Errorf("not an arbiter database: it holds the tables %s", strings.Join(tables, ", "))
	}
	return nil
}

func (s *DB) migrateOne(ctx context.Context, name string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM migrations WHERE name = ?`, name).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	body, err := fs.ReadFile(migrations, name)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, string(body)); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO migrations (name, applied) VALUES (?, ?)`,
		name, FormatTime(s.Now())); err != nil {
		return err
	}
	return tx.Commit()
}

// Close closes the database; with WAL the last connection's close folds the
// -wal file back into the database file. A read-only store that found no
// -wal file removes those SQLite made for it, through a read-write
// connection closed at once: SQLite removes them only when no other
// connection uses them, and where they could be made they can be removed.
func (s *DB) Close() error {
	err := s.db.Close()
	if s.tidy {
		if _, statErr := os.Lstat(s.path + "-wal"); statErr == nil {
			if db, err := sql.Open("sqlite", s.path); err == nil {
				_ = db.PingContext(context.Background()) // only to fold the -wal file in
				db.Close()
			}
		}
	}
	return err
}

// Path returns the path the store was opened with.
func (s *DB) Path() string { return s.path }

// Name is the path, for messages naming the store.
func (s *DB) Name() string { return s.path }

// Append adds recs to stream in one transaction, numbering them from
// expectedVersion+1, stamping a zero Time with Now and computing each Hash
// (the Seq and Hash given are ignored; recs is not modified). It returns an
// *arbiter.Error with code EConflict when stream does not end at
// expectedVersion; then nothing is written.
func (s *DB) Append(ctx context.Context, stream string, expectedVersion int, recs ...arbiter.Record) error {
	return s.storageError(s.insert(ctx, stream, expectedVersion, recs...))
}

// insert is Append without the error coding.
func (s *DB) insert(ctx context.Context, stream string, expectedVersion int, recs ...arbiter.Record) error {
	if err := CheckAppend(stream, expectedVersion, recs); err != nil || len(recs) == 0 {
		return err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("append to %s: %w", stream, err)
	}
	defer tx.Rollback()
	if _, err := CheckTail(ctx, sqlQuerier{tx}); err != nil {
		return err
	}
	var version int
	if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0) FROM events WHERE stream = ?`, stream).Scan(&version); err != nil {
		return fmt.Errorf("append to %s: %w", stream, err)
	}
	if version != expectedVersion {
		return Conflict(stream, version, expectedVersion)
	}
	var prev string
	err = tx.QueryRowContext(ctx, `SELECT hash FROM events ORDER BY id DESC LIMIT 1`).Scan(&prev)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("append to %s: %w", stream, err)
	}
	ins, err := tx.PrepareContext(ctx,
		`INSERT INTO events (stream, seq, type, payload, time, hash) VALUES (?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return fmt.Errorf("append to %s: %w", stream, err)
	}
	defer ins.Close()
	for i, r := range recs {
		r = Seal(r, stream, expectedVersion+1+i, prev, s.Now)
		if _, err := ins.ExecContext(ctx, r.Stream, r.Seq, r.Type, r.Payload, FormatTime(r.Time), r.Hash); err != nil {
			return fmt.Errorf("append %s #%d (%s): %w", stream, r.Seq, r.Type, err)
		}
		prev = r.Hash
	}
	if err := touchHeader(ctx, tx); err != nil {
		return fmt.Errorf("append to %s: %w", stream, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("append to %s: %w", stream, err)
	}
	return nil
}

// touchHeader counts the transaction tx in the database header's user
// version (unused otherwise), which makes every transaction write page 1
// with its number: what lets [checkWAL] tell whether a -wal file continues
// the database beside it.
func touchHeader(ctx context.Context, tx *sql.Tx) error {
	var n int64
	if err := tx.QueryRowContext(ctx, `PRAGMA user_version`).Scan(&n); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", (n+1)&0x7fffffff))
	return err
}

// CheckAppend validates the arguments of an Append; every store calls it first.
func CheckAppend(stream string, expectedVersion int, recs []arbiter.Record) error {
	if stream == "" {
		return errors.New("append: empty stream name")
	}
	if expectedVersion < 0 {
		return fmt.Errorf("append to %s: negative expected version %d", stream, expectedVersion)
	}
	for i, r := range recs {
		if r.Type == "" {
			return fmt.Errorf("append to %s: record %d has no type", stream, i+1)
		}
	}
	return nil
}

// Seal returns r as a store keeps it: in stream at seq, stamped (UTC, no monotonic
// reading) and hashed after prev.
func Seal(r arbiter.Record, stream string, seq int, prev string, now func() time.Time) arbiter.Record {
	r.Stream, r.Seq = stream, seq
	if r.Time.IsZero() {
		r.Time = now()
	}
	r.Time, _ = time.Parse(timeLayout, FormatTime(r.Time))
	if r.Payload == nil {
		r.Payload = []byte{}
	}
	r.Hash = Hash(prev, r)
	return r
}

// Load returns every record of stream in sequence order; none (and no error)
// for a stream that does not exist.
func (s *DB) Load(ctx context.Context, stream string) ([]arbiter.Record, error) {
	return s.LoadAfter(ctx, stream, 0)
}

// LoadAfter returns the records of stream with Seq > seq in sequence order,
// read through the (stream, seq) index: what was appended since seq.
func (s *DB) LoadAfter(ctx context.Context, stream string, seq int) ([]arbiter.Record, error) {
	recs, err := Collect(func(fn func(Stored) error) error {
		return s.scan(ctx, `WHERE stream = ? AND seq > ? ORDER BY seq`, []any{stream, seq}, fn)
	})
	if err != nil {
		return nil, s.storageError(fmt.Errorf("load %s after #%d: %w", stream, seq, err))
	}
	return recs, nil
}

// Last returns the record appended last, across streams, whose hash seals
// the whole chain; false for an empty store. A referee who notes its hash
// can tell later that no event was removed from the end of the log.
func (s *DB) Last(ctx context.Context) (arbiter.Record, bool, error) {
	last, ok, err := CollectLast(func(fn func(Stored) error) error {
		return s.scan(ctx, `ORDER BY id DESC LIMIT 1`, nil, fn)
	})
	return last, ok, s.storageError(err)
}

// Streams lists the streams that hold records, in order of creation.
func (s *DB) Streams(ctx context.Context) ([]string, error) {
	streams, err := s.streams(ctx)
	return streams, s.storageError(err)
}

// streams is Streams without the error coding.
func (s *DB) streams(ctx context.Context) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT stream FROM events GROUP BY stream ORDER BY MIN(id)`)
	if err != nil {
		return nil, fmt.Errorf("list streams: %w", err)
	}
	defer rows.Close()
	var streams []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return nil, fmt.Errorf("list streams: %w", err)
		}
		streams = append(streams, name)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list streams: %w", err)
	}
	return streams, nil
}

// Verify walks every record in the order it was appended and checks its
// stream numbering and its hash. It returns a *ChainError naming the first
// record that fails, or the database error that stopped the walk.
//
// Every reading command verifies the whole log first, so the walk hashes
// each row as SQLite hands it over, decoding and keeping nothing.
func (s *DB) Verify(ctx context.Context) error {
	err := s.verify(ctx)
	var ce *ChainError
	if err != nil && !errors.As(err, &ce) {
		return s.storageError(fmt.Errorf("verify %s: %w", s.path, err))
	}
	return err
}

func (s *DB) verify(ctx context.Context) error {
	rows, err := s.db.QueryContext(ctx, `SELECT stream, seq, type, payload, time, hash FROM events ORDER BY id`)
	if err != nil {
		return err
	}
	defer rows.Close()
	c := NewChain()
	var (
		stream, typ, payload, stamp, hash sql.RawBytes
		seq                               int
	)
	for rows.Next() {
		if err := rows.Scan(&stream, &seq, &typ, &payload, &stamp, &hash); err != nil {
			return err
		}
		if err := c.checkRow(stream, seq, typ, payload, stamp, hash); err != nil {
			return err
		}
	}
	return rows.Err()
}

// scan runs a SELECT over the events table with the given tail (WHERE and
// ORDER BY) and passes each row to fn, stopping at fn's first error.
func (s *DB) scan(ctx context.Context, tail string, args []any, fn func(Stored) error) error {
	return scanEvents(ctx, sqlQuerier{s.db}, tail, args, fn)
}
