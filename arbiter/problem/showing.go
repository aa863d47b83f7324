package problem

import (
	"time"

	"arbiter/arbiter"
)

// Showing says what the room shows of g, a composition problem (RULES
// §9): while it takes solutions, its kind and time (a Partida de
// Superscrabble's round being played, §9.8); its ranking once it ends.
func (discipline) Showing(_ *arbiter.State, g *arbiter.Game, _ time.Time) arbiter.Showing {
	p, ok := GameOf(g)
	if !ok || g.Ended {
		return arbiter.Showing{Phase: "standings"}
	}
	open := p.Open()
	return arbiter.Showing{Phase: "problem", Round: len(p.Rounds), Countdown: &arbiter.Countdown{Name: string(open.Statement.Kind),
		Minutes: open.Statement.Minutes, Ends: open.Start.Add(open.Statement.Time())}}
}
