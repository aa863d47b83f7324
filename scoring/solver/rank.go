package solver

import (
	"slices"
	"strings"

	"arbiter/scoring"
)

// Rank orders equal-score moves by the objective criteria of RULES §4.3: no
// joker; (when rs.EndingMoveTop) a move that ends the game; better
// vowel/consonant balance of the tiles left in bag; letters still present in
// bag; more tiles placed; then horizontal before vertical, position, word.
// rack is the rack the moves were made from, bag the tiles left in the bag.
//
// It returns a new slice, moves by score descending and, among equal scores,
// in that order, so the first move is the top. The criteria read as follows:
//   - no joker: fewer jokers placed first;
//   - ends the game: the bag and the rack's remainder together are empty, or
//     hold no vowel or no consonant, a joker or a letter of rs.Either counting
//     as either (RULES §4.2);
//   - balance: the tiles left are the bag plus the rack's remainder, as the
//     next rack is drawn from them; the closer their share of vowels among
//     vowels and consonants is to the share in the full tile set, the better
//     (jokers and letters of rs.Either left out; no such tile is best);
//   - letters still in the bag: more placed tiles whose letter (or joker) bag
//     still holds first.
func Rank(rs *scoring.RuleSet, moves []scoring.Move, rack, bag scoring.Rack) []scoring.Move {
	rk := newRanker(rs)
	type ranked struct {
		i   int // index in moves
		key rankKey
	}
	out := make([]ranked, len(moves))
	for i, m := range moves {
		out[i] = ranked{i, rk.key(m.Tiles(), len(m.Placed), rack, bag)}
	}
	slices.SortFunc(out, func(a, b ranked) int {
		ma, mb := &moves[a.i], &moves[b.i]
		if ma.Score != mb.Score {
			return mb.Score - ma.Score
		}
		if c := rk.compare(a.key, b.key); c != 0 {
			return c
		}
		return comparePlace(*ma, *mb)
	})
	res := make([]scoring.Move, len(out))
	for k, r := range out {
		res[k] = moves[r.i]
	}
	return res
}

// ranker computes and compares the RULES §4.3 criteria of moves under a rule set.
type ranker struct {
	kinds         kinds
	full          counts // the full tile set by kind
	endingMoveTop bool
}

func newRanker(rs *scoring.RuleSet) *ranker {
	k := letterKinds(rs)
	return &ranker{kinds: k, full: k.tally(rs.FullBag()), endingMoveTop: rs.EndingMoveTop}
}

// rankKey is what the criteria of [Rank] read of a move.
type rankKey struct {
	jokers, inBag, placed int
	ends                  bool
	offNum, offDen        int // distance from the ideal vowel share: offNum/offDen
}

// key returns the criteria of a move placing the tiles used (placed of
// them) from rack, bag being the tiles left in the bag.
func (rk *ranker) key(used scoring.Rack, placed int, rack, bag scoring.Rack) rankKey {
	left := bag.Plus(rack.Minus(used))
	t := rk.kinds.tally(left)
	r := rankKey{jokers: used.Jokers(), placed: placed, offDen: 1}
	r.ends = left.Len() == 0 || t.vowels+t.either == 0 || t.consonants+t.either == 0
	if n := t.vowels + t.consonants; n > 0 {
		// |V/n − V₀/n₀| = |V·n₀ − V₀·n| / (n·n₀), n₀ being the same for all moves.
		r.offNum = abs(t.vowels*(rk.full.vowels+rk.full.consonants) - rk.full.vowels*n)
		r.offDen = n
	}
	for l, c := range used {
		if bag[l] > 0 {
			r.inBag += int(c)
		}
	}
	return r
}

// compare orders two keys of moves of equal score by the criteria of [Rank],
// the preferred first; 0 when they tie on all of them.
func (rk *ranker) compare(a, b rankKey) int {
	switch {
	case a.jokers != b.jokers:
		return a.jokers - b.jokers
	case rk.endingMoveTop && a.ends != b.ends:
		if a.ends {
			return -1
		}
		return 1
	case a.offNum*b.offDen != b.offNum*a.offDen:
		return a.offNum*b.offDen - b.offNum*a.offDen
	case a.inBag != b.inBag:
		return b.inBag - a.inBag
	}
	return b.placed - a.placed
}

// counts are the tiles of a rack by kind: vowels, consonants, and tiles that
// count as either (jokers and the letters of rs.Either).
type counts struct{ vowels, consonants, either int }

// kinds says, for each letter, which of counts' fields it adds to: 0 vowel,
// 1 consonant, 2 either.
type kinds [26]uint8

// letterKinds returns the kind of each letter under rs.
func letterKinds(rs *scoring.RuleSet) kinds {
	var k kinds
	for l := range k {
		switch letter := string(rune('A' + l)); {
		case strings.Contains(rs.Either, letter):
			k[l] = 2
		case strings.Contains(rs.Vowels, letter):
			k[l] = 0
		default:
			k[l] = 1
		}
	}
	return k
}

// tally counts the tiles of r by kind.
func (k *kinds) tally(r scoring.Rack) counts {
	var n [3]int
	for l, kind := range k {
		n[kind] += int(r[l])
	}
	return counts{vowels: n[0], consonants: n[1], either: n[2] + r.Jokers()}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
