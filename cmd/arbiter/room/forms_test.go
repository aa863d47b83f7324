package room

import (
	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/duplicate"
)

// The console's forms as the tests send them: the kinds' own, which the
// kind of the current game reads ([arbiter.ConsoleReader]), and the next
// game's, a game that starts with a click or, naming no kind, a classic
// duplicate game.
type (
	RackForm       = duplicate.RackForm
	TopForm        = duplicate.TopForm
	InvalidateForm = duplicate.InvalidateForm
	CancelForm     = duplicate.CancelForm
	GroupForm      = anticipation.GroupForm
	NextGameForm   = arbiter.Start
)
