package duplicate_test

import (
	"errors"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/internal/duplicatetest"
)

// TestKeepRecordedSlip: a slip entered with Keep does not replace a
// different one recorded for its table and round (RULES §5: one slip per
// player and round); refused as a conflict that carries both slips, it
// records nothing. The same slip again, or a table without one, records as
// ever; without Keep the new slip corrects the old one.
func TestKeepRecordedSlip(t *testing.T) {
	deps := duplicatetest.Deps(t, duplicatetest.RO(t))
	columna := duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"}
	s, err := duplicatetest.Replay(duplicatetest.With(duplicatetest.Opening(), arbiter.SlipRecorded{Slip: arbiter.Slip{Round: 1, Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"}}))
	if err != nil {
		t.Fatal(err)
	}
	columan := duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMAN", Score: "78", Keep: true}
	evs, err := arbiter.Decide(s, columan, deps)
	rp, ok := errors.AsType[*arbiter.Replacement](err)
	if !ok || arbiter.ErrorCode(err) != arbiter.EConflict || len(evs) > 0 ||
		*rp != (arbiter.Replacement{Round: 1, Table: 1, Recorded: "H8 COLUMNA 78", Typed: "H8 COLUMAN 78"}) {
		t.Errorf("a different slip with Keep: %v, %v; want a conflict carrying both slips", evs, err)
	}
	columna.Keep = true
	if evs, err := arbiter.Decide(s, columna, deps); err != nil || len(evs) != 0 {
		t.Errorf("the same slip with Keep: %v, %v; want nothing to record", evs, err)
	}
	if evs, err := arbiter.Decide(s, duplicate.EnterSlip{Table: 2, None: true, Keep: true}, deps); err != nil || len(evs) != 1 {
		t.Errorf("a table without a slip, with Keep: %v, %v; want it recorded", evs, err)
	}
	columan.Keep = false
	if evs, err := arbiter.Decide(s, columan, deps); err != nil || len(evs) != 1 {
		t.Errorf("a different slip without Keep: %v, %v; want a correction", evs, err)
	} else if _, ok := evs[0].(arbiter.SlipCorrected); !ok {
		t.Errorf("a different slip without Keep: %T, want SlipCorrected", evs[0])
	}
}
