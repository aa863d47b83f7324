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

// VariantTopFunc returns the top of a round offering o on board b (RULES
// §7: the exhaustive search over every choice the variant allows, ordered
// as RULES §4.3), or false when no move can be made. It must not change b.
type VariantTopFunc func(b *scoring.Board, o scoring.Offer) (scoring.VariantMove, bool)

// Round is one round of a prepared game: its draw, the top played (Move is
// its first move, Top the whole of it) and the cumulative score after it.
type Round struct {
	Draw  Result              `json:"draw"`
	Move  scoring.Move        `json:"-"`
	Top   scoring.VariantMove `json:"-"`
	Total int                 `json:"total"`
}

// Game is a whole duplicate game played by its top moves.
type Game struct {
	Seed uint64 `json:"seed"`
	// Variant is the kind of game (RULES §7), FixedOrder Tactic's option.
	Variant    scoring.Variant `json:"variant,omitempty"`
	FixedOrder bool            `json:"fixed_order,omitempty"`
	Rounds     []Round         `json:"rounds"`
	Ending     Result          `json:"ending"` // the draw that ended the game
	Board      scoring.Board   `json:"-"`      // the final position
	Total      int             `json:"total"`  // the sum of the top scores
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
	classic := func(b *scoring.Board, o scoring.Offer) (scoring.VariantMove, bool) {
		m, ok := top(b, o.Rack, o.Stock)
		return scoring.VariantMove{Moves: []scoring.Move{m}, Score: m.Score}, ok
	}
	return PrepareVariant(rs, scoring.Classic, false, seed, rejectTriples, classic, exists)
}

// PrepareVariant plays a whole game of variant v by itself (RULES §7), as
// [Prepare] does the classic game: each round is drawn with [DrawVariant],
// its top (top) is played, and what the top leaves ([Leave]) is kept for
// the next round. fixedOrder is Tactic's option. The error names the round
// where top found no move although exists said there was one, or where the
// top does not fit the round's offer.
func PrepareVariant(rs *scoring.RuleSet, v scoring.Variant, fixedOrder bool, seed uint64, rejectTriples bool, top VariantTopFunc, exists ExistsFunc) (Game, error) {
	g := Game{Seed: seed, Variant: v, FixedOrder: fixedOrder && v.TwoGroups()}
	bag := rs.FullBag()
	var remainder, remainder2 scoring.Rack
	opts := Options{RejectTriples: rejectTriples, MoveExists: func(r scoring.Rack) bool { return exists(&g.Board, r) }}
	for round := 1; round <= maxRounds(rs); round++ {
		res, err := DrawVariant(rs, v, seed, round, bag, remainder, remainder2, opts)
		if err != nil {
			return g, err
		}
		if res.End != Playing {
			g.Ending = res
			return g, nil
		}
		o := res.Offer(v, g.FixedOrder)
		t, ok := top(&g.Board, o)
		if !ok {
			return g, fmt.Errorf("round %d: no top move with %s although a move exists", round, offerText(o))
		}
		if remainder, remainder2, bag, err = Leave(o, t); err != nil {
			return g, fmt.Errorf("round %d: %s: %w", round, offerText(o), err)
		}
		for _, m := range t.Moves {
			if m.Tiles().Len() == 0 {
				return g, fmt.Errorf("round %d: a move of the top places no tile", round)
			}
			g.Board.Apply(m)
			g.Total += m.Score
		}
		g.Rounds = append(g.Rounds, Round{Draw: res, Move: t.Moves[0], Top: t, Total: g.Total})
	}
	return g, fmt.Errorf("the game did not end within %d rounds", maxRounds(rs))
}

// offerText names the letters of an offer for messages: the rack, and
// Tactic's second group after " / ".
func offerText(o scoring.Offer) string {
	if o.Variant.TwoGroups() {
		return o.Rack.String() + " / " + o.Rack2.String()
	}
	return o.Rack.String()
}
