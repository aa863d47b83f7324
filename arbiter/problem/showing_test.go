package problem_test

import (
	"reflect"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/problem"
)

// The room shows a problem open for solutions with its kind and its time
// (RULES §9.1), and its ranking once closed.
func TestShowing_ProblemAndItsTime(t *testing.T) {
	ps := g2Session(t)
	want := arbiter.Showing{Phase: "problem", Countdown: &arbiter.Countdown{Name: "superscrabble", Minutes: 60, Ends: ps.start.Add(time.Hour)}}
	if got := arbiter.ShowingAt(&ps.s, ps.start); got == nil || !reflect.DeepEqual(*got, want) {
		t.Errorf("open: %+v, want %+v", got, want)
	}
	ps.must(problem.Close{})
	if got := arbiter.ShowingAt(&ps.s, ps.start); got == nil || !reflect.DeepEqual(*got, arbiter.Showing{Phase: "standings"}) {
		t.Errorf("closed: %+v, want the standings", got)
	}
}
