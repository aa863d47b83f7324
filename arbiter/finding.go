package arbiter

import (
	"errors"
	"strings"

	"arbiter/scoring"
)

// FindingKind is the stable code of one thing the adjudication of a slip
// found (RULES §5, §7): the verdict's reason code, a scoring.Refusal code or
// a technical warning's code, plus the few states of a card's line that are
// not the slip's own ("valid", "round_cancelled", "top_invalid").
type FindingKind string

// The findings that are not refusals of package scoring nor technical
// warnings.
const (
	FindValid          FindingKind = "valid"
	FindNoSlip         FindingKind = ReasonNoSlip
	FindWithdrawn      FindingKind = ReasonWithdrawn
	FindMisplaced      FindingKind = ReasonMisplaced
	FindRoundCancelled FindingKind = "round_cancelled"
	FindTopInvalid     FindingKind = "top_invalid"
	// FindNoPosition and FindNoWord: the slip's move (RULES §5) cannot be
	// read (bad_notation) because its position, or its word, is blank.
	FindNoPosition FindingKind = "no_position"
	FindNoWord     FindingKind = "no_word"
)

// Finding is one thing the adjudication of a slip found, with its
// arguments, for a sheet to say in its own language. Which fields are set
// depends on Kind:
//   - a refusal (not_in_lexicon, rack_lacks_letter, …): Word, the culprit
//     (the word not in the lexicon, main or cross; the word that does not
//     fit; the position or word that cannot be read), "" when the log
//     predates [Verdict.Culprit];
//   - misplaced (RULES §5): Word scores Written (declared) at At, Credited;
//   - wrong_score, wrong_score2, wrong_total: Written (as declared) and Real;
//     missing_score, missing_score2, missing_total: Real;
//   - unmarked_joker, wrong_joker_mark (RULES §7.2): Word, the move as read;
//   - withdrawn: Text, the referee's reason; top_invalid (RULES §4.5): Word,
//     the top's word found invalid.
//
// Move is 1 or 2 for a finding about one move of a two-move Tactic slip
// (RULES §7.6), 0 otherwise.
type Finding struct {
	Kind     FindingKind
	Move     int
	Word     string
	Written  string
	Real     int
	Credited int
	At       scoring.Position
	Text     string
}

// FindingKinds returns every kind of finding, in the order of RULES §5 then
// §7: what a sheet must be able to say.
func FindingKinds() []FindingKind {
	return []FindingKind{FindValid, FindNoSlip, FindWithdrawn, FindRoundCancelled, FindTopInvalid, FindMisplaced,
		FindNoPosition, FindNoWord,
		FindingKind(scoring.ErrNotation), FindingKind(scoring.ErrInvalidLetter), FindingKind(scoring.ErrOffBoard),
		FindingKind(scoring.ErrWordTooShort), FindingKind(scoring.ErrIncompleteWord), FindingKind(scoring.ErrSquareMismatch),
		FindingKind(scoring.ErrNoTilesPlaced), FindingKind(scoring.ErrTooManyTiles), FindingKind(scoring.ErrCenterNotCovered),
		FindingKind(scoring.ErrFirstMoveTooShort), FindingKind(scoring.ErrNotConnected), FindingKind(scoring.ErrJokerLetterNotAllowed),
		FindingKind(scoring.ErrLetterNotInSet), FindingKind(scoring.ErrRackLacksLetter), FindingKind(scoring.ErrRackLacksJoker),
		FindingKind(scoring.ErrNotInLexicon),
		WarnMissingScore, WarnWrongScore, WarnUnmarkedJoker, WarnWrongJokerMark,
		WarnMissingScore2, WarnWrongScore2, WarnMissingTotal, WarnWrongTotal}
}

// Culprit returns what a refusal by package scoring names: the word of a
// *scoring.MoveError, the text read of a *scoring.NotationError.
func Culprit(err error) string {
	if e, ok := errors.AsType[*scoring.MoveError](err); ok {
		return e.Word
	}
	if e, ok := errors.AsType[*scoring.NotationError](err); ok {
		return e.Input
	}
	return ""
}

