package anticipation

import (
	"time"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// decider decides a command on g, the current game of s, whose
// Anticipation game is a.
type decider struct {
	s    *arbiter.State
	g    *arbiter.Game
	a    *Game
	rs   *scoring.RuleSet
	deps arbiter.Deps
}

// deciding returns the decider of the current game of s, which must be an
// Anticipation game.
func deciding(s *arbiter.State, deps arbiter.Deps) (*decider, error) {
	g := s.CurrentGame()
	a, ok := GameOf(g)
	if !ok {
		return nil, arbiter.Errorf(arbiter.ENotFound, "no Anticipation game is being played: start one with `game start --discipline`")
	}
	return &decider{s: s, g: g, a: a, rs: s.RuleSet, deps: deps}, nil
}

// decideIn decides c, one of the game's commands, on the current game of
// s, by decide.
func decideIn[C arbiter.Command](s *arbiter.State, deps arbiter.Deps, c C, decide func(*decider, C) ([]arbiter.Event, error)) ([]arbiter.Event, error) {
	d, err := deciding(s, deps)
	if err != nil {
		return nil, err
	}
	return decide(d, c)
}

// Decide decides the groups registered.
func (c RegisterGroups) Decide(s *arbiter.State, deps arbiter.Deps) ([]arbiter.Event, error) {
	return decideIn(s, deps, c, (*decider).registerGroups)
}

// Decide decides the group drawn.
func (c DrawGroup) Decide(s *arbiter.State, deps arbiter.Deps) ([]arbiter.Event, error) {
	return decideIn(s, deps, c, (*decider).drawGroup)
}

// Decide decides the slip entered.
func (c EnterSheetSlip) Decide(s *arbiter.State, deps arbiter.Deps) ([]arbiter.Event, error) {
	return decideIn(s, deps, c, (*decider).sheetSlip)
}

// Decide decides the slip typed.
func (c TypeSheetSlip) Decide(s *arbiter.State, deps arbiter.Deps) ([]arbiter.Event, error) {
	return decideIn(s, deps, c, (*decider).typeSheetSlip)
}

// Decide decides the whole sheet entered.
func (c EnterSheet) Decide(s *arbiter.State, deps arbiter.Deps) ([]arbiter.Event, error) {
	return decideIn(s, deps, c, (*decider).wholeSheet)
}

// Decide decides the control grid noted.
func (c NoteControlGrid) Decide(s *arbiter.State, deps arbiter.Deps) ([]arbiter.Event, error) {
	return decideIn(s, deps, c, (*decider).controlGrid)
}

// GameOf returns the Anticipation game of g, or false when g is none, as
// [arbiter.StateIn] reads it.
func GameOf(g *arbiter.Game) (*Game, bool) { return arbiter.StateIn[Game](g, Kind) }

// Discipline returns the Anticipation game as a kind of game of the
// tournament, to register once in the program's [arbiter.Registry].
func Discipline() arbiter.Folder { return discipline{} }

// discipline is the Anticipation game's [arbiter.Discipline]. Its games
// start with the tournament's own GameStarted, their rounds are the
// tournament's rounds, with their clocks, closes and warnings; it orders a
// Rezistenta game's standings, keeps its totals in snapshots, and starts
// each form with a click.
type discipline struct{}

func (discipline) Kind() arbiter.Kind { return Kind }

func (discipline) Events() []arbiter.EventCodec { return codecs() }

func (discipline) Fold(_ *arbiter.State, g *arbiter.Game, e arbiter.KindEvent) error {
	return foldIn(g, e)
}

// FoldBuiltIn folds the round's close, its clock, a warning and the end.
func (discipline) FoldBuiltIn(_ *arbiter.State, g *arbiter.Game, e arbiter.Event) error {
	return foldIn(g, e)
}

// Starts says whether e starts an Anticipation game: it carries its setup.
func (discipline) Starts(e arbiter.GameStarted) bool { return e.Anticipation != nil }

// FoldStarted sets up the Anticipation game e starts.
func (discipline) FoldStarted(_ *arbiter.State, g *arbiter.Game, e arbiter.GameStarted) error {
	a, err := newAnticipationGame(*e.Anticipation)
	if err != nil {
		return err
	}
	g.Play.State = a
	return nil
}

func (discipline) Totals(s *arbiter.State, g *arbiter.Game) ([]arbiter.PlayerTotals, error) {
	a, ok := GameOf(g)
	if !ok {
		return nil, arbiter.Errorf(arbiter.EStorage, "game %d: its Anticipation game cannot be read", g.Number)
	}
	return a.totals(s.Players), nil
}

// ReadState reads the game's state kept as JSON.
func (discipline) ReadState(g *arbiter.Game) error {
	_, err := arbiter.StateOf[Game](g, Kind)
	return err
}

// KeepsTotals: a snapshot keeps a finished Anticipation game's totals.
func (discipline) KeepsTotals() {}

// Order orders a Rezistenta game by ranking points (RULES §8.9), the
// others by total.
func (discipline) Order(_ *arbiter.State, g *arbiter.Game, rows []arbiter.Standing) (func(x, y *arbiter.Standing) int, error) {
	a, ok := GameOf(g)
	if !ok {
		return nil, arbiter.Errorf(arbiter.EStorage, "game %d: its Anticipation game cannot be read", g.Number)
	}
	if a.Setup.Form != Rezistenta {
		return nil, nil
	}
	return a.rezistentaOrder(rows), nil
}

// Actions offers the next group, the round's close and clock, and the end.
func (discipline) Actions(s *arbiter.State, g *arbiter.Game, now time.Time, acts arbiter.Actions) {
	d, err := deciding(s, arbiter.Deps{})
	if err != nil {
		return
	}
	_, acts[arbiter.ActGroup] = d.drawGroup(DrawGroup{})
	_, acts[arbiter.ActClose] = d.anticipation(arbiter.CloseRound{})
	acts[arbiter.ActEndGame] = d.mayEndAnticipation()
	arbiter.ClockActions(s, g, now, acts)
}

// End ends the game once every sheet is adjudicated with the word list
// over the rounds played.
func (discipline) End(s *arbiter.State, _ *arbiter.Game, c arbiter.EndGame, deps arbiter.Deps) ([]arbiter.Event, error) {
	return decideIn(s, deps, c, (*decider).endAnticipation)
}

// DecideBuiltIn decides the round's close and clock and a warning in an
// Anticipation game, and refuses the duplicate game's commands.
func (discipline) DecideBuiltIn(s *arbiter.State, _ *arbiter.Game, c arbiter.Command, deps arbiter.Deps) ([]arbiter.Event, error) {
	return decideIn(s, deps, c, (*decider).anticipation)
}

// BuiltInNeedsWords says that a game's end and a warning read the word
// list: they adjudicate the sheets again.
func (discipline) BuiltInNeedsWords(c arbiter.Command) bool {
	switch c.(type) {
	case arbiter.EndGame, arbiter.GiveWarning:
		return true
	}
	return false
}

// ThinkingTime returns the current round's thinking time by the game's
// schedule (RULES §8.6).
func (discipline) ThinkingTime(g *arbiter.Game) time.Duration {
	a, ok := GameOf(g)
	if !ok {
		return arbiter.DefaultThinkingTime
	}
	return a.ThinkingTime(len(g.Rounds))
}

// WarningKinds are the warnings an Anticipation game records: technical
// and disciplinary, no elimination (RULES §8.4).
func (discipline) WarningKinds() []arbiter.WarningKind { return warningKinds() }

// warningKinds lists the kinds of warning an Anticipation game records.
func warningKinds() []arbiter.WarningKind {
	return []arbiter.WarningKind{arbiter.Technical, arbiter.Disciplinary}
}

// LastCall is the last minute (RULES §8.6).
func (discipline) LastCall(*arbiter.Game) time.Duration { return time.Minute }

// StartNames lists the forms, each started with a click.
func (discipline) StartNames() []string {
	var out []string
	for _, f := range Forms() {
		out = append(out, string(f))
	}
	return out
}

func (discipline) StartCommand(name string, seed uint64, _ time.Time) arbiter.Command {
	return Start{Seed: seed, Form: Form(name)}
}

// Sheets are what an Anticipation game prints (RULES §8): its groups'
// announcement, a round's bulletin, the players' cards and the ranking.
func (discipline) Sheets() []string {
	return []string{"groups", "bulletin", arbiter.CardSheet, "ranking"}
}
