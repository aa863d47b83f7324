package free

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
)

// A board of a round is kept in snapshots as a short array when it holds
// only numbers — board, starter, replier, their ranks, their meetings
// before, done (1) or not (0), the two scores — and as an object
// otherwise (a forfeit, typings, a record, a Gibson, bye or reserved
// board, repeats avoided). The array is a third of the object's bytes and
// is read without reflection: a late command reads 8 rounds of 200 boards
// from the snapshot before it does anything else.

// plainFields is how many numbers the array of a plain board holds.
const plainFields = 9

// gameFields is a Game with the JSON of its fields, without its methods.
type gameFields Game

// plain reports whether g can be written as an array.
func (g Game) plain() bool {
	w := g.Why
	return g.Absent == nil && g.Typed == nil && g.Record == nil && w.Avoided == nil && !w.Gibson && !w.Bye && !w.Reserved
}

// MarshalJSON writes a plain board as an array, any other as an object.
func (g Game) MarshalJSON() ([]byte, error) {
	if !g.plain() {
		return json.Marshal(gameFields(g))
	}
	done := 0
	if g.Done {
		done = 1
	}
	b := make([]byte, 0, 48)
	b = append(b, '[')
	for i, n := range [plainFields]int{g.Board.Board, g.Start, g.Reply, g.Why.StartRank, g.Why.ReplyRank, g.Why.Met, done, g.StartScore, g.ReplyScore} {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(n), 10)
	}
	return append(b, ']'), nil
}

// UnmarshalJSON reads a board written either way.
func (g *Game) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	if len(data) == 0 || data[0] != '[' {
		return json.Unmarshal(data, (*gameFields)(g))
	}
	if data[len(data)-1] != ']' {
		return fmt.Errorf("free: a board %.40q is not an array of numbers", data)
	}
	var n [plainFields]int
	rest := data[1 : len(data)-1]
	for i := range n {
		field := rest
		if j := bytes.IndexByte(rest, ','); j >= 0 {
			field, rest = rest[:j], rest[j+1:]
		} else {
			rest = nil
		}
		if i < plainFields-1 && rest == nil {
			return fmt.Errorf("free: a board of %d numbers, want %d", i+1, plainFields)
		}
		v, err := strconv.Atoi(string(bytes.TrimSpace(field)))
		if err != nil {
			return fmt.Errorf("free: a board's number %.20q: %v", field, err)
		}
		n[i] = v
	}
	if rest != nil {
		return fmt.Errorf("free: a board of more than %d numbers", plainFields)
	}
	if n[6] != 0 && n[6] != 1 {
		return fmt.Errorf("free: a board's done %d, want 0 or 1", n[6])
	}
	*g = Game{Board: Board{Board: n[0], Start: n[1], Reply: n[2]}, Done: n[6] == 1, StartScore: n[7], ReplyScore: n[8]}
	g.Why.StartRank, g.Why.ReplyRank, g.Why.Met = n[3], n[4], n[5]
	return nil
}
