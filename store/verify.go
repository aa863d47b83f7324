package store

import (
	"bytes"
	"fmt"
	"time"

	"arbiter/arbiter"
)

// ChainError is the first record of a store that breaks the hash chain or the
// numbering of its stream: the record was changed after it was written, or a
// record before it was removed or inserted.
type ChainError struct {
	Stream  string
	Seq     int
	Type    string
	Problem string
}

// Error names the record and says what is wrong with it.
func (e *ChainError) Error() string {
	return fmt.Sprintf("event %s #%d (%s): %s", e.Stream, e.Seq, e.Type, e.Problem)
}

// Unwrap returns [arbiter.ErrLogChanged]: the log was changed behind the
// program's back.
func (e *ChainError) Unwrap() error { return arbiter.ErrLogChanged }

// Stored is a record as a store keeps it, time and hash as text.
type Stored struct {
	// ID is the record's place in the order of appending, 0 when unknown.
	ID      int64
	Stream  string
	Seq     int
	Type    string
	Payload []byte
	Stamp   string
	Hash    string
}

// Record returns r as an [arbiter.Record]; a time that cannot be read is a
// *ChainError naming r.
func (r Stored) Record() (arbiter.Record, error) {
	t, err := time.Parse(timeLayout, r.Stamp)
	if err != nil {
		return arbiter.Record{}, &ChainError{Stream: r.Stream, Seq: r.Seq, Type: r.Type, Problem: fmt.Sprintf("unreadable time %q", r.Stamp)}
	}
	return arbiter.Record{Stream: r.Stream, Seq: r.Seq, Type: r.Type, Payload: r.Payload, Time: t, Hash: r.Hash}, nil
}

// Chain checks records one by one in the order they were appended; every
// store's Verify walks its records through one.
type Chain struct {
	prev []byte          // hex hash of the last record checked
	last map[string]*int // last seq checked per stream
	h    hasher
}

// NewChain returns a Chain at the start of a store.
func NewChain() *Chain { return &Chain{last: map[string]*int{}} }

// chainAfter returns a Chain that goes on after the record whose hash is
// prev, the streams of last ending at the given sequence numbers.
func chainAfter(prev string, last map[string]int) *Chain {
	c := &Chain{prev: []byte(prev), last: make(map[string]*int, len(last))}
	for stream, seq := range last {
		c.last[stream] = &seq
	}
	return c
}

// Check verifies that r follows the records checked so far and returns a
// *ChainError naming r if it does not.
func (c *Chain) Check(r Stored) error {
	return c.checkRow([]byte(r.Stream), r.Seq, []byte(r.Type), r.Payload, []byte(r.Stamp), []byte(r.Hash))
}

// checkRow is [Chain.Check] over the fields of a row as read, which it
// does not keep: a walk over a whole log allocates nothing per record but
// for a stream's first one.
func (c *Chain) checkRow(stream []byte, seq int, typ, payload, stamp, hash []byte) error {
	fail := func(format string, args ...any) error {
		return &ChainError{Stream: string(stream), Seq: seq, Type: string(typ), Problem: fmt.Sprintf(format, args...)}
	}
	last := c.last[string(stream)]
	if last == nil {
		last = new(int)
		c.last[string(stream)] = last
	}
	if want := *last + 1; seq != want {
		return fail("out of sequence: the stream's next event should be #%d", want)
	}
	if _, err := time.Parse(timeLayout, string(stamp)); err != nil {
		return fail("unreadable time %q", stamp)
	}
	if got := c.h.sum(c.prev, stream, seq, typ, payload, stamp); !bytes.Equal(got[:], hash) {
		return fail("hash mismatch: the event was changed after it was recorded, or an event before it was removed")
	}
	c.prev = append(c.prev[:0], hash...)
	*last = seq
	return nil
}

// Each adapts fn, which takes records, to a store's scan of stored rows:
// a row whose time cannot be read stops the scan with a *ChainError.
func Each(fn func(arbiter.Record) error) func(Stored) error {
	return func(r Stored) error {
		rec, err := r.Record()
		if err != nil {
			return err
		}
		return fn(rec)
	}
}

// Collect returns as [arbiter.Record]s the rows that scan passes to its
// argument: scan runs a store's SELECT over its events table.
func Collect(scan func(fn func(Stored) error) error) ([]arbiter.Record, error) {
	var recs []arbiter.Record
	err := scan(func(r Stored) error {
		rec, err := r.Record()
		recs = append(recs, rec)
		return err
	})
	return recs, err
}

// CollectLast is [Collect] for a scan of at most one row, the store's last:
// the record and true, or false when the store is empty.
func CollectLast(scan func(fn func(Stored) error) error) (arbiter.Record, bool, error) {
	recs, err := Collect(scan)
	if err != nil {
		return arbiter.Record{}, false, fmt.Errorf("last event: %w", err)
	}
	if len(recs) == 0 {
		return arbiter.Record{}, false, nil
	}
	return recs[0], true, nil
}
