package anticipation

import "arbiter/arbiter"

// SlipsDue says what slip entry waits for in g, an Anticipation game
// (RULES §8): the tables playing whose sheet misses the current round's
// slip, and the typings waiting for a second operator or differing.
func (discipline) SlipsDue(s *arbiter.State, g *arbiter.Game) arbiter.SlipsDue {
	var due arbiter.SlipsDue
	a, ok := GameOf(g)
	cur := g.Current()
	if !ok || cur == nil {
		return due
	}
	if _, ok := a.Round(len(g.Rounds)); !ok {
		return due
	}
	open := arbiter.SlipsMissing{Round: cur.Number, Closed: cur.Closed}
	for _, p := range s.Players {
		if _, plays := a.GroupsOf(p.Table); !plays {
			continue // an oarba player who registered no groups hands in nothing (RULES §8.10)
		}
		if len(a.Sheet(p.Table).Slips) < cur.Number {
			open.Missing = append(open.Missing, p.Table)
		}
		for n := 1; n <= cur.Number; n++ {
			due.AddTypings(p.Table, typedSlips(a.Typings(n, p.Table)), n == cur.Number)
		}
	}
	if len(open.Missing) > 0 {
		due.Open = append(due.Open, open)
	}
	return due
}

// Typings returns the typings of table's slip of round n of g not settled
// yet.
func (discipline) Typings(g *arbiter.Game, n, table int) []arbiter.TypedSlip {
	a, ok := GameOf(g)
	if !ok {
		return nil
	}
	return typedSlips(a.Typings(n, table))
}

// typedSlips returns ts as typings of any kind of game.
func typedSlips(ts []SheetSlipTyped) []arbiter.TypedSlip {
	var out []arbiter.TypedSlip
	for _, t := range ts {
		out = append(out, t.Typing())
	}
	return out
}
