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
// seed: group 1 a vowel and a consonant that rules.Opening accepts, the pair
// drawn with the chance of its tiles; then 14 groups of 7 drawn uniformly
// from the tiles left. While some groups break rules, the draw exchanges a
// tile drawn at random from one of them with a tile drawn at random from
// another group, keeping the exchange unless it breaks more groups than it
// mends; after [repairSteps] exchanges it starts again. The same seed always
// gives the same groups. groups[0] is group 1.
func Groups(rs *scoring.RuleSet, seed uint64, rules GroupRules) ([NumGroups]scoring.Rack, error) {
	src := newSource(seed, groupRound)
	d := groupDraw{rs: rs, src: src, rules: rules, verdicts: map[scoring.Rack]bool{}}
	for range groupAttempts {
		if groups, ok := d.attempt(); ok {
			return groups, nil
		}
	}
	return [NumGroups]scoring.Rack{}, &GroupsError{fmt.Sprintf(
		"no groups meeting the form's rules after %d draws: the lexicon or the rule set cannot give them", groupAttempts)}
}

// repairSteps is how many exchanges of tiles one attempt makes at most.
const repairSteps = 5000

// groupDraw is a draw of groups under way; verdicts remembers which groups
// of 7 meet the rules.
type groupDraw struct {
	rs       *scoring.RuleSet
	src      *rand.ChaCha8
	rules    GroupRules
	verdicts map[scoring.Rack]bool
}

// meets reports whether group g of 7 meets the rules.
func (d *groupDraw) meets(g scoring.Rack) bool {
	ok, known := d.verdicts[g]
	if !known {
		v, c, e := split(d.rs, g)
		ok = meets(v, c, e, d.rules.Minimum) && (d.rules.Scrabble == nil || d.rules.Scrabble(g))
		d.verdicts[g] = ok
	}
	return ok
}

// attempt makes one attempt at the groups.
func (d *groupDraw) attempt() ([NumGroups]scoring.Rack, bool) {
	var groups [NumGroups]scoring.Rack
	bag := d.rs.FullBag()
	opening, ok := drawOpening(d.rs, d.src, bag, d.rules.Opening)
	if !ok || bag.Len() < OpeningSize+(NumGroups-1)*GroupSize {
		return groups, false
	}
	groups[0], bag = opening, bag.Minus(opening)
	for n := 1; n < NumGroups; n++ {
		groups[n] = take(d.src, bag, GroupSize)
		bag = bag.Minus(groups[n])
	}
	for range repairSteps {
		var failing []int
		for n := 1; n < NumGroups; n++ {
			if !d.meets(groups[n]) {
				failing = append(failing, n)
			}
		}
		if len(failing) == 0 {
			return groups, true
		}
		f := failing[uniform(d.src, uint64(len(failing)))]
		o := 1 + int(uniform(d.src, NumGroups-2))
		if o >= f {
			o++
		}
		a, b := one(d.src, groups[f]), one(d.src, groups[o])
		nf, no := swap(groups[f], a, b), swap(groups[o], b, a)
		if broken(d.meets(nf), d.meets(no)) <= broken(false, d.meets(groups[o])) {
			groups[f], groups[o] = nf, no
		}
	}
	return groups, false
}

// broken counts the groups of two that break the rules.
func broken(a, b bool) int {
	n := 0
	for _, ok := range [2]bool{a, b} {
		if !ok {
			n++
		}
	}
	return n
}

// one draws one tile of r uniformly: its rack index.
func one(src *rand.ChaCha8, r scoring.Rack) int {
	for i, n := range take(src, r, 1) {
		if n > 0 {
			return i
		}
	}
	return -1
}

// swap returns r with its tile out (a rack index) replaced by the tile in.
func swap(r scoring.Rack, out, in int) scoring.Rack {
	r[out]--
	r[in]++
	return r
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
