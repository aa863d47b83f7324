package anticipation

import (
	"fmt"

	"arbiter/arbiter/slipinput"
)

// Figure is a score as written on a slip; Given is false when it is missing.
type Figure struct {
	Value int
	Given bool
}

// Written is one move as written on a slip: its position and whole main word
// as the player wrote them, and its declared score.
type Written struct {
	Position, Word string
	Score          Figure
}

// Slip is one round of a player's sheet (RULES §8.2–§8.5): the group of 7
// played (in round 1 the one drawn with group 1), the moves in the order made
// (round 1: the opening with group 1 first, then the move with the group of
// 7; later rounds at most one), round 1's total, the rounds whose moves the
// slip cancels ("Anulez turul N") and whether it says PAS.
type Slip struct {
	Group  int
	Moves  []Written
	Total  Figure
	Cancel []int
	Pass   bool
}

// Grid is what the player handed in as the control grid (RULES §8.7).
type Grid string

// The control grid's states: a grid handed in (the zero value) and the
// three that earn a disciplinary warning.
const (
	GridHandedIn  Grid = ""
	GridMissing   Grid = "missing"
	GridBlank     Grid = "blank"
	GridOmissions Grid = "omissions"
)

// Sheet is one player's whole game: the form, the groups the player played
// (in oarba their own), the slips of rounds 1, 2, …, the control grid and
// the warnings the referee gave the player.
type Sheet struct {
	Form     Form
	Groups   Groups
	Rounds   []Slip
	Grid     Grid
	Warnings []Warning
}

// Warning is a warning the referee gave the player (RULES §6, §8.4) for
// what the sheet does not show: a technical one for an error on the slip
// of round Round, a disciplinary one for a breach of discipline (Round is
// when it was given, 0 before round 1). Reason says why.
type Warning struct {
	Round        int
	Disciplinary bool
	Reason       string
}

// SheetError is a sheet that cannot be adjudicated: Round is the round
// (0: the sheet as a whole), Field the field at fault.
type SheetError struct {
	Round   int
	Field   string
	Message string
}

// CancelError is a [SheetError] of a slip's cancellation ("Anulez turul
// N", RULES §8.5), with its kind and rounds for a front end to say it in
// its own language: N the round cancelled, By the round that cancelled it
// already.
type CancelError struct {
	SheetError
	Reason CancelReason
	N, By  int
}

// Unwrap returns the sheet's error, which names the round and the field.
func (e *CancelError) Unwrap() error { return &e.SheetError }

// CancelReason is the kind of a [CancelError].
type CancelReason string

// The reasons of a cancellation refused.
const (
	CancelNotEarlier CancelReason = "cancel_not_earlier" // N is not a round before the slip's
	CancelTwice      CancelReason = "cancel_twice"       // N was cancelled already, in round By
	CancelNoMove     CancelReason = "cancel_no_move"     // round N has no move to cancel
)

// ShapeError is a [SheetError] of a sheet's shape (RULES §8.2–§8.5), with
// its kind and figures for a front end to say it in its own language: N
// the figure at fault (rounds, a group, moves, a warning's round), M its
// bound or the round it clashes with.
type ShapeError struct {
	SheetError
	Reason ShapeReason
	N, M   int
}

// Unwrap returns the sheet's error, which names the round and the field.
func (e *ShapeError) Unwrap() error { return &e.SheetError }

// ShapeReason is the kind of a [ShapeError].
type ShapeReason string

// The reasons of a sheet's shape refused.
const (
	TooManyRounds    ShapeReason = "too_many_rounds"    // N rounds, a game has M
	GroupOutOfRange  ShapeReason = "group_out_of_range" // group N, the groups 2 to M
	GroupTwice       ShapeReason = "group_twice"        // group N already played in round M
	TooManyMoves     ShapeReason = "too_many_moves"     // N moves, the round holds at most M
	PassWithMove     ShapeReason = "pass_with_move"     // PAS and a move in one slip
	TotalAfterRound1 ShapeReason = "total_after_round1" // a total after round 1
	WarningOutside   ShapeReason = "warning_outside"    // a warning of round N, the sheet holding M rounds
)

// shapeError returns the ShapeError of round r's field.
func shapeError(r int, field string, reason ShapeReason, n, m int, format string, args ...any) *ShapeError {
	return &ShapeError{SheetError{r, field, fmt.Sprintf(format, args...)}, reason, n, m}
}

