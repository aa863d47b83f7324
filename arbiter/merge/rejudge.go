package merge

import (
	"fmt"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
)

// Rejudge decides again every slip of centre c's duplicate games, as its
// referee entered it, on the board and rack its log holds at that point,
// with deps (the prepared game's word list and move generator), and
// refuses the centre when one verdict differs from the one it recorded:
// its validity, real score, points credited, reason or warning. A hash
// chain without a key cannot tell a centre's rewritten log from its own
// (every hash recomputed), but the word list and the rules can: a slip
// rewritten to 500 points is not a move of that round. The error names
// the centre, the game, the round, the table and both verdicts.
func Rejudge(c Centre, deps arbiter.Deps) error {
	tournament, err := c.Kinds.DecodeRecords(c.Tournament)
	if err != nil {
		return centreError(c.Label, err)
	}
	s, err := arbiter.ReplayWith(c.Kinds, tournament)
	if err != nil {
		return centreError(c.Label, err)
	}
	for g, recs := range c.Games {
		evs, err := c.Kinds.DecodeRecords(recs)
		if err != nil {
			return centreError(c.Label, err)
		}
		for _, e := range evs {
			if sl, ok := slipOf(e); ok {
				if err := rejudgeSlip(s, sl, deps); err != nil {
					return arbiter.Errorf(arbiter.EConflict, "centre %s, game %d, round %d, table %d: %s", c.Label, g+1, sl.Round, sl.Table, err)
				}
			}
			if s, err = arbiter.Apply(s, e); err != nil {
				return centreError(c.Label, err)
			}
		}
	}
	return nil
}

// slipOf returns the slip a duplicate game's event records.
func slipOf(e arbiter.Event) (arbiter.Slip, bool) {
	switch e := e.(type) {
	case arbiter.SlipRecorded:
		return e.Slip, true
	case arbiter.SlipCorrected:
		return e.Slip, true
	}
	return arbiter.Slip{}, false
}

// rejudgeSlip decides slip sl again on s, the state before it was
// recorded, and compares the verdict with the one recorded.
func rejudgeSlip(s arbiter.State, sl arbiter.Slip, deps arbiter.Deps) error {
	evs, err := arbiter.Decide(s, duplicate.EnterSlip{Round: sl.Round, Table: sl.Table, Position: sl.Position, Word: sl.Word,
		Score: sl.Score, Position2: sl.Position2, Word2: sl.Word2, Score2: sl.Score2, Total: sl.Total, None: sl.None}, deps)
	if err != nil {
		return fmt.Errorf("the slip %s is recorded, and the rules refuse it: %s", written(sl), arbiter.ErrorMessage(err))
	}
	var again arbiter.Verdict
	found := false
	for _, e := range evs {
		if sl2, ok := slipOf(e); ok {
			again, found = sl2.Verdict, true
		}
	}
	if !found {
		return fmt.Errorf("the slip %s is recorded twice as it was written", written(sl))
	}
	if v := sl.Verdict; v.Valid != again.Valid || v.Real != again.Real || v.Credited != again.Credited ||
		v.Reason != again.Reason || v.Warning != again.Warning {
		return fmt.Errorf("the slip %s is recorded as %s, and the word list and the rules judge it %s: the centre's log was changed, or its word list is not the game's",
			written(sl), verdictText(v), verdictText(again))
	}
	return nil
}

// written is a slip as written, for messages.
func written(sl arbiter.Slip) string {
	if sl.None {
		return "(none)"
	}
	w := fmt.Sprintf("%q", sl.Position+" "+sl.Word+" "+sl.Score)
	if sl.Word2 != "" {
		w = fmt.Sprintf("%q", sl.Position+" "+sl.Word+" "+sl.Score+"; "+sl.Position2+" "+sl.Word2+" "+sl.Score2+" = "+sl.Total)
	}
	return w
}

// verdictText is a verdict's figures, for messages.
func verdictText(v arbiter.Verdict) string {
	t := fmt.Sprintf("credited %d (real score %d", v.Credited, v.Real)
	if !v.Valid {
		t += ", not valid: " + v.Reason
	}
	if v.Warning != "" {
		t += ", warning " + v.Warning
	}
	return t + ")"
}
