package scoresheet

import (
	"arbiter/scoring"
)

// MaxPlayers is the most players a record holds (seeds 000–002: 2 to 4).
const MaxPlayers = 4

// MaxTurns bounds a record: far more turns than any game has.
const MaxTurns = 2000

// Record is a free game as the scoresheet or a game file gives it: the
// players in the order they play (the first starts) and their turns.
type Record struct {
	Players []string
	Turns   []Turn
	// EndRacks are the players' racks at the end as written ('A'–'Z', '?';
	// "" unknown), needed when the record does not show them otherwise.
	EndRacks []string
	// Counted are the end points as written, one line each (a GCG file's
	// "(RACK) +14" and "RACK (RACK) -14"), checked against the right ones.
	Counted []Counted
}

// Counted is the end points written for a player: positive for the tiles
// of the others added, negative for the player's own taken off.
type Counted struct {
	Line   int
	Player int
	Points int
}

// Kind is what a turn does.
type Kind uint8

// The kinds of turn.
const (
	Play        Kind = iota // tiles put on the board
	Exchange                // tiles put back in the bag for as many others
	Pass                    // nothing
	TimePenalty             // not a turn: points lost for time over (Points)
)

// Challenge is what became of a play (RULES §10.1).
type Challenge uint8

// The outcomes of a play.
const (
	// Unchallenged: the play stands, phony or not (seed 004: words
	// "acceptate de partener").
	Unchallenged Challenge = iota
	// Upheld: challenged and confirmed by the referee; under
	// [Rules.ChallengeCostsTurn] the challenger loses their next turn.
	Upheld
	// Off: challenged and found wrong, a wrong play: the tiles go back to
	// the rack and it scores 0 (seed 004: "sa-si retraga literele depuse
	// si pierde dreptul de a mai juca in acel tur").
	Off
	// Ambiguous: withdrawn by the referee because the dictionaries are
	// ambiguous: tiles back, 0 points, and not a wrong play (seed 004:
	// "fara ca aceasta sa fie considerata depunere gresita").
	Ambiguous
)

// Stands reports whether a play with that outcome stays on the board.
func (c Challenge) Stands() bool { return c == Unchallenged || c == Upheld }

// Turn is one turn of a record. Line is where it was read, for messages
// (a file's line, or the turn's number when typed; 0: count the turns).
type Turn struct {
	Line   int
	Player int // index into Record.Players
	Kind   Kind
	// Rack is the rack before the turn as written ('A'–'Z', '?' a joker;
	// "" unknown). Racks let the check follow the bag and analyse the play.
	Rack string
	// A play's position and whole word: 'A'–'Z' a tile, 'a'–'z' a joker,
	// '.' a tile already on the board (GCG's form); letters on occupied
	// squares must match them.
	Pos       scoring.Position
	Word      string
	Challenge Challenge
	// Challenger is the player who challenged a play Upheld or Off,
	// numbered from 1; 0 is the next in turn (always the other of two).
	// Bonus is the points a play Upheld earned for it, as written (GCG's
	// "(challenge) +5"); the rule sets of RULES §10.1 give none.
	Challenger int
	Bonus      int
	// Tiles are an exchange's tiles ("" when only their number, Count, is
	// known).
	Tiles string
	Count int
	// Score is the score written for a play (Scored false: none written);
	// Points a time penalty's points (positive: they are taken off).
	Score  int
	Scored bool
	Points int
	// Total is the player's running total as written after the turn
	// (Totalled false: none written).
	Total    int
	Totalled bool
}
