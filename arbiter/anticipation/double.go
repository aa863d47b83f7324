package anticipation

import (
	"fmt"
	"maps"
	"slices"

	"arbiter/arbiter"
)

// Double entry of an Anticipation game's slips: as the duplicate game's
// ([SlipTyped]), every slip is typed twice, by different operators, and
// counts only once two typings say the same.

// SheetSlipTyped records a slip of an Anticipation game as one operator
// typed it under double entry. It does not count: the slip is recorded
// (a [SheetSlipRecorded] in the same transaction) only when another
// operator typed it alike; typings that differ wait for the referee, who
// settles them by entering the slip ([EnterSheetSlip]).
type SheetSlipTyped struct {
	Table    int       `json:"table"`
	Round    int       `json:"round"`
	Slip     SheetSlip `json:"slip"`
	Operator string    `json:"operator"`
}

// Typing returns the typing recorded.
func (e SheetSlipTyped) Typing() arbiter.TypedSlip {
	return arbiter.TypedSlip{Round: e.Round, Table: e.Table, Operator: e.Operator, Written: e.Slip.String()}
}

// TypeSheetSlip is a slip of an Anticipation game typed by Operator under
// double entry (→ [SheetSlipTyped], followed by what [EnterSheetSlip]
// yields when another operator's pending typing of the same table and
// round says the same). An operator typing a slip again replaces their
// own pending typing.
type TypeSheetSlip struct {
	EnterSheetSlip
	Operator string
}

// typeSheetSlip decides a TypeSheetSlip: the slip is checked as entering
// it would check it.
func (d *decider) typeSheetSlip(c TypeSheetSlip) ([]arbiter.Event, error) {
	op, err := arbiter.OperatorName(fmt.Sprintf("table %d", c.Table), c.Operator)
	if err != nil {
		return nil, err
	}
	a := d.a
	if c.Round == 0 {
		c.Round = len(a.Played)
	}
	record, err := d.sheetSlip(c.EnterSheetSlip)
	if err != nil {
		return nil, err
	}
	slip, err := viaJSON(c.Slip)
	if err != nil {
		return nil, err
	}
	typed := SheetSlipTyped{Table: c.Table, Round: c.Round, Slip: slip, Operator: op}
	if _, settled := arbiter.TypingsAfter(a.Typings(c.Round, c.Table), typed, sameSheetSlipTyping); settled {
		return append([]arbiter.Event{typed}, record...), nil
	}
	return []arbiter.Event{typed}, nil
}

// Typings returns the pending typings of table's slip of round n.
func (a *Game) Typings(n, table int) []SheetSlipTyped {
	var out []SheetSlipTyped
	for _, t := range a.Typed[table] {
		if t.Round == n {
			out = append(out, t)
		}
	}
	return out
}

// applyTyped folds a SheetSlipTyped: it replaces the operator's own
// pending typing of the slip, and a typing that says the same as another
// operator's settles it (the slip is recorded by the next event).
func (a *Game) applyTyped(e SheetSlipTyped) error {
	if _, ok := a.Round(e.Round); !ok {
		return arbiter.Errorf(arbiter.ENotFound, "slip of table %d typed for round %d, which is not drawn", e.Table, e.Round)
	}
	var kept, round []SheetSlipTyped // other rounds' typings; this round's
	for _, p := range a.Typed[e.Table] {
		if p.Round != e.Round {
			kept = append(kept, p)
		} else {
			round = append(round, p)
		}
	}
	round, settled := arbiter.TypingsAfter(round, e, sameSheetSlipTyping)
	if settled {
		a.settleTypings(e.Round, e.Table)
		return nil
	}
	a.setTypings(e.Table, append(kept, round...))
	return nil
}

// settleTypings drops the pending typings of table's slip of round n:
// the slip is recorded.
func (a *Game) settleTypings(n, table int) {
	if len(a.Typings(n, table)) == 0 {
		return
	}
	a.setTypings(table, slices.DeleteFunc(slices.Clone(a.Typed[table]), func(p SheetSlipTyped) bool { return p.Round == n }))
}

// setTypings sets table's pending typings, on a copy of the map.
func (a *Game) setTypings(table int, typed []SheetSlipTyped) {
	a.Typed = maps.Clone(a.Typed)
	if a.Typed == nil {
		a.Typed = map[int][]SheetSlipTyped{}
	}
	a.Typed[table] = typed
	if len(typed) == 0 {
		delete(a.Typed, table)
	}
}

// TypedBy returns the operator who typed the slip.
func (t SheetSlipTyped) TypedBy() string { return t.Operator }

// sameSheetSlipTyping reports whether two typings of a slip say the same.
func sameSheetSlipTyping(a, b SheetSlipTyped) bool { return sameSheetTyping(a.Slip, b.Slip) }

// sameSheetTyping reports whether two typings of a slip say the same, as
// [sameTyping] compares the duplicate game's: positions' letters in either
// case, words with or without their diacritics, and the rounds cancelled
// in any order.
func sameSheetTyping(x, y SheetSlip) bool {
	return sheetTypingRead(x).Equal(sheetTypingRead(y))
}

// sheetTypingRead returns s as double entry compares it.
func sheetTypingRead(s SheetSlip) SheetSlip {
	s.Moves = slices.Clone(s.Moves)
	for i := range s.Moves {
		s.Moves[i].Position, s.Moves[i].Word = arbiter.PositionRead(s.Moves[i].Position), arbiter.WordRead(s.Moves[i].Word)
	}
	s.Cancel = slices.Sorted(slices.Values(s.Cancel))
	return s
}
