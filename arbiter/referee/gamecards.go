package referee

import (
	"cmp"
	"context"
	"slices"

	"arbiter/arbiter"
)

// GameCards returns game n (the current game for 0) and the card of every
// registered player in it, in table order: the whole record of a game, for
// a sheet or an export that writes it round by round.
func (s *Service) GameCards(ctx context.Context, n int) (arbiter.Game, []arbiter.Card, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, err := s.readGame(ctx, n)
	if err != nil {
		return arbiter.Game{}, nil, err
	}
	cards := make([]arbiter.Card, 0, len(s.state.Players))
	for _, p := range sortedPlayers(s.state.Players) {
		c, err := s.state.Card(g.Number, p.Table)
		if err != nil {
			return arbiter.Game{}, nil, err
		}
		cards = append(cards, c)
	}
	return gameCopy(g), cards, nil
}

// sortedPlayers returns players in table order.
func sortedPlayers(players []arbiter.Player) []arbiter.Player {
	out := slices.Clone(players)
	slices.SortFunc(out, func(a, b arbiter.Player) int { return cmp.Compare(a.Table, b.Table) })
	return out
}

// gameCopy returns a copy of g whose rounds the caller may change.
func gameCopy(g *arbiter.Game) arbiter.Game {
	game := *g
	game.Rounds = slices.Clone(g.Rounds)
	return game
}
