package draw

import (
	"fmt"
	"math/rand/v2"

	"arbiter/scoring"
)

// The key of a composition problem's random stream (rounds are ≥ 1, the
// anticipation groups' is -1), and the bound on the draws of a problem
// whose letters must meet a condition.
const (
	problemRound    = -2
	problemAttempts = 200
)

// ProblemError is a problem's draw that cannot succeed.
type ProblemError struct{ Message string }

// Error returns the message.
func (e *ProblemError) Error() string { return e.Message }

// ProblemLetters draws Integral partial's letters (RULES §9.3, §9.10) from
// rs's full set with seed: their number by lot from lo to hi, then the
// letters one at a time. The same seed always gives the same letters.
func ProblemLetters(rs *scoring.RuleSet, seed uint64, lo, hi int) scoring.Rack {
	src := newSource(seed, problemRound)
	n := lo + int(uniform(src, uint64(hi-lo+1)))
	return take(src, rs.FullBag(), n)
}

// ProblemString draws Integral pe sir's string (RULES §9.4, §9.10): its
// length by lot from lo to hi, then the letters one at a time, in order,
// each uniformly among the tiles left that make no fourth vowel or
// consonant in a row (a joker, or a letter counting as either, neither
// breaks nor lengthens a run: the same as a letter drawn and put back).
// While playable refuses the first 7 letters, they are drawn again from
// the 7th back: the 7th, then the 6th and 7th, and so on. The string is
// in capitals, '?' a joker.
func ProblemString(rs *scoring.RuleSet, seed uint64, lo, hi int, playable func(first string) bool) (string, error) {
	src := newSource(seed, problemRound)
	n := lo + int(uniform(src, uint64(hi-lo+1)))
	d := stringDraw{rs: rs, src: src, pool: rs.FullBag()}
	if !d.extend(min(n, 7)) {
		return "", d.stuck()
	}
	for try, back := 0, 1; playable != nil && !playable(string(d.out)); try++ {
		if try == problemAttempts {
			return "", &ProblemError{fmt.Sprintf("no first 7 letters allowing a move after %d draws: the lexicon or the rule set cannot give them", problemAttempts)}
		}
		d.putBack(back)
		if !d.extend(back) {
			return "", d.stuck()
		}
		back = back%len(d.out) + 1
	}
	if !d.extend(n - len(d.out)) {
		return "", d.stuck()
	}
	return string(d.out), nil
}

// stringDraw is the draw of sir's string so far.
type stringDraw struct {
	rs   *scoring.RuleSet
	src  *rand.ChaCha8
	pool scoring.Rack
	out  []byte
}

// extend draws k more letters; false when no tile left may come next.
func (d *stringDraw) extend(k int) bool {
	for range k {
		var allowed scoring.Rack
		for i, c := range d.pool {
			if c > 0 && d.fits(tileByte(i)) {
				allowed[i] = c
			}
		}
		if allowed.Len() == 0 {
			return false
		}
		t := take(d.src, allowed, 1)
		d.pool = d.pool.Minus(t)
		for i, c := range t {
			if c > 0 {
				d.out = append(d.out, tileByte(i))
			}
		}
	}
	return true
}

// putBack returns the last k letters drawn to the pool.
func (d *stringDraw) putBack(k int) {
	for _, c := range d.out[len(d.out)-k:] {
		d.pool.Add(c)
	}
	d.out = d.out[:len(d.out)-k]
}

// fits reports whether tile c may follow the string: it makes no fourth
// vowel or consonant in a row.
func (d *stringDraw) fits(c byte) bool {
	kind := d.kind(c)
	if kind == 0 {
		return true
	}
	run := 0
	for i := len(d.out) - 1; i >= 0 && run < 3; i-- {
		switch d.kind(d.out[i]) {
		case 0:
		case kind:
			run++
		default:
			return true
		}
	}
	return run < 3
}

// kind is 'v' for a vowel, 'c' for a consonant, 0 for a joker or a letter
// counting as either (RULES §2).
func (d *stringDraw) kind(c byte) byte {
	switch {
	case c == '?' || isIn(d.rs.Either, c):
		return 0
	case isIn(d.rs.Vowels, c):
		return 'v'
	default:
		return 'c'
	}
}

// stuck is the error of a string no tile left can continue.
func (d *stringDraw) stuck() error {
	return &ProblemError{fmt.Sprintf("after %q no tile left makes fewer than 4 vowels or consonants in a row", d.out)}
}

// tileByte is the tile of rack index i: 'A'…'Z', '?' the joker.
func tileByte(i int) byte {
	if i == scoring.JokerIndex {
		return '?'
	}
	return byte('A' + i)
}

// ProblemGroups draws the n groups of 7 of Serie de maxime or N-Scrabble
// (RULES §9.5, §9.9, §9.10) from rs's full set with seed, with no
// condition on their make-up; group 1 first.
func ProblemGroups(rs *scoring.RuleSet, seed uint64, n int) ([]scoring.Rack, error) {
	pool := rs.FullBag()
	if n < 1 || n*GroupSize > pool.Len() {
		return nil, &ProblemError{fmt.Sprintf("%d groups of %d: the set of %d tiles gives 1 to %d", n, GroupSize, pool.Len(), pool.Len()/GroupSize)}
	}
	src := newSource(seed, problemRound)
	groups := make([]scoring.Rack, n)
	for i := range groups {
		groups[i] = take(src, pool, GroupSize)
		pool = pool.Minus(groups[i])
	}
	return groups, nil
}

// ProblemGroup draws Superscrabble's group of 7 (RULES §9.6, §9.10) from
// pool, the tiles of the set not on the board, with seed; a group that ok
// refuses (one allowing no scrabble) is put back and another drawn.
func ProblemGroup(seed uint64, pool scoring.Rack, ok func(scoring.Rack) bool) (scoring.Rack, error) {
	if pool.Len() < GroupSize {
		return scoring.Rack{}, &ProblemError{fmt.Sprintf("%d tiles off the board: a group needs %d", pool.Len(), GroupSize)}
	}
	src := newSource(seed, problemRound)
	for range problemAttempts {
		if g := take(src, pool, GroupSize); ok == nil || ok(g) {
			return g, nil
		}
	}
	return scoring.Rack{}, &ProblemError{fmt.Sprintf("no group of %d allowing a scrabble on this board after %d draws", GroupSize, problemAttempts)}
}

// CheckString checks a string of sir typed by the referee (RULES §9.4): no
// more than 3 vowels or 3 consonants in a row, a joker or a letter counting
// as either neither breaking nor lengthening a run. s is in capitals, '?' a
// joker.
func CheckString(rs *scoring.RuleSet, s string) error {
	d := stringDraw{rs: rs}
	for i := range len(s) {
		if !d.fits(s[i]) {
			return &ProblemError{fmt.Sprintf("%s: a fourth %s in a row at letter %d", s, map[byte]string{'v': "vowel", 'c': "consonant"}[d.kind(s[i])], i+1)}
		}
		d.out = append(d.out, s[i])
	}
	return nil
}
