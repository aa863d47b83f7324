package duplicate

import (
	"arbiter/arbiter"
	"arbiter/scoring"
)

// decideIn decides c, a command of the duplicate game, on the current game
// of s: as the duplicate game decides it, or as the game's own kind
// refuses it.
func decideIn(s *arbiter.State, c arbiter.Command, deps arbiter.Deps) ([]arbiter.Event, error) {
	g := s.CurrentGame()
	if g == nil {
		return nil, arbiter.Errorf(arbiter.ENotFound, "no game started yet")
	}
	if g.Kind() != arbiter.KindDuplicate {
		return arbiter.DecideIn(s, g, c, deps)
	}
	d := decider{s: s, g: g, rs: s.RuleSet, deps: deps}
	return d.decide(c)
}

// decide decides c, a command on the current game, a duplicate game.
func (d *decider) decide(c arbiter.Command) ([]arbiter.Event, error) {
	switch c := c.(type) {
	case DrawRack:
		return d.drawRack(c)
	case RejectRack:
		return d.rejectRack(c)
	case ChooseTop:
		return d.chooseTop(c)
	case InvalidateTop:
		return d.invalidateTop(c)
	case EnterSlip:
		return d.enterSlip(c)
	case WithdrawSlip:
		return d.withdrawSlip(c)
	case arbiter.GiveWarning:
		return d.giveWarning(c)
	case arbiter.WithdrawWarning:
		return d.withdrawWarning(c)
	case arbiter.CloseRound:
		return d.closeRound()
	case CancelRound:
		return d.cancelRound(c)
	case arbiter.EndGame:
		return d.endGame(c)
	case arbiter.StartTimer, arbiter.PauseTimer, arbiter.ResumeTimer, arbiter.ResetTimer:
		return arbiter.DecideTimer(d.s, d.g, c)
	case TypeSlip:
		return d.typeSlip(c)
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
