package anticipation

import (
	"errors"
	"testing"
)

// cascadeRounds are the first three rounds of the sheet of
// TestCascade_SparesCrossWordMoveAndRescoresIt, every figure right: AL 4,
// BAR 11 (total 15), ARAB 13, LEU 7: 35 points.
func cascadeRounds() []Slip {
	return []Slip{
		{Group: 2, Moves: []Written{mv("H8", "AL", 4), mv("8G", "BAR", 11)}, Total: total(15)},
		{Group: 3, Moves: []Written{mv("G5", "ARAB", 13)}},
		{Group: 4, Moves: []Written{mv("9H", "LEU", 7)}},
	}
}

// RULES §6 and §8.4: the referee's warnings add to those of the slips,
// in the order given. A disciplinary warning before round 1 is warnings
// 1–4 (the 4th: 5 points); one in round 2 is warnings 5–8 (20 points, in
// round 2, not capped); a technical one in round 3 is the 9th (5 points,
// capped at LEU's 7): 30 in all, and the total is 35 − 30 = 5.
func TestRefereeWarnings(t *testing.T) {
	rs := judge(t).RS
	res := adjudicate(t, Sheet{Form: Classic, Groups: groups(t, rs, "AL", "BRDEIOS", "AARNOST", "EUIMNOP"),
		Rounds: cascadeRounds(), Warnings: []Warning{
			{Round: 0, Disciplinary: true, Reason: "late to the table"},
			{Round: 3, Reason: "slip written in pencil"},
			{Round: 2, Disciplinary: true, Reason: "talking during the round"},
		}})
	if got := warnings(res, 3); len(got) != 1 || got[0] != KindRefereeWarning || res.Rounds[2].Warnings[0].Word != "slip written in pencil" {
		t.Errorf("round 3 warnings %v, want the referee's", res.Rounds[2].Warnings)
	}
	if len(res.DisciplinaryFindings) != 2 || res.DisciplinaryFindings[1] != (Finding{Kind: KindRefereeWarning, Word: "talking during the round", Round: 2}) {
		t.Errorf("disciplinary findings %v, want the referee's two", res.DisciplinaryFindings)
	}
	if res.Score != 35 || res.Technical != 1 || res.Disciplinary != 2 || res.Rounds[1].Penalty != 20 || res.Rounds[2].Penalty != 5 || res.Penalty != 30 || res.Total != 5 {
		t.Errorf("score %d, A %d, D %d, round 2 penalty %d, round 3 penalty %d, penalty %d, total %d: want 35, 1, 2, 20, 5, 30, 5",
			res.Score, res.Technical, res.Disciplinary, res.Rounds[1].Penalty, res.Rounds[2].Penalty, res.Penalty, res.Total)
	}
}

// RULES §6: a technical warning the referee gives is capped, with the
// round's others, at the round's score. Three wrong figures in round 1,
// then the referee's technical warning in round 2 is the 4th: 5 points,
// and ARAB counts 13, so 5.
func TestRefereeTechnicalWarningCosts(t *testing.T) {
	rs := judge(t).RS
	rounds := cascadeRounds()
	rounds[0].Moves[0].Score, rounds[0].Moves[1].Score, rounds[0].Total = total(5), total(10), total(14)
	res := adjudicate(t, Sheet{Form: Classic, Groups: groups(t, rs, "AL", "BRDEIOS", "AARNOST", "EUIMNOP"),
		Rounds: rounds, Warnings: []Warning{{Round: 2, Reason: "position not legible"}}})
	if res.Technical != 4 || res.Rounds[1].Penalty != 5 || res.Total != 30 {
		t.Errorf("A %d, round 2 penalty %d, total %d: want 4, 5, 30", res.Technical, res.Rounds[1].Penalty, res.Total)
	}
}

// RULES §8.9: in Rezistenta a disciplinary warning (4 technical) costs a
// ranking point, never points of the score.
func TestRefereeWarningRezistenta(t *testing.T) {
	rs := judge(t).RS
	res := adjudicate(t, Sheet{Form: Rezistenta, Groups: groups(t, rs, "AL", "AEEGLNR"),
		Rounds:   []Slip{{Group: 2, Moves: []Written{mv("H8", "AL", 4), mv("I2", "GENERAL", generalScore)}, Total: total(73)}},
		Warnings: []Warning{{Round: 1, Disciplinary: true, Reason: "talking during the round"}}})
	if res.Disciplinary != 1 || res.RankingPenalty != 1 || res.RankingPoints != 0 || res.Penalty != 0 || res.Total != 73 {
		t.Errorf("D %d, ranking −%d = %d, penalty %d, total %d: want 1, −1 = 0, 0, 73",
			res.Disciplinary, res.RankingPenalty, res.RankingPoints, res.Penalty, res.Total)
	}
}

// A warning outside the sheet's rounds is a sheet error naming the round:
// a technical one before round 1, or one of a round the sheet does not
// hold.
func TestRefereeWarningOutsideSheet(t *testing.T) {
	rs := judge(t).RS
	for _, w := range []Warning{{Round: 0, Reason: "x"}, {Round: 4, Reason: "x"}, {Round: 4, Disciplinary: true, Reason: "x"}} {
		s := Sheet{Form: Classic, Groups: groups(t, rs, "AL", "BRDEIOS", "AARNOST", "EUIMNOP"), Rounds: cascadeRounds(), Warnings: []Warning{w}}
		_, err := judge(t).Adjudicate(&s)
		if se, ok := errors.AsType[*SheetError](err); !ok || se.Field != "warnings" || se.Round != w.Round {
			t.Errorf("warning %+v: error %v, want a sheet error on warnings of round %d", w, err, w.Round)
		}
	}
}
