package duplicate_test

import (
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/internal/duplicatetest"
)

// columnaSlip is table 1's slip H8 COLUMNA 78 in round 1 of [duplicatetest.Opening].
var columnaSlip = duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"}

// typed is columnaSlip as typed by operator, with the score written.
func typed(operator, score string) arbiter.SlipTyped {
	return arbiter.SlipTyped{Slip: arbiter.Slip{Round: 1, Table: 1, Position: "H8", Word: "COLUMNA", Score: score}, Operator: operator}
}

// doubleEntryCases are the slips of double entry for [TestDecide]: a slip
// counts once two operators typed it alike (RULES §5 adjudicates it then).
func doubleEntryCases(t *testing.T) []duplicatetest.Case {
	columna := duplicatetest.Move(t, "H8 COLUMNA")
	recorded := arbiter.SlipRecorded{Slip: arbiter.Slip{Round: 1, Table: 1, Position: "H8", Word: "COLUMNA", Score: "78",
		Verdict: arbiter.Verdict{Valid: true, Real: 78, Credited: 78, Move: &columna}}}
	return []duplicatetest.Case{
		{Name: "FirstTyping", Given: duplicatetest.Opening(), When: duplicate.TypeSlip{EnterSlip: columnaSlip, Operator: "Ana"},
			Want: []arbiter.Event{typed("Ana", "78")}},
		{Name: "SecondTypingAlike", Given: duplicatetest.With(duplicatetest.Opening(), typed("Ana", "78")), When: duplicate.TypeSlip{EnterSlip: columnaSlip, Operator: "Ioan"},
			Want: []arbiter.Event{typed("Ioan", "78"), recorded}},
		{Name: "SameOperatorTwice", Given: duplicatetest.With(duplicatetest.Opening(), typed("Ana", "78")), When: duplicate.TypeSlip{EnterSlip: columnaSlip, Operator: "Ana"},
			Want: []arbiter.Event{typed("Ana", "78")}},
		{Name: "SecondTypingDiffers", Given: duplicatetest.With(duplicatetest.Opening(), typed("Ana", "78")),
			When: duplicate.TypeSlip{EnterSlip: duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "73"}, Operator: "Ioan"},
			Want: []arbiter.Event{typed("Ioan", "73")}},
		{Name: "ThirdTypingSettles", Given: duplicatetest.With(duplicatetest.Opening(), typed("Ana", "78"), typed("Ioan", "73")),
			When: duplicate.TypeSlip{EnterSlip: columnaSlip, Operator: "Maria"},
			Want: []arbiter.Event{typed("Maria", "78"), recorded}},
		{Name: "AlikeAsRecorded", Given: duplicatetest.With(duplicatetest.Opening(), recorded, typed("Ana", "78")), When: duplicate.TypeSlip{EnterSlip: columnaSlip, Operator: "Ioan"},
			Want: []arbiter.Event{typed("Ioan", "78")}},
		{Name: "TypingNeedsOperator", Given: duplicatetest.Opening(), When: duplicate.TypeSlip{EnterSlip: columnaSlip, Operator: " "}, WantCode: arbiter.EInvalidInput},
		{Name: "TypingUnknownTable", Given: duplicatetest.Opening(), When: duplicate.TypeSlip{EnterSlip: duplicate.EnterSlip{Table: 9, None: true}, Operator: "Ana"},
			WantCode: arbiter.ENotFound},
	}
}

// TestDoubleEntryFold checks what waits for a second typing or for the
// referee, and that the referee's slip settles it.
func TestDoubleEntryFold(t *testing.T) {
	round := func(evs ...arbiter.Event) *arbiter.Round {
		t.Helper()
		s, err := duplicatetest.Replay(duplicatetest.With(duplicatetest.Opening(), evs...))
		if err != nil {
			t.Fatal(err)
		}
		return s.CurrentGame().Current()
	}
	if r := round(typed("Ana", "78")); len(r.Typed[1]) != 1 || len(r.Slips) != 0 {
		t.Errorf("one typing: %d pending, %d slips; want 1 pending and no slip (it does not count)", len(r.Typed[1]), len(r.Slips))
	}
	if r := round(typed("Ana", "78"), typed("Ana", "73")); len(r.Typed[1]) != 1 || r.Typed[1][0].Score != "73" {
		t.Errorf("an operator typing again: pending %+v, want their last typing alone", r.Typed[1])
	}
	mismatch := []arbiter.Event{typed("Ana", "78"), typed("Ioan", "73")}
	if r := round(mismatch...); len(r.Typed[1]) != 2 {
		t.Errorf("two typings that differ: pending %+v, want both for the referee", r.Typed[1])
	}
	settled := append(mismatch, arbiter.SlipRecorded{Slip: arbiter.Slip{Round: 1, Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"}})
	if r := round(settled...); len(r.Typed) != 0 || len(r.Slips[1]) != 1 {
		t.Errorf("settled by the referee: pending %+v, slips %d", r.Typed, len(r.Slips[1]))
	}
	if r := round(typed("Ana", "78"), typed("Ioan", "78")); len(r.Typed) != 0 {
		t.Errorf("two typings alike: pending %+v, want none", r.Typed)
	}
	if _, err := duplicatetest.Replay(duplicatetest.With(duplicatetest.Opening(), arbiter.SlipTyped{Slip: arbiter.Slip{Round: 4, Table: 1}, Operator: "Ana"})); err == nil {
		t.Error("a typing for a round that does not exist was folded")
	}
}

// TestDoubleEntryReadsAlike: two typings that say the same once read as
// the rules read them match (a position's letter in either case, Ă for A,
// a score with a leading zero); a different score still does not.
func TestDoubleEntryReadsAlike(t *testing.T) {
	s, err := duplicatetest.Replay(duplicatetest.With(duplicatetest.Opening(), typed("Ana", "78")))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		slip   duplicate.EnterSlip
		events int
	}{
		{duplicate.EnterSlip{Table: 1, Position: "h8", Word: "COLUMNĂ", Score: "078"}, 2},
		{duplicate.EnterSlip{Table: 1, Position: "h8", Word: "COLUMNĂ", Score: "0780"}, 1},
	} {
		evs, err := arbiter.Decide(s, duplicate.TypeSlip{EnterSlip: tc.slip, Operator: "Ioan"}, duplicatetest.Deps(t, duplicatetest.RO(t)))
		if err != nil || len(evs) != tc.events {
			t.Errorf("Ioan types %+v after Ana's H8 COLUMNA 78: %d events (%v), want %d", tc.slip, len(evs), err, tc.events)
		}
	}
}
