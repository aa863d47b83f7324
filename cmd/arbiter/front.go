package main

import (
	"context"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/free"
	"arbiter/arbiter/problem"
	"arbiter/arbiter/referee"
)

// A front is what the command line does of its own for the games of a kind
// of game where the duplicate game's commands do something else: a
// command asks the front of its game's kind and, when the front does
// nothing there (nil), does what it does for a duplicate game. The
// duplicate game has none; each other kind's front is listed in fronts,
// the command line's one table of kinds, beside the program's registry.
type front struct {
	// report writes the sheet opts asks for of the game of kind.
	report func(ctx context.Context, opts *reportOptions, t *tournament, kind referee.GameKind) error
	// check is how `arbiter check` adjudicates a sheet of the kind's
	// disciplines, headless (no Run: the kind has none).
	check checkKind
}

// fronts lists the front of each kind of game the command line serves in
// its own way.
func fronts() map[arbiter.Kind]front {
	return map[arbiter.Kind]front{
		anticipation.Kind: {
			report: func(ctx context.Context, opts *reportOptions, t *tournament, kind referee.GameKind) error {
				return reportAnticipation(ctx, opts, t)
			},
			check: anticipationCheck(),
		},
		free.Kind: {
			report: func(ctx context.Context, opts *reportOptions, t *tournament, kind referee.GameKind) error {
				return reportFree(ctx, opts, t, kind.Game)
			},
			check: freeCheck(),
		},
		problem.Composition: {
			check: problemCheck(),
		},
	}
}

// frontOf returns the front of game n of t (the current game for 0).
func (t *tournament) frontOf(ctx context.Context, n int) (front, referee.GameKind, error) {
	kind, err := t.Kind(ctx, n)
	return fronts()[kind.Kind], kind, err
}
