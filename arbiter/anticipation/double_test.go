package anticipation_test

import (
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/internal/kindtest"
	"arbiter/scoring"
)

// typeSheet types table's slip of the current round as operator.
func (ss *antSession) typeSheet(operator string, table int, s anticipation.SheetSlip) {
	ss.tb.Helper()
	ss.must(anticipation.TypeSheetSlip{EnterSheetSlip: anticipation.EnterSheetSlip{Table: table, Slip: s}, Operator: operator})
}

// slipsOf returns how many slips table's sheet holds.
func (ss *antSession) slipsOf(table int) int {
	return len(kindtest.Anticipation(ss.tb, ss.s.CurrentGame()).Sheet(table).Slips)
}

// Double entry of an Anticipation game's slips (RULES §8.2–§8.5): a slip
// counts once two operators typed it alike, read as the rules read it (a
// position's letter in either case, the rounds cancelled in any order);
// typings that differ wait for the referee, who settles them by entering
// the slip; an operator typing again replaces their own typing. The log
// replays to the same sheets and pending typings.
func TestAnticipationGame_DoubleEntry(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	ss := anticipationSession(t, anticipation.Classic, typedGroups(t, rs, "AL", "BRDEIOS", "AARNOST", "EUIMNOP", "AEGINRT"), nil)
	ss.must(anticipation.DrawGroup{Group: 2})
	opening := anticipation.SheetSlip{Moves: []anticipation.SheetMove{sm("H8", "AL", 4), sm("8G", "BAR", 11)}, Total: fig(15)}
	ss.typeSheet("Ana", 1, opening)
	if n, typed := ss.slipsOf(1), kindtest.Anticipation(ss.tb, ss.s.CurrentGame()).Typings(1, 1); n != 0 || len(typed) != 1 {
		t.Fatalf("one typing: %d slips, %d typings; want 0 and 1", n, len(typed))
	}
	ss.typeSheet("Ana", 1, opening) // the same operator again: still one typing
	ss.typeSheet("Ioan", 1, anticipation.SheetSlip{Moves: []anticipation.SheetMove{sm("h8", "AL", 4), sm(" 8g", "BAR", 11)}, Total: fig(15)})
	if res := kindtest.Anticipation(ss.tb, ss.s.CurrentGame()).Sheet(1).Result; ss.slipsOf(1) != 1 || res.Total != 15 || len(kindtest.Anticipation(ss.tb, ss.s.CurrentGame()).Typed) != 0 {
		t.Errorf("two typings alike: %d slips, total %d, typings %v; want the slip recorded for 15, none pending",
			ss.slipsOf(1), res.Total, kindtest.Anticipation(ss.tb, ss.s.CurrentGame()).Typed)
	}
	ss.typeSheet("Ana", 2, anticipation.SheetSlip{Moves: []anticipation.SheetMove{sm("H8", "LA", 4)}})
	ss.typeSheet("Ioan", 2, anticipation.SheetSlip{Moves: []anticipation.SheetMove{sm("H8", "LA", 5)}})
	if n, typed := ss.slipsOf(2), kindtest.Anticipation(ss.tb, ss.s.CurrentGame()).Typings(1, 2); n != 0 || len(typed) != 2 {
		t.Errorf("typings that differ: %d slips, %d typings; want 0 and 2 for the referee", n, len(typed))
	}
	ss.must(anticipation.EnterSheetSlip{Table: 2, Slip: anticipation.SheetSlip{Moves: []anticipation.SheetMove{sm("H8", "LA", 4)}}})
	if n, typed := ss.slipsOf(2), kindtest.Anticipation(ss.tb, ss.s.CurrentGame()).Typings(1, 2); n != 1 || len(typed) != 0 {
		t.Errorf("settled by the referee: %d slips, %d typings; want 1 and 0", n, len(typed))
	}
	ss.refused(anticipation.TypeSheetSlip{EnterSheetSlip: anticipation.EnterSheetSlip{Table: 1, Slip: opening}, Operator: " "}, arbiter.EInvalidInput, "operator's name")
	ss.refused(anticipation.TypeSheetSlip{EnterSheetSlip: anticipation.EnterSheetSlip{Table: 1, Round: 2, Slip: opening}, Operator: "Ana"}, arbiter.ERoundClosed, "round 2 is not drawn")
	ss.must(arbiter.CloseRound{})
	ss.playRound(3, map[int]anticipation.SheetSlip{1: {Moves: []anticipation.SheetMove{sm("G5", "ARAB", 13)}}})
	ss.playRound(4, map[int]anticipation.SheetSlip{1: {Moves: []anticipation.SheetMove{sm("9H", "LEU", 7)}}})
	ss.must(anticipation.DrawGroup{Group: 5})
	ss.typeSheet("Ana", 1, anticipation.SheetSlip{Pass: true, Cancel: []int{3, 2}})
	ss.typeSheet("Ioan", 1, anticipation.SheetSlip{Pass: true, Cancel: []int{2, 3}})
	// LEU and ARAB withdrawn: AL and BAR stand, 15.
	if res := kindtest.Anticipation(ss.tb, ss.s.CurrentGame()).Sheet(1).Result; ss.slipsOf(1) != 4 || res.Total != 15 {
		t.Errorf("the cancellations typed in two orders: %d slips, total %d; want 4 and 15", ss.slipsOf(1), res.Total)
	}
	ss.typeSheet("Ana", 2, anticipation.SheetSlip{Pass: true})
	checkAnticipationReplay(t, ss)
}
