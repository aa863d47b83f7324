package scoresheet

import (
	"arbiter/arbiter"
	"arbiter/arbiter/free"
)

// ChargeOvertime records Result, a board's result, with each player's
// time over the clock (Overtime, player numbers and seconds): the points
// the tournament's rule set charges for it ([Rules.Overtime]) taken off
// the player's score as written (RULES §10.1). A rule set that charges
// none records the time over and takes nothing off.
type ChargeOvertime struct {
	arbiter.Extension
	Result   free.RecordResult
	Overtime []free.OvertimeLine
}

// Decide charges the overtime and decides the result.
func (c ChargeOvertime) Decide(s *arbiter.State, deps arbiter.Deps) ([]arbiter.Event, error) {
	rules, ok := RulesFor(s.RuleSet.Name)
	if !ok {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "rule set %q: overtime is charged under the free game's rules of ro, it, en or fr", s.RuleSet.Name)
	}
	r := c.Result
	seen := map[int]bool{}
	for _, o := range c.Overtime {
		if seen[o.Player] {
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "overtime of player %d given twice", o.Player)
		}
		seen[o.Player] = true
		over := free.Overtime{Seconds: o.Seconds, Points: rules.Overtime(o.Seconds)}
		switch o.Player {
		case r.A:
			r.OvertimeA = over
		case r.B:
			r.OvertimeB = over
		default:
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "overtime of player %d, who is not one of the result's players %d and %d", o.Player, r.A, r.B)
		}
	}
	return free.Act{Command: r}.Decide(s, deps)
}
