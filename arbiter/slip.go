package arbiter

import (
	"fmt"
	"strings"
)

// Reasons of verdicts and events that are not refusals of package scoring.
const (
	// ReasonNoSlip: no slip, or a blank one (RULES §5): 0 points.
	ReasonNoSlip = "no_slip"
	// ReasonWithdrawn: the slip was withdrawn ([SlipWithdrawn]).
	ReasonWithdrawn = "withdrawn"
	// ReasonMisplaced: the FISF rule of RULES §5: the declared score matches a
	// legal placement of the word elsewhere than the written position.
	ReasonMisplaced = "misplaced"
	// ReasonReferee: a rack rejected, or a game ended, by the referee.
	ReasonReferee = "referee"
)

// The technical warnings a slip earns by itself (RULES §5), in [Verdict.Warning].
const (
	WarnUnmarkedJoker = "unmarked_joker"
	WarnMissingScore  = "missing_score"
	WarnWrongScore    = "wrong_score"
)

// Eliminated reports whether table was eliminated from g.
func (g *Game) Eliminated(table int) bool {
	for _, w := range g.Warnings {
		if w.Kind == Elimination && w.Table == table {
			return true
		}
	}
	return false
}

// Replaces returns what entering c, a slip of a game of any kind, would
// replace: the slip recorded (or withdrawn) for its player in its round
// (0: the current one), when c is written otherwise; nil when c would be
// recorded anew, is already recorded as written, or enters no slip.
func (s *State) Replaces(c Command) *Replacement {
	if r, ok := c.(Replacer); ok {
		return r.Replaces(s)
	}
	return nil
}

// A Replacer is a [KindCommand] that enters a slip of its kind, which may
// replace one recorded.
type Replacer interface {
	KindCommand
	Replaces(s *State) *Replacement
}

// Replacement is the cause of a slip refused because it would replace the
// one recorded for its table and round (a slip entered with Keep, of the
// duplicate or the Anticipation game), in a game of any kind: both slips as written
// ("-" for no slip); Withdrawn says the recorded one was withdrawn.
type Replacement struct {
	Round, Table    int
	Recorded, Typed string
	Withdrawn       bool
}

func (r *Replacement) Error() string {
	return fmt.Sprintf("round %d, table %d: a different slip is recorded", r.Round, r.Table)
}

// ReplaceRefused refuses an entry that would replace what r names.
func ReplaceRefused(r *Replacement) error {
	return &Error{Code: EConflict, Err: r,
		Message: fmt.Sprintf("round %d, table %d already has a slip: a different one replaces it only when the replacement is confirmed", r.Round, r.Table)}
}

// Replacing returns the Replacement of recorded by typed, duplicate slips.
func Replacing(recorded, typed Slip) *Replacement {
	return &Replacement{Round: typed.Round, Table: typed.Table, Recorded: recorded.AsWritten(), Typed: typed.AsWritten(),
		Withdrawn: recorded.Verdict.Reason == ReasonWithdrawn}
}

// AsWritten returns the slip as written on paper: "H8 COLUMNA 78", Tactic's
// second move after a slash and its total after "=" (RULES §7.6), "-" for
// no slip.
func (s Slip) AsWritten() string {
	if s.None {
		return "-"
	}
	written := strings.TrimSpace(strings.Join([]string{s.Position, s.Word, s.Score}, " "))
	if s.Word2 != "" || s.Position2 != "" {
		written += " / " + strings.TrimSpace(strings.Join([]string{s.Position2, s.Word2, s.Score2}, " "))
	}
	if s.Total != "" {
		written += " = " + s.Total
	}
	return written
}

// SameWriting reports whether slips a and b are written alike.
func SameWriting(a, b Slip) bool {
	return a.Position == b.Position && a.Word == b.Word && a.Score == b.Score && a.None == b.None &&
		a.Position2 == b.Position2 && a.Word2 == b.Word2 && a.Score2 == b.Score2 && a.Total == b.Total
}
