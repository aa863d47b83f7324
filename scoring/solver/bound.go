package solver

import (
	"math/bits"
	"slices"

	"arbiter/scoring"
)

// Top searches the anchors in the order of a bound on the score of their
// moves and stops at the first that cannot reach the best score found;
// within an anchor it drops the paths whose words cannot reach it either.
// Each anchor first gets a ceiling, a cheaper and looser bound; its own
// bound (refine) is computed only when its ceiling is the highest left, and
// most anchors' ceilings never are.
//
// A rack whose only bingo is the whole rack, with or without a joker,
// searches each anchor twice (a split search), each time with its own
// bound: once for the moves placing the whole rack, which must use every
// letter left and so follow few paths, and once for the others, whose
// bounds no longer count the bonus. The best whole-rack move is the top in
// most such positions with jokers and leaves few of the other searches to
// do; on a plain rack, which seldom has one, the others' bounds without the
// bonus leave a third fewer anchors to search.

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
		if sq := &g.fr.squares[k]; sq.tile != scoring.Empty {
			e.board += int(sq.value)
		} else {
			if sq.cross&avail == 0 || e.empties == g.maxPlace {
				return
			}
			lm, wm := int(sq.lm), int(sq.wm)
			x := lm * int(sq.cw)
			e.crossSums += int(sq.crossSum * sq.cw)
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

// boundAnchors prepares the bounds of a bounded search: the rack's values,
// highest first, the most each square may take, and each anchor's ceiling,
// a quick bound of its moves; then it queues the anchors by ceiling
// (queue.go). [Generator.searchBounded] computes an anchor's own bound only
// when its ceiling comes first, and most anchors' ceilings never do.
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
	g.nvals = n
	g.fitted = [2][size]bool{}
	// A split search's anchors come twice, the second time for the moves
	// placing the whole rack (see run): the same squares bound both.
	anchors := g.anchors
	if g.split {
		anchors = g.anchors[:len(g.anchors)/2]
	}
	for k := range anchors {
		a := &anchors[k]
		others, whole := g.ceilings(a)
		a.bound = others
		if g.split {
			if g.wholeRows[a.dir]>>a.row&1 == 0 {
				whole = -1
			}
			g.anchors[len(anchors)+k].bound = whole
		}
	}
	clear(g.refined[:len(g.anchors)])
	g.queueAnchors()
}

// refine sets a's bound to the most a move searched from it can score, and
// its reaches, from the windows of its row ([Generator.boundWindows]). A
// split search's two anchors of a square have the same windows: the first
// of them refined computes both.
func (g *Generator) refine(a *anchor) {
	g.maxPlace = g.whole // the windows of both searches of a split one
	if !g.refined[a.id] {
		others, whole := a.id, a.id // the ids of the searches of a's square: all moves, or the others and those placing the whole rack
		if g.split {
			half := len(g.anchors) / 2
			others, whole = a.id%half, a.id%half+half
		}
		othersBound, wholeBound := -1, -1
		wholeTo := &othersBound // where the bound of the windows placing the whole rack goes
		if g.split {
			wholeTo = &wholeBound
		}
		g.fitRow(a.dir, a.row)
		first := g.firstStart(a)
		w := windowSquares{rising: slices.IsSorted(g.bingo[:g.maxPlace+1])}
		for i := 0; i <= a.col; i++ {
			if i >= first && (i == 0 || g.frames[a.dir].sq[a.row*size+i-1] == scoring.Empty) {
				g.boundWindows(a, i, &w, &othersBound, wholeTo)
			}
			g.reaches[others][i] = int32(othersBound)
			g.reaches[whole][i] = int32(*wholeTo)
		}
		g.fine[others], g.fine[whole] = othersBound, *wholeTo
		g.refined[others], g.refined[whole] = true, true
	}
	a.bound = g.fine[a.id]
}

