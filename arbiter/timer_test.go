package arbiter_test

import (
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/kinds"
	"arbiter/scoring"
)

// t0 is the moment of "Start!" in the timer tests.
var t0 = time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)

// timerCases are the thinking time's commands (RULES §4.1, seed 004's
// "Start!" and "Stop!") for [TestDecide].
func timerCases(t *testing.T) []decideCase {
	started := with(opening(), arbiter.TimerStarted{Round: 1, At: t0, Seconds: 180})
	paused := with(started, arbiter.TimerPaused{Round: 1, At: t0.Add(time.Minute)})
	closedSix := with(opening(), arbiter.TimerStarted{Round: 1, At: t0, Seconds: 360},
		arbiter.TopChosen{Round: 1, Move: move(t, "H8 COLUMNA"), Choice: 1}, arbiter.RoundClosed{Round: 1},
		arbiter.RackDrawn{Round: 2, New: "AHLMUVX"})
	tactic := with(opening()[:3], arbiter.GameStarted{Game: 1, Seed: 42, Variant: scoring.Tactic},
		arbiter.RackDrawn{Round: 1, New: "ACLMNOU", New2: "AHLMUVX", Manual: true})
	return []decideCase{
		{name: "StartTacticSixMinutes", given: tactic, when: arbiter.StartTimer{At: t0}, // RULES §7.6
			want: []arbiter.Event{arbiter.TimerStarted{Round: 1, At: t0, Seconds: 360}}},
		{name: "StartDefault", given: opening(), when: arbiter.StartTimer{At: t0},
			want: []arbiter.Event{arbiter.TimerStarted{Round: 1, At: t0, Seconds: 180}}},
		{name: "StartSixMinutes", given: opening(), when: arbiter.StartTimer{At: t0, Duration: 6 * time.Minute},
			want: []arbiter.Event{arbiter.TimerStarted{Round: 1, At: t0, Seconds: 360}}},
		{name: "NextRoundKeepsTheGamesTime", given: closedSix, when: arbiter.StartTimer{At: t0.Add(10 * time.Minute)},
			want: []arbiter.Event{arbiter.TimerStarted{Round: 2, At: t0.Add(10 * time.Minute), Seconds: 360}}},
		{name: "StartTwice", given: started, when: arbiter.StartTimer{At: t0.Add(time.Second)}, wantCode: arbiter.EConflict},
		{name: "StartWithoutRack", given: opening()[:4], when: arbiter.StartTimer{At: t0}, wantCode: arbiter.ERoundClosed},
		{name: "StartHalfSecond", given: opening(), when: arbiter.StartTimer{At: t0, Duration: time.Second / 2}, wantCode: arbiter.EInvalidInput},
		{name: "StartTwoHours", given: opening(), when: arbiter.StartTimer{At: t0, Duration: 2 * time.Hour}, wantCode: arbiter.EInvalidInput},
		{name: "StartWithoutClock", given: opening(), when: arbiter.StartTimer{}, wantCode: arbiter.EInternal},
		{name: "Pause", given: started, when: arbiter.PauseTimer{At: t0.Add(time.Minute)},
			want: []arbiter.Event{arbiter.TimerPaused{Round: 1, At: t0.Add(time.Minute)}}},
		{name: "PauseBeforeStart", given: opening(), when: arbiter.PauseTimer{At: t0}, wantCode: arbiter.EConflict},
		{name: "PauseTwice", given: paused, when: arbiter.PauseTimer{At: t0.Add(2 * time.Minute)}, wantCode: arbiter.EConflict},
		{name: "PauseAfterStop", given: started, when: arbiter.PauseTimer{At: t0.Add(4 * time.Minute)}, wantCode: arbiter.EConflict},
		{name: "ClockBackwards", given: paused, when: arbiter.ResumeTimer{At: t0}, wantCode: arbiter.EInvalidInput},
		{name: "Resume", given: paused, when: arbiter.ResumeTimer{At: t0.Add(5 * time.Minute)},
			want: []arbiter.Event{arbiter.TimerResumed{Round: 1, At: t0.Add(5 * time.Minute)}}},
		{name: "ResumeRunning", given: started, when: arbiter.ResumeTimer{At: t0.Add(time.Second)}, wantCode: arbiter.EConflict},
		{name: "Reset", given: paused, when: arbiter.ResetTimer{At: t0.Add(2 * time.Minute)},
			want: []arbiter.Event{arbiter.TimerReset{Round: 1, At: t0.Add(2 * time.Minute)}}},
		{name: "ResetNotStarted", given: opening(), when: arbiter.ResetTimer{At: t0}, wantCode: arbiter.EConflict},
		{name: "StartAfterReset", given: with(started, arbiter.TimerReset{Round: 1, At: t0.Add(time.Second)}), when: arbiter.StartTimer{At: t0.Add(2 * time.Second)},
			want: []arbiter.Event{arbiter.TimerStarted{Round: 1, At: t0.Add(2 * time.Second), Seconds: 180}}},
		{name: "ClosedRound", given: with(opening(), arbiter.TopChosen{Round: 1, Move: move(t, "H8 COLUMNA"), Choice: 1}, arbiter.RoundClosed{Round: 1}),
			when: arbiter.StartTimer{At: t0}, wantCode: arbiter.ERoundClosed},
	}
}

