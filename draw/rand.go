package draw

import (
	"encoding/binary"
	"math/bits"
	"math/rand/v2"

	"arbiter/scoring"
)

// newSource returns the generator of round in the game with seed, keyed as
// the package doc says.
func newSource(seed uint64, round int) *rand.ChaCha8 {
	var key [32]byte
	binary.LittleEndian.PutUint64(key[0:8], seed)
	binary.LittleEndian.PutUint64(key[8:16], uint64(round))
	copy(key[16:], "arbiter/draw/v1")
	return rand.NewChaCha8(key)
}

// uniform returns a number in [0, n) from src, without bias (Lemire's
// multiply-and-reject). It is written out rather than taken from rand.Rand so
// that the draws of a seed never change with the Go release.
func uniform(src *rand.ChaCha8, n uint64) uint64 {
	hi, lo := bits.Mul64(src.Uint64(), n)
	if lo < n {
		threshold := -n % n
		for lo < threshold {
			hi, lo = bits.Mul64(src.Uint64(), n)
		}
	}
	return hi
}

// take draws k tiles from pool, one at a time, each uniformly among the
// tiles still in pool (counted A–Z, joker last), and returns them.
func take(src *rand.ChaCha8, pool scoring.Rack, k int) scoring.Rack {
	var out scoring.Rack
	size := pool.Len()
	for ; k > 0 && size > 0; k, size = k-1, size-1 {
		idx := int(uniform(src, uint64(size)))
		for i, c := range pool {
			if idx < int(c) {
				pool[i]--
				out[i]++
				break
			}
			idx -= int(c)
		}
	}
	return out
}

// moveSearch decides, at most once per draw, whether any rack of n tiles out
// of left has a move (RULES §4.2: the game ends when none has).
type moveSearch struct {
	left    scoring.Rack
	n       int
	exists  func(scoring.Rack) bool
	decided bool
	noMove  bool
}

// none reports whether it is certain that no rack of n tiles out of left has
// a move: every distinct rack was tried, and there were at most
// [MaxCombinations] of them. A rack of fewer tiles with a move lies within a
// full one with a move, so full racks are enough.
func (m *moveSearch) none() bool {
	if !m.decided {
		m.decided = true
		tried := 0
		var rack scoring.Rack
		found := m.search(&rack, 0, m.n, &tried)
		m.noMove = !found && tried <= MaxCombinations
	}
	return m.noMove
}

// search tries every rack that completes rack with need tiles of letters
// from index i on; it stops at the first with a move or when more than
// MaxCombinations racks were tried, and reports whether a move was found.
func (m *moveSearch) search(rack *scoring.Rack, i, need int, tried *int) bool {
	if need == 0 {
		*tried++
		return *tried <= MaxCombinations && m.exists(*rack)
	}
	if *tried > MaxCombinations || tilesFrom(m.left, i) < need {
		return false
	}
	for k := min(int(m.left[i]), need); k >= 0; k-- {
		rack[i] = uint8(k)
		if m.search(rack, i+1, need-k, tried) {
			rack[i] = 0
			return true
		}
	}
	rack[i] = 0
	return false
}

// tilesFrom returns the number of tiles of r with an index of i or more.
func tilesFrom(r scoring.Rack, i int) int {
	n := 0
	for _, c := range r[i:] {
		n += int(c)
	}
	return n
}
