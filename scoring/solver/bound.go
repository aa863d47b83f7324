package solver

import (
	"math/bits"
	"slices"

	"arbiter/scoring"
)

// Top searches the anchors in the order of a bound on the score of their
// moves and stops at the first that cannot reach the best score found;
// within an anchor it drops the paths whose words cannot reach it either.
//
// A rack with a joker whose only bingo is the whole rack searches each
// anchor twice (a split search), each time with its own bound: once for the
// moves placing the whole rack, which must use every letter left and so
// follow few paths, and once for the others, whose bounds no longer count
// the bonus. The best whole-rack move is the top in most such positions and
// leaves few of the other searches to do.

// rightEnd sums up the squares right of the current anchor up to a column
// where a main word may end, for the bound of [Generator.turnBound]: how many
// are empty, the value of the tiles on the others, the product of the word
// premiums of the empty ones, and for the rack's highest values placed on the
// empty squares where they count most, their letter-premium total (pairs),
// their total in the cross words (crossPairs) and the cross words' own tiles
// (crossSums).
type rightEnd struct {
	empties, board, mul          int
	pairs, crossPairs, crossSums int
}

// rightEnds computes the rightEnds of the current anchor (bounded search).
func (g *Generator) rightEnds() {
	avail := g.availLetters()
	var lms, xs [size]int // letter premiums, and letter times word premiums on cross squares, highest first
	e := rightEnd{mul: 1}
	g.rights = g.rights[:0]
	for j := g.anchorCol + 1; j <= g.lastCol; j++ {
		k := g.row*size + j
		if t := g.fr.sq[k]; t != scoring.Empty {
			e.board += g.rs.Value(t)
		} else {
			if g.fr.cross[k]&avail == 0 || e.empties == g.maxPlace {
				return
			}
			lm, wm := int(g.lmul[g.dir][k]), int(g.wmul[g.dir][k])
			x := 0
			if g.fr.hasCross[k] {
				x = lm * wm
				e.crossSums += int(g.fr.crossSum[k]) * wm
			}
			insertDesc(lms[:e.empties+1], lm)
			insertDesc(xs[:e.empties+1], x)
			e.empties++
			e.mul *= wm
		}
		if j == size-1 || g.fr.sq[k+1] == scoring.Empty {
			e.pairs, e.crossPairs = 0, 0
			for m := 0; m < e.empties; m++ {
				e.pairs += g.vals[m] * lms[m]
				e.crossPairs += g.vals[m] * xs[m]
			}
			g.rights = append(g.rights, e)
		}
	}
}

// insertDesc puts v in the last place of s, whose other values are sorted
// highest first, and moves it up to keep that order.
func insertDesc(s []int, v int) {
	n := len(s) - 1
	s[n] = v
	for ; n > 0 && s[n] > s[n-1]; n-- {
		s[n], s[n-1] = s[n-1], s[n]
	}
}

// turnBound returns the most a move can score whose tiles left of the anchor
// and on it are placed (with the main word's letter total sum, multiplier mul
// and cross words cross so far) and that goes on right of the anchor. The
// rack's highest values stand in for the tiles still to place.
func (g *Generator) turnBound(sum, mul, cross int) int {
	best := -1
	for _, e := range g.rights {
		if n := g.placed + e.empties; n == g.maxPlace || n < g.maxPlace && !g.bingoOnly {
			best = max(best, (sum+e.board+e.pairs)*mul*e.mul+cross+e.crossSums+e.crossPairs+g.bingo[n])
		}
	}
	return best
}

// anchor is a square a search starts from: its frame and square, the last
// column a main word searched from it may cover (left of the next anchor on
// its row and of the square before the next tile), and in a bounded search
// the most a move searched from it can score.
type anchor struct {
	dir            scoring.Direction
	row, col, last int
	bound          int
	id             int  // index of the anchor's reaches in Generator.reaches
	bingo          bool // split search (see Generator.split): the search of the moves placing the whole rack
}

// boundAnchors computes each anchor's bound and sorts the anchors by bound,
// highest first, so that a bounded search meets high scores early and stops
// at the first anchor that cannot reach the best score found.
func (g *Generator) boundAnchors() {
	vals := &g.vals
	*vals = [len(g.vals)]int{}
	n := 0
	for l := 0; l <= scoring.JokerIndex; l++ {
		for k := 0; k < int(g.rack[l]) && n < len(vals); k++ {
			if l < 26 {
				vals[n] = g.values[l]
			}
			n++
		}
	}
	n += g.stockValues(vals[n:])
	slices.SortFunc(vals[:n], func(a, b int) int { return b - a })
	g.fitValues()
	// A split search's anchors come twice, the second time for the moves
	// placing the whole rack (see run): the windows of both are the same,
	// each bound counts its own.
	anchors := g.anchors
	if g.split {
		anchors = g.anchors[:len(g.anchors)/2]
	}
	for k := range anchors {
		a := &anchors[k]
		a.bound = -1
		w := a // the anchor whose bound counts the moves placing the whole rack
		if g.split {
			w = &g.anchors[len(anchors)+k]
			w.bound = -1
		}
		first := g.firstStart(a)
		for i := 0; i <= a.col; i++ {
			if i >= first && (i == 0 || g.frames[a.dir].sq[a.row*size+i-1] == scoring.Empty) {
				g.boundWindows(a, w, i, vals[:n])
			}
			g.reaches[a.id][i] = int32(a.bound)
			g.reaches[w.id][i] = int32(w.bound)
		}
	}
	g.sortAnchors()
}

