package solver

import (
	"strings"

	"arbiter/scoring"
)

// Move turns c, found on board b (the position before the move), into a
// [scoring.Move]: the tiles placed in board order, the main word then the
// cross words in board order, each with its score (RULES §3), the bingo flag
// and the total, as [scoring.Check] reports them.
func (g *Generator) Move(b *scoring.Board, c *Candidate) scoring.Move {
	return g.move(b, c, c.Word(), make([]scoring.Placement, 0, c.Placed), make([]scoring.WordScore, 1, c.Placed+1))
}

// move builds the move of c, whose main word is word, with placed and words
// as its slices: placed empty with room for c.Placed tiles, words of length 1
// with room for c.Placed more.
func (g *Generator) move(b *scoring.Board, c *Candidate, word string, placed []scoring.Placement, words []scoring.WordScore) scoring.Move {
	dr, dc := 0, 1
	if c.Pos.Dir == scoring.Down {
		dr, dc = 1, 0
	}
	crossDir := scoring.Across + scoring.Down - c.Pos.Dir
	m := scoring.Move{Pos: c.Pos, Word: word, Placed: placed, Words: words}
	sum, mul, crossTotal := 0, 1, 0
	for k := 0; k < c.Len; k++ {
		r, col := c.Pos.Row+k*dr, c.Pos.Col+k*dc
		t := c.Tiles[k]
		if b.At(r, col) != scoring.Empty {
			sum += g.rs.Value(t)
			continue
		}
		m.Placed = append(m.Placed, scoring.Placement{Row: r, Col: col, Tile: t})
		p := scoring.PremiumAt(r, col)
		v := g.rs.Value(t) * p.LetterMultiplier()
		sum += v
		mul *= p.WordMultiplier()
		if w, ok := g.crossWord(b, r, col, t, crossDir); ok {
			w.Score = (w.Score + v) * p.WordMultiplier()
			crossTotal += w.Score
			m.Words = append(m.Words, w)
		}
	}
	m.Words[0] = scoring.WordScore{Pos: c.Pos, Word: m.Word, Score: sum * mul}
	m.Bingo = g.bingo[len(m.Placed)] != 0
	m.Score = sum*mul + crossTotal + g.bingo[len(m.Placed)]
	return m
}

// crossWord returns the word through the empty square (r, c) of b along dir
// once tile t stands there, with the value of its other tiles as its score,
// or false when no tile of b touches the square along dir.
func (g *Generator) crossWord(b *scoring.Board, r, c int, t scoring.Tile, dir scoring.Direction) (scoring.WordScore, bool) {
	dr, dc := 1, 0
	if dir == scoring.Across {
		dr, dc = 0, 1
	}
	sr, sc := r, c
	for b.At(sr-dr, sc-dc) != scoring.Empty {
		sr, sc = sr-dr, sc-dc
	}
	er, ec := r, c
	for b.At(er+dr, ec+dc) != scoring.Empty {
		er, ec = er+dr, ec+dc
	}
	if sr == er && sc == ec {
		return scoring.WordScore{}, false
	}
	var word strings.Builder
	sum := 0
	for rr, cc := sr, sc; rr <= er && cc <= ec; rr, cc = rr+dr, cc+dc {
		tile := t
		if rr != r || cc != c {
			tile = b.At(rr, cc)
			sum += g.rs.Value(tile)
		}
		word.WriteByte(byte(tile))
	}
	return scoring.WordScore{Pos: scoring.Position{Row: sr, Col: sc, Dir: dir}, Word: word.String(), Score: sum}, true
}