// Findings returns what the adjudication of cr's slip found, for the
// sheets: the round cancelled, no slip (or the slip withdrawn), the move
// annulled by the top found invalid (RULES §4.5), else the slip's own
// findings ([Slip.Findings]).
func (cr CardRound) Findings() []Finding {
	switch {
	case cr.Cancelled:
		return []Finding{{Kind: FindRoundCancelled}}
	case !cr.HasSlip && cr.Slip.Verdict.Reason == ReasonWithdrawn:
		return []Finding{{Kind: FindWithdrawn, Text: cr.Slip.Verdict.Message}}
	case !cr.HasSlip:
		return []Finding{{Kind: FindNoSlip}}
	}
	f := cr.Slip.Findings()
	if cr.InvalidTop != "" {
		f = append([]Finding{{Kind: FindTopInvalid, Word: cr.InvalidTop}}, f...)
		if f[len(f)-1].Kind == FindValid {
			f = f[:len(f)-1]
		}
	}
	return f
}

// Findings returns what the adjudication of s found, in the order of the
// slip: the refusal (of Tactic's first or second move), then each technical
// warning; "valid" alone for a valid slip without warning. A Tactic slip's
// findings about one of its two moves say which (Finding.Move).
func (s Slip) Findings() []Finding {
	v := s.Verdict
	if s.None {
		return []Finding{{Kind: FindNoSlip}}
	}
	tactic := s.Position2 != "" || s.Word2 != "" // two moves written (RULES §7.6)
	moveOf := func(n int) int {
		if tactic {
			return n
		}
		return 0
	}
	var out []Finding
	switch {
	case v.Reason == ReasonMisplaced && v.Move != nil:
		out = append(out, Finding{Kind: FindMisplaced, Word: v.Move.Word, Written: s.Score, At: v.Move.Pos, Credited: v.Credited})
	case !v.Valid && v.Reason != "":
		n := 1
		if v.Move != nil { // the first move is legal: the second is refused
			n = 2
		}
		out = append(out, refusal(v, n, moveOf(n), s))
	}
	jokers := []*scoring.Move{v.Move, v.Second}
	for _, code := range append([]string{v.Warning}, v.MoreWarnings...) {
		f := Finding{Kind: FindingKind(code)}
		switch code {
		case "":
			continue
		case WarnUnmarkedJoker, WarnWrongJokerMark:
			for i, m := range jokers {
				if m != nil && (code == WarnWrongJokerMark || m.UnmarkedJoker) {
					f.Word, f.Move, jokers[i] = m.Word, moveOf(i+1), nil
					break
				}
			}
		case WarnMissingScore, WarnWrongScore:
			f.Move, f.Written, f.Real = moveOf(1), s.Score, scoreOf(v.Move)
		case WarnMissingScore2, WarnWrongScore2:
			f.Written, f.Real = s.Score2, scoreOf(v.Second)
		case WarnMissingTotal, WarnWrongTotal:
			f.Written, f.Real = s.Total, v.Real
		}
		out = append(out, f)
	}
	if len(out) == 0 && v.Valid {
		out = append(out, Finding{Kind: FindValid})
	}
	return out
}

// scoreOf returns m's score, 0 for no move.
func scoreOf(m *scoring.Move) int {
	if m == nil {
		return 0
	}
	return m.Score
}

// refusal is the finding of v's refusal of move n of s (numbered move on
// the sheets): a blank position or word is said as such.
func refusal(v Verdict, n, move int, s Slip) Finding {
	pos, word := s.Position, s.Word
	if n == 2 {
		pos, word = s.Position2, s.Word2
	}
	f := Finding{Kind: FindingKind(v.Reason), Move: move, Word: v.Culprit}
	if v.Reason == string(scoring.ErrNotation) {
		switch {
		case strings.TrimSpace(word) == "":
			f.Kind, f.Word = FindNoWord, ""
		case strings.TrimSpace(pos) == "":
			f.Kind, f.Word = FindNoPosition, word
		}
	}
	return f
}
