package solver

import (
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// config is what a Generator reads of its rule set and graph, computed once
// so that the search reads plain arrays.
type config struct {
	rs  *scoring.RuleSet
	lex *lexicon.Graph

	values    [26]int // letter values
	jokerMask uint32  // letters a joker may stand for
	bingo     [scoring.Size + 1]int
	// blank holds the squares of each frame's empty board: their premiums,
	// every letter allowed, no column word.
	blank [2][scoring.Size * scoring.Size]cell

	// The roots' arcs: every search from an anchor starts at the GADDAG
	// root, every cross set at the DAWG root.
	root, dawgRoot lexicon.Node
	rootLetters    uint32 // the letters of the GADDAG root's arcs, Separator included
	dawgAccepts    uint32
	dawgChild      [26]lexicon.Node
	rootChild      [26]lexicon.Node // the GADDAG root's children, for the cross sets of the squares above a column word
}

// newConfig returns the config of rule set rs and graph g.
func newConfig(rs *scoring.RuleSet, g *lexicon.Graph) config {
	c := config{rs: rs, lex: g, root: g.GaddagRoot(), dawgRoot: g.DawgRoot()}
	c.rootLetters, _ = g.Arcs(c.root)
	_, c.dawgAccepts = g.Arcs(c.dawgRoot)
	for l := range c.dawgChild {
		c.dawgChild[l] = g.Child(c.dawgRoot, byte(l))
		c.rootChild[l] = g.Child(c.root, byte(l))
	}
	for i := range c.values {
		c.values[i] = rs.Value(scoring.Tile('A' + i))
	}
	for i := 0; i < len(rs.JokerLetters); i++ {
		if l := rs.JokerLetters[i]; l >= 'A' && l <= 'Z' {
			c.jokerMask |= 1 << (l - 'A')
		}
	}
	for _, n := range rs.Bingo.Tiles {
		if n >= 0 && n < len(c.bingo) {
			c.bingo[n] = rs.Bingo.Bonus
		}
	}
	for r := 0; r < scoring.Size; r++ {
		for col := 0; col < scoring.Size; col++ {
			for dir, p := range [2]scoring.Premium{scoring.PremiumAt(r, col), scoring.PremiumAt(col, r)} {
				c.blank[dir][r*scoring.Size+col] = cell{cross: allLetters, lm: int32(p.LetterMultiplier()), wm: int32(p.WordMultiplier())}
			}
		}
	}
	return c
}