// TestTimerFold checks the time left and the moment of "Stop!" as the log
// says them: a slip handed in after Stop! is late (RULES §5), and a pause
// moves Stop! by its length.
func TestTimerFold(t *testing.T) {
	at := func(d time.Duration) time.Time { return t0.Add(d) }
	evs := with(opening(), arbiter.TimerStarted{Round: 1, At: t0, Seconds: 180},
		arbiter.TimerPaused{Round: 1, At: at(time.Minute)})
	s, err := replay(evs)
	if err != nil {
		t.Fatal(err)
	}
	timer := s.CurrentGame().Current().Timer
	if left := timer.Left(at(time.Hour)); left != 2*time.Minute {
		t.Errorf("paused after 1 min of 3: Left = %s, want 2m0s whatever the hour", left)
	}
	if _, ok := timer.Stop(); ok {
		t.Error("a paused timer has a Stop! time")
	}
	s, err = replay(with(evs, arbiter.TimerResumed{Round: 1, At: at(10 * time.Minute)}))
	if err != nil {
		t.Fatal(err)
	}
	timer = s.CurrentGame().Current().Timer
	stop, ok := timer.Stop()
	if want := at(12 * time.Minute); !ok || !stop.Equal(want) {
		t.Errorf("Stop() = %s, %v; want %s (9 minutes of pause)", stop, ok, want)
	}
	for _, tc := range []struct {
		at   time.Duration
		left time.Duration
		over bool
	}{
		{10 * time.Minute, 2 * time.Minute, false},
		{11*time.Minute + 30*time.Second, 30 * time.Second, false},
		{12 * time.Minute, 0, true},
		{13 * time.Minute, 0, true},
	} {
		if left, over := timer.Left(at(tc.at)), timer.Over(at(tc.at)); left != tc.left || over != tc.over {
			t.Errorf("at +%s: Left = %s, Over = %v; want %s, %v", tc.at, left, over, tc.left, tc.over)
		}
	}
	var fresh arbiter.Timer
	if fresh.Over(at(time.Hour)) {
		t.Error("a timer never started is over")
	}
}

// TestTimerEventsOutOfPlace checks that the fold refuses timer events that
// do not fit the round.
func TestTimerEventsOutOfPlace(t *testing.T) {
	for name, e := range map[string]arbiter.Event{
		"OtherRound":     arbiter.TimerStarted{Round: 2, At: t0, Seconds: 180},
		"NoSeconds":      arbiter.TimerStarted{Round: 1, At: t0},
		"PauseNotRun":    arbiter.TimerPaused{Round: 1, At: t0},
		"ResumeNotPause": arbiter.TimerResumed{Round: 1, At: t0},
	} {
		if _, err := replay(with(opening(), e)); err == nil {
			t.Errorf("%s: Replay accepted %#v", name, e)
		}
	}
}

// TestLastCall: the call comes 30 seconds before the end of a round (seed
// 004), a minute before in Tactic (RULES §7.6) and in an Anticipation game
// (RULES §8.6).
func TestLastCall(t *testing.T) {
	s := arbiter.State{Kinds: kinds.All()}
	for _, c := range []struct {
		game arbiter.Game
		want time.Duration
	}{
		{arbiter.Game{Variant: scoring.Classic}, 30 * time.Second},
		{arbiter.Game{Variant: scoring.Completiv}, 30 * time.Second},
		{arbiter.Game{Variant: scoring.Tactic}, time.Minute},
		{arbiter.Game{Play: &arbiter.Play{Kind: anticipation.Kind, State: &anticipation.Game{}}}, time.Minute},
	} {
		if got := s.LastCall(&c.game); got != c.want {
			t.Errorf("%s game of kind %q: call %v before the end, want %v", c.game.Variant, c.game.Kind(), got, c.want)
		}
	}
}
