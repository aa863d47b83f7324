package arbiter

import (
	"context"
	"time"
)

// Record is an event as the store keeps it: the stream it belongs to, its
// sequence number in that stream (1, 2, …), its stable type name, its JSON
// payload, when it was recorded, and the hash chaining it to the record before.
type Record struct {
	Stream  string
	Seq     int
	Type    string
	Payload []byte
	Time    time.Time
	// Hash is the hex SHA-256 over the previous record's hash (empty for the
	// first), Stream, Seq, Type, Payload and Time; the store computes it.
	Hash string
}

// Store keeps event records, append-only.
type Store interface {
	// Append adds recs to stream in one transaction, numbering them from
	// expectedVersion+1. It returns an *Error with code Conflict when the stream
	// does not currently end at expectedVersion, and nothing is written.
	Append(ctx context.Context, stream string, expectedVersion int, recs ...Record) error
	// Load returns every record of stream in sequence order.
	Load(ctx context.Context, stream string) ([]Record, error)
	// LoadAfter returns the records of stream with Seq > seq, in sequence
	// order: what was appended since a reader last saw seq. LoadAfter(ctx,
	// stream, 0) is Load.
	LoadAfter(ctx context.Context, stream string, seq int) ([]Record, error)
	// Streams lists the streams that hold records, in order of creation.
	Streams(ctx context.Context) ([]string, error)
}
