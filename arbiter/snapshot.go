package arbiter

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"maps"
	"slices"

	"arbiter/scoring"
)

// SnapshotFormat is the version of the encoding [EncodeSnapshot] writes:
// a snapshot of another version is not read, and the log is folded from
// the start instead.
const SnapshotFormat = 1

// snapshot is the encoded form of a [State]: the state as JSON without its
// rule set (rebuilt from the TournamentCreated, as [Apply] does), with its
// boards beside it, since a board's squares are not exported, and the
// moves of the slips' verdicts each written once (most slips play the
// same few moves), which keeps the snapshot small and quick to read.
type snapshot struct {
	Format int   `json:"format"`
	State  State `json:"state"`
	// Boards holds every board of the state, each as the hex of its
	// squares row by row: for each game its board, then its rounds' boards.
	Boards []string `json:"boards"`
	// Moves are the distinct moves of the verdicts; SlipMoves gives, for
	// each slip in order (game, round, table, entry), the 1-based index in
	// Moves of its Verdict.Move, then of its Verdict.Second, 0 for none.
	Moves     []scoring.Move `json:"moves"`
	SlipMoves []int          `json:"slip_moves"`
}

// eachSlip calls fn on every slip of games, in the order of
// snapshot.SlipMoves.
func eachSlip(games []Game, fn func(*Slip)) {
	for i := range games {
		for j := range games[i].Rounds {
			r := &games[i].Rounds[j]
			for _, table := range slices.Sorted(maps.Keys(r.Slips)) {
				for k := range r.Slips[table] {
					fn(&r.Slips[table][k])
				}
			}
		}
	}
}

// withoutMoves returns a copy of games whose slips hold no verdict moves,
// the moves in snap, as snapshot.Moves says.
func withoutMoves(games []Game, snap *snapshot) ([]Game, error) {
	games = slices.Clone(games)
	for i := range games {
		games[i].Rounds = slices.Clone(games[i].Rounds)
		for j := range games[i].Rounds {
			r := &games[i].Rounds[j]
			if r.Slips == nil {
				continue
			}
			slips := make(map[int][]Slip, len(r.Slips))
			for table, h := range r.Slips {
				slips[table] = slices.Clone(h)
			}
			r.Slips = slips
		}
	}
	index := map[string]int{}
	var err error
	intern := func(m **scoring.Move) {
		if *m == nil {
			snap.SlipMoves = append(snap.SlipMoves, 0)
			return
		}
		key, e := json.Marshal(*m)
		if e != nil {
			err = e
		}
		n, ok := index[string(key)]
		if !ok {
			snap.Moves = append(snap.Moves, **m)
			n = len(snap.Moves)
			index[string(key)] = n
		}
		snap.SlipMoves = append(snap.SlipMoves, n)
		*m = nil
	}
	eachSlip(games, func(s *Slip) {
		intern(&s.Verdict.Move)
		intern(&s.Verdict.Second)
	})
	return games, err
}

// restoreMoves gives the slips of games back the moves snapshot.Moves and
// SlipMoves say they hold, each slip its own copy.
func restoreMoves(games []Game, snap *snapshot) error {
	refs := snap.SlipMoves
	var err error
	restore := func(m **scoring.Move) {
		if len(refs) == 0 {
			err = fmt.Errorf("snapshot: fewer move references than slips")
			return
		}
		n := refs[0]
		refs = refs[1:]
		switch {
		case *m != nil:
			err = fmt.Errorf("snapshot: a slip holds its move")
		case n < 0 || n > len(snap.Moves):
			err = fmt.Errorf("snapshot: a slip's move %d is not among the %d moves", n, len(snap.Moves))
		case n > 0:
			mv := snap.Moves[n-1]
			*m = &mv
		}
	}
	eachSlip(games, func(s *Slip) {
		restore(&s.Verdict.Move)
		restore(&s.Verdict.Second)
	})
	if err == nil && len(refs) > 0 {
		err = fmt.Errorf("snapshot: more move references than slips")
	}
	return err
}

// EncodeSnapshot returns s encoded deterministically: the same state gives
// the same bytes. [DecodeSnapshot] reads it back.
func EncodeSnapshot(s State) ([]byte, error) {
	snap := snapshot{Format: SnapshotFormat, State: s}
	snap.State.RuleSet = nil
	var err error
	if snap.State.Games, err = withoutMoves(s.Games, &snap); err != nil {
		return nil, err
	}
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
	if err := restoreMoves(s.Games, &snap); err != nil {
		return State{}, err
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
