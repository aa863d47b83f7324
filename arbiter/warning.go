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

// WarningIndex returns the index in g.Warnings of the last warning of kind
// given to table in round, -1 if none stands.
func (g *Game) WarningIndex(table, round int, kind WarningKind) int {
	for i, w := range slices.Backward(g.Warnings) {
		if w.Table == table && w.Round == round && w.Kind == kind {
			return i
		}
	}
	return -1
}

// A WarningTaker is a [Discipline] whose games record some kinds of
// warning only (RULES §6): the console offers these, and Decide refuses
// the others.
type WarningTaker interface {
	Discipline
	WarningKinds() []WarningKind
}

// WarningKindsOf returns the kinds of warning the current game of s
// records: its kind's, or every kind (none before a game).
func WarningKindsOf(s *State) []WarningKind {
	g := s.CurrentGame()
	if g == nil {
		return nil
	}
	if k, ok := kindAs[WarningTaker](s, g); ok {
		return k.WarningKinds()
	}
	return []WarningKind{Technical, Disciplinary, Elimination}
}

// RefuseRepeated refuses w, a warning for player p, when it repeats
// exactly one that stands in g, unless again says it is given on purpose.
func (g *Game) RefuseRepeated(w WarningGiven, p Player, again bool) error {
	for _, s := range g.Warnings {
		if s.Table == w.Table && s.Round == w.Round && s.Kind == w.Kind && s.Reason == w.Reason && !again {
			return &Error{Code: EConflict, Err: &RepeatedWarning{Given: s},
				Message: fmt.Sprintf("%stable %d (%s) already has this %s warning (%q); give it again only on purpose", inRound(w.Round), w.Table, p.Name, w.Kind, w.Reason)}
		}
	}
	return nil
}

// DecideWithdrawal decides c, the withdrawal of a warning the referee
// gave in round of g.
func DecideWithdrawal(s *State, g *Game, c WithdrawWarning, round int) ([]Event, error) {
	p, err := PlayerAt(s, c.Table)
	if err != nil {
		return nil, err
	}
	if g.WarningIndex(c.Table, round, c.Kind) < 0 {
		return nil, Errorf(ENotFound, "%stable %d (%s) has no %s warning given by the referee to withdraw", inRound(round), c.Table, p.Name, c.Kind)
	}
	if err := RequireReason(c.Reason, "withdrawing a warning"); err != nil {
		return nil, err
	}
	return []Event{WarningWithdrawn{Table: c.Table, Round: round, Kind: c.Kind, Reason: c.Reason}}, nil
}

// ApplyWarningWithdrawn removes the warning e withdraws from those that
// stand in g.
func (g *Game) ApplyWarningWithdrawn(e WarningWithdrawn) error {
	i := g.WarningIndex(e.Table, e.Round, e.Kind)
	if i < 0 {
		return Errorf(ENotFound, "round %d: table %d has no %s warning to withdraw", e.Round, e.Table, e.Kind)
	}
	g.Warnings = slices.Delete(slices.Clip(g.Warnings), i, i+1)
	return nil
}

// inRound begins a message about a warning of round: "round 2: ", nothing
// for a warning of no round (a problem's, one before round 1).
func inRound(round int) string {
	if round == 0 {
		return ""
	}
	return fmt.Sprintf("round %d: ", round)
}
