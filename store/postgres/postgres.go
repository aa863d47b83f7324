// Package postgres keeps the referee's events in a PostgreSQL database, so
// that several referee stations (the rooms of a large event, or a
// federation's server keeping every tournament) write to one log at once.
//
// It is the SQLite store of package store on another database: the same
// append-only table (triggers refuse UPDATE, DELETE and TRUNCATE), the same
// numbering per stream with UNIQUE (stream, seq), the same hash chain
// ([store.Hash]) over every stream in the order of appending, so that
// [DB.Verify] and [DB.Last] answer as the SQLite store does for the same
// events. Appends are serialised by a table lock taken inside their
// transaction: the version check and the chain's previous hash are read with
// no other writer in between, and a stale version is an *arbiter.Error with
// code conflict that writes nothing.
//
// Every Append notifies the channel [Channel] on commit; [DB.Watch] turns
// those notifications into a channel a front end can wait on.
package postgres

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"sort"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"arbiter/arbiter"
	"arbiter/store"
)

//go:embed migration/*.sql
var migrations embed.FS

// Channel is the LISTEN/NOTIFY channel every Append notifies on commit,
// with the stream's name as payload.
const Channel = "arbiter_events"

// migrationLock is the advisory lock key that keeps two stations opening a
// new database at once from migrating it twice.
const migrationLock = 0x61726269 // "arbi"

// DB is an [arbiter.Store] in a PostgreSQL database.
type DB struct {
	pool *pgxpool.Pool
	name string
	// Now stamps records appended with a zero Time; it defaults to time.Now.
	Now func() time.Time
}

var _ arbiter.BatchStore = (*DB)(nil)

// Open connects to the PostgreSQL database named by conn, a URL
// (postgres://user@host/dbname, postgres:///dbname?host=/run/postgresql)
// or a keyword string (host=/tmp/dir dbname=cupa), and brings its schema up
// to date. The database must exist (createdb makes one); its tables are
// created on first use.
func Open(ctx context.Context, conn string) (*DB, error) {
	cfg, err := pgxpool.ParseConfig(conn)
	if err != nil {
		return nil, fmt.Errorf("open event store: %w", err)
	}
	s := &DB{name: describe(cfg.ConnConfig), Now: time.Now}
	// Each query in one round trip, not two (a statement prepared, then
	// run): a command's queries run once each on a connection of its own.
	cfg.ConnConfig.DefaultQueryExecMode = pgx.QueryExecModeExec
	s.pool, err = pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("open event store %s: %w", s.name, err)
	}
	if err := s.migrate(ctx); err != nil {
		s.pool.Close()
		return nil, fmt.Errorf("open event store %s: %w", s.name, err)
	}
	return s, nil
}

// describe names a database without its password:
// postgres://user@host:port/dbname, the host being a socket directory or a
// machine.
func describe(c *pgx.ConnConfig) string {
	return fmt.Sprintf("postgres://%s@%s:%d/%s", c.User, c.Host, c.Port, c.Database)
}

// Name is the database's address without its password, for messages.
func (s *DB) Name() string { return s.name }

// Close closes every connection to the database.
func (s *DB) Close() error {
	s.pool.Close()
	return nil
}

// migrate runs, in name order, each embedded migration not yet recorded in
// the migrations table, all in one transaction under an advisory lock.
func (s *DB) migrate(ctx context.Context) error {
	names, err := fs.Glob(migrations, "migration/*.sql")
	if err != nil {
		return err
	}
	sort.Strings(names)
	if s.upToDate(ctx, names) {
		return nil
	}
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, migrationLock); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied TEXT NOT NULL)`); err != nil {
			return err
		}
		for _, name := range names {
			var n int
			if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM migrations WHERE name = $1`, name).Scan(&n); err != nil {
				return err
			}
			if n > 0 {
				continue
			}
			body, err := fs.ReadFile(migrations, name)
			if err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, string(body)); err != nil {
				return fmt.Errorf("migration %s: %w", name, err)
			}
			if _, err := tx.Exec(ctx, `INSERT INTO migrations (name, applied) VALUES ($1, $2)`,
				name, store.FormatTime(s.Now())); err != nil {
				return err
			}
		}
		var newer string
		err := tx.QueryRow(ctx, `SELECT name FROM migrations WHERE name > $1 ORDER BY name LIMIT 1`, names[len(names)-1]).Scan(&newer)
		if err == nil {
			return fmt.Errorf("written by a newer arbiter (its migration %s is unknown here): upgrade arbiter", newer)
		}
		if !errors.Is(err, pgx.ErrNoRows) {
			return err
		}
		return nil
	})
}

