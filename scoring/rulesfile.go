package scoring

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// ReadRuleSet reads a rule set in the JSON format documented in
// docs/moves-boards-rules-files.md
// (the fields of [RuleSet], by their JSON names) and validates it. Unknown
// fields are rejected; the error names the first wrong field, as in
// `letters[3].count: must be ≥ 0`.
func ReadRuleSet(r io.Reader) (*RuleSet, error) {
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	rs := &RuleSet{}
	if err := dec.Decode(rs); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) && typeErr.Field != "" {
			return nil, fmt.Errorf("%s: must be a JSON %s, not %s", typeErr.Field, typeErr.Type, typeErr.Value)
		}
		return nil, fmt.Errorf("rule set JSON: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("rule set JSON: text after the closing brace")
	}
	if err := rs.prepare(); err != nil {
		return nil, err
	}
	return rs, nil
}

// The bounds of a rule set's numbers. Real sets value a tile at most 10 and
// give bonuses of tens of points; the bounds keep every score far inside
// the solver's integer sums (a value of 1e9 made them overflow).
const (
	MaxTileValue = 100  // a tile's value
	MaxPoints    = 1000 // a bonus, penalty, cap or threshold of the rules
)

// fieldError is a wrong field of a rule set: its JSON path and what is wrong.
func fieldError(field, format string, args ...any) error {
	return fmt.Errorf("%s: %s", field, fmt.Sprintf(format, args...))
}

// letterSet reads a field listing letters A–Z (each at most once) as a bit
// set; bit i stands for letter 'A'+i.
func letterSet(field, s string) (uint32, error) {
	var set uint32
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 'A' || c > 'Z' {
			return 0, fieldError(field, "%q is not a letter A–Z", s[i:i+1])
		}
		if set&(1<<(c-'A')) != 0 {
			return 0, fieldError(field, "%c appears twice", c)
		}
		set |= 1 << (c - 'A')
	}
	return set, nil
}

// prepare validates rs and fills its lookup tables. It returns an error naming
// the first wrong field by its JSON path.
func (rs *RuleSet) prepare() error {
	for _, step := range []func() error{
		rs.checkNames, rs.readLetters, rs.readLetterSets, rs.checkRack,
		rs.checkDrawMinimums, rs.checkPoints, rs.checkLetterNames,
	} {
		if err := step(); err != nil {
			return err
		}
	}
	return nil
}

// checkNames validates the set's name, language and square labelling.
func (rs *RuleSet) checkNames() error {
	if rs.Name == "" {
		return fieldError("name", "required")
	}
	if rs.Language == "" {
		return fieldError("language", "required (the language of player-facing sheets, e.g. ro)")
	}
	switch rs.Language {
	case "ro", "it", "fr", "en":
	default:
		return fieldError("language", "must be one of ro, it, fr, en (the language of the sheets), not %q", rs.Language)
	}
	if rs.Labelling != LetterRows && rs.Labelling != NumberRows {
		return fieldError("labelling", "must be %q or %q, not %q", LetterRows, NumberRows, rs.Labelling)
	}
	return nil
}

// readLetters validates the tiles of the set and fills the values and
// counts tables.
func (rs *RuleSet) readLetters() error {
	if len(rs.Letters) == 0 {
		return fieldError("letters", "required: the tiles of the set")
	}
	rs.values, rs.counts = [26]int{}, [26]int{}
	var seen uint32
	for i, l := range rs.Letters {
		field := fmt.Sprintf("letters[%d]", i)
		if len(l.Letter) != 1 || l.Letter[0] < 'A' || l.Letter[0] > 'Z' {
			return fieldError(field+".letter", "must be one letter A–Z, not %q", l.Letter)
		}
		c := l.Letter[0] - 'A'
		if seen&(1<<c) != 0 {
			return fieldError(field+".letter", "%s is listed twice", l.Letter)
		}
		seen |= 1 << c
		if l.Count < 0 || l.Count > 255 {
			return fieldError(field+".count", "must be ≥ 0 and ≤ 255")
		}
		if l.Value < 0 || l.Value > MaxTileValue {
			return fieldError(field+".value", "must be ≥ 0 and ≤ %d", MaxTileValue)
		}
		rs.values[c], rs.counts[c] = l.Value, l.Count
	}
	return nil
}

