package arbiter

import (
	"bytes"
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"

	"arbiter/scoring"
)

// slipWriter writes the slips of a round, in order of table then entry,
// a record each, before its roundLine, which holds the strings and moves
// they refer to. Records are separated by ';', and a record is decimal
// numbers separated by ',' (no space), in this order:
//
//	table        the table of Round.Slips the slip is entered at, less the
//	             previous record's (0: another entry of the same table)
//	round        Slip.Round less the round's number
//	table        Slip.Table less the slip's table
//	strings      Slip.Position, Word, Score, Position2, Word2, Score2, Total
//	flags        1 Slip.None, 2 Verdict.Valid, 4 Verdict.Rack2First
//	strings      Verdict.Reason, Message, Culprit
//	numbers      Verdict.Real, Credited
//	strings      Verdict.Warning, Chosen, Returned
//	moves        Verdict.Move, Second
//	count        len(Verdict.MoreWarnings), then a string for each
//
// A string is 0 for "", else its 1-based index in roundLine.Strings; a
// move 0 for none, else its 1-based index in roundLine.Moves. A slip read
// back holds its own copy of its moves.
type slipWriter struct {
	line    *roundLine
	out     []byte
	strings map[string]int
	// moves holds the index in line.Moves of the last move of each head,
	// and earlier, for each move there, that of the one before it of the
	// same head (0 for none).
	moves   map[moveHead]int
	earlier []int
}

// moveHead is what tells most moves apart, a key to find a move's like.
type moveHead struct {
	pos   scoring.Position
	word  string
	score int
}

// writtenAlike reports whether a snapshot writes a and b the same (a word's
// position is not written).
func writtenAlike(a, b *scoring.Move) bool {
	return a.Pos == b.Pos && a.Word == b.Word && a.Bingo == b.Bingo && a.Score == b.Score && a.UnmarkedJoker == b.UnmarkedJoker &&
		(a.Placed == nil) == (b.Placed == nil) && slices.Equal(a.Placed, b.Placed) &&
		(a.Words == nil) == (b.Words == nil) && slices.EqualFunc(a.Words, b.Words, func(x, y scoring.WordScore) bool {
		return x.Word == y.Word && x.Score == y.Score
	})
}

// Flags of a slip record.
const (
	slipNone = 1 << iota
	slipValid
	slipRack2First
	slipFlags = slipNone | slipValid | slipRack2First
)

// appendSlips appends to out the records of the slips of l.Round, putting
// the strings and moves they refer to in l, and leaves l.Round.Slips
// empty, or nil if it was.
func (l *roundLine) appendSlips(out []byte) []byte {
	slips, round := l.Round.Slips, l.Round.Number
	if slips == nil {
		return out
	}
	l.Round.Slips = map[int][]Slip{}
	w := slipWriter{line: l, out: out, strings: map[string]int{}, moves: map[moveHead]int{}}
	begin := len(out)
	prev := 0
	for _, table := range slices.Sorted(maps.Keys(slips)) {
		for k := range slips[table] {
			if len(w.out) > begin {
				w.out = append(w.out, ';')
			}
			w.out = strconv.AppendInt(w.out, int64(table-prev), 10)
			prev = table
			w.slip(&slips[table][k], round, table)
		}
	}
	return w.out
}

// slip writes the record of s, the slip of the round of number round at
// table, but its first number.
func (w *slipWriter) slip(s *Slip, round, table int) {
	v := &s.Verdict
	w.num(s.Round - round)
	w.num(s.Table - table)
	for _, t := range [...]string{s.Position, s.Word, s.Score, s.Position2, s.Word2, s.Score2, s.Total} {
		w.text(t)
	}
	flags := 0
	if s.None {
		flags |= slipNone
	}
	if v.Valid {
		flags |= slipValid
	}
	if v.Rack2First {
		flags |= slipRack2First
	}
	w.num(flags)
	w.text(v.Reason)
	w.text(v.Message)
	w.text(v.Culprit)
	w.num(v.Real)
	w.num(v.Credited)
	w.text(v.Warning)
	w.text(v.Chosen)
	w.text(v.Returned)
	w.move(v.Move)
	w.move(v.Second)
	w.num(len(v.MoreWarnings))
	for _, t := range v.MoreWarnings {
		w.text(t)
	}
}

