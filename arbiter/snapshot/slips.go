package snapshot

import (
	"bytes"
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// slipWriter writes the slips of a round, before its roundLine, as two
// lists of records separated by a space: the slips, in order of table then
// entry, then the distinct moves of their verdicts, in order of first use.
// Records are separated by ';', and a record is decimal numbers separated
// by ',' (no space). A slip's record holds, in this order:
//
//	table        the table of Round.Slips the slip is entered at, less the
//	             previous record's (0: another entry of the same table)
//	round        Slip.Round less the round's number
//	table        Slip.Table less the slip's table
//	strings      Slip.Position, Word, Score, Position2, Word2, Score2, Total
//	flags        1 Slip.None, 2 Verdict.Valid, 4 Verdict.Rack2First, 8 Slip.Late
//	strings      Verdict.Reason, Message, Culprit
//	numbers      Verdict.Real, Credited
//	strings      Verdict.Warning, Chosen, Returned
//	moves        Verdict.Move, Second
//	count        len(Verdict.MoreWarnings), then a string for each
//
// and a move's record:
//
//	numbers      Pos.Row, Pos.Col, Pos.Dir
//	string       Word
//	number       Score
//	flags        1 Bingo, 2 UnmarkedJoker, 4 Placed is nil, 8 Words is nil
//	count        len(Placed), then Row, Col and Tile of each
//	count        len(Words), then the string Word and the number Score of
//	             each (a word's position is not written)
//
// A string is 0 for "", else its 1-based index in roundLine.Strings; a
// move 0 for none, else its 1-based index in the moves. A slip read back
// holds its own copy of its moves.
type slipWriter struct {
	line    *roundLine
	out     []byte
	strings map[string]int
	// fresh says that the next number begins a record; texts counts the
	// strings of the record written so far, and last holds the string
	// written in each place of the previous records, with its index (most
	// slips write the same as the one before).
	fresh bool
	texts int
	last  [16]struct {
		text string
		n    int
	}
	lastMove int
	// moves are the distinct moves; heads holds the 1-based index there
	// of the last move of each head, and earlier, for each move, that of
	// the one before it of the same head (0 for none).
	moves   []scoring.Move
	heads   map[moveHead]int
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
	slipLate
	slipFlags = slipNone | slipValid | slipRack2First | slipLate
)

// Flags of a move record.
const (
	moveBingo = 1 << iota
	moveUnmarkedJoker
	moveNilPlaced
	moveNilWords
	moveFlags = moveBingo | moveUnmarkedJoker | moveNilPlaced | moveNilWords
)

// appendSlips appends to out the records of the slips of l.Round and of
// their moves, putting the strings they refer to in l, and leaves
// l.Round.Slips empty, or nil if it was.
func (l *roundLine) appendSlips(out []byte) []byte {
	slips, round := l.Round.Slips, l.Round.Number
	if slips == nil {
		return append(out, ' ')
	}
	l.Round.Slips = map[int][]arbiter.Slip{}
	w := slipWriter{line: l, out: out, strings: map[string]int{}, heads: map[moveHead]int{}}
	prev, first := 0, true
	for _, table := range slices.Sorted(maps.Keys(slips)) {
		for k := range slips[table] {
			w.record(first)
			w.num(table - prev)
			prev, first = table, false
			w.slip(&slips[table][k], round, table)
		}
	}
	w.out = append(w.out, ' ')
	for i := range w.moves {
		w.record(i == 0)
		w.writeMove(&w.moves[i])
	}
	return w.out
}

// record begins a record: after a ';' unless it is the first of its list.
func (w *slipWriter) record(first bool) {
	if !first {
		w.out = append(w.out, ';')
	}
	w.fresh, w.texts = true, 0
}

// slip writes the record of s, the slip of the round of number round at
// table, but its first number.
func (w *slipWriter) slip(s *arbiter.Slip, round, table int) {
	v := &s.Verdict
	w.num(s.Round - round)
	w.num(s.Table - table)
	for _, t := range [...]string{s.Position, s.Word, s.Score, s.Position2, s.Word2, s.Score2, s.Total} {
		w.text(t)
	}
	w.num(bit(slipNone, s.None) | bit(slipValid, v.Valid) | bit(slipRack2First, v.Rack2First) | bit(slipLate, s.Late))
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

// writeMove writes the record of m.
func (w *slipWriter) writeMove(m *scoring.Move) {
	w.num(m.Pos.Row)
	w.num(m.Pos.Col)
	w.num(int(m.Pos.Dir))
	w.text(m.Word)
	w.num(m.Score)
	w.num(bit(moveBingo, m.Bingo) | bit(moveUnmarkedJoker, m.UnmarkedJoker) | bit(moveNilPlaced, m.Placed == nil) | bit(moveNilWords, m.Words == nil))
	w.num(len(m.Placed))
	for _, p := range m.Placed {
		w.num(p.Row)
		w.num(p.Col)
		w.num(int(p.Tile))
	}
	w.num(len(m.Words))
	for _, ws := range m.Words {
		w.text(ws.Word)
		w.num(ws.Score)
	}
}

// bit is flag if set, else 0.
func bit(flag int, set bool) int {
	if set {
		return flag
	}
	return 0
}

// num writes n, after a comma unless it begins a record.
func (w *slipWriter) num(n int) {
	if w.fresh {
		w.fresh = false
	} else {
		w.out = append(w.out, ',')
	}
	if 0 <= n && n <= 9 { // most numbers of a record
		w.out = append(w.out, byte('0'+n))
		return
	}
	w.out = strconv.AppendInt(w.out, int64(n), 10)
}

// text writes t as its index in the line's Strings, adding it there the
// first time.
func (w *slipWriter) text(t string) {
	place := w.texts
	w.texts++
	if t == "" {
		w.num(0)
		return
	}
	if place < len(w.last) && w.last[place].text == t && w.last[place].n > 0 {
		w.num(w.last[place].n)
		return
	}
	n, ok := w.strings[t]
	if !ok {
		w.line.Strings = append(w.line.Strings, t)
		n = len(w.line.Strings)
		w.strings[t] = n
	}
	if place < len(w.last) {
		w.last[place].text, w.last[place].n = t, n
	}
	w.num(n)
}

// move writes m as its index in the moves, adding it there the first
// time.
func (w *slipWriter) move(m *scoring.Move) {
	if m == nil {
		w.num(0)
		return
	}
	if n := w.lastMove; n > 0 && writtenAlike(m, &w.moves[n-1]) {
		w.num(n)
		return
	}
	head := moveHead{m.Pos, m.Word, m.Score}
	n := w.heads[head]
	for n > 0 && !writtenAlike(m, &w.moves[n-1]) {
		n = w.earlier[n-1]
	}
	if n == 0 {
		w.moves = append(w.moves, *m)
		w.earlier = append(w.earlier, w.heads[head])
		n = len(w.moves)
		w.heads[head] = n
	}
	w.lastMove = n
	w.num(n)
}

// slipReader reads back the records slipWriter wrote.
type slipReader struct {
	strings     []string
	game, round int
	data        []byte
	pos         int
	// kind and record name the record being read (a slip or a move, and
	// its index), and first says that no number of it is read yet.
	kind   string
	record int
	first  bool
	err    error
	// moves are the moves read; copies is where the slips' copies of
	// them are kept, chunk to an allocation.
	moves  []scoring.Move
	copies []scoring.Move
	chunk  int
}

// decodeSlips gives l.Round, of game game, back its slips from the
// records of slips and moves, which appendSlips wrote.
func (l *roundLine) decodeSlips(slips, moves []byte, game int) error {
	switch {
	case l.Round.Slips == nil && (len(slips) > 0 || len(moves) > 0 || len(l.Strings) > 0):
		return fmt.Errorf("snapshot: game %d: round %d has slip records and no slips", game, l.Round.Number)
	case len(l.Round.Slips) > 0:
		return fmt.Errorf("snapshot: game %d: round %d holds slips outside its records", game, l.Round.Number)
	case len(slips) == 0 && len(moves) > 0:
		return fmt.Errorf("snapshot: game %d: round %d has moves and no slips", game, l.Round.Number)
	case len(slips) == 0:
		return nil
	}
	r := slipReader{strings: l.Strings, game: game, round: l.Round.Number}
	r.moves = make([]scoring.Move, records(moves))
	r.read(moves, "move", func(i int) { r.readMove(&r.moves[i]) })
	all := make([]arbiter.Slip, records(slips))
	r.chunk = len(all)
	byTable := make(map[int][]arbiter.Slip, len(all))
	table, start := 0, 0
	r.read(slips, "slip", func(i int) {
		step := r.num("table")
		if i > 0 && step < 0 {
			r.fail("table", "tables out of order")
		}
		if i > 0 && step != 0 {
			byTable[table] = all[start:i:i]
			start = i
		}
		table += step
		r.slip(&all[i], table)
	})
	if r.err != nil {
		return r.err
	}
	byTable[table] = all[start:len(all):len(all)]
	l.Round.Slips = byTable
	return nil
}

// records is the number of records of the list data.
func records(data []byte) int {
	if len(data) == 0 {
		return 0
	}
	return bytes.Count(data, []byte{';'}) + 1
}

// read reads the list of records data, of records(data) records of kind,
// calling fn with the index of each to read it.
func (r *slipReader) read(data []byte, kind string, fn func(int)) {
	r.data, r.pos, r.kind = data, 0, kind
	for i := range records(data) {
		if r.err != nil {
			return
		}
		r.record, r.first = i, true
		if i > 0 {
			r.pos++ // the ';' records counted
		}
		fn(i)
		if r.err == nil && r.pos < len(r.data) && r.data[r.pos] != ';' {
			r.fail("end", fmt.Sprintf("%q after its last number", r.data[r.pos]))
		}
	}
}

// slip reads into s the record of a slip at table, but its first number.
func (r *slipReader) slip(s *arbiter.Slip, table int) {
	v := &s.Verdict
	s.Round = r.num("round") + r.round
	s.Table = r.num("slip table") + table
	r.text(&s.Position, "position")
	r.text(&s.Word, "word")
	r.text(&s.Score, "score")
	r.text(&s.Position2, "position2")
	r.text(&s.Word2, "word2")
	r.text(&s.Score2, "score2")
	r.text(&s.Total, "total")
	flags := r.flags(slipFlags)
	s.None, v.Valid, v.Rack2First, s.Late = flags&slipNone != 0, flags&slipValid != 0, flags&slipRack2First != 0, flags&slipLate != 0
	r.text(&v.Reason, "reason")
	r.text(&v.Message, "message")
	r.text(&v.Culprit, "culprit")
	v.Real = r.num("real")
	v.Credited = r.num("credited")
	r.text(&v.Warning, "warning")
	r.text(&v.Chosen, "chosen")
	r.text(&v.Returned, "returned")
	r.move(&v.Move, "move")
	r.move(&v.Second, "second")
	if n := r.count("warnings", false); n > 0 {
		v.MoreWarnings = make([]string, n)
		for k := range v.MoreWarnings {
			r.text(&v.MoreWarnings[k], "warning")
		}
	}
}

// readMove reads into m the record of a move.
func (r *slipReader) readMove(m *scoring.Move) {
	m.Pos.Row = r.num("row")
	m.Pos.Col = r.num("column")
	m.Pos.Dir = scoring.Direction(r.byte("direction"))
	r.text(&m.Word, "word")
	m.Score = r.num("score")
	flags := r.flags(moveFlags)
	m.Bingo, m.UnmarkedJoker = flags&moveBingo != 0, flags&moveUnmarkedJoker != 0
	if n := r.count("placed", flags&moveNilPlaced != 0); flags&moveNilPlaced == 0 {
		m.Placed = make([]scoring.Placement, n)
		for k := range m.Placed {
			p := &m.Placed[k]
			p.Row, p.Col, p.Tile = r.num("row"), r.num("column"), scoring.Tile(r.byte("tile"))
		}
	}
	if n := r.count("words", flags&moveNilWords != 0); flags&moveNilWords == 0 {
		m.Words = make([]scoring.WordScore, n)
		for k := range m.Words {
			r.text(&m.Words[k].Word, "word")
			m.Words[k].Score = r.num("score")
		}
	}
}

// fail records the first error: what is the field being read.
func (r *slipReader) fail(what, problem string) {
	if r.err == nil {
		r.err = fmt.Errorf("snapshot: game %d: round %d: %s %d: %s: %s", r.game, r.round, r.kind, r.record+1, what, problem)
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
	if p := r.pos; p < len(r.data) && isDigit(r.data[p]) && (p+1 == len(r.data) || !isDigit(r.data[p+1])) {
		r.pos++ // one digit, as most numbers of a record are
		return int(r.data[p] - '0')
	}
	from := r.pos
	neg := r.pos < len(r.data) && r.data[r.pos] == '-'
	if neg {
		r.pos++
	}
	start, n := r.pos, 0
	for ; r.pos < len(r.data) && isDigit(r.data[r.pos]); r.pos++ {
		n = n*10 + int(r.data[r.pos]-'0')
	}
	switch digits := r.pos - start; {
	case digits == 0:
		r.fail(what, "not a number")
		return 0
	case digits > 1 && r.data[start] == '0', neg && n == 0:
		r.fail(what, fmt.Sprintf("%q is not written as a number is", r.data[from:r.pos]))
		return 0
	case digits > 9: // n may have overflowed: strconv says
		v, err := strconv.ParseInt(string(r.data[from:r.pos]), 10, strconv.IntSize)
		if err != nil {
			r.fail(what, "out of range")
		}
		return int(v)
	}
	if neg {
		return -n
	}
	return n
}

// isDigit reports whether c is a decimal digit.
func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// byte reads a number from 0 to 255.
func (r *slipReader) byte(what string) byte {
	n := r.num(what)
	if n < 0 || n > math.MaxUint8 {
		r.fail(what, strconv.Itoa(n)+" is not a byte")
		return 0
	}
	return byte(n)
}

// flags reads flags, refusing any but known.
func (r *slipReader) flags(known int) int {
	n := r.num("flags")
	if n&^known != 0 {
		r.fail("flags", strconv.Itoa(n)+" holds unknown flags")
		return 0
	}
	return n
}

// count reads the length of a list that follows, which the rest of the
// data can hold; 0 for a nil list.
func (r *slipReader) count(what string, isNil bool) int {
	n := r.num(what)
	switch {
	case n < 0 || n > len(r.data)-r.pos:
		r.fail(what, strconv.Itoa(n)+" "+what)
		return 0
	case isNil && n > 0:
		r.fail(what, strconv.Itoa(n)+" "+what+" in a nil list")
		return 0
	}
	return n
}

// text reads a string, its index in the line's Strings, into *dst, which
// is zero as the records are read into: "" leaves it as it is (storing a
// string costs more than reading it).
func (r *slipReader) text(dst *string, what string) {
	switch n := r.num(what); {
	case n < 0 || n > len(r.strings):
		r.fail(what, fmt.Sprintf("string %d is not among the %d strings", n, len(r.strings)))
	case n > 0:
		*dst = r.strings[n-1]
	}
}

// move reads a move, its index in the moves, and points *dst, nil as the
// records are read into, to a copy of it: none leaves it nil.
func (r *slipReader) move(dst **scoring.Move, what string) {
	switch n := r.num(what); {
	case n < 0 || n > len(r.moves):
		r.fail(what, fmt.Sprintf("move %d is not among the %d moves", n, len(r.moves)))
	case n > 0:
		if len(r.copies) == cap(r.copies) {
			r.copies = make([]scoring.Move, 0, r.chunk)
		}
		r.copies = append(r.copies, r.moves[n-1])
		*dst = &r.copies[len(r.copies)-1]
	}
}