// FormField names the slip form's field of the sheet's at fault: "Anulez
// turul" for the rounds a slip cancels, the figures for a total, the
// second move for a move too many (a [slipinput.FieldError]).
func (e *SheetError) FormField() string {
	return map[string]string{"cancel": slipinput.FieldCancel, "total": slipinput.FieldTotal, "pass": slipinput.FieldPosition, "moves": slipinput.FieldPosition2}[e.Field]
}

// Error names the round and the field.
func (e *SheetError) Error() string {
	if e.Round == 0 {
		return fmt.Sprintf("%s: %s", e.Field, e.Message)
	}
	return fmt.Sprintf("round %d: %s: %s", e.Round, e.Field, e.Message)
}

// Validate checks the shape of s (RULES §8.2–§8.5) and returns a
// *[SheetError] naming the round and field at fault: at most 14 rounds; each
// round's group a number from 2 to 15, none played twice; round 1 at most
// two moves, later rounds at most one and no total; PAS with no move (in
// round 1 with the opening alone); a cancellation names an earlier round
// with a move to cancel, once.
func (s *Sheet) Validate() error {
	if len(s.Rounds) > NumRounds {
		return shapeError(0, "rounds", TooManyRounds, len(s.Rounds), NumRounds, "%d rounds: a game has %d", len(s.Rounds), NumRounds)
	}
	played := map[int]int{}
	cancelled := map[int]int{}
	for i, sl := range s.Rounds {
		r := i + 1
		if sl.Group < 2 || sl.Group > NumGroups {
			return shapeError(r, "group", GroupOutOfRange, sl.Group, NumGroups, "%d: a round plays one of the groups 2 to %d", sl.Group, NumGroups)
		}
		if first, ok := played[sl.Group]; ok {
			return shapeError(r, "group", GroupTwice, sl.Group, first, "group %d was already played in round %d", sl.Group, first)
		}
		played[sl.Group] = r
		most := 1
		if r == 1 {
			most = 2
		}
		if len(sl.Moves) > most {
			return shapeError(r, "moves", TooManyMoves, len(sl.Moves), most, "%d moves: round %d holds at most %d", len(sl.Moves), r, most)
		}
		if sl.Pass && len(sl.Moves) > most-1 {
			return shapeError(r, "pass", PassWithMove, 0, 0, "PAS with a move: PAS stands for the round's move")
		}
		if r > 1 && sl.Total.Given {
			return shapeError(r, "total", TotalAfterRound1, 0, 0, "only round 1's slip carries a total")
		}
		for _, n := range sl.Cancel {
			if err := s.checkCancel(r, n, cancelled); err != nil {
				return err
			}
		}
	}
	return s.checkWarnings()
}

// checkWarnings checks that each of the referee's warnings belongs to a
// round of the sheet: a technical one to a slip, a disciplinary one to a
// round or to before round 1.
func (s *Sheet) checkWarnings() error {
	for _, w := range s.Warnings {
		first := 1
		if w.Disciplinary {
			first = 0
		}
		if w.Round < first || w.Round > len(s.Rounds) {
			return shapeError(w.Round, "warnings", WarningOutside, w.Round, len(s.Rounds), "a warning of round %d, and the sheet holds rounds %d to %d", w.Round, first, len(s.Rounds))
		}
	}
	return nil
}

// checkCancel checks that round r may cancel round n's move.
func (s *Sheet) checkCancel(r, n int, cancelled map[int]int) error {
	if n < 1 || n >= r {
		return &CancelError{SheetError{r, "cancel", fmt.Sprintf("%d: a slip cancels the move of an earlier round, 1 to %d", n, r-1)}, CancelNotEarlier, n, 0}
	}
	if by, ok := cancelled[n]; ok {
		return &CancelError{SheetError{r, "cancel", fmt.Sprintf("round %d was already cancelled in round %d", n, by)}, CancelTwice, n, by}
	}
	if _, ok := cancellable(s.Rounds[n-1], n); !ok {
		return &CancelError{SheetError{r, "cancel", fmt.Sprintf("round %d has no move to cancel", n)}, CancelNoMove, n, 0}
	}
	cancelled[n] = r
	return nil
}

// cancellable returns the index of the move of round n that "Anulez turul
// n" cancels: round 1's second move (the opening stays, RULES §8.5), the
// move of a later round.
func cancellable(sl Slip, n int) (int, bool) {
	i := 0
	if n == 1 {
		i = 1
	}
	return i, i < len(sl.Moves)
}
