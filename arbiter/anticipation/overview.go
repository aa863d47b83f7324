package anticipation

import (
	"time"

	"arbiter/arbiter"
)

// Overview is what the room and the sheets show of an Anticipation game
// (RULES §8): its form, its groups, its rounds and where it stands.
type Overview struct {
	// Game is the game's number; Form its form.
	Game int
	Form Form
	// Groups are the game's 15 groups (zero in oarba, where each player
	// plays their own: [TableSheet.Groups]); Drawn is set when the
	// program drew them from the game's seed.
	Groups Groups
	Drawn  bool
	// Schedule is the thinking time of rounds 1–14 (RULES §8.6).
	Schedule []time.Duration
	// Rounds are the rounds drawn, round 1 first.
	Rounds []OverviewRound
	// Registered lists, in oarba, the tables that registered their groups.
	Registered []int
	// Ended is set once the game is over.
	Ended bool
}

// OverviewRound is one round drawn: the group of 7 played (round 1 also
// plays group 1), whether it was drawn by lot or named by the referee,
// its clock and whether it is closed.
type OverviewRound struct {
	Number, Group int
	ByLot         bool
	Timer         arbiter.Timer
	Closed        bool
}

// Current returns the current round (the last drawn), false before round 1.
func (o Overview) Current() (OverviewRound, bool) {
	if len(o.Rounds) == 0 {
		return OverviewRound{}, false
	}
	return o.Rounds[len(o.Rounds)-1], true
}

// OverviewOf returns the overview of g, a game of s, which must be an
// Anticipation game.
func OverviewOf(s *arbiter.State, g *arbiter.Game) (Overview, error) {
	a, err := anticipationOf(g)
	if err != nil {
		return Overview{}, err
	}
	o := Overview{Game: g.Number, Form: a.Setup.Form, Groups: a.Groups, Drawn: a.Setup.Drawn, Ended: g.Ended}
	for _, secs := range a.Setup.Schedule {
		o.Schedule = append(o.Schedule, time.Duration(secs)*time.Second)
	}
	for i, p := range a.Played {
		r := g.Round(i + 1)
		o.Rounds = append(o.Rounds, OverviewRound{Number: p.Round, Group: p.Group, ByLot: p.ByLot, Timer: r.Timer, Closed: r.Closed})
	}
	for _, p := range s.Players {
		if _, ok := a.Own[p.Table]; ok {
			o.Registered = append(o.Registered, p.Table)
		}
	}
	return o, nil
}

// TableSheet is one player's sheet of an Anticipation game: the groups
// they play, their slips as written round by round (a round skipped is a
// slip with no move), the control grid, and the adjudication of the whole
// sheet round by round, with the player's board (RULES §8.5, §8.7).
type TableSheet struct {
	Player arbiter.Player
	// Groups are the groups the player plays; HasGroups is false for an
	// oarba player who registered none.
	Groups    Groups
	HasGroups bool
	Slips     []SheetSlip
	Grid      Grid
	Result    Result
}

// TableSheets returns the sheet of every registered player of g, a game
// of s that must be an Anticipation game, in order of registration; a
// player who handed in nothing has a sheet with no slips.
func TableSheets(s *arbiter.State, g *arbiter.Game) ([]TableSheet, error) {
	a, err := anticipationOf(g)
	if err != nil {
		return nil, err
	}
	out := make([]TableSheet, 0, len(s.Players))
	for _, p := range s.Players {
		sh := a.Sheet(p.Table)
		groups, ok := a.GroupsOf(p.Table)
		out = append(out, TableSheet{Player: p, Groups: groups, HasGroups: ok, Slips: sh.Slips, Grid: sh.Grid, Result: a.ResultOf(p.Table)})
	}
	return out, nil
}

// anticipationOf returns the Anticipation game of g, refusing a game of
// any other kind by its kind.
func anticipationOf(g *arbiter.Game) (*Game, error) {
	a, ok := GameOf(g)
	if !ok {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "game %d is a game of kind %s, not an Anticipation game (RULES §8)", g.Number, g.Kind())
	}
	return a, nil
}
