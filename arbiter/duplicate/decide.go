package duplicate

import (
	"arbiter/arbiter"
	"arbiter/scoring"
)

// decide decides c, a command on the current game, a duplicate game.
func (d *decider) decide(c arbiter.Command) ([]arbiter.Event, error) {
	switch c := c.(type) {
	case arbiter.DrawRack:
		return d.drawRack(c)
	case arbiter.RejectRack:
		return d.rejectRack(c)
	case arbiter.ChooseTop:
		return d.chooseTop(c)
	case arbiter.InvalidateTop:
		return d.invalidateTop(c)
	case arbiter.EnterSlip:
		return d.enterSlip(c)
	case arbiter.WithdrawSlip:
		return d.withdrawSlip(c)
	case arbiter.GiveWarning:
		return d.giveWarning(c)
	case arbiter.WithdrawWarning:
		return d.withdrawWarning(c)
	case arbiter.CloseRound:
		return d.closeRound()
	case arbiter.CancelRound:
		return d.cancelRound(c)
	case arbiter.EndGame:
		return d.endGame(c)
	case arbiter.StartTimer, arbiter.PauseTimer, arbiter.ResumeTimer, arbiter.ResetTimer:
		return arbiter.DecideTimer(d.s, d.g, c)
	case arbiter.TypeSlip:
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
