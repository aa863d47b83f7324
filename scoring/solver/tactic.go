package solver

import (
	"slices"

	"arbiter/scoring"
)

// topTactic is [Generator.TopVariant] for Tactic: the pairs of moves, one
// with each group, the second on the board after the first, whose sum is
// highest, over both orders unless o.FixedOrder imposes o.Rack first.
//
// Reading of seed 004 ("Duplicat tactic") for the cases it leaves open:
//   - a group that is empty (the end of the game, when only one group still
//     holds letters) leaves the classic game: the round is the other group's
//     move alone;
//   - a group that allows no move where it is to be played: the game goes on
//     (the seed lets it continue even with a group of consonants only and
//     one of vowels only, which may well have no move), so the round is the
//     other group's move alone. When the first group has no move on the
//     board, the other group is played first and the first after it; when
//     the second group has no move on the board after a first move, that
//     first move alone is a way to play the round, scoring its own score
//     (and is listed only if that is the best total). With FixedOrder, o.Rack
//     is played first unless it has no move on the board.
func (g *Generator) topTactic(b *scoring.Board, o scoring.Offer, rk *ranker) []rankedVariant {
	g.wilds = 0
	var t tacticSearch
	t.best = -1
	switch {
	case o.Rack.Len() == 0 || o.Rack2.Len() == 0:
		t.rack2First = o.Rack.Len() == 0
		for _, m := range g.Top(b, o.Rack.Plus(o.Rack2)) {
			t.add(m, nil)
		}
	case o.FixedOrder && g.Exists(b, o.Rack):
		g.tacticOrder(b, o.Rack, o.Rack2, &t)
	case o.FixedOrder:
		t.rack2First = true
		g.tacticOrder(b, o.Rack2, o.Rack, &t)
	case o.Rack.Jokers() > o.Rack2.Jokers():
		// The order with fewer jokers first has far fewer first moves: searched
		// first, it sets a best total that prunes more of the other.
		t.rack2First = true
		g.tacticOrder(b, o.Rack2, o.Rack, &t)
		t.rack2First = false
		g.tacticOrder(b, o.Rack, o.Rack2, &t)
	default:
		g.tacticOrder(b, o.Rack, o.Rack2, &t)
		t.rack2First = true
		g.tacticOrder(b, o.Rack2, o.Rack, &t)
	}
	rack := o.Rack.Plus(o.Rack2)
	out := make([]rankedVariant, len(t.found))
	for i, v := range t.found {
		var used scoring.Rack
		placed := 0
		for _, m := range v.Moves {
			used = used.Plus(m.Tiles())
			placed += len(m.Placed)
		}
		out[i] = rankedVariant{v, rk.key(used, placed, rack, o.Stock)}
	}
	return out
}

// tacticSearch is the state of a Tactic search: the best total so far
// (-1: none), the ways found to reach it, and whether Rack2 is the group
// being played first.
type tacticSearch struct {
	best       int
	found      []scoring.VariantMove
	rack2First bool
}

// add records first followed by the moves of second (each a way to play the
// round; first alone when second is empty), whose total is first's score plus
// the score of second's moves, all equal.
func (t *tacticSearch) add(first scoring.Move, second []scoring.Move) {
	total := first.Score
	if len(second) > 0 {
		total += second[0].Score
	}
	if total < t.best {
		return
	}
	if total > t.best {
		t.best, t.found = total, t.found[:0]
	}
	if len(second) == 0 {
		t.found = append(t.found, scoring.VariantMove{Moves: []scoring.Move{first}, Score: total, Rack2First: t.rack2First})
	}
	for _, m := range second {
		t.found = append(t.found, scoring.VariantMove{Moves: []scoring.Move{first, m}, Score: total, Rack2First: t.rack2First})
	}
}

// tacticOrder searches the pairs of a move of x on b then a move of y after
// it. Each first move is given a bound of the best second move after it
// ([secondBound]); first moves are taken from the highest score plus bound
// down, and the search stops at the first whose total cannot reach the best
// total found. The best second move after a first move is searched only
// among those reaching the best total, and, when the moves holding no tile
// of the first move cannot (they score at most y's top on b), among those
// holding one alone.
func (g *Generator) tacticOrder(b *scoring.Board, x, y scoring.Rack, t *tacticSearch) {
	sb := g.newSecondBound(b, y)
	// The empty board is symmetric about its diagonal, premiums included:
	// the pairs starting with a move down are the mirror images of those
	// starting with a move across, found with them.
	mirrored := b.IsEmpty()
	firsts := g.firsts[:0]
	g.Generate(b, x, func(c *Candidate) bool {
		if !mirrored || c.Pos.Dir == scoring.Across {
			firsts = append(firsts, tacticFirst{Candidate: *c})
		}
		return true
	})
	g.firsts = firsts
	upper := mostValued(g.rs, x)
	seconds := map[[4]int]int{} // the bound of the second move by the first's position and length
	for i := range firsts {
		c := &firsts[i].Candidate
		key := [4]int{int(c.Pos.Dir), c.Pos.Row, c.Pos.Col, c.Len}
		second, ok := seconds[key]
		if !ok {
			second = sb.after(b, c, upper)
			seconds[key] = second
		}
		firsts[i].most = c.Score + second
	}
	slices.SortFunc(firsts, func(p, q tacticFirst) int { return q.most - p.most })
	for i := range firsts {
		c := &firsts[i].Candidate
		if firsts[i].most < t.best {
			break
		}
		after := *b
		placed := applyTile(&after, b, c, 0)
		need := t.best - c.Score
		if need > sb.top {
			sb.touch(&after, placed)
			g.focus = &sb.through
		}
		second := g.topFrom(&after, y, max(need, 0))
		g.focus = nil
		if len(second) > 0 || c.Score >= t.best && !g.Exists(&after, y) {
			first := g.Move(b, c)
			t.add(first, second)
			if mirrored {
				for k := range second {
					second[k] = mirrorMove(second[k])
				}
				t.add(mirrorMove(first), second)
			}
		}
	}
}

