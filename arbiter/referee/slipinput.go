package referee

import (
	"context"

	"arbiter/arbiter"
	"arbiter/arbiter/slipinput"
)

// SlipReader returns the reader of the current game's slips, its kind's,
// so that a front end reads a typed slip as the game's kind does; a game
// of a kind that takes no slips, or no game, is refused.
func (s *Service) SlipReader(ctx context.Context) (slipinput.Reader, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.decodeFor(ctx, 0, 0); err != nil {
		return nil, err
	}
	return SlipReaderOf(&s.state, s.opts.Kinds)
}

// SlipReaderOf returns the reader of the slips of st's current game, of
// one of the kinds of kinds.
func SlipReaderOf(st *arbiter.State, kinds *arbiter.Registry) (slipinput.Reader, error) {
	g, err := st.GameInPlay()
	if err != nil {
		return nil, noGame(st, err)
	}
	d, _ := kinds.Discipline(g.Kind())
	if k, ok := d.(slipinput.SlipKind); ok {
		return k.Slips(), nil
	}
	return nil, arbiter.Refuse(arbiter.EInvalidInput, arbiter.Refusal{Kind: arbiter.RefusedNoSlips, Game: g.Number},
		"game %d takes no slips: it is a game of kind %s", g.Number, g.Kind())
}