// upToDate reports whether the database has had exactly the migrations
// names, in one query and no lock, as every command but the first finds
// it; otherwise (a new or older database, a newer arbiter's, an error)
// migrate takes the lock and finds out.
func (s *DB) upToDate(ctx context.Context, names []string) bool {
	rows, err := s.pool.Query(ctx, `SELECT name FROM migrations ORDER BY name`)
	if err != nil {
		return false
	}
	applied, err := pgx.CollectRows(rows, pgx.RowTo[string])
	return err == nil && slices.Equal(applied, names)
}

// Append adds recs to stream in one transaction, numbering them from
// expectedVersion+1, stamping a zero Time with Now and computing each Hash
// (the Seq and Hash given are ignored; recs is not modified). It returns an
// *arbiter.Error with code EConflict when stream does not end at
// expectedVersion, or when another station's transaction got in the way;
// then nothing is written.
func (s *DB) Append(ctx context.Context, stream string, expectedVersion int, recs ...arbiter.Record) error {
	if err := store.CheckAppend(stream, expectedVersion, recs); err != nil || len(recs) == 0 {
		return err
	}
	// The chain is checked before the lock is taken, so that stations do
	// not wait on each other's checks; what was appended meanwhile is
	// checked under the lock.
	tail, err := store.CheckTail(ctx, s.reader())
	if err == nil {
		err = s.insert(ctx, stream, expectedVersion, &tail, recs)
	}
	if arbiter.ErrorCode(err) == arbiter.EConflict || errors.Is(err, arbiter.ErrLogChanged) {
		return err
	}
	if raced(err) {
		return arbiter.Errorf(arbiter.EConflict,
			"%s: another station recorded events meanwhile; run this command again", stream)
	}
	if err != nil {
		return fmt.Errorf("append to %s: %w", stream, err)
	}
	return nil
}

// insert appends recs to stream at expectedVersion in one transaction,
// after checking the records appended since tail, in two round trips: the
// first begins the transaction, takes the lock and reads the stream's
// version, the chain's last hash and those records; the second inserts
// recs, notifies and commits.
func (s *DB) insert(ctx context.Context, stream string, expectedVersion int, tail *store.Tail, recs []arbiter.Record) error {
	conn, err := s.pool.Acquire(ctx)
	if err != nil {
		return err
	}
	defer release(ctx, conn)
	q := &querier{conn: conn.Conn()}
	var (
		version int
		prev    string
	)
	err = q.Batch(ctx, []store.Query{
		{SQL: `BEGIN`},
		// One writer at a time over the whole table: the chain runs across
		// streams, so the previous hash must be the last one committed.
		// Readers are not blocked.
		{SQL: lockEvents},
		{SQL: `SELECT COALESCE(MAX(seq), 0) FROM events WHERE stream = ?`, Args: []any{stream}, Row: func(scan func(...any) error) error {
			return scan(&version)
		}},
		{SQL: `SELECT hash FROM events ORDER BY id DESC LIMIT 1`, Row: func(scan func(...any) error) error {
			return scan(&prev)
		}},
		tail.Rest(),
	})
	if err != nil {
		return err
	}
	if version != expectedVersion {
		return store.Conflict(stream, version, expectedVersion)
	}
	inserts := make([]store.Query, 0, len(recs)+2)
	for i, r := range recs {
		r = store.Seal(r, stream, expectedVersion+1+i, prev, s.Now)
		inserts = append(inserts, store.Query{SQL: `INSERT INTO events (stream, seq, type, payload, time, hash) VALUES (?, ?, ?, ?, ?, ?)`,
			Args: []any{r.Stream, r.Seq, r.Type, r.Payload, store.FormatTime(r.Time), r.Hash}})
		prev = r.Hash
	}
	inserts = append(inserts, store.Query{SQL: `SELECT pg_notify(?, ?)`, Args: []any{Channel, stream}}, store.Query{SQL: `COMMIT`})
	return q.Batch(ctx, inserts)
}

