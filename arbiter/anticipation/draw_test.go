package anticipation

import (
	"testing"

	"arbiter/draw"
	"arbiter/scoring"
)

// withRST stands in for a lexicon's scrabble test: a group of 7 holding an
// R, an S or a T "makes a word". It has the shape of Rezistenta's rule and,
// with 19 such tiles for 14 groups, fails often enough to make the draw
// retry.
func withRST(r scoring.Rack) bool { return r.Count('R')+r.Count('S')+r.Count('T') > 0 }

// RULES §8.1, §8.8, §8.9: the groups drawn for every form meet the form's
// rules (CheckGroups), make the whole ro bag, hold the minimum of 2 vowels
// and 2 consonants (not Avocalica), and the same seed draws the same groups.
func TestDrawGroups(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	lex := shortGraph(t, rs)
	scrabble := Scrabbler(withRST)
	for _, form := range Forms() {
		for seed := range uint64(20) {
			g, err := DrawGroups(rs, lex, form, seed, scrabble)
			if err != nil {
				t.Fatalf("%s seed %d: %v", form, seed, err)
			}
			var all scoring.Rack
			for n := 1; n <= NumGroups; n++ {
				all = all.Plus(g.Group(n))
				if n == 1 || form == Avocalica {
					continue
				}
				if v := Vowels(rs, g.Group(n)).Len(); v+g.Group(n).Jokers() < 2 || GroupLen-v < 2 {
					t.Errorf("%s seed %d: group %d %s: fewer than 2 vowels and 2 consonants", form, seed, n, g.Group(n))
				}
				if form == Rezistenta && !scrabble(g.Group(n)) {
					t.Errorf("%s seed %d: group %d %s is no scrabble", form, seed, n, g.Group(n))
				}
			}
			if all != rs.FullBag() {
				t.Errorf("%s seed %d: the groups hold %s, not the ro bag", form, seed, all)
			}
			again, _ := DrawGroups(rs, lex, form, seed, scrabble)
			if again != g {
				t.Errorf("%s seed %d: drawn twice, %v then %v", form, seed, g, again)
			}
			if form == Avocalica && g.Group(1).Count('G')+g.Group(1).Count('J') > 0 {
				t.Errorf("avocalica seed %d: group 1 %s", seed, g.Group(1))
			}
		}
	}
}

// A form whose groups cannot be drawn says so.
func TestDrawGroups_Impossible(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	_, err := DrawGroups(rs, scoring.WordList{}, Classic, 1, nil)
	if _, ok := err.(*draw.GroupsError); !ok {
		t.Fatalf("no 2-letter word: %v, want a *draw.GroupsError", err)
	}
}
