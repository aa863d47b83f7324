package arbiter

import (
	"fmt"
	"slices"
)

// WithdrawWarning withdraws the warning of Kind the referee gave Table in
// Round (0: the current round), the last such one if there are several
// (→ [WarningWithdrawn]), for Reason: a warning given by mistake, or one
// the referee takes back on appeal. A warning a slip's verdict carries is
// the slip's: correct the slip instead.
type WithdrawWarning struct {
	Table  int
	Round  int
	Kind   WarningKind
	Reason string
}

// WarningWithdrawn records that the last warning of Kind given to Table in
// Round no longer stands, for Reason; the warning stays in the log.
type WarningWithdrawn struct {
	Table  int         `json:"table"`
	Round  int         `json:"round"`
	Kind   WarningKind `json:"kind"`
	Reason string      `json:"reason"`
}

func (WithdrawWarning) command()           {}
func (WarningWithdrawn) EventType() string { return "warning_withdrawn" }

// RepeatedWarning is the cause of the refusal (code [EConflict]) of a
// warning given again as it stands already: same table, round, kind and
// reason, most often the same click twice. [GiveWarning.Again] gives it
// all the same.
type RepeatedWarning struct {
	Given WarningGiven
}

func (r *RepeatedWarning) Error() string {
	return fmt.Sprintf("round %d, table %d: the same %s warning stands already", r.Given.Round, r.Given.Table, r.Given.Kind)
}

// repeated returns the warning w repeats exactly among those standing in g.
func (g *Game) repeated(w WarningGiven) (WarningGiven, bool) {
	for _, s := range g.Warnings {
		if s.Table == w.Table && s.Round == w.Round && s.Kind == w.Kind && s.Reason == w.Reason {
			return s, true
		}
	}
	return WarningGiven{}, false
}

// warningIndex returns the index in g.Warnings of the last warning of kind
// given to table in round, -1 if none stands.
func (g *Game) warningIndex(table, round int, kind WarningKind) int {
	for i, w := range slices.Backward(g.Warnings) {
		if w.Table == table && w.Round == round && w.Kind == kind {
			return i
		}
	}
	return -1
}

// warned returns the player at table a warning names and its round, the
// current one for 0.
func (d *decider) warned(table, round int) (Player, int, error) {
	p, err := PlayerAt(d.s, table)
	if round == 0 {
		round = len(d.g.Rounds)
	}
	return p, round, err
}

// withdrawWarning decides a WithdrawWarning.
func (d *decider) withdrawWarning(c WithdrawWarning) ([]Event, error) {
	p, round, err := d.warned(c.Table, c.Round)
	if err != nil {
		return nil, err
	}
	if d.g.warningIndex(c.Table, round, c.Kind) < 0 {
		return nil, Errorf(ENotFound, "round %d: table %d (%s) has no %s warning given by the referee to withdraw", round, c.Table, p.Name, c.Kind)
	}
	if err := RequireReason(c.Reason, "withdrawing a warning"); err != nil {
		return nil, err
	}
	return []Event{WarningWithdrawn{Table: c.Table, Round: round, Kind: c.Kind, Reason: c.Reason}}, nil
}

// applyWarningWithdrawn removes the warning e withdraws from those that
// stand.
func (g *Game) applyWarningWithdrawn(e WarningWithdrawn) error {
	i := g.warningIndex(e.Table, e.Round, e.Kind)
	if i < 0 {
		return Errorf(ENotFound, "round %d: table %d has no %s warning to withdraw", e.Round, e.Table, e.Kind)
	}
	g.Warnings = slices.Delete(slices.Clip(g.Warnings), i, i+1)
	return nil
}
