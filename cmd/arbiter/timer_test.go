package main

import (
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
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

func TestNewTimerStartCmd(t *testing.T) {
	checkFlagCases(t, newTimerStartCmdRun, []flagCase[timerOptions]{
		{name: "GamesTime", args: nil, want: timerOptions{}},
		{name: "MinutesAndSeconds", args: []string{"--minutes", "2", "--seconds", "30", "--db", "cupa.db"},
			want: timerOptions{DB: "cupa.db", Duration: 150 * time.Second}},
		{name: "Zero", args: []string{"--seconds", "0"},
			wantErr: "a thinking time of 0 leaves no time to play: give --minutes or --seconds above 0", wantCode: exitUsage},
		{name: "Negative", args: []string{"--minutes", "-1"}, wantErr: "the thinking time cannot be negative", wantCode: exitUsage},
		{name: "NotANumber", args: []string{"--minutes", "six"},
			wantErr: `invalid argument "six" for "--minutes" flag: strconv.ParseInt: parsing "six": invalid syntax`},
	})
}

func TestNewTimerActionCmd(t *testing.T) {
	pause := func(f *Factory, runF func(*timerOptions) error) *cobra.Command {
		return newTimerActionCmd(f, "pause", "Pause", func(at time.Time) arbiter.Command { return arbiter.PauseTimer{At: at} }, runF)
	}
	checkFlagCases(t, pause, []flagCase[timerOptions]{
		{name: "Pause", args: []string{"--db", "cupa.db"}, want: timerOptions{DB: "cupa.db"}},
		{name: "NoMinutes", args: []string{"--minutes", "3"}, wantErr: "unknown flag: --minutes"},
		{name: "NoArguments", args: []string{"now"}, wantErr: `unknown command "now" for "pause"`},
	})
}

func TestNewTimerShowCmd(t *testing.T) {
	checkFlagCases(t, newTimerShowCmdRun, []flagCase[timerOptions]{
		{name: "Show", args: nil, want: timerOptions{}},
		{name: "DB", args: []string{"--db", "cupa.db"}, want: timerOptions{DB: "cupa.db"}},
		{name: "NoArguments", args: []string{"1"}, wantErr: `unknown command "1" for "show"`},
	})
}
