package store

import (
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

// stored is a record as a store keeps it, time and hash as text.
type stored struct {
	stream  string
	seq     int
	typ     string
	payload []byte
	stamp   string
	hash    string
}

// record returns r as an [arbiter.Record]; a time that cannot be read is a
// *ChainError naming r.
func (r stored) record() (arbiter.Record, error) {
	t, err := time.Parse(timeLayout, r.stamp)
	if err != nil {
		return arbiter.Record{}, &ChainError{Stream: r.stream, Seq: r.seq, Type: r.typ, Problem: fmt.Sprintf("unreadable time %q", r.stamp)}
	}
	return arbiter.Record{Stream: r.stream, Seq: r.seq, Type: r.typ, Payload: r.payload, Time: t, Hash: r.hash}, nil
}

// chain checks records one by one in the order they were appended.
type chain struct {
	prev string         // hash of the last record checked
	last map[string]int // last seq checked per stream
}

func newChain() *chain { return &chain{last: map[string]int{}} }

// check verifies that r follows the records checked so far and returns a
// *ChainError naming r if it does not.
func (c *chain) check(r stored) error {
	fail := func(format string, args ...any) error {
		return &ChainError{Stream: r.stream, Seq: r.seq, Type: r.typ, Problem: fmt.Sprintf(format, args...)}
	}
	if want := c.last[r.stream] + 1; r.seq != want {
		return fail("out of sequence: the stream's next event should be #%d", want)
	}
	if _, err := time.Parse(timeLayout, r.stamp); err != nil {
		return fail("unreadable time %q", r.stamp)
	}
	if got := hashFields(c.prev, r.stream, r.seq, r.typ, r.payload, r.stamp); got != r.hash {
		return fail("hash mismatch: the event was changed after it was recorded, or an event before it was removed")
	}
	c.prev = r.hash
	c.last[r.stream] = r.seq
	return nil
}
