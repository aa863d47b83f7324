package solver

import (
	"testing"

	"arbiter/scoring"
)

// TestWholeRackRows: on positions of random games, the rows that
// wholeRackRows leaves out for a plain rack hold no move of All placing the
// whole rack, for random racks and racks of the letters of a word of 8 or 9
// letters but one or two, which may make one through the board's tiles; and
// for some racks it leaves out every row, which spares their search its half
// for such moves.
func TestWholeRackRows(t *testing.T) {
	t.Parallel()
	g, rng, boards := smallPositions(t, 31, 32, 150)
	words, err := testWords()
	if err != nil {
		t.Fatal(err)
	}
	var long []string
	for _, w := range words {
		if len(w) == 8 || len(w) == 9 {
			long = append(long, w)
		}
	}
	none, whole := 0, 0
	for i := range boards {
		b := &boards[i]
		racks := []scoring.Rack{randomRack(rng, g.rs, 7, 0)}
		for range 3 {
			w := []byte(long[rng.IntN(len(long))])
			for len(w) > 7 {
				k := rng.IntN(len(w))
				w = append(w[:k], w[k+1:]...)
			}
			var rack scoring.Rack
			for _, l := range w {
				rack.Add(l)
			}
			racks = append(racks, rack)
		}
		for _, rack := range racks {
			moves := g.All(b, rack)
			g.takeRack(rack)
			g.holdBoard(b)
			rows := g.wholeRackRows()
			if rows == [2]uint16{} {
				none++
			}
			for _, m := range moves {
				if len(m.Placed) != rack.Len() {
					continue
				}
				whole++
				if row := [2]int{m.Pos.Row, m.Pos.Col}[m.Pos.Dir]; rows[m.Pos.Dir]>>row&1 == 0 {
					t.Errorf("position %d, rack %s:\n%smove %s on a row left out (%015b, %015b)", i, rack, b, g.rs.FormatMove(m), rows[0], rows[1])
				}
			}
		}
	}
	if none == 0 || whole == 0 {
		t.Errorf("%d racks left out every row, %d moves placed a whole rack: want some of each", none, whole)
	}
}
