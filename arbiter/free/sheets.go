package free

import (
	"slices"

	"arbiter/arbiter"
)

// ResultSlips are the result slips of Round's boards (RULES §10.2), one
// per board to fill in at the table.
type ResultSlips struct {
	State State
	Round int
}

// ScorecardSheet is the scorecard of the player numbered Player (every
// player's for 0) after every round paired.
type ScorecardSheet struct {
	State  State
	Player int
}

// CrosstableSheet is the event's crosstable after round After.
type CrosstableSheet struct {
	State State
	After int
}

// Sheet makes sheet q of g: a round's result slips (the last paired for
// round 0), the scorecards, or the crosstable after a round paired (as it
// stands for 0); a round not paired is refused.
func (discipline) Sheet(_ *arbiter.State, g *arbiter.Game, q arbiter.SheetQuery) (any, error) {
	st, err := arbiter.StateOf[State](g, Kind)
	if err != nil {
		return nil, err
	}
	switch q.Sheet {
	case "slips":
		n, err := PairedRound(*st, q.Round)
		return ResultSlips{State: *st, Round: n}, err
	case arbiter.CardSheet:
		if q.Table != 0 && !slices.ContainsFunc(st.Players, func(p Player) bool { return p.Player == q.Table }) {
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "card of player %d: the free-game event has no player %d", q.Table, q.Table)
		}
		return ScorecardSheet{State: *st, Player: q.Table}, nil
	case "crosstable":
		after := len(st.Rounds)
		if q.After != 0 {
			if after, err = PairedRound(*st, q.After); err != nil {
				return nil, err
			}
		}
		return CrosstableSheet{State: *st, After: after}, nil
	}
	return nil, arbiter.Errorf(arbiter.EInvalidInput, "unknown sheet %q", q.Sheet)
}
