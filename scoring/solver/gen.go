package solver

import (
	"math/bits"
	"slices"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

const (
	size       = scoring.Size
	allLetters = 1<<26 - 1
)

// The search is Gordon's GADDAG algorithm: from each anchor, a path spells
// the main word leftwards, takes the separator and spells the rest
// rightwards, checking each tile's column word against a precomputed cross
// set and summing the score on the way. Moves down are moves across of the
// transposed board, and each move is searched from the rightmost anchor of
// its main word only, so that it is found once: the path then meets the
// tiles and cross words of the other anchors on its first, leftward steps,
// where they prune most, and spells rightwards only over the empty squares
// before the next anchor. Top's bounds are in bound.go.

// frame is the board as seen by the search for one direction: moves are
// always made along the rows of a frame, so the frame of the moves down is the
// transposed board. Cross words run along its columns.
type frame struct {
	sq      [size * size]scoring.Tile
	tiles   [size]uint16      // per row, bit c set when a tile is on column c
	anchors [size]uint16      // per row, bit c set when the square on column c is an anchor
	squares [size * size]cell // what the search reads of each square, together
}

// cell gathers what the search reads of a square of a frame, so that a
// step of the search reads one place (through the current row's squares)
// instead of arrays indexed through the frame and the direction.
type cell struct {
	cross    uint32 // letters a tile there may have (every letter without a column word)
	crossSum int32  // value of the column word's tiles already on the board
	lm, wm   int32  // letter and word multipliers
	cw       int32  // wm when a tile there forms a column word, else 0: the column word's multiplier in the move's total
	value    int32  // the value of the tile there
	tile     scoring.Tile
}

// hasCross reports whether a tile on the square forms a column word.
func (c *cell) hasCross() bool { return c.cw != 0 }

// run searches both directions of b with rack and reports every move to
// g.visit until it returns false.
func (g *Generator) run(b *scoring.Board, rack scoring.Rack) {
	g.takeRack(rack)
	g.stop = false
	if g.maxPlace == 0 {
		return
	}
	g.holdBoard(b)
	g.split = g.bounded && g.wilds == 0 && g.maxPlace == rack.Len() && g.bingo[g.maxPlace] > 0 && slices.Max(g.bingo[:g.maxPlace]) == 0
	g.wholeRows = [2]uint16{1<<size - 1, 1<<size - 1}
	if g.split && rack.Jokers() == 0 {
		if g.wholeRows = g.wholeRackRows(); g.wholeRows == [2]uint16{} {
			g.split = false // no move places the whole rack: search the others alone
			g.maxPlace--
		}
	}
	if g.split {
		g.below = g.lex.Below()
		g.doubleAnchors()
	}
	if g.bounded {
		g.boundAnchors()
	}
	g.whole = g.maxPlace
	if g.bounded {
		g.searchBounded()
	} else {
		for k := 0; k < len(g.anchors) && !g.stop; k++ {
			g.searchAnchor(&g.anchors[k])
		}
	}
	g.maxPlace = g.whole
	g.bingoOnly = false
}

// doubleAnchors appends to the anchors a copy of each for the moves placing
// the whole rack, in the same order (a split search, see Generator.split).
func (g *Generator) doubleAnchors() {
	for k := range g.anchors {
		a := g.anchors[k]
		a.bingo, a.id = true, len(g.anchors)
		g.anchors = append(g.anchors, a)
	}
}

// takeRack sets the search's rack and what follows from it.
func (g *Generator) takeRack(rack scoring.Rack) {
	g.rack = rack
	g.rackMask = 0
	for l := 0; l < 26; l++ {
		if rack[l] > 0 {
			g.rackMask |= 1 << l
		}
	}
	g.jokerAvail = 0
	if rack[scoring.JokerIndex] > 0 {
		g.jokerAvail = g.jokerMask
	}
	g.wildAvail = g.wildMask()
	g.maxPlace = min(g.rs.RackSize, rack.Len()+g.wilds)
}

// holdBoard prepares the frames and the anchors of b, unless they are
// those of the previous search: the cross sets and anchors depend on the
// board alone (the rack only bounds and prunes the search), and computing
// them is about a tenth of a top on a mid-game board, which a second call
// on the same board saves (BenchmarkTopMidgames' held figures). A focused
// search (tactic.go) prepares only some rows, so it is never held.
func (g *Generator) holdBoard(b *scoring.Board) {
	if g.holding && g.focus == nil && g.held == *b {
		g.anchors = append(g.anchors[:0], g.heldAnchors...)
		return
	}
	g.collectAnchors(g.loadBoard(b))
	g.holding = g.focus == nil
	if g.holding {
		g.held = *b
		g.heldAnchors = append(g.heldAnchors[:0], g.anchors...)
	}
}

// loadBoard copies b into both frames, with the columns of each row's
// tiles, and returns how many tiles it holds.
func (g *Generator) loadBoard(b *scoring.Board) (tiles int) {
	across, down := &g.frames[scoring.Across], &g.frames[scoring.Down]
	across.tiles, down.tiles = [size]uint16{}, [size]uint16{}
	for r := 0; r < size; r++ {
		for c := 0; c < size; c++ {
			t := b.At(r, c)
			across.sq[r*size+c] = t
			down.sq[c*size+r] = t
			if t != scoring.Empty {
				across.tiles[r] |= 1 << c
				down.tiles[c] |= 1 << r
				tiles++
			}
		}
	}
	return tiles
}

// collectAnchors prepares the frames of a board holding tiles tiles and
// lists their anchors. The empty board is symmetric about its diagonal,
// premiums included, so only its moves across are searched (mirrored).
func (g *Generator) collectAnchors(tiles int) {
	g.anchors = g.anchors[:0]
	g.mirrored = tiles == 0
	last := scoring.Down
	if g.mirrored {
		last = scoring.Across
	}
	for dir := scoring.Across; dir <= last; dir++ {
		g.fr, g.dir = &g.frames[dir], dir
		g.prepare(tiles == 0)
		for row := 0; row < size; row++ {
			last := size - 1 // the last column a word of the next anchor leftwards may cover
			marks := g.fr.anchors[row] | g.fr.tiles[row]
			for ; marks != 0; marks &^= 1 << (bits.Len16(marks) - 1) {
				col := bits.Len16(marks) - 1
				if g.fr.anchors[row]>>col&1 != 0 {
					if g.focus == nil || g.focus[dir][row]&(1<<(last+1)-1) != 0 {
						g.anchors = append(g.anchors, anchor{dir: dir, row: row, col: col, last: last, id: len(g.anchors)})
					}
					last = col - 1
				}
				if g.fr.tiles[row]>>col&1 != 0 {
					last = col - 2 // a word on the square left of a tile covers the anchor ending the tile's run
				}
			}
		}
	}
}

// searchAnchor follows every path that starts at anchor a.
func (g *Generator) searchAnchor(a *anchor) {
	g.maxPlace = g.whole
	if g.split && !a.bingo {
		g.maxPlace-- // a split search's other moves place a tile less
	}
	g.bingoOnly = a.bingo
	g.dir, g.fr, g.row = a.dir, &g.frames[a.dir], a.row
	g.line = (*[size]cell)(g.fr.squares[a.row*size:])
	g.anchorCol, g.lastCol, g.reach = a.col, a.last, &g.reaches[a.id]
	g.placed = 0
	if g.bounded {
		g.rightEnds()
	}
	if g.fr.sq[a.row*size+a.col] != scoring.Empty {
		g.followBoardTile(a.col, g.root, g.rootLetters, a.col, 0, 1, 0)
		return
	}
	possible := g.playable(a.col)
	if possible == 0 {
		return
	}
	var match [32]uint32
	var n int
	if g.bingoOnly {
		n = g.wholeRackArcs(g.root, g.rootLetters, possible, g.aheadLeft(a.col, a.col < a.last && g.playable(a.col+1) != 0), &match)
	} else {
		n, _ = playableArcs(g.lex.ArcsFrom(g.root), possible, false, &match)
	}
	g.place(a.col, match[:n], a.col, 0, 1, 0)
}

// prepare computes the anchors, cross sets and squares of the current
// frame, starting from the squares of its empty board (config.blank). A move
// is searched from the rightmost anchor of its main word, so every move must
// hold one and only the anchors right of it may stop it: the last tile of each
// run of tiles on a row (a word reached there starts its GADDAG path through
// the run's letters, which prunes far more than starting next to it), and
// each empty square with a tile above or below it and none beside it. On an
// empty board the centre is the only anchor (RULES §3). Either way the square
// right of an anchor is empty (or off the board). With g.focus, only the
// rows it names are prepared.
func (g *Generator) prepare(emptyBoard bool) {
	fr := g.fr
	fr.squares = g.blank[g.dir]
	fr.anchors = [size]uint16{}
	if emptyBoard {
		fr.anchors[scoring.Center] = 1 << scoring.Center
		return
	}
	for r := 0; r < size; r++ {
		var above, below uint16
		if r > 0 {
			above = fr.tiles[r-1]
		}
		if r < size-1 {
			below = fr.tiles[r+1]
		}
		if g.focus != nil && g.focus[g.dir][r] == 0 || fr.tiles[r]|above|below == 0 {
			continue // no tile on the row or beside it: the blank squares
		}
		row := fr.tiles[r]
		fr.anchors[r] = row &^ (row >> 1) // the last tile of each run
		for c := range bitsOf(row) {
			i := r*size + c
			t := fr.sq[i]
			fr.squares[i].tile, fr.squares[i].value = t, int32(g.rs.Value(t))
		}
		crossed := (above | below) &^ row & (1<<size - 1)
		fr.anchors[r] |= crossed &^ (row<<1 | row>>1) // none beside them
		for c := range bitsOf(crossed) {
			i := r*size + c
			cross, sum := g.crossSet(r, c)
			sq := &fr.squares[i]
			sq.cross, sq.crossSum, sq.cw = cross, int32(sum), sq.wm
		}
	}
}

// bitsOf yields the positions of the bits set in m, lowest first.
func bitsOf(m uint16) func(func(int) bool) {
	return func(yield func(int) bool) {
		for ; m != 0; m &= m - 1 {
			if !yield(bits.TrailingZeros16(m)) {
				return
			}
		}
	}
}

// crossSet returns the letters that may go on the empty square at row r,
// column c of the current frame so that its column word is a word, and the
// value of that word's tiles already on the board.
func (g *Generator) crossSet(r, c int) (uint32, int16) {
	fr := g.fr
	top := r
	for top > 0 && fr.sq[(top-1)*size+c] != scoring.Empty {
		top--
	}
	bottom := r
	for bottom < size-1 && fr.sq[(bottom+1)*size+c] != scoring.Empty {
		bottom++
	}
	sum := 0
	node := g.dawgRoot
	for k := top; k < r; k++ {
		t := fr.sq[k*size+c]
		sum += g.rs.Value(t)
		if k == top {
			node = g.dawgChild[t.Letter()-'A']
		} else {
			node = g.lex.Child(node, t.Letter()-'A')
		}
	}
	for k := r + 1; k <= bottom; k++ {
		sum += g.rs.Value(fr.sq[k*size+c])
	}
	if node == 0 {
		return 0, int16(sum)
	}
	if top == r {
		// Tiles below only: in the GADDAG, the word X+below read backwards
		// is the path of below reversed then X, X's arc accepting. One walk
		// serves every X, where the DAWG needs one walk of below per X.
		node = g.rootChild[fr.sq[bottom*size+c].Letter()-'A']
		for k := bottom - 1; k > r && node != 0; k-- {
			node = g.lex.Child(node, fr.sq[k*size+c].Letter()-'A')
		}
		_, accepts := g.lex.Arcs(node)
		return accepts & allLetters, int16(sum)
	}
	if bottom == r {
		accepts := g.dawgAccepts
		if node != g.dawgRoot {
			_, accepts = g.lex.Arcs(node)
		}
		return accepts & allLetters, int16(sum)
	}
	// One pass over node's arcs gives each letter's child (no Child scan per letter).
	var set uint32
	last := fr.sq[bottom*size+c].Letter() - 'A'
	for _, a := range g.lex.ArcsFrom(node) {
		if l := lexicon.ArcLetter(a); l < lexicon.Separator {
			n := lexicon.ArcTarget(a)
			for k := r + 1; k < bottom && n != 0; k++ {
				n = g.lex.Child(n, fr.sq[k*size+c].Letter()-'A')
			}
			if a, ok := g.lex.Arc(n, last); ok && lexicon.ArcAccepts(a) {
				set |= 1 << l
			}
		}
		if lexicon.ArcLast(a) {
			break
		}
	}
	return set, int16(sum)
}

// mayStop, in the mask of aheadLeft and aheadRight, says that the path may
// stop after the tile (an arc's letters never have this bit).
const mayStop = 1 << 31

// aheadLeft returns, for a tile about to be placed on col, left of or on the
// anchor, in a search for the moves that place the whole rack, the letters
// of the arcs one of which the node it reaches must have for the path to go
// on: the tile's on the left, or if none, the letters the rack may put there
// and the Separator if turns (a move may be finished right of the anchor);
// or mayStop if the tile may end the move.
func (g *Generator) aheadLeft(col int, turns bool) uint32 {
	if g.placed+1 >= g.maxPlace {
		return mayStop
	}
	var ahead uint32
	if col > 0 {
		if t := g.line[col-1].tile; t != scoring.Empty {
			return 1 << (t.Letter() - 'A')
		}
		ahead = g.playable(col - 1) // placed < maxPlace here
	}
	if turns {
		ahead |= 1 << lexicon.Separator
	}
	return ahead
}

// aheadRight is aheadLeft for a tile about to be placed on col right of the
// anchor: the path goes on rightwards only.
func (g *Generator) aheadRight(col int) uint32 {
	if g.placed+1 >= g.maxPlace {
		return mayStop
	}
	if col == g.lastCol {
		return 0
	}
	return g.playable(col + 1) // an empty square (see Generator.lastCol)
}

// followBoardTile goes on through the tile at col of the current row, reached by
// node, whose arcs' letters are letters (0 if unknown); left, sum, mul and
// cross are as for [Generator.place]. A search for the moves that place the
// whole rack reads the arc at its index when letters are known, and goes on
// only if every letter left in the rack comes below it.
func (g *Generator) followBoardTile(col int, node lexicon.Node, letters uint32, left, sum, mul, cross int) {
	sq := &g.line[col]
	l := sq.tile.Letter() - 'A'
	if letters != 0 && g.bingoOnly {
		if letters>>l&1 == 0 {
			return
		}
		i := bits.OnesCount32(letters & (1<<l - 1))
		a, b := g.lex.ArcsFrom(node)[i], g.below[int(node)+i]
		if g.rackMask&^lexicon.BelowLetters(b) == 0 {
			g.goOn(col, sq.tile, a, lexicon.TargetArcs(b), left, sum+int(sq.value), mul, cross)
		}
		return
	}
	if a, ok := g.lex.Arc(node, l); ok {
		g.goOn(col, sq.tile, a, 0, left, sum+int(sq.value), mul, cross)
	}
}

// playableArcs gathers into match the arcs of possible letters of the node
// whose arcs begin arcs (as [lexicon.Graph.ArcsFrom] gives them), in letter
// order, and returns how many there are and the index in arcs of the arc
// where it stopped reading: the node's last arc, or, unless toLast is set,
// the first whose letter is past those of possible. With toLast, a caller
// that wants the separator's arc too (the last one, if any) gets it in the
// same loop: one data-dependent loop exit instead of two, -3% on midgame-7.
//
// The node's arcs are read once, in letter order, each arc giving the
// letter's child and whether it ends a word: looking each letter up with
// [lexicon.Graph.Child] would rescan the arcs for every letter, and taking
// them from [lexicon.Graph.ArcList] would scan them once more for their end.
// They are gathered without a branch per arc (one on whether the letter is
// possible goes either way about as often, and costs a misprediction each
// time): -10% on a rack without joker. Gathering them before calling
// [Generator.place] saves the call when none is playable, as for about half
// the nodes reached.
func playableArcs(arcs []uint32, possible uint32, toLast bool, match *[32]uint32) (n, k int) {
	end := byte(bits.Len32(possible)) // arcs are in letter order: none past the highest possible letter
	if toLast {
		end = 32
	}
	for ; k < len(arcs); k++ {
		a := arcs[k]
		l := lexicon.ArcLetter(a)
		if l >= end {
			break
		}
		match[n&31] = a // 32 arcs, so that n&31 needs no bounds check
		n += int(possible >> l & 1)
		if lexicon.ArcLast(a) {
			break
		}
	}
	return n, k
}

// wholeRackArcs is [playableArcs] for a search of the moves that place the
// whole rack, on the arcs of node: it gathers only the arcs below which come
// every letter left in the rack but the arc's own and whose target has an
// arc of ahead ([Generator.aheadLeft], [Generator.aheadRight]: what the
// path must go on with after the tile), and into g.nexts[g.placed] the
// letters of the arcs of their targets ([lexicon.TargetArcs]). letters, the
// letters of node's arcs (every caller knows them from the arc that led to
// node), lets it read only the arcs of possible letters, each at its index.
func (g *Generator) wholeRackArcs(node lexicon.Node, letters, possible, ahead uint32, match *[32]uint32) (n int) {
	arcs, below, next := g.lex.ArcsFrom(node), g.below[node:], &g.nexts[g.placed]
	need := g.rackMask // every path must still hold the letters left in the rack
	for want := possible & letters; want != 0; want &= want - 1 {
		l := bits.TrailingZeros32(want)
		i := bits.OnesCount32(letters & (1<<l - 1))
		b := below[i]
		match[n&31], next[n&31] = arcs[i], lexicon.TargetArcs(b)
		n += keepBit(need, ahead, l, b)
	}
	return n
}

// keepBit is 1 if wholeRackArcs keeps the arc of letter l, whose
// [lexicon.Graph.Below] entry is b, and 0 if not, computed without a
// branch: whether an arc is kept goes either way about as often, so that
// gathering the arcs of a node reads each one and counts it in without a
// jump.
func keepBit(need, ahead uint32, l int, b uint64) int {
	missing := uint64(need &^ (1 << l) &^ lexicon.BelowLetters(b)) // 0 if every letter needed comes below
	goesOn := uint64((lexicon.TargetArcs(b) | mayStop) & ahead)    // not 0 if the target has an arc ahead
	// x-1 of a 32-bit x turns the top bit of 64 on only for x == 0.
	return int((missing - 1) >> 63 &^ ((goesOn - 1) >> 63))
}

// place puts on the empty square at col of the current row each tile of the
// rack that the letter of one of match, the playable arcs of the node that
// reached the square (from [playableArcs] or [Generator.wholeRackArcs]),
// allows. left is the leftmost column of the word so far once the search
// turned right; sum is the main word's letter total, mul its word
// multiplier, cross the total of the cross words formed so far.
func (g *Generator) place(col int, match []uint32, left, sum, mul, cross int) {
	if g.stop {
		return
	}
	sq := &g.line[col]
	lm, wm, cw, crossSum := int(sq.lm), int(sq.wm), int(sq.cw), int(sq.crossSum)
	g.placed++
	for i, a := range match {
		l := lexicon.ArcLetter(a)
		bit := uint32(1) << l
		var letters uint32 // of the arcs of a's target, if known
		if g.bingoOnly {
			letters = g.nexts[g.placed-1][i]
		}
		if g.rackMask&bit != 0 {
			g.rack[l]--
			if g.rack[l] == 0 {
				g.rackMask &^= bit
			}
			v := g.values[l] * lm
			g.goOn(col, scoring.Tile('A'+l), a, letters, left, sum+v, mul*wm, cross+(crossSum+v)*cw)
			g.rack[l]++
			g.rackMask |= bit
		}
		if g.jokerAvail&bit != 0 {
			g.rack[scoring.JokerIndex]--
			if g.rack[scoring.JokerIndex] == 0 {
				g.jokerAvail = 0
			}
			g.goOn(col, scoring.Tile('a'+l), a, letters, left, sum, mul*wm, cross+crossSum*cw)
			g.rack[scoring.JokerIndex]++
			g.jokerAvail = g.jokerMask
		}
		if g.wildAvail&bit != 0 {
			g.placeStock(col, a, lm, wm, cw, crossSum, left, sum, mul, cross)
		}
	}
	g.placed--
}

// playable returns the letters the rack can still put on the empty square at
// col of the current row: none once the move has placed its maximum.
func (g *Generator) playable(col int) uint32 {
	if g.placed >= g.maxPlace {
		return 0
	}
	return g.line[col].cross & (g.rackMask | g.jokerAvail | g.wildAvail)
}

// goOn puts tile t on col, reached by arc a, which leads to node (whose
// arcs' letters are letters, or 0 if unknown) and may end a word; records
// the word if it ends there; and extends it from node: leftwards while col
// is at or left of the anchor, then rightwards after the separator.
func (g *Generator) goOn(col int, t scoring.Tile, a, letters uint32, left, sum, mul, cross int) {
	node, accept := lexicon.ArcTarget(a), lexicon.ArcAccepts(a)
	g.word[col] = t
	if col <= g.anchorCol {
		if g.bounded && int(g.reach[col]) < g.bound {
			return // no word starting here or further left can reach the best score
		}
		noLeft := col == 0 || g.line[col-1].tile == scoring.Empty
		if accept && g.placed > 0 && noLeft { // the square right of an anchor is empty
			g.record(col, g.anchorCol, sum, mul, cross)
		}
		if node == 0 {
			return
		}
		if !noLeft { // the word goes on through the tile on the left
			g.followBoardTile(col-1, node, letters, col-1, sum, mul, cross)
			return
		}
		// What the rack can put left of col (nothing when no word starting
		// there or further left can reach the best score) and right of the
		// anchor.
		var leftward, rightward uint32
		if col > 0 && (!g.bounded || int(g.reach[col-1]) >= g.bound) {
			leftward = g.playable(col - 1)
		}
		if g.anchorCol < g.lastCol {
			rightward = g.playable(g.anchorCol + 1)
		}
		if leftward == 0 && rightward == 0 {
			return
		}
		if g.bingoOnly {
			g.extendWholeRackLeft(col, node, letters, leftward, rightward, sum, mul, cross)
			return
		}
		arcs := g.lex.ArcsFrom(node)
		var match [32]uint32
		n, k := playableArcs(arcs, leftward, rightward != 0, &match)
		if n > 0 {
			g.place(col-1, match[:n], col-1, sum, mul, cross)
		}
		if rightward == 0 {
			return
		}
		if sep := arcs[k]; lexicon.ArcLetter(sep) == lexicon.Separator && (!g.bounded || g.turnBound(sum, mul, cross) >= g.bound) {
			if n, _ := playableArcs(g.lex.ArcsFrom(lexicon.ArcTarget(sep)), rightward, false, &match); n > 0 {
				g.place(g.anchorCol+1, match[:n], col, sum, mul, cross)
			}
		}
		return
	}
	if accept { // the square right of col is empty (see Generator.lastCol)
		g.record(left, col, sum, mul, cross)
	}
	if col == g.lastCol || node == 0 {
		return
	}
	if possible := g.playable(col + 1); possible != 0 {
		var match [32]uint32
		var n int
		if g.bingoOnly {
			n = g.wholeRackArcs(node, letters, possible, g.aheadRight(col+1), &match)
		} else {
			n, _ = playableArcs(g.lex.ArcsFrom(node), possible, false, &match)
		}
		if n > 0 {
			g.place(col+1, match[:n], left, sum, mul, cross)
		}
	}
}

// extendWholeRackLeft goes on from node, reached on col left of or on the anchor, in
// a search for the moves that place the whole rack, as goOn does: with a
// tile of leftward on the left, or after the Separator with a tile of
// rightward right of the anchor.
func (g *Generator) extendWholeRackLeft(col int, node lexicon.Node, letters, leftward, rightward uint32, sum, mul, cross int) {
	var match [32]uint32
	if leftward != 0 {
		if n := g.wholeRackArcs(node, letters, leftward, g.aheadLeft(col-1, rightward != 0), &match); n > 0 {
			g.place(col-1, match[:n], col-1, sum, mul, cross)
		}
	}
	if rightward == 0 || letters>>lexicon.Separator&1 == 0 {
		return
	}
	k := bits.OnesCount32(letters) - 1 // the Separator's arc, the last one
	if b := g.below[int(node)+k]; g.rackMask&^lexicon.BelowLetters(b) == 0 && g.turnBound(sum, mul, cross) >= g.bound {
		to := lexicon.ArcTarget(g.lex.ArcsFrom(node)[k])
		if n := g.wholeRackArcs(to, lexicon.TargetArcs(b), rightward, g.aheadRight(g.anchorCol+1), &match); n > 0 {
			g.place(g.anchorCol+1, match[:n], col, sum, mul, cross)
		}
	}
}

// record reports the word on columns left…right of the current row.
func (g *Generator) record(left, right, sum, mul, cross int) {
	if right == left || g.stop || g.bingoOnly && g.placed < g.maxPlace { // the other search finds it
		return
	}
	if g.placed == 1 && g.dir == scoring.Down {
		// A single tile that also forms a word across is the move across.
		for c := left; c <= right; c++ {
			if i := g.row*size + c; g.fr.sq[i] == scoring.Empty && g.fr.squares[i].hasCross() {
				return
			}
		}
	}
	c := &g.cand
	c.Len = right - left + 1
	c.Tiles = [size]scoring.Tile(g.word[left : left+size]) // a copy of fixed size: no call to memmove
	c.Placed = g.placed
	c.Score = sum*mul + cross + g.bingo[g.placed]
	if g.dir == scoring.Across {
		c.Pos = scoring.Position{Row: g.row, Col: left, Dir: scoring.Across}
	} else {
		c.Pos = scoring.Position{Row: left, Col: g.row, Dir: scoring.Down}
	}
	if !g.visit(c) {
		g.stop = true
		return
	}
	if g.mirrored && !g.mirrorLater {
		c.Pos = scoring.Position{Row: left, Col: g.row, Dir: scoring.Down}
		g.stop = !g.visit(c)
	}
}
