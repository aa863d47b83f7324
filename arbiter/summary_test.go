package arbiter_test

import (
	"reflect"
	"testing"

	"arbiter/arbiter"
)

// TestRoundSummary_AsRounds: the summary of one round, what announces a
// round just closed, is that round's summary among every round's, in every
// game of every scenario; a round or game that does not exist is not found.
func TestRoundSummary_AsRounds(t *testing.T) {
	forEachScenario(t, func(t *testing.T, path string) {
		_, ss := runScenario(t, path)
		s := ss.s
		for n := 1; n <= len(s.Games); n++ {
			all, err := s.Rounds(n)
			if err != nil {
				t.Fatal(err)
			}
			for k := range all {
				got, err := s.RoundSummary(n, k+1)
				if err != nil || !reflect.DeepEqual(got, all[k]) {
					t.Fatalf("game %d round %d: RoundSummary = %+v (%v), want %+v", n, k+1, got, err, all[k])
				}
			}
			for _, k := range []int{0, len(all) + 1} {
				if _, err := s.RoundSummary(n, k); arbiter.ErrorCode(err) != arbiter.ENotFound {
					t.Errorf("game %d round %d of %d: error %v, want not found", n, k, len(all), err)
				}
			}
		}
		if _, err := s.RoundSummary(len(s.Games)+1, 1); arbiter.ErrorCode(err) != arbiter.ENotFound {
			t.Errorf("a game not played: error %v, want not found", err)
		}
	})
}
