package solver

import (
	"math/bits"

	"arbiter/scoring/lexicon"
)

// A move placing a whole plain rack has as main word the rack's letters and
// those of the runs of tiles its word covers on its row: whole runs, one
// after another, the empty squares between them filled by the rack. A
// filter of the words' letters (lexicon.Graph.Bags) tells, for each such
// set of letters, whether a word may have exactly them; many plain racks
// have none on any row, and their search is then that of the others alone,
// without the bingo bonus in its bounds (a split search's other half).

// wholeRackRows returns, for each frame, the rows (bit r for row r) on which a
// move placing the whole rack, which holds no joker, may lie: all of them
// when the rack's letters alone may make a word, else those with a run of
// runs of tiles whose letters with the rack's may. The empty board's moves
// cover no tile.
func (g *Generator) wholeRackRows() (rows [2]uint16) {
	bags := g.lex.Bags()
	var rack lexicon.Bag
	for l := range 26 {
		rack += lexicon.Bag(g.rack[l]) * lexicon.LetterBag(byte(l))
	}
	if bags.MayHold(rack) {
		return [2]uint16{1<<size - 1, 1<<size - 1}
	}
	if g.mirrored {
		return rows
	}
	for dir := range rows {
		fr := &g.frames[dir]
		for r := range size {
			if runsMayHold(fr, r, g.maxPlace, rack, bags) {
				rows[dir] |= 1 << r
			}
		}
	}
	return rows
}

// runsMayHold reports whether a word may have the letters of rack (a Bag of
// n tiles) and of the tiles of some runs of tiles of row r of frame fr, one
// after another, with no more than n empty squares between them.
func runsMayHold(fr *frame, r, n int, rack lexicon.Bag, bags *lexicon.BagFilter) bool {
	row := fr.tiles[r]
	for start := range bitsOf(row &^ (row << 1)) { // the first column of each run
		bag, empties, tiles := rack, 0, 0
		for c := start; ; {
			for ; c < size && row>>c&1 != 0; c++ {
				bag += lexicon.LetterBag(fr.sq[r*size+c].Letter() - 'A')
				tiles++
			}
			if n+tiles > size {
				break
			}
			if bags.MayHold(bag) {
				return true
			}
			next := row >> c
			if next == 0 {
				break
			}
			gap := bits.TrailingZeros16(next)
			if empties += gap; empties > n {
				break
			}
			c += gap
		}
	}
	return false
}
