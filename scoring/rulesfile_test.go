package scoring

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// TestBuiltinTotals checks RULES §2's tile totals.
func TestBuiltinTotals(t *testing.T) {
	for name, want := range map[string]int{"ro": 100, "it": 120, "en": 100, "fr": 102} {
		if got := mustRules(t, name).TotalTiles(); got != want {
			t.Errorf("%s: %d tiles, want %d", name, got, want)
		}
	}
	if _, ok := Builtin("xx"); ok {
		t.Error(`Builtin("xx") found a rule set`)
	}
}

// TestBuiltinTable compares every letter of the built-in sets with the table
// of RULES §2, copied here as written there.
func TestBuiltinTable(t *testing.T) {
	table := map[string]string{
		"ro": "A 11×1, B 2×9, C 5×1, D 4×2, E 9×1, F 2×8, G 2×9, H 1×10, I 10×1, J 1×10, L 4×1, M 3×4, N 6×1, O 5×1, P 4×2, R 7×1, S 5×1, T 7×1, U 6×1, V 2×8, X 1×10, Z 1×10, joker 2×0",
		"it": "A 14×1, B 3×5, C 6×2, D 3×5, E 11×1, F 3×5, G 2×8, H 2×8, I 12×1, L 5×3, M 5×3, N 5×3, O 15×1, P 3×5, Q 1×10, R 6×2, S 6×2, T 6×2, U 5×3, V 3×5, Z 2×8, joker 2×0",
		"en": "A 9×1, B 2×3, C 2×3, D 4×2, E 12×1, F 2×4, G 3×2, H 2×4, I 9×1, J 1×8, K 1×5, L 4×1, M 2×3, N 6×1, O 8×1, P 2×3, Q 1×10, R 6×1, S 4×1, T 6×1, U 4×1, V 2×4, W 2×4, X 1×8, Y 2×4, Z 1×10, joker 2×0",
		"fr": "A 9×1, B 2×3, C 2×3, D 3×2, E 15×1, F 2×4, G 2×2, H 2×4, I 8×1, J 1×8, K 1×10, L 5×1, M 3×2, N 6×1, O 6×1, P 2×3, Q 1×8, R 6×1, S 6×1, T 6×1, U 6×1, V 2×4, W 1×10, X 1×10, Y 1×10, Z 1×10, joker 2×0",
	}
	for name, row := range table {
		rs := mustRules(t, name)
		want, got := strings.Split(row, ", "), []string(nil)
		for l := byte('A'); l <= 'Z'; l++ {
			if n := rs.Count(l); n > 0 {
				got = append(got, fmt.Sprintf("%c %d×%d", l, n, rs.Value(Tile(l))))
			}
		}
		got = append(got, fmt.Sprintf("joker %d×%d", rs.Jokers, rs.Value(JokerTile('A'))))
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s tiles (-RULES §2 +built-in):\n%s", name, diff)
		}
	}
}

// TestBuiltinParameters checks the parameters RULES §1, §2, §4.2, §5 and §6
// give each built-in set.
func TestBuiltinParameters(t *testing.T) {
	type params struct {
		Labelling     Labelling
		Vowels        string
		Either        string
		RackSize      int
		Bingo         Bingo
		DrawMinimums  []DrawMinimum
		EndingMoveTop bool
		Solo          SoloBonus
		Warnings      WarningRules
		MisplacedSlip MisplacedSlip
	}
	draw := []DrawMinimum{{FromRound: 1, Vowels: 2, Consonants: 2}, {FromRound: 16, Vowels: 1, Consonants: 1}} // §4.2
	warnings := WarningRules{PenaltyFrom: 4, Penalty: 5, DisciplinaryWeight: 4, CapAtRoundScore: true}         // §6
	bingo := Bingo{Bonus: 50, Tiles: []int{7}}                                                                 // §3
	halfField := SoloBonus{HalfField: true, Cap: 25, MinPlayers: 2}                                            // §6 ro
	want := map[string]params{
		"ro": {LetterRows, "AEIOU", "", 7, bingo, draw, false, halfField, warnings, MisplacedSlip{}},
		"it": {NumberRows, "AEIOU", "", 7, bingo, draw, false, halfField, warnings, MisplacedSlip{}},
		"en": {NumberRows, "AEIOU", "", 7, bingo, draw, false, halfField, warnings, MisplacedSlip{}},
		// §2 Y either, §4.3 ending move, §6 solo 10 from 16 players, §5 −5 and 0 at 4 or less.
		"fr": {LetterRows, "AEIOU", "Y", 7, bingo, draw, true, SoloBonus{Points: 10, MinPlayers: 16}, warnings,
			MisplacedSlip{Enabled: true, Deduction: 5, ZeroAtOrBelow: 4}},
	}
	for name, w := range want {
		rs := mustRules(t, name)
		got := params{rs.Labelling, rs.Vowels, rs.Either, rs.RackSize, rs.Bingo, rs.DrawMinimums, rs.EndingMoveTop,
			rs.Solo, rs.Warnings, rs.MisplacedSlip}
		if diff := cmp.Diff(w, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", name, diff)
		}
	}
}

