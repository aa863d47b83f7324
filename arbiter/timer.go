package arbiter

import (
	"cmp"
	"time"
)

// DefaultThinkingTime is a round's thinking time when the referee set none
// for the game (RULES §4.1: normally 3 minutes).
const DefaultThinkingTime = 3 * time.Minute

// MaxThinkingTime bounds the thinking time a referee may set: an hour is
// already a typing mistake.
const MaxThinkingTime = time.Hour

// TimerStarted starts the countdown of round Round at At ("Start!", seed
// 004) for Seconds of thinking time. At comes from the clock of whoever
// recorded it, so that the log alone says when the round's time ran out.
type TimerStarted struct {
	Round   int       `json:"round"`
	At      time.Time `json:"at"`
	Seconds int       `json:"seconds"`
}

// TimerPaused stops the countdown of round Round at At; the time left is
// kept for [TimerResumed].
type TimerPaused struct {
	Round int       `json:"round"`
	At    time.Time `json:"at"`
}

// TimerResumed runs the countdown of round Round again from At.
type TimerResumed struct {
	Round int       `json:"round"`
	At    time.Time `json:"at"`
}

// TimerReset puts the countdown of round Round back to not started (a
// "Start!" given too early); the earlier starts stay in the log.
type TimerReset struct {
	Round int       `json:"round"`
	At    time.Time `json:"at"`
}

func (TimerStarted) EventType() string { return "timer_started" }
func (TimerPaused) EventType() string  { return "timer_paused" }
func (TimerResumed) EventType() string { return "timer_resumed" }
func (TimerReset) EventType() string   { return "timer_reset" }

// StartTimer starts the thinking time of the current round at At
// (→ [TimerStarted]). Duration 0 keeps the game's thinking time: the last
// one set in the game, else [DefaultThinkingTime]. The round must be open
// and its timer not started.
type StartTimer struct {
	At       time.Time
	Duration time.Duration
}

// PauseTimer stops the running countdown of the current round at At
// (→ [TimerPaused]).
type PauseTimer struct{ At time.Time }

// ResumeTimer runs a paused countdown again from At (→ [TimerResumed]).
type ResumeTimer struct{ At time.Time }

// ResetTimer puts the current round's countdown back to not started
// (→ [TimerReset]).
type ResetTimer struct{ At time.Time }

func (StartTimer) command()  {}
func (PauseTimer) command()  {}
func (ResumeTimer) command() {}
func (ResetTimer) command()  {}

// Timer is the countdown of a round's thinking time as its events made it.
type Timer struct {
	// Duration is the thinking time; zero until the timer is started.
	Duration time.Duration
	// Started is set from [TimerStarted] until [TimerReset]; Running while
	// it counts down (not paused). Since is when it last started or
	// resumed, Used the time it ran before Since.
	Started, Running bool
	Since            time.Time
	Used             time.Duration
	// Last is the time of the last timer event, a bound for the next one.
	Last time.Time
}

// Left returns the thinking time left at now: the whole of it before the
// start, 0 once it is over.
func (t Timer) Left(now time.Time) time.Duration {
	if !t.Started {
		return t.Duration
	}
	used := t.Used
	if t.Running {
		used += max(now.Sub(t.Since), 0)
	}
	return max(t.Duration-used, 0)
}

// Stop returns when the time runs out ("Stop!"), and false while the timer
// is not running (not started, or paused): the moment after which a slip
// is late (RULES §5).
func (t Timer) Stop() (time.Time, bool) {
	if !t.Running {
		return time.Time{}, false
	}
	return t.Since.Add(t.Duration - t.Used), true
}

// Over reports whether the thinking time has run out at now.
func (t Timer) Over(now time.Time) bool { return t.Started && t.Left(now) == 0 }

// TacticThinkingTime is the thinking time of a Tactic round (RULES §7.6).
const TacticThinkingTime = 6 * time.Minute

// ThinkingTime returns the thinking time of the next start of g, a game of
// s: its kind's ([Clock]: in an Anticipation game the current round's by
// the game's schedule, RULES §8.6), else the last one set in the game,
// else [DefaultThinkingTime] ([TacticThinkingTime] in Tactic).
func (s *State) ThinkingTime(g *Game) time.Duration {
	if c, ok := kindAs[Clock](s, g); ok {
		return c.ThinkingTime(g)
	}
	for i := len(g.Rounds) - 1; i >= 0; i-- {
		if d := g.Rounds[i].Timer.Duration; d > 0 {
			return d
		}
	}
	if g.Variant.TwoGroups() {
		return TacticThinkingTime
	}
	return DefaultThinkingTime
}

// LastCall returns how long before the end of a round's thinking time of
// g, a game of s, the referee calls it: its kind's ([Clock]: the last
// minute in an Anticipation game, RULES §8.6), the last minute in Tactic
// (RULES §7.6), the last 30 seconds otherwise (seed 004: "30 de
// secunde!").
func (s *State) LastCall(g *Game) time.Duration {
	if c, ok := kindAs[Clock](s, g); ok {
		return c.LastCall(g)
	}
	if g.Variant.TwoGroups() {
		return time.Minute
	}
	return 30 * time.Second
}

