package gcg

import (
	"fmt"

	"arbiter/scoring"
)

// The bounds of a file (see the package documentation).
const (
	MaxSize    = 1 << 20 // bytes
	MaxEvents  = 2000    // turn lines
	MaxPlayers = 4
)

// Game is a game record: its players in their #player order, its word
// list, the other pragmas before the first turn, the note before the first
// turn and the turns.
type Game struct {
	Players []Player
	Lexicon string
	Pragmas []Pragma
	Note    string
	Events  []Event
}

// Player is one #player pragma: the nickname that turn lines use (no
// blanks) and the name as written.
type Player struct {
	Nick string
	Name string
}

// Pragma is a pragma this package does not read, such as `#title Final`:
// its name without '#' and the rest of its line.
type Pragma struct {
	Name  string
	Value string
}

// Kind is what a turn line records.
type Kind uint8

// The kinds of turn line (see the package documentation for their forms).
const (
	Play           Kind = iota // a play: Pos, Word, Score
	Exchange                   // an exchange: Tiles, or Count unknown tiles
	Pass                       // a pass
	Withdrawn                  // the play before it taken back: Score is minus its points
	ChallengeBonus             // the bonus of an unsuccessful challenge
	EndPoints                  // the opponents' tiles (Tiles) added by the player who went out
	RackPenalty                // the player's own tiles (Tiles) taken off at the end: Score ≤ 0
	TimePenalty                // a penalty for time over: Score ≤ 0
)

// String names the kind as this package's messages do.
func (k Kind) String() string {
	switch k {
	case Play:
		return "play"
	case Exchange:
		return "exchange"
	case Pass:
		return "pass"
	case Withdrawn:
		return "withdrawn play"
	case ChallengeBonus:
		return "challenge bonus"
	case EndPoints:
		return "end points"
	case RackPenalty:
		return "rack penalty"
	case TimePenalty:
		return "time penalty"
	}
	return fmt.Sprintf("kind %d", uint8(k))
}

// Event is one turn line and the notes after it.
type Event struct {
	Line   int // the line it was read from (0 for an event not read from a file)
	Kind   Kind
	Player int    // index into Game.Players
	Rack   string // the rack before the turn: 'A'–'Z' and '?' for a joker; may be ""
	// Pos and Word are a play's: the word whole, 'A'–'Z' a tile placed,
	// 'a'–'z' a joker placed, '.' a tile already on the board.
	Pos  scoring.Position
	Word string
	// Tiles are an exchange's tiles put back, or the rack counted at the end
	// (EndPoints, RackPenalty), 'A'–'Z' and '?'. Count is the number of
	// tiles of an exchange written as a number ("-3"); 0 when Tiles says.
	Tiles string
	Count int
	Score int // the points the line adds: negative for a withdrawal or a penalty
	Total int // the player's cumulative score after the line, as written
	// Comment is the text after the total, blanks collapsed (Quackle lists
	// there the words a play formed).
	Comment string
	Note    string
}
