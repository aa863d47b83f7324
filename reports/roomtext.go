package reports

import (
	"cmp"
	"errors"
	"fmt"
	"strings"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/problem"
	"arbiter/arbiter/slipinput"
	"arbiter/draw"
	"arbiter/scoring"
)

// roomText is what the web room says in sentences in one language: the
// refusals its pages show and the events its console lists. Each format
// names its values by index, so that a language may leave one out or put
// them in its own order.
type roomText struct {
	// input says a slip that cannot be read (slipinput): %[1]d the table,
	// %[2]s the field's name, %[3]s what was typed.
	input map[slipinput.Kind]string
	// refusals say a slip the rules refuse: %[1]d the game, %[2]d the
	// round, %[3]d the table, %[4]s what was typed, %[5]d the jokers it
	// marks, %[6]d those the rack and the board hold.
	refusals map[arbiter.RefusalKind]string
	// codes say any other refusal by its stable code; English has none:
	// the service's own messages are English.
	codes map[arbiter.Code]string
	// events say what the console recorded (see [EventText]).
	events eventText
	// soloRemoved and soloGiven say what a late slip changed of a closed
	// round's solo: %[1]d the round, %[2]d the table, %[3]s the player,
	// %[4]d the bonus.
	soloRemoved, soloGiven string
}

// eventText holds the formats of the events the room's console and entry
// page record; %[1]d is always the round (the game for gameStarted).
type eventText struct {
	rack, rackManual, rackRejected  string // %[2]s the rack, the reason
	top, topInvalid                 string // %[2]s the top, %[3]d its score; the reason
	slip, corrected, late           string // %[2]d the table, %[3]s the slip, %[4]s the verdict, %[5]d the points
	withdrawn, warning              string // %[2]d the table, %[3]s the reason, %[4]s the warning's kind
	warningWithdrawn                string // as warning: the reason it is withdrawn for
	tableWarning, tableWithdrawn    string // as warning and warningWithdrawn, for no round: a problem's, one before round 1
	typed                           string // %[2]d the table, %[3]s the operator, %[4]s the slip
	closed, cancelled               string // %[2]s the reason
	gameStarted, gameEnded          string // %[1]d the game, %[2]s the variant; the reason
	started, paused, resumed, reset string // %[2]s the time, %[3]s the thinking time
	noSlip                          string
}

// roomTextFor returns the room's sentences in language (ro, it, fr, en);
// English for any other.
func roomTextFor(language string) roomText {
	switch language {
	case "ro":
		return roomTextRO
	case "it":
		return roomTextIT
	case "fr":
		return roomTextFR
	}
	return roomTextEN
}

// RefusalText says err, a refusal of what a page sent, in language: a
// slip that cannot be read, one the rules refuse, or any refusal by its
// code; false for an error that is none of these.
func RefusalText(language string, err error) (string, bool) {
	t, l := roomTextFor(language), RoomLabelsFor(language)
	if e, ok := errors.AsType[*slipinput.Error](err); ok {
		if f := t.input[e.Kind]; f != "" {
			return fill(f, e.Table, l.field(e.Field), e.Value, e.Limit), true
		}
	}
	if r, ok := errors.AsType[*arbiter.Refusal](err); ok {
		if f := cmp.Or(t.refusals[r.Kind], screenRefusal(language, r.Kind)); f != "" {
			return fill(f, r.Game, r.Round, r.Table, r.Value, r.Count, r.Limit), true
		}
	}
	if e, ok := errors.AsType[*arbiter.Error](err); ok {
		if f := cmp.Or(t.codes[e.Code], screenCode(language, e.Code)); f != "" {
			return f, true
		}
	}
	return "", false
}

// fill fills format's values from args, which it may name or not: a
// format that names none is the sentence itself.
func fill(format string, args ...any) string {
	if !strings.Contains(format, "%") {
		return format
	}
	return fmt.Sprintf(format, args...)
}

// field names a slip form's field in the page's words.
func (l RoomLabels) field(name string) string {
	return map[string]string{slipinput.FieldTable: l.Table, slipinput.FieldPosition: l.Position, slipinput.FieldWord: l.Word,
		slipinput.FieldScore: l.Score, slipinput.FieldPosition2: l.Position2, slipinput.FieldWord2: l.Word2,
		slipinput.FieldScore2: l.Score2, slipinput.FieldTotal: l.Total, slipinput.FieldCancel: l.Anticipation.Cancel,
		slipinput.FieldPass: l.Anticipation.Pass}[name]
}

