package postgres

import (
	"context"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"

	"arbiter/store"
)

// querier is a [store.Querier] over a PostgreSQL transaction: the shared
// SQL's '?' placeholders become $1, $2, ….
type querier struct{ tx pgx.Tx }

// readOnly runs fn in a read-only transaction that sees the database as
// it stood when it began.
func (s *DB) readOnly(ctx context.Context, fn func(q querier) error) error {
	return pgx.BeginTxFunc(ctx, s.pool, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
		return fn(querier{tx})
	})
}

// Query runs query in the transaction.
func (q querier) Query(ctx context.Context, query string, args []any, fn func(scan func(dest ...any) error) error) error {
	rows, err := q.tx.Query(ctx, numbered(query), args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	return store.EachRow(rows, fn)
}

// Exec runs a statement in the transaction.
func (q querier) Exec(ctx context.Context, query string, args ...any) error {
	_, err := q.tx.Exec(ctx, numbered(query), args...)
	return err
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
