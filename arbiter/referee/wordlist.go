package referee

import (
	"context"

	"arbiter/scoring"
)

// WordList returns the tournament's word list, opened once as for the
// commands that need it: for a front end that checks a game's record
// the tournament holds.
func (s *Service) WordList(ctx context.Context) (scoring.Lexicon, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	deps, err := s.moveDeps(ctx)
	if err != nil {
		return nil, err
	}
	return deps.Lexicon, nil
}
