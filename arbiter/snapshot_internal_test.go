package arbiter

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"arbiter/scoring"
)

// TestMoveKey_AsWritten: two moves share a key exactly when a snapshot
// writes them the same (their JSON), so that interning the slips' moves
// by key gives each slip back its own move: on random moves, and on a
// zero move with each field of scoring.Move set in turn (a field added
// to it and left out of moveKey fails there).
func TestMoveKey_AsWritten(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	tiles := []scoring.Tile{'A', 'M', 'a', 'Z'}
	random := func() scoring.Move {
		m := scoring.Move{Pos: scoring.Position{Row: rng.IntN(3), Col: rng.IntN(3), Dir: scoring.Direction(rng.IntN(2))},
			Word: []string{"AM", "MA", "aM", ""}[rng.IntN(4)], Bingo: rng.IntN(2) == 0, Score: rng.IntN(4), UnmarkedJoker: rng.IntN(2) == 0}
		for range rng.IntN(3) {
			m.Placed = append(m.Placed, scoring.Placement{Row: rng.IntN(2), Col: rng.IntN(2), Tile: tiles[rng.IntN(len(tiles))]})
		}
		for range rng.IntN(3) {
			m.Words = append(m.Words, scoring.WordScore{Word: []string{"AM", "A"}[rng.IntN(2)], Score: rng.IntN(3)})
		}
		return m
	}
	var moves []scoring.Move
	for i := range reflect.TypeFor[scoring.Move]().NumField() {
		var m scoring.Move
		setNonZero(reflect.ValueOf(&m).Elem().Field(i))
		moves = append(moves, m)
	}
	for range 300 {
		moves = append(moves, random())
	}
	for i := range moves {
		for j := range moves {
			a, b := &moves[i], &moves[j]
			ja, _ := json.Marshal(a)
			jb, _ := json.Marshal(b)
			if sameKey, sameJSON := bytes.Equal(moveKey(nil, a), moveKey(nil, b)), bytes.Equal(ja, jb); sameKey != sameJSON {
				t.Fatalf("moves %s and %s: same key %v, same JSON %v", ja, jb, sameKey, sameJSON)
			}
		}
	}
}

// setNonZero sets v, a field of scoring.Move or of a value it holds, to a
// value other than its zero.
func setNonZero(v reflect.Value) {
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(1)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(1)
	case reflect.String:
		v.SetString("A")
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Slice:
		v.Set(reflect.Append(v, reflect.Zero(v.Type().Elem())))
		setNonZero(v.Index(0))
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				setNonZero(v.Field(i))
			}
		}
	default:
		panic("setNonZero: a " + v.Kind().String() + " field: teach moveKey and this test about it")
	}
}
