package draw

import (
	"fmt"
	"math/rand/v2"

	"arbiter/scoring"
)

// The groups of an anticipation game (RULES §8.1): a 2-letter group and 14
// of 7.
const (
	NumGroups     = 15
	OpeningSize   = 2
	GroupSize     = 7
	groupRound    = -1 // the key of the groups' random stream (rounds are ≥ 1)
	groupAttempts = 200
)

// GroupRules are the conditions of the groups of an anticipation game's
// form (RULES §8.1, §8.8, §8.9).
type GroupRules struct {
	// Opening reports whether a vowel and a consonant may make group 1
	// (both orders words of the lexicon; in Avocalica a consonant other
	// than G and J).
	Opening func(vowel, consonant byte) bool
	// Minimum is what each group of 7 holds at least (a joker counting as
	// a vowel or a consonant, RULES §2); the zero value asks nothing.
	Minimum Requirement
	// Scrabble, when set, must accept each group of 7 (Rezistenta: a
	// 7-letter word on its own).
	Scrabble func(group scoring.Rack) bool
}

// GroupsError is a draw of groups that cannot succeed.
type GroupsError struct{ Message string }

// Error returns the message.
func (e *GroupsError) Error() string { return e.Message }

// Groups draws the 15 groups of an anticipation game from rs's full set with
// seed: group 1 a vowel and a consonant that rules.Opening accepts, each
// drawn with the chance of its tiles, then 14 groups of 7, each drawn
// uniformly from the tiles left and drawn again (up to a bound) until it
// meets rules; when the tiles left cannot make the groups still to draw, the
// whole draw starts again. The same seed always gives the same groups.
// groups[0] is group 1.
func Groups(rs *scoring.RuleSet, seed uint64, rules GroupRules) ([NumGroups]scoring.Rack, error) {
	src := newSource(seed, groupRound)
	for range groupAttempts {
		if groups, ok := drawGroups(rs, src, rules); ok {
			return groups, nil
		}
	}
	return [NumGroups]scoring.Rack{}, &GroupsError{fmt.Sprintf(
		"no groups meeting the form's rules after %d draws: the lexicon or the rule set cannot give them", groupAttempts)}
}

// drawGroups makes one attempt at the groups.
func drawGroups(rs *scoring.RuleSet, src *rand.ChaCha8, rules GroupRules) ([NumGroups]scoring.Rack, bool) {
	var groups [NumGroups]scoring.Rack
	bag := rs.FullBag()
	opening, ok := drawOpening(rs, src, bag, rules.Opening)
	if !ok {
		return groups, false
	}
	groups[0], bag = opening, bag.Minus(opening)
	for n := 1; n < NumGroups; n++ {
		drawn := false
		for try := 0; try < groupAttempts && !drawn; try++ {
			g := take(src, bag, GroupSize)
			v, c, e := split(rs, g)
			if g.Len() == GroupSize && meets(v, c, e, rules.Minimum) && (rules.Scrabble == nil || rules.Scrabble(g)) {
				groups[n], bag, drawn = g, bag.Minus(g), true
			}
			if bag.Len() == GroupSize { // the last group is what is left
				break
			}
		}
		if !drawn {
			return groups, false
		}
	}
	return groups, true
}

// drawOpening draws group 1: a vowel and a consonant of bag that ok
// accepts, the pair drawn with the chance of its tiles.
func drawOpening(rs *scoring.RuleSet, src *rand.ChaCha8, bag scoring.Rack, ok func(v, c byte) bool) (scoring.Rack, bool) {
	type pair struct {
		v, c   byte
		weight uint64
	}
	var pairs []pair
	var sum uint64
	for v := byte('A'); v <= 'Z'; v++ {
		if !isIn(rs.Vowels, v) || bag.Count(v) == 0 {
			continue
		}
		for c := byte('A'); c <= 'Z'; c++ {
			if isIn(rs.Vowels, c) || isIn(rs.Either, c) || bag.Count(c) == 0 || !ok(v, c) {
				continue
			}
			w := uint64(bag.Count(v) * bag.Count(c))
			pairs = append(pairs, pair{v, c, w})
			sum += w
		}
	}
	if sum == 0 {
		return scoring.Rack{}, false
	}
	at := uniform(src, sum)
	for _, p := range pairs {
		if at < p.weight {
			var r scoring.Rack
			r.Add(p.v)
			r.Add(p.c)
			return r, true
		}
		at -= p.weight
	}
	return scoring.Rack{}, false
}
