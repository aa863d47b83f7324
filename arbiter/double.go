package arbiter

import (
	"strings"

	"arbiter/scoring"
)

// SlipTyped records a slip as one operator typed it under double entry
// ("double arbitrage": every slip typed twice, by different people, and
// compared). It does not count: the slip is recorded ([SlipRecorded] or
// [SlipCorrected], in the same transaction) only when another operator
// typed it alike; typings that differ wait for the referee, who settles
// them by entering the slip (the duplicate game's EnterSlip). The
// embedded Slip's Verdict is empty: a typing is not adjudicated. Kept in the log, pending typings
// survive a restart of the program.
type SlipTyped struct {
	Slip
	Operator string `json:"operator"`
}

func (SlipTyped) EventType() string { return "slip_typed" }

// A Typing is one operator's typing of an entry under double entry, of a
// slip, a sheet's slip or a board's result: it counts once another
// operator typed the same entry alike.
type Typing interface{ TypedBy() string }

// TypedBy returns the operator who typed the slip.
func (t SlipTyped) TypedBy() string { return t.Operator }

// TypingsAfter returns the typings of an entry still pending once t is
// typed, pending being those before it: t replaces its operator's own,
// and settles the entry when another operator's is alike (same says
// so), which leaves none pending and settled true.
func TypingsAfter[T Typing](pending []T, t T, same func(a, b T) bool) (kept []T, settled bool) {
	for _, p := range pending {
		if p.TypedBy() == t.TypedBy() {
			continue
		}
		if same(p, t) {
			return nil, true
		}
		kept = append(kept, p)
	}
	return append(kept, t), false
}

// OperatorName returns the name of the operator who typed the entry of
// what (a table, a board) under double entry, which must be given, as a
// person's name is.
func OperatorName(what, name string) (string, error) {
	op := strings.TrimSpace(name)
	if op == "" {
		return "", Errorf(EInvalidInput, "%s: an entry typed for double entry needs the operator's name", what)
	}
	return op, CheckText(what+": operator", op, MaxPersonName)
}

// SameSlipTyping reports whether two typings of a slip say the same.
func SameSlipTyping(a, b SlipTyped) bool { return sameTyping(a.Slip, b.Slip) }

// sameTyping reports whether two typings of a slip say the same: written
// alike once each is read as the rules read it, a position's letter in
// either case, a word's letters with or without their diacritics (Ș is
// S: RULES §2), a figure with or without leading zeros. A word's case is
// kept: a lower-case letter is a joker.
func sameTyping(a, b Slip) bool {
	return SameWriting(typingRead(a), typingRead(b))
}

// typingRead returns s as double entry compares it.
func typingRead(s Slip) Slip {
	for _, p := range []*string{&s.Position, &s.Position2} {
		*p = PositionRead(*p)
	}
	for _, w := range []*string{&s.Word, &s.Word2} {
		*w = WordRead(*w)
	}
	for _, f := range []*string{&s.Score, &s.Score2, &s.Total} {
		if t := strings.TrimLeft(strings.TrimSpace(*f), "0"); t != "" || *f == "" {
			*f = t
		} else {
			*f = "0"
		}
	}
	return s
}

// PositionRead returns a position as double entry compares it: its
// letter in either case.
func PositionRead(p string) string { return strings.ToUpper(strings.TrimSpace(p)) }

// WordRead returns a word as double entry compares it: its letters with
// or without their diacritics, a lower-case letter a joker.
func WordRead(w string) string {
	if read, err := scoring.ParseWord(w); err == nil {
		return read
	}
	return w
}

// Written returns the slip as written, its fields joined by spaces
// ("H8 COLUMNA 78", Tactic's second move and total after the first), or
// "-" for no slip.
func (s Slip) Written() string {
	if s.None {
		return "-"
	}
	var parts []string
	for _, f := range []string{s.Position, s.Word, s.Score, s.Position2, s.Word2, s.Score2, s.Total} {
		if f != "" {
			parts = append(parts, f)
		}
	}
	return strings.Join(parts, " ")
}
