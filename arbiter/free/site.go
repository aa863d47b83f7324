package free

import "arbiter/arbiter"

// Site returns what the results site shows of g, a free-game event: its
// state, from which the site writes its standings, crosstable, rounds and
// scorecards (RULES §10.2).
func (discipline) Site(_ *arbiter.State, g *arbiter.Game) (any, error) {
	st, err := arbiter.StateOf[State](g, Kind)
	if err != nil {
		return nil, err
	}
	return *st, nil
}
