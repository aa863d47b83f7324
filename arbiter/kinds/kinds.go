// Package kinds registers, once, every kind of game the program plays:
// the registry the program, and the tests that play every kind, give the
// referee service.
package kinds

import (
	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/free"
	"arbiter/arbiter/problem"
)

// All returns the registry of the duplicate game (RULES §4, §7), the
// Anticipation game (§8), the composition problems (§9) and the free game
// (§10), in that order: the order of RULES, which the console's list of
// games to start follows.
func All() *arbiter.Registry {
	r, err := arbiter.NewRegistry(duplicate.Discipline(), anticipation.Discipline(), problem.Discipline(), free.Discipline())
	if err != nil {
		panic(err) // two kinds of this list share a name: the program's fault, found by every test
	}
	return r
}
