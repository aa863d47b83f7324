// Package solver finds the legal moves of a rack on a position.
//
// A [Generator] finds every legal move (RULES §3) of a rack of up to 9 tiles,
// jokers included, placing at most the rule set's rack size: across and down,
// first move or later, every cross word checked, each move once and scored as
// [scoring.Check] scores it. [Generator.All] returns them all, best first;
// [Generator.Top] only those of the best score, found by a bounded search;
// [Generator.Exists] says whether there is any; [Generator.Generate] reports
// them to a callback without building them. [Rank] orders moves of equal
// score by the objective criteria of RULES §4.3, which is how the top move
// of a round is chosen.
//
// A move that places a single tile forms a word along its row, its column or
// both. It is one move, read across when its row holds a word of two letters
// or more (its column word, if any, is then a cross word) and down otherwise.
package solver

import (
	"slices"
	"strings"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// Generator finds moves on a board. It keeps buffers between calls: reuse one
// per goroutine; it is not safe for concurrent use. It also keeps what it
// derives from the last board it searched (the cross sets and the anchors),
// so that a caller that holds a position, such as the referee asking for a
// round's top and then checking the players' racks on the same board, pays
// for them once: a call on a board equal to the previous one skips that
// work, whatever the rack.
type Generator struct {
	config      // fixed by New
	searchBoard // the position of the current search, and its bounds
	walk        // the path the search follows
	stockDraw   // variant rounds: the tiles still to take from the stock

	// focus, when set, limits a search to the moves whose main word may
	// cover a square of focus[dir][row] on its row of frame dir (tactic.go).
	focus  *[2][size]uint16
	firsts []tacticFirst // Tactic: the first moves, kept between calls (tactic.go)
}

// searchBoard is what a search derives from the board and the rack before
// it follows any path.
type searchBoard struct {
	frames  [2]frame // across: the board; down: its transpose
	anchors []anchor // the anchors of both frames (twice each in a split search), in search order
	queue   []uint64 // bounded search: the anchors not yet refined (queue.go)
	// reaches[a.id][i] bounds the moves from anchor a whose main word starts
	// at column i or left of it (bounded search only).
	reaches [2 * 2 * size * size][size]int32
	vals    [scoring.JokerIndex + 1 + size]int // bounded search: the rack's tile values, highest first (vals[:nvals])
	nvals   int
	// fine[a.id] is anchor a's bound once refined[a.id] (bounded search,
	// see Generator.refine); pending the refined anchors waiting for their
	// turn, lowest bound first.
	fine    [2 * 2 * size * size]int
	refined [2 * 2 * size * size]bool
	pending []int32             // indices in anchors
	rights  []rightEnd          // bounded search: the current anchor's right ends
	most    [2][size * size]int // bounded search: fitRow's, on the rows fitted
	fitted  [2][size]bool
	below   []uint64 // a split search's lexicon.Graph.Below, taken once
	// held is the board the frames were last prepared for, whole (without
	// focus), and heldAnchors its anchors in the order collectAnchors lists
	// them: a search of the same board again reuses both (see holdBoard).
	held        scoring.Board
	holding     bool
	heldAnchors []anchor
}

// walk is the state of the search as it follows a path of the graph.
type walk struct {
	fr         *frame
	dir        scoring.Direction
	rack       scoring.Rack
	rackMask   uint32      // letters (not jokers) the rack still holds
	jokerAvail uint32      // jokerMask while the rack holds a joker, else 0
	line       *[size]cell // the current row's squares
	maxPlace   int
	whole      int // the most tiles a move of the search places (maxPlace is a tile less in a split search's other moves)
	placed     int
	row        int
	anchorCol  int
	reach      *[size]int32
	// lastCol is the last column the current anchor's words may cover: the
	// squares right of the anchor up to the one after it are empty (anchor.last).
	lastCol int
	word    [2 * size]scoring.Tile // the main word so far on word[:size]; the rest lets record copy a whole [size] array
	visit   func(*Candidate) bool
	stop    bool
	bound   int // Top: the best score so far (-1: none); anchors that cannot reach it are skipped
	bounded bool
	// split: each anchor is searched twice, once for the moves placing the
	// whole rack (bingoOnly), the only ones to earn the bingo, once for the
	// others, each with its own bound (see run).
	split, bingoOnly bool
	// wholeRows, in a split search, has bit r of wholeRows[dir] set when row
	// r of frame dir may hold a move placing the whole rack (whole.go).
	wholeRows [2]uint16
	nexts     [size][32]uint32 // wholeRackArcs', for each count of tiles placed
	// mirrored: the board is empty and only the moves across are searched
	// (see run); their mirror images down are reported with them, or with
	// mirrorLater (All and Top) built from them by build.
	mirrored, mirrorLater bool
	cand                  Candidate
	found                 []Candidate // All and Top: the moves kept
}

// stockDraw is the tiles a variant round's search still takes from the
// stock (stock.go): how many, their tiers (take[:wilds]), each tile's tier,
// the stock, and the letters such a tile may show (0 when none is left).
type stockDraw struct {
	wilds     int
	take      [maxTaken]int
	tier      [scoring.JokerIndex + 1]int
	stock     scoring.Rack
	wildAvail uint32
}

// Candidate is a move as the generator finds it: its position, main word and
// score, without the list of words formed. [Generator.Move] turns it into a
// [scoring.Move].
type Candidate struct {
	Pos    scoring.Position
	Tiles  [scoring.Size]scoring.Tile // the main word as on the board after the move: Tiles[:Len]
	Len    int
	Placed int // number of tiles placed
	Score  int
}

// Word returns the main word, jokers in lower case.
func (c *Candidate) Word() string {
	var b strings.Builder
	b.Grow(c.Len)
	for _, t := range c.Tiles[:c.Len] {
		b.WriteByte(byte(t))
	}
	return b.String()
}

// New returns a Generator for rule set rs and word graph g.
func New(rs *scoring.RuleSet, g *lexicon.Graph) *Generator {
	return &Generator{config: newConfig(rs, g), searchBoard: searchBoard{
		anchors: make([]anchor, 0, 2*2*size*size),
		queue:   make([]uint64, 0, 2*2*size*size), rights: make([]rightEnd, 0, size),
		heldAnchors: make([]anchor, 0, 2*size*size), pending: make([]int32, 0, 2*2*size*size)}}
}

// Generate calls fn with every legal move of the tiles of rack (up to 9
// tiles, jokers included) on b, placing at most the rule set's rack size, in
// no particular order; it stops early when fn returns false. The Candidate
// passed to fn is reused: copy it to keep it. Generate allocates nothing.
func (g *Generator) Generate(b *scoring.Board, rack scoring.Rack, fn func(c *Candidate) bool) {
	g.visit = fn
	g.bounded = false
	g.wilds = 0
	g.run(b, rack)
	g.visit = nil
}

// All returns every legal move with tiles of rack (up to 9 tiles, jokers
// included) placing at most rs.RackSize tiles, ordered by score descending,
// then position and word.
func (g *Generator) All(b *scoring.Board, rack scoring.Rack) []scoring.Move {
	g.found = g.found[:0]
	g.mirrorLater = true
	g.Generate(b, rack, func(c *Candidate) bool {
		g.found = append(g.found, *c)
		return true
	})
	g.mirrorLater = false
	return g.build(b)
}

// Top returns every move that reaches the highest score, in the order of All.
// It searches only the branches that can still reach the best score found so
// far, so it is faster than All and returns the same moves as All's first ones.
func (g *Generator) Top(b *scoring.Board, rack scoring.Rack) []scoring.Move {
	g.wilds = 0
	return g.topFrom(b, rack, -1)
}

// topFrom returns the moves of the highest score if it is at least floor
// (none otherwise), in the order of All, of the moves of rack that take
// from g.stock exactly a tile of each tier of g.take[:g.wilds] (stock.go).
func (g *Generator) topFrom(b *scoring.Board, rack scoring.Rack, floor int) []scoring.Move {
	g.found = g.found[:0]
	g.bound = floor
	g.visit = func(c *Candidate) bool {
		switch {
		case g.wilds > 0: // a tile of the class still to take: another class's move
		case c.Score > g.bound:
			g.bound = c.Score
			g.found = append(g.found[:0], *c)
		case c.Score == g.bound:
			g.found = append(g.found, *c)
		}
		return true
	}
	g.bounded, g.mirrorLater = true, true
	g.run(b, rack)
	g.bounded, g.mirrorLater = false, false
	g.visit = nil
	return g.build(b)
}

// build sorts the candidates found on b in the order of All (sorting them is
// cheaper than sorting the moves) and turns them into moves. When they are
// the moves across of an empty board (mirrored), each score's moves across
// are followed by their mirror images down, which sort in the same order.
func (g *Generator) build(b *scoring.Board) []scoring.Move {
	if len(g.found) == 0 {
		return nil
	}
	slices.SortFunc(g.found, func(x, y Candidate) int {
		if x.Score != y.Score {
			return y.Score - x.Score
		}
		if c := comparePos(x.Pos, y.Pos); c != 0 {
			return c
		}
		return slices.Compare(x.Tiles[:x.Len], y.Tiles[:y.Len])
	})
	copies, crossWords := 1, 1 // moves a candidate, room for cross words a tile
	if g.mirrored {
		copies, crossWords = 2, 0 // the empty board: no cross words
	}
	// One array for all the moves' placements, one for their words and one
	// string for all their main words.
	tiles, letters := 0, 0
	for i := range g.found {
		tiles += g.found[i].Placed
		letters += g.found[i].Len
	}
	text := make([]byte, 0, letters)
	for i := range g.found {
		for _, t := range g.found[i].Tiles[:g.found[i].Len] {
			text = append(text, byte(t))
		}
	}
	words := string(text)
	placed := make([]scoring.Placement, copies*tiles)
	scores := make([]scoring.WordScore, copies*(crossWords*tiles+len(g.found)))
	moves := make([]scoring.Move, 0, copies*len(g.found))
	for i := 0; i < len(g.found); {
		j := len(g.found) // the moves of found[i]'s score when mirrored
		if g.mirrored {
			for j = i + 1; j < len(g.found) && g.found[j].Score == g.found[i].Score; j++ {
			}
		}
		first := len(moves)
		for k := i; k < j; k++ {
			c := &g.found[k]
			n := c.Placed
			w := crossWords*n + 1
			moves = append(moves, g.move(b, c, words[:c.Len], placed[:0:n], scores[:1:w]))
			words, placed, scores = words[c.Len:], placed[n:], scores[w:]
		}
		for k := first; g.mirrored && k < first+j-i; k++ {
			n := len(moves[k].Placed)
			moves = append(moves, mirror(moves[k], placed[:n:n], scores[:1:1]))
			placed, scores = placed[n:], scores[1:]
		}
		i = j
	}
	return moves
}

// mirror returns the mirror image about the diagonal of m, a move across on
// the empty board (its main word is its only word), with placed (of m's
// length) and words (of length 1) as its slices.
func mirror(m scoring.Move, placed []scoring.Placement, words []scoring.WordScore) scoring.Move {
	for k, p := range m.Placed {
		placed[k] = scoring.Placement{Row: p.Col, Col: p.Row, Tile: p.Tile}
	}
	m.Pos = scoring.Position{Row: m.Pos.Col, Col: m.Pos.Row, Dir: scoring.Down}
	words[0] = scoring.WordScore{Pos: m.Pos, Word: m.Word, Score: m.Words[0].Score}
	m.Placed, m.Words = placed, words
	return m
}

// Exists reports whether any legal move can be made with the tiles of rack.
func (g *Generator) Exists(b *scoring.Board, rack scoring.Rack) bool {
	found := false
	g.Generate(b, rack, func(*Candidate) bool {
		found = true
		return false
	})
	return found
}

// SortMoves sorts moves in the order of [Generator.All]: score descending,
// then across before down, row, column and main word (upper case before lower
// case, so a tile before a joker).
func SortMoves(moves []scoring.Move) {
	slices.SortFunc(moves, func(a, b scoring.Move) int {
		if a.Score != b.Score {
			return b.Score - a.Score
		}
		return comparePlace(a, b)
	})
}

// comparePlace orders moves by direction (across first), row, column and word.
func comparePlace(a, b scoring.Move) int {
	if c := comparePos(a.Pos, b.Pos); c != 0 {
		return c
	}
	return strings.Compare(a.Word, b.Word)
}

// comparePos orders positions: across first, then row and column.
func comparePos(a, b scoring.Position) int {
	switch {
	case a.Dir != b.Dir:
		return int(a.Dir) - int(b.Dir)
	case a.Row != b.Row:
		return a.Row - b.Row
	}
	return a.Col - b.Col
}