// DecideTimer decides the timer commands on the current round.
func DecideTimer(s *State, g *Game, c Command) ([]Event, error) {
	cur, err := OpenRound(g)
	if err != nil {
		return nil, err
	}
	e, err := cur.Timer.Decide(c, cur.Number, s.ThinkingTime(g))
	if err != nil {
		return nil, err
	}
	return []Event{e}, nil
}

// Decide decides timer command c (StartTimer, PauseTimer, ResumeTimer,
// ResetTimer) on t, the clock of round n, def being the time a start
// without a duration gives: the event that records it, or the refusal.
// Any kind of game with a round's clock decides its clock with it.
func (t Timer) Decide(c Command, n int, def time.Duration) (Event, error) {
	at := timerAt(c)
	if at.IsZero() {
		return nil, Errorf(EInternal, "round %d: a timer command needs the time it is given at", n)
	}
	if at.Before(t.Last) {
		return nil, Errorf(EInvalidInput, "round %d: the clock says %s, before the timer's last change at %s: check the computer's clock",
			n, at.Format(time.TimeOnly), t.Last.Format(time.TimeOnly))
	}
	switch c := c.(type) {
	case StartTimer:
		if t.Started {
			return nil, Errorf(EConflict, "round %d: the timer is already started; reset it to start again", n)
		}
		dur := cmp.Or(c.Duration, def)
		if dur < time.Second || dur > MaxThinkingTime || dur%time.Second != 0 {
			return nil, Errorf(EInvalidInput, "round %d: a thinking time of %s is not a whole number of seconds from 1 s to %s", n, dur, MaxThinkingTime)
		}
		return TimerStarted{Round: n, At: at, Seconds: int(dur / time.Second)}, nil
	case PauseTimer:
		switch {
		case !t.Started:
			return nil, Errorf(EConflict, "round %d: the timer is not started", n)
		case !t.Running:
			return nil, Errorf(EConflict, "round %d: the timer is already paused", n)
		case t.Over(at):
			stop, _ := t.Stop()
			return nil, Errorf(EConflict, "round %d: the time ran out at %s; there is nothing to pause", n, stop.Format(time.TimeOnly))
		}
		return TimerPaused{Round: n, At: at}, nil
	case ResumeTimer:
		if !t.Started || t.Running {
			return nil, Errorf(EConflict, "round %d: the timer is not paused", n)
		}
		return TimerResumed{Round: n, At: at}, nil
	case ResetTimer:
		if !t.Started {
			return nil, Errorf(EConflict, "round %d: the timer is not started", n)
		}
		return TimerReset{Round: n, At: at}, nil
	}
	return nil, Errorf(EInternal, "unknown timer command %T", c)
}

// timerAt returns the time a timer command is given at.
func timerAt(c Command) time.Time {
	switch c := c.(type) {
	case StartTimer:
		return c.At
	case PauseTimer:
		return c.At
	case ResumeTimer:
		return c.At
	case ResetTimer:
		return c.At
	}
	return time.Time{}
}

// ApplyTimer folds a timer event into the current round of g.
func (g *Game) ApplyTimer(e Event) error {
	r, err := g.CurrentRound(timerRound(e), e)
	if err != nil {
		return err
	}
	r.Timer, err = r.Timer.Apply(e)
	return err
}

// timerRound returns the round of timer event e.
func timerRound(e Event) int {
	switch e := e.(type) {
	case TimerStarted:
		return e.Round
	case TimerPaused:
		return e.Round
	case TimerResumed:
		return e.Round
	case TimerReset:
		return e.Round
	}
	return 0
}

// Apply returns the clock t after timer event e (TimerStarted,
// TimerPaused, TimerResumed, TimerReset), or the refusal of an event
// that does not fit it.
func (t Timer) Apply(e Event) (Timer, error) {
	n := timerRound(e)
	var at time.Time
	switch e := e.(type) {
	case TimerStarted:
		if e.Seconds < 1 {
			return t, Errorf(EInvalidInput, "round %d: timer started for %d seconds", n, e.Seconds)
		}
		t, at = Timer{Duration: time.Duration(e.Seconds) * time.Second, Started: true, Running: true, Since: e.At}, e.At
	case TimerPaused:
		if !t.Running {
			return t, Errorf(EConflict, "round %d: timer paused while not running", n)
		}
		at = e.At
		t.Used += max(at.Sub(t.Since), 0)
		t.Running = false
	case TimerResumed:
		if !t.Started || t.Running {
			return t, Errorf(EConflict, "round %d: timer resumed while not paused", n)
		}
		at = e.At
		t.Running, t.Since = true, at
	case TimerReset:
		at = e.At
		t = Timer{Duration: t.Duration}
	default:
		return t, Errorf(EInternal, "%T is no timer event", e)
	}
	t.Last = at
	return t, nil
}
