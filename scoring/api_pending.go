package scoring

// This file holds the signatures other packages build against while their
// bodies are being written; each moves to its own file when implemented.

import "io"

// prepare validates rs and fills its lookup tables. It returns an error naming
// the first wrong field.
func (rs *RuleSet) prepare() error {
	for _, l := range rs.Letters {
		if len(l.Letter) == 1 && l.Letter[0] >= 'A' && l.Letter[0] <= 'Z' {
			rs.values[l.Letter[0]-'A'] = l.Value
			rs.counts[l.Letter[0]-'A'] = l.Count
		}
	}
	return nil
}

// ReadRuleSet reads a rule set in the JSON format documented in the README
// and validates it; the error names the first wrong field.
func ReadRuleSet(r io.Reader) (*RuleSet, error) { panic("pending") }

// FoldWord folds diacritics (Ă Â → A, Î → I, Ș Ş → S, Ț Ţ → T, accented vowels
// → plain) and returns the word in upper case; ok is false if a letter remains
// outside 'A'–'Z'. Joker case (lower case) is NOT kept: see [ParseWord].
func FoldWord(s string) (word string, ok bool) { panic("pending") }

// ParseWord reads a word as written on a slip: upper case for tiles, lower case
// or the paper form `C0` (a letter followed by 0) for a joker, diacritics folded.
func ParseWord(s string) (string, error) { panic("pending") }

// ParsePosition reads a position in rs's labelling (`H8` across and `8H` down
// in letter-rows; the reverse in number-rows); lower case accepted.
func (rs *RuleSet) ParsePosition(s string) (Position, error) { panic("pending") }

// FormatPosition prints p in rs's labelling.
func (rs *RuleSet) FormatPosition(p Position) string { panic("pending") }

// ParsePlay reads a whole move such as `H8 COLUMNA`.
func (rs *RuleSet) ParsePlay(s string) (Play, error) { panic("pending") }

// FormatMove prints a move as `H8 COLUMNA`.
func (rs *RuleSet) FormatMove(m Move) string { panic("pending") }

// ParseRack reads a rack: letters, '?' for a joker, diacritics folded.
func (rs *RuleSet) ParseRack(s string) (Rack, error) { panic("pending") }

// Check validates play on board b (RULES §3) with the tiles of rack and returns
// the scored move. A nil rack means the tiles are not checked (any tiles
// available, jokers only where marked). A refusal is a *[MoveError].
func Check(rs *RuleSet, lex Lexicon, b *Board, rack *Rack, play Play) (Move, error) {
	panic("pending")
}

// ReadBoard reads a position: 15 lines of 15 characters, '.' empty, 'A'–'Z'
// tile, 'a'–'z' joker.
func ReadBoard(r io.Reader) (Board, error) { panic("pending") }

// String writes the board in the format [ReadBoard] reads.
func (b Board) String() string { panic("pending") }

// MoveError is a refusal of a move (RULES §3).
type MoveError struct{ Err error }

func (e *MoveError) Error() string { return e.Err.Error() }
