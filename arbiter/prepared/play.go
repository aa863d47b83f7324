package prepared

import (
	"fmt"

	"arbiter/arbiter"
	"arbiter/draw"
	"arbiter/scoring"
)

// Options choose the game to prepare: the seed of its draw, whether a rack
// of three equal letters is put back, and the kind of game (RULES §7) with
// Tactic's imposed order.
type Options struct {
	Seed          uint64
	RejectTriples bool
	Variant       scoring.Variant
	FixedOrder    bool
}

// Play plays a whole game of rule set rs by its top moves (RULES §4.2,
// §4.3; a variant's, §7), found by the move generator deps.
func Play(rs *scoring.RuleSet, deps arbiter.Deps, o Options) (draw.Game, error) {
	top, exists, variantTop := drawMoves(rs, deps)
	var game draw.Game
	var err error
	if o.Variant == scoring.Classic {
		game, err = draw.Prepare(rs, o.Seed, o.RejectTriples, top, exists)
	} else {
		game, err = draw.PrepareVariant(rs, o.Variant, o.FixedOrder, o.Seed, o.RejectTriples, variantTop, exists)
	}
	if err != nil {
		return draw.Game{}, fmt.Errorf("prepare game with seed %d: %w", o.Seed, err)
	}
	return game, nil
}

// drawMoves returns the top move of RULES §4.3, the move-exists test and
// the top of a variant round (RULES §7, the first of TopVariant's list)
// found by deps, as [draw.Prepare] and [draw.PrepareVariant] take them.
func drawMoves(rs *scoring.RuleSet, deps arbiter.Deps) (draw.TopFunc, draw.ExistsFunc, draw.VariantTopFunc) {
	top := func(b *scoring.Board, rack, bag scoring.Rack) (scoring.Move, bool) {
		moves := deps.Top(b, rack)
		if len(moves) == 0 {
			return scoring.Move{}, false
		}
		return deps.Rank(rs, moves, rack, bag)[0], true
	}
	variantTop := func(b *scoring.Board, o scoring.Offer) (scoring.VariantMove, bool) {
		tops := deps.TopVariant(b, o)
		if len(tops) == 0 {
			return scoring.VariantMove{}, false
		}
		return tops[0], true
	}
	return top, deps.Exists, variantTop
}
