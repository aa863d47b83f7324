package duplicate

import "arbiter/arbiter"

// giveWarning decides a GiveWarning.
func (d *decider) giveWarning(c arbiter.GiveWarning) ([]arbiter.Event, error) {
	p, round, err := d.warned(c.Table, c.Round)
	if err != nil {
		return nil, err
	}
	if round < 0 || round > len(d.g.Rounds) {
		return nil, arbiter.Errorf(arbiter.ENotFound, "game %d has no round %d", d.g.Number, round)
	}
	if r := d.g.Round(round); r != nil && r.Cancelled {
		return nil, arbiter.Errorf(arbiter.ERoundClosed, "round %d was cancelled: a warning on it counts for nothing", round)
	}
	if err := arbiter.RequireReason(c.Reason, "a warning"); err != nil {
		return nil, err
	}
	switch c.Kind {
	case arbiter.Technical:
		if round == 0 {
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "table %d (%s): a technical warning is for a slip, and no round has been played yet", c.Table, p.Name)
		}
		if why := technicalIn(d.g, round, c.Table); why != "" {
			return nil, arbiter.Refuse(arbiter.EConflict, arbiter.Refusal{Kind: arbiter.RefusedTechnicalTwice, Round: round, Table: c.Table, Value: why},
				"round %d: table %d (%s) already has a technical warning (%s); RULES §5 allows one per round", round, c.Table, p.Name, why)
		}
	case arbiter.Disciplinary:
	case arbiter.Elimination:
		if d.g.Eliminated(c.Table) {
			return nil, arbiter.Errorf(arbiter.EConflict, "table %d (%s) is already eliminated from game %d", c.Table, p.Name, d.g.Number)
		}
	default:
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "unknown warning kind %q: use technical, disciplinary or elimination", c.Kind)
	}
	w := arbiter.WarningGiven{Table: c.Table, Round: round, Kind: c.Kind, Reason: c.Reason}
	if err := d.g.RefuseRepeated(w, p, c.Again); err != nil {
		return nil, err
	}
	return []arbiter.Event{w}, nil
}

// closeRound decides a CloseRound.
func (d *decider) closeRound() ([]arbiter.Event, error) {
	cur, err := arbiter.OpenRound(d.g)
	if err != nil {
		return nil, err
	}
	if cur.Top == nil {
		return nil, arbiter.Errorf(arbiter.ENoTop, "round %d has no top yet: choose one before closing", cur.Number)
	}
	return []arbiter.Event{arbiter.RoundClosed{Round: cur.Number}}, nil
}

// cancelRound decides a CancelRound.
func (d *decider) cancelRound(c CancelRound) ([]arbiter.Event, error) {
	n := c.Round
	if n == 0 {
		n = len(d.g.Rounds)
	}
	r := d.g.Round(n)
	switch {
	case r == nil:
		return nil, arbiter.Errorf(arbiter.ENotFound, "game %d has no round %d", d.g.Number, n)
	case r.Cancelled:
		return nil, arbiter.Errorf(arbiter.EConflict, "round %d is already cancelled", n)
	}
	if err := arbiter.RequireReason(c.Reason, "cancelling a round"); err != nil {
		return nil, err
	}
	return []arbiter.Event{arbiter.RoundCancelled{Round: n, Reason: c.Reason}}, nil
}

// endGame decides an EndGame.
func (d *decider) endGame(c arbiter.EndGame) ([]arbiter.Event, error) {
	if err := arbiter.Playing(d.g); err != nil {
		return nil, err
	}
	if cur := d.g.Current(); cur != nil && cur.Open() {
		return nil, arbiter.Errorf(arbiter.ERoundOpen, "round %d is still open: close or cancel it first", cur.Number)
	}
	if err := arbiter.RequireReason(c.Reason, "ending a game"); err != nil {
		return nil, err
	}
	return []arbiter.Event{arbiter.GameEnded{Reason: arbiter.ReasonReferee, Text: c.Reason}}, nil
}

// withdrawWarning decides a WithdrawWarning.
func (d *decider) withdrawWarning(c arbiter.WithdrawWarning) ([]arbiter.Event, error) {
	_, round, err := d.warned(c.Table, c.Round)
	if err != nil {
		return nil, err
	}
	return arbiter.DecideWithdrawal(d.s, d.g, c, round)
}

// warned returns the player at table a warning names and its round, the
// current one for 0.
func (d *decider) warned(table, round int) (arbiter.Player, int, error) {
	p, err := arbiter.PlayerAt(d.s, table)
	if round == 0 {
		round = len(d.g.Rounds)
	}
	return p, round, err
}
