package arbiter

import (
	"slices"

	"arbiter/draw"
	"arbiter/scoring"
)

// Rack2 returns Tactic's second group of the round (RULES §7.6), empty in
// the other games.
func (r *Round) Rack2() scoring.Rack { return r.Remainder2.Plus(r.New2) }

// Offer returns what round r of g offers a player (RULES §7): the letters
// drawn, Tactic's second group and the stock.
func (g *Game) Offer(r *Round) scoring.Offer {
	return scoring.Offer{Variant: g.Variant, Rack: r.Rack(), Rack2: r.Rack2(), Stock: r.Stock, FixedOrder: g.FixedOrder}
}

// Top returns the chosen top as a variant move: its move or moves, the
// letters taken from the stock, the letter given up, the total score.
func (t *TopChosen) Top() scoring.VariantMove {
	return t.Announced().VariantMove()
}

// Announced returns the chosen top as a [VariantTop].
func (t *TopChosen) Announced() VariantTop {
	return VariantTop{Move: t.Move, Second: t.Second, Chosen: t.Chosen, Returned: t.Returned, Rack2First: t.Rack2First}
}

// Score returns the top's score: in Tactic the sum of both moves.
func (t *TopChosen) Score() int { return t.Announced().Score() }

// AnnouncedTops returns the tops of t in the order announced, which the
// referee's choice of a top numbers from 1: the chosen top at its Choice
// place among the equivalent tops (first for a typed top), and its index.
func (t *TopChosen) AnnouncedTops() ([]VariantTop, int) {
	others := make([]VariantTop, 0, len(t.Alternatives)+len(t.VariantAlternatives))
	for _, m := range t.Alternatives {
		others = append(others, VariantTop{Move: m})
	}
	others = append(others, t.VariantAlternatives...)
	at := min(max(t.Choice-1, 0), len(others))
	return slices.Insert(others, at, t.Announced()), at
}

// Score returns the top's score: in Tactic the sum of both moves (what
// [VariantTop.variantMove] adds up, without building it: standings read
// it for every slip).
func (t VariantTop) Score() int {
	if t.Second != nil {
		return t.Move.Score + t.Second.Score
	}
	return t.Move.Score
}

// VariantMove returns t as a scoring.VariantMove.
func (t VariantTop) VariantMove() scoring.VariantMove {
	v := scoring.VariantMove{Moves: []scoring.Move{t.Move}, Chosen: t.Chosen, Score: t.Score(), Rack2First: t.Rack2First}
	if t.Second != nil {
		v.Moves = append(v.Moves, *t.Second)
	}
	if t.Returned != "" {
		v.Returned = t.Returned[0]
	}
	return v
}

// VariantTopOf returns v as recorded in a [TopChosen].
func VariantTopOf(v scoring.VariantMove) VariantTop {
	t := VariantTop{Move: v.Moves[0], Chosen: v.Chosen, Rack2First: v.Rack2First}
	if len(v.Moves) > 1 {
		second := v.Moves[1]
		t.Second = &second
	}
	if v.Returned != 0 {
		t.Returned = string(v.Returned)
	}
	return t
}

// Leave returns what round r's top leaves for the next round of g (RULES
// §4.1, §7): the remainder of each group and the stock, g.Bag less the
// letters the top took from it and with the letter it gave up. When the
// bag is empty and only Tactic's second group has letters left, they are
// its first group (as [draw.DrawTactic] reads them).
func (g *Game) Leave(r *Round) (remainder, remainder2, stock scoring.Rack, err error) {
	o := g.Offer(r)
	o.Stock = g.Bag
	remainder, remainder2, stock, err = draw.Leave(o, r.Top.Top())
	if g.Variant.TwoGroups() && stock.Len() == 0 && remainder.Len() == 0 {
		remainder, remainder2 = remainder2, scoring.Rack{}
	}
	return remainder, remainder2, stock, err
}

// The technical warnings of the variants' slips (RULES §7.2, §7.6), in
// [Verdict.Warning] and [Verdict.MoreWarnings].
const (
	WarnWrongJokerMark = "wrong_joker_mark"
	WarnMissingScore2  = "missing_score2"
	WarnWrongScore2    = "wrong_score2"
	WarnMissingTotal   = "missing_total"
	WarnWrongTotal     = "wrong_total"
)
