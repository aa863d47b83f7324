package solver

import (
	"slices"
	"strings"

	"arbiter/scoring"
)

// Scrabble is one solution of a Superscrabble problem (RULES §9.6): a move
// placing every tile of the group. It is identified by its position and its
// main word in capitals; Word shows one way to mark the joker(s) in lower
// case, the others (a joker on another of several equal letters) being the
// same solution.
type Scrabble struct {
	Pos  scoring.Position
	Word string
}

// Scrabbles returns every distinct scrabble of rack on b: every legal move
// placing all the rack's tiles, which must be the rule set's rack size, one
// for each position and main word (RULES §9.6), ordered across before down,
// by row, column and word. Of the markings of a solution's jokers it keeps
// the first in that order (capitals before lower case, so the jokers as far
// right as they go). It returns nil when rack does not hold a full rack.
func (g *Generator) Scrabbles(b *scoring.Board, rack scoring.Rack) []Scrabble {
	if rack.Len() != g.rs.RackSize {
		return nil
	}
	seen := map[Scrabble]int{} // the solution's key (its word in capitals) → its index in out
	var out []Scrabble
	g.Generate(b, rack, func(c *Candidate) bool {
		if c.Placed != g.rs.RackSize {
			return true
		}
		word := c.Word()
		key := Scrabble{Pos: c.Pos, Word: strings.ToUpper(word)}
		if i, ok := seen[key]; !ok {
			seen[key] = len(out)
			out = append(out, Scrabble{Pos: c.Pos, Word: word})
		} else if word < out[i].Word {
			out[i].Word = word
		}
		return true
	})
	slices.SortFunc(out, func(x, y Scrabble) int {
		if c := comparePos(x.Pos, y.Pos); c != 0 {
			return c
		}
		return strings.Compare(strings.ToUpper(x.Word), strings.ToUpper(y.Word))
	})
	return out
}
