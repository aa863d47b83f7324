package solver

import "arbiter/scoring"

// boundWindows raises others (whole for the moves placing the whole rack)
// to the most a move can score whose main word starts at column i of a's
// row and ends at or right of a's column, placing the rack's highest
// values. It grows the word in w a column at a time (w's squares are
// overwritten, not cleared: the caller keeps w for all its starts, left to
// right, and skips the ends w covers) and stops at a square no tile of the rack may fill or once the word needs
// more tiles than a move places. With W the product of the word's word
// premiums, a tile of value v on square s adds v·lm(s)·W to the main word
// and v·lm(s)·wm(s) to its cross word, if any.
func (g *Generator) boundWindows(a *anchor, i int, w *windowSquares, others, whole *int) {
	vals := g.vals[:g.nvals]
	avail := g.availLetters()
	line := (*[size]cell)(g.frames[a.dir].squares[a.row*size:])
	most := (*[size]int)(g.most[a.dir][a.row*size:])
	w.n, w.mul, w.free = 0, 1, true
	board, cross := 0, 0
	for c := i; c <= a.last; c++ {
		sq := &line[c]
		if sq.tile != scoring.Empty {
			board += int(sq.value)
		} else {
			if sq.cross&avail == 0 || w.n == g.maxPlace {
				return
			}
			cross += int(sq.crossSum * sq.cw)
			w.add(boundSquare{lm: int(sq.lm), cw: int(sq.cw), most: most[c]}, int(sq.wm), vals)
		}
		if c < a.col || c < size-1 && line[c+1].tile != scoring.Empty || w.covered>>c&1 != 0 {
			continue // no word ends here, or one from a start further left bounds this one
		}
		bound := -1 // a single square, or no tile placed: not a move
		if c > i && w.n > 0 {
			tiles, ok := w.tiles(vals)
			if !ok {
				return
			}
			bound = board*w.mul + cross + g.bingo[w.n] + tiles
			if w.rising && (!g.split || w.n < g.maxPlace) {
				w.covered |= 1 << c
			}
		}
		if w.n == g.maxPlace {
			*whole = max(*whole, bound)
		} else {
			*others = max(*others, bound)
		}
	}
}

// boundSquare is an empty square of a word as [Generator.boundWindows]
// weighs it: its letter premium, the word premium of its cross word (0 if
// none), the highest value of the rack's tiles that may go there, and what
// a point of a tile there adds to the move (coef).
type boundSquare struct {
	lm, cw, most, coef int
}

// windowSquares are the empty squares of a word as [Generator.boundWindows]
// grows it a square at a time: their order by coef, highest first, kept as
// each square comes (sorted again only when a word premium changes every
// coef), the word's multiplier, and whether every square may take the
// rack's highest value.
//
// Across the starts of an anchor, from the leftmost, it also keeps the
// columns (covered) where a word of an earlier start ended with a bound:
// a word from a later start to the same column covers a part of its
// squares, and scores no more when the bonuses rise with the tiles placed
// (rising) and both words are of the same search (the moves placing the
// whole rack, or the others). Every term of the bound grows with the
// squares: the tiles on the board, the word premiums, the cross words, and
// the most the rack's values can add, each square still taking at most its
// most (TestWindowSquares_MoreSquaresScoreMore).
type windowSquares struct {
	sq      [size]boundSquare
	order   [size]int8
	n       int
	mul     int
	free    bool
	covered uint16
	rising  bool
}

// add puts square s, of word premium wm, at the end of the word.
func (w *windowSquares) add(s boundSquare, wm int, vals []int) {
	w.sq[w.n] = s
	w.n++
	w.free = w.free && w.n <= len(vals) && s.most >= vals[0]
	if wm != 1 {
		w.mul *= wm
		for k := range w.n {
			w.sq[k].coef = w.sq[k].lm * (w.mul + w.sq[k].cw)
			w.insert(k)
		}
		return
	}
	w.sq[w.n-1].coef = s.lm * (w.mul + s.cw)
	w.insert(w.n - 1)
}

// insert moves square k into its place in order[:k+1], order[:k] being
// sorted.
func (w *windowSquares) insert(k int) {
	m := k
	for ; m > 0 && w.sq[w.order[m-1]].coef < w.sq[k].coef; m-- {
		w.order[m] = w.order[m-1]
	}
	w.order[m] = int8(k)
}

// tiles returns the most the tiles of vals (highest first) can add on the
// squares, each square taking a tile worth at most its most, or false when
// some square can take none of the tiles left. Giving each square in turn,
// the one where a point counts most first, the highest value it may take is
// optimal: swapping two tiles of a better assignment to agree with it never
// loses points.
func (w *windowSquares) tiles(vals []int) (int, bool) {
	total := 0
	if w.free { // the highest values on the squares where they count most
		for j, k := range w.order[:w.n] {
			total += vals[j] * w.sq[k].coef
		}
		return total, true
	}
	var used uint64
	for _, k := range w.order[:w.n] {
		m := 0
		for ; m < len(vals); m++ {
			if used>>m&1 == 0 && vals[m] <= w.sq[k].most {
				break
			}
		}
		if m == len(vals) {
			return 0, false
		}
		used |= 1 << m
		total += vals[m] * w.sq[k].coef
	}
	return total, true
}
