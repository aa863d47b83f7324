package arbiter

import (
	"errors"
	"fmt"
)

// Code is the stable code of a refusal or failure. Codes appear in `--json`
// output and in referees' scripts: a code is never renamed or reused, new
// reasons get new codes.
type Code string

// The codes of [Error]. An error without a code counts as [EInternal].
const (
	// EInvalidMove: a move typed by the referee (a manual top) is not legal (RULES §3).
	EInvalidMove Code = "invalid_move"
	// ENotInLexicon: a word of a move typed by the referee is not in the lexicon.
	ENotInLexicon Code = "not_in_lexicon"
	// ERackMismatch: letters typed for a rack are not in the bag, or a move
	// uses tiles the round's rack does not hold.
	ERackMismatch Code = "rack_mismatch"
	// ERackRefused: a rack typed by the referee misses the round's minimum or
	// allows no move (RULES §4.2); it may be forced with a reason.
	ERackRefused Code = "rack_refused"
	// ERoundClosed: the round is over for this action (its top can no longer
	// change once the next rack is drawn, RULES §4.5; it was cancelled).
	ERoundClosed Code = "round_closed"
	// ERoundOpen: the action needs the current round closed first (a new rack
	// while the round is still being played).
	ERoundOpen Code = "round_open"
	// ENoTop: the round has no top move yet (closing it needs one).
	ENoTop Code = "no_top"
	// ENoMove: no legal move can be made with the round's rack.
	ENoMove Code = "no_move"
	// ENotFound: no such player, round or game, or no tournament or game yet.
	ENotFound Code = "not_found"
	// EConflict: the action contradicts what is recorded (a table taken, a
	// second tournament, a stream that moved on, a second technical warning
	// in one round).
	EConflict Code = "conflict"
	// EInvalidInput: a value cannot be read (a position, a word, a number, an
	// event payload).
	EInvalidInput Code = "invalid_input"
	// EGameOver: the game has ended; nothing more can be played in it.
	EGameOver Code = "game_over"
	// EStorage: the event store cannot be opened, read or written (a damaged
	// or foreign file, a full disk), or it holds a log that does not fold.
	EStorage Code = "storage"
	// EInternal: a failure that is not the referee's doing.
	EInternal Code = "internal"
)

// ErrLogChanged is what a store's error wraps when a record of its log no
// longer checks against the hash chain: it was changed, removed or
// inserted behind the program's back.
var ErrLogChanged = errors.New("the event log was changed after it was recorded")

// Error is a refusal or failure of the arbiter: a stable [Code], a message
// naming the culprit (who, which round, which word or square) and the cause
// it wraps, if any (a *scoring.MoveError, a *draw.Error).
type Error struct {
	Code    Code
	Message string
	Err     error
}

// Error returns the message.
func (e *Error) Error() string { return e.Message }

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// Errorf returns an *Error with code and a formatted message. A %w verb in
// format sets the cause.
func Errorf(code Code, format string, args ...any) *Error {
	err := fmt.Errorf(format, args...)
	return &Error{Code: code, Message: err.Error(), Err: errors.Unwrap(err)}
}

// ErrorCode returns the code of err: the code of the first *Error in its
// chain, "" for nil, and [EInternal] for any other error.
func ErrorCode(err error) Code {
	if err == nil {
		return ""
	}
	if e, ok := errors.AsType[*Error](err); ok {
		return e.Code
	}
	return EInternal
}

// ErrorMessage returns the message of err for the referee: the message of
// the first *Error in its chain, "" for nil, and "Internal error." for any
// other error.
func ErrorMessage(err error) string {
	if err == nil {
		return ""
	}
	if e, ok := errors.AsType[*Error](err); ok {
		return e.Message
	}
	return "Internal error."
}
