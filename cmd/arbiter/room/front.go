package room

import (
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/problem"
	"arbiter/arbiter/referee"
)

// A front is what the room shows and takes of its own for the games of a
// kind of game, where its pages do something else for a duplicate game: a
// page asks the front of the current game's kind and, where the front
// does nothing (nil), does what it does for a duplicate game. A kind that
// shows a Screen needs none; fronts lists the others.
type front struct {
	// display fills the projector's screen of play.
	display func(s *Server, play referee.Play, d *Display, now time.Time)
	// entry fills what the entry page shows of play.
	entry func(play referee.Play, e *Entry, now time.Time)
}

// fronts lists the front of each kind of game the room serves in its own
// way.
func fronts() map[arbiter.Kind]front {
	return map[arbiter.Kind]front{
		anticipation.Kind: {display: (*Server).anticipationDisplay, entry: anticipationEntry},
		problem.Composition: {display: func(_ *Server, play referee.Play, d *Display, _ time.Time) {
			problemDisplay(play, d)
		}},
	}
}
