package problem

import (
	"arbiter/arbiter/anticipation"
	"arbiter/scoring"
)

// stock is the letters of Scrabble integral and partial, and of incomplet's
// construction (RULES §9.2, §9.3, §9.7): each move takes from what the moves
// that stand left; a move that does not stand takes nothing.
type stock struct{ left scoring.Rack }

func (s *stock) offer(Move) (scoring.Rack, string) { return s.left, "" }
func (s *stock) refuses(scoring.Rack) string       { return "" }
func (s *stock) took(scoring.Rack, bool) string    { return "" }
func (s *stock) stood(tiles scoring.Rack)          { s.left = s.left.Minus(tiles) }

// str is Integral pe sir's string (RULES §9.4): each move places exactly the
// next letters of what is left of it, a joker of the string as any letter.
// A move laid, standing or not, takes its letters; one that does not place
// the next letters, or cannot be read, breaks the string.
type str struct {
	letters string // in order, '?' a joker
	next    int
}

func (s *str) offer(Move) (scoring.Rack, string) {
	var r scoring.Rack
	for _, c := range []byte(s.letters[s.next:min(s.next+GroupLen, len(s.letters))]) {
		r.Add(c)
	}
	return r, ""
}

func (s *str) took(tiles scoring.Rack, known bool) string {
	n := tiles.Len()
	if !known || n == 0 || s.next+n > len(s.letters) {
		return ReasonOutOfString
	}
	var want scoring.Rack
	for _, c := range []byte(s.letters[s.next : s.next+n]) {
		want.Add(c)
	}
	if want != tiles {
		return ReasonOutOfString
	}
	s.next += n
	return ""
}

func (s *str) refuses(scoring.Rack) string { return "" }
func (s *str) stood(scoring.Rack)          {}

// groups are the groups of Serie de maxime and N-Scrabble (RULES §9.5,
// §9.9): each move names one, played at most once, in the numbered order
// when it is imposed; the letters it does not use leave the game. In the
// consonant variant a group is its consonants and jokers, which a move
// completes with vowels of the player's pool, up to the group's 7; a
// vowel laid on the board leaves the pool (RULES §8.8).
type groups struct {
	groups  []scoring.Rack
	used    []bool
	imposed bool
	last    int // the highest group played so far
	// rs and pool: the consonant variant's rule set and the vowels the
	// player has left; rs nil otherwise. most is how many of them the
	// move being read may place.
	rs   *scoring.RuleSet
	pool scoring.Rack
	most int
}

func (g *groups) offer(m Move) (scoring.Rack, string) {
	switch n := m.Group; {
	case n < 1 || n > len(g.groups):
		return scoring.Rack{}, ReasonNoSuchGroup
	case g.used[n-1]:
		return scoring.Rack{}, ReasonGroupUsed
	case g.imposed && n < g.last:
		return scoring.Rack{}, ReasonGroupOrder
	default:
		g.used[n-1], g.last = true, max(g.last, n)
		if g.rs == nil {
			return g.groups[n-1], ""
		}
		g.most = GroupLen - g.groups[n-1].Len()
		return g.groups[n-1].Plus(g.pool), ""
	}
}

func (g *groups) refuses(tiles scoring.Rack) string {
	if g.rs != nil && anticipation.Vowels(g.rs, tiles).Len() > g.most {
		return ReasonTooManyVowels
	}
	return ""
}

func (g *groups) took(tiles scoring.Rack, _ bool) string {
	if g.rs != nil {
		g.pool = g.pool.Minus(anticipation.Vowels(g.rs, tiles))
	}
	return ""
}

func (g *groups) stood(scoring.Rack) {}
