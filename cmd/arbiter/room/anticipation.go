package room

import (
	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/referee"
	"arbiter/reports"
	"arbiter/scoring"
)

// sheetAnswer fills a with what rec, a slip recorded, says of its round.
func sheetAnswer(rs *scoring.RuleSet, a *SlipAnswer, rec anticipation.SheetSlipRecorded) {
	if rec.Round > len(rec.Result.Rounds) {
		return
	}
	rr := rec.Result.Rounds[rec.Round-1]
	// No move (no slip) is shown as the duplicate game's no slip is: in red.
	v := arbiter.Verdict{Valid: len(rr.Moves) > 0, Credited: rr.Score}
	for _, m := range rr.Moves {
		v.Valid = v.Valid && m.Status == anticipation.StatusValid
	}
	if len(rr.Warnings) > 0 {
		v.Warning = rr.Warnings[0].Kind
	}
	a.Round, a.Recorded, a.Verdict = rec.Round, "recorded", &v
	a.Sentence = reports.AnticipationRoundText(rs, rr)
	a.Log = append(a.Log, referee.Sentence(rs, rec))
}
