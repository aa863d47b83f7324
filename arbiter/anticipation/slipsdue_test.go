package anticipation_test

import (
	"reflect"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/scoring"
)

// RULES §8.10: in oarba a player who registered no groups hands in no
// slip, so slip entry does not wait for one (the room's missing tables,
// the close of a round).
func TestSlipsDue_BlindPlayerWithoutGroups(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	ss := anticipationSession(t, anticipation.Blind, "", nil)
	ss.must(anticipation.RegisterGroups{Table: 1, Groups: typedGroups(t, rs, "LA", "BRDEIOS")})
	ss.must(anticipation.DrawGroup{Group: 2})
	if due := arbiter.SlipsDueOf(&ss.s); !reflect.DeepEqual(due.Open, []arbiter.SlipsMissing{{Round: 1, Missing: []int{1}}}) {
		t.Errorf("round 1 waits for %+v, want table 1 alone (table 2 registered no groups)", due.Open)
	}
	ss.must(anticipation.EnterSheetSlip{Table: 1, Slip: anticipation.SheetSlip{Moves: []anticipation.SheetMove{sm("H8", "AL", 4), sm("8G", "BAR", 11)}, Total: fig(15)}})
	if due := arbiter.SlipsDueOf(&ss.s); len(due.Open) != 0 {
		t.Errorf("round 1 waits for %+v once table 1 handed in, want nothing", due.Open)
	}
}
