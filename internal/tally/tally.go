// Package tally is a toy kind of game, for tests that plug a kind into
// the program with registrations alone: each player is credited points,
// and the game ends. Its commands decide themselves, its events fold
// through the registry, the service records and replays them, snapshots
// keep its state, the tournament ranks it, its actions come from its
// rules, and the room shows it, starts it and takes its forms without
// knowing it. It is registered by tests only.
package tally

import (
	"maps"
	"strconv"
	"time"

	"arbiter/arbiter"
)

// Kind is the tally as a kind of game.
const Kind arbiter.Kind = "tally"

// The actions of the tally's forms: its start, and a credit.
const (
	ActStart  arbiter.Action = "tally_start"
	ActCredit arbiter.Action = "tally_credit"
)

// Start starts a tally as the next game.
type Start struct{ arbiter.Extension }

// Decide starts the tally once the current game has ended.
func (Start) Decide(s *arbiter.State, _ arbiter.Deps) ([]arbiter.Event, error) {
	if err := arbiter.MayStartGame(s); err != nil {
		return nil, err
	}
	return []arbiter.Event{Started{Game: len(s.Games) + 1}}, nil
}

// Credit credits the player at Table with Points.
type Credit struct {
	arbiter.Extension
	Table, Points int
}

// Decide credits a registered player with points of none below zero.
func (c Credit) Decide(s *arbiter.State, _ arbiter.Deps) ([]arbiter.Event, error) {
	if err := playing(s); err != nil {
		return nil, err
	}
	if _, ok := s.Player(c.Table); !ok || c.Points < 0 {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "table %d, %d points: no such credit", c.Table, c.Points)
	}
	return []arbiter.Event{Credited{Table: c.Table, Points: c.Points}}, nil
}

// playing refuses a command when the current game is no tally being
// played: the one check that credits, the end and the actions share.
func playing(s *arbiter.State) error {
	if g := s.CurrentGame(); g == nil || g.Kind() != Kind || g.Ended {
		return arbiter.Errorf(arbiter.EConflict, "no tally is being played")
	}
	return nil
}

// Started starts game Game, a tally.
type Started struct{ Game int }

// Credited credits the player at Table with Points.
type Credited struct{ Table, Points int }

// Ended ends the tally.
type Ended struct{}

// The events' stored names and kind.
func (Started) EventType() string        { return "tally_started" }
func (Credited) EventType() string       { return "credited" }
func (Ended) EventType() string          { return "tally_ended" }
func (Started) EventKind() arbiter.Kind  { return Kind }
func (Credited) EventKind() arbiter.Kind { return Kind }
func (Ended) EventKind() arbiter.Kind    { return Kind }

// StartsGame returns the number of the game the tally is.
func (e Started) StartsGame() int { return e.Game }

// State is the tally's own state: each table's points.
type State struct{ Points map[int]int }

// Discipline returns the tally, to register.
func Discipline() arbiter.Folder { return discipline{credit: FormCredit} }

// CreditAt returns the tally reading its console's credit at the form
// named form, for the tests of what a form's name may not be.
func CreditAt(form string) arbiter.Folder { return discipline{credit: form} }

// discipline is the tally, its console's credit read at the form named
// credit.
type discipline struct{ credit string }

func (discipline) Kind() arbiter.Kind { return Kind }

func (discipline) Events() []arbiter.EventCodec {
	return []arbiter.EventCodec{arbiter.CodecOf[Started](), arbiter.CodecOf[Credited](), arbiter.CodecOf[Ended]()}
}

func (discipline) Fold(_ *arbiter.State, g *arbiter.Game, e arbiter.KindEvent) error {
	st, err := arbiter.StateOf[State](g, Kind)
	if err != nil {
		return err
	}
	next := &State{Points: maps.Clone(st.Points)}
	if next.Points == nil {
		next.Points = map[int]int{}
	}
	switch e := e.(type) {
	case Credited:
		next.Points[e.Table] += e.Points
	case Ended:
		g.Ended = true
	}
	g.Play.State = next
	return nil
}

