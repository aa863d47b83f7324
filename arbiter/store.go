package arbiter

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
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

// BatchStore is a [Store] that reads what was appended to several streams
// at once: one on a database server, where each read is a round trip.
type BatchStore interface {
	Store
	// LoadAfterEach returns, for each stream of after, what LoadAfter
	// returns for it and after[stream], all read as the log stood at one
	// moment.
	LoadAfterEach(ctx context.Context, after map[string]int) (map[string][]Record, error)
}

// ChainStore is a [Store] that checks the hash chain of its log.
type ChainStore interface {
	Store
	// Verify walks every record in the order they were appended and
	// returns an error wrapping [ErrLogChanged] that names the first one
	// that breaks the chain.
	Verify(ctx context.Context) error
}

// Snapshot is a folded state a [SnapshotStore] keeps beside its log: a
// cache that lets a command fold only the records after it. It is never an
// event: the log stays the truth, and a snapshot that does not check is
// ignored.
type Snapshot struct {
	// Versions is the last sequence number of each stream it covers: the
	// whole log as it stood when the snapshot was saved ([SnapshotStream]
	// aside).
	Versions map[string]int
	// Hash is the hash of the last record it covers, the last appended.
	Hash string
	// State is the state folded from those records, as the snapshot
	// codec (package arbiter/snapshot) writes it.
	State []byte
	// After is the rest of the log as the store read it with the snapshot,
	// in the order of appending: the records after the one that seals it,
	// checked with it.
	After []Record
}

// SnapshotStream is the stream in which a [SnapshotStore] seals each
// snapshot it saves into the hash chain: a record of type [SealType]
// naming the snapshot's digest, appended right after the last record it
// covers. It holds no event of the tournament: nothing folds it.
const SnapshotStream = "snapshot"

// SealType is the type of the records of [SnapshotStream].
const SealType = "snapshot_sealed"

// SnapshotStore is a [Store] that keeps the latest [Snapshot] of its log.
type SnapshotStore interface {
	Store
	// SaveSnapshot keeps state, folded from the records up to versions,
	// in place of the snapshot before, and seals it into the hash chain
	// (see [SnapshotStream]), if versions is the whole log as it stands;
	// otherwise (another writer appended meanwhile) it saves nothing and
	// returns false.
	SaveSnapshot(ctx context.Context, versions map[string]int, state []byte) (bool, error)
	// LatestSnapshot returns the snapshot last saved, false when there is
	// none. A snapshot changed since it was saved (its digest is not the
	// one its seal in the chain names), or whose last record was changed,
	// or after which the hash chain breaks, is an error naming the
	// problem: the caller folds the log from the start instead.
	LatestSnapshot(ctx context.Context) (Snapshot, bool, error)
	// LatestSnapshotWithout is LatestSnapshot reading only the lines of
	// the state (split at '\n') that leave(header) does not name, header
	// being the first line: each line left out is in State as a reference
	// to it, [LineRef] then the hex SHA-256 of the line, which SaveSnapshot
	// takes in place of the line while the store keeps it.
	LatestSnapshotWithout(ctx context.Context, leave func(header []byte) func(line int) bool) (Snapshot, bool, error)
	// SnapshotLines returns the lines of snapshots that digests name
	// ([LineDigest]), as references to them do: each line read must still
	// hash to its digest, and a digest of no line kept is an error.
	SnapshotLines(ctx context.Context, digests []string) (map[string][]byte, error)
}

// LineRef begins a line of a snapshot's state that stands for another
// line, named by its hex SHA-256 (see [SnapshotStore.LatestSnapshotWithout]):
// no line the snapshot codec writes begins with it.
const LineRef = '@'

// IsLineRef reports whether line of a snapshot's state stands for another.
func IsLineRef(line []byte) bool { return len(line) > 0 && line[0] == LineRef }

// LineDigest is the hex SHA-256 of a line of a snapshot's state: what a
// reference to it ([LineRef]) names, and the key a store keeps it under.
func LineDigest(line []byte) string {
	sum := sha256.Sum256(line)
	return hex.EncodeToString(sum[:])
}