// EventText says event e as the room lists it, in the language of rs,
// the tournament's rule set (racks and moves in its notation).
func EventText(rs *scoring.RuleSet, e arbiter.Event) string {
	t, l := roomTextFor(rs.Language).events, RoomLabelsFor(rs.Language)
	switch e := e.(type) {
	case arbiter.RackDrawn:
		f := t.rack
		if e.Manual {
			f = t.rackManual
		}
		rack := announced(rs, e.Remainder, e.New)
		if e.Remainder2 != "" || e.New2 != "" {
			rack += " / " + announced(rs, e.Remainder2, e.New2)
		}
		return fmt.Sprintf(f, e.Round, rack)
	case arbiter.RackRejected:
		return fmt.Sprintf(t.rackRejected, e.Round, e.Reason)
	case arbiter.TopChosen:
		return fmt.Sprintf(t.top, e.Round, e.Announced().Format(rs), e.Score())
	case arbiter.TopInvalidated:
		return fmt.Sprintf(t.topInvalid, e.Round, e.Reason)
	case arbiter.SlipRecorded:
		return slipText(rs, t, t.slip, e.Slip)
	case arbiter.SlipCorrected:
		return slipText(rs, t, t.corrected, e.Slip)
	case anticipation.SheetSlipRecorded:
		return fmt.Sprintf(t.slip, e.Round, e.Table, e.Slip.String(), SlipVerdictText(rs, e), e.SlipOutcome().Verdict.Credited)
	case arbiter.SlipWithdrawn:
		return fmt.Sprintf(t.withdrawn, e.Round, e.Table, e.Reason)
	case arbiter.WarningGiven:
		return warningText(l, e.Round, e.Table, e.Reason, e.Kind, t.warning, t.tableWarning)
	case arbiter.WarningWithdrawn:
		return warningText(l, e.Round, e.Table, e.Reason, e.Kind, t.warningWithdrawn, t.tableWithdrawn)
	case arbiter.SlipTyped:
		return fmt.Sprintf(t.typed, e.Round, e.Table, e.Operator, e.Written())
	case anticipation.SheetSlipTyped:
		return fmt.Sprintf(t.typed, e.Round, e.Table, e.Operator, e.Slip.String())
	case anticipation.GroupDrawn:
		return anticipationTextFor(rs.Language).groupDrawnText(e)
	case arbiter.RoundClosed:
		return fmt.Sprintf(t.closed, e.Round)
	case arbiter.RoundCancelled:
		return fmt.Sprintf(t.cancelled, e.Round, e.Reason)
	case arbiter.GameStarted:
		return fmt.Sprintf(t.gameStarted, e.Game, e.Variant)
	case arbiter.GameEnded:
		return fmt.Sprintf(t.gameEnded, 0, joinNonEmpty(e.Text, e.Reason))
	case arbiter.TimerStarted:
		return fmt.Sprintf(t.started, e.Round, clock(e.At), minutes(e.Seconds))
	case arbiter.TimerPaused:
		return fmt.Sprintf(t.paused, e.Round, clock(e.At))
	case arbiter.TimerResumed:
		return fmt.Sprintf(t.resumed, e.Round, clock(e.At))
	case arbiter.TimerReset:
		return fmt.Sprintf(t.reset, e.Round, clock(e.At))
	case problem.SolutionHandedIn:
		return solutionText(rs.Language, e, "")
	case problem.SolutionCorrected:
		return solutionText(rs.Language, e.SolutionHandedIn, e.Reason)
	case arbiter.DoubleEntrySet:
		return l.DoubleEntry + map[bool]string{true: " ✓", false: " ✗"}[e.On]
	case said: // an event of a kind of its own
		return ScreenText(rs.Language, e.Said())
	}
	return fmt.Sprintf("%T", e)
}

// warningText says a warning of kind given or withdrawn at table in round
// with format f, or with untimed when it is for no round (round 0).
func warningText(l RoomLabels, round, table int, reason string, kind arbiter.WarningKind, f, untimed string) string {
	if round == 0 {
		f = untimed
	}
	words := map[arbiter.WarningKind]string{arbiter.Technical: l.Technical, arbiter.Disciplinary: l.Disciplinary, arbiter.Elimination: l.Elimination}[kind]
	return fmt.Sprintf(f, round, table, reason, words)
}

// slipText says slip s recorded with format f: as written, its verdict as
// the sheets say it and the points it scores, late or not.
func slipText(rs *scoring.RuleSet, t eventText, f string, s arbiter.Slip) string {
	written := t.noSlip
	if !s.None {
		written = s.Written()
	}
	out := fmt.Sprintf(f, s.Round, s.Table, written, FindingsText(rs, s.Findings()), s.Verdict.Credited)
	if s.Late {
		out += fmt.Sprintf(t.late, s.Round)
	}
	return out
}

// SlipVerdictText says the verdict e recorded of a slip, in the language
// of rs, as the sheets of the slip's kind of game say it.
func SlipVerdictText(rs *scoring.RuleSet, e arbiter.SlipRecord) string {
	switch e := e.(type) {
	case arbiter.SlipRecorded:
		return FindingsText(rs, e.Findings())
	case arbiter.SlipCorrected:
		return FindingsText(rs, e.Findings())
	case anticipation.SheetSlipRecorded:
		if rr, ok := e.RoundResult(); ok {
			return AnticipationRoundText(rs, rr)
		}
	}
	return ""
}

// announced writes a recorded rack as announced (RULES §4.2), or as
// recorded when it cannot be read.
func announced(rs *scoring.RuleSet, remainder, drawn string) string {
	rem, err1 := rs.ParseRack(remainder)
	nw, err2 := rs.ParseRack(drawn)
	if err1 != nil || err2 != nil {
		return joinNonEmpty(remainder, drawn)
	}
	return draw.Announce(rem, nw)
}

// clock writes the time of a timer event: UTC, to the second, as the
// log's timestamps are.
func clock(t time.Time) string { return t.UTC().Format(time.TimeOnly) }

// minutes writes a thinking time of s seconds as the room's clocks do,
// "3:00", "0:45" (not Go's "3m0s").
func minutes(s int) string { return fmt.Sprintf("%d:%02d", s/60, s%60) }

// SoloChangeText says c, what a late slip changed of a closed round's
// solo, in language.
func SoloChangeText(language string, c arbiter.SoloChange) string {
	t := roomTextFor(language)
	f := t.soloGiven
	if c.Removed {
		f = t.soloRemoved
	}
	return fmt.Sprintf(f, c.Round, c.Table, c.Name, c.Bonus)
}
