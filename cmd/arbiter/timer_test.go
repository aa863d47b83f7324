package main

import (
	"strings"
	"testing"
	"time"
)

// TestTimer runs the round's thinking time from the command line: each
// change is recorded with the time it was given (RULES §4.1, §5: Stop!).
func TestTimer(t *testing.T) {
	r := playingInMemory(t)
	r.expect([]string{"timer", "show"}, exitOK, "round 1: not started (3m0s of thinking time)\n", "")
	r.expect([]string{"timer", "pause"}, exitRefused, "", "arbiter: round 1: the timer is not started\n")
	r.expect([]string{"timer", "start", "--minutes", "0"}, exitUsage, "",
		"arbiter: a thinking time of 0 leaves no time to play: give --minutes or --seconds above 0\n")
	r.expect([]string{"timer", "start", "--seconds", "-5"}, exitUsage, "", "arbiter: the thinking time cannot be negative\n")
	if out := r.must("timer", "start", "--minutes", "6"); !strings.HasPrefix(out, "round 1: Start! at ") || !strings.HasSuffix(out, ", 6m0s of thinking time\n") {
		t.Errorf("timer start printed %q", out)
	}
	r.expect([]string{"timer", "start"}, exitRefused, "", "arbiter: round 1: the timer is already started; reset it to start again\n")
	if out := r.must("timer", "show"); !strings.HasPrefix(out, "round 1: running, ") || !strings.Contains(out, "left, Stop! at ") {
		t.Errorf("timer show while running printed %q", out)
	}
	r.must("timer", "pause")
	if out := r.must("timer", "show"); !strings.HasPrefix(out, "round 1: paused, ") {
		t.Errorf("timer show while paused printed %q", out)
	}
	r.must("timer", "resume")
	r.must("timer", "reset")
	r.expect([]string{"timer", "show"}, exitOK, "round 1: not started (6m0s of thinking time)\n", "")
	timer := r.state().CurrentGame().Current().Timer
	if timer.Started || timer.Duration != 6*time.Minute {
		t.Errorf("after reset the timer is %+v, want not started with 6 minutes", timer)
	}
	var types []string
	for _, rec := range r.records()[len(r.records())-4:] {
		types = append(types, rec.Type)
	}
	if got := strings.Join(types, " "); got != "timer_started timer_paused timer_resumed timer_reset" {
		t.Errorf("log ends with %s", got)
	}
}
