package anticipation

import (
	"fmt"
	"strings"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// The shape of a game (RULES §8.1): 15 groups, group 1 of 2 letters and the
// others of 7, played over 14 rounds.
const (
	NumGroups  = 15
	NumRounds  = 14
	OpeningLen = 2
	GroupLen   = 7
)

// Groups are a game's groups: Groups[0] is group 1 (2 letters), Groups[n-1]
// group n.
type Groups [NumGroups]scoring.Rack

// Group returns group n (1–15).
func (g *Groups) Group(n int) scoring.Rack { return g[n-1] }

// GroupError is a group that breaks RULES §8.1: Group is its number (0 for
// the groups as a whole).
type GroupError struct {
	Group   int
	Message string
}

// Error names the group.
func (e *GroupError) Error() string {
	if e.Group == 0 {
		return "groups: " + e.Message
	}
	return fmt.Sprintf("group %d: %s", e.Group, e.Message)
}

// Scrabbler reports whether the 7 tiles of rack make a word of the lexicon
// on their own (RULES §8.9, Rezistenta).
type Scrabbler func(rack scoring.Rack) bool

// LexiconScrabbler is the Scrabbler of word graph g: a group makes a
// 7-letter word of g, its jokers standing for any letter they may.
func LexiconScrabbler(rs *scoring.RuleSet, g *lexicon.Graph) Scrabbler {
	return func(r scoring.Rack) bool { return len(g.Anagrams(rs, r, GroupLen)) > 0 }
}

// CheckGroups checks the groups typed by a referee or registered by a player
// (RULES §8.1, §8.8–§8.10): group 1 a vowel and a consonant whose two orders
// are words of lex (Avocalica: the consonant neither G nor J), groups 2–15 of
// 7 tiles, all within rs's tile set, and for Rezistenta each group of 7 a
// scrabble on its own (scrabble must then be non-nil). A refusal is a
// *[GroupError].
func CheckGroups(rs *scoring.RuleSet, lex scoring.Lexicon, form Form, g *Groups, scrabble Scrabbler) error {
	if err := CheckOpening(rs, lex, form, g[0]); err != nil {
		return err
	}
	var all scoring.Rack
	for n := 1; n <= NumGroups; n++ {
		r := g.Group(n)
		if n > 1 && r.Len() != GroupLen {
			return &GroupError{n, fmt.Sprintf("%s holds %d tiles, not %d", r, r.Len(), GroupLen)}
		}
		all = all.Plus(r)
	}
	if full := rs.FullBag(); !full.Contains(all) {
		return &GroupError{0, fmt.Sprintf("together they hold more tiles than the %s set: %s", rs.Name, excess(all, full))}
	}
	if form == Rezistenta {
		for n := 2; n <= NumGroups; n++ {
			if !scrabble(g.Group(n)) {
				return &GroupError{n, fmt.Sprintf("%s makes no 7-letter word: every group of Rezistenta must (RULES §8.9)", g.Group(n))}
			}
		}
	}
	return nil
}

// CheckOpening checks group 1 (RULES §8.1, §8.8): one vowel and one
// consonant, both orders words of lex; in Avocalica a consonant other than G
// and J.
func CheckOpening(rs *scoring.RuleSet, lex scoring.Lexicon, form Form, r scoring.Rack) error {
	v, c, ok := OpeningLetters(rs, r)
	if !ok {
		return &GroupError{1, fmt.Sprintf("%s is not one vowel and one consonant", r)}
	}
	if form == Avocalica && (c == 'G' || c == 'J') {
		return &GroupError{1, fmt.Sprintf("%s: in avocalica the consonant may be neither G nor J (RULES §8.8)", r)}
	}
	for _, w := range [2]string{string([]byte{v, c}), string([]byte{c, v})} {
		if !lex.Contains(w) {
			return &GroupError{1, fmt.Sprintf("%s is not a word of the lexicon: both orders must be (RULES §8.1)", w)}
		}
	}
	return nil
}

// OpeningLetters returns the vowel and the consonant of a 2-letter group,
// ok false when r is not one of each (a joker is neither).
func OpeningLetters(rs *scoring.RuleSet, r scoring.Rack) (vowel, consonant byte, ok bool) {
	if r.Len() != OpeningLen || r.Jokers() > 0 {
		return 0, 0, false
	}
	for l := byte('A'); l <= 'Z'; l++ {
		for range r.Count(l) {
			switch {
			case IsVowel(rs, l):
				vowel = l
			case !strings.ContainsRune(rs.Either, rune(l)):
				consonant = l
			}
		}
	}
	return vowel, consonant, vowel != 0 && consonant != 0
}

// IsVowel reports whether letter is one of rs's vowels (RULES §2).
func IsVowel(rs *scoring.RuleSet, letter byte) bool {
	return strings.IndexByte(rs.Vowels, letter) >= 0
}

// Vowels returns the vowel tiles of r (RULES §2; not the jokers).
func Vowels(rs *scoring.RuleSet, r scoring.Rack) scoring.Rack {
	var v scoring.Rack
	for i := 0; i < len(rs.Vowels); i++ {
		l := rs.Vowels[i]
		v[l-'A'] = r[l-'A']
	}
	return v
}

// VowelPool returns the vowels of all the groups: in Avocalica the pool
// each player completes the groups from (RULES §8.8).
func VowelPool(rs *scoring.RuleSet, g *Groups) scoring.Rack {
	var pool scoring.Rack
	for _, r := range g {
		pool = pool.Plus(Vowels(rs, r))
	}
	return pool
}

// Announced returns the tiles of a group the referee announces (RULES §8.8):
// the whole group, or in Avocalica all but its vowels.
func Announced(rs *scoring.RuleSet, form Form, r scoring.Rack) scoring.Rack {
	if form.ConsonantsOnly() {
		return r.Minus(Vowels(rs, r))
	}
	return r
}

// excess lists the tiles of all beyond full, as "3 × H".
func excess(all, full scoring.Rack) string {
	var parts []string
	for i, n := range all {
		if int(n) > int(full[i]) {
			name := "joker"
			if i != scoring.JokerIndex {
				name = string(rune('A' + i))
			}
			parts = append(parts, fmt.Sprintf("%d × %s (the set holds %d)", n, name, full[i]))
		}
	}
	return strings.Join(parts, ", ")
}

// ParseGroups reads 15 groups typed in order, group 1 first, separated by
// blanks or commas ("AL BBDDIRS AANOPRR …"), each a rack of rs ('?' a
// joker). It checks only that they can be read (see [CheckGroups]); a
// refusal is a *[GroupError].
func ParseGroups(rs *scoring.RuleSet, s string) (Groups, error) {
	var g Groups
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' })
	if len(fields) != NumGroups {
		return g, &GroupError{0, fmt.Sprintf("the list holds %d groups: type the %d groups in order, group 1 first", len(fields), NumGroups)}
	}
	for i, f := range fields {
		r, err := rs.ParseRack(f)
		if err != nil {
			return g, &GroupError{i + 1, err.Error()}
		}
		g[i] = r
	}
	return g, nil
}
