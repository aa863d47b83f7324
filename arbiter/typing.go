package arbiter

import (
	"errors"
	"fmt"
	"strconv"

	"arbiter/scoring"
)

// TypingError is the cause of an [EInvalidInput] refusal of a slip typed
// wrong: it names the field to type again ("position", "word",
// "position2", "word2"), for a form to put the cursor back there, and
// what is wrong in it, for a front end to say in its own language.
type TypingError struct {
	Field string
	Refusal
}

func (e *TypingError) Error() string { return "typing mistake in the " + e.Field }

// Unwrap returns what is wrong.
func (e *TypingError) Unwrap() error { return &e.Refusal }

// typingError returns the refusal of a typing mistake in field.
func typingError(field string, why Refusal, format string, args ...any) *Error {
	return &Error{Code: EInvalidInput, Message: fmt.Sprintf(format, args...), Err: &TypingError{Field: field, Refusal: why}}
}

// MoveTypingMistake refuses what in move i (0, 1) of table's slip of round,
// at position pos with word, can only be the typist's mistake, never what
// a player wrote: a square off the board ("Z9", a letter past O or a
// number past 15), or a word marking more jokers than the letters offered
// and the board hold (caps lock: every letter a joker; -1: any number, a
// variant's rule). Recorded, either would cost the player every point for
// a slip of the finger.
func MoveTypingMistake(rs *scoring.RuleSet, round, table, i int, pos, word string, jokers int) error {
	what, suffix := "", ""
	if i > 0 {
		what, suffix = "second ", strconv.Itoa(i+1)
	}
	if pos == "" && word == "" {
		return nil
	}
	if _, err := rs.ParsePosition(pos); errors.Is(err, scoring.ErrOffBoard) {
		return typingError("position"+suffix, Refusal{Kind: RefusedOffBoard, Round: round, Table: table, Value: pos}, "round %d, table %d: the %sposition %q is off the board: type it again as written on the slip",
			round, table, what, pos)
	}
	if marked := markedJokers(word); marked > jokers && jokers >= 0 {
		return typingError("word"+suffix, Refusal{Kind: RefusedJokers, Round: round, Table: table, Value: word, Count: marked, Limit: jokers}, "round %d, table %d: the %sword %q marks %d jokers, the rack and the board hold %d: type the word in capitals, a joker in lower case",
			round, table, what, word, marked, jokers)
	}
	return nil
}

// markedJokers counts the letters word marks as jokers (lower case, or
// followed by 0); 0 for a word that cannot be read, which is the player's
// mistake.
func markedJokers(word string) int {
	w, err := scoring.ParseWord(word)
	if err != nil {
		return 0
	}
	n := 0
	for i := range len(w) {
		if scoring.Tile(w[i]).IsJoker() {
			n++
		}
	}
	return n
}
