package free

import (
	"math/rand/v2"
	"testing"

	"arbiter/arbiter/free/internal/cputime"
)

// benchEvent plays rounds of a 400-player event, the last round paired
// with its last board left without a result.
func benchEvent(b *testing.B, rounds int) (*recorder, Game) {
	b.Helper()
	r := simulate(b, rand.New(rand.NewPCG(400, 8)), 400, Settings{Rounds: 8}, false)
	// Cut the log back to the pairing of round `rounds`, with every board
	// but the last recorded.
	var evs []Event
	for _, e := range r.evs {
		evs = append(evs, e)
		if p, ok := e.(RoundPaired); ok && p.Round == rounds {
			break
		}
	}
	s, err := Replay(evs)
	if err != nil {
		b.Fatal(err)
	}
	last := s.Rounds[rounds-1].Boards
	cut := &recorder{tb: b, s: s, evs: evs}
	for _, g := range last[:len(last)-1] {
		cut.do(RecordResult{Round: rounds, A: g.Start, ScoreA: 400, B: g.Reply, ScoreB: 350})
	}
	return cut, last[len(last)-1]
}

// benchResult decides and applies the last result of a round.
func benchResult(b *testing.B, rounds int) {
	r, g := benchEvent(b, rounds)
	c := RecordResult{Round: rounds, A: g.Start, ScoreA: 401, B: g.Reply, ScoreB: 399}
	b.ReportAllocs()
	cputime.Loop(b, func() {
		evs, err := Decide(r.s, c)
		if err != nil || len(evs) != 1 {
			b.Fatal(err)
		}
		if _, err := Apply(r.s, evs[0]); err != nil {
			b.Fatal(err)
		}
	})
}

// BenchmarkResult400_Round1 and _Round8 decide and apply a result after
// round 1 and late in round 8 of a 400-player event.
func BenchmarkResult400_Round1(b *testing.B) { benchResult(b, 1) }
func BenchmarkResult400_Round8(b *testing.B) { benchResult(b, 8) }

func benchStandings(b *testing.B, rounds int) {
	r, _ := benchEvent(b, rounds)
	b.ReportAllocs()
	cputime.Loop(b, func() {
		if st := Standings(r.s, rounds); len(st) != 400 {
			b.Fatal(len(st))
		}
	})
}

// BenchmarkStandings400_Round1 and _Round8 rank a 400-player event after
// round 1 and after round 8.
func BenchmarkStandings400_Round1(b *testing.B) { benchStandings(b, 1) }
func BenchmarkStandings400_Round8(b *testing.B) { benchStandings(b, 8) }

// BenchmarkReplay400 folds the whole log of an 8-round 400-player event.
func BenchmarkReplay400(b *testing.B) {
	r := simulate(b, rand.New(rand.NewPCG(400, 8)), 400, Settings{Rounds: 8}, false)
	b.ReportAllocs()
	cputime.Loop(b, func() {
		if _, err := Replay(r.evs); err != nil {
			b.Fatal(err)
		}
	})
}

// BenchmarkPair400_Round8 decides the Swiss pairing of round 8 of a
// 400-player event from its standings.
func BenchmarkPair400_Round8(b *testing.B) {
	r, g := benchEvent(b, 7)
	r.do(RecordResult{Round: 7, A: g.Start, ScoreA: 401, B: g.Reply, ScoreB: 399})
	b.ReportAllocs()
	cputime.Loop(b, func() {
		if _, err := Decide(r.s, PairRound{Round: 8}); err != nil {
			b.Fatal(err)
		}
	})
}
