package duplicate

import (
	"time"

	"arbiter/arbiter"
)

// Discipline returns the duplicate game as a kind of game, to register:
// it decides the commands sent to a duplicate game and says what may be
// done in it now; its rounds fold and rank in the root package, whose
// [arbiter.Round] is the snapshot's format and the Anticipation game's
// round too.
func Discipline() arbiter.Discipline { return discipline{} }

type discipline struct{}

func (discipline) Kind() arbiter.Kind { return arbiter.KindDuplicate }

// DecideBuiltIn decides c, a command on g, the current game.
func (discipline) DecideBuiltIn(s *arbiter.State, g *arbiter.Game, c arbiter.Command, deps arbiter.Deps) ([]arbiter.Event, error) {
	d := decider{s: s, g: g, rs: s.RuleSet, deps: deps}
	return d.decide(c)
}

// Actions fills a with what may be done now in g.
func (discipline) Actions(s *arbiter.State, g *arbiter.Game, now time.Time, a arbiter.Actions) {
	d := decider{s: s, g: g, rs: s.RuleSet}
	d.actions(a, now)
}

// End decides the referee's end of g.
func (discipline) End(s *arbiter.State, g *arbiter.Game, reason string) ([]arbiter.Event, error) {
	d := decider{s: s, g: g, rs: s.RuleSet}
	return d.endGame(arbiter.EndGame{Reason: reason})
}
