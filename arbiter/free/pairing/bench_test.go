package pairing

import (
	"math/rand/v2"
	"testing"

	"arbiter/arbiter/free/internal/cputime"
)

// benchField is a field of n after rounds Swiss-like rounds: each player
// has met a few neighbours, so that the matching has repeats to avoid.
func benchField(n, rounds int) []Entrant {
	rng := rand.New(rand.NewPCG(400, 8))
	es := field(n)
	for range rounds {
		perm := rng.Perm(n)
		for i := 0; i+1 < n; i += 2 {
			meet(es, perm[i]+1, perm[i+1]+1, 1)
		}
	}
	return es
}

// BenchmarkSwiss400 pairs round 8 of a 400-player Swiss event.
func BenchmarkSwiss400(b *testing.B) {
	es := benchField(400, 7)
	b.ReportAllocs()
	cputime.Loop(b, func() {
		if _, err := Round(Request{System: Swiss, Entrants: es}); err != nil {
			b.Fatal(err)
		}
	})
}

// BenchmarkSwiss1000 pairs a Swiss round of the largest field a request
// takes, MaxEntrants.
func BenchmarkSwiss1000(b *testing.B) {
	es := benchField(MaxEntrants, 7)
	b.ReportAllocs()
	cputime.Loop(b, func() {
		if _, err := Round(Request{System: Swiss, Entrants: es}); err != nil {
			b.Fatal(err)
		}
	})
}
