package slipinput

import (
	"time"

	"arbiter/arbiter"
)

// Reader is a kind of game whose players hand in slips that an operator
// types: it reads a typed slip into the command that enters it, so that
// every front end enters every such kind's slips through one door.
type Reader interface {
	// SlipOfWords reads a slip typed as words, TABLE first: the
	// arguments of `arbiter slip`, a line of `arbiter slips enter`.
	SlipOfWords(words []string, e Entry) (arbiter.Command, error)
	// SlipOfForm reads a slip typed on the room's entry form.
	SlipOfForm(f Form, e Entry) (arbiter.Command, error)
}

// Entry is how a typed slip is entered.
type Entry struct {
	// Round is the slip's round, 0 for the current one.
	Round int
	// Late marks a slip handed in after Stop! (RULES §5); a kind whose
	// slips are never late leaves it.
	Late bool
	// Replace lets the slip replace a different one recorded for its
	// table and round; without it such a slip is refused.
	Replace bool
	// Operator is who typed it. Typed makes it a typing of double entry:
	// it counts once another operator types it alike.
	Operator string
	Typed    bool
	// At is when it was entered.
	At time.Time
}
