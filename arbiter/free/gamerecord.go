package free

import (
	"fmt"

	"arbiter/arbiter"
)

// Format is how the text of a game's record reads.
type Format string

// The formats of a game's record.
const (
	// GCG is the game record format of Quackle, macondo and Woogles.
	GCG Format = "gcg"
	// Typed is a record as a scorekeeper types it, one line a turn.
	Typed Format = "typed"
)

// GameRecord is a board's game as recorded: the text of its moves, as
// read, in Format.
type GameRecord struct {
	Format Format `json:"format"`
	Text   string `json:"text"`
}

// GameRecorded records the moves of the game on Board of Round (RULES
// §10.1), checked when they were recorded. A record of a board that had
// one replaces it, for Reason.
type GameRecorded struct {
	Round int `json:"round"`
	Board int `json:"board"`
	GameRecord
	Reason string `json:"reason,omitempty"`
}

// EventType returns the event's stored name.
func (GameRecorded) EventType() string { return "free_game_recorded" }

// EventKind returns the free game's kind.
func (GameRecorded) EventKind() arbiter.Kind { return Kind }

func (e GameRecorded) String() string {
	s := fmt.Sprintf("round %d, board %d: the game's moves recorded (%s)", e.Round, e.Board, e.Format)
	if e.Reason != "" {
		s += ", replacing the record before (" + e.Reason + ")"
	}
	return s
}

// applyRecorded keeps the record on its board.
func applyRecorded(s State, e GameRecorded) (State, error) {
	return withBoard(s, e, e.Round, e.Board, func(g *Game) {
		r := e.GameRecord
		g.Record = &r
	})
}

// Playing returns the free-game event being played in s, refusing when
// the current game is none or has ended: for the commands of other
// packages that read the event.
func Playing(s *arbiter.State) (*State, error) {
	_, st, err := playing(s)
	return st, err
}

// GameOn returns the game on board b of round r of s, with its record,
// or a refusal naming the round or the board.
func (s State) GameOn(r, b int) (Game, error) {
	rd, ok := s.Round(r)
	if !ok {
		return Game{}, arbiter.Errorf(ERoundNotPaired, "round %d is not paired", r)
	}
	for _, g := range rd.Boards {
		if g.Board.Board == b && !g.Bye() {
			return g, nil
		}
	}
	return Game{}, arbiter.Errorf(arbiter.ENotFound, "round %d has no board %d", r, b)
}
