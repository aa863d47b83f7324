package draw

import (
	"strings"
	"testing"

	"arbiter/scoring"
)

// TestProblemString checks Integral pe sir's draw (RULES §9.4, §9.10) over
// many seeds: 31–45 letters from the set, never a fourth vowel or
// consonant in a row, the same string for the same seed, and first 7
// letters that the playable test accepts after the draws it refused.
func TestProblemString(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	for seed := range uint64(300) {
		refused := 0
		playable := func(first string) bool {
			// A stand-in for the move generator: a string whose first 7
			// hold no A is refused, so the redraws are exercised.
			if !strings.Contains(first, "A") {
				refused++
				return false
			}
			return true
		}
		s, err := ProblemString(rs, seed, 31, 45, playable)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if n := len(s); n < 31 || n > 45 {
			t.Fatalf("seed %d: %d letters", seed, n)
		}
		if err := CheckString(rs, s); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if !strings.Contains(s[:7], "A") {
			t.Fatalf("seed %d: %s: the first 7 were not redrawn", seed, s)
		}
		var tiles scoring.Rack
		for _, c := range []byte(s) {
			tiles.Add(c)
		}
		if !rs.FullBag().Contains(tiles) {
			t.Fatalf("seed %d: %s is not in the set", seed, s)
		}
		again, _ := ProblemString(rs, seed, 31, 45, playable)
		if again != s {
			t.Fatalf("seed %d drew %s, then %s", seed, s, again)
		}
	}
}

// TestCheckString works RULES §9.4's runs by hand: a joker neither breaks
// nor lengthens one.
func TestCheckString(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	for _, tt := range []struct {
		s, err string
	}{
		{"AEIBCDA", ""},
		{"AEI?BCD?A", ""},
		{"AEIOB", "a fourth vowel in a row at letter 4"},
		{"BCDAEIBCDF", "a fourth consonant in a row at letter 10"},
		{"BC?DF", "a fourth consonant in a row at letter 5"},
	} {
		err := CheckString(rs, tt.s)
		if (err == nil) != (tt.err == "") || (err != nil && !strings.Contains(err.Error(), tt.err)) {
			t.Errorf("%s: %v, want %q", tt.s, err, tt.err)
		}
	}
}

// TestProblemLettersAndGroups: partial's count by lot within 21–35
// (RULES §9.3), the groups of 7 from one set (RULES §9.5), a group
// redrawn until it is accepted (RULES §9.10).
func TestProblemLettersAndGroups(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	counts := map[int]bool{}
	for seed := range uint64(400) {
		r := ProblemLetters(rs, seed, 21, 35)
		if n := r.Len(); n < 21 || n > 35 || !rs.FullBag().Contains(r) {
			t.Fatalf("seed %d: %s", seed, r)
		}
		counts[r.Len()] = true
		groups, err := ProblemGroups(rs, seed, 7)
		if err != nil {
			t.Fatal(err)
		}
		var all scoring.Rack
		for _, g := range groups {
			if g.Len() != 7 {
				t.Fatalf("seed %d: group %s", seed, g)
			}
			all = all.Plus(g)
		}
		if !rs.FullBag().Contains(all) {
			t.Fatalf("seed %d: the groups hold more than the set", seed)
		}
	}
	if len(counts) != 15 {
		t.Errorf("400 draws gave %d of the 15 counts", len(counts))
	}
	if _, err := ProblemGroups(rs, 1, 15); err == nil {
		t.Error("15 groups of 7 from 100 tiles")
	}
	tries := 0
	g, err := ProblemGroup(5, rs.FullBag(), func(r scoring.Rack) bool { tries++; return r.Jokers() > 0 })
	if err != nil || g.Jokers() == 0 || tries < 1 {
		t.Errorf("group %s after %d tries: %v", g, tries, err)
	}
	if _, err := ProblemGroup(5, rs.FullBag(), func(scoring.Rack) bool { return false }); err == nil {
		t.Error("a group no draw gives was drawn")
	}
}
