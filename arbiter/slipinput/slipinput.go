// Package slipinput holds what every kind of game's reader of typed slips
// shares: the form of a slip as typed, the same for every front end (a
// line of `arbiter slip` or `arbiter slips enter`, a line of a CSV file, a
// form of the room's entry page), its fields, and the typing mistakes a
// reader refuses. Each kind that takes slips reads them into its own
// command ([SlipKind]).
//
// It checks the form of what is typed, never the rules: a table that is
// not a number, a score with a letter in it, an empty word are the
// typist's mistakes, refused with the field to type again, so that no
// verdict is charged to the player for them. Whether the slip is legal is
// the referee service's to decide.
package slipinput

import (
	"fmt"
	"strconv"
	"strings"

	"arbiter/arbiter"
)

// NoSlip is what is typed as the position (or, on a command line, in the
// place of the whole slip) for a player who handed in no slip.
const NoSlip = "-"

// Form is a slip's fields as typed, each a string: TABLE POSITION WORD
// SCORE, and in Tactic (RULES §7.6) the second move and the round's total.
type Form struct {
	Table     string `json:"table"`
	Position  string `json:"position"`
	Word      string `json:"word,omitempty"`
	Score     string `json:"score,omitempty"`
	Position2 string `json:"position2,omitempty"`
	Word2     string `json:"word2,omitempty"`
	Score2    string `json:"score2,omitempty"`
	Total     string `json:"total,omitempty"`
	// Cancel is, on an anticipation slip, the rounds written as "Anulez
	// turul N" (RULES §8.5): "3", "1, 4".
	Cancel string `json:"cancel,omitempty"`
}

// The fields of a [Form], as an [Error] names them.
const (
	FieldTable     = "table"
	FieldPosition  = "position"
	FieldWord      = "word"
	FieldScore     = "score"
	FieldPosition2 = "position2"
	FieldWord2     = "word2"
	FieldScore2    = "score2"
	FieldTotal     = "total"
	// FieldCancel and FieldPass are an Anticipation slip's rounds
	// cancelled and its PAS.
	FieldCancel = "cancel"
	FieldPass   = "pass"
)

// Error is a slip that cannot be read: what is wrong, and the field to
// type again. Error() says it in English; Kind, Table and Value let a
// front end say it in its own language.
type Error struct {
	// Field is the field in error, one of the Field constants.
	Field string
	Kind  Kind
	// Table is the slip's table (0 when it cannot be read), Value what was
	// typed in the field.
	Table int
	Value string
	// Limit is, for a field typed too long, the most characters it holds.
	Limit   int
	message string
}

func (e *Error) Error() string { return e.message }

// Kind says what is wrong with a slip that cannot be read.
type Kind string

// The kinds of [Error].
const (
	NotTable  Kind = "not_table"  // the table is not a table number
	Blanks    Kind = "blanks"     // a field holds blanks
	NoneAlone Kind = "none_alone" // "-" with other fields typed
	NoMove    Kind = "no_move"    // neither position nor word
	Empty     Kind = "empty"      // the position or the word is empty
	NotNumber Kind = "not_number" // a figure with something else than digits
	NotSlip   Kind = "not_slip"   // words that are not a slip
	NotTactic Kind = "not_tactic" // words that are not a Tactic slip
	EmptySlip Kind = "empty_slip" // nothing typed
	TooLong   Kind = "too_long"   // a field longer than any slip's (Limit characters)
	// The kinds of an Anticipation slip's mistakes (RULES §8.2–§8.5).
	NotSheet   Kind = "not_sheet"   // a clause that is not a move, PAS, a total nor "anulez N"
	PassAlone  Kind = "pass_alone"  // PAS with other words, or twice
	TotalTwice Kind = "total_twice" // two totals, or a total of several words
	NoRound    Kind = "no_round"    // "anulez" naming no round
)

// Errorf returns an *Error of kind on field, for table and value.
func Errorf(field string, kind Kind, table int, value, format string, args ...any) *Error {
	return &Error{Field: field, Kind: kind, Table: table, Value: value, message: fmt.Sprintf(format, args...)}
}

// Table reads a table number (1, 2, …).
func Table(s string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 1 {
		return 0, Errorf(FieldTable, NotTable, 0, s, "table %q is not a table number (1, 2, …)", s)
	}
	return n, nil
}

// limits are the most characters each field of a slip holds, the
// referee service's bounds: checked here too, so that the form names the
// field typed too long.
var limits = map[string]int{
	FieldPosition: arbiter.MaxSlipPosition, FieldWord: arbiter.MaxSlipWord, FieldScore: arbiter.MaxSlipScore,
	FieldPosition2: arbiter.MaxSlipPosition, FieldWord2: arbiter.MaxSlipWord, FieldScore2: arbiter.MaxSlipScore,
	FieldTotal: arbiter.MaxSlipScore,
}

// TooLong refuses the first field of f, in the form's order, typed longer
// than a slip's field holds; its value is quoted cut to that length.
func (f Form) TooLong(table int) error {
	for _, fd := range []struct{ name, value string }{
		{FieldPosition, f.Position}, {FieldWord, f.Word}, {FieldScore, f.Score},
		{FieldPosition2, f.Position2}, {FieldWord2, f.Word2}, {FieldScore2, f.Score2}, {FieldTotal, f.Total},
	} {
		value, limit := []rune(strings.TrimSpace(fd.value)), limits[fd.name]
		if len(value) > limit {
			e := Errorf(fd.name, TooLong, table, string(value[:limit])+"…", "table %d: the %s %q… is %d characters long: a slip's holds at most %d",
				table, FieldName(fd.name), string(value[:limit]), len(value), limit)
			e.Limit = limit
			return e
		}
	}
	return nil
}

// FieldName names field in messages: "position", "second word", ….
func FieldName(field string) string { return what[field] }

// what names each field in messages.
var what = map[string]string{
	FieldPosition: "position", FieldWord: "word", FieldScore: "score",
	FieldPosition2: "second position", FieldWord2: "second word", FieldScore2: "second score", FieldTotal: "total",
}

// Need refuses a move with its position or its word left empty: an empty
// word is never what a player wrote, but a field the typist skipped.
func Need(table int, posField, pos, wordField, word string) error {
	switch {
	case pos == "" && word == "":
		return Errorf(posField, NoMove, table, "", "table %d: type the %s and the %s, or %s as the position for no slip", table, FieldName(posField), FieldName(wordField), NoSlip)
	case pos == "":
		return Errorf(posField, Empty, table, "", "table %d: the %s is empty: type it as written on the slip", table, FieldName(posField))
	case word == "":
		return Errorf(wordField, Empty, table, "", "table %d: the %s is empty: type it as written on the slip, or %s as the position for no slip", table, FieldName(wordField), NoSlip)
	}
	return nil
}

// IsBlank reports whether r separates words.
func IsBlank(r rune) bool { return r == ' ' || r == '\t' || r == '\r' || r == '\n' }
