package duplicate_test

import (
	"errors"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/internal/duplicatetest"
	"arbiter/arbiter/snapshot"
	"arbiter/scoring"
)

// TestTypingErrors: what only a typist's finger writes is refused as
// invalid input and records nothing; what a player may write is judged.
func TestTypingErrors(t *testing.T) {
	withJoker := duplicatetest.With(duplicatetest.Opening()[:4], arbiter.RackDrawn{Round: 1, New: "ACLMNO?", Manual: true})
	completiv := duplicatetest.With(duplicatetest.Opening()[:3], arbiter.GameStarted{Game: 1, Seed: 42, Variant: scoring.Completiv},
		arbiter.RackDrawn{Round: 1, New: "ACLMNO", Manual: true})
	tests := []struct {
		name    string
		given   []arbiter.Event
		slip    duplicate.EnterSlip
		refused string // the field in error
	}{
		{"OffTheBoard", duplicatetest.Opening(), duplicate.EnterSlip{Table: 1, Position: "Z9", Word: "COLUMNA", Score: "78"}, "position"},
		{"NumberPast15", duplicatetest.Opening(), duplicate.EnterSlip{Table: 1, Position: "H16", Word: "COLUMNA", Score: "78"}, "position"},
		// A position that cannot be read at all may be what the player
		// wrote: judged (0 points).
		{"Unreadable", duplicatetest.Opening(), duplicate.EnterSlip{Table: 1, Position: "H", Word: "COLUMNA", Score: "78"}, ""},
		// Caps lock: every letter a joker, the rack holding none.
		{"CapsLock", duplicatetest.Opening(), duplicate.EnterSlip{Table: 1, Position: "H8", Word: "columna", Score: "78"}, "word"},
		{"OneJokerTooMany", withJoker, duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLuMnA", Score: "70"}, "word"},
		{"TheRacksJoker", withJoker, duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLuMNA", Score: "76"}, ""},
		// Even one joker more than the rack and the board hold.
		{"JokerMarkedWithoutOne", duplicatetest.Opening(), duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNa", Score: "77"}, "word"},
		// Completiv's rule 3 (RULES §7.2) judges a letter marked beyond
		// the jokers left.
		{"CompletivMarks", completiv, duplicate.EnterSlip{Table: 1, Position: "H8", Word: "cOLUMNA", Score: "75"}, ""},
		{"NoSlip", duplicatetest.Opening(), duplicate.EnterSlip{Table: 1, None: true}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, evs, err := duplicatetest.Decide(t, tt.given, tt.slip)
			field := ""
			if te, ok := errors.AsType[*arbiter.TypingError](err); ok && arbiter.ErrorCode(err) == arbiter.EInvalidInput {
				field = te.Field
			}
			if field != tt.refused || err != nil && (field == "" || len(evs) > 0) {
				t.Errorf("Decide(%+v) = %v, %v; want refused in field %q", tt.slip, evs, err, tt.refused)
			}
		})
	}
}

// TestLateSlip: a slip entered after "Stop!" or in a closed round is
// marked late (RULES §4.5), one entered before is not, and entering the
// same slip again after Stop! changes nothing.
func TestLateSlip(t *testing.T) {
	t0 := time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC) // "Start!"
	started := duplicatetest.With(duplicatetest.Opening(), arbiter.TimerStarted{Round: 1, At: t0, Seconds: 180})
	closed := duplicatetest.With(started, arbiter.TopChosen{Round: 1, Move: duplicatetest.Move(t, "H8 COLUMNA"), Choice: 1}, arbiter.RoundClosed{Round: 1})
	slip := duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"}
	at := func(d time.Duration) duplicate.EnterSlip { c := slip; c.At = t0.Add(d); return c }
	tests := []struct {
		name   string
		given  []arbiter.Event
		slip   duplicate.EnterSlip
		late   bool
		events int
	}{
		{"BeforeStop", started, at(time.Minute), false, 1},
		{"AfterStop", started, at(3*time.Minute + time.Second), true, 1},
		{"ClosedRound", closed, at(time.Minute), true, 1},
		{"TimeUnknown", closed, slip, false, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, evs, err := duplicatetest.Decide(t, tt.given, tt.slip)
			if err != nil || len(evs) != tt.events {
				t.Fatalf("Decide() = %v, %v", evs, err)
			}
			if got := evs[0].(arbiter.SlipRecorded).Late; got != tt.late {
				t.Errorf("late = %v, want %v", got, tt.late)
			}
		})
	}
	s, err := duplicatetest.Replay(duplicatetest.With(started, arbiter.SlipRecorded{Slip: arbiter.Slip{Round: 1, Table: 1, Position: "H8", Word: "COLUMNA", Score: "78", Late: true}}))
	if err != nil {
		t.Fatal(err)
	}
	// The mark is kept by a snapshot.
	data, err := snapshot.Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	if back, err := snapshot.Decode(data); err != nil || !back.CurrentGame().Rounds[0].Slips[1][0].Late {
		t.Errorf("the late mark read back from a snapshot: %v", err)
	}
	if evs, err := arbiter.Decide(s, at(time.Hour), duplicatetest.Deps(t, duplicatetest.RO(t))); err != nil || len(evs) != 0 {
		t.Errorf("the same slip again after Stop! = %v, %v; want nothing recorded", evs, err)
	}
}
