package slipinput

import (
	"time"

	"arbiter/arbiter"
)

// A SlipKind is a kind of game whose players hand in slips that an
// operator types: its reader reads them, so that every front end enters
// every such kind's slips through one door.
type SlipKind interface{ Slips() Reader }

// Reader reads a typed slip into the command that enters it.
type Reader interface {
	// SlipOfWords reads a slip typed as words, TABLE first: the
	// arguments of `arbiter slip`, a line of `arbiter slips enter`.
	SlipOfWords(words []string, e Entry) (Slip, error)
	// SlipOfForm reads a slip typed on the room's entry form.
	SlipOfForm(f Form, e Entry) (Slip, error)
}

// Slip is a typed slip as read: the command that enters it, and its
// table, for an answer that records nothing to name.
type Slip struct {
	Command arbiter.Command
	Table   int
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

// Parsers is the [Reader] of a kind whose typed slips read into commands
// of type C: Words and Form read a slip typed as words and on a form,
// Enter enters the slip read as an [Entry] says.
type Parsers[C any] struct {
	Words func([]string) (C, error)
	Form  func(Form) (C, error)
	Enter func(C, Entry) Slip
}

// SlipOfWords reads words with p.Words and enters the slip as e says.
func (p Parsers[C]) SlipOfWords(words []string, e Entry) (Slip, error) {
	c, err := p.Words(words)
	return p.Enter(c, e), err
}

// SlipOfForm reads f with p.Form and enters the slip as e says.
func (p Parsers[C]) SlipOfForm(f Form, e Entry) (Slip, error) {
	c, err := p.Form(f)
	return p.Enter(c, e), err
}
