package problem

import (
	"reflect"
	"strings"
	"testing"

	"arbiter/draw"
	"arbiter/scoring"
)

// TestPartidaVerdict works RULES §9.8: the scrabbles found add up over the
// rounds, and so do the technical warnings, §9.6's deduction applying once
// to the game's total.
func TestPartidaVerdict(t *testing.T) {
	for _, tt := range []struct {
		name                       string
		rounds                     []Verdict
		found, technical, deducted int
		solutions                  int
		roundsFound                []int
	}{
		{"None", nil, 0, 0, 0, 0, []int{}},
		{"NothingHandedInRound2", []Verdict{{Found: 3, Technical: 1}, {}}, 3, 1, 0, 3, []int{3, 0}},
		// 3 warnings in round 1 and 1 in round 2: the 4th of the game costs one.
		{"FourOverTwoRounds", []Verdict{{Found: 2, Technical: 3}, {Found: 1, Technical: 1}}, 3, 4, 1, 2, []int{2, 1}},
		{"SevenOverThree", []Verdict{{Found: 1, Technical: 3}, {Technical: 2}, {Found: 0, Technical: 2}}, 1, 7, 2, 0, []int{1, 0, 0}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			v := PartidaVerdict(tt.rounds)
			if v.Kind != PartidaSuperscrabble || v.Found != tt.found || v.Technical != tt.technical || v.Deducted != tt.deducted ||
				v.Solutions != tt.solutions || !reflect.DeepEqual(v.RoundsFound, tt.roundsFound) {
				t.Errorf("%+v", v)
			}
		})
	}
}

// TestBuildBoard builds the board of the seed's "g2" example (RULES §9.6)
// from its moves and refuses moves the general rules refuse (RULES §3).
func TestBuildBoard(t *testing.T) {
	j := judge(t)
	b, moves, err := BuildBoard(j.RS, j.Lex, " 8h AU ,I3 TABLOU;\n3G EST\n")
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"8H AU", "I3 TABLOU", "3G EST"}; !reflect.DeepEqual(moves, want) {
		t.Errorf("moves %q, want %q", moves, want)
	}
	if want := read(t, j, Superscrabble, `{`+superscrabbleBoard+`, "rack": "DEPNRU?"}`).Board; b != want {
		t.Errorf("board\n%s\nwant\n%s", &b, &want)
	}
	for _, tt := range []struct{ moves, want string }{
		{"", "no move"},
		{" , ;", "no move"},
		{"H8 A", "move 1 (H8 A)"},
		{"A1 AU", "move 1 (A1 AU)"},
		{"8H AU, 8H AU", "move 2 (8H AU)"},
		{"8H AU, H1 LA", "move 2 (H1 LA)"},
		{"8H AU, I8 UN, 9J NU", "move 3 (9J NU)"},
		{"8H AU, Z9 UN", "move 2 (Z9 UN)"},
		{"H7 CASA", "move 1 (H7 CASA)"},
		{strings.Repeat("8H AU,", MaxBuildMoves+1), "move 2 (8H AU)"},
	} {
		if _, _, err := BuildBoard(j.RS, j.Lex, tt.moves); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: %v, want %q", tt.moves, err, tt.want)
		}
	}
	// The set holds one Z and two jokers: a third joker is refused.
	var set wordSet = map[string]bool{"AZ": true, "ZAZ": true}
	if _, _, err := BuildBoard(j.RS, set, "H8 AZ, 8I ZAz"); err == nil || !strings.Contains(err.Error(), "move 2") {
		t.Errorf("a second Z: %v", err)
	}
}

// FuzzBuildBoard: any text gives a board whose tiles the set holds and
// whose moves, played again, give the same board, or an error; never a
// panic.
func FuzzBuildBoard(f *testing.F) {
	for _, s := range []string{"8H AU, I3 TABLOU, 3G EST", "H8 COLUMNA;I7 VAH", "h8 au", "", ",,,", "H8", "8H AU,\n\n3G EST", "Z99 AU"} {
		f.Add(s)
	}
	rs, _ := scoring.Builtin("ro")
	var lex wordSet = map[string]bool{}
	for _, w := range testWords {
		lex[w] = true
	}
	f.Fuzz(func(t *testing.T, moves string) {
		b, played, err := BuildBoard(rs, lex, moves)
		if err != nil {
			return
		}
		if draw.Unseen(rs, &b, scoring.Rack{}).Len() != rs.FullBag().Len()-b.Tiles() {
			t.Fatalf("%q: a board of more tiles than the set holds", moves)
		}
		again, _, err := BuildBoard(rs, lex, strings.Join(played, ","))
		if err != nil || again != b {
			t.Fatalf("%q played again as %q: %v", moves, played, err)
		}
	})
}