// num writes n after a comma.
func (w *slipWriter) num(n int) {
	if 0 <= n && n <= 9 { // most numbers of a record
		w.out = append(w.out, ',', byte('0'+n))
		return
	}
	w.out = strconv.AppendInt(append(w.out, ','), int64(n), 10)
}

// text writes t as its index in the line's Strings, adding it there the
// first time.
func (w *slipWriter) text(t string) {
	if t == "" {
		w.num(0)
		return
	}
	n, ok := w.strings[t]
	if !ok {
		w.line.Strings = append(w.line.Strings, t)
		n = len(w.line.Strings)
		w.strings[t] = n
	}
	w.num(n)
}

// move writes m as its index in the line's Moves, adding it there the
// first time.
func (w *slipWriter) move(m *scoring.Move) {
	if m == nil {
		w.num(0)
		return
	}
	head := moveHead{m.Pos, m.Word, m.Score}
	n := w.moves[head]
	for n > 0 && !writtenAlike(m, &w.line.Moves[n-1]) {
		n = w.earlier[n-1]
	}
	if n == 0 {
		w.line.Moves = append(w.line.Moves, *m)
		w.earlier = append(w.earlier, w.moves[head])
		n = len(w.line.Moves)
		w.moves[head] = n
	}
	w.num(n)
}

// slipReader reads back the records slipWriter wrote.
type slipReader struct {
	line        *roundLine
	game, round int
	data        []byte
	pos         int
	// record is the index of the record being read, and first says
	// that no number of it is read yet.
	record int
	first  bool
	err    error
	// moves is where the slips' copies of their moves are kept, chunk
	// to an allocation.
	moves []scoring.Move
	chunk int
}

// decodeSlips gives l.Round, of game game, back the slips of records,
// which appendSlips wrote.
func (l *roundLine) decodeSlips(records []byte, game int) error {
	switch {
	case l.Round.Slips == nil && (len(records) > 0 || len(l.Strings) > 0 || len(l.Moves) > 0):
		return fmt.Errorf("snapshot: game %d: round %d has slip records and no slips", game, l.Round.Number)
	case len(l.Round.Slips) > 0:
		return fmt.Errorf("snapshot: game %d: round %d holds slips outside its records", game, l.Round.Number)
	case len(records) == 0:
		return nil
	}
	all := make([]Slip, bytes.Count(records, []byte{';'})+1)
	slips := make(map[int][]Slip, len(all))
	r := slipReader{line: l, game: game, round: l.Round.Number, data: records, chunk: len(all)}
	table, start := 0, 0
	for i := range all {
		r.record, r.first = i, true
		if i > 0 {
			r.pos++ // the ';' bytes.Count found
		}
		step := r.num("table")
		if i > 0 && step < 0 && r.err == nil {
			r.fail("table", "tables out of order")
		}
		if i > 0 && step != 0 {
			slips[table] = all[start:i:i]
			start = i
		}
		table += step
		r.slip(&all[i], table)
		if r.err == nil && r.pos < len(r.data) && r.data[r.pos] != ';' {
			r.fail("end", fmt.Sprintf("%q after its last number", r.data[r.pos]))
		}
		if r.err != nil {
			return r.err
		}
	}
	slips[table] = all[start:len(all):len(all)]
	l.Round.Slips = slips
	return nil
}

