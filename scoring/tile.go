package scoring

import (
	"strings"
)

// Tile is what stands on a square: 0 for an empty square, 'A'–'Z' for a
// lettered tile, 'a'–'z' for a joker standing for that letter (RULES §2).
// It is also the notation of a letter in a word: `BoX` has a joker O.
type Tile byte

// Empty is the Tile of an empty square.
const Empty Tile = 0

// JokerIndex is the index of the joker in a [Rack]; letters use 0–25.
const JokerIndex = 26

// Letter returns the upper-case letter the tile shows ('A'–'Z'), or 0 if empty.
func (t Tile) Letter() byte {
	if t >= 'a' && t <= 'z' {
		return byte(t) - 'a' + 'A'
	}
	return byte(t)
}

// IsJoker reports whether the tile is a joker.
func (t Tile) IsJoker() bool { return t >= 'a' && t <= 'z' }

// JokerTile returns the joker tile standing for letter ('A'–'Z').
func JokerTile(letter byte) Tile { return Tile(letter - 'A' + 'a') }

// Rack counts tiles by letter: index 0–25 for 'A'–'Z', [JokerIndex] for jokers.
// It is a value: copies are independent.
type Rack [27]uint8

// Len returns the number of tiles on the rack.
func (r Rack) Len() int {
	n := 0
	for _, c := range r {
		n += int(c)
	}
	return n
}

// Jokers returns the number of jokers on the rack.
func (r Rack) Jokers() int { return int(r[JokerIndex]) }

// Count returns how many tiles of letter ('A'–'Z') the rack holds, jokers not included.
func (r Rack) Count(letter byte) int { return int(r[letter-'A']) }

// Add puts one tile on the rack: a letter 'A'–'Z' or '?' for a joker.
func (r *Rack) Add(c byte) {
	if c == '?' {
		r[JokerIndex]++
		return
	}
	r[c-'A']++
}

// Remove takes one tile off the rack ('A'–'Z' or '?') and reports whether it was there.
func (r *Rack) Remove(c byte) bool {
	i := JokerIndex
	if c != '?' {
		i = int(c - 'A')
	}
	if r[i] == 0 {
		return false
	}
	r[i]--
	return true
}

// Contains reports whether every tile of o is on r.
func (r Rack) Contains(o Rack) bool {
	for i := range r {
		if o[i] > r[i] {
			return false
		}
	}
	return true
}

// Minus returns r without the tiles of o; o must be contained in r.
func (r Rack) Minus(o Rack) Rack {
	for i := range r {
		r[i] -= o[i]
	}
	return r
}

// Plus returns the tiles of r and o together.
func (r Rack) Plus(o Rack) Rack {
	for i := range r {
		r[i] += o[i]
	}
	return r
}

// String lists the rack's letters in alphabetical order, jokers last as '?'.
func (r Rack) String() string {
	var b strings.Builder
	for i := 0; i < 26; i++ {
		for j := 0; j < int(r[i]); j++ {
			b.WriteByte(byte('A' + i))
		}
	}
	b.WriteString(strings.Repeat("?", int(r[JokerIndex])))
	return b.String()
}
