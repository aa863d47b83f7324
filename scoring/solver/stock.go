package solver

import (
	"slices"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// Tiles taken from the stock (the Completiv, Superjoker and Metagrama
// variants, RULES §7): besides the rack, a search may place up to g.wilds
// tiles chosen from g.stock, each a letter the stock still holds, scoring its
// face value, or, when the stock holds a joker, that joker. A letter is taken
// from the stock only once the rack holds no more of it, and the stock's
// joker only once the rack's are placed, so that a move is found once, with
// the fewest tiles taken.

// wildMask returns the letters a tile taken from the stock may show: none
// when no more may be taken, else the stock's letters, and every letter a
// joker stands for when the stock holds a joker.
func (g *Generator) wildMask() uint32 {
	if g.wilds == 0 {
		return 0
	}
	var m uint32
	for l := 0; l < 26; l++ {
		if g.stock[l] > 0 {
			m |= 1 << l
		}
	}
	if g.stock[scoring.JokerIndex] > 0 {
		m |= g.jokerMask
	}
	return m
}

// stockValues writes into vals the values of the g.wilds highest tiles of the
// stock (a joker counting 0), for the bounds of the bounded search, and
// returns how many it wrote.
func (g *Generator) stockValues(vals []int) int {
	var all []int
	for l := 0; l < 26 && g.wilds > 0; l++ {
		for range min(int(g.stock[l]), g.wilds) {
			all = append(all, g.values[l])
		}
	}
	for range min(int(g.stock[scoring.JokerIndex]), g.wilds) {
		all = append(all, 0)
	}
	slices.SortFunc(all, func(a, b int) int { return b - a })
	return copy(vals, all[:min(len(all), g.wilds)])
}

// placeStock puts on the empty square at col of the current row a tile taken
// from the stock for the letter of arc a: the letter itself when the rack
// holds no more of it, and a joker when the stock holds one and the rack none
// left. The other arguments are as [Generator.place] computed them.
func (g *Generator) placeStock(col int, a uint32, lm, wm, cw, crossSum, left, sum, mul, cross int) {
	l := lexicon.ArcLetter(a)
	bit := uint32(1) << l
	child, accept := lexicon.ArcTarget(a), lexicon.ArcAccepts(a)
	avail := g.wildAvail
	g.wilds--
	if g.rackMask&bit == 0 && g.stock[l] > 0 {
		g.stock[l]--
		g.wildAvail = g.wildMask()
		v := g.values[l] * lm
		g.goOn(col, scoring.Tile('A'+l), child, accept, left, sum+v, mul*wm, cross+(crossSum+v)*cw)
		g.stock[l]++
	}
	if g.jokerAvail == 0 && g.jokerMask&bit != 0 && g.stock[scoring.JokerIndex] > 0 {
		g.stock[scoring.JokerIndex]--
		g.wildAvail = g.wildMask()
		g.goOn(col, scoring.Tile('a'+l), child, accept, left, sum, mul*wm, cross+crossSum*cw)
		g.stock[scoring.JokerIndex]++
	}
	g.wilds++
	g.wildAvail = avail
}
