package arbiter

import "fmt"

// Refusal is the cause of a refused slip that a front end says in its own
// language: what is refused and the values it names. The [Error]'s
// message says the same in English.
type Refusal struct {
	Kind               RefusalKind
	Game, Round, Table int
	// Value is what was typed (a position, a word); Count and Limit the
	// jokers a word marks and those the rack and the board hold.
	Value        string
	Count, Limit int
}

// RefusalKind says what a [Refusal] refuses.
type RefusalKind string

// The kinds of [Refusal].
const (
	RefusedNoRound   RefusalKind = "no_round"        // the game has no such round
	RefusedCancelled RefusalKind = "round_cancelled" // the round was cancelled
	RefusedNoRack    RefusalKind = "no_rack"         // the round has no rack yet
	RefusedNoPlayer  RefusalKind = "no_player"       // no player at the table
	RefusedTactic    RefusalKind = "tactic_only"     // a second move outside Tactic
	RefusedOffBoard  RefusalKind = "off_board"       // a position off the board
	RefusedJokers    RefusalKind = "jokers"          // more jokers than the rack and board hold
	RefusedNoReason  RefusalKind = "no_reason"       // an action that needs a reason given none
	// RefusedTechnicalTwice refuses a second technical warning in a round
	// (RULES §5), Value the reason of the one the player has.
	RefusedTechnicalTwice RefusalKind = "technical_twice"
	// The refusals of a problem's solution (RULES §9.1): no problem open,
	// the problem closed, a table that handed in already (Value the time
	// recorded) or has nothing to correct, a solution after the time
	// (Value when, Count the problem's minutes), a sheet that cannot be
	// checked (Value the field at fault), a sheet of a Partida de
	// Superscrabble's round over (Round it, Value its scrabble placed,
	// Count the round being played).
	RefusedNoProblem     RefusalKind = "no_problem"
	RefusedProblemClosed RefusalKind = "problem_closed"
	RefusedHandedIn      RefusalKind = "handed_in"
	RefusedNothingToFix  RefusalKind = "no_solution"
	RefusedLate          RefusalKind = "late_solution"
	RefusedSheet         RefusalKind = "sheet"
	RefusedRoundOver     RefusalKind = "round_over"
	// RefusedNotWithdrawn refuses the withdrawal of a slip of Table that
	// is a round of the player's sheet (RULES §8.4): it is typed again.
	RefusedNotWithdrawn RefusalKind = "not_withdrawn"
	// RefusedNoSlips refuses a slip, or its withdrawal, in Game, whose
	// kind takes no slips (a problem, a free-game event).
	RefusedNoSlips RefusalKind = "no_slips"
	// RefusedNotInGame refuses a console's form (Value its name) in Game,
	// whose kind does not read it: it is another kind's.
	RefusedNotInGame RefusalKind = "not_in_game"
	// RefusedRefereeOnly refuses a page's form that asks what the referee
	// alone decides, sent by another ([PageSent]).
	RefusedRefereeOnly RefusalKind = "referee_only"
)

func (r *Refusal) Error() string {
	return fmt.Sprintf("%s (round %d, table %d)", r.Kind, r.Round, r.Table)
}

// Refuse returns the refusal why, coded code, with the English message.
func Refuse(code Code, why Refusal, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...), Err: &why}
}
