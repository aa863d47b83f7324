package arbiter

import (
	"cmp"
	"maps"
	"slices"
)

// RoundTally is what ranking the players reads of a round (RULES §4.5,
// §5, §7): whether it was cancelled, its top's score, and each slip's line
// before the room's bests and the referee's warnings. A round a snapshot's
// reader leaves unread carries it ([Round.Tallied]), so that the standings
// read none of its slips.
type RoundTally struct {
	Cancelled bool
	// TopScore is the chosen top's score, 0 without one.
	TopScore int
	// Lines are the lines of the tables that handed in a slip (or withdrew
	// one), by table.
	Lines []TableTally
}

// TableTally is one table's line of a [RoundTally]: the score its slip
// counts for, its technical warnings, whether it made the top, and
// whether it formed the word of a top found invalid.
type TableTally struct {
	Table, Score, Technical  int
	HasSlip, Top, InvalidTop bool
}

// Tally returns the round's [RoundTally], from its slips.
func (r *Round) Tally() RoundTally {
	t := RoundTally{Cancelled: r.Cancelled}
	if r.Top != nil {
		t.TopScore = r.Top.Score()
	}
	for _, table := range slices.Sorted(maps.Keys(r.Slips)) {
		l := r.tally(table)
		t.Lines = append(t.Lines, TableTally{Table: table, Score: l.score, Technical: l.technical,
			HasSlip: l.hasSlip, Top: l.top, InvalidTop: l.invalidTop})
	}
	return t
}

// Unread reports whether the round was left unread by a snapshot's
// reader: it holds its number, its line ([Round.Encoded]) and its tally
// ([Round.Tallied]), nothing else, until the round is read.
func (r *Round) Unread() bool { return r.Tallied != nil }

// line is table's line of the round as [Round.tally] has it: from the
// round's tally when it was left unread, else from its slips.
func (r *Round) line(table int) lineTally {
	t := r.Tallied
	if t == nil {
		return r.tally(table)
	}
	l := lineTally{cancelled: t.Cancelled}
	if i, ok := slices.BinarySearchFunc(t.Lines, table, func(x TableTally, table int) int { return cmp.Compare(x.Table, table) }); ok {
		x := &t.Lines[i]
		l.score, l.technical, l.hasSlip, l.top, l.invalidTop = x.Score, x.Technical, x.HasSlip, x.Top, x.InvalidTop
	}
	return l
}

// countedTop is the score of the round's top that counts in the game's
// top total: none for a cancelled round.
func (r *Round) countedTop() int {
	switch {
	case r.Tallied != nil && !r.Tallied.Cancelled:
		return r.Tallied.TopScore
	case r.Tallied == nil && !r.Cancelled && r.Top != nil:
		return r.Top.Score()
	}
	return 0
}