// mirrorMove returns the mirror image of m about the board's diagonal, a
// move on the empty board or after one move there: a single tile then forms
// a word one way only, so that its direction mirrors with it.
func mirrorMove(m scoring.Move) scoring.Move {
	flip := func(p scoring.Position) scoring.Position {
		return scoring.Position{Row: p.Col, Col: p.Row, Dir: scoring.Down - p.Dir}
	}
	out := m
	out.Pos = flip(m.Pos)
	out.Placed = make([]scoring.Placement, len(m.Placed))
	for i, p := range m.Placed {
		out.Placed[i] = scoring.Placement{Row: p.Col, Col: p.Row, Tile: p.Tile}
	}
	out.Words = make([]scoring.WordScore, len(m.Words))
	for i, w := range m.Words {
		w.Pos = flip(w.Pos)
		out.Words[i] = w
	}
	return out
}

// tacticFirst is a first move of a Tactic round and the most the pair it
// starts can score.
type tacticFirst struct {
	Candidate
	most int
}

// mostValued returns a tile of rack worth the most: its most valuable letter,
// or a joker when it holds none.
func mostValued(rs *scoring.RuleSet, rack scoring.Rack) scoring.Tile {
	best := scoring.Tile('a')
	for l := 0; l < 26; l++ {
		if t := scoring.Tile('A' + l); rack[l] > 0 && rs.Value(t) > rs.Value(best) {
			best = t
		}
	}
	return best
}

// applyTile puts on after, a copy of b, the tiles c places, or tile on each
// of their squares when tile is not 0, and returns their squares.
func applyTile(after, b *scoring.Board, c *Candidate, tile scoring.Tile) []scoring.Placement {
	placed := make([]scoring.Placement, 0, c.Placed)
	for k, t := range c.Tiles[:c.Len] {
		r, col := c.Pos.Row, c.Pos.Col+k
		if c.Pos.Dir == scoring.Down {
			r, col = c.Pos.Row+k, c.Pos.Col
		}
		if tile != 0 {
			t = tile
		}
		if b.At(r, col) == scoring.Empty {
			after.Set(r, col, t)
			placed = append(placed, scoring.Placement{Row: r, Col: col, Tile: t})
		}
	}
	return placed
}

// secondBound bounds the score of the moves of a rack on the boards a first
// move makes from a board b. A move on such a board either has no word
// holding a tile of the first move: it is then a move on b as well, with the
// same score, at most b's top (when b holds a tile: on the empty board every
// second move touches the first); or a word of it holds such a tile: its
// main word runs through one, or it places a tile at an end of the run of
// tiles holding one across its line. Those are bounded window by window as
// [Generator.windowBound] does: a square whose cross word holds a tile of the
// first move accepts any letter, the others the letters their cross word on
// b accepts. The bound of those grows with the values of the first move's
// tiles and depends on nothing else of them than their squares, so that one
// bound, with each tile worth the most of the first group's, serves every
// first move on the same squares.
type secondBound struct {
	g        *Generator
	top      int                                // the best score on b, 0 if none or b is empty
	vals     [scoring.JokerIndex + 1 + size]int // the rack's tile values, highest first
	maxPlace int
	avail    uint32                 // the letters the rack may put on a square
	cross    [2][size * size]uint32 // b's cross sets, by frame
	first    [size * size]bool      // the squares of the first move
	through  [2][size]uint16        // per row of each frame: the squares a main word must cover to hold a tile of the first move
}

func (g *Generator) newSecondBound(b *scoring.Board, rack scoring.Rack) *secondBound {
	sb := &secondBound{g: g, maxPlace: min(g.rs.RackSize, rack.Len())}
	for dir := range sb.cross {
		for i := range sb.cross[dir] {
			sb.cross[dir][i] = allLetters
		}
	}
	if !b.IsEmpty() {
		if top := g.Top(b, rack); len(top) > 0 {
			sb.top = top[0].Score
		}
		for dir := range sb.cross {
			for i := range sb.cross[dir] {
				sb.cross[dir][i] = g.frames[dir].squares[i].cross
			}
		}
	}
	n := 0
	for l := 0; l <= scoring.JokerIndex; l++ {
		for range rack[l] {
			if l < 26 && n < len(sb.vals) {
				sb.vals[n] = g.values[l]
				sb.avail |= 1 << l
			}
			n++
		}
	}
	if rack.Jokers() > 0 {
		sb.avail |= g.jokerMask
	}
	slices.SortFunc(sb.vals[:], func(a, b int) int { return b - a })
	return sb
}

