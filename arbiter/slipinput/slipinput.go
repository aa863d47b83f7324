// Package slipinput reads a slip as it is typed into the command that
// records it ([duplicate.EnterSlip]), the same for every front end: a line
// of `arbiter slip` or `arbiter slips enter`, a line of a CSV file, a form
// of the room's entry page.
//
// It checks the form of what is typed, never the rules: a table that is
// not a number, a score with a letter in it, an empty word are the
// typist's mistakes, refused with the field to type again, so that no
// verdict is charged to the player for them. Whether the slip is legal is
// the referee service's to decide.
package slipinput

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
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

// errorf returns an *Error of kind on field, for table and value.
func errorf(field string, kind Kind, table int, value, format string, args ...any) *Error {
	return &Error{Field: field, Kind: kind, Table: table, Value: value, message: fmt.Sprintf(format, args...)}
}

// Table reads a table number (1, 2, …).
func Table(s string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 1 {
		return 0, errorf(FieldTable, NotTable, 0, s, "table %q is not a table number (1, 2, …)", s)
	}
	return n, nil
}

// Slip reads f into the slip it records, Round left 0 (the caller's), or
// says which field cannot be read. Surrounding blanks are ignored. A
// position of "-" with nothing else is no slip. A figure with anything but
// digits is the typist's mistake, not the player's wrong score: it is
// refused, so that no technical warning comes of it (RULES §5).
func (f Form) Slip() (duplicate.EnterSlip, error) {
	table, err := Table(f.Table)
	if err != nil {
		return duplicate.EnterSlip{}, err
	}
	if err := f.tooLong(table); err != nil {
		return duplicate.EnterSlip{}, err
	}
	c := duplicate.EnterSlip{Table: table}
	fields := []struct {
		name string
		into *string
		from string
	}{
		{FieldPosition, &c.Position, f.Position}, {FieldWord, &c.Word, f.Word}, {FieldScore, &c.Score, f.Score},
		{FieldPosition2, &c.Position2, f.Position2}, {FieldWord2, &c.Word2, f.Word2}, {FieldScore2, &c.Score2, f.Score2},
		{FieldTotal, &c.Total, f.Total},
	}
	for _, fd := range fields {
		*fd.into = strings.TrimSpace(fd.from)
		if strings.ContainsFunc(*fd.into, isBlank) {
			return duplicate.EnterSlip{}, errorf(fd.name, Blanks, table, *fd.into, "table %d: %q is not one %s: type it without blanks", table, *fd.into, what[fd.name])
		}
	}
	if c.Position == NoSlip {
		if c != (duplicate.EnterSlip{Table: table, Position: NoSlip}) {
			return duplicate.EnterSlip{}, errorf(FieldPosition, NoneAlone, table, NoSlip, "table %d: %s as the position is no slip: leave the other fields empty", table, NoSlip)
		}
		return duplicate.EnterSlip{Table: table, None: true}, nil
	}
	if err := need(table, FieldPosition, c.Position, FieldWord, c.Word); err != nil {
		return duplicate.EnterSlip{}, err
	}
	if c.Position2 != "" || c.Word2 != "" || c.Score2 != "" {
		if err := need(table, FieldPosition2, c.Position2, FieldWord2, c.Word2); err != nil {
			return duplicate.EnterSlip{}, err
		}
	}
	for _, fd := range []struct{ name, value string }{{FieldScore, c.Score}, {FieldScore2, c.Score2}, {FieldTotal, c.Total}} {
		if strings.Trim(fd.value, "0123456789") != "" {
			return duplicate.EnterSlip{}, errorf(fd.name, NotNumber, table, fd.value, "table %d: %s %q is not a number: type the %s in digits, or leave it out for a slip without a %s",
				table, what[fd.name], fd.value, what[fd.name], what[fd.name])
		}
	}
	return c, nil
}

// limits are the most characters each field of a slip holds, the
// referee service's bounds: checked here too, so that the form names the
// field typed too long.
var limits = map[string]int{
	FieldPosition: arbiter.MaxSlipPosition, FieldWord: arbiter.MaxSlipWord, FieldScore: arbiter.MaxSlipScore,
	FieldPosition2: arbiter.MaxSlipPosition, FieldWord2: arbiter.MaxSlipWord, FieldScore2: arbiter.MaxSlipScore,
	FieldTotal: arbiter.MaxSlipScore,
}

// tooLong refuses the first field of f, in the form's order, typed longer
// than a slip's field holds; its value is quoted cut to that length.
func (f Form) tooLong(table int) error {
	for _, fd := range []struct{ name, value string }{
		{FieldPosition, f.Position}, {FieldWord, f.Word}, {FieldScore, f.Score},
		{FieldPosition2, f.Position2}, {FieldWord2, f.Word2}, {FieldScore2, f.Score2}, {FieldTotal, f.Total},
	} {
		value, limit := []rune(strings.TrimSpace(fd.value)), limits[fd.name]
		if len(value) > limit {
			e := errorf(fd.name, TooLong, table, string(value[:limit])+"…", "table %d: the %s %q… is %d characters long: a slip's holds at most %d",
				table, what[fd.name], string(value[:limit]), len(value), limit)
			e.Limit = limit
			return e
		}
	}
	return nil
}

