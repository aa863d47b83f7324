package arbiter

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"

	"arbiter/scoring"
)

// SnapshotFormat is the version of the encoding [EncodeSnapshot] writes:
// a snapshot of another version is not read, and the log is folded from
// the start instead.
const SnapshotFormat = 1

// snapshot is the encoded form of a [State]: the state as JSON without its
// rule set (rebuilt from the TournamentCreated, as [Apply] does) and with
// its boards beside it, since a board's squares are not exported.
type snapshot struct {
	Format int   `json:"format"`
	State  State `json:"state"`
	// Boards holds every board of the state, each as the hex of its
	// squares row by row: for each game its board, then its rounds' boards.
	Boards []string `json:"boards"`
}

// EncodeSnapshot returns s encoded deterministically: the same state gives
// the same bytes. [DecodeSnapshot] reads it back.
func EncodeSnapshot(s State) ([]byte, error) {
	snap := snapshot{Format: SnapshotFormat, State: s}
	snap.State.RuleSet = nil
	for _, g := range s.Games {
		snap.Boards = append(snap.Boards, boardText(&g.Board))
		for _, r := range g.Rounds {
			snap.Boards = append(snap.Boards, boardText(&r.Board))
		}
	}
	return json.Marshal(snap)
}

// DecodeSnapshot reads a state written by [EncodeSnapshot]. Bytes that are
// not such a snapshot, or one of another [SnapshotFormat], give an error.
func DecodeSnapshot(data []byte) (State, error) {
	var snap snapshot
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&snap); err != nil {
		return State{}, fmt.Errorf("snapshot: %w", err)
	}
	if dec.More() {
		return State{}, fmt.Errorf("snapshot: data after the snapshot")
	}
	if snap.Format != SnapshotFormat {
		return State{}, fmt.Errorf("snapshot: format %d, this arbiter reads %d", snap.Format, SnapshotFormat)
	}
	s := snap.State
	if s.Tournament.Name != "" || len(s.Players) > 0 || len(s.Games) > 0 {
		rs, err := ruleSetOf(s.Tournament)
		if err != nil {
			return State{}, fmt.Errorf("snapshot: %w", err)
		}
		s.RuleSet = rs
	}
	boards := snap.Boards
	next := func(b *scoring.Board) error {
		if len(boards) == 0 {
			return fmt.Errorf("snapshot: fewer boards than games and rounds")
		}
		err := readBoard(b, boards[0])
		boards = boards[1:]
		return err
	}
	for i := range s.Games {
		g := &s.Games[i]
		if g.Number != i+1 {
			return State{}, fmt.Errorf("snapshot: game %d in place %d", g.Number, i+1)
		}
		if err := next(&g.Board); err != nil {
			return State{}, err
		}
		for j := range g.Rounds {
			if g.Rounds[j].Number != j+1 {
				return State{}, fmt.Errorf("snapshot: game %d: round %d in place %d", g.Number, g.Rounds[j].Number, j+1)
			}
			if err := next(&g.Rounds[j].Board); err != nil {
				return State{}, err
			}
		}
	}
	if len(boards) > 0 {
		return State{}, fmt.Errorf("snapshot: more boards than games and rounds")
	}
	return s, nil
}

// boardText is the hex of b's squares, row by row.
func boardText(b *scoring.Board) string {
	var sq [scoring.Size * scoring.Size]byte
	for row := range scoring.Size {
		for col := range scoring.Size {
			sq[row*scoring.Size+col] = byte(b.At(row, col))
		}
	}
	return hex.EncodeToString(sq[:])
}

// readBoard sets b's squares from text written by boardText.
func readBoard(b *scoring.Board, text string) error {
	sq, err := hex.DecodeString(text)
	if err != nil || len(sq) != scoring.Size*scoring.Size {
		return fmt.Errorf("snapshot: a board is not %d squares in hex", scoring.Size*scoring.Size)
	}
	for i, t := range sq {
		if t != 0 && (t < 'A' || t > 'Z') && (t < 'a' || t > 'z') {
			return fmt.Errorf("snapshot: a board holds the tile %#x", t)
		}
		b.Set(i/scoring.Size, i%scoring.Size, scoring.Tile(t))
	}
	return nil
}
