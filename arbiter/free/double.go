package free

import (
	"fmt"
	"slices"

	"arbiter/arbiter"
)

// Double entry of the boards' results, as of the duplicate game's slips
// ([arbiter.TypingsAfter]): under it a result typed on an entry page
// counts only once a second operator typed the same; typings that differ
// wait for the referee, who settles them by recording the result.

// TypeResult is a board's result typed by Operator under double entry
// (→ [ResultTyped], followed by what [RecordResult] yields when another
// operator's pending typing of the board says the same). A result the
// board has already changes nothing, and records no typing.
type TypeResult struct {
	RecordResult
	Operator string
}

// ResultTyped records a board's result as one operator typed it under
// double entry, the scores as the board seats them. It does not count:
// the result is recorded in the same transaction only when another
// operator typed it alike.
type ResultTyped struct {
	Round      int    `json:"round"`
	Board      int    `json:"board"`
	StartScore int    `json:"start_score"`
	ReplyScore int    `json:"reply_score"`
	Operator   string `json:"operator"`
}

func (ResultTyped) EventType() string       { return "free_result_typed" }
func (ResultTyped) EventKind() arbiter.Kind { return Kind }
func (TypeResult) command()                 {}

// TypedBy returns the operator who typed the result.
func (t ResultTyped) TypedBy() string { return t.Operator }

// sameResult reports whether two typings of a board say the same.
func sameResult(a, b ResultTyped) bool {
	return a.StartScore == b.StartScore && a.ReplyScore == b.ReplyScore
}

func decideTyped(s State, c TypeResult) ([]Event, error) {
	record, err := decideResult(s, c.RecordResult)
	if err != nil || len(record) == 0 {
		return record, err
	}
	g, _ := s.game(c.Round, c.A, c.B)
	op, err := arbiter.OperatorName(fmt.Sprintf("round %d, board %d", c.Round, g.Board.Board), c.Operator)
	if err != nil {
		return nil, err
	}
	start, reply := c.ScoreA, c.ScoreB
	if g.Start != c.A {
		start, reply = reply, start
	}
	typed := ResultTyped{Round: c.Round, Board: g.Board.Board, StartScore: start, ReplyScore: reply, Operator: op}
	if _, settled := arbiter.TypingsAfter(g.Typed, typed, sameResult); settled {
		return append([]Event{typed}, record...), nil
	}
	return []Event{typed}, nil
}

// applyTyped folds a typing into its board's pending typings: it replaces
// the operator's own, and one alike another's settles the board (the
// result is recorded by the next event).
func applyTyped(s State, e ResultTyped) (State, error) {
	return withBoard(s, e, e.Round, e.Board, func(g *Game) {
		kept, settled := arbiter.TypingsAfter(g.Typed, e, sameResult)
		g.Typed = kept
		if settled {
			g.Typed = nil
		}
	})
}

// Typings returns the typings of round r not settled yet, by board: one
// awaits a second operator, several differ.
func Typings(s State, r int) map[int][]ResultTyped {
	round, ok := s.Round(r)
	if !ok {
		return nil
	}
	out := map[int][]ResultTyped{}
	for _, g := range round.Boards {
		if len(g.Typed) > 0 {
			out[g.Board.Board] = slices.Clone(g.Typed)
		}
	}
	return out
}
