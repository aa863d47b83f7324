package scoring

// Labelling says which axis of the board carries letters (RULES §1).
type Labelling string

// The two labellings of RULES §1.
const (
	// LetterRows: rows A–O, columns 1–15; `H8` is across, `8H` is down (ro, fr).
	LetterRows Labelling = "letter-rows"
	// NumberRows: rows 1–15, columns A–O; `8H` is across, `H8` is down (it, en).
	NumberRows Labelling = "number-rows"
)

// LetterSpec is one letter of the tile set: how many tiles and what each is worth.
type LetterSpec struct {
	Letter string `json:"letter"`
	Count  int    `json:"count"`
	Value  int    `json:"value"`
}

// Bingo is the bonus for placing many tiles in one move (RULES §3).
type Bingo struct {
	Bonus int   `json:"bonus"`
	Tiles []int `json:"tiles"` // numbers of placed tiles that earn the bonus
}

// DrawMinimum is the vowel/consonant minimum of a rack from a round on (RULES §4.2).
type DrawMinimum struct {
	FromRound  int `json:"from_round"`
	Vowels     int `json:"vowels"`
	Consonants int `json:"consonants"`
}

// SoloBonus says what a player earns for the round's best score alone (RULES §6):
// Points, or ⌈players/2⌉ when HalfField is set, at most Cap (0: no cap), and only
// when at least MinPlayers take part.
type SoloBonus struct {
	Points     int  `json:"points"`
	HalfField  bool `json:"half_field"`
	Cap        int  `json:"cap"`
	MinPlayers int  `json:"min_players"`
}

// WarningRules turns warnings into penalties (RULES §6).
type WarningRules struct {
	PenaltyFrom        int  `json:"penalty_from"`        // the first technical warning that costs points (4)
	Penalty            int  `json:"penalty"`             // points per such warning (5)
	DisciplinaryWeight int  `json:"disciplinary_weight"` // technical warnings a disciplinary one counts as (4)
	CapAtRoundScore    bool `json:"cap_at_round_score"`  // a round's technical penalty never exceeds its score
}

// MisplacedSlip is the FISF option of RULES §5: a slip whose declared score
// matches a legal placement of its word but whose position is missing or wrong
// scores the declared score minus Deduction, and 0 when that leaves ZeroAtOrBelow
// or less. Disabled, such a slip scores 0.
type MisplacedSlip struct {
	Enabled       bool `json:"enabled"`
	Deduction     int  `json:"deduction"`
	ZeroAtOrBelow int  `json:"zero_at_or_below"`
}

// RuleSet holds every parameter in which the rule sets of RULES §1–§2 and §6 differ.
// Build one with [Builtin] or [ReadRuleSet]; do not change it afterwards.
type RuleSet struct {
	Name          string        `json:"name"`
	Language      string        `json:"language"` // language of player-facing sheets: ro, it, en, fr
	Labelling     Labelling     `json:"labelling"`
	Letters       []LetterSpec  `json:"letters"`
	Jokers        int           `json:"jokers"`
	JokerLetters  string        `json:"joker_letters"` // letters a joker may stand for
	Vowels        string        `json:"vowels"`
	Either        string        `json:"either"` // letters that count as vowel or consonant (fr: Y)
	RackSize      int           `json:"rack_size"`
	Bingo         Bingo         `json:"bingo"`
	DrawMinimums  []DrawMinimum `json:"draw_minimums"`
	EndingMoveTop bool          `json:"ending_move_top"` // RULES §4.3: prefer a top that ends the game (fr)
	Solo          SoloBonus     `json:"solo"`
	Warnings      WarningRules  `json:"warnings"`
	MisplacedSlip MisplacedSlip `json:"misplaced_slip"`
	// LetterNames overrides the names used to spell out racks, letter → name.
	LetterNames map[string]string `json:"letter_names,omitempty"`

	values       [26]int
	counts       [26]int
	jokerLetters uint32 // bit i: a joker may stand for 'A'+i
}

// Value returns the points of a tile: its letter's value, 0 for a joker or an empty square.
func (rs *RuleSet) Value(t Tile) int {
	if t == Empty || t.IsJoker() {
		return 0
	}
	return rs.values[t.Letter()-'A']
}

// Count returns how many tiles of letter ('A'–'Z') the full set holds.
func (rs *RuleSet) Count(letter byte) int { return rs.counts[letter-'A'] }

// FullBag returns every tile of the set, jokers included.
func (rs *RuleSet) FullBag() Rack {
	var r Rack
	for i, c := range rs.counts {
		r[i] = uint8(c)
	}
	r[JokerIndex] = uint8(rs.Jokers)
	return r
}

// TotalTiles returns the number of tiles in the full set (RULES §2).
func (rs *RuleSet) TotalTiles() int { return rs.FullBag().Len() }

// letters builds a tile list from "letter count value" triples.
func letters(spec ...any) []LetterSpec {
	out := make([]LetterSpec, 0, len(spec)/3)
	for i := 0; i+2 < len(spec); i += 3 {
		out = append(out, LetterSpec{Letter: spec[i].(string), Count: spec[i+1].(int), Value: spec[i+2].(int)})
	}
	return out
}

