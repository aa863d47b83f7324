package draw

import (
	"testing"

	"arbiter/scoring"
)

// RULES §8.1: in a rule set with more than 100 tiles (it: 120) the groups
// are 100 tiles of its bag; each meets the rules, here a minimum and a
// stand-in for Rezistenta's word (an R, an S or a T) that a uniform draw
// often breaks and the exchanges mend.
func TestGroups_LargerSet(t *testing.T) {
	rs, _ := scoring.Builtin("it")
	rules := GroupRules{
		Opening: func(v, c byte) bool { return v == 'A' && c == 'L' },
		Minimum: Requirement{Vowels: 2, Consonants: 2},
		Scrabble: func(g scoring.Rack) bool {
			return g.Count('R')+g.Count('S')+g.Count('T') > 0
		},
	}
	for seed := range uint64(10) {
		groups, err := Groups(rs, seed, rules)
		if err != nil {
			t.Fatal(err)
		}
		var all scoring.Rack
		for n, g := range groups {
			all = all.Plus(g)
			if n == 0 {
				if g.Count('A') != 1 || g.Count('L') != 1 {
					t.Errorf("seed %d: group 1 %s, want AL", seed, g)
				}
				continue
			}
			v, c, e := split(rs, g)
			if g.Len() != GroupSize || !meets(v, c, e, rules.Minimum) || !rules.Scrabble(g) {
				t.Errorf("seed %d: group %d %s breaks the rules", seed, n+1, g)
			}
		}
		if all.Len() != 100 || !rs.FullBag().Contains(all) {
			t.Errorf("seed %d: %d tiles, %s: not 100 tiles of the set", seed, all.Len(), all)
		}
	}
}