// after returns the most a move of the rack may score on the board b after
// the first move c (or none when none may be made), c's tiles counted as
// upper, a tile worth at least as much as any of them.
func (sb *secondBound) after(b *scoring.Board, c *Candidate, upper scoring.Tile) int {
	after := *b
	sb.touch(&after, applyTile(&after, b, c, upper))
	return max(sb.top, sb.touching(&after))
}

// touch marks the squares of a first move placing placed on after, and
// per row of each frame (sb.through) the squares a main word must cover to
// hold one of its tiles: its own squares, and the ends of the run of tiles
// holding one across its line, where a tile makes a cross word holding it.
func (sb *secondBound) touch(after *scoring.Board, placed []scoring.Placement) {
	clear(sb.first[:])
	for _, p := range placed {
		sb.first[p.Row*size+p.Col] = true
	}
	sb.through = [2][size]uint16{}
	for dir := scoring.Across; dir <= scoring.Down; dir++ {
		at := frameReader(after, dir)
		through := &sb.through[dir]
		for _, p := range placed {
			r, c := p.Row, p.Col
			if dir == scoring.Down {
				r, c = c, r
			}
			through[r] |= 1 << c
			top, bottom := r, r
			for top > 0 && at(top-1, c) != scoring.Empty {
				top--
			}
			for bottom < size-1 && at(bottom+1, c) != scoring.Empty {
				bottom++
			}
			if top > 0 {
				through[top-1] |= 1 << c
			}
			if bottom < size-1 {
				through[bottom+1] |= 1 << c
			}
		}
	}
}

// frameReader returns a reader of b in the frame of dir: rows are the lines
// of the main word.
func frameReader(b *scoring.Board, dir scoring.Direction) func(r, c int) scoring.Tile {
	return func(r, c int) scoring.Tile {
		if dir == scoring.Down {
			r, c = c, r
		}
		return b.At(r, c)
	}
}

// touching returns the most a move of the rack holding a tile of the first
// move last marked by touch may score on after, the board after it (-1 if
// none may be made).
func (sb *secondBound) touching(after *scoring.Board) int {
	best := -1
	for dir := scoring.Across; dir <= scoring.Down; dir++ {
		at := frameReader(after, dir)
		for r, must := range sb.through[dir] {
			if must != 0 {
				best = max(best, sb.rowBound(dir, r, must, at))
			}
		}
	}
	return best
}

// rowBound returns the most a move whose main word lies on row r of the
// frame of dir (read through at) and covers a square of must may score (-1
// if none).
func (sb *secondBound) rowBound(dir scoring.Direction, r int, must uint16, at func(r, c int) scoring.Tile) int {
	g := sb.g
	var line [size]struct {
		value, lm, wm, crossSum int
		empty, cross, blocked   bool
	}
	for c := range line {
		sq := &line[c]
		k := r*size + c
		sq.lm, sq.wm = int(g.blank[dir][k].lm), int(g.blank[dir][k].wm)
		if t := at(r, c); t != scoring.Empty {
			sq.value = g.rs.Value(t)
			continue
		}
		sq.empty = true
		relaxed := false
		for _, d := range []int{-1, 1} {
			for rr := r + d; rr >= 0 && rr < size && at(rr, c) != scoring.Empty; rr += d {
				sq.cross = true
				sq.crossSum += g.rs.Value(at(rr, c))
				bi := rr*size + c
				if dir == scoring.Down {
					bi = c*size + rr
				}
				relaxed = relaxed || sb.first[bi]
			}
		}
		sq.blocked = !relaxed && sb.cross[dir][k]&sb.avail == 0
	}
	best := -1
	for i := 0; i < size; i++ {
		if i > 0 && !line[i-1].empty {
			continue
		}
		board, mul, cross, empties := 0, 1, 0, 0
		for j := i; j < size; j++ {
			sq := &line[j]
			if sq.empty {
				if sq.blocked || empties == sb.maxPlace {
					break
				}
				empties++
				mul *= sq.wm
				if sq.cross {
					cross += sq.crossSum * sq.wm
				}
			} else {
				board += sq.value
			}
			if j == i || empties == 0 || must>>i<<i&(1<<(j+1)-1) == 0 || j < size-1 && !line[j+1].empty {
				continue
			}
			var coef [size]int
			n := 0
			for c := i; c <= j; c++ {
				if sq := &line[c]; sq.empty {
					w := mul
					if sq.cross {
						w += sq.wm
					}
					insertDesc(coef[:n+1], sq.lm*w)
					n++
				}
			}
			bound := board*mul + cross + g.bingo[empties]
			for m := 0; m < n; m++ {
				bound += sb.vals[m] * coef[m]
			}
			best = max(best, bound)
		}
	}
	return best
}
