package store

import (
	"context"
	"sync"
	"time"

	"arbiter/arbiter"
)

// Memory is an [arbiter.Store] held in memory, with the same numbering,
// hashing and conflicts as [DB]; for tests. The zero value is not usable:
// call [NewMemory].
type Memory struct {
	mu      sync.Mutex
	recs    []arbiter.Record // in order of appending
	streams []string         // in order of creation
	version map[string]int
	// Now stamps records appended with a zero Time; it defaults to time.Now.
	Now func() time.Time
}

var _ arbiter.Store = (*Memory)(nil)

// NewMemory returns an empty in-memory store.
func NewMemory() *Memory {
	return &Memory{version: map[string]int{}, Now: time.Now}
}

// Append behaves as [DB.Append].
func (m *Memory) Append(_ context.Context, stream string, expectedVersion int, recs ...arbiter.Record) error {
	if err := CheckAppend(stream, expectedVersion, recs); err != nil || len(recs) == 0 {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if v := m.version[stream]; v != expectedVersion {
		return Conflict(stream, v, expectedVersion)
	}
	if expectedVersion == 0 {
		m.streams = append(m.streams, stream)
	}
	var prev string
	if len(m.recs) > 0 {
		prev = m.recs[len(m.recs)-1].Hash
	}
	for i, r := range recs {
		r = Seal(r, stream, expectedVersion+1+i, prev, m.Now)
		r.Payload = append([]byte{}, r.Payload...)
		m.recs = append(m.recs, r)
		prev = r.Hash
	}
	m.version[stream] = expectedVersion + len(recs)
	return nil
}

// Load behaves as [DB.Load]; the payloads returned are copies.
func (m *Memory) Load(ctx context.Context, stream string) ([]arbiter.Record, error) {
	return m.LoadAfter(ctx, stream, 0)
}

// LoadAfter behaves as [DB.LoadAfter]; the payloads returned are copies.
func (m *Memory) LoadAfter(_ context.Context, stream string, seq int) ([]arbiter.Record, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []arbiter.Record
	for _, r := range m.recs {
		if r.Stream == stream && r.Seq > seq {
			r.Payload = append([]byte{}, r.Payload...)
			out = append(out, r)
		}
	}
	return out, nil
}

// Last behaves as [DB.Last].
func (m *Memory) Last(context.Context) (arbiter.Record, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.recs) == 0 {
		return arbiter.Record{}, false, nil
	}
	last := m.recs[len(m.recs)-1]
	last.Payload = append([]byte{}, last.Payload...)
	return last, true, nil
}

// Streams behaves as [DB.Streams].
func (m *Memory) Streams(context.Context) ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]string(nil), m.streams...), nil
}

// Verify behaves as [DB.Verify].
func (m *Memory) Verify(context.Context) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	c := NewChain()
	for _, r := range m.recs {
		if err := c.Check(Stored{Stream: r.Stream, Seq: r.Seq, Type: r.Type, Payload: r.Payload, Stamp: FormatTime(r.Time), Hash: r.Hash}); err != nil {
			return err
		}
	}
	return nil
}
