package store

import (
	"context"
	"database/sql"
)

// Querier runs the SQL that the SQLite and the PostgreSQL stores share
// (the chain's checks, the snapshots), written with '?' placeholders: a
// SQLite connection or transaction ([sqlQuerier]), or a PostgreSQL one, which
// numbers the placeholders.
type Querier interface {
	// Query runs query and passes each row to fn, which reads its columns
	// with scan; it stops at fn's first error.
	Query(ctx context.Context, query string, args []any, fn func(scan func(dest ...any) error) error) error
	// Exec runs a statement that returns no rows.
	Exec(ctx context.Context, query string, args ...any) error
}

// Query is one query of those [QueryAll] runs at once: its SQL with '?'
// placeholders, its arguments, and what reads each of its rows (nil for
// a statement that returns none).
type Query struct {
	SQL  string
	Args []any
	Row  func(scan func(dest ...any) error) error
}

// Batcher is a [Querier] that sends several queries to its database at
// once, in one round trip, which a database server (not a SQLite file)
// answers faster than one by one.
type Batcher interface {
	Querier
	// Batch runs queries in order, in one transaction that sees the
	// database as it stood when the first began, and passes each row to
	// its query's Row; it stops at the first error.
	Batch(ctx context.Context, queries []Query) error
}

// QueryAll runs queries on q in order: in one batch when q is a
// [Batcher], else one after the other.
func QueryAll(ctx context.Context, q Querier, queries ...Query) error {
	if b, ok := q.(Batcher); ok {
		return b.Batch(ctx, queries)
	}
	for _, query := range queries {
		var err error
		if query.Row == nil {
			err = q.Exec(ctx, query.SQL, query.Args...)
		} else {
			err = q.Query(ctx, query.SQL, query.Args, query.Row)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// QueryRow runs query, which returns at most one row, and reads its
// columns into dest; false when there is no row.
func QueryRow(ctx context.Context, q Querier, query string, args []any, dest ...any) (bool, error) {
	found := false
	err := q.Query(ctx, query, args, func(scan func(dest ...any) error) error {
		found = true
		return scan(dest...)
	})
	return found && err == nil, err
}

// Rows are the rows of a query as either driver gives them.
type Rows interface {
	Next() bool
	Scan(dest ...any) error
	Err() error
}

// EachRow passes each of rows to fn, which reads its columns with scan,
// and stops at fn's first error; the caller closes rows.
func EachRow(rows Rows, fn func(scan func(dest ...any) error) error) error {
	for rows.Next() {
		if err := fn(rows.Scan); err != nil {
			return err
		}
	}
	return rows.Err()
}

// sqlRunner is a SQLite database or transaction.
type sqlRunner interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// sqlQuerier is a [Querier] over a SQLite database or transaction.
type sqlQuerier struct{ db sqlRunner }

// Query runs query on the database.
func (q sqlQuerier) Query(ctx context.Context, query string, args []any, fn func(scan func(dest ...any) error) error) error {
	rows, err := q.db.QueryContext(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	return EachRow(rows, fn)
}

// Exec runs a statement on the database.
func (q sqlQuerier) Exec(ctx context.Context, query string, args ...any) error {
	_, err := q.db.ExecContext(ctx, query, args...)
	return err
}

// scanEvents runs a SELECT over the events table of q with the given tail
// (WHERE and ORDER BY) and passes each row to fn, stopping at fn's first
// error.
func scanEvents(ctx context.Context, q Querier, tail string, args []any, fn func(Stored) error) error {
	query := eventsQuery(tail, args, fn)
	return q.Query(ctx, query.SQL, query.Args, query.Row)
}

// eventsQuery is a SELECT over the events table with the given tail
// (WHERE and ORDER BY) that passes each row to fn.
func eventsQuery(tail string, args []any, fn func(Stored) error) Query {
	return Query{`SELECT id, stream, seq, type, payload, time, hash FROM events ` + tail, args, func(scan func(dest ...any) error) error {
		var r Stored
		if err := scan(&r.ID, &r.Stream, &r.Seq, &r.Type, &r.Payload, &r.Stamp, &r.Hash); err != nil {
			return err
		}
		return fn(r)
	}}
}
