package arbiter_test

import (
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/internal/duplicatetest"
	"arbiter/scoring"
)

// t0 is the moment of "Start!" in the timer tests.
var t0 = time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)

// TestDecide_Timer decides the thinking time's commands (RULES §4.1, seed
// 004's "Start!" and "Stop!") on a given log.
func TestDecide_Timer(t *testing.T) { duplicatetest.Run(t, timerCases(t)) }

// timerCases are the thinking time's commands and their answers.
func timerCases(t *testing.T) []duplicatetest.Case {
	started := duplicatetest.With(duplicatetest.Opening(), arbiter.TimerStarted{Round: 1, At: t0, Seconds: 180})
	paused := duplicatetest.With(started, arbiter.TimerPaused{Round: 1, At: t0.Add(time.Minute)})
	closedSix := duplicatetest.With(duplicatetest.Opening(), arbiter.TimerStarted{Round: 1, At: t0, Seconds: 360},
		arbiter.TopChosen{Round: 1, Move: duplicatetest.Move(t, "H8 COLUMNA"), Choice: 1}, arbiter.RoundClosed{Round: 1},
		arbiter.RackDrawn{Round: 2, New: "AHLMUVX"})
	tactic := duplicatetest.With(duplicatetest.Opening()[:3], arbiter.GameStarted{Game: 1, Seed: 42, Variant: scoring.Tactic},
		arbiter.RackDrawn{Round: 1, New: "ACLMNOU", New2: "AHLMUVX", Manual: true})
	return []duplicatetest.Case{
		{Name: "StartTacticSixMinutes", Given: tactic, When: arbiter.StartTimer{At: t0}, // RULES §7.6
			Want: []arbiter.Event{arbiter.TimerStarted{Round: 1, At: t0, Seconds: 360}}},
		{Name: "StartDefault", Given: duplicatetest.Opening(), When: arbiter.StartTimer{At: t0},
			Want: []arbiter.Event{arbiter.TimerStarted{Round: 1, At: t0, Seconds: 180}}},
		{Name: "StartSixMinutes", Given: duplicatetest.Opening(), When: arbiter.StartTimer{At: t0, Duration: 6 * time.Minute},
			Want: []arbiter.Event{arbiter.TimerStarted{Round: 1, At: t0, Seconds: 360}}},
		{Name: "NextRoundKeepsTheGamesTime", Given: closedSix, When: arbiter.StartTimer{At: t0.Add(10 * time.Minute)},
			Want: []arbiter.Event{arbiter.TimerStarted{Round: 2, At: t0.Add(10 * time.Minute), Seconds: 360}}},
		{Name: "StartTwice", Given: started, When: arbiter.StartTimer{At: t0.Add(time.Second)}, WantCode: arbiter.EConflict},
		{Name: "StartWithoutRack", Given: duplicatetest.Opening()[:4], When: arbiter.StartTimer{At: t0}, WantCode: arbiter.ERoundClosed},
		{Name: "StartHalfSecond", Given: duplicatetest.Opening(), When: arbiter.StartTimer{At: t0, Duration: time.Second / 2}, WantCode: arbiter.EInvalidInput},
		{Name: "StartTwoHours", Given: duplicatetest.Opening(), When: arbiter.StartTimer{At: t0, Duration: 2 * time.Hour}, WantCode: arbiter.EInvalidInput},
		{Name: "StartWithoutClock", Given: duplicatetest.Opening(), When: arbiter.StartTimer{}, WantCode: arbiter.EInternal},
		{Name: "Pause", Given: started, When: arbiter.PauseTimer{At: t0.Add(time.Minute)},
			Want: []arbiter.Event{arbiter.TimerPaused{Round: 1, At: t0.Add(time.Minute)}}},
		{Name: "PauseBeforeStart", Given: duplicatetest.Opening(), When: arbiter.PauseTimer{At: t0}, WantCode: arbiter.EConflict},
		{Name: "PauseTwice", Given: paused, When: arbiter.PauseTimer{At: t0.Add(2 * time.Minute)}, WantCode: arbiter.EConflict},
		{Name: "PauseAfterStop", Given: started, When: arbiter.PauseTimer{At: t0.Add(4 * time.Minute)}, WantCode: arbiter.EConflict},
		{Name: "ClockBackwards", Given: paused, When: arbiter.ResumeTimer{At: t0}, WantCode: arbiter.EInvalidInput},
		{Name: "Resume", Given: paused, When: arbiter.ResumeTimer{At: t0.Add(5 * time.Minute)},
			Want: []arbiter.Event{arbiter.TimerResumed{Round: 1, At: t0.Add(5 * time.Minute)}}},
		{Name: "ResumeRunning", Given: started, When: arbiter.ResumeTimer{At: t0.Add(time.Second)}, WantCode: arbiter.EConflict},
		{Name: "Reset", Given: paused, When: arbiter.ResetTimer{At: t0.Add(2 * time.Minute)},
			Want: []arbiter.Event{arbiter.TimerReset{Round: 1, At: t0.Add(2 * time.Minute)}}},
		{Name: "ResetNotStarted", Given: duplicatetest.Opening(), When: arbiter.ResetTimer{At: t0}, WantCode: arbiter.EConflict},
		{Name: "StartAfterReset", Given: duplicatetest.With(started, arbiter.TimerReset{Round: 1, At: t0.Add(time.Second)}), When: arbiter.StartTimer{At: t0.Add(2 * time.Second)},
			Want: []arbiter.Event{arbiter.TimerStarted{Round: 1, At: t0.Add(2 * time.Second), Seconds: 180}}},
		{Name: "ClosedRound", Given: duplicatetest.With(duplicatetest.Opening(), arbiter.TopChosen{Round: 1, Move: duplicatetest.Move(t, "H8 COLUMNA"), Choice: 1}, arbiter.RoundClosed{Round: 1}),
			When: arbiter.StartTimer{At: t0}, WantCode: arbiter.ERoundClosed},
	}
}

// TestTimerFold checks the time left and the moment of "Stop!" as the log
// says them: a slip handed in after Stop! is late (RULES §5), and a pause
// moves Stop! by its length.
func TestTimerFold(t *testing.T) {
	at := func(d time.Duration) time.Time { return t0.Add(d) }
	evs := duplicatetest.With(duplicatetest.Opening(), arbiter.TimerStarted{Round: 1, At: t0, Seconds: 180},
		arbiter.TimerPaused{Round: 1, At: at(time.Minute)})
	s, err := duplicatetest.Replay(evs)
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
	s, err = duplicatetest.Replay(duplicatetest.With(evs, arbiter.TimerResumed{Round: 1, At: at(10 * time.Minute)}))
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
		if _, err := duplicatetest.Replay(duplicatetest.With(duplicatetest.Opening(), e)); err == nil {
			t.Errorf("%s: Replay accepted %#v", name, e)
		}
	}
}

// TestLastCall: the call comes 30 seconds before the end of a round (seed
// 004), a minute before in Tactic (RULES §7.6) and in an Anticipation game
// (RULES §8.6).
func TestLastCall(t *testing.T) {
	s := arbiter.State{Kinds: duplicatetest.Kinds}
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
