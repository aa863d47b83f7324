package problem

import (
	"errors"
	"fmt"
	"strings"

	"arbiter/scoring"
)

// MaxBuildMoves is the most moves [BuildBoard] plays: more tiles than a
// set holds could not be placed anyway.
const MaxBuildMoves = 120

// BuildBoard plays moves, written "H8 CASA, 9G OS" (moves separated by
// commas, semicolons or new lines, each a position and its whole main word
// in rs's notation, jokers in lower case), from the empty board: the board
// a referee builds for Superscrabble or a Partida de Superscrabble (RULES
// §9.6, §9.8). Each move must be legal by the general rules (§3: the first
// covers the centre and places at least 2 tiles, every later one touches
// the board, every word is in lex) and take its tiles from what the set
// holds less the moves before it. It returns the board and the moves as
// played, in the rule set's notation; an error names the move at fault.
func BuildBoard(rs *scoring.RuleSet, lex scoring.Lexicon, moves string) (scoring.Board, []string, error) {
	var b scoring.Board
	texts := strings.FieldsFunc(moves, func(r rune) bool { return r == ',' || r == ';' || r == '\n' })
	var played []string
	left := rs.FullBag()
	for _, text := range texts {
		text = strings.TrimSpace(text)
		if text == "" {
			continue
		}
		n := len(played) + 1
		if n > MaxBuildMoves {
			return b, nil, fmt.Errorf("more than %d moves", MaxBuildMoves)
		}
		play, err := rs.ParsePlay(text)
		if err != nil {
			return b, nil, fmt.Errorf("move %d (%s): %w", n, text, err)
		}
		m, err := scoring.Check(rs, lex, &b, &left, play)
		if err != nil {
			return b, nil, fmt.Errorf("move %d (%s): %w", n, text, err)
		}
		if m.UnmarkedJoker {
			return b, nil, fmt.Errorf("move %d (%s): the set has no more of a letter it places: write the joker in lower case", n, text)
		}
		b.Apply(m)
		left = left.Minus(m.Tiles())
		played = append(played, rs.FormatMove(m))
	}
	if len(played) == 0 {
		return b, nil, errors.New(`no move: give at least the first, such as "H8 CASA"`)
	}
	return b, played, nil
}

// CheckBoard checks a board given whole, such as one read from a file, for
// what every board built by the general rules has (RULES §3, §9.8's
// reading): tiles the set holds (jokers in lower case, for letters a joker
// may stand for), at least 2 of them, the centre covered, every tile joined
// to the others in one grid, and every run of 2 letters or more, across and
// down, a word of lex. It does not search for an order of moves that
// builds it. An error names the letter, square or word at fault.
func CheckBoard(rs *scoring.RuleSet, lex scoring.Lexicon, b *scoring.Board) error {
	var tiles scoring.Rack
	n := 0
	for r := range scoring.Size {
		for c := range scoring.Size {
			t := b.At(r, c)
			if t == scoring.Empty {
				continue
			}
			n++
			switch l := t.Letter(); {
			case t.IsJoker() && !rs.JokerMayBe(l):
				return fmt.Errorf("square %s: in %s a joker may not stand for %c", square(rs, r, c), rs.Name, l)
			case t.IsJoker():
				tiles[scoring.JokerIndex]++
			default:
				tiles[l-'A']++
			}
		}
	}
	if full := rs.FullBag(); !full.Contains(tiles) {
		for i := range tiles {
			if tiles[i] > full[i] {
				letter := "joker"
				if i != scoring.JokerIndex {
					letter = string(rune('A' + i))
				}
				return fmt.Errorf("the board holds %d × %s, but the %s set holds %d", tiles[i], letter, rs.Name, full[i])
			}
		}
	}
	if n < 2 {
		return fmt.Errorf("%d tiles: a board built by the rules holds at least the first move's 2", n)
	}
	if b.At(scoring.Center, scoring.Center) == scoring.Empty {
		return fmt.Errorf("square %s, the centre, is empty: the first move covers it", square(rs, scoring.Center, scoring.Center))
	}
	if r, c, ok := stray(b); ok {
		return fmt.Errorf("square %s: its tile is not joined to the tiles on the centre", square(rs, r, c))
	}
	for _, dir := range []scoring.Direction{scoring.Across, scoring.Down} {
		for _, w := range words(b, dir) {
			if !lex.Contains(strings.ToUpper(w.Word)) {
				return fmt.Errorf("%q at %s is not in the word list", strings.ToUpper(w.Word), rs.FormatPosition(w.Pos))
			}
		}
	}
	return nil
}

// square names the square at row and col in rs's notation.
func square(rs *scoring.RuleSet, row, col int) string {
	return rs.FormatPosition(scoring.Position{Row: row, Col: col, Dir: scoring.Across})
}

// stray returns a tile of b not joined, square by side-sharing square, to
// the tile on the centre.
func stray(b *scoring.Board) (int, int, bool) {
	var seen [scoring.Size][scoring.Size]bool
	next := [][2]int{{scoring.Center, scoring.Center}}
	seen[scoring.Center][scoring.Center] = true
	for len(next) > 0 {
		sq := next[len(next)-1]
		next = next[:len(next)-1]
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			r, c := sq[0]+d[0], sq[1]+d[1]
			if r >= 0 && r < scoring.Size && c >= 0 && c < scoring.Size && !seen[r][c] && b.At(r, c) != scoring.Empty {
				seen[r][c] = true
				next = append(next, [2]int{r, c})
			}
		}
	}
	for r := range scoring.Size {
		for c := range scoring.Size {
			if b.At(r, c) != scoring.Empty && !seen[r][c] {
				return r, c, true
			}
		}
	}
	return 0, 0, false
}

// words returns every run of 2 tiles or more of b along dir, in board
// order.
func words(b *scoring.Board, dir scoring.Direction) []scoring.Play {
	var out []scoring.Play
	for line := range scoring.Size {
		for i := 0; i < scoring.Size; {
			r, c := line, i
			if dir == scoring.Down {
				r, c = i, line
			}
			if b.At(r, c) == scoring.Empty {
				i++
				continue
			}
			p := run(b, scoring.Placement{Row: r, Col: c}, dir)
			if len(p.Word) >= 2 {
				out = append(out, p)
			}
			i += len(p.Word)
		}
	}
	return out
}
