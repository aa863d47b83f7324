package arbiter

import (
	"time"

	"arbiter/scoring"
)

// Showing is what the room shows of the current game of a kind played on
// the duplicate game's pages, by its own rules: the projector's phase and
// the letters it announces, and the form of the entry page's slips.
type Showing struct {
	// Phase names the projector's screen: "rack" while a round is played,
	// "standings" between rounds and after the game, "problem" while a
	// problem takes solutions; "" when there is nothing to show yet.
	Phase string
	// Round is the round shown, StandingsRound the last round the
	// standings count, Rounds how many rounds the game has (0: not
	// known beforehand).
	Round, StandingsRound, Rounds int
	// Group is the number of the group of letters the round plays, 0 when
	// the game has no numbered groups.
	Group int
	// Letters are the lines of letters announced, in order; none when the
	// letters are not shown (each player plays their own).
	Letters []Letters
	// Clock says that the round's clock is shown.
	Clock bool
	// Countdown is the time a problem open for solutions takes.
	Countdown *Countdown
	// Slip is the form of the entry page's slips.
	Slip SlipShowing
}

// Letters is one line of letters announced: as shown, and the racks whose
// letters are read out, in order.
type Letters struct {
	Shown  string
	Spoken []scoring.Rack
}

// Countdown is the time of a problem open for solutions: its name, its
// minutes and when they end.
type Countdown struct {
	Name    string
	Minutes int
	Ends    time.Time
}

// SlipShowing is the form of the slips the entry page takes now: the
// round it takes by default, whether a slip holds two moves and their
// total, and the groups the round plays, by number.
type SlipShowing struct {
	Round, Default int
	TwoMoves       bool
	Groups         []int
	// Sheet says that a slip is a round of the player's sheet, whose moves
	// may be cancelled or passed (RULES §8.4).
	Sheet bool
}

// A Projector is a [Discipline] whose games the room shows on the
// duplicate game's pages, and says how.
type Projector interface {
	Discipline
	// Showing returns what the room shows of g, the current game, at now.
	Showing(s *State, g *Game, now time.Time) Showing
}

// ShowingAt returns what the room shows of the current game of s at now,
// when its kind is a [Projector]; nil otherwise.
func ShowingAt(s *State, now time.Time) *Showing {
	g := s.CurrentGame()
	if g == nil {
		return nil
	}
	p, ok := kindAs[Projector](s, g)
	if !ok {
		return nil
	}
	sh := p.Showing(s, g, now)
	return &sh
}
