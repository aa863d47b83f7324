package snapshot

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/problem"
)

// lineGame is a game as its snapshot line writes it. The state of a
// composition problem and of an Anticipation game was written under a
// field of its own, "Problem" and "Anticipation", before those kinds had a
// package of their own: it is written there still, and read back into the
// game's Play, so that a snapshot stays what it was, byte for byte, and one
// written by an earlier version verifies.
type lineGame struct {
	plainGame
	Problem      json.RawMessage `json:",omitempty"`
	Anticipation json.RawMessage `json:",omitempty"`
}

// plainGame is a game's fields as JSON writes them.
type plainGame arbiter.Game

// keptField returns where a line keeps the state of a game of kind k: the
// field of g's line, or nil for a kind written as its Play.
func (g *lineGame) keptField(k arbiter.Kind) *json.RawMessage {
	switch k {
	case problem.Composition:
		return &g.Problem
	case anticipation.Kind:
		return &g.Anticipation
	case arbiter.KindDuplicate: // no Play
	default: // a kind written as its Play
	}
	return nil
}

// lineGameOf returns g as its line writes it.
func lineGameOf(g arbiter.Game) (lineGame, error) {
	var line lineGame
	if g.Play != nil {
		if field := line.keptField(g.Play.Kind); field != nil {
			state, err := g.Play.StateJSON()
			if err != nil {
				return lineGame{}, err
			}
			*field, g.Play = state, nil
		}
	}
	line.plainGame = plainGame(g)
	return line, nil
}

// game returns the game the line holds.
func (g lineGame) game() arbiter.Game {
	out := arbiter.Game(g.plainGame)
	for _, k := range []arbiter.Kind{problem.Composition, anticipation.Kind} {
		if field := g.keptField(k); *field != nil {
			out.Play = &arbiter.Play{Kind: k, Raw: *field}
		}
	}
	return out
}

// MarshalJSON writes the game's fields, a kept state where the field it
// had stood: after the game's prepared one, before its board.
func (g lineGame) MarshalJSON() ([]byte, error) {
	out, err := json.Marshal(g.plainGame)
	if err != nil {
		return out, err
	}
	var kept []byte
	if g.Problem != nil {
		kept = append(append(kept, `,"Problem":`...), g.Problem...)
	}
	if g.Anticipation != nil {
		kept = append(append(kept, `,"Anticipation":`...), g.Anticipation...)
	}
	if kept == nil {
		return out, nil
	}
	at := bytes.Index(out, []byte(`,"Board":`))
	if at < 0 {
		return nil, errors.New("snapshot: a game written without its board")
	}
	return slices.Insert(out, at, kept...), nil
}