// lockEvents takes the lock an append holds until it commits: one writer
// at a time, readers not blocked.
const lockEvents = `LOCK TABLE events IN SHARE ROW EXCLUSIVE MODE`

// release rolls back the transaction conn holds, if any (what failed
// before the commit leaves it open), and gives conn back to the pool.
func release(ctx context.Context, conn *pgxpool.Conn) {
	if conn.Conn().PgConn().TxStatus() != 'I' {
		_, _ = conn.Exec(context.WithoutCancel(ctx), `ROLLBACK`)
	}
	conn.Release()
}

// raced reports whether err is PostgreSQL's way of saying another
// transaction got there first: a unique violation on (stream, seq), a
// serialization failure or a deadlock.
func raced(err error) bool {
	var pe *pgconn.PgError
	if !errors.As(err, &pe) {
		return false
	}
	switch pe.Code {
	case "23505", "40001", "40P01":
		return true
	}
	return false
}

// Load returns every record of stream in sequence order; none (and no error)
// for a stream that does not exist.
func (s *DB) Load(ctx context.Context, stream string) ([]arbiter.Record, error) {
	return s.LoadAfter(ctx, stream, 0)
}

// LoadAfter returns the records of stream with a sequence number above seq,
// in order: what a station that has read seq records has not seen yet.
func (s *DB) LoadAfter(ctx context.Context, stream string, seq int) ([]arbiter.Record, error) {
	recs, err := store.Collect(func(fn func(store.Stored) error) error {
		return s.scan(ctx, `WHERE stream = $1 AND seq > $2 ORDER BY seq`, []any{stream, seq}, fn)
	})
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", stream, err)
	}
	return recs, nil
}

// LoadAfterEach returns, for each stream of after, its records with a
// sequence number above after[stream], in order: the queries go in one
// batch, a transaction that sees the log as it stood when it began.
func (s *DB) LoadAfterEach(ctx context.Context, after map[string]int) (map[string][]arbiter.Record, error) {
	read := make(map[string][]arbiter.Record, len(after))
	var queries []store.Query
	for stream, seq := range after {
		read[stream] = nil
		queries = append(queries, store.Query{SQL: `SELECT stream, seq, type, payload, time, hash FROM events WHERE stream = ? AND seq > ? ORDER BY seq`,
			Args: []any{stream, seq}, Row: func(scan func(...any) error) error {
				var r store.Stored
				if err := scan(&r.Stream, &r.Seq, &r.Type, &r.Payload, &r.Stamp, &r.Hash); err != nil {
					return err
				}
				rec, err := r.Record()
				read[stream] = append(read[stream], rec)
				return err
			}})
	}
	if err := s.reader().Batch(ctx, queries); err != nil {
		return nil, fmt.Errorf("load %d streams: %w", len(after), err)
	}
	return read, nil
}

// Last returns the record appended last, across streams, whose hash seals
// the whole chain; false for an empty store.
func (s *DB) Last(ctx context.Context) (arbiter.Record, bool, error) {
	return store.CollectLast(func(fn func(store.Stored) error) error {
		return s.scan(ctx, `ORDER BY id DESC LIMIT 1`, nil, fn)
	})
}

