package solver

import (
	"slices"
	"strings"

	"arbiter/scoring"
)

// This file holds two deliberately simple move finders used as references for
// the generator. Neither knows about anchors, cross sets or the word graph:
// they write candidate plays on the board and keep what [scoring.Check]
// accepts. Both read a single-tile move across when Check accepts it both ways
// (see the package documentation).

// wordSet is a word list as a [scoring.Lexicon], with its words by length.
type wordSet struct {
	set      map[string]bool
	byLength [scoring.Size + 1][]string
}

func newWordSet(words []string) *wordSet {
	ws := &wordSet{set: make(map[string]bool, len(words))}
	for _, w := range words {
		if !ws.set[w] {
			ws.set[w] = true
			ws.byLength[len(w)] = append(ws.byLength[len(w)], w)
		}
	}
	return ws
}

// Contains implements scoring.Lexicon.
func (ws *wordSet) Contains(w string) bool { return ws.set[w] }

// square returns the k-th square of the line starting at p.
func square(p scoring.Position, k int) (int, int) {
	if p.Dir == scoring.Across {
		return p.Row, p.Col + k
	}
	return p.Row + k, p.Col
}

// slot is a run of squares of one line where a whole main word may stand:
// the squares just before and after it are empty or off the board, and it
// holds at least one empty square.
type slot struct {
	pos scoring.Position
	n   int
}

// slots lists every slot of b whose squares touch a tile or, on an empty
// board, cover the centre (RULES §3): a word anywhere else cannot be a move.
func slots(b *scoring.Board) []slot {
	empty := b.Tiles() == 0
	var out []slot
	for dir := scoring.Across; dir <= scoring.Down; dir++ {
		for line := 0; line < scoring.Size; line++ {
			for start := 0; start < scoring.Size; start++ {
				p := scoring.Position{Row: line, Col: start, Dir: dir}
				if dir == scoring.Down {
					p.Row, p.Col = start, line
				}
				for n := 2; start+n <= scoring.Size; n++ {
					br, bc := square(p, -1)
					ar, ac := square(p, n)
					if b.At(br, bc) != scoring.Empty || b.At(ar, ac) != scoring.Empty {
						continue
					}
					holes, near := 0, false
					for k := 0; k < n; k++ {
						r, c := square(p, k)
						if b.At(r, c) == scoring.Empty {
							holes++
						}
						near = near || b.At(r, c) != scoring.Empty || b.At(r-1, c) != scoring.Empty ||
							b.At(r+1, c) != scoring.Empty || b.At(r, c-1) != scoring.Empty ||
							b.At(r, c+1) != scoring.Empty || (empty && r == scoring.Center && c == scoring.Center)
					}
					if holes > 0 && near {
						out = append(out, slot{p, n})
					}
				}
			}
		}
	}
	return out
}

// fit is a slot and the lexicon words that agree with its tiles.
type fit struct {
	pos   scoring.Position
	words []string
}

// fits lists, for every slot of b, the words of ws that agree with the tiles
// already in it (all words of its length for a slot without tiles).
func fits(b *scoring.Board, ws *wordSet) []fit {
	var out []fit
	for _, s := range slots(b) {
		f := fit{pos: s.pos, words: ws.byLength[s.n]}
		var tiles []int
		for k := 0; k < s.n; k++ {
			if b.At(square(s.pos, k)) != scoring.Empty {
				tiles = append(tiles, k)
			}
		}
		if len(tiles) > 0 {
			f.words = nil
		words:
			for _, w := range ws.byLength[s.n] {
				for _, k := range tiles {
					if b.At(square(s.pos, k)).Letter() != w[k] {
						continue words
					}
				}
				f.words = append(f.words, w)
			}
		}
		if len(f.words) > 0 {
			out = append(out, f)
		}
	}
	return out
}

// wordMoves is the word-driven reference: every slot, every word written in
// it, every way of taking its new letters from rack (a letter tile, or a joker
// standing for a letter of rs.JokerLetters), kept when Check accepts it. Every
// legal move is among these plays, since its main word is a word of ws that
// fills a slot.
func wordMoves(rs *scoring.RuleSet, ws *wordSet, b *scoring.Board, fs []fit, rack scoring.Rack) []scoring.Move {
	var out []scoring.Move
	var word [scoring.Size]byte
	for _, f := range fs {
		for _, w := range f.words {
			if !enough(b, f.pos, w, rack) {
				continue
			}
			var try func(k int, left scoring.Rack)
			try = func(k int, left scoring.Rack) {
				if k == len(w) {
					play := scoring.Play{Pos: f.pos, Word: string(word[:k])}
					if m, err := scoring.Check(rs, ws, b, &rack, play); err == nil {
						out = append(out, m)
					}
					return
				}
				r, c := square(f.pos, k)
				if t := b.At(r, c); t != scoring.Empty {
					word[k] = byte(t)
					try(k+1, left)
					return
				}
				l := w[k]
				if left.Remove(l) {
					word[k] = l
					try(k+1, left)
					left.Add(l)
				}
				if strings.IndexByte(rs.JokerLetters, l) >= 0 && left.Remove('?') {
					word[k] = byte(scoring.JokerTile(l))
					try(k+1, left)
					left.Add('?')
				}
			}
			try(0, rack)
		}
	}
	return unique(out)
}

