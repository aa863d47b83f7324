package anticipation

import (
	"encoding/json"
	"fmt"
	"strings"

	"arbiter/arbiter"
)

// Each event says what it records, as the log prints it.

func (e GroupsRegistered) String() string {
	return fmt.Sprintf("table %d: own groups registered: %s", e.Table, strings.Join(e.Groups, " "))
}

func (e GroupDrawn) String() string {
	how := "named by the referee"
	if e.ByLot {
		how = "drawn by lot"
	}
	if e.Round == 1 {
		return fmt.Sprintf("round 1: groups 1 and %d, %s", e.Group, how)
	}
	return fmt.Sprintf("round %d: group %d, %s", e.Round, e.Group, how)
}

func (e SheetSlipTyped) String() string {
	return fmt.Sprintf("round %d, table %d: slip typed by %s, to be compared: %s", e.Round, e.Table, e.Operator, e.Slip)
}

func (e SheetSlipRecorded) String() string {
	return fmt.Sprintf("round %d, table %d: slip %s; %s", e.Round, e.Table, e.Slip, e.Result.Summary())
}

func (e ControlGridNoted) String() string {
	grid := string(e.Grid)
	if e.Grid == GridHandedIn {
		grid = "handed in"
	}
	return fmt.Sprintf("table %d: control grid %s; %s", e.Table, grid, e.Result.Summary())
}

func (e SheetSettled) String() string {
	return fmt.Sprintf("table %d: sheet settled over %d rounds; %s", e.Table, len(e.Result.Rounds), e.Result.Summary())
}

// Summary sums up a sheet's adjudication: its total, warnings and, in
// Rezistenta, the round of abandonment.
func (r Result) Summary() string {
	s := fmt.Sprintf("sheet total %d", r.Total)
	if w := r.Technical + r.Disciplinary; w > 0 {
		s += fmt.Sprintf(" (%d technical, %d disciplinary warnings, penalty %d)", r.Technical, r.Disciplinary, r.Penalty)
	}
	if r.Abandoned > 0 {
		s += fmt.Sprintf(", abandoned in round %d", r.Abandoned)
	}
	return s
}

// SetupText words what a GameStarted sets up of an Anticipation game, after
// the game's number and seed.
func SetupText(a *arbiter.AnticipationSetup) string {
	switch {
	case Form(a.Form) == Blind:
		return fmt.Sprintf(", %s: each player registers their own groups", a.Form)
	case a.Drawn:
		return fmt.Sprintf(", %s, groups drawn: %s", a.Form, strings.Join(a.Groups, " "))
	}
	return fmt.Sprintf(", %s, groups typed: %s", a.Form, strings.Join(a.Groups, " "))
}

// SaidOf says what a built-in event holds of an Anticipation game: the
// setup a GameStarted records, and the sheet adjudicated with a warning
// (RULES §8.4).
func (discipline) SaidOf(e arbiter.Event) string {
	switch e := e.(type) {
	case arbiter.GameStarted:
		if e.Anticipation != nil {
			return SetupText(e.Anticipation)
		}
	case arbiter.WarningGiven:
		var sheet Result
		if len(e.Sheet) > 0 && json.Unmarshal(e.Sheet, &sheet) == nil {
			return "; " + sheet.Summary()
		}
	}
	return ""
}
