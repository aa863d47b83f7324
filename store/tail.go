package store

import (
	"context"
)

// Tail is how far a check of the hash chain went: the last record checked
// and the chain as it stands after it.
type Tail struct {
	id    int64 // of the last record checked, 0 for none
	chain *Chain
}

// CheckTail checks on q the hash chain from the latest snapshot on, as
// every reader does before it folds the records after the snapshot, or
// the whole chain when there is no snapshot or it does not check: it
// returns a *ChainError naming the first record that breaks the chain. A
// store checks so before each Append, so that nothing is ever appended
// after a changed event.
func CheckTail(ctx context.Context, q Querier) (Tail, error) {
	var l latestRead
	if err := QueryAll(ctx, q, l.queries()...); err != nil {
		return Tail{}, err
	}
	return l.tail(ctx, q)
}

// CheckRest checks on q the records appended after those t checked, and
// moves t past them: an Append that checked the chain before it took its
// store's lock checks, once it holds it, what other writers appended
// meanwhile.
func (t *Tail) CheckRest(ctx context.Context, q Querier) error {
	rest := t.Rest()
	return q.Query(ctx, rest.SQL, rest.Args, rest.Row)
}

// Rest is the query of [Tail.CheckRest], for a store that sends it with
// others.
func (t *Tail) Rest() Query {
	return eventsQuery(`WHERE id > ? ORDER BY id`, []any{t.id}, t.next)
}

// next checks r, the record after those t checked, and moves t past it.
func (t *Tail) next(r Stored) error {
	if err := t.chain.Check(r); err != nil {
		return err
	}
	t.id = r.ID
	return nil
}
