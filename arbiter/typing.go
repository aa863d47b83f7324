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

// typingMistake refuses, as invalid input, what in slip c of round r can
// only be the typist's mistake, never what a player wrote: a square off
// the board ("Z9", a letter past O or a number past 15) and a word
// marking more jokers than the round offers and the board holds (caps
// lock: every letter a joker). Recorded, either would cost the player
// every point for a slip of the finger. In Completiv, Superjoker and
// Metagrama a letter marked beyond the jokers left has a rule of its own
// (RULES §7.2, rule 3): it is the player's, and recorded.
func (d *decider) typingMistake(r *Round, c EnterSlip) error {
	if c.None {
		return nil
	}
	o := d.g.Offer(r)
	jokers := o.Rack.Jokers() + o.Rack2.Jokers() + boardJokers(&r.Board)
	if d.g.Variant.FromStock() {
		jokers = -1
	}
	for i, m := range [][2]string{{c.Position, c.Word}, {c.Position2, c.Word2}} {
		if err := MoveTypingMistake(d.rs, r.Number, c.Table, i, m[0], m[1], jokers); err != nil {
			return err
		}
	}
	return nil
}

// MoveTypingMistake refuses, as [decider.typingMistake] says, move i (0, 1)
// of table's slip of round, at position pos with word, where the letters
// offered and the board hold jokers (-1: any number, a variant's rule).
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

// boardJokers counts the jokers on b: a word written across one marks it.
func boardJokers(b *scoring.Board) int {
	n := 0
	for row := range scoring.Size {
		for col := range scoring.Size {
			if b.At(row, col).IsJoker() {
				n++
			}
		}
	}
	return n
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