// TestBuiltinValues spot-checks RULES §2 values and counts, and joker letters.
func TestBuiltinValues(t *testing.T) {
	tests := []struct {
		set           string
		letter        byte
		count, value  int
		jokerMayStand bool
	}{
		{"ro", 'G', 2, 9, true}, // RULES §2: 2 G tiles, not 9
		{"ro", 'K', 0, 0, true}, // no K tile, a joker may be K
		{"ro", 'H', 1, 10, true},
		{"it", 'Q', 1, 10, true},
		{"it", 'K', 0, 0, false}, // no joker K in Italian
		{"it", 'Z', 2, 8, true},
		{"en", 'K', 1, 5, true},
		{"fr", 'Y', 1, 10, true},
		{"fr", 'E', 15, 1, true},
	}
	for _, tt := range tests {
		rs := mustRules(t, tt.set)
		if c, v := rs.Count(tt.letter), rs.Value(Tile(tt.letter)); c != tt.count || v != tt.value {
			t.Errorf("%s %c: %d×%d, want %d×%d", tt.set, tt.letter, c, v, tt.count, tt.value)
		}
		if got := rs.JokerMayBe(tt.letter); got != tt.jokerMayStand {
			t.Errorf("%s JokerMayBe(%c) = %v", tt.set, tt.letter, got)
		}
		if v := rs.Value(JokerTile(tt.letter)); v != 0 {
			t.Errorf("%s joker %c worth %d", tt.set, tt.letter, v)
		}
	}
}

// TestReadRuleSet_builtins writes each built-in set as JSON and reads it back.
func TestReadRuleSet_builtins(t *testing.T) {
	for _, name := range BuiltinNames() {
		want := mustRules(t, name)
		data, err := json.Marshal(want)
		if err != nil {
			t.Fatal(err)
		}
		got, err := ReadRuleSet(strings.NewReader(string(data)))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if diff := cmp.Diff(want, got, cmpopts.EquateEmpty(), cmp.AllowUnexported(RuleSet{})); diff != "" {
			t.Errorf("%s round trip (-want +got):\n%s", name, diff)
		}
	}
}