// classicDraw is RULES §4.2: 2 vowels and 2 consonants in rounds 1–15, then 1 and 1.
func classicDraw() []DrawMinimum {
	return []DrawMinimum{{FromRound: 1, Vowels: 2, Consonants: 2}, {FromRound: 16, Vowels: 1, Consonants: 1}}
}

// federationWarnings is RULES §6: 5 points from the 4th technical warning, a
// disciplinary warning worth 4, capped at the round's score.
func federationWarnings() WarningRules {
	return WarningRules{PenaltyFrom: 4, Penalty: 5, DisciplinaryWeight: 4, CapAtRoundScore: true}
}

// BuiltinNames lists the names accepted by [Builtin].
func BuiltinNames() []string { return []string{"ro", "it", "en", "fr"} }

// Builtin returns a built-in rule set by name (RULES §1–§2, §6), or false.
// Where RULES gives a parameter only for `ro` (solo bonus), `it` and `en` take `ro`'s.
func Builtin(name string) (*RuleSet, bool) {
	rs := &RuleSet{
		Name:         name,
		Language:     name,
		Jokers:       2,
		JokerLetters: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
		Vowels:       "AEIOU",
		RackSize:     7,
		Bingo:        Bingo{Bonus: 50, Tiles: []int{7}},
		DrawMinimums: classicDraw(),
		Solo:         SoloBonus{HalfField: true, Cap: 25, MinPlayers: 2},
		Warnings:     federationWarnings(),
	}
	switch name {
	case "ro": // RULES §2, seed 002; jokers may stand for K, Q, W, Y too.
		rs.Labelling = LetterRows
		rs.Letters = letters("A", 11, 1, "B", 2, 9, "C", 5, 1, "D", 4, 2, "E", 9, 1, "F", 2, 8, "G", 2, 9,
			"H", 1, 10, "I", 10, 1, "J", 1, 10, "L", 4, 1, "M", 3, 4, "N", 6, 1, "O", 5, 1, "P", 4, 2,
			"R", 7, 1, "S", 5, 1, "T", 7, 1, "U", 6, 1, "V", 2, 8, "X", 1, 10, "Z", 1, 10)
	case "it": // RULES §2, seed 000; 21 letters, no joker for J K W X Y.
		rs.Labelling = NumberRows
		rs.JokerLetters = "ABCDEFGHILMNOPQRSTUVZ"
		rs.Letters = letters("A", 14, 1, "B", 3, 5, "C", 6, 2, "D", 3, 5, "E", 11, 1, "F", 3, 5, "G", 2, 8,
			"H", 2, 8, "I", 12, 1, "L", 5, 3, "M", 5, 3, "N", 5, 3, "O", 15, 1, "P", 3, 5, "Q", 1, 10,
			"R", 6, 2, "S", 6, 2, "T", 6, 2, "U", 5, 3, "V", 3, 5, "Z", 2, 8)
	case "en": // RULES §2, values from seed 001.
		rs.Labelling = NumberRows
		rs.Letters = letters("A", 9, 1, "B", 2, 3, "C", 2, 3, "D", 4, 2, "E", 12, 1, "F", 2, 4, "G", 3, 2,
			"H", 2, 4, "I", 9, 1, "J", 1, 8, "K", 1, 5, "L", 4, 1, "M", 2, 3, "N", 6, 1, "O", 8, 1,
			"P", 2, 3, "Q", 1, 10, "R", 6, 1, "S", 4, 1, "T", 6, 1, "U", 4, 1, "V", 2, 4, "W", 2, 4,
			"X", 1, 8, "Y", 2, 4, "Z", 1, 10)
	case "fr": // RULES §2 (FISF), §4.3 ending move, §5 misplaced slip, §6 solo.
		rs.Labelling = LetterRows
		rs.Either = "Y"
		rs.EndingMoveTop = true
		rs.Solo = SoloBonus{Points: 10, MinPlayers: 16}
		rs.MisplacedSlip = MisplacedSlip{Enabled: true, Deduction: 5, ZeroAtOrBelow: 4}
		rs.Letters = letters("A", 9, 1, "B", 2, 3, "C", 2, 3, "D", 3, 2, "E", 15, 1, "F", 2, 4, "G", 2, 2,
			"H", 2, 4, "I", 8, 1, "J", 1, 8, "K", 1, 10, "L", 5, 1, "M", 3, 2, "N", 6, 1, "O", 6, 1,
			"P", 2, 3, "Q", 1, 8, "R", 6, 1, "S", 6, 1, "T", 6, 1, "U", 6, 1, "V", 2, 4, "W", 1, 10,
			"X", 1, 10, "Y", 1, 10, "Z", 1, 10)
	default:
		return nil, false
	}
	if err := rs.prepare(); err != nil {
		panic("scoring: built-in rule set " + name + ": " + err.Error())
	}
	return rs, true
}
