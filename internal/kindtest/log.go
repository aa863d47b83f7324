package kindtest

import (
	"encoding/json"
	"testing"

	"arbiter/arbiter"
)

// Log is an event log kept per stream, as a store keeps it.
type Log struct {
	All     []arbiter.Event
	Streams map[string][]arbiter.Event
}

// NewLog returns an empty log.
func NewLog() Log { return Log{Streams: map[string][]arbiter.Event{}} }

// Decide decides c on s and applies its events to s, logging them by
// stream; it returns Decide's refusal, and fails tb on an event that does
// not fold.
func (l *Log) Decide(tb testing.TB, s *arbiter.State, c arbiter.Command, deps arbiter.Deps) error {
	tb.Helper()
	evs, err := arbiter.Decide(*s, c, deps)
	if err != nil {
		return err
	}
	for _, e := range evs {
		stream := s.StreamFor(e)
		if *s, err = arbiter.Apply(*s, e); err != nil {
			tb.Fatalf("Apply(%#v): %v", e, err)
		}
		l.All = append(l.All, e)
		l.Streams[stream] = append(l.Streams[stream], e)
	}
	return nil
}

// RoundTrip encodes and decodes every event of evs, the kinds of kinds'
// too.
func RoundTrip(tb testing.TB, kinds *arbiter.Registry, evs []arbiter.Event) []arbiter.Event {
	tb.Helper()
	out := make([]arbiter.Event, len(evs))
	for i, e := range evs {
		name, payload, err := arbiter.Encode(e)
		if err != nil {
			tb.Fatalf("Encode(%#v): %v", e, err)
		}
		if out[i], err = kinds.Decode(name, payload); err != nil {
			tb.Fatalf("Decode(%s, %s): %v", name, payload, err)
		}
	}
	return out
}

// Everything renders every standings and round of s, as JSON.
func Everything(tb testing.TB, s *arbiter.State) []byte {
	tb.Helper()
	var all []any
	for n := 0; n <= len(s.Games); n++ {
		for _, by := range []arbiter.Ranking{arbiter.ByTotal, arbiter.ByTops} {
			st, err := s.Standings(n, by)
			if err != nil {
				tb.Fatal(err)
			}
			all = append(all, st)
		}
		if n > 0 {
			sums, err := s.Rounds(n)
			if err != nil {
				tb.Fatal(err)
			}
			all = append(all, sums)
		}
	}
	data, err := json.MarshalIndent(all, "", " ")
	if err != nil {
		tb.Fatal(err)
	}
	return data
}
