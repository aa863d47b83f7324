package solver

import (
	"slices"
	"strings"

	"arbiter/scoring"
)

// TopVariant returns every way to reach the best score of a round of the
// variant o.Variant (RULES §7) on b, the search being as exhaustive as [Top]'s:
//   - Classic and Eliptic: the moves of o.Rack (8 letters in Eliptic, of which
//     at most the rule set's rack size are placed, the bingo earned by 7);
//   - Completiv and Superjoker: the moves of o.Rack completed by 1 or 2 tiles
//     the player takes from o.Stock, over every choice the stock allows (two
//     E need two E in it): a letter scoring its face value, or a joker (0
//     points, any letter) only when the stock holds one;
//   - Metagrama: the moves of the 7 letters of o.Rack, and those with any one
//     of them swapped for a tile of o.Stock;
//   - Tactic: the best pairs of moves, one with each group ([topTactic]).
//
// A tile taken from the stock is taken only where the rack cannot give it: a
// move using a letter the rack holds takes it from the rack, so each move is
// listed once, with the fewest tiles taken (Chosen). In Metagrama the tile
// given back (Returned) is the first, A to Z then the joker, of the rack's
// tiles the move does not place.
//
// The result is ordered by score, then by the objective criteria of RULES
// §4.3 as [Rank] applies them, the rack being the tiles played from (o.Rack
// with the tiles taken, less the one given back; both groups in Tactic) and
// the bag o.Stock less the tiles taken (plus the one given back), then by the
// moves' places (across first, row, column, word; in Tactic the first move's,
// then the second's), Rack's move first in Tactic, the letters chosen (in
// board order; of the tiles of one letter the rack's are the first placed)
// and the letter given back.
func (g *Generator) TopVariant(b *scoring.Board, o scoring.Offer) []scoring.VariantMove {
	rk := newRanker(g.rs)
	var out []rankedVariant
	switch o.Variant {
	case scoring.Completiv, scoring.Superjoker, scoring.Metagrama:
		out = g.topStock(b, o, rk)
	case scoring.Tactic:
		out = g.topTactic(b, o, rk)
	default:
		for _, m := range g.Top(b, o.Rack) {
			out = append(out, rankedVariant{
				VariantMove: scoring.VariantMove{Moves: []scoring.Move{m}, Score: m.Score},
				key:         rk.key(m.Tiles(), len(m.Placed), o.Rack, o.Stock),
			})
		}
	}
	return sortVariants(rk, out)
}

// rankedVariant is a way to play a round and its RULES §4.3 criteria.
type rankedVariant struct {
	scoring.VariantMove
	key rankKey
}

// sortVariants orders ways to play a round as [Generator.TopVariant] says.
func sortVariants(rk *ranker, vs []rankedVariant) []scoring.VariantMove {
	slices.SortFunc(vs, func(a, b rankedVariant) int {
		if a.Score != b.Score {
			return b.Score - a.Score
		}
		if c := rk.compare(a.key, b.key); c != 0 {
			return c
		}
		for i := range min(len(a.Moves), len(b.Moves)) {
			if c := comparePlace(a.Moves[i], b.Moves[i]); c != 0 {
				return c
			}
		}
		if len(a.Moves) != len(b.Moves) {
			return len(a.Moves) - len(b.Moves)
		}
		if a.Rack2First != b.Rack2First {
			if b.Rack2First {
				return -1
			}
			return 1
		}
		if c := strings.Compare(a.Chosen, b.Chosen); c != 0 {
			return c
		}
		return int(a.Returned) - int(b.Returned)
	})
	if len(vs) == 0 {
		return nil
	}
	res := make([]scoring.VariantMove, len(vs))
	for i, v := range vs {
		res[i] = v.VariantMove
	}
	return res
}

// topStock is TopVariant for the variants that take tiles from the stock:
// Completiv and Superjoker (Variant.Chosen tiles), Metagrama (one, for a
// tile of the rack given back). The moves are searched class by class (stock.go), each class's search
// bounded by the best score of those before it.
func (g *Generator) topStock(b *scoring.Board, o scoring.Offer, rk *ranker) []rankedVariant {
	r := o.Variant.Rules()
	n := r.Chosen + r.Swapped
	var moves []scoring.Move
	for _, class := range g.takeClasses(o.Stock, n) {
		g.stock, g.wilds, g.take = o.Stock, class.n, class.tiers
		best := -1
		if len(moves) > 0 {
			best = moves[0].Score
		}
		found := g.topFrom(b, o.Rack, best)
		if len(found) > 0 && found[0].Score > best {
			moves = moves[:0]
		}
		moves = append(moves, found...)
	}
	g.wilds = 0
	out := make([]rankedVariant, len(moves))
	for i, m := range moves {
		chosen, taken := stockTiles(m, o.Rack)
		rack, bag := o.Rack.Plus(taken), o.Stock.Minus(taken)
		v := scoring.VariantMove{Moves: []scoring.Move{m}, Chosen: chosen, Score: m.Score}
		if o.Variant.Swaps() && chosen != "" {
			v.Returned = firstTile(o.Rack.Minus(m.Tiles().Minus(taken)))
			var back scoring.Rack
			back.Add(v.Returned)
			rack, bag = rack.Minus(back), bag.Plus(back)
		}
		out[i] = rankedVariant{v, rk.key(m.Tiles(), len(m.Placed), rack, bag)}
	}
	return out
}

// stockTiles returns the tiles m places beyond those of rack, taken from the
// stock, in board order ('?' for a joker), and as rack counts. Of the tiles
// of one letter, the rack's are the first placed: the letters are the same
// whichever are, and the string says which letters were taken in the order
// their last tiles are placed.
func stockTiles(m scoring.Move, rack scoring.Rack) (string, scoring.Rack) {
	var s []byte
	var taken scoring.Rack
	for _, p := range m.Placed {
		tile := p.Tile.Letter()
		if p.Tile.IsJoker() {
			tile = '?'
		}
		if !rack.Remove(tile) {
			s = append(s, tile)
			taken.Add(tile)
		}
	}
	return string(s), taken
}

// firstTile returns the first tile of r, A to Z then '?' for a joker, or 0
// when r is empty.
func firstTile(r scoring.Rack) byte {
	for l := 0; l < 26; l++ {
		if r[l] > 0 {
			return byte('A' + l)
		}
	}
	if r.Jokers() > 0 {
		return '?'
	}
	return 0
}
