package solver

import (
	"slices"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// Tiles taken from the stock (the Completiv, Superjoker and Metagrama
// variants, RULES §7): besides the rack, a search places exactly the tiles of
// a class: one tile of each tier it names. A tier is a range of values (see
// takeClasses), named by its highest, the bound of its tiles; g.take[:g.wilds]
// are the tiers of the tiles still to take. Such a tile is a letter the stock
// still holds, scoring its value, or the stock's joker (0 points, any
// letter). A letter is taken from the stock only once the rack holds no more
// of it, and the stock's joker only once the rack's are placed, so that a
// move is found once, with the fewest tiles taken, in the one search of the
// tiers it takes.
//
// Searching the classes one by one, each bounded by its own tiers, is what
// makes the search quick: a move taking a 10 and a 9 is searched among the
// few letters worth that much, and the classes of cheap letters, the most
// fertile, are bounded by their cheap values, so that once a high score is
// found most of them are not searched at all. The cheap letters and the
// joker share a tier, so that their many words are searched together.

// maxTaken is the most tiles a round takes from the stock (Superjoker's 2).
const maxTaken = 2

// tierSpan is the spread of values within a tier: the tiers of the values
// 0 (the joker) to 10 are 0–2, 3–5, 6–8 and 9–10, those present in the stock
// each named by its highest value present.
const tierSpan = 2

// takeClass is the tiers of the tiles a search takes from the stock:
// tiers[:n].
type takeClass struct {
	n     int
	tiers [maxTaken]int
}

// takeClasses sets g.tier for stock and returns every class of at most n
// tiles of it (up to maxTaken), the empty one included, the highest total of
// tiers first (then the highest tier first), so that the searches most
// likely to score high come first.
func (g *Generator) takeClasses(stock scoring.Rack, n int) []takeClass {
	value := func(i int) int {
		if i == scoring.JokerIndex {
			return 0
		}
		return g.values[i]
	}
	tiers := map[int]int{} // tier's lowest value → its highest present
	for i, c := range stock {
		if c > 0 {
			lo := value(i) / (tierSpan + 1) * (tierSpan + 1)
			tiers[lo] = max(tiers[lo], value(i))
		}
	}
	count := map[int]int{} // tier → tiles of the stock in it
	for i, c := range stock {
		g.tier[i] = tiers[value(i)/(tierSpan+1)*(tierSpan+1)]
		count[g.tier[i]] += int(c)
	}
	var present []int
	for t, c := range count {
		if c > 0 {
			present = append(present, t)
		}
	}
	slices.Sort(present)
	classes := []takeClass{{}}
	for i, t := range present {
		if n >= 1 {
			classes = append(classes, takeClass{1, [maxTaken]int{t}})
		}
		for _, u := range present[:i+1] {
			if n >= 2 && (u != t || count[t] >= 2) {
				classes = append(classes, takeClass{2, [maxTaken]int{t, u}})
			}
		}
	}
	slices.SortStableFunc(classes, func(a, b takeClass) int {
		if sa, sb := a.tiers[0]+a.tiers[1], b.tiers[0]+b.tiers[1]; sa != sb {
			return sb - sa
		}
		return b.tiers[0] - a.tiers[0]
	})
	return classes
}

// wildMask returns the letters a tile taken from the stock may show: the
// stock's letters of the tiers still to take, and every letter a joker
// stands for when the joker's tier is still to take and the stock holds one.
func (g *Generator) wildMask() uint32 {
	var m uint32
	for _, t := range g.take[:g.wilds] {
		for l := 0; l < 26; l++ {
			if g.stock[l] > 0 && g.tier[l] == t {
				m |= 1 << l
			}
		}
		if g.stock[scoring.JokerIndex] > 0 && g.tier[scoring.JokerIndex] == t {
			m |= g.jokerMask
		}
	}
	return m
}

// stockValues writes into vals the most the tiles still to take are worth
// (their tiers), for the bounds of the bounded search, and returns how many
// it wrote.
func (g *Generator) stockValues(vals []int) int {
	return copy(vals, g.take[:g.wilds])
}

// takeTile takes from the stock a tile of index i (a letter, or
// scoring.JokerIndex), if the stock holds one and its tier is still to take,
// and reports whether it did; giveBack undoes it.
func (g *Generator) takeTile(i int) bool {
	if g.stock[i] == 0 {
		return false
	}
	k := slices.Index(g.take[:g.wilds], g.tier[i])
	if k < 0 {
		return false
	}
	g.wilds--
	g.take[k], g.take[g.wilds] = g.take[g.wilds], g.take[k] // the tiers to take are a multiset: their order is free
	g.stock[i]--
	g.wildAvail = g.wildMask()
	return true
}

// giveBack puts back into the stock the tile of index i that takeTile took
// last.
func (g *Generator) giveBack(i int) {
	g.stock[i]++
	g.wilds++
}

// placeStock puts on the empty square at col of the current row a tile taken
// from the stock for the letter of arc a: the letter itself when the rack
// holds no more of it, and a joker when the stock holds one and the rack none
// left. The other arguments are as [Generator.place] computed them.
func (g *Generator) placeStock(col int, a uint32, lm, wm, cw, crossSum, left, sum, mul, cross int) {
	l := lexicon.ArcLetter(a)
	bit := uint32(1) << l
	avail := g.wildAvail
	if g.rackMask&bit == 0 && g.takeTile(int(l)) {
		v := g.values[l] * lm
		g.goOn(col, scoring.Tile('A'+l), a, 0, left, sum+v, mul*wm, cross+(crossSum+v)*cw)
		g.giveBack(int(l))
	}
	if g.jokerAvail == 0 && g.jokerMask&bit != 0 && g.takeTile(scoring.JokerIndex) {
		g.goOn(col, scoring.Tile('a'+l), a, 0, left, sum, mul*wm, cross+crossSum*cw)
		g.giveBack(scoring.JokerIndex)
	}
	g.wildAvail = avail
}
