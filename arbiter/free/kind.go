package free

import (
	"cmp"
	"maps"
	"slices"
	"strings"

	"arbiter/arbiter"
)

// Kind is the free game as a kind of game of the tournament (RULES §10):
// a free-game event is one game of it, whose rounds are pairings.
const Kind arbiter.Kind = "free"

// Ended ends the free-game event, for the referee's Reason.
type Ended struct {
	Reason string `json:"reason"`
}

// EventType returns the event's stored name.
func (Ended) EventType() string { return "free_ended" }

// EventKind returns the free game's kind.
func (Ended) EventKind() arbiter.Kind { return Kind }

// Act is a command of the free game as the tournament's referee service
// takes it: Command decided on the free-game event being played, or for a
// [Start] as the next game of the tournament, its field the tournament's
// players when it names none. A command's round 0 is the round it is
// about: the next one to pair (the last one paired, to pair it again or
// swap in it), the last one paired for a result or a forfeit.
type Act struct {
	arbiter.Extension
	Command Command
}

// Decide decides the act on the tournament s.
func (a Act) Decide(s *arbiter.State, _ arbiter.Deps) ([]arbiter.Event, error) {
	if start, ok := a.Command.(Start); ok {
		return decideStartIn(s, start)
	}
	_, st, err := playing(s)
	if err != nil {
		return nil, err
	}
	c, err := inRound(*st, a.Command)
	if err != nil {
		return nil, err
	}
	evs, err := Decide(*st, c)
	if err != nil {
		return nil, err
	}
	return events(evs), nil
}

// inRound returns c with its round 0 made the round it is about in s, or
// the refusal of a result, a forfeit or a swap before any round is paired.
func inRound(s State, c Command) (Command, error) {
	if len(s.Rounds) == 0 {
		switch c.(type) {
		case Swap, RecordResult, TypeResult, Forfeit:
			return nil, arbiter.Errorf(ERoundNotPaired, "no round is paired yet: pair round 1 first (`arbiter pair`)")
		}
	}
	last, next := len(s.Rounds), len(s.Rounds)+1
	switch c := c.(type) {
	case PairRound:
		if c.Round == 0 {
			c.Round = next
			if c.Again {
				c.Round = last
			}
		}
		return c, nil
	case SetPairing:
		c.Round = cmp.Or(c.Round, next)
		return c, nil
	case Swap:
		c.Round = cmp.Or(c.Round, last)
		return c, nil
	case RecordResult:
		c.Round = cmp.Or(c.Round, last)
		return c, nil
	case TypeResult:
		c.Round = cmp.Or(c.Round, last)
		return c, nil
	case Forfeit:
		c.Round = cmp.Or(c.Round, last)
		return c, nil
	}
	return c, nil
}

// decideStartIn starts a free-game event as the next game of s.
func decideStartIn(s *arbiter.State, c Start) ([]arbiter.Event, error) {
	if g := s.CurrentGame(); g != nil && !g.Ended {
		return nil, arbiter.Errorf(arbiter.EConflict, "game %d is still being played: end it first", g.Number)
	}
	if len(c.Players) == 0 {
		for _, p := range s.Players {
			c.Players = append(c.Players, Entry{Player: p.Table, Name: p.Name, Reserved: c.Reserved[p.Table]})
		}
		for _, n := range slices.Sorted(maps.Keys(c.Reserved)) {
			if _, ok := s.Player(n); !ok {
				return nil, arbiter.Errorf(arbiter.ENotFound, "a board reserved for player %d, whom the tournament has not registered", n)
			}
		}
	}
	evs, err := Decide(State{}, c)
	if err != nil {
		return nil, err
	}
	started := evs[0].(Started)
	started.Game = len(s.Games) + 1
	evs[0] = started
	return events(evs), nil
}

// playing returns the current game of s and its free-game event, refusing
// when it is none or has ended.
func playing(s *arbiter.State) (*arbiter.Game, *State, error) {
	g := s.CurrentGame()
	if g == nil || g.Kind() != Kind {
		return nil, nil, arbiter.Errorf(arbiter.ENotFound, "no free-game event is being played: start one with `arbiter game start --discipline liber`")
	}
	if g.Ended {
		return nil, nil, arbiter.Errorf(arbiter.EGameOver, "game %d, a free-game event, has ended", g.Number)
	}
	st, err := arbiter.StateOf[State](g, Kind)
	return g, st, err
}

