package referee

import (
	"fmt"
	"strings"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
)

// anticipationSentence words an event of an Anticipation game (RULES §8),
// false for any other event.
func anticipationSentence(e arbiter.Event) (string, bool) {
	switch e := e.(type) {
	case anticipation.GroupsRegistered:
		return fmt.Sprintf("table %d: own groups registered: %s", e.Table, strings.Join(e.Groups, " ")), true
	case anticipation.GroupDrawn:
		how := "named by the referee"
		if e.ByLot {
			how = "drawn by lot"
		}
		if e.Round == 1 {
			return fmt.Sprintf("round 1: groups 1 and %d, %s", e.Group, how), true
		}
		return fmt.Sprintf("round %d: group %d, %s", e.Round, e.Group, how), true
	case anticipation.SheetSlipTyped:
		return fmt.Sprintf("round %d, table %d: slip typed by %s, to be compared: %s", e.Round, e.Table, e.Operator, e.Slip), true
	case anticipation.SheetSlipRecorded:
		return fmt.Sprintf("round %d, table %d: slip %s; %s", e.Round, e.Table, e.Slip, resultText(e.Result)), true
	case anticipation.ControlGridNoted:
		return fmt.Sprintf("table %d: control grid %s; %s", e.Table, gridText(e.Grid), resultText(e.Result)), true
	case anticipation.SheetSettled:
		return fmt.Sprintf("table %d: sheet settled over %d rounds; %s", e.Table, len(e.Result.Rounds), resultText(e.Result)), true
	}
	return "", false
}

// anticipationStart words what a GameStarted sets up of an Anticipation
// game.
func anticipationStart(a *arbiter.AnticipationSetup) string {
	switch {
	case anticipation.Form(a.Form) == anticipation.Blind:
		return fmt.Sprintf(", %s: each player registers their own groups", a.Form)
	case a.Drawn:
		return fmt.Sprintf(", %s, groups drawn: %s", a.Form, strings.Join(a.Groups, " "))
	}
	return fmt.Sprintf(", %s, groups typed: %s", a.Form, strings.Join(a.Groups, " "))
}

// gridText names a control grid's state.
func gridText(g anticipation.Grid) string {
	if g == anticipation.GridHandedIn {
		return "handed in"
	}
	return string(g)
}

// resultText sums up a sheet's adjudication: its total, warnings and, in
// Rezistenta, the round of abandonment.
func resultText(r anticipation.Result) string {
	s := fmt.Sprintf("sheet total %d", r.Total)
	if w := r.Technical + r.Disciplinary; w > 0 {
		s += fmt.Sprintf(" (%d technical, %d disciplinary warnings, penalty %d)", r.Technical, r.Disciplinary, r.Penalty)
	}
	if r.Abandoned > 0 {
		s += fmt.Sprintf(", abandoned in round %d", r.Abandoned)
	}
	return s
}
