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