func TestReadRuleSet_errors(t *testing.T) {
	base, err := json.Marshal(mustRules(t, "ro"))
	if err != nil {
		t.Fatal(err)
	}
	// edit returns the ro set as JSON with one change made to its decoded map.
	edit := func(change func(m map[string]any)) string {
		var m map[string]any
		if err := json.Unmarshal(base, &m); err != nil {
			t.Fatal(err)
		}
		change(m)
		out, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		return string(out)
	}
	letter := func(i int, field string, v any) func(map[string]any) {
		return func(m map[string]any) { m["letters"].([]any)[i].(map[string]any)[field] = v }
	}
	tests := []struct{ name, in, want string }{
		{"negative count", edit(letter(3, "count", -1)), "letters[3].count: must be ≥ 0 and ≤ 255"},
		{"negative value", edit(letter(0, "value", -2)), "letters[0].value: must be ≥ 0 and ≤ 100"},
		// A value of 1e9 overflowed the solver's sums: top found no move.
		{"huge value", edit(letter(0, "value", 1e9)), "letters[0].value: must be ≥ 0 and ≤ 100"},
		{"huge bingo", edit(func(m map[string]any) { m["bingo"].(map[string]any)["bonus"] = 1e9 }), "bingo.bonus: must be ≥ 0 and ≤ 1000"},
		{"huge solo", edit(func(m map[string]any) { m["solo"].(map[string]any)["points"] = 1e9 }), "solo.points: must be ≥ 0 and ≤ 1000"},
		{"unknown language", edit(func(m map[string]any) { m["language"] = "xx" }), `language: must be one of ro, it, fr, en (the language of the sheets), not "xx"`},
		{"two-letter tile", edit(letter(1, "letter", "CH")), `letters[1].letter: must be one letter A–Z, not "CH"`},
		{"duplicate letter", edit(letter(1, "letter", "A")), "letters[1].letter: A is listed twice"},
		{"unknown field", edit(func(m map[string]any) { m["colour"] = "red" }), `rule set JSON: json: unknown field "colour"`},
		{"wrong type", edit(func(m map[string]any) { m["rack_size"] = "seven" }), "rack_size: must be a JSON int, not string"},
		{"no name", edit(func(m map[string]any) { delete(m, "name") }), "name: required"},
		{"labelling", edit(func(m map[string]any) { m["labelling"] = "rows" }), `labelling: must be "letter-rows" or "number-rows", not "rows"`},
		{"joker letters", edit(func(m map[string]any) { m["joker_letters"] = "AB1" }), `joker_letters: "1" is not a letter A–Z`},
		{"vowels twice", edit(func(m map[string]any) { m["vowels"] = "AEIA" }), "vowels: A appears twice"},
		{"rack size", edit(func(m map[string]any) { m["rack_size"] = 0 }), "rack_size: must be between 1 and 15"},
		{"bingo tiles", edit(func(m map[string]any) { m["bingo"] = map[string]any{"bonus": 50, "tiles": []int{7, 8}} }), "bingo.tiles[1]: must be between 1 and rack_size 7"},
		{"draw start", edit(func(m map[string]any) { m["draw_minimums"] = []any{map[string]any{"from_round": 2}} }), "draw_minimums[0].from_round: the first minimums must start at round 1"},
		{"draw order", edit(func(m map[string]any) {
			m["draw_minimums"] = []any{map[string]any{"from_round": 1}, map[string]any{"from_round": 1}}
		}), "draw_minimums[1].from_round: must be greater than the previous from_round 1"},
		{"draw too many", edit(func(m map[string]any) {
			m["draw_minimums"] = []any{map[string]any{"from_round": 1, "vowels": 4, "consonants": 4}}
		}), "draw_minimums[0]: vowels + consonants = 8, more than rack_size 7"},
		{"solo cap", edit(func(m map[string]any) { m["solo"].(map[string]any)["cap"] = -1 }), "solo.cap: must be ≥ 0 and ≤ 1000"},
		{"letter names", edit(func(m map[string]any) { m["letter_names"] = map[string]string{"ab": "x"} }), `letter_names["ab"]: the key must be a letter A–Z or ? for the joker`},
		{"too few tiles", edit(func(m map[string]any) {
			m["letters"] = []any{map[string]any{"letter": "A", "count": 3, "value": 1}}
			m["jokers"] = 0
		}), "letters: the set holds 3 tiles, fewer than rack_size 7"},
		{"trailing text", string(base) + "{}", "rule set JSON: text after the closing brace"},
		{"not JSON", "letters: A", "rule set JSON: invalid character 'l' looking for beginning of value"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadRuleSet(strings.NewReader(tt.in))
			if err == nil || err.Error() != tt.want {
				t.Errorf("ReadRuleSet() error:\ngot  %v\nwant %v", err, tt.want)
			}
		})
	}
}

// TestReadRuleSet_file reads the nine-tile variant of seed 001 (RULES §3: 7, 8
// or 9 tiles placed earn the bingo bonus) and scores an eight-tile move.
func TestReadRuleSet_file(t *testing.T) {
	f, err := os.Open("testdata/rules/ro-9.json")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rs, err := ReadRuleSet(f)
	if err != nil {
		t.Fatal(err)
	}
	if rs.RackSize != 9 || rs.TotalTiles() != 100 {
		t.Errorf("rack size %d, %d tiles", rs.RackSize, rs.TotalTiles())
	}
	var b Board
	// H1 C (TW) 1, A 1, M 4, E (H4 DL) 2, R 1, A 1, T 1, A (H8 DW) 1: 12·3·2 = 72; 8 tiles: + 50.
	m := mustCheck(t, rs, nil, &b, nil, "H1 CAMERATA")
	if got, want := m.Breakdown(), "CAMERATA 72 + bingo 50 = 122"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// RULES §6: from the 4th technical warning on, 5 points each, whatever the
// rounds they are given in; checked against counting them one by one.
func TestWarningRulesCost(t *testing.T) {
	rs, _ := Builtin("ro")
	wr := rs.Warnings
	for given := range 12 {
		for units := range 9 {
			want := 0
			for n := given + 1; n <= given+units; n++ {
				if n >= wr.PenaltyFrom {
					want += wr.Penalty
				}
			}
			if got := wr.Cost(given, units); got != want {
				t.Errorf("Cost(%d, %d) = %d, want %d", given, units, got, want)
			}
		}
	}
	if got := (WarningRules{}).Cost(5, 5); got != 0 {
		t.Errorf("no penalty rule: Cost = %d", got)
	}
}
