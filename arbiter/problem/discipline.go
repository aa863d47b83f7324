package problem

import (
	"time"

	"arbiter/arbiter"
)

// Discipline returns the composition problems as a kind of game of the
// tournament, to register once in the program's [arbiter.Registry].
func Discipline() arbiter.Folder { return discipline{} }

// discipline is the composition problems' [arbiter.Discipline]; it also
// orders a problem's standings, takes a console's close and end, and starts
// problems with a click.
type discipline struct{}

func (discipline) Kind() arbiter.Kind { return Composition }

func (discipline) Events() []arbiter.EventCodec { return codecs() }

func (discipline) Fold(s *arbiter.State, g *arbiter.Game, e arbiter.KindEvent) error {
	return fold(s, g, e)
}

func (discipline) Totals(s *arbiter.State, g *arbiter.Game) ([]arbiter.PlayerTotals, error) {
	return totals(s, g)
}

// ReadState reads the game's state kept as JSON.
func (discipline) ReadState(g *arbiter.Game) error {
	_, err := arbiter.StateOf[Game](g, Composition)
	return err
}

// Actions offers the problem's close (its end too) and, in a Partida de
// Superscrabble, the scrabble placed to end a round.
func (discipline) Actions(s *arbiter.State, g *arbiter.Game, _ time.Time, a arbiter.Actions) {
	_, a[arbiter.ActClose] = decideClose(s)
	a[arbiter.ActEndGame] = a[arbiter.ActClose]
	if p, ok := GameOf(g); ok && p.Statement.Rounds > 0 {
		a[arbiter.ActScrabble] = mayPlaceScrabble(s)
	}
}

// End closes the problem: its reason is its close.
func (discipline) End(s *arbiter.State, _ *arbiter.Game, _ arbiter.EndGame, _ arbiter.Deps) ([]arbiter.Event, error) {
	return decideClose(s)
}

func (discipline) Order(s *arbiter.State, g *arbiter.Game) (func(x, y *arbiter.Standing) int, error) {
	return order(s, g)
}

// DecideBuiltIn takes a console's close of the round as the problem's
// close (as its end is, [discipline.End]) and the referee's warnings, and
// refuses the duplicate game's commands.
func (discipline) DecideBuiltIn(s *arbiter.State, g *arbiter.Game, c arbiter.Command, _ arbiter.Deps) ([]arbiter.Event, error) {
	switch c := c.(type) {
	case arbiter.CloseRound:
		return decideClose(s)
	case arbiter.GiveWarning:
		return warn(s, g, c)
	case arbiter.WithdrawWarning:
		return withdrawWarning(s, g, c)
	}
	var kind Kind
	if p, ok := GameOf(g); ok {
		kind = p.Statement.Kind
	}
	return nil, arbiter.Errorf(arbiter.EInvalidInput, "game %d is a composition problem (%s, RULES §9): it takes solutions, and no racks, tops or slips of the duplicate game", g.Number, kind)
}

// StartNames lists every kind of problem but the two played on a board
// the referee builds (Superscrabble and the Partida, RULES §9.6, §9.8),
// which start from the command line with the board's moves.
func (discipline) StartNames() []string {
	var out []string
	for _, k := range Kinds() {
		if !k.OnBoard() {
			out = append(out, string(k))
		}
	}
	return out
}

func (discipline) StartCommand(name string, seed uint64, at time.Time) arbiter.Command {
	return Start{Kind: Kind(name), Seed: seed, At: at}
}
