package postgres

import (
	"context"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"arbiter/store"
)

// runner is what a [querier] runs its SQL on: a transaction or the pool.
type runner interface {
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults
}

// querier is a [store.Querier] and [store.Batcher] over a PostgreSQL
// transaction, or over the pool outside one: the shared SQL's '?'
// placeholders become $1, $2, ….
type querier struct {
	db runner
	// outside is set on the pool: a batch is then a read-only transaction
	// of its own, begun and committed in the batch's one round trip.
	outside bool
}

// reader returns a querier on the pool for reads outside a transaction:
// each query sees the database as it stands when it runs, each batch as
// it stood when the batch began.
func (s *DB) reader() querier { return querier{db: s.pool, outside: true} }

// Query runs query.
func (q querier) Query(ctx context.Context, query string, args []any, fn func(scan func(dest ...any) error) error) error {
	rows, err := q.db.Query(ctx, numbered(query), args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	return store.EachRow(rows, fn)
}

// Exec runs a statement.
func (q querier) Exec(ctx context.Context, query string, args ...any) error {
	_, err := q.db.Exec(ctx, numbered(query), args...)
	return err
}

// Batch sends queries in one batch (one round trip), in the transaction
// of q or, outside one, in a repeatable-read, read-only transaction that
// the batch begins and commits.
func (q querier) Batch(ctx context.Context, queries []store.Query) error {
	var b pgx.Batch
	if q.outside {
		b.Queue(`BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY`)
	}
	for _, query := range queries {
		queue(&b, query)
	}
	if q.outside {
		b.Queue(`COMMIT`)
	}
	return q.db.SendBatch(ctx, &b).Close()
}

// queue adds query to b.
func queue(b *pgx.Batch, query store.Query) {
	qq := b.Queue(numbered(query.SQL), query.Args...)
	if query.Row == nil {
		return
	}
	qq.Query(func(rows pgx.Rows) error {
		return store.EachRow(rows, query.Row)
	})
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
