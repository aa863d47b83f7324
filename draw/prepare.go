package draw

import (
	"fmt"

	"arbiter/scoring"
)

// TopFunc returns the top move of RULES §4.3 on board b with rack, bag being
// the tiles left in the bag, or false when no move can be made. It must not
// change b.
type TopFunc func(b *scoring.Board, rack, bag scoring.Rack) (scoring.Move, bool)

// ExistsFunc reports whether a legal move can be made on board b with rack.
// It must not change b.
type ExistsFunc func(b *scoring.Board, rack scoring.Rack) bool

// Round is one round of a prepared game: its draw, the top move played and
// the cumulative score after it.
type Round struct {
	Draw  Result       `json:"draw"`
	Move  scoring.Move `json:"-"`
	Total int          `json:"total"`
}

// Game is a whole duplicate game played by its top moves.
type Game struct {
	Seed   uint64        `json:"seed"`
	Rounds []Round       `json:"rounds"`
	Ending Result        `json:"ending"` // the draw that ended the game
	Board  scoring.Board `json:"-"`      // the final position
	Total  int           `json:"total"`  // the sum of the top scores
}

// maxRounds bounds a prepared game: every round places at least one tile,
// so a game never has more rounds than tiles.
func maxRounds(rs *scoring.RuleSet) int { return rs.TotalTiles() + 1 }

// Prepare plays a whole duplicate game with seed by itself (RULES §4.1–§4.3):
// draw a rack with [Draw] (moves checked with exists on the current board),
// play the move top chooses, keep the remainder, and go on until the draw
// ends the game. The game depends only on its arguments. The error names the
// round where top found no move although exists said there was one.
func Prepare(rs *scoring.RuleSet, seed uint64, rejectTriples bool, top TopFunc, exists ExistsFunc) (Game, error) {
	g := Game{Seed: seed}
	bag := rs.FullBag()
	var remainder scoring.Rack
	opts := Options{RejectTriples: rejectTriples, MoveExists: func(r scoring.Rack) bool { return exists(&g.Board, r) }}
	for round := 1; round <= maxRounds(rs); round++ {
		res, err := Draw(rs, seed, round, bag, remainder, opts)
		if err != nil {
			return g, err
		}
		if res.End != Playing {
			g.Ending = res
			return g, nil
		}
		move, ok := top(&g.Board, res.Rack, res.Bag)
		if !ok {
			return g, fmt.Errorf("round %d: no top move with %s although a move exists", round, res.Rack)
		}
		if !res.Rack.Contains(move.Tiles()) || move.Tiles().Len() == 0 {
			return g, fmt.Errorf("round %d: the top move places %q, not tiles of the rack %s", round, move.Tiles().String(), res.Rack)
		}
		g.Board.Apply(move)
		g.Total += move.Score
		g.Rounds = append(g.Rounds, Round{Draw: res, Move: move, Total: g.Total})
		bag, remainder = res.Bag, res.Rack.Minus(move.Tiles())
	}
	return g, fmt.Errorf("the game did not end within %d rounds", maxRounds(rs))
}
