package free

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"arbiter/arbiter/free/pairing"
)

// TestGame_JSON: every board of a simulated event reads back as it was
// written, plain boards written as arrays; a board written as an object,
// as snapshots before format 7 hold them, reads the same.
func TestGame_JSON(t *testing.T) {
	r := simulate(t, rand.New(rand.NewPCG(7, 8)), 41, Settings{Rounds: 6}, false)
	arrays := 0
	for _, rd := range r.s.Rounds {
		for _, g := range rd.Boards {
			data, err := json.Marshal(g)
			if err != nil {
				t.Fatal(err)
			}
			if strings.HasPrefix(string(data), "[") {
				arrays++
			}
			var back Game
			if err := json.Unmarshal(data, &back); err != nil || !reflect.DeepEqual(back, g) {
				t.Fatalf("round %d board %d: %s read back as %+v (%v), want %+v", rd.Number, g.Board.Board, data, back, err, g)
			}
			object, _ := json.Marshal(gameFields(g))
			var old Game
			if err := json.Unmarshal(object, &old); err != nil || !reflect.DeepEqual(old, g) {
				t.Fatalf("round %d board %d as an object %s read back as %+v (%v)", rd.Number, g.Board.Board, object, old, err)
			}
		}
	}
	if arrays < 100 {
		t.Errorf("%d boards written as arrays: the test reads too few", arrays)
	}
	forfeit := Game{Board: Board{Board: 3, Start: 4, Reply: 5, Why: pairing.Why{StartRank: 1}}, Done: true, Absent: []int{5}}
	if data, _ := json.Marshal(forfeit); !strings.HasPrefix(string(data), "{") {
		t.Errorf("a forfeit written %s, want an object", data)
	}
	for _, bad := range []string{"[1,2,3]", "[1,2,3,4,5,6,2,8,9]", "[1,2,3,4,5,6,1,8,x]", "[1,2,3,4,5,6,1,8,9"} {
		var g Game
		if err := json.Unmarshal([]byte(bad), &g); err == nil {
			t.Errorf("%s read as %+v", bad, g)
		}
	}
}

// FuzzGame_JSON: whatever a snapshot holds for a board, it is read or
// refused, and a board read writes the same bytes once read again.
func FuzzGame_JSON(f *testing.F) {
	f.Add(`[1,2,3,4,5,6,1,400,350]`)
	f.Add(`{"board":1,"start":2,"reply":0,"why":{"start_rank":3,"bye":true}}`)
	f.Add(`[ 1 , 2,3,4,5,6,0,0,0 ]`)
	f.Fuzz(func(t *testing.T, data string) {
		var g Game
		if json.Unmarshal([]byte(data), &g) != nil {
			return
		}
		again, err := json.Marshal(g)
		if err != nil {
			t.Fatalf("%q read as %+v, which does not write: %v", data, g, err)
		}
		var back Game
		if err := json.Unmarshal(again, &back); err != nil {
			t.Fatalf("%q read as %+v, written %s, which does not read: %v", data, g, again, err)
		}
		if twice, _ := json.Marshal(back); string(twice) != string(again) {
			t.Fatalf("%q written %s, read back and written again %s", data, again, twice)
		}
	})
}
