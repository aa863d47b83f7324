package snapshot

import (
	"slices"
	"strconv"

	"arbiter/arbiter"
)

// Flags of a tally's records.
const (
	tallyCancelled = 1 << iota
	tallyFlags     = tallyCancelled
)

// Flags of a table's line in a tally.
const (
	lineHasSlip = 1 << iota
	lineTop
	lineInvalidTop
	lineFlags = lineHasSlip | lineTop | lineInvalidTop
)

// appendTally appends to out the records of t, a round's tally, which a
// reader of the standings reads instead of the round's slips: first the
// round's flags (1 Cancelled) and its top's score, then for each table's
// line the table less the previous line's, the line's flags (1 HasSlip, 2
// Top, 4 InvalidTop), its score and its technical warnings. Records and
// numbers are written as a slip's (see slipWriter).
func appendTally(out []byte, t arbiter.RoundTally) []byte {
	w := slipWriter{out: out}
	w.record(true)
	w.num(bit(tallyCancelled, t.Cancelled))
	w.num(t.TopScore)
	prev := 0
	for _, l := range t.Lines {
		w.record(false)
		w.num(l.Table - prev)
		prev = l.Table
		w.num(bit(lineHasSlip, l.HasSlip) | bit(lineTop, l.Top) | bit(lineInvalidTop, l.InvalidTop))
		w.num(l.Score)
		w.num(l.Technical)
	}
	return w.out
}

// readTally reads back the tally appendTally wrote of round k of game n.
func readTally(data []byte, n, k int) (*arbiter.RoundTally, error) {
	r := slipReader{game: n, round: k}
	t := &arbiter.RoundTally{Lines: make([]arbiter.TableTally, 0, max(records(data)-1, 0))}
	table := 0
	r.read(data, "tally", func(i int) {
		if i == 0 {
			t.Cancelled = r.flags(tallyFlags)&tallyCancelled != 0
			t.TopScore = r.num("top score")
			return
		}
		step := r.num("table")
		if step <= 0 && i > 1 {
			r.fail("table", strconv.Itoa(step)+": tables out of order")
		}
		table += step
		flags := r.flags(lineFlags)
		t.Lines = append(t.Lines, arbiter.TableTally{Table: table, HasSlip: flags&lineHasSlip != 0,
			Top: flags&lineTop != 0, InvalidTop: flags&lineInvalidTop != 0, Score: r.num("score"), Technical: r.num("technical")})
	})
	if r.err != nil {
		return nil, r.err
	}
	return t, nil
}

// sameTally reports whether a and b are the same tally.
func sameTally(a, b arbiter.RoundTally) bool {
	return a.Cancelled == b.Cancelled && a.TopScore == b.TopScore && slices.Equal(a.Lines, b.Lines)
}
