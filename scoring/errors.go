package scoring

import (
	"errors"
	"fmt"
)

// Refusal is the reason a move is refused. Its text is the stable code shown
// in `--json` output and used by referees' scripts: a code is never renamed or
// reused, new reasons get new codes. A Refusal is also a sentinel error: match
// it with errors.Is(err, ErrNotInLexicon).
type Refusal string

// Error returns the code.
func (r Refusal) Error() string { return string(r) }

// The refusals of RULES §3 and §5, and of move notation (RULES §1).
const (
	// ErrNotation: the position or word cannot be read (RULES §1).
	ErrNotation Refusal = "bad_notation"
	// ErrInvalidLetter: a word holds a character that is not a letter A–Z.
	ErrInvalidLetter Refusal = "invalid_letter"
	// ErrOffBoard: the word starts or runs off the board.
	ErrOffBoard Refusal = "off_board"
	// ErrWordTooShort: the word written has fewer than 2 letters.
	ErrWordTooShort Refusal = "word_too_short"
	// ErrIncompleteWord: a tile on the board touches the written word's first or
	// last letter along its line, so the word written is not the whole word.
	ErrIncompleteWord Refusal = "incomplete_word"
	// ErrSquareMismatch: a letter of the word differs from the tile already on its square.
	ErrSquareMismatch Refusal = "square_mismatch"
	// ErrNoTilesPlaced: every letter of the word is already on the board.
	ErrNoTilesPlaced Refusal = "no_tiles_placed"
	// ErrTooManyTiles: the move places more tiles than a rack holds.
	ErrTooManyTiles Refusal = "too_many_tiles"
	// ErrCenterNotCovered: the first move does not cover the centre square.
	ErrCenterNotCovered Refusal = "center_not_covered"
	// ErrFirstMoveTooShort: the first move places fewer than 2 tiles.
	ErrFirstMoveTooShort Refusal = "first_move_too_short"
	// ErrNotConnected: a later move touches no tile already on the board.
	ErrNotConnected Refusal = "not_connected"
	// ErrJokerLetterNotAllowed: a joker stands for a letter the rule set forbids to jokers.
	ErrJokerLetterNotAllowed Refusal = "joker_letter_not_allowed"
	// ErrLetterNotInSet: the word places a tile of a letter the rule set has no tile for.
	ErrLetterNotInSet Refusal = "letter_not_in_set"
	// ErrRackLacksLetter: the rack holds neither the letter nor a joker to stand for it.
	ErrRackLacksLetter Refusal = "rack_lacks_letter"
	// ErrRackLacksJoker: the word marks more jokers than the rack holds.
	ErrRackLacksJoker Refusal = "rack_lacks_joker"
	// ErrNotInLexicon: a word formed (main or cross) is not in the lexicon.
	ErrNotInLexicon Refusal = "not_in_lexicon"
)

// Misplaced reports whether err refuses a move for where it stands on the
// board alone: touching no tile, or on an empty board not covering the
// centre with 2 tiles or more. Such a move may be legal on another board,
// as the board of the moves that stand when some moves laid do not
// (RULES §8.5, §9.1).
func Misplaced(err error) bool {
	return errors.Is(err, ErrNotConnected) || errors.Is(err, ErrCenterNotCovered) || errors.Is(err, ErrFirstMoveTooShort)
}

// MoveError is a refusal of a move (RULES §3) or of its notation (RULES §1).
// Code is the stable code (the text of Err), Err the [Refusal] to match with
// errors.Is, Word the culprit word when there is one (the word not in the
// lexicon, the word that does not fit), and Message a sentence naming the
// culprit: the word, the square in the rule set's notation, the letter.
type MoveError struct {
	Code    string
	Err     error
	Word    string
	Message string
}

// Error returns the message.
func (e *MoveError) Error() string { return e.Message }

// Unwrap returns the [Refusal].
func (e *MoveError) Unwrap() error { return e.Err }

// NotationError is a position, word, move or rack that cannot be read (RULES
// §1, §2): bad input rather than an illegal move, so commands report it as bad
// usage. Code, Err and Message are as in [MoveError]; Input is the text read.
// The code of either error is errors.AsType[Refusal](err).
type NotationError struct {
	Code    string
	Err     error
	Input   string
	Message string
}

// Error returns the message.
func (e *NotationError) Error() string { return e.Message }

// Unwrap returns the [Refusal].
func (e *NotationError) Unwrap() error { return e.Err }

// badNotation builds a *NotationError for reason r about input, with a formatted message.
func badNotation(r Refusal, input, format string, args ...any) *NotationError {
	return &NotationError{Code: string(r), Err: r, Input: input, Message: fmt.Sprintf(format, args...)}
}

// refuse builds a *MoveError for reason r about word, with a formatted message.
func refuse(r Refusal, word, format string, args ...any) *MoveError {
	return &MoveError{Code: string(r), Err: r, Word: word, Message: fmt.Sprintf(format, args...)}
}
