package free

// Command is a referee's request to the free-game event; [Decide] answers
// with events or a refusal. The set is closed: the types of this file.
type Command interface{ command() }

// Start opens the event with its settings and its field.
type Start struct {
	Settings Settings
	Players  []Entry
	// Reserved are the boards players must keep, by player number (a
	// player who cannot move between tables), set on the tournament's
	// players when Players is left empty.
	Reserved map[int]int
}

// PairRound pairs Round, the next one, by the event's system for it from
// the standings after the rounds played; Seed draws a lot. With Again it
// pairs again the last round paired, which must have no result yet, for
// Reason.
type PairRound struct {
	Round  int
	Seed   uint64
	Again  bool
	Reason string
}

// SetPairing pairs Round by hand: each couple is (starter, replier), a
// replier 0 for the bye, boards numbered in the order given. Round is the
// next round, or the last one paired while it has no result. Reason is
// required.
type SetPairing struct {
	Round  int
	Pairs  [][2]int
	Reason string
}

// Swap exchanges the seats of players A and B in Round (on one board: who
// starts), while neither board has a result, for Reason.
type Swap struct {
	Round  int
	A, B   int
	Reason string
}

// RecordResult records a board's final scores as written on the
// scoresheet: player A scored ScoreA, player B ScoreB, in either order of
// the board. Spread, when set, is the checksum typed with them (ScoreA
// minus ScoreB). A different result for a board that has one is a
// correction, which needs Reason. OvertimeA and OvertimeB are the
// players' time over the clock and its points, taken off the scores
// written.
type RecordResult struct {
	Round                int
	A, ScoreA            int
	B, ScoreB            int
	Spread               *int
	Reason               string
	OvertimeA, OvertimeB Overtime
}

// Forfeit records that the players Absent (one, or both of a board) did
// not play their game of Round. For a board that has a result already it
// is a correction and needs Reason.
type Forfeit struct {
	Round  int
	Absent []int
	Reason string
}

// Enter adds a player late, paired from the next round on.
type Enter struct{ Entry }

// Withdraw takes a player out of the pairings from the next round on, or
// from the last round paired when their game there has no result yet (the
// game stands until that round is paired again or its result or a
// forfeit recorded).
type Withdraw struct {
	Player int
	Reason string
}

func (Start) command()        {}
func (PairRound) command()    {}
func (SetPairing) command()   {}
func (Swap) command()         {}
func (RecordResult) command() {}
func (Forfeit) command()      {}
func (Enter) command()        {}
func (Withdraw) command()     {}
