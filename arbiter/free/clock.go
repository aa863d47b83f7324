package free

import (
	"time"

	"arbiter/arbiter"
)

// RoundTime is the room's clock of a round when the referee sets none:
// the two players' 25 minutes each on the chess clocks at the tables
// (RULES §10.1), which the slowest board may use up.
const RoundTime = 50 * time.Minute

// Clock is a command on the room's clock of the last round paired: one of
// arbiter.StartTimer (Duration 0: [RoundTime]), PauseTimer, ResumeTimer,
// ResetTimer, decided as every round clock's is ([arbiter.Timer.Decide]).
// The clocks at the tables time the players; the room's tells the room
// how long the round has gone on.
type Clock struct {
	Timer arbiter.Command
}

// ClockStarted, ClockPaused, ClockResumed and ClockReset record the room's
// clock of a round started, paused, resumed and put back, each as the
// duplicate game's round clock records it.
type (
	ClockStarted struct{ arbiter.TimerStarted }
	ClockPaused  struct{ arbiter.TimerPaused }
	ClockResumed struct{ arbiter.TimerResumed }
	ClockReset   struct{ arbiter.TimerReset }
)

func (ClockStarted) EventType() string { return "free_clock_started" }
func (ClockPaused) EventType() string  { return "free_clock_paused" }
func (ClockResumed) EventType() string { return "free_clock_resumed" }
func (ClockReset) EventType() string   { return "free_clock_reset" }

func (ClockStarted) EventKind() arbiter.Kind { return Kind }
func (ClockPaused) EventKind() arbiter.Kind  { return Kind }
func (ClockResumed) EventKind() arbiter.Kind { return Kind }
func (ClockReset) EventKind() arbiter.Kind   { return Kind }

func (Clock) command() {}

// decideClock decides c on the last round paired.
func decideClock(s State, c Clock) ([]Event, error) {
	r, ok := s.Round(len(s.Rounds))
	if !ok {
		return nil, arbiter.Errorf(ERoundNotPaired, "no round is paired yet: pair round 1 first, then start its clock")
	}
	e, err := r.Clock.Decide(c.Timer, r.Number, RoundTime)
	if err != nil {
		return nil, err
	}
	switch e := e.(type) {
	case arbiter.TimerStarted:
		return []Event{ClockStarted{e}}, nil
	case arbiter.TimerPaused:
		return []Event{ClockPaused{e}}, nil
	case arbiter.TimerResumed:
		return []Event{ClockResumed{e}}, nil
	case arbiter.TimerReset:
		return []Event{ClockReset{e}}, nil
	}
	return nil, arbiter.Errorf(arbiter.EInternal, "round %d: %T is no clock event", r.Number, e)
}

// timerEvent returns the round clock's event e records, false for an
// event that is none.
func timerEvent(e Event) (arbiter.Event, int, bool) {
	switch e := e.(type) {
	case ClockStarted:
		return e.TimerStarted, e.Round, true
	case ClockPaused:
		return e.TimerPaused, e.Round, true
	case ClockResumed:
		return e.TimerResumed, e.Round, true
	case ClockReset:
		return e.TimerReset, e.Round, true
	}
	return nil, 0, false
}

// applyClock folds a clock event into its round.
func applyClock(s State, e Event, te arbiter.Event, n int) (State, error) {
	return withRound(s, e, n, func(r *Round) error {
		t, err := r.Clock.Apply(te)
		r.Clock = t
		return err
	})
}
