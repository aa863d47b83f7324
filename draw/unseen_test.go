package draw_test

import (
	"testing"

	"arbiter/draw"
	"arbiter/scoring"
)

// TestUnseen: the unseen tiles are the set less the board's tiles (a
// joker counting as a joker, whatever letter it stands for) and the
// rack's; a letter placed more often than the set holds leaves none, never
// a count wrapping round.
func TestUnseen(t *testing.T) {
	rs := builtin(t, "ro")
	var board scoring.Board
	board.Set(7, 7, 'A')
	board.Set(7, 8, scoring.JokerTile('B'))
	x := rs.Count('X')
	for i := range x + 1 {
		board.Set(8, i, 'X')
	}
	rack, err := rs.ParseRack("AAC?")
	if err != nil {
		t.Fatal(err)
	}
	got := draw.Unseen(rs, &board, rack)
	full := rs.FullBag()
	for c := byte('A'); c <= 'Z'; c++ {
		want := rs.Count(c)
		switch c {
		case 'A':
			want -= 3
		case 'C':
			want--
		case 'X':
			want = 0
		}
		if got.Count(c) != want {
			t.Errorf("%c: %d unseen, want %d of the set's %d", c, got.Count(c), want, full.Count(c))
		}
	}
	if got.Jokers() != rs.Jokers-2 {
		t.Errorf("%d jokers unseen, want %d (one on the board, one on the rack)", got.Jokers(), rs.Jokers-2)
	}
	if empty := draw.Unseen(rs, &scoring.Board{}, scoring.Rack{}); empty != full {
		t.Errorf("unseen on an empty board with no rack: %s, want the full set %s", empty, full)
	}
}
