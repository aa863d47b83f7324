package solver

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/scoring"
)

// fakeMove is a move that places tiles (lower case = joker) on row r from
// column c, direction dir, with a given score; Rank looks at nothing else.
func fakeMove(score int, dir scoring.Direction, r, c int, tiles string) scoring.Move {
	m := scoring.Move{Pos: scoring.Position{Row: r, Col: c, Dir: dir}, Word: tiles, Score: score}
	for k := 0; k < len(tiles); k++ {
		p := scoring.Placement{Row: r, Col: c + k, Tile: scoring.Tile(tiles[k])}
		if dir == scoring.Down {
			p.Row, p.Col = r+k, c
		}
		m.Placed = append(m.Placed, p)
	}
	return m
}

func mustRack(tb testing.TB, s string) scoring.Rack {
	tb.Helper()
	var r scoring.Rack
	for i := 0; i < len(s); i++ {
		r.Add(s[i])
	}
	return r
}

// TestRank_RULES_4_3 checks each criterion of RULES §4.3 on moves that differ
// only by it (and by position, which must not matter before the last step).
func TestRank_RULES_4_3(t *testing.T) {
	t.Parallel()
	ro, _ := scoring.Builtin("ro")
	fr, _ := scoring.Builtin("fr")
	tests := []struct {
		name      string
		rs        *scoring.RuleSet
		rack, bag string
		moves     []scoring.Move
		want      []string // words in ranked order
	}{
		{
			name: "ScoreFirst", rs: ro, rack: "ABCDE", bag: "",
			moves: []scoring.Move{fakeMove(10, scoring.Across, 0, 0, "AB"), fakeMove(12, scoring.Down, 9, 9, "b")},
			want:  []string{"b", "AB"},
		},
		{
			// Ab leaves {E,B}+{C,D}, a better balance than AE's {B,?}+{C,D} (no
			// vowel), but it uses the joker.
			name: "NoJoker", rs: ro, rack: "AEB?", bag: "CD",
			moves: []scoring.Move{fakeMove(20, scoring.Across, 0, 0, "Ab"), fakeMove(20, scoring.Down, 9, 9, "AE")},
			want:  []string{"AE", "Ab"},
		},
		{
			// Rack AEST, empty bag. EST leaves {A}: no consonant, the game ends.
			// A leaves {E,S,T}: vowel share 1/3 against 44/99 in the fr set, off by
			// |99−132|/3 = 11, better than {A}'s |99−44|/1 = 55.
			name: "EndingMoveFirstInFr", rs: fr, rack: "AEST", bag: "",
			moves: []scoring.Move{fakeMove(20, scoring.Across, 0, 0, "A"), fakeMove(20, scoring.Down, 9, 9, "EST")},
			want:  []string{"EST", "A"},
		},
		{
			name: "NoEndingCriterionInRo", rs: ro, rack: "AEST", bag: "",
			moves: []scoring.Move{fakeMove(20, scoring.Down, 9, 9, "EST"), fakeMove(20, scoring.Across, 0, 0, "A")},
			want:  []string{"A", "EST"},
		},
		{
			// ro set: 41 vowels of 98 letters. Placing B leaves {A,E,C,D}+{F,G}:
			// 2/6, off by |2·98−41·6|/6 = 50/6. Placing A leaves {E,B,C,D,F,G}:
			// 1/6, off by |98−246|/6 = 148/6.
			name: "Balance", rs: ro, rack: "AEBCD", bag: "FG",
			moves: []scoring.Move{fakeMove(15, scoring.Across, 0, 0, "A"), fakeMove(15, scoring.Down, 9, 9, "B")},
			want:  []string{"B", "A"},
		},
		{
			// B and C leave the same vowel share; the bag still holds a B, not a C.
			name: "LettersStillInBag", rs: ro, rack: "ABCD", bag: "BEF",
			moves: []scoring.Move{fakeMove(15, scoring.Across, 0, 0, "C"), fakeMove(15, scoring.Down, 9, 9, "B")},
			want:  []string{"B", "C"},
		},
		{
			// AB leaves {A,B,E,F}, AABB leaves {E,F}: both half vowels, neither
			// letter in the bag; more tiles placed wins.
			name: "MoreTilesPlaced", rs: ro, rack: "AABB", bag: "EF",
			moves: []scoring.Move{fakeMove(15, scoring.Across, 0, 0, "AB"), fakeMove(15, scoring.Down, 9, 9, "AABB")},
			want:  []string{"AABB", "AB"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := append([]scoring.Move(nil), tt.moves...)
			got := Rank(tt.rs, tt.moves, mustRack(t, tt.rack), mustRack(t, tt.bag))
			var words []string
			for _, m := range got {
				words = append(words, m.Word)
			}
			if diff := cmp.Diff(tt.want, words); diff != "" {
				t.Errorf("Rank() words (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(in, tt.moves); diff != "" {
				t.Errorf("Rank() changed its argument (-before +after):\n%s", diff)
			}
		})
	}
}

// TestRank_PositionTieBreak checks the last step: across first, then row and column.
func TestRank_PositionTieBreak(t *testing.T) {
	t.Parallel()
	ro, _ := scoring.Builtin("ro")
	moves := []scoring.Move{
		fakeMove(8, scoring.Down, 7, 7, "BA"), fakeMove(8, scoring.Across, 7, 7, "BA"),
		fakeMove(8, scoring.Across, 7, 6, "AB"), fakeMove(8, scoring.Across, 6, 7, "AB"),
	}
	got := Rank(ro, moves, mustRack(t, "AB"), scoring.Rack{})
	want := []scoring.Position{{Row: 6, Col: 7}, {Row: 7, Col: 6}, {Row: 7, Col: 7}, {Row: 7, Col: 7, Dir: scoring.Down}}
	var pos []scoring.Position
	for _, m := range got {
		pos = append(pos, m.Pos)
	}
	if diff := cmp.Diff(want, pos); diff != "" {
		t.Errorf("Rank() positions (-want +got):\n%s", diff)
	}
}
