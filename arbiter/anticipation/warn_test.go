package anticipation_test

import (
	"slices"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/internal/kindtest"
	"arbiter/scoring"
)

// RULES §6 and §8.4: the referee warns in an Anticipation game. Table 1
// plays RULES §8.5's worked example, every figure right (AL 4 + BAR 11,
// ARAB 13, LEU 7: 35). A disciplinary warning before round 1 is warnings
// 1–4 (the 4th costs 5); two technical ones in round 2 are the 5th and
// 6th: 10 points there. Later slips keep them: after round 3 the total is
// 35 − 15 = 20. A
// disciplinary warning to table 2 in round 3, who handed in a slip in
// round 1 only, adjudicates their sheet up to round 3. The log replays to
// the same sheets.
func TestAnticipationGame_RefereeWarnings(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	ss := anticipationSession(t, anticipation.Classic, typedGroups(t, rs, "AL", "BRDEIOS", "AARNOST", "EUIMNOP"), nil)
	ss.refused(arbiter.GiveWarning{Table: 1, Kind: arbiter.Technical, Reason: "x"}, arbiter.EInvalidInput, "no round has been drawn")
	ss.must(arbiter.GiveWarning{Table: 1, Kind: arbiter.Disciplinary, Reason: "late to the table"})
	ss.playRound(2, map[int]anticipation.SheetSlip{
		1: {Moves: []anticipation.SheetMove{sm("H8", "AL", 4), sm("8G", "BAR", 11)}, Total: fig(15)},
		2: {Moves: []anticipation.SheetMove{sm("H8", "LA", 4)}},
	})
	ss.playRound(3, map[int]anticipation.SheetSlip{1: {Moves: []anticipation.SheetMove{sm("G5", "ARAB", 13)}}})
	ss.must(arbiter.GiveWarning{Table: 1, Round: 2, Kind: arbiter.Technical, Reason: "slip written in pencil"})
	ss.must(arbiter.GiveWarning{Table: 1, Round: 2, Kind: arbiter.Technical, Reason: "score crossed out"})
	ss.playRound(4, map[int]anticipation.SheetSlip{1: {Moves: []anticipation.SheetMove{sm("9H", "LEU", 7)}}})
	ss.must(arbiter.GiveWarning{Table: 2, Kind: arbiter.Disciplinary, Reason: "talking during the round"})
	ss.refused(arbiter.GiveWarning{Table: 2, Kind: arbiter.Elimination, Reason: "x"}, arbiter.EInvalidInput, "technical and disciplinary")
	ss.refused(arbiter.GiveWarning{Table: 2, Round: 4, Kind: arbiter.Technical, Reason: "x"}, arbiter.ENotFound, "no round 4")
	ss.refused(arbiter.GiveWarning{Table: 2, Kind: arbiter.Technical}, arbiter.EInvalidInput, "reason")
	ss.refused(arbiter.GiveWarning{Table: 9, Kind: arbiter.Technical, Reason: "x"}, arbiter.ENotFound, "no player at table 9")

	a := kindtest.Anticipation(ss.tb, ss.s.CurrentGame())
	one, two := a.Sheet(1).Result, a.Sheet(2).Result
	if one.Technical != 2 || one.Disciplinary != 1 || one.Rounds[1].Penalty != 10 || one.Penalty != 15 || one.Total != 20 {
		t.Errorf("table 1: A %d, D %d, round 2 penalty %d, penalty %d, total %d: want 2, 1, 10, 15, 20",
			one.Technical, one.Disciplinary, one.Rounds[1].Penalty, one.Penalty, one.Total)
	}
	// Table 2: LA 4, then no move; one disciplinary warning, 4 warnings:
	// the 4th costs 5.
	if len(two.Rounds) != 3 || two.Disciplinary != 1 || two.Penalty != 5 || two.Total != -1 {
		t.Errorf("table 2: %d rounds, D %d, penalty %d, total %d: want 3, 1, 5, -1", len(two.Rounds), two.Disciplinary, two.Penalty, two.Total)
	}
	if n := len(ss.s.CurrentGame().Warnings); n != 4 {
		t.Errorf("%d warnings in the game, want 4", n)
	}
	st, err := ss.s.Standings(1, arbiter.ByTotal)
	if err != nil {
		t.Fatal(err)
	}
	if st.Rows[0].Table != 1 || st.Rows[0].Total != 20 || st.Rows[0].Warnings != 3 || st.Rows[1].Total != -1 {
		t.Errorf("standings %+v: want table 1 with 20 (3 warnings), table 2 with -1", st.Rows)
	}
	ss.must(arbiter.EndGame{Reason: "test"})
	checkAnticipationReplay(t, ss)
}

// The warnings the console offers in an Anticipation game are those its
// Decide records (RULES §8.4: no elimination): each kind offered is taken,
// each other refused.
func TestWarningKinds_AreWhatDecideTakes(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	ss := anticipationSession(t, anticipation.Classic, typedGroups(t, rs, "AL", "BRDEIOS"), nil)
	ss.must(anticipation.DrawGroup{Group: 2})
	offered := arbiter.WarningKindsOf(&ss.s)
	if !slices.Equal(offered, []arbiter.WarningKind{arbiter.Technical, arbiter.Disciplinary}) {
		t.Errorf("offered %v, want technical and disciplinary", offered)
	}
	for _, k := range []arbiter.WarningKind{arbiter.Technical, arbiter.Disciplinary, arbiter.Elimination} {
		_, err := arbiter.Decide(ss.s, arbiter.GiveWarning{Table: 1, Kind: k, Reason: "x"}, ss.deps)
		if taken := err == nil; taken != slices.Contains(offered, k) {
			t.Errorf("%s warning: offered %v, Decide: %v", k, slices.Contains(offered, k), err)
		}
	}
}
