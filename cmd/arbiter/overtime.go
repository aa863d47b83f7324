package main

import (
	"arbiter/arbiter"
	"arbiter/arbiter/free"
	"arbiter/arbiter/free/scoresheet"
)

// withOvertime returns the free game's command c with the players' time
// over the clock as `result --overtime` typed it: the result charged the
// rule set's penalty, or c as it is when no overtime was typed.
func withOvertime(c free.Command, typed []string) (arbiter.Command, error) {
	if len(typed) == 0 {
		return free.Act{Command: c}, nil
	}
	result, ok := c.(free.RecordResult)
	if !ok {
		return nil, usageErrorf("--overtime goes with a result's scores, not with --forfeit")
	}
	charge := scoresheet.ChargeOvertime{Result: result}
	for _, s := range typed {
		o, err := free.ParseOvertime(s)
		if err != nil {
			return nil, &usageError{err}
		}
		charge.Overtime = append(charge.Overtime, o)
	}
	return charge, nil
}
