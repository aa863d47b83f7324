package room

import (
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
	// No move (no slip) is shown as the duplicate game's no slip is: in red.
	v, _ := rec.SlipVerdict()
	a.Round, a.Recorded, a.Verdict = rec.Round, "recorded", &v
	a.Sentence = reports.AnticipationRoundText(rs, rec.Result.Rounds[rec.Round-1])
	a.Log = append(a.Log, referee.Sentence(rs, rec))
}
