package anticipation

import (
	"errors"
	"strings"
	"testing"

	"arbiter/scoring"
)

// fullGroups are 15 groups that make the ro bag exactly.
func fullGroups(t *testing.T, rs *scoring.RuleSet) Groups {
	return groups(t, rs, "AL", "BBDDIRS", "AANOPRR", "ACEFNPU", "ACGIIOU", "AAFOSTU", "DGIIMRR", "EILNOPV",
		"?AEJPTU", "ACEMRSX", "EIIOTUV", "DHILTTU", "?AEINSS", "CEEELNZ", "ACMNRTT")
}

// RULES §8.1, §8.8–§8.10: the groups a referee types or a player registers.
func TestCheckGroups(t *testing.T) {
	j := judge(t)
	never := func(scoring.Rack) bool { return false }
	always := func(scoring.Rack) bool { return true }
	ok := fullGroups(t, j.RS)
	if err := CheckGroups(j.RS, j.Lex, Classic, &ok, nil); err != nil {
		t.Fatalf("the ro bag in 15 groups: %v", err)
	}
	if err := CheckGroups(j.RS, j.Lex, Rezistenta, &ok, always); err != nil {
		t.Fatalf("rezistenta, every group a scrabble: %v", err)
	}
	cases := []struct {
		name     string
		form     Form
		change   func(g *Groups)
		scrabble Scrabbler
		group    int
		message  string
	}{
		{"group 1 two consonants", Classic, func(g *Groups) { g[0] = rack("LB") }, nil, 1, "not one vowel and one consonant"},
		{"group 1 one order only", Classic, func(g *Groups) { g[0] = rack("AT") }, nil, 1, "TA is not a word"},
		{"group 1 a joker", Blind, func(g *Groups) { g[0] = scoring.Rack{0: 1, scoring.JokerIndex: 1} }, nil, 1, "not one vowel"},
		{"avocalica G", Avocalica, func(g *Groups) { g[0] = rack("AG") }, nil, 1, "neither G nor J"},
		{"a group of 6", Classic, func(g *Groups) { g[4] = rack("ACGIIO") }, nil, 5, "holds 6 tiles"},
		{"more than the bag", Blind, func(g *Groups) { g[4] = rack("HHGIIOU") }, nil, 0, "3 × H (the set holds 1)"},
		{"rezistenta no scrabble", Rezistenta, func(g *Groups) {}, never, 2, "makes no 7-letter word"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := fullGroups(t, j.RS)
			c.change(&g)
			err := CheckGroups(j.RS, j.Lex, c.form, &g, c.scrabble)
			var ge *GroupError
			if !errors.As(err, &ge) || ge.Group != c.group || !strings.Contains(err.Error(), c.message) {
				t.Errorf("%v, want group %d: …%s…", err, c.group, c.message)
			}
		})
	}
}

// RULES §8.9: a group is a scrabble when its 7 tiles spell a word of the
// lexicon, a joker standing for a letter.
func TestLexiconScrabbler(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	g := compileList(t, rs, "testdata/words.txt")
	scrabble := LexiconScrabbler(rs, g)
	for letters, want := range map[string]bool{"AEEGLNR": true, "AEEGLN?": true, "AEEGLNT": false, "ABGLNR?": false} {
		r, _ := rs.ParseRack(letters)
		if got := scrabble(r); got != want {
			t.Errorf("%s: %v, want %v", letters, got, want)
		}
	}
}