// Streams lists the streams that hold records, in order of creation.
func (s *DB) Streams(ctx context.Context) ([]string, error) {
	rows, err := s.pool.Query(ctx, `SELECT stream FROM events GROUP BY stream ORDER BY MIN(id)`)
	if err != nil {
		return nil, fmt.Errorf("list streams: %w", err)
	}
	streams, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("list streams: %w", err)
	}
	return streams, nil
}

// Verify walks every record in the order it was appended and checks its
// stream numbering and its hash. It returns a *store.ChainError naming the
// first record that fails, or the database error that stopped the walk.
func (s *DB) Verify(ctx context.Context) error {
	c := store.NewChain()
	err := s.scan(ctx, `ORDER BY id`, nil, c.Check)
	var ce *store.ChainError
	if err != nil && !errors.As(err, &ce) {
		return fmt.Errorf("verify %s: %w", s.name, err)
	}
	return err
}

// scan runs a SELECT over the events table with the given tail (WHERE and
// ORDER BY) and passes each row to fn, stopping at fn's first error.
func (s *DB) scan(ctx context.Context, tail string, args []any, fn func(store.Stored) error) error {
	return s.reader().Query(ctx, `SELECT stream, seq, type, payload, time, hash FROM events `+tail, args, func(scan func(...any) error) error {
		var r store.Stored
		if err := scan(&r.Stream, &r.Seq, &r.Type, &r.Payload, &r.Stamp, &r.Hash); err != nil {
			return err
		}
		return fn(r)
	})
}

// Watch reports the events recorded in the database, by any station: after
// each committed Append (here or on another machine) the channel receives a
// value. Values are coalesced (one may stand for several appends) and carry
// nothing: on receiving one, read what is new with LoadAfter. The channel is
// closed when ctx ends. A lost connection is opened again after a second,
// and a value is then sent, since changes may have been missed meanwhile.
func (s *DB) Watch(ctx context.Context) (<-chan struct{}, error) {
	conn, err := s.listen(ctx)
	if err != nil {
		return nil, fmt.Errorf("watch %s: %w", s.name, err)
	}
	changes := make(chan struct{}, 1)
	notify := func() {
		select {
		case changes <- struct{}{}:
		default:
		}
	}
	go func() {
		defer close(changes)
		for {
			for conn != nil {
				if _, err := conn.WaitForNotification(ctx); err != nil {
					conn.Close(context.Background())
					conn = nil
					break
				}
				notify()
			}
			select {
			case <-ctx.Done():
				return
			case <-time.After(time.Second):
			}
			if conn, _ = s.listen(ctx); conn != nil {
				notify()
			}
		}
	}()
	return changes, nil
}

// listen takes a connection out of the pool and listens on [Channel] on it.
func (s *DB) listen(ctx context.Context) (*pgx.Conn, error) {
	pc, err := s.pool.Acquire(ctx)
	if err != nil {
		return nil, err
	}
	conn := pc.Hijack()
	if _, err := conn.Exec(ctx, "LISTEN "+Channel); err != nil {
		conn.Close(context.Background())
		return nil, err
	}
	return conn, nil
}

// Analyze gathers the statistics PostgreSQL plans the store's queries
// from, which its autovacuum gathers on its own as the log grows: a
// database filled at once (a copy) needs them before a command reads the
// records after a snapshot through the index, not the whole table.
func (s *DB) Analyze(ctx context.Context) error {
	if _, err := s.pool.Exec(ctx, `ANALYZE events, snapshots, snapshot_lines`); err != nil {
		return fmt.Errorf("analyze %s: %w", s.name, err)
	}
	return nil
}

// Walk passes every record to fn in the order they were appended, across
// streams (the order of the hash chain), stopping at fn's first error.
func (s *DB) Walk(ctx context.Context, fn func(arbiter.Record) error) error {
	return s.scan(ctx, `ORDER BY id`, nil, store.Each(fn))
}
