package reports

import (
	"arbiter/arbiter"
	"arbiter/arbiter/free"
	"arbiter/scoring"
)

// PageRecorded is the room's answer to a page's form recorded as
// events that are no judgement: each event in a sentence.
type PageRecorded struct {
	Recorded []string `json:"recorded"`
}

// PageAnswer is the room's answer to a kind's page form recorded as evs
// ([arbiter.PageSent]), in the language of rs: a challenge's verdict
// ([VerdictOf]), which the judging page shows in large type, else a
// [PageRecorded].
func PageAnswer(rs *scoring.RuleSet, evs []arbiter.Event) any {
	if len(evs) == 1 {
		if j, ok := evs[0].(free.Judged); ok {
			return VerdictOf(rs.Language, j)
		}
	}
	var a PageRecorded
	for _, e := range evs {
		a.Recorded = append(a.Recorded, EventText(rs, e))
	}
	return a
}
