package postgres

import (
	"context"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"arbiter/store"
)

// querier is a [store.Querier] and [store.Batcher] on a connection held
// for a transaction, or on the pool outside one: the shared SQL's '?'
// placeholders become $1, $2, ….
//
// Every query goes in one round trip and asks for its rows in binary: a
// bytea (a record's payload, a snapshot's line) then comes as its bytes,
// not as text twice as long that both ends encode and decode.
type querier struct {
	// pool is set outside a transaction: each call takes a connection of
	// it, and a batch is a read-only transaction of its own, begun and
	// committed in the batch's one round trip.
	pool *pgxpool.Pool
	// conn is the connection held otherwise.
	conn *pgx.Conn
	// pending are statements sent ahead of the next query (BEGIN and a
	// lock): they then cost no round trip of their own.
	pending []store.Query
}

// reader returns a querier on the pool for reads outside a transaction:
// each query sees the database as it stands when it runs, each batch as
// it stood when the batch began.
func (s *DB) reader() *querier { return &querier{pool: s.pool} }

// Query runs query.
func (q *querier) Query(ctx context.Context, query string, args []any, fn func(scan func(dest ...any) error) error) error {
	return q.send(ctx, []store.Query{{SQL: query, Args: args, Row: fn}})
}

// Exec runs a statement.
func (q *querier) Exec(ctx context.Context, query string, args ...any) error {
	return q.send(ctx, []store.Query{{SQL: query, Args: args}})
}

// Batch sends queries in one batch (one round trip), in the transaction
// of q or, outside one, in a repeatable-read, read-only transaction that
// the batch begins and commits.
func (q *querier) Batch(ctx context.Context, queries []store.Query) error {
	if q.pool != nil {
		queries = append(append([]store.Query{{SQL: `BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY`}}, queries...), store.Query{SQL: `COMMIT`})
	}
	return q.send(ctx, queries)
}

// send sends the pending statements and queries in one round trip and
// passes each row to its query's Row, stopping at the first error.
func (q *querier) send(ctx context.Context, queries []store.Query) error {
	if len(q.pending) > 0 {
		queries = append(q.pending, queries...)
		q.pending = nil
	}
	if q.conn != nil {
		return sendBinary(ctx, q.conn, queries)
	}
	return q.pool.AcquireFunc(ctx, func(c *pgxpool.Conn) error { return sendBinary(ctx, c.Conn(), queries) })
}

// binary asks for every column of a result in binary.
var binary = []int16{pgx.BinaryFormatCode}

// sendBinary sends queries on conn in one batch, their arguments as text
// (as pgx's exec mode sends them, the server inferring their types), and
// reads their rows in binary.
func sendBinary(ctx context.Context, conn *pgx.Conn, queries []store.Query) error {
	var (
		b    pgconn.Batch
		args pgx.ExtendedQueryBuilder
	)
	for _, query := range queries {
		if err := args.Build(conn.TypeMap(), nil, query.Args); err != nil {
			return err
		}
		b.ExecParams(numbered(query.SQL), args.ParamValues, nil, args.ParamFormats, binary)
	}
	results := conn.PgConn().ExecBatch(ctx, &b)
	for i := 0; results.NextResult(); i++ {
		if err := readResult(conn, results.ResultReader(), queries[i].Row); err != nil {
			results.Close()
			return err
		}
	}
	return results.Close()
}

// readResult passes each row of result to row (nil: the result has none
// to read) and closes it.
func readResult(conn *pgx.Conn, result *pgconn.ResultReader, row func(scan func(dest ...any) error) error) error {
	if row == nil {
		_, err := result.Close()
		return err
	}
	rows := pgx.RowsFromResultReader(conn.TypeMap(), result)
	defer rows.Close()
	return store.EachRow(rows, row)
}

// numbered returns query with its '?' placeholders numbered as PostgreSQL
// wants them: the shared SQL holds no '?' in its text otherwise.
func numbered(query string) string {
	n := strings.Count(query, "?")
	if n == 0 {
		return query
	}
	var b strings.Builder
	b.Grow(len(query) + 3*n)
	i := 0
	for part := range strings.SplitSeq(query, "?") {
		if i > 0 {
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(i))
		}
		b.WriteString(part)
		i++
	}
	return b.String()
}
