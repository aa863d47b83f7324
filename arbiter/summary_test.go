package arbiter_test

import (
	"reflect"
	"testing"

	"arbiter/arbiter"
)

// TestRoundSummary_AsRounds: the summary of one round is that round's
// summary among every round's, and the room's best of a round (what
// announces it closed) is what its summary says, with the players still
// playing and those without a slip, in every game of every scenario; a round or game that does not exist is not found.
func TestRoundSummary_AsRounds(t *testing.T) {
	forEachScenario(t, func(t *testing.T, path string) {
		_, ss := runScenario(t, path)
		s := ss.s
		for n := 1; n <= len(s.Games); n++ {
			all, err := s.Rounds(n)
			if err != nil {
				t.Fatal(err)
			}
			for k, sum := range all {
				got, err := s.RoundSummary(n, k+1)
				if err != nil || !reflect.DeepEqual(got, sum) {
					t.Fatalf("game %d round %d: RoundSummary = %+v (%v), want %+v", n, k+1, got, err, sum)
				}
				want := arbiter.RoomBest{Best: sum.BestScore, TopScore: sum.TopScore, Solos: sum.Solos}
				for _, l := range sum.Slips {
					if l.Score == sum.BestScore {
						want.Count++
					}
				}
				g := s.Game(n)
				for _, p := range s.Players {
					if g.Eliminated(p.Table) {
						continue
					}
					want.Playing++
					if _, ok := g.Rounds[k].Slip(p.Table); !ok {
						want.Missing = append(want.Missing, p.Table)
					}
				}
				if rb, err := s.RoomBest(n, k+1); err != nil || !reflect.DeepEqual(rb, want) {
					t.Fatalf("game %d round %d: RoomBest = %+v (%v), want %+v", n, k+1, rb, err, want)
				}
			}
			for _, k := range []int{0, len(all) + 1} {
				_, err := s.RoundSummary(n, k)
				_, rerr := s.RoomBest(n, k)
				if arbiter.ErrorCode(err) != arbiter.ENotFound || arbiter.ErrorCode(rerr) != arbiter.ENotFound {
					t.Errorf("game %d round %d of %d: errors %v, %v; want not found", n, k, len(all), err, rerr)
				}
			}
		}
		if _, err := s.RoundSummary(len(s.Games)+1, 1); arbiter.ErrorCode(err) != arbiter.ENotFound {
			t.Errorf("a game not played: error %v, want not found", err)
		}
	})
}
