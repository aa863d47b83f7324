package lexicon

import (
	"cmp"
	"slices"

	"arbiter/scoring"
)

// Anagrams returns every word of at least minLen letters spelled with tiles
// of rack, a joker standing for any letter of rs.JokerLetters. Each word comes
// once, as the tiles spell it: a letter in lower case is a joker, used only
// where the rack has no tile of that letter left (reading left to right). The
// words using the most tiles come first, then shorter ones; words of one
// length are in alphabetical order.
func (g *Graph) Anagrams(rs *scoring.RuleSet, rack scoring.Rack, minLen int) []string {
	var jokerFor uint32
	for i := 0; i < len(rs.JokerLetters); i++ {
		if c := rs.JokerLetters[i]; c >= 'A' && c <= 'Z' {
			jokerFor |= 1 << (c - 'A')
		}
	}
	var out []string
	word := make([]byte, 0, MaxWordLen)
	var walk func(n Node)
	walk = func(n Node) {
		letters, accepts := g.Arcs(n)
		for l := byte(0); l < 26; l++ {
			if letters&(1<<l) == 0 {
				continue
			}
			tile, from := 'A'+l, int(l)
			if rack[l] == 0 {
				if rack[scoring.JokerIndex] == 0 || jokerFor&(1<<l) == 0 {
					continue
				}
				tile, from = 'a'+l, scoring.JokerIndex
			}
			rack[from]--
			word = append(word, tile)
			if accepts&(1<<l) != 0 && len(word) >= minLen {
				out = append(out, string(word))
			}
			if child := g.Child(n, l); child != 0 {
				walk(child)
			}
			word = word[:len(word)-1]
			rack[from]++
		}
	}
	walk(g.dawg)
	slices.SortStableFunc(out, func(a, b string) int { return cmp.Compare(len(b), len(a)) })
	return out
}