// slip reads into s the record of a slip at table, but its first number.
func (r *slipReader) slip(s *Slip, table int) {
	v := &s.Verdict
	s.Round = r.num("round") + r.round
	s.Table = r.num("slip table") + table
	names := [...]string{"position", "word", "score", "position2", "word2", "score2", "total"}
	for i, t := range [...]*string{&s.Position, &s.Word, &s.Score, &s.Position2, &s.Word2, &s.Score2, &s.Total} {
		*t = r.text(names[i])
	}
	flags := r.num("flags")
	if flags&^slipFlags != 0 && r.err == nil {
		r.fail("flags", strconv.Itoa(flags)+" holds unknown flags")
	}
	s.None, v.Valid, v.Rack2First = flags&slipNone != 0, flags&slipValid != 0, flags&slipRack2First != 0
	v.Reason = r.text("reason")
	v.Message = r.text("message")
	v.Culprit = r.text("culprit")
	v.Real = r.num("real")
	v.Credited = r.num("credited")
	v.Warning = r.text("warning")
	v.Chosen = r.text("chosen")
	v.Returned = r.text("returned")
	v.Move = r.move("move")
	v.Second = r.move("second")
	n := r.num("warnings")
	if (n < 0 || n > len(r.data)-r.pos) && r.err == nil {
		r.fail("warnings", strconv.Itoa(n)+" warnings")
	}
	if n > 0 && r.err == nil {
		v.MoreWarnings = make([]string, n)
		for k := range v.MoreWarnings {
			v.MoreWarnings[k] = r.text("warning")
		}
	}
}

// fail records the first error: what is the field being read.
func (r *slipReader) fail(what, problem string) {
	if r.err == nil {
		r.err = fmt.Errorf("snapshot: game %d: round %d: slip %d: %s: %s", r.game, r.round, r.record+1, what, problem)
	}
}

// num reads the next number of the record: decimal, as strconv.Itoa
// writes it (no '+', no leading zero), after a comma unless it is the
// record's first. It returns 0 once an error is recorded.
func (r *slipReader) num(what string) int {
	if r.err != nil {
		return 0
	}
	if !r.first {
		if r.pos >= len(r.data) || r.data[r.pos] != ',' {
			r.fail(what, "missing")
			return 0
		}
		r.pos++
	}
	r.first = false
	from := r.pos
	neg := r.pos < len(r.data) && r.data[r.pos] == '-'
	if neg {
		r.pos++
	}
	limit := uint64(math.MaxInt)
	if neg {
		limit++
	}
	start := r.pos
	var n uint64
	for ; r.pos < len(r.data) && '0' <= r.data[r.pos] && r.data[r.pos] <= '9'; r.pos++ {
		d := uint64(r.data[r.pos] - '0')
		if n > (limit-d)/10 {
			r.fail(what, "out of range")
			return 0
		}
		n = n*10 + d
	}
	switch digits := r.pos - start; {
	case digits == 0:
		r.fail(what, "not a number")
		return 0
	case digits > 1 && r.data[start] == '0', neg && n == 0:
		r.fail(what, fmt.Sprintf("%q is not written as a number is", r.data[from:r.pos]))
		return 0
	}
	if neg {
		return int(-n)
	}
	return int(n)
}

// text reads a string: its index in the line's Strings.
func (r *slipReader) text(what string) string {
	n := r.num(what)
	if n < 0 || n > len(r.line.Strings) {
		r.fail(what, fmt.Sprintf("string %d is not among the %d strings", n, len(r.line.Strings)))
		return ""
	}
	if n == 0 {
		return ""
	}
	return r.line.Strings[n-1]
}

// move reads a move: its index in the line's Moves, and returns a copy of
// it, nil for none.
func (r *slipReader) move(what string) *scoring.Move {
	n := r.num(what)
	if n < 0 || n > len(r.line.Moves) {
		r.fail(what, fmt.Sprintf("move %d is not among the %d moves", n, len(r.line.Moves)))
		return nil
	}
	if n == 0 {
		return nil
	}
	if len(r.moves) == cap(r.moves) {
		r.moves = make([]scoring.Move, 0, r.chunk)
	}
	r.moves = append(r.moves, r.line.Moves[n-1])
	return &r.moves[len(r.moves)-1]
}
