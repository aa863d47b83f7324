package problem

import (
	"encoding/json"
	"time"

	"arbiter/arbiter"
)

// Started begins game number Game, a composition problem: its statement,
// drawn from Seed or typed (Typed), and when it started; Moves the moves
// the referee built its board with, if any.
type Started struct {
	Game      int       `json:"game"`
	Seed      uint64    `json:"seed"`
	Statement Statement `json:"statement"`
	Typed     bool      `json:"typed,omitempty"`
	Start     time.Time `json:"start"`
	Moves     []string  `json:"moves,omitempty"`
}

// SolutionHandedIn is one player's solution: the time from the start it
// was handed in, the sheet as handed in and the verdict the rules gave it
// then, so that no fold needs the word list. Round is the round of a
// Partida de Superscrabble it answers, timed from that round's start.
type SolutionHandedIn struct {
	Table    int             `json:"table"`
	HandedIn time.Duration   `json:"handed_in"`
	Sheet    json.RawMessage `json:"sheet"`
	Verdict  Verdict         `json:"verdict"`
	Round    int             `json:"round,omitempty"`
}

// SolutionCorrected replaces a table's solution recorded earlier: the
// sheet that counts from now on, its hand-in time and verdict, and why.
type SolutionCorrected struct {
	SolutionHandedIn
	Reason string `json:"reason,omitempty"`
}

// Closed ends the problem of the current game.
type Closed struct{}

// ScrabblePlaced is the scrabble the referee placed to end a Partida de
// Superscrabble's Round: Move in the rule set's notation, jokers in lower
// case, and its Score; Top when the program chose it, as the top-scoring.
type ScrabblePlaced struct {
	Round int    `json:"round"`
	Move  string `json:"move"`
	Score int    `json:"score"`
	Top   bool   `json:"top,omitempty"`
}

// RoundStarted begins Round of a Partida de Superscrabble: its statement
// (a Superscrabble problem: the board, the group, the minutes), the group
// drawn from Seed or typed (Typed), and when it started.
type RoundStarted struct {
	Round     int       `json:"round"`
	Seed      uint64    `json:"seed"`
	Statement Statement `json:"statement"`
	Typed     bool      `json:"typed,omitempty"`
	Start     time.Time `json:"start"`
}

// The stored names of the events, never renamed.
func (Started) EventType() string           { return "problem_started" }
func (SolutionHandedIn) EventType() string  { return "solution_handed_in" }
func (SolutionCorrected) EventType() string { return "solution_corrected" }
func (Closed) EventType() string            { return "problem_closed" }
func (ScrabblePlaced) EventType() string    { return "scrabble_placed" }
func (RoundStarted) EventType() string      { return "partida_round_started" }

// Each event is one of the composition problems.
func (Started) EventKind() arbiter.Kind           { return Composition }
func (SolutionHandedIn) EventKind() arbiter.Kind  { return Composition }
func (SolutionCorrected) EventKind() arbiter.Kind { return Composition }
func (Closed) EventKind() arbiter.Kind            { return Composition }
func (ScrabblePlaced) EventKind() arbiter.Kind    { return Composition }
func (RoundStarted) EventKind() arbiter.Kind      { return Composition }

// StartsGame returns the number of the game the problem is.
func (e Started) StartsGame() int { return e.Game }

// codecs returns each event's stored name with its decoder.
func codecs() []arbiter.EventCodec {
	return []arbiter.EventCodec{arbiter.CodecOf[Started](), arbiter.CodecOf[SolutionHandedIn](),
		arbiter.CodecOf[SolutionCorrected](), arbiter.CodecOf[Closed](), arbiter.CodecOf[ScrabblePlaced](),
		arbiter.CodecOf[RoundStarted]()}
}
