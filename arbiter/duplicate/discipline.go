package duplicate

import (
	"time"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// Discipline returns the duplicate game as a kind of game, to register:
// it decides the commands sent to a duplicate game, says what may be done
// in it now and folds its events into its rounds, which rank in the root
// package, whose [arbiter.Round] is the snapshot's format and the
// Anticipation game's round too.
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
func (discipline) End(s *arbiter.State, g *arbiter.Game, c arbiter.EndGame, deps arbiter.Deps) ([]arbiter.Event, error) {
	d := decider{s: s, g: g, rs: s.RuleSet, deps: deps}
	return d.endGame(c)
}

// StartNames lists the variants (RULES §4, §7), each started with a click.
func (discipline) StartNames() []string {
	out := make([]string, len(scoring.Variants))
	for i, v := range scoring.Variants {
		out[i] = v.String()
	}
	return out
}

// StartCommand starts a game of variant name, one of StartNames, drawn
// from seed.
func (discipline) StartCommand(name string, seed uint64, _ time.Time) arbiter.Command {
	v, _ := scoring.ParseVariant(name) // a name StartNames gave
	return StartGame{Seed: seed, Variant: v}
}

// Sheets are what a duplicate game prints (RULES §4.4, §6): the racks
// announced, a round's bulletin, the ranking, the players' cards and a
// round's warning forms.
func (discipline) Sheets() []string {
	return []string{"racks", "bulletin", "ranking", arbiter.CardSheet, "warnings"}
}
