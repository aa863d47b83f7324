package snapshot

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"testing"

	"arbiter/scoring"
)

// TestWrittenAlike: writtenAlike holds of two moves exactly when a
// snapshot writes them the same (their JSON), so that interning the
// slips' moves with it gives each slip back its own move: on random moves
// and each changed in one thing, and on a zero move with each field of
// scoring.Move set in turn (a field added to it and left out of
// writtenAlike fails there).
func TestWrittenAlike(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	tiles := []scoring.Tile{'A', 'M', 'a', 'Z'}
	random := func() scoring.Move {
		m := scoring.Move{Pos: scoring.Position{Row: rng.IntN(3), Col: rng.IntN(3), Dir: scoring.Direction(rng.IntN(2))},
			Word: []string{"AM", "MA", "aM", ""}[rng.IntN(4)], Bingo: rng.IntN(2) == 0, Score: rng.IntN(4), UnmarkedJoker: rng.IntN(2) == 0}
		if rng.IntN(4) == 0 {
			m.Placed, m.Words = []scoring.Placement{}, []scoring.WordScore{}
		}
		for range rng.IntN(3) {
			m.Placed = append(m.Placed, scoring.Placement{Row: rng.IntN(2), Col: rng.IntN(2), Tile: tiles[rng.IntN(len(tiles))]})
		}
		for range rng.IntN(3) {
			m.Words = append(m.Words, scoring.WordScore{Pos: scoring.Position{Row: rng.IntN(2)}, Word: []string{"AM", "A"}[rng.IntN(2)], Score: rng.IntN(3)})
		}
		return m
	}
	// near is m changed in one thing a snapshot may or may not write.
	near := func(m scoring.Move) scoring.Move {
		m.Placed, m.Words = slices.Clone(m.Placed), slices.Clone(m.Words)
		switch k := rng.IntN(6); {
		case k == 0:
			m.Bingo = !m.Bingo
		case k == 1 && len(m.Placed) > 0:
			m.Placed[0].Tile = 'Q'
		case k == 1 && m.Placed == nil:
			m.Placed = []scoring.Placement{}
		case k == 1:
			m.Placed = nil
		case k == 2 && len(m.Words) > 0:
			m.Words[0].Word += "Q"
		case k == 2 && m.Words == nil:
			m.Words = []scoring.WordScore{}
		case k == 2:
			m.Words = nil
		case k == 3 && len(m.Words) > 0:
			m.Words[0].Score++
		case k == 4 && len(m.Words) > 0:
			m.Words[0].Pos.Col++
		case k == 5:
			m.UnmarkedJoker = !m.UnmarkedJoker
		}
		return m
	}
	moves := []scoring.Move{{}}
	for i := range reflect.TypeFor[scoring.Move]().NumField() {
		var m scoring.Move
		setNonZero(reflect.ValueOf(&m).Elem().Field(i), new(int))
		moves = append(moves, m)
	}
	for range 200 {
		m := random()
		moves = append(moves, m, near(m))
	}
	for i := range moves {
		for j := range moves {
			a, b := &moves[i], &moves[j]
			ja, _ := json.Marshal(a)
			jb, _ := json.Marshal(b)
			if same, sameJSON := writtenAlike(a, b), bytes.Equal(ja, jb); same != sameJSON {
				t.Fatalf("moves %s and %s: writtenAlike %v, same JSON %v", ja, jb, same, sameJSON)
			}
		}
	}
}

// setNonZero sets v, a value a snapshot writes (a field of scoring.Move,
// of Slip, or of a value they hold), to a value other than its zero: each
// number and string another, counting in *n (negative every other time),
// a slice two elements, a pointer a value; but a field JSON leaves out
// (a word's position), which a snapshot does not keep.
func setNonZero(v reflect.Value, n *int) {
	*n++
	k := *n
	if k%2 == 0 {
		k = -k
	}
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(int64(k))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(uint64(*n))
	case reflect.String:
		v.SetString("A" + strconv.Itoa(*n))
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 2, 2))
		setNonZero(v.Index(0), n)
		setNonZero(v.Index(1), n)
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		setNonZero(v.Elem(), n)
	case reflect.Struct:
		for i := range v.NumField() {
			if f := v.Type().Field(i); f.IsExported() && f.Tag.Get("json") != "-" {
				setNonZero(v.Field(i), n)
			}
		}
	default:
		panic("setNonZero: a " + v.Kind().String() + " field: teach the snapshot and this test about it")
	}
}
