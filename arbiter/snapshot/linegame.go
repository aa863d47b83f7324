package snapshot

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"

	"arbiter/arbiter"
	"arbiter/arbiter/problem"
)

// lineGame is a game as its snapshot line writes it. A composition
// problem's state was written under a field of its own, "Problem", before
// the problems had a package of their own: it is written there still, and
// read back into the game's Play, so that a snapshot stays what it was,
// byte for byte, and one written by an earlier version verifies.
type lineGame struct {
	plainGame
	Problem json.RawMessage `json:",omitempty"`
}

// plainGame is a game's fields as JSON writes them.
type plainGame arbiter.Game

// lineGameOf returns g as its line writes it.
func lineGameOf(g arbiter.Game) (lineGame, error) {
	if g.Play == nil || g.Play.Kind != problem.Composition {
		return lineGame{plainGame: plainGame(g)}, nil
	}
	state, err := g.Play.StateJSON()
	if err != nil {
		return lineGame{}, err
	}
	g.Play = nil
	return lineGame{plainGame: plainGame(g), Problem: state}, nil
}

// game returns the game the line holds.
func (k lineGame) game() arbiter.Game {
	g := arbiter.Game(k.plainGame)
	if k.Problem != nil {
		g.Play = &arbiter.Play{Kind: problem.Composition, Raw: k.Problem}
	}
	return g
}

// MarshalJSON writes the game's fields, a problem's state where the field
// it had stood: after the game's prepared one, before its board.
func (k lineGame) MarshalJSON() ([]byte, error) {
	out, err := json.Marshal(k.plainGame)
	if err != nil || k.Problem == nil {
		return out, err
	}
	at := bytes.Index(out, []byte(`,"Board":`))
	if at < 0 {
		return nil, errors.New("snapshot: a game written without its board")
	}
	return slices.Insert(out, at, append([]byte(`,"Problem":`), k.Problem...)...), nil
}
