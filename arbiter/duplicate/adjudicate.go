package duplicate

import (
	"fmt"
	"strconv"
	"strings"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// adjudicate gives the verdict on slip s (RULES §5), played on board b with
// rack. A legal move earns its real score, with a technical warning when the
// slip does not mark a joker it needs, or its score is missing or wrong; an
// illegal one earns 0 with the refusal's code, except under the FISF
// misplaced-slip rule of rs.
func adjudicate(rs *scoring.RuleSet, lex scoring.Lexicon, b *scoring.Board, rack scoring.Rack, s arbiter.Slip) arbiter.Verdict {
	if s.None {
		return arbiter.Verdict{Reason: arbiter.ReasonNoSlip, Message: "no slip"}
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
func invalid(err error, msg string) arbiter.Verdict {
	return arbiter.Verdict{Reason: arbiter.RefusalCode(err), Message: msg, Culprit: arbiter.Culprit(err)}
}

// misplaced is the verdict of the FISF rule (RULES §5) on a slip whose word
// scores declared at m's position, not at the written one.
func misplaced(rs *scoring.RuleSet, m scoring.Move, declared int, written string) arbiter.Verdict {
	credited := declared - rs.MisplacedSlip.Deduction
	if credited <= rs.MisplacedSlip.ZeroAtOrBelow {
		credited = 0
	}
	return arbiter.Verdict{Reason: arbiter.ReasonMisplaced, Real: m.Score, Credited: credited, Move: &m,
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

// technicalIn returns why table already has a technical warning in round
// (the slip's own warning, or the referee's reason), or "".
func technicalIn(g *arbiter.Game, round, table int) string {
	if r := g.Round(round); r != nil {
		if s, ok := r.Slip(table); ok && s.Verdict.Warning != "" {
			return s.Verdict.Warning
		}
	}
	for _, w := range g.Warnings {
		if w.Kind == arbiter.Technical && w.Round == round && w.Table == table {
			return w.Reason
		}
	}
	return ""
}
