package draw_test

import (
	"math/rand/v2"

	"arbiter/draw"
	"arbiter/scoring"
)

// rackHash mixes a rack, a board's tile count and a salt into 64 bits
// (FNV-1a), so that the fake move oracle is a fixed function of its input.
func rackHash(r scoring.Rack, tiles int, salt uint64) uint64 {
	h := uint64(14695981039346656037) ^ salt
	for _, c := range r {
		h = (h ^ uint64(c)) * 1099511628211
	}
	return (h ^ uint64(tiles)) * 1099511628211
}

// fakeExists stands in for the solver: a rack of fewer than two tiles never
// plays, a short rack fails one time in six and a longer one time in
// forty-five, as a fixed function of (board, rack, salt).
func fakeExists(salt uint64) draw.ExistsFunc {
	return func(b *scoring.Board, r scoring.Rack) bool {
		n := r.Len()
		h := rackHash(r, b.Tiles(), salt)
		switch {
		case n < 2 && b.IsEmpty():
			return false
		case n <= 3:
			return h%6 != 0
		}
		return h%45 != 0
	}
}

// fakeTop stands in for the solver's top move: it places a random number of
// random tiles of the rack on the next empty squares of the board (in
// reading order), jokers as jokers, scoring one point per tile.
func fakeTop(seed uint64) draw.TopFunc {
	rng := rand.New(rand.NewPCG(seed, 7))
	return func(b *scoring.Board, rack, _ scoring.Rack) (scoring.Move, bool) {
		tiles := []byte(rack.String())
		rng.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
		k := 1 + rng.IntN(len(tiles))
		if k > 2 && rng.IntN(3) > 0 { // most tops keep a few tiles
			k = 1 + rng.IntN(k)
		}
		var m scoring.Move
		next := b.Tiles()
		for _, c := range tiles[:k] {
			t := scoring.Tile(c)
			if c == '?' {
				t = scoring.JokerTile('E')
			}
			m.Placed = append(m.Placed, scoring.Placement{Row: next / scoring.Size, Col: next % scoring.Size, Tile: t})
			next++
		}
		m.Score = k
		return m, true
	}
}

// boardTiles counts the tiles on b as a rack, jokers as jokers.
func boardTiles(b *scoring.Board) scoring.Rack {
	var r scoring.Rack
	for row := range scoring.Size {
		for col := range scoring.Size {
			switch t := b.At(row, col); {
			case t == scoring.Empty:
			case t.IsJoker():
				r[scoring.JokerIndex]++
			default:
				r[t.Letter()-'A']++
			}
		}
	}
	return r
}