// enough reports whether rack holds as many tiles as the new letters of w at pos,
// counting its jokers for any letter: a quick way to skip most words.
func enough(b *scoring.Board, pos scoring.Position, w string, rack scoring.Rack) bool {
	short := 0
	for k := 0; k < len(w); k++ {
		if b.At(square(pos, k)) != scoring.Empty {
			continue
		}
		if i := w[k] - 'A'; rack[i] > 0 {
			rack[i]--
		} else {
			short++
		}
	}
	return short <= rack.Jokers()
}

// permutationMoves is the rack-driven reference: every empty square, both
// directions, every ordered choice of 1 to RackSize tiles of rack (jokers
// are not tried: racks without jokers only), laid from that square on and
// skipping the tiles already there; the main word is the whole run of tiles
// along that line; kept when Check accepts it.
func permutationMoves(rs *scoring.RuleSet, lex scoring.Lexicon, b *scoring.Board, rack scoring.Rack) []scoring.Move {
	var out []scoring.Move
	for dir := scoring.Across; dir <= scoring.Down; dir++ {
		for r := 0; r < scoring.Size; r++ {
			for c := 0; c < scoring.Size; c++ {
				if b.At(r, c) != scoring.Empty {
					continue
				}
				var lay func(board scoring.Board, r, c, n int, left scoring.Rack)
				lay = func(board scoring.Board, r, c, n int, left scoring.Rack) {
					for board.At(r, c) != scoring.Empty {
						r, c = next(r, c, dir)
					}
					if r >= scoring.Size || c >= scoring.Size || n == rs.RackSize {
						return
					}
					for l := byte('A'); l <= 'Z'; l++ {
						if !left.Remove(l) {
							continue
						}
						after := board
						after.Set(r, c, scoring.Tile(l))
						if play, ok := mainRun(&after, r, c, dir); ok {
							if m, err := scoring.Check(rs, lex, b, &rack, play); err == nil {
								out = append(out, m)
							}
						}
						nr, nc := next(r, c, dir)
						lay(after, nr, nc, n+1, left)
						left.Add(l)
					}
				}
				lay(*b, r, c, 0, rack)
			}
		}
	}
	return unique(out)
}

// next returns the square after (r, c) along dir.
func next(r, c int, dir scoring.Direction) (int, int) {
	if dir == scoring.Across {
		return r, c + 1
	}
	return r + 1, c
}

// mainRun returns the play of the whole run of tiles of b through (r, c)
// along dir, or false when that run is a single tile.
func mainRun(b *scoring.Board, r, c int, dir scoring.Direction) (scoring.Play, bool) {
	dr, dc := 0, 1
	if dir == scoring.Down {
		dr, dc = 1, 0
	}
	for b.At(r-dr, c-dc) != scoring.Empty {
		r, c = r-dr, c-dc
	}
	play := scoring.Play{Pos: scoring.Position{Row: r, Col: c, Dir: dir}}
	var w []byte
	for ; b.At(r, c) != scoring.Empty; r, c = r+dr, c+dc {
		w = append(w, byte(b.At(r, c)))
	}
	play.Word = string(w)
	return play, len(w) > 1
}

// unique drops the second reading of a move that places the same tiles as an
// earlier one (a single tile forming words both ways), keeping the reading
// across, and sorts the result in the order of Generator.All.
func unique(moves []scoring.Move) []scoring.Move {
	seen := map[string]int{}
	var out []scoring.Move
	for _, m := range moves {
		var key strings.Builder
		for _, p := range m.Placed {
			key.WriteString(string([]byte{byte('a' + p.Row), byte('a' + p.Col), byte(p.Tile)}))
		}
		k := key.String()
		if i, ok := seen[k]; ok {
			if m.Pos.Dir == scoring.Across {
				out[i] = m
			}
			continue
		}
		seen[k] = len(out)
		out = append(out, m)
	}
	SortMoves(out)
	return slices.Clip(out)
}
