package anticipation

import (
	"arbiter/draw"
	"arbiter/scoring"
)

// DrawGroups draws the groups of a game of form with seed (RULES §8.1,
// §8.8, §8.9): group 1 a vowel and a consonant whose two orders are words of
// lex (Avocalica: the consonant neither G nor J); the groups of 7 holding 2
// vowels and 2 consonants (a joker either; Avocalica: no condition), and in
// Rezistenta each a scrabble on its own (scrabble must then be non-nil).
// The groups drawn pass [CheckGroups].
func DrawGroups(rs *scoring.RuleSet, lex scoring.Lexicon, form Form, seed uint64, scrabble Scrabbler) (Groups, error) {
	rules := draw.GroupRules{
		Opening: func(v, c byte) bool {
			var r scoring.Rack
			r.Add(v)
			r.Add(c)
			return CheckOpening(rs, lex, form, r) == nil
		},
	}
	if !form.ConsonantsOnly() {
		rules.Minimum = draw.Requirement{Vowels: 2, Consonants: 2}
	}
	if form == Rezistenta {
		rules.Scrabble = scrabble
	}
	g, err := draw.Groups(rs, seed, rules)
	if err != nil {
		return Groups{}, err
	}
	groups := Groups(g)
	return groups, CheckGroups(rs, lex, form, &groups, scrabble)
}
