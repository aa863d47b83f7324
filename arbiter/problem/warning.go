package problem

import (
	"slices"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// The referee's warnings in a problem (RULES §9.1): disciplinary ones,
// for the whole problem, each counted as the rule set's weight of
// technical warnings in the kind's sanction. A solution's technical
// warnings are its check's.

// warningKinds are the warnings the referee gives in a problem.
func warningKinds() []arbiter.WarningKind { return []arbiter.WarningKind{arbiter.Disciplinary} }

// WarningKinds offers the console the disciplinary warning only.
func (discipline) WarningKinds() []arbiter.WarningKind { return warningKinds() }

// FoldBuiltIn folds the referee's warnings and their withdrawals.
func (discipline) FoldBuiltIn(_ *arbiter.State, g *arbiter.Game, e arbiter.Event) error {
	switch e := e.(type) {
	case arbiter.WarningGiven:
		if e.Round != 0 {
			return arbiter.Errorf(arbiter.EInvalidInput, "warning for table %d in round %d: a problem's warnings are for the whole problem", e.Table, e.Round)
		}
		return g.ApplyWarning(e)
	case arbiter.WarningWithdrawn:
		return g.ApplyWarningWithdrawn(e)
	}
	return arbiter.Errorf(arbiter.EInvalidInput, "%s in game %d, a composition problem", e.EventType(), g.Number)
}

// warn decides the referee's warning c while the problem is open.
func warn(s *arbiter.State, g *arbiter.Game, c arbiter.GiveWarning) ([]arbiter.Event, error) {
	if err := arbiter.Playing(g); err != nil {
		return nil, err
	}
	p, err := arbiter.PlayerAt(s, c.Table)
	if err != nil {
		return nil, err
	}
	switch {
	case c.Round != 0:
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "game %d is a composition problem: its warnings are for the whole problem, not round %d (RULES §9.1)", g.Number, c.Round)
	case c.Kind == arbiter.Technical:
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "table %d (%s): a problem's technical warnings are its solution's, found by the check (RULES §9.1); the referee gives disciplinary ones", c.Table, p.Name)
	case !slices.Contains(warningKinds(), c.Kind):
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "table %d (%s): a problem takes disciplinary warnings; %s is not recorded in it", c.Table, p.Name, c.Kind)
	}
	if err := arbiter.RequireReason(c.Reason, "a warning"); err != nil {
		return nil, err
	}
	w := arbiter.WarningGiven{Table: c.Table, Kind: c.Kind, Reason: c.Reason}
	if err := g.RefuseRepeated(w, p, c.Again); err != nil {
		return nil, err
	}
	return []arbiter.Event{w}, nil
}

// withdrawWarning decides the withdrawal c of a referee's warning while
// the problem is open.
func withdrawWarning(s *arbiter.State, g *arbiter.Game, c arbiter.WithdrawWarning) ([]arbiter.Event, error) {
	if err := arbiter.Playing(g); err != nil {
		return nil, err
	}
	if c.Round != 0 {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "game %d is a composition problem: its warnings are for the whole problem, not round %d (RULES §9.1)", g.Number, c.Round)
	}
	return arbiter.DecideWithdrawal(s, g, c, 0)
}

// disciplinary counts the disciplinary warnings that stand for table in g.
func disciplinary(g *arbiter.Game, table int) int {
	n := 0
	for _, w := range g.Warnings {
		if w.Table == table && w.Kind == arbiter.Disciplinary {
			n++
		}
	}
	return n
}

// Warned returns v with disciplinary warnings of the referee added: each
// counts as wr's weight of technical warnings in the sanction.
func (v Verdict) Warned(wr scoring.WarningRules, disciplinary int) Verdict {
	if disciplinary == 0 {
		return v
	}
	v.Disciplinary = disciplinary
	v.sanction(v.Technical+disciplinary*wr.DisciplinaryWeight, wr)
	return v
}

// Warnings counts the verdict's warnings, technical and disciplinary, as
// a ranking's column does.
func (v Verdict) Warnings() int { return v.Technical + v.Disciplinary }

// sanction sets what units technical warnings cost v by its kind's rule:
// ranking points in Serie de maxime (RULES §9.5), solutions in the
// Superscrabble kinds (§9.6), points under wr elsewhere (§9.1, never more
// than the score).
func (v *Verdict) sanction(units int, wr scoring.WarningRules) {
	switch {
	case v.Kind == Maxime:
		v.RankingPenalty = RankingPenalty(units)
	case v.Kind.claims():
		v.Deducted = Deduction(units)
		v.Solutions = max(v.Found-v.Deducted, 0)
	default:
		v.Penalty = min(wr.Cost(0, units), v.Score)
	}
	v.Total = v.Score - v.Penalty
}
