package main

import (
	"context"

	"arbiter/arbiter"
	"arbiter/arbiter/free"
)

// freeState returns the state of game n (the current game for 0), a
// free-game event, refused (exit 1) when it is of another kind.
func (t *tournament) freeState(ctx context.Context, n int) (free.State, error) {
	g, err := t.Game(ctx, n)
	if err != nil {
		return free.State{}, err
	}
	st, err := arbiter.StateOf[free.State](&g, free.Kind)
	if err != nil {
		return free.State{}, &refusedError{err}
	}
	return *st, nil
}