// events returns evs as the tournament's events.
func events(evs []Event) []arbiter.Event {
	out := make([]arbiter.Event, len(evs))
	for i, e := range evs {
		out[i] = e
	}
	return out
}

// Discipline returns the free game as a kind of game of the tournament,
// for the program's [arbiter.Registry].
func Discipline() arbiter.Folder { return discipline{} }

// discipline is the free game's [arbiter.Discipline].
type discipline struct{}

func (discipline) Kind() arbiter.Kind { return Kind }

func (discipline) Events() []arbiter.EventCodec {
	return append(Events(), arbiter.CodecOf[Ended](), arbiter.CodecOf[Judged]())
}

// Fold folds e into g's event, or ends it.
func (discipline) Fold(_ *arbiter.State, g *arbiter.Game, e arbiter.KindEvent) error {
	switch e.(type) {
	case Ended:
		g.Ended = true
		return nil
	case Judged: // kept in the log for a dispute's review: it changes no standing
		return nil
	}
	st, err := arbiter.StateOf[State](g, Kind)
	if err != nil {
		return err
	}
	fe, ok := e.(Event)
	if !ok {
		return arbiter.Errorf(arbiter.EInternal, "%s is no event of the free game", e.EventType())
	}
	next, err := Apply(*st, fe)
	if err != nil {
		return err
	}
	g.Play.State = &next
	return nil
}

// Totals are, for each player of the tournament, the wins of the event
// counted in halves (a win 2, a draw 1), and the points scored (RULES §6,
// a tournament of mixed games; RULES §10.2); nothing for a player outside
// the field.
// ReadState reads the event's state kept as JSON.
func (discipline) ReadState(g *arbiter.Game) error {
	_, err := arbiter.StateOf[State](g, Kind)
	return err
}

func (discipline) Totals(s *arbiter.State, g *arbiter.Game) ([]arbiter.PlayerTotals, error) {
	st, err := arbiter.StateOf[State](g, Kind)
	if err != nil {
		return nil, err
	}
	byPlayer := map[int]Standing{}
	for _, r := range Standings(*st, len(st.Rounds)) {
		byPlayer[r.Player] = r
	}
	out := make([]arbiter.PlayerTotals, len(s.Players))
	for i, p := range s.Players {
		r := byPlayer[p.Table]
		out[i] = arbiter.PlayerTotals{Total: r.Points2, Score: r.For, Nets: []int{r.Points2}}
	}
	return out, nil
}

// End ends the event for c's reason: every board paired has its result
// first.
func (discipline) End(s *arbiter.State, _ *arbiter.Game, c arbiter.EndGame, _ arbiter.Deps) ([]arbiter.Event, error) {
	reason := strings.TrimSpace(c.Reason)
	_, st, err := playing(s)
	if err != nil {
		return nil, err
	}
	if reason == "" {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "ending a free-game event needs a reason")
	}
	for _, r := range st.Rounds {
		if missing := Missing(*st, r.Number); len(missing) > 0 {
			boards := make([]int, len(missing))
			for i, m := range missing {
				boards[i] = m.Board.Board
			}
			slices.Sort(boards)
			return nil, arbiter.Errorf(arbiter.ERoundOpen, "round %d has boards without a result (%v): record them, or a forfeit, first", r.Number, boards)
		}
	}
	return []arbiter.Event{Ended{Reason: reason}}, nil
}

// DecideBuiltIn refuses the duplicate game's commands and the rounds'
// clock and warnings: a free-game event's games are played at the tables,
// and the event takes pairings and results (RULES §10).
func (discipline) DecideBuiltIn(_ *arbiter.State, g *arbiter.Game, _ arbiter.Command, _ arbiter.Deps) ([]arbiter.Event, error) {
	return nil, arbiter.Errorf(arbiter.EInvalidInput, "game %d is a free-game event (RULES §10): it takes pairings and results, "+
		"and no racks, tops, slips, rounds, timers or warnings of the duplicate game", g.Number)
}

// Sheets are what a free-game event prints (RULES §10.2): a round's
// result slips, the players' scorecards, the crosstable and the
// standings.
func (discipline) Sheets() []string {
	return []string{"slips", arbiter.CardSheet, "crosstable", "ranking"}
}