// searchBounded searches the anchors, queued by ceiling, in the order of
// their bounds, highest first, and stops at the first whose bound cannot
// reach the best score found. An anchor is refined when its ceiling is the
// highest of those left; it waits among the refined ones (g.pending,
// lowest bound first) until its bound is the highest.
func (g *Generator) searchBounded() {
	g.pending = g.pending[:0]
	for !g.stop {
		ceiling, next := -1, g.peekAnchor() // the first anchor not refined
		if next >= 0 {
			ceiling = g.anchors[next].bound
		}
		if k := len(g.pending) - 1; k >= 0 && g.anchors[g.pending[k]].bound >= ceiling {
			a := &g.anchors[g.pending[k]]
			if a.bound < g.bound {
				return
			}
			g.pending = g.pending[:k]
			g.searchAnchor(a)
			continue
		}
		if ceiling < g.bound || next < 0 {
			return
		}
		g.popAnchor()
		a := &g.anchors[next]
		if g.refine(a); a.bound >= g.bound {
			at, _ := slices.BinarySearchFunc(g.pending, a.bound, func(k int32, bound int) int { return g.anchors[k].bound - bound })
			g.pending = slices.Insert(g.pending, at, int32(next))
		}
	}
}

// ceilings returns bounds of the moves searched from anchor a that are
// cheaper than its own: every square a main word from a may cover (from
// [Generator.firstStart] to the first square right of a that no tile of
// the rack may fill, or past which the move would place too many tiles)
// taken as one word, the product of all their word premiums, every cross
// word, and the rack's highest values on the squares where they count most.
// In a split search, others bounds the moves placing a tile less than the
// whole rack and whole those placing it (-1 if the squares leave no room
// for it); otherwise both bound every move.
func (g *Generator) ceilings(a *anchor) (others, whole int) {
	avail := g.availLetters()
	line := (*[size]cell)(g.frames[a.dir].squares[a.row*size:])
	var lms, cws [size]int
	board, mul, cross, n, right := 0, 1, 0, 0, 0
	for c := g.firstStart(a); c <= a.last; c++ {
		sq := &line[c]
		if sq.tile != scoring.Empty {
			board += int(sq.value)
			continue
		}
		if c > a.col {
			if sq.cross&avail == 0 || right == g.maxPlace {
				break
			}
			right++
		}
		mul *= int(sq.wm)
		cross += int(sq.crossSum * sq.cw)
		lms[n], cws[n] = int(sq.lm), int(sq.cw)
		n++
	}
	var coef [size]int
	for k := range n {
		insertDesc(coef[:k+1], lms[k]*(mul+cws[k]))
	}
	placed := min(n, g.maxPlace, g.nvals)
	base, tiles, less := board*mul+cross, 0, 0 // less: the tiles' total without the last one
	for k := range placed {
		less = tiles
		tiles += g.vals[k] * coef[k]
	}
	if !g.split {
		c := base + tiles + slices.Max(g.bingo[:placed+1])
		return c, c
	}
	whole = -1
	if placed == g.maxPlace {
		whole = base + tiles + g.bingo[placed]
	} else {
		less = tiles
	}
	return base + less, whole
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

// anyValue is the most of a square that any tile may fill.
const anyValue = 1 << 20

// fitRow sets g.most on row r of frame dir, once per search: for each
// empty square whose column word limits the letters it takes, the highest
// value of the rack's tiles that may go there (a joker's 0, -1 if none
// may); anyValue elsewhere, and everywhere when tiles are taken from the
// stock.
func (g *Generator) fitRow(dir scoring.Direction, r int) {
	if g.fitted[dir][r] {
		return
	}
	g.fitted[dir][r] = true
	fr := &g.frames[dir]
	for k := r * size; k < (r+1)*size; k++ {
		most := anyValue
		if sq := &fr.squares[k]; sq.hasCross() && g.wilds == 0 {
			most = -1
			if g.rack[scoring.JokerIndex] > 0 && sq.cross&g.jokerMask != 0 {
				most = 0
			}
			for fit := sq.cross & g.rackMask; fit != 0; fit &= fit - 1 {
				most = max(most, g.values[bits.TrailingZeros32(fit)])
			}
		}
		g.most[dir][k] = most
	}
}
