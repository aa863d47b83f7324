package slipinput

import (
	"io"
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
	// SlipsOfFile reads a file of slips, the CSV file of `arbiter slips
	// import`; its errors name the line.
	SlipsOfFile(r io.Reader) (File, error)
	// Withdrawal returns the command that withdraws table's slip of round
	// for reason, or the refusal of a kind whose slips are not withdrawn.
	Withdrawal(round, table int, reason string) (arbiter.Command, error)
}

// File is a file of slips as read: the batches of commands that record
// it, each in one transaction, in order, the line each was read from, and
// how many rounds its slips are for.
type File struct {
	Batches [][]arbiter.Command
	Lines   [][]int
	Rounds  int
}

// Line returns the line of the i-th command of f, counted across its
// batches in order.
func (f File) Line(i int) int {
	for _, lines := range f.Lines {
		if i < len(lines) {
			return lines[i]
		}
		i -= len(lines)
	}
	return 0
}

// OneBatch returns cmds, read from lines (nil when they were read from
// none), as a file recorded in one transaction.
func OneBatch[C arbiter.Command](cmds []C, lines []int) File {
	batch := make([]arbiter.Command, len(cmds))
	for i, c := range cmds {
		batch[i] = c
	}
	if lines == nil {
		lines = make([]int, len(cmds))
	}
	return File{Batches: [][]arbiter.Command{batch}, Lines: [][]int{lines}}
}

// Slips counts the commands of f.
func (f File) Slips() int {
	n := 0
	for _, b := range f.Batches {
		n += len(b)
	}
	return n
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
// Enter enters the slip read as an [Entry] says, File reads a file and
// Withdraw withdraws a slip.
type Parsers[C any] struct {
	Words    func([]string) (C, error)
	Form     func(Form) (C, error)
	Enter    func(C, Entry) Slip
	File     func(io.Reader) (File, error)
	Withdraw func(round, table int, reason string) (arbiter.Command, error)
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

// SlipsOfFile reads r with p.File.
func (p Parsers[C]) SlipsOfFile(r io.Reader) (File, error) { return p.File(r) }

// Withdrawal withdraws table's slip of round with p.Withdraw.
func (p Parsers[C]) Withdrawal(round, table int, reason string) (arbiter.Command, error) {
	return p.Withdraw(round, table, reason)
}

// A FieldError is a refusal of a slip about one of the slip form's
// fields (FieldCancel, FieldTotal, …), for the form to put the cursor
// back there, whichever kind refused it.
type FieldError interface {
	error
	FormField() string
}
