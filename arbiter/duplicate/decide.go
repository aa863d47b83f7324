package duplicate

import (
	"arbiter/arbiter"
	"arbiter/scoring"
)

// decideIn decides c, a command of the duplicate game, on the current game
// of s: by decide, or as the game's own kind refuses it when the game is
// of another kind.
func decideIn[C arbiter.Command](s *arbiter.State, c C, deps arbiter.Deps, decide func(*decider, C) ([]arbiter.Event, error)) ([]arbiter.Event, error) {
	g, err := s.GameInPlay()
	if err != nil {
		return nil, err
	}
	if g.Kind() != arbiter.KindDuplicate {
		return arbiter.DecideIn(s, g, c, deps)
	}
	d := decider{s: s, g: g, rs: s.RuleSet, deps: deps}
	return decide(&d, c)
}

// decide decides c, a built-in command on the current game, a duplicate
// game: a warning, the round's close, the clock, the end.
func (d *decider) decide(c arbiter.Command) ([]arbiter.Event, error) {
	switch c := c.(type) {
	case arbiter.GiveWarning:
		return d.giveWarning(c)
	case arbiter.WithdrawWarning:
		return d.withdrawWarning(c)
	case arbiter.CloseRound:
		return d.closeRound()
	case arbiter.StartTimer, arbiter.PauseTimer, arbiter.ResumeTimer, arbiter.ResetTimer:
		return arbiter.DecideTimer(d.s, d.g, c)
	}
	return nil, arbiter.Errorf(arbiter.EInternal, "unknown command %T", c)
}

// decider decides the commands of the current game g.
type decider struct {
	s    *arbiter.State
	g    *arbiter.Game
	rs   *scoring.RuleSet
	deps arbiter.Deps
}
