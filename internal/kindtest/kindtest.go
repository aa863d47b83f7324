// Package kindtest gives tests the state of a game of a kind of its own,
// failing the test when the game is of another kind.
package kindtest

import (
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/problem"
)

// Anticipation returns the Anticipation game of g, which must be one.
func Anticipation(tb testing.TB, g *arbiter.Game) *anticipation.Game {
	tb.Helper()
	return must(tb, g, anticipation.GameOf)
}

// Problem returns the composition problem of g, which must be one.
func Problem(tb testing.TB, g *arbiter.Game) *problem.Game {
	tb.Helper()
	return must(tb, g, problem.GameOf)
}

// must returns what of(g) reads, failing tb when it reads nothing.
func must[T any](tb testing.TB, g *arbiter.Game, of func(*arbiter.Game) (*T, bool)) *T {
	tb.Helper()
	st, ok := of(g)
	if !ok {
		tb.Fatalf("game %+v is not of the kind the test plays", g)
	}
	return st
}