func (discipline) Totals(s *arbiter.State, g *arbiter.Game) ([]arbiter.PlayerTotals, error) {
	st, err := arbiter.StateOf[State](g, Kind)
	if err != nil {
		return nil, err
	}
	out := make([]arbiter.PlayerTotals, len(s.Players))
	for i, p := range s.Players {
		out[i] = arbiter.PlayerTotals{Total: st.Points[p.Table], Score: st.Points[p.Table]}
	}
	return out, nil
}

func (discipline) Actions(s *arbiter.State, _ *arbiter.Game, _ time.Time, a arbiter.Actions) {
	a[arbiter.ActEndGame] = playing(s)
	a[ActCredit] = playing(s)
}

func (discipline) End(s *arbiter.State, _ *arbiter.Game, _ arbiter.EndGame, _ arbiter.Deps) ([]arbiter.Event, error) {
	if err := playing(s); err != nil {
		return nil, err
	}
	return []arbiter.Event{Ended{}}, nil
}

// Screen shows each table's points, on every page, and the credit form
// on the console.
func (discipline) Screen(s *arbiter.State, g *arbiter.Game, _ time.Time) arbiter.Screen {
	st, _ := arbiter.StateOf[State](g, Kind)
	points := arbiter.Section{Name: "standings", Title: arbiter.Text{Key: "tally.points"},
		Columns: []arbiter.Text{{Key: "tally.table"}, {Key: "tally.points"}}}
	for _, p := range s.Players {
		points.Rows = append(points.Rows, arbiter.Row{Cells: []string{strconv.Itoa(p.Table), strconv.Itoa(st.Points[p.Table])}, Players: []int{p.Table}})
	}
	sections := []arbiter.Section{points}
	sc := arbiter.Screen{Phase: "standings", Where: arbiter.Text{Key: "tally.where", Args: []string{strconv.Itoa(g.Number)}},
		Display: sections, Console: sections, Entry: sections, Phone: sections}
	if !g.Ended {
		sc.Forms = []arbiter.Form{{Action: ActCredit, Label: arbiter.Text{Key: "tally.credit"}, Fields: []arbiter.Field{
			{Name: "table", Label: arbiter.Text{Key: "tally.table"}, Number: true},
			{Name: "points", Label: arbiter.Text{Key: "tally.points"}, Number: true}}}}
	}
	return sc
}

func (discipline) StartForm() arbiter.Form {
	return arbiter.Form{Action: ActStart, Label: arbiter.Text{Key: "tally.start"}}
}

// Command reads a start or a credit; a field that is not a number is a
// typing mistake in it.
func (discipline) Command(_ *arbiter.State, f arbiter.FormSent) (arbiter.Command, error) {
	if f.Action == ActStart {
		return Start{}, nil
	}
	var n [2]int
	for i, name := range []string{"table", "points"} {
		v, err := strconv.Atoi(f.Fields[name])
		if err != nil {
			err := arbiter.Errorf(arbiter.EInvalidInput, "%q is not a number", f.Fields[name])
			err.Err = &arbiter.TypingError{Field: name}
			return nil, err
		}
		n[i] = v
	}
	return Credit{Table: n[0], Points: n[1]}, nil
}

// StartNames names the one tally the console starts with a click.
func (discipline) StartNames() []string { return []string{"tally"} }

func (discipline) StartCommand(string, uint64, time.Time) arbiter.Command { return Start{} }

// FormCredit is the console's form of a credit ([arbiter.ConsoleReader]):
// {"table":1,"points":30}.
const FormCredit = "credit"

// CreditForm is a credit as the console's form sends it.
type CreditForm struct {
	Table  int `json:"table"`
	Points int `json:"points"`
}

// ConsoleForms lists the one console's form the tally reads, its credit.
func (d discipline) ConsoleForms() []arbiter.ConsoleForm {
	return []arbiter.ConsoleForm{{Name: d.credit}}
}

// ConsoleCommand reads the credit's form into its command.
func (discipline) ConsoleCommand(_ *arbiter.State, f arbiter.ConsoleSent) (arbiter.Command, error) {
	return arbiter.ReadConsoleForm(f, func(c CreditForm) (arbiter.Command, error) { return Credit{Table: c.Table, Points: c.Points}, nil })
}