// what names each field in messages.
var what = map[string]string{
	FieldPosition: "position", FieldWord: "word", FieldScore: "score",
	FieldPosition2: "second position", FieldWord2: "second word", FieldScore2: "second score", FieldTotal: "total",
}

// need refuses a move with its position or its word left empty: an empty
// word is never what a player wrote, but a field the typist skipped.
func need(table int, posField, pos, wordField, word string) error {
	switch {
	case pos == "" && word == "":
		return errorf(posField, NoMove, table, "", "table %d: type the %s and the %s, or %s as the position for no slip", table, what[posField], what[wordField], NoSlip)
	case pos == "":
		return errorf(posField, Empty, table, "", "table %d: the %s is empty: type it as written on the slip", table, what[posField])
	case word == "":
		return errorf(wordField, Empty, table, "", "table %d: the %s is empty: type it as written on the slip, or %s as the position for no slip", table, what[wordField], NoSlip)
	}
	return nil
}

// isBlank reports whether r separates words.
func isBlank(r rune) bool { return r == ' ' || r == '\t' || r == '\r' || r == '\n' }

// Parse reads a slip typed as words (a line of `slips enter`, the
// arguments of `slip`): TABLE POSITION WORD [SCORE], TABLE - for no slip,
// or a Tactic slip (RULES §7.6): TABLE POSITION WORD [SCORE] /
// [POSITION2 WORD2 [SCORE2]] [= TOTAL].
func Parse(fields []string) (duplicate.EnterSlip, error) {
	f, err := formOf(fields)
	if err != nil {
		return duplicate.EnterSlip{}, err
	}
	return f.Slip()
}

// formOf lays the words of a typed slip out as a [Form].
func formOf(fields []string) (Form, error) {
	if len(fields) == 0 {
		return Form{}, errorf(FieldTable, EmptySlip, 0, "", "empty slip: write TABLE POSITION WORD SCORE, or TABLE %s for no slip", NoSlip)
	}
	table, err := Table(fields[0])
	if err != nil {
		return Form{}, err
	}
	f := Form{Table: fields[0]}
	rest := fields[1:]
	if slices.Contains(rest, "/") {
		return tacticForm(f, table, rest)
	}
	switch {
	case len(rest) == 1 && rest[0] == NoSlip:
		f.Position = NoSlip
	case (len(rest) == 2 || len(rest) == 3) && rest[0] != NoSlip:
		f.Position, f.Word = rest[0], rest[1]
		if len(rest) == 3 {
			f.Score = rest[2]
		}
	default:
		return f, errorf(FieldPosition, NotSlip, table, strings.Join(rest, " "), "table %d: %q is not POSITION WORD SCORE, nor %s for no slip", table, strings.Join(rest, " "), NoSlip)
	}
	return f, nil
}

// tacticForm lays out the words of a Tactic slip after the table:
// POSITION WORD [SCORE] / [POSITION2 WORD2 [SCORE2]] [= TOTAL].
func tacticForm(f Form, table int, fields []string) (Form, error) {
	at := slices.Index(fields, "/")
	first, second := fields[:at], fields[at+1:]
	var total []string
	if eq := slices.Index(second, "="); eq >= 0 {
		second, total = second[:eq], second[eq+1:]
	}
	if len(first) < 2 || len(first) > 3 || len(second) == 1 || len(second) > 3 || len(total) > 1 || slices.Contains(second, "/") {
		return f, errorf(FieldPosition, NotTactic, table, strings.Join(fields, " "), "table %d: %q is not a Tactic slip: POSITION WORD SCORE / POSITION2 WORD2 SCORE2 = TOTAL",
			table, strings.Join(fields, " "))
	}
	f.Position, f.Word = first[0], first[1]
	if len(first) == 3 {
		f.Score = first[2]
	}
	if len(second) >= 2 {
		f.Position2, f.Word2 = second[0], second[1]
	}
	if len(second) == 3 {
		f.Score2 = second[2]
	}
	if len(total) == 1 {
		f.Total = total[0]
	}
	return f, nil
}

// Args returns the words of a slip typed as command-line arguments: the
// arguments themselves, or, for a Tactic slip written as TABLE "MOVE1
// SCORE1" "MOVE2 SCORE2" [TOTAL], the words [Parse] reads.
func Args(args []string) []string {
	if len(args) < 3 || len(args) > 4 || !strings.Contains(args[1], " ") {
		return args
	}
	fields := append([]string{args[0]}, strings.Fields(args[1])...)
	fields = append(append(fields, "/"), strings.Fields(args[2])...)
	if len(args) == 4 {
		fields = append(fields, "=", args[3])
	}
	return fields
}
