package arbiter

import (
	"fmt"
	"strconv"
	"strings"

	"arbiter/scoring"
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

// adjudicate gives the verdict on slip s (RULES §5), played on board b with
// rack. A legal move earns its real score, with a technical warning when the
// slip does not mark a joker it needs, or its score is missing or wrong; an
// illegal one earns 0 with the refusal's code, except under the FISF
// misplaced-slip rule of rs.
func adjudicate(rs *scoring.RuleSet, lex scoring.Lexicon, b *scoring.Board, rack scoring.Rack, s Slip) Verdict {
	if s.None {
		return Verdict{Reason: ReasonNoSlip, Message: "no slip"}
	}
	declared, scoreErr := strconv.Atoi(strings.TrimSpace(s.Score))
	word, err := scoring.ParseWord(s.Word)
	if err != nil {
		return invalid(err, fmt.Sprintf("word %q cannot be read: %v", s.Word, err))
	}
	pos, posErr := rs.ParsePosition(s.Position)
	var move scoring.Move
	if err = posErr; err == nil {
		move, err = scoring.Check(rs, lex, b, &rack, scoring.Play{Pos: pos, Word: word})
	}
	if err != nil {
		v := invalid(err, err.Error())
		if posErr != nil {
			v.Message = fmt.Sprintf("position %q cannot be read: %v", s.Position, posErr)
		}
		if rs.MisplacedSlip.Enabled && scoreErr == nil {
			if m, ok := placedElsewhere(rs, lex, b, rack, word, declared); ok {
				v = misplaced(rs, m, declared, s.Position)
			}
		}
		return v
	}
	return judge(move, s.Score)
}

// invalid is the verdict on an illegal slip.
func invalid(err error, msg string) Verdict {
	return Verdict{Reason: refusalCode(err), Message: msg, Culprit: culprit(err)}
}

// misplaced is the verdict of the FISF rule (RULES §5) on a slip whose word
// scores declared at m's position, not at the written one.
func misplaced(rs *scoring.RuleSet, m scoring.Move, declared int, written string) Verdict {
	credited := declared - rs.MisplacedSlip.Deduction
	if credited <= rs.MisplacedSlip.ZeroAtOrBelow {
		credited = 0
	}
	return Verdict{Reason: ReasonMisplaced, Real: m.Score, Credited: credited, Move: &m,
		Message: fmt.Sprintf("%s scores %d at %s, not at %q: %d−%d credited",
			m.Word, declared, rs.FormatPosition(m.Pos), written, declared, rs.MisplacedSlip.Deduction)}
}

// placedElsewhere looks for a legal placement of word on b with rack that
// scores declared, scanning positions row by row, across before down.
func placedElsewhere(rs *scoring.RuleSet, lex scoring.Lexicon, b *scoring.Board, rack scoring.Rack, word string, declared int) (scoring.Move, bool) {
	for row := range scoring.Size {
		for col := range scoring.Size {
			for _, dir := range []scoring.Direction{scoring.Across, scoring.Down} {
				r := rack
				m, err := scoring.Check(rs, lex, b, &r, scoring.Play{Pos: scoring.Position{Row: row, Col: col, Dir: dir}, Word: word})
				if err == nil && m.Score == declared {
					return m, true
				}
			}
		}
	}
	return scoring.Move{}, false
}

// sameMove reports whether a and b put the same word at the same place,
// whichever tiles are jokers.
func sameMove(a, b scoring.Move) bool {
	return a.Pos == b.Pos && strings.EqualFold(a.Word, b.Word)
}

// technicalIn returns why table already has a technical warning in round
// (the slip's own warning, or the referee's reason), or "".
func (g *Game) technicalIn(round, table int) string {
	if r := g.Round(round); r != nil {
		if s, ok := r.Slip(table); ok && s.Verdict.Warning != "" {
			return s.Verdict.Warning
		}
	}
	for _, w := range g.Warnings {
		if w.Kind == Technical && w.Round == round && w.Table == table {
			return w.Reason
		}
	}
	return ""
}

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
	switch c := c.(type) {
	case EnterSlip:
		if old, ok := s.replacesSlip(c); ok {
			return replacing(old, written(old.Round, c))
		}
	case Replacer:
		return c.Replaces(s)
	}
	return nil
}

// A Replacer is a [KindCommand] that enters a slip of its kind, which may
// replace one recorded.
type Replacer interface {
	KindCommand
	Replaces(s *State) *Replacement
}

// replacesSlip returns the duplicate slip that entering c would replace.
func (s *State) replacesSlip(c EnterSlip) (Slip, bool) {
	g := s.CurrentGame()
	if g == nil {
		return Slip{}, false
	}
	n := c.Round
	if n == 0 {
		n = len(g.Rounds)
	}
	r := g.Round(n)
	if r == nil || len(r.Slips[c.Table]) == 0 {
		return Slip{}, false
	}
	h := r.Slips[c.Table]
	last := h[len(h)-1]
	if last.Verdict.Reason != ReasonWithdrawn && sameWriting(last, written(n, c)) {
		return Slip{}, false
	}
	return last, true
}

// Replacement is the cause of a slip refused because it would replace the
// one recorded for its table and round ([EnterSlip.Keep],
// [EnterSheetSlip.Keep]), in a game of any kind: both slips as written
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

// replacing returns the Replacement of recorded by typed, duplicate slips.
func replacing(recorded, typed Slip) *Replacement {
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
