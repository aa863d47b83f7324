package free

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// recorder decides commands one after the other, applying their events
// and keeping them, as the referee service would.
type recorder struct {
	tb  testing.TB
	s   State
	evs []Event
}

// do decides c and applies its events; a refusal fails the test.
func (r *recorder) do(c Command) []Event {
	r.tb.Helper()
	evs, err := r.try(c)
	if err != nil {
		r.tb.Fatalf("%T %+v: %v", c, c, err)
	}
	return evs
}

// try decides c and applies its events, returning a refusal.
func (r *recorder) try(c Command) ([]Event, error) {
	r.tb.Helper()
	evs, err := Decide(r.s, c)
	if err != nil {
		return nil, err
	}
	for _, e := range evs {
		if r.s, err = Apply(r.s, e); err != nil {
			r.tb.Fatalf("apply %T: %v", e, err)
		}
	}
	r.evs = append(r.evs, evs...)
	return evs, nil
}

func entries(n int) []Entry {
	out := make([]Entry, n)
	for i := range out {
		out[i] = Entry{Player: i + 1, Name: fmt.Sprintf("P%02d", i+1)}
	}
	return out
}

// simulate plays a whole event of n players: every round paired, every
// board given random scores, and on the way a forfeit, a corrected
// result, a late entry and a withdrawal when mishaps is set.
func simulate(tb testing.TB, rng *rand.Rand, n int, set Settings, mishaps bool) *recorder {
	tb.Helper()
	r := &recorder{tb: tb}
	r.do(Start{Settings: set, Players: entries(n)})
	rounds := r.s.Settings.Rounds
	for rd := 1; rd <= rounds; rd++ {
		if mishaps && rd == 3 {
			r.do(Enter{Entry{Player: n + 1, Name: "LATE"}})
		}
		if mishaps && rd == 4 {
			r.do(Withdraw{Player: 2, Reason: "ill"})
		}
		r.do(PairRound{Round: rd, Seed: rng.Uint64()})
		for i, g := range r.s.Rounds[rd-1].Boards {
			if g.Bye() {
				continue
			}
			if mishaps && rd == 2 && i == 0 {
				r.do(Forfeit{Round: rd, Absent: []int{g.Reply}, Reason: "absent"})
				continue
			}
			a, b := 250+rng.IntN(250), 250+rng.IntN(250)
			if rng.IntN(20) == 0 {
				b = a // a draw
			}
			r.do(RecordResult{Round: rd, A: g.Start, ScoreA: a, B: g.Reply, ScoreB: b})
		}
		if mishaps && rd == 3 {
			g := r.s.Rounds[0].Boards[0]
			r.do(RecordResult{Round: 1, A: g.Start, ScoreA: 501, B: g.Reply, ScoreB: 300, Reason: "scoresheet misread"})
		}
	}
	return r
}
