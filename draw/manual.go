package draw

import (
	"errors"
	"fmt"
	"strings"

	"arbiter/scoring"
)

// Typed is a rack as a referee types it (see [ParseLetters]).
type Typed struct {
	Kept  scoring.Rack // the letters before '+': the remainder
	New   scoring.Rack // the letters drawn (all of them when there is no '+')
	Split bool         // whether the input had a '+'
}

// ParseLetters reads letters typed by a referee, as [scoring.RuleSet.ParseRack]
// reads a rack ('A'–'Z' in either case, '?' for a joker, diacritics folded,
// spaces ignored). An optional '+' separates the remainder from the new
// letters, as announced (`AEI + BRST?`). An input that is not a rack of the
// tile set of rs is refused with an *[Error] that wraps the parser's error:
// reason [BadLetter] for a character that is not a tile, [NotInBag] for more
// tiles of a letter (or jokers) than the whole set holds.
func ParseLetters(rs *scoring.RuleSet, s string) (Typed, error) {
	kept, drawn, split := strings.Cut(s, "+")
	if !split {
		kept, drawn = "", kept
	}
	t := Typed{Split: split}
	var err error
	if t.Kept, err = rs.ParseRack(kept); err == nil {
		t.New, err = rs.ParseRack(drawn)
	}
	if errors.Is(err, scoring.ErrLetterNotInSet) {
		// More tiles of a letter than the whole set holds: no bag can give
		// them (RULES §4.2), which is a refusal, not a typing error.
		return Typed{}, &Error{Input: s, Reason: NotInBag, Text: err.Error(), Err: err}
	}
	if err != nil {
		return Typed{}, &Error{Input: s, Reason: BadLetter, Text: err.Error(), Err: err}
	}
	return t, nil
}

// Manual checks the letters a referee drew by hand from a real bag for round
// (RULES §4.2). letters are the new letters completing remainder, or the
// whole rack as announced (`AEI + BRST?`, the part before '+' equal to
// remainder), or, when remainder is not empty, a whole new rack drawn after
// every letter went back to the bag. The bag must hold the new letters, and
// the rack must meet the round's [Require]ment and allow a move
// (opts.MoveExists; triples are the referee's own call and not checked).
//
// A rack that fails is refused with an *[Error] whose Reason names the rule,
// unless force states a reason: then a [Error.Forcible] refusal is accepted
// and kept in [Result.Forced]. Letters the bag does not hold, or too many or
// too few, are never accepted. When the game is already over (RULES §4.2)
// Result.End says so and no rack is taken.
func Manual(rs *scoring.RuleSet, round int, bag, remainder scoring.Rack, letters, force string, opts Options) (Result, error) {
	return manualSized(rs, rs.RackSize, round, bag, remainder, letters, force, opts)
}

// manualSized is [Manual] with racks of size tiles.
func manualSized(rs *scoring.RuleSet, size, round int, bag, remainder scoring.Rack, letters, force string, opts Options) (Result, error) {
	res, left, err := start(rs, size, round, bag, remainder)
	if err != nil || res.End != Playing {
		return res, err
	}
	return manualRack(rs, res, left, size, bag, remainder, letters, force, opts)
}

// manualRack checks typed letters completing remainder from bag to a rack
// of size tiles out of left, against res.Requirement (see [Manual]).
func manualRack(rs *scoring.RuleSet, res Result, left scoring.Rack, size int, bag, remainder scoring.Rack, letters, force string, opts Options) (Result, error) {
	round := res.Round
	refuse := func(reason Reason, format string, args ...any) error {
		return &Error{Round: round, Input: letters, Reason: reason, Text: fmt.Sprintf(format, args...)}
	}
	typed, err := ParseLetters(rs, letters)
	if err != nil {
		err.(*Error).Round = round
		return Result{}, err
	}
	n := min(size, left.Len())
	keep, pool := remainder, bag
	switch {
	case typed.Split && typed.Kept != remainder:
		return Result{}, refuse(RackSize, "the letters before '+' are %s, but the remainder is %s", typed.Kept, remainder)
	case !typed.Split && remainder.Len() > 0 && typed.New.Len() == n:
		keep, pool = scoring.Rack{}, left
	case keep.Len()+typed.New.Len() != n:
		return Result{}, refuse(RackSize, "%d new letters with the remainder %q make %d tiles; the rack takes %d",
			typed.New.Len(), remainder.String(), keep.Len()+typed.New.Len(), n)
	}
	if !pool.Contains(typed.New) {
		missing := typed.New.Minus(minRack(typed.New, pool))
		return Result{}, refuse(NotInBag, "the bag does not hold %s (it holds %s)", missing, pool)
	}
	rack := keep.Plus(typed.New)
	res.Rack, res.Remainder, res.New, res.Bag = rack, keep, typed.New, left.Minus(rack)
	reason, text := check(rs, res.Requirement, rack, false, opts.MoveExists)
	switch {
	case reason == "":
		return res, nil
	case reason == NoMove && rack == left:
		return Result{Round: round, Requirement: res.Requirement, Bag: left, End: NoMoveLeft,
			EndText: fmt.Sprintf("no move can be made with the %d tiles left (%s)", left.Len(), left)}, nil
	case strings.TrimSpace(force) != "":
		res.Forced = &Forced{Reason: reason, Text: text, Why: strings.TrimSpace(force)}
		return res, nil
	}
	return Result{}, refuse(reason, "%s", text)
}

// minRack returns, letter by letter, the smaller count of a and b.
func minRack(a, b scoring.Rack) scoring.Rack {
	for i := range a {
		a[i] = min(a[i], b[i])
	}
	return a
}
