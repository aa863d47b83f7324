package duplicate

import (
	"time"

	"arbiter/arbiter"
)

// actions fills a with the actions of the game.
func (d *decider) actions(a arbiter.Actions, now time.Time) {
	a[arbiter.ActRack] = d.mayDraw()
	_, a[arbiter.ActReject] = d.rejectRack(RejectRack{Reason: arbiter.ProbeReason})
	_, a[arbiter.ActTop] = d.topRound(ChooseTop{})
	_, a[arbiter.ActClose] = d.closeRound()
	_, a[arbiter.ActCancel] = d.cancelRound(CancelRound{Reason: arbiter.ProbeReason})
	a[arbiter.ActInvalidate] = d.mayInvalidate()
	_, a[arbiter.ActEndGame] = d.endGame(arbiter.EndGame{Reason: arbiter.ProbeReason})
	arbiter.ClockActions(d.s, d.g, now, a)
}

// mayInvalidate says whether some round of the game has a top the referee
// may find invalid (RULES §4.5); the refusal is the current round's.
func (d *decider) mayInvalidate() error {
	var last error = arbiter.Errorf(arbiter.ENotFound, "game %d has no top yet", d.g.Number)
	for n := len(d.g.Rounds); n >= 1; n-- {
		_, err := d.invalidateTop(InvalidateTop{Round: n, Reason: arbiter.ProbeReason})
		if err == nil {
			return nil
		}
		if n == len(d.g.Rounds) {
			last = err
		}
	}
	return last
}