// readLetterSets validates the jokers and the sets of letters (what a joker
// may stand for, the vowels, the letters counting as either) and keeps the
// jokers' set.
func (rs *RuleSet) readLetterSets() error {
	if rs.Jokers < 0 || rs.Jokers > 255 {
		return fieldError("jokers", "must be ≥ 0 and ≤ 255")
	}
	jokerSet, err := letterSet("joker_letters", rs.JokerLetters)
	if err != nil {
		return err
	}
	if rs.Jokers > 0 && jokerSet == 0 {
		return fieldError("joker_letters", "required when jokers > 0: the letters a joker may stand for")
	}
	rs.jokerLetters = jokerSet
	if _, err := letterSet("vowels", rs.Vowels); err != nil {
		return err
	}
	_, err = letterSet("either", rs.Either)
	return err
}

// checkRack validates the rack's size and the bingo bonus.
func (rs *RuleSet) checkRack() error {
	if rs.RackSize < 1 || rs.RackSize > Size {
		return fieldError("rack_size", "must be between 1 and %d", Size)
	}
	if total := rs.TotalTiles(); total < rs.RackSize {
		return fieldError("letters", "the set holds %d tiles, fewer than rack_size %d", total, rs.RackSize)
	}
	if rs.Bingo.Bonus < 0 || rs.Bingo.Bonus > MaxPoints {
		return fieldError("bingo.bonus", "must be ≥ 0 and ≤ %d", MaxPoints)
	}
	for i, n := range rs.Bingo.Tiles {
		if n < 1 || n > rs.RackSize {
			return fieldError(fmt.Sprintf("bingo.tiles[%d]", i), "must be between 1 and rack_size %d", rs.RackSize)
		}
	}
	return nil
}

// checkPoints validates the points of solos, warnings and misplaced slips.
func (rs *RuleSet) checkPoints() error {
	for _, f := range []struct {
		field string
		value int
	}{
		{"solo.points", rs.Solo.Points}, {"solo.cap", rs.Solo.Cap}, {"solo.min_players", rs.Solo.MinPlayers},
		{"warnings.penalty_from", rs.Warnings.PenaltyFrom}, {"warnings.penalty", rs.Warnings.Penalty},
		{"warnings.disciplinary_weight", rs.Warnings.DisciplinaryWeight},
		{"misplaced_slip.deduction", rs.MisplacedSlip.Deduction},
		{"misplaced_slip.zero_at_or_below", rs.MisplacedSlip.ZeroAtOrBelow},
	} {
		if f.value < 0 || f.value > MaxPoints {
			return fieldError(f.field, "must be ≥ 0 and ≤ %d", MaxPoints)
		}
	}
	return nil
}

// checkLetterNames validates the keys of the letters' spoken names.
func (rs *RuleSet) checkLetterNames() error {
	for k := range rs.LetterNames {
		if k != "?" && (len(k) != 1 || k[0] < 'A' || k[0] > 'Z') {
			return fieldError(fmt.Sprintf("letter_names[%q]", k), "the key must be a letter A–Z or ? for the joker")
		}
	}
	return nil
}

// checkDrawMinimums validates the draw minimums (RULES §4.2): the first from
// round 1, rounds increasing, minimums that fit on a rack.
func (rs *RuleSet) checkDrawMinimums() error {
	if len(rs.DrawMinimums) == 0 {
		return fieldError("draw_minimums", "required: at least the minimums from round 1")
	}
	for i, m := range rs.DrawMinimums {
		field := fmt.Sprintf("draw_minimums[%d]", i)
		switch {
		case i == 0 && m.FromRound != 1:
			return fieldError(field+".from_round", "the first minimums must start at round 1")
		case i > 0 && m.FromRound <= rs.DrawMinimums[i-1].FromRound:
			return fieldError(field+".from_round", "must be greater than the previous from_round %d", rs.DrawMinimums[i-1].FromRound)
		case m.Vowels < 0:
			return fieldError(field+".vowels", "must be ≥ 0")
		case m.Consonants < 0:
			return fieldError(field+".consonants", "must be ≥ 0")
		case m.Vowels+m.Consonants > rs.RackSize:
			return fieldError(field, "vowels + consonants = %d, more than rack_size %d", m.Vowels+m.Consonants, rs.RackSize)
		}
	}
	return nil
}

// JokerMayBe reports whether a joker may stand for letter ('A'–'Z') in rs (RULES §2).
func (rs *RuleSet) JokerMayBe(letter byte) bool {
	return letter >= 'A' && letter <= 'Z' && rs.jokerLetters&(1<<(letter-'A')) != 0
}
