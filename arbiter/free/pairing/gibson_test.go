package pairing

import (
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// canOvertake reports, by trying every outcome of the remaining games of
// a and of b (each game's spread from -s to s, a win above 0, a draw at
// 0), whether b can finish level with or ahead of a by points then spread.
func canOvertake(a, b Score, remaining, s int) bool {
	type total struct{ points2, spread int }
	var outcomes func(r int, t total, f func(total))
	outcomes = func(r int, t total, f func(total)) {
		if r == 0 {
			f(t)
			return
		}
		for d := -s; d <= s; d++ {
			p := 1
			if d > 0 {
				p = 2
			} else if d < 0 {
				p = 0
			}
			outcomes(r-1, total{t.points2 + p, t.spread + d}, f)
		}
	}
	caught := false
	outcomes(remaining, total{a.Points2, a.Spread}, func(ta total) {
		outcomes(remaining, total{b.Points2, b.Spread}, func(tb total) {
			if tb.points2 > ta.points2 || (tb.points2 == ta.points2 && tb.spread >= ta.spread) {
				caught = true
			}
		})
	})
	return caught
}

// TestGibsonized_Brute checks the leader's Gibsonization and the
// contenders against every outcome of the remaining rounds on small
// fields with a small spread per round.
func TestGibsonized_Brute(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	hits := 0
	for trial := range 2000 {
		n := 3 + rng.IntN(4)
		remaining := 1 + rng.IntN(2)
		s := 1 + rng.IntN(3)
		st := make([]Score, n)
		for i := range st {
			st[i] = Score{Player: i + 1, Points2: rng.IntN(9), Spread: rng.IntN(21) - 10}
		}
		// The standings are in ranking order: by points, then spread.
		for i := 1; i < n; i++ {
			for j := i; j > 0 && (st[j].Points2 > st[j-1].Points2 || (st[j].Points2 == st[j-1].Points2 && st[j].Spread > st[j-1].Spread)); j-- {
				st[j], st[j-1] = st[j-1], st[j]
			}
		}
		got, contenders := Gibsonized(st, remaining, s)
		want := true
		for _, b := range st[1:] {
			if canOvertake(st[0], b, remaining, s) {
				want = false
			}
		}
		if got != want {
			t.Fatalf("trial %d: %v, %d rounds at %d: Gibsonized %v, want %v", trial, st, remaining, s, got, want)
		}
		if !got {
			continue
		}
		hits++
		wantC := make([]bool, n)
		wantC[1] = true
		for i := 2; i < n; i++ {
			wantC[i] = canOvertake(st[1], st[i], remaining, s)
		}
		if d := cmp.Diff(wantC, contenders); d != "" {
			t.Fatalf("trial %d: %v contenders (-want +got):\n%s", trial, st, d)
		}
	}
	if hits < 50 {
		t.Fatalf("only %d Gibsonized leaders in the trials: the test does not test", hits)
	}
}

// TestSwiss_Gibson pairs a Gibsonized leader against the highest-ranked
// non-contender rather than the runner-up.
func TestSwiss_Gibson(t *testing.T) {
	st := []Score{{1, 14, 600}, {2, 8, 100}, {3, 8, 50}, {4, 2, 0}, {5, 2, -300}, {6, 0, -450}}
	leader, contenders := Gibsonized(st, 2, 100)
	if !leader {
		t.Fatal("the leader four wins clear with two rounds left is not Gibsonized")
	}
	if d := cmp.Diff([]bool{false, true, true, false, false, false}, contenders); d != "" {
		t.Fatalf("contenders (-want +got):\n%s", d)
	}
	es := field(6)
	es[0].Gibson = true
	for i, c := range contenders {
		es[i].Contender = c
	}
	got, err := Round(Request{System: Swiss, Entrants: es})
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([][2]int{{1, 4}, {2, 3}, {5, 6}}, games(got)); d != "" {
		t.Errorf("pairs (-want +got):\n%s", d)
	}
	if !got[0].Why.Gibson {
		t.Error("board 1 is not explained as a Gibson pairing")
	}
}
