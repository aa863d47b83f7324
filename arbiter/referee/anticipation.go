package referee

import (
	"context"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
)

// AnticipationGame is what the room and the sheets show of an Anticipation
// game (RULES §8): its form, its groups, its rounds and where it stands.
type AnticipationGame struct {
	// Game is the game's number; Form its form.
	Game int
	Form anticipation.Form
	// Groups are the game's 15 groups (zero in oarba, where each player
	// plays their own: [PlayerSheet.Groups]); Drawn is set when the
	// program drew them from the game's seed.
	Groups anticipation.Groups
	Drawn  bool
	// Schedule is the thinking time of rounds 1–14 (RULES §8.6).
	Schedule []time.Duration
	// Rounds are the rounds drawn, round 1 first.
	Rounds []AnticipationRound
	// Registered lists, in oarba, the tables that registered their groups.
	Registered []int
	// Ended is set once the game is over.
	Ended bool
}

// AnticipationRound is one round drawn: the group of 7 played (round 1
// also plays group 1), whether it was drawn by lot or named by the
// referee, its clock and whether it is closed.
type AnticipationRound struct {
	Number, Group int
	ByLot         bool
	Timer         arbiter.Timer
	Closed        bool
}

// Current returns the current round (the last drawn), false before round 1.
func (a AnticipationGame) Current() (AnticipationRound, bool) {
	if len(a.Rounds) == 0 {
		return AnticipationRound{}, false
	}
	return a.Rounds[len(a.Rounds)-1], true
}

// PlayerSheet is one player's sheet of an Anticipation game: the groups
// they play, their slips as written round by round (a round skipped is a
// slip with no move), the control grid, and the adjudication of the whole
// sheet round by round, with the player's board (RULES §8.5, §8.7).
type PlayerSheet struct {
	Player arbiter.Player
	// Groups are the groups the player plays; HasGroups is false for an
	// oarba player who registered none.
	Groups    anticipation.Groups
	HasGroups bool
	Slips     []anticipation.SheetSlip
	Grid      anticipation.Grid
	Result    anticipation.Result
}

// AnticipationGame returns game n (the current game for 0), which must be
// an Anticipation game.
func (s *Service) AnticipationGame(ctx context.Context, n int) (AnticipationGame, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, a, err := s.anticipationGame(ctx, n)
	if err != nil {
		return AnticipationGame{}, err
	}
	v := AnticipationGame{Game: g.Number, Form: a.Setup.Form, Groups: a.Groups, Drawn: a.Setup.Drawn, Ended: g.Ended}
	for _, secs := range a.Setup.Schedule {
		v.Schedule = append(v.Schedule, time.Duration(secs)*time.Second)
	}
	for i, p := range a.Played {
		r := g.Round(i + 1)
		v.Rounds = append(v.Rounds, AnticipationRound{Number: p.Round, Group: p.Group, ByLot: p.ByLot, Timer: r.Timer, Closed: r.Closed})
	}
	for _, p := range s.state.Players {
		if _, ok := a.Own[p.Table]; ok {
			v.Registered = append(v.Registered, p.Table)
		}
	}
	return v, nil
}

// AnticipationSheets returns the sheet of every registered player of game
// n (the current game for 0), an Anticipation game, in order of
// registration; a player who handed in nothing has a sheet with no slips.
func (s *Service) AnticipationSheets(ctx context.Context, n int) ([]PlayerSheet, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, a, err := s.anticipationGame(ctx, n)
	if err != nil {
		return nil, err
	}
	out := make([]PlayerSheet, 0, len(s.state.Players))
	for _, p := range s.state.Players {
		out = append(out, playerSheet(a, p))
	}
	return out, nil
}

// AnticipationSheet returns the sheet of the player at table in game n
// (the current game for 0), an Anticipation game.
func (s *Service) AnticipationSheet(ctx context.Context, n, table int) (PlayerSheet, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, a, err := s.anticipationGame(ctx, n)
	if err != nil {
		return PlayerSheet{}, err
	}
	p, ok := s.state.Player(table)
	if !ok {
		return PlayerSheet{}, arbiter.Errorf(arbiter.ENotFound, "no player at table %d", table)
	}
	return playerSheet(a, p), nil
}

// playerSheet returns p's sheet of a, the board rebuilt.
func playerSheet(a *anticipation.Game, p arbiter.Player) PlayerSheet {
	sh := a.Sheet(p.Table)
	groups, ok := a.GroupsOf(p.Table)
	return PlayerSheet{Player: p, Groups: groups, HasGroups: ok, Slips: sh.Slips, Grid: sh.Grid, Result: a.ResultOf(p.Table)}
}

// anticipationGame returns game n (the current game for 0) and its
// Anticipation game, refusing a game of any other kind by its kind.
func (s *Service) anticipationGame(ctx context.Context, n int) (*arbiter.Game, *anticipation.Game, error) {
	g, err := s.readGame(ctx, n)
	if err != nil {
		return nil, nil, err
	}
	a, ok := anticipation.GameOf(g)
	if !ok {
		return nil, nil, arbiter.Errorf(arbiter.EInvalidInput, "game %d is a game of kind %s, not an Anticipation game (RULES §8)", g.Number, g.Kind())
	}
	return g, a, nil
}
