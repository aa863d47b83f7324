package referee

import (
	"context"

	"arbiter/arbiter"
)

// Read answers a read of game n (the current game for 0) that the game's
// kind makes of its own state, under the service's lock: read is given
// the tournament as folded and the game, decoded for a read, and answers
// with values the caller may keep, changing nothing it is given. Its
// refusals are the kind's, as a game of another kind refused by its kind.
func Read[T any](ctx context.Context, s *Service, n int, read func(*arbiter.State, *arbiter.Game) (T, error)) (T, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, err := s.readGame(ctx, n)
	if err != nil {
		var none T
		return none, err
	}
	return read(&s.state, g)
}
