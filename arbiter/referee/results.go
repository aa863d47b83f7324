package referee

import (
	"context"
	"slices"
	"time"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// Results are the current game's results as the room's phones and
// projector show them: its standings, the tournament's when it has played
// more than one game, and every round's summary.
type Results struct {
	// Version is how far the log was read.
	Version Version
	// Tournament is the tournament's name, RuleSet its rule set (nil
	// before it is created).
	Tournament string
	RuleSet    *scoring.RuleSet
	// Game is the number of the current game, 0 before the first; Ended
	// says that it is over.
	Game  int
	Ended bool
	// Standings rank the current game by total (RULES §6), Overall the
	// tournament when it has more than one game; each is nil when it
	// cannot be ranked.
	Standings, Overall *arbiter.Standings
	// Rounds are the summaries of the current game's rounds.
	Rounds []arbiter.RoundSummary
	// Cards are, in a game whose kind makes its players' cards itself
	// (an Anticipation game's sheets, RULES §8), every player's card as
	// the kind makes it ([arbiter.SheetMaker]): its rounds are on the
	// cards, not in Rounds. Nil when the cards are read from Rounds, or
	// the kind shows them in its Screen.
	Cards any
	// Screen is, in a game of a kind of its own, what the room shows of
	// it ([arbiter.ScreenAt]): the phones read its sections.
	Screen *arbiter.Screen
}

// Results returns the results of the current game, decoding the earlier
// games only when the tournament's standings need them.
func (s *Service) Results(ctx context.Context) (Results, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.readToRank(ctx, 0); err != nil {
		return Results{}, err
	}
	if err := s.decode(ctx, currentGame); err != nil { // the rounds' summaries
		return Results{}, err
	}
	return ResultsOf(&s.state, s.version())
}

// ResultsOf returns the results of st's current game, st read as far as
// v.
func ResultsOf(st *arbiter.State, v Version) (Results, error) {
	res := Results{Version: v, Tournament: st.Tournament.Name, RuleSet: st.RuleSet, Screen: arbiter.ScreenAt(*st, time.Time{})}
	g := st.CurrentGame()
	if g == nil {
		return res, nil
	}
	res.Game, res.Ended = g.Number, g.Ended
	res.Standings = ranked(st, g.Number)
	if len(st.Games) > 1 {
		res.Overall = ranked(st, 0)
	}
	var err error
	if !res.Screen.Shows() && slices.Contains(st.SheetsOf(g), arbiter.CardSheet) {
		if res.Cards, err = st.OwnSheet(g, arbiter.SheetQuery{Game: g.Number, Sheet: arbiter.CardSheet}); err != nil {
			return res, err
		}
	}
	res.Rounds, err = st.Rounds(g.Number)
	return res, err
}

// ranked returns the standings of game n (the tournament for 0) by
// total, nil when they cannot be ranked.
func ranked(st *arbiter.State, n int) *arbiter.Standings {
	sd, err := st.Standings(n, arbiter.ByTotal)
	if err != nil {
		return nil
	}
	return &sd
}