// sortAnchors orders the anchors by bound, highest first, then as they
// were. It sorts keys of the bound and the index, which is cheaper than
// sorting the anchors themselves, and then copies the anchors in their order.
func (g *Generator) sortAnchors() {
	keys := g.anchorKeys[:0]
	for k := range g.anchors {
		keys = append(keys, uint64(g.anchors[k].bound+1)<<32|uint64(len(g.anchors)-k))
	}
	slices.Sort(keys)
	sorted := g.sorted[:0]
	for k := len(keys) - 1; k >= 0; k-- {
		sorted = append(sorted, g.anchors[len(g.anchors)-int(uint32(keys[k]))])
	}
	g.anchors, g.sorted, g.anchorKeys = sorted, g.anchors, keys
}

// firstStart returns the leftmost column where a main word of anchor a may
// start: one starting further left needs more tiles than a move places, or
// a tile on a square the rack cannot fill, before it reaches the anchor.
func (g *Generator) firstStart(a *anchor) int {
	avail := g.availLetters()
	line := (*[size]cell)(g.frames[a.dir].squares[a.row*size:])
	empties := 0
	for c := a.col; c >= 0; c-- {
		if line[c].tile != scoring.Empty {
			continue
		}
		if line[c].cross&avail == 0 || empties == g.maxPlace {
			return c + 1
		}
		empties++
	}
	return 0
}

// availLetters returns the letters the rack's tiles (jokers and tiles to
// take from the stock included) may show.
func (g *Generator) availLetters() uint32 {
	avail := g.rackMask | g.wildAvail
	if g.rack[scoring.JokerIndex] > 0 {
		avail |= g.jokerMask
	}
	return avail
}

// boundWindows raises a's bound (w's for the moves placing the whole rack,
// in a split search) to the most a move can score whose main word starts at
// column i of a's row and ends at or right of a's column, placing the
// highest of vals. It grows the word a column at a time and stops at a
// square no tile of the rack may fill or once the word needs more tiles
// than a move places. With W the product of the word's word premiums, a
// tile of value v on square s adds v·lm(s)·W to the main word and
// v·lm(s)·wm(s) to its cross word, if any.
func (g *Generator) boundWindows(a, w *anchor, i int, vals []int) {
	avail := g.availLetters()
	line := (*[size]cell)(g.frames[a.dir].squares[a.row*size:])
	most := (*[size]int)(g.most[a.dir][a.row*size:])
	var squares [size]boundSquare
	board, mul, cross, n := 0, 1, 0, 0
	for c := i; c <= a.last; c++ {
		sq := &line[c]
		if sq.tile != scoring.Empty {
			board += int(sq.value)
		} else {
			if sq.cross&avail == 0 || n == g.maxPlace {
				return
			}
			mul *= int(sq.wm)
			cross += int(sq.crossSum * sq.cw)
			squares[n] = boundSquare{lm: int(sq.lm), cw: int(sq.cw), most: most[c]}
			n++
		}
		if c < a.col || c < size-1 && line[c+1].tile != scoring.Empty {
			continue // no word ends here
		}
		bound := -1 // a single square, or no tile placed: not a move
		if c > i && n > 0 {
			tiles, ok := assignTiles(squares[:n], mul, vals)
			if !ok {
				return
			}
			bound = board*mul + cross + g.bingo[n] + tiles
		}
		if n == g.maxPlace {
			w.bound = max(w.bound, bound)
		} else {
			a.bound = max(a.bound, bound)
		}
	}
}

// boundSquare is an empty square of a word as [Generator.boundWindows]
// weighs it: its letter premium, the word premium of its cross word (0 if
// none) and the highest value of the rack's tiles that may go there.
type boundSquare struct {
	lm, cw, most int
}

// assignTiles returns the most the tiles of vals (highest first) can add on
// squares in a word of word premium mul, each square taking a tile worth at
// most its most, or false when some square can take none of the tiles left.
// Giving each square in turn, the one where a point counts most first, the
// highest value it may take is optimal: swapping two tiles of a better
// assignment to agree with it never loses points.
func assignTiles(squares []boundSquare, mul int, vals []int) (int, bool) {
	var coef [size]int
	var order [size]int8
	free := len(squares) <= len(vals) // no square takes less than the highest value
	for k, sq := range squares {
		coef[k] = sq.lm * (mul + sq.cw)
		m := k
		for ; m > 0 && coef[order[m-1]] < coef[k]; m-- {
			order[m] = order[m-1]
		}
		order[m] = int8(k)
		free = free && sq.most >= vals[0]
	}
	total := 0
	if free { // the highest values on the squares where they count most
		for j, k := range order[:len(squares)] {
			total += vals[j] * coef[k]
		}
		return total, true
	}
	var used uint64
	for _, k := range order[:len(squares)] {
		m := 0
		for ; m < len(vals); m++ {
			if used>>m&1 == 0 && vals[m] <= squares[k].most {
				break
			}
		}
		if m == len(vals) {
			return 0, false
		}
		used |= 1 << m
		total += vals[m] * coef[k]
	}
	return total, true
}

// anyValue is the most of a square that any tile may fill.
const anyValue = 1 << 20

// fitValues sets g.most: for each empty square of both frames whose column
// word limits the letters it takes, the highest value of the rack's tiles
// that may go there (a joker's 0, -1 if none may); anyValue elsewhere, and
// everywhere when tiles are taken from the stock.
func (g *Generator) fitValues() {
	for dir := range g.frames {
		fr := &g.frames[dir]
		for k := range fr.sq {
			most := anyValue
			if fr.hasCross[k] && g.wilds == 0 {
				most = -1
				if g.rack[scoring.JokerIndex] > 0 && fr.cross[k]&g.jokerMask != 0 {
					most = 0
				}
				for fit := fr.cross[k] & g.rackMask; fit != 0; fit &= fit - 1 {
					most = max(most, g.values[bits.TrailingZeros32(fit)])
				}
			}
			g.most[dir][k] = most
		}
	}
}
