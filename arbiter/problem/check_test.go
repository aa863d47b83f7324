package problem

import (
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/scoring"
)

// testWords is the word list of the tests: RULES §3's COLUMNA and VAH, a
// few short words around them, and the words of the Superscrabble board of
// the seed's joker example (RULES §9.6).
var testWords = []string{"COLUMNA", "VAH", "VAL", "CA", "OH", "AL", "LA", "UN", "AU", "TABLOU", "EST", "RAU", "DEPUNERE", "DEPUNERI"}

// wordSet is a word list as a scoring.Lexicon.
type wordSet map[string]bool

func (w wordSet) Contains(s string) bool { return w[s] }

// judge returns a Judge of rule set ro over words, less those of except.
func judge(t testing.TB, except ...string) Judge {
	t.Helper()
	rs, _ := scoring.Builtin("ro")
	set := wordSet{}
	for _, w := range testWords {
		set[w] = true
	}
	for _, w := range except {
		delete(set, w)
	}
	return Judge{RS: rs, Lex: set}
}

// read reads a sheet of kind from its JSON text.
func read(t *testing.T, j Judge, kind Kind, text string) *Sheet {
	t.Helper()
	s, err := ReadSheet(j.RS, kind, strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	return &s
}

// brief is a verdict's moves as "status score reason warnings" lines.
func brief(moves []MoveVerdict) []string {
	var out []string
	for _, m := range moves {
		line := string(m.Status) + " " + strconv.Itoa(m.Score)
		if m.Reason != "" {
			line += " " + m.Reason
		}
		if len(m.Warnings) > 0 {
			line += " [" + strings.Join(m.Warnings, " ") + "]"
		}
		out = append(out, line)
	}
	return out
}

// TestCheck_Integral works RULES §9.2 and §9.1 by hand. H8 COLUMNA scores
// 78 and I7 VAH 60 (RULES §3). Without VAH in the list, I7 VAH is refused
// but stays laid (RULES §8.5); 7I VAL, through its V, rests on it: on the
// board of the moves that stand, AL on J7–K7 touches nothing, so it is
// cancelled. 14H AL (A of COLUMNA, L on I14, no premium) scores 2.
func TestCheck_Integral(t *testing.T) {
	moves := `[{"position": "H8", "word": "COLUMNA", "score": 78}, {"position": "I7", "word": "VAH", "score": 60}]`
	for _, tt := range []struct {
		name      string
		except    []string
		sheet     string
		want      []string
		technical int
		penalty   int
		total     int
	}{
		{name: "RULES_3", sheet: `{"rounds": [{"moves": ` + moves + `}]}`,
			want: []string{"valid 78", "valid 60"}, total: 138},
		{name: "Cascade", except: []string{"VAH"},
			sheet: `{"discipline": "integral", "rounds": [{"moves": ` + moves + `}, {"moves": [
				{"position": "7I", "word": "VAL", "score": 12}, {"position": "14H", "word": "AL"}]}]}`,
			want:      []string{"valid 78", "refused 0 not_in_lexicon", "cancelled 0 rests_on_refused", "valid 2 [missing_score]"},
			technical: 1, total: 80},
		{
			// Four wrong figures: the 4th costs 5 points (RULES §6, §9.1).
			name: "Penalty", sheet: `{"rounds": [{"moves": [{"position": "H8", "word": "COLUMNA", "score": 7},
				{"position": "I7", "word": "VAH", "score": 6}, {"position": "14H", "word": "AL"}, {"position": "11H", "word": "UN", "score": 1}]}]}`,
			want:      []string{"valid 78 [wrong_score]", "valid 60 [wrong_score]", "valid 2 [missing_score]", "valid 2 [wrong_score]"},
			technical: 4, penalty: 5, total: 137,
		},
		{
			// The first move must cover H8: CA on H2 is refused, and COLUMNA
			// is then the first move. Four Zs are more than the set's Z and
			// two jokers: refused.
			name: "FirstMoveAndLetters", sheet: `{"rounds": [{"moves": [{"position": "H2", "word": "CA", "score": 4},
				{"position": "H8", "word": "COLUMNA", "score": 78}, {"position": "I7", "word": "VAH", "score": 60},
				{"position": "J9", "word": "ZZZZ", "score": 0}]}]}`,
			want:  []string{"refused 0 center_not_covered", "valid 78", "valid 60", "refused 0 rack_lacks_letter"},
			total: 138,
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			j := judge(t, tt.except...)
			v := j.Check(read(t, j, Integral, tt.sheet))
			var got []string
			for _, r := range v.Rounds {
				got = append(got, brief(r)...)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("moves (-want +got):\n%s", diff)
			}
			if v.Technical != tt.technical || v.Penalty != tt.penalty || v.Total != tt.total {
				t.Errorf("technical %d, penalty %d, total %d; want %d, %d, %d", v.Technical, v.Penalty, v.Total, tt.technical, tt.penalty, tt.total)
			}
		})
	}
}

// TestCheck_Partial: only the letters drawn (RULES §9.3). The 21 letters
// hold COLUMNA and VAH but one L: VAL after them is refused.
func TestCheck_Partial(t *testing.T) {
	j := judge(t)
	v := j.Check(read(t, j, Partial, `{"discipline": "partial", "letters": "ACLMNOU AHV EEIIRRSSTT?",
		"rounds": [{"moves": [{"position": "H8", "word": "COLUMNA", "score": 78}, {"position": "I7", "word": "VAH", "score": 60},
			{"position": "7I", "word": "VAL", "score": 13}]}]}`))
	if diff := cmp.Diff([]string{"valid 78", "valid 60", "refused 0 rack_lacks_letter"}, brief(v.Rounds[0])); diff != "" {
		t.Errorf("moves (-want +got):\n%s", diff)
	}
	if v.Total != 138 {
		t.Errorf("total %d, want 138", v.Total)
	}
}

// TestCheck_Sir works RULES §9.4: each move places the string's next
// letters. The string starts ACLMNOU (COLUMNA), then AHV (VAH), then LA.
func TestCheck_Sir(t *testing.T) {
	const letters = `"letters": "ACLMNOUAHVLAEIRSTEIRSTEIRSTEIRST"`
	for _, tt := range []struct {
		name, moves string
		except      []string
		want        []string
		total       int
	}{
		{name: "InOrder", moves: `{"position": "H8", "word": "COLUMNA", "score": 78}, {"position": "I7", "word": "VAH", "score": 60}`,
			want: []string{"valid 78", "valid 60"}, total: 138},
		{
			// VAL takes V, A and L: the string's next letters are A, H, V.
			// It and everything after it are cancelled.
			name:  "Skips",
			moves: `{"position": "H8", "word": "COLUMNA", "score": 78}, {"position": "7I", "word": "VAL", "score": 13}, {"position": "I7", "word": "VAH", "score": 60}`,
			want:  []string{"valid 78", "cancelled 0 out_of_string_order", "cancelled 0 after_string_break"}, total: 78,
		},
		{
			// VAH refused (not in the list) still takes A, H, V from the
			// string, so 14H AL, which places an L alone (the A is
			// COLUMNA's), takes the next letter, L, and stands.
			name: "RefusedKeepsItsPlace", except: []string{"VAH"},
			moves: `{"position": "H8", "word": "COLUMNA", "score": 78}, {"position": "I7", "word": "VAH", "score": 60}, {"position": "14H", "word": "AL", "score": 2}`,
			want:  []string{"valid 78", "refused 0 not_in_lexicon", "valid 2"}, total: 80,
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			j := judge(t, tt.except...)
			v := j.Check(read(t, j, Sir, `{`+letters+`, "rounds": [{"moves": [`+tt.moves+`]}]}`))
			if diff := cmp.Diff(tt.want, brief(v.Rounds[0])); diff != "" {
				t.Errorf("moves (-want +got):\n%s", diff)
			}
			if v.Total != tt.total {
				t.Errorf("total %d, want %d", v.Total, tt.total)
			}
		})
	}
}

// maximeGroups are the groups of the Serie de maxime and N-Scrabble tests:
// COLUMNA's, VAH's with AL, and one with no move.
const maximeGroups = `"groups": {"1": "ACLMNOU", "2": "AHLMUVX", "3": "BBCDFGZ"}`

// TestCheck_Maxime works RULES §9.5: one move per group in the order
// chosen, each group once; the scores in order are the ranking key.
func TestCheck_Maxime(t *testing.T) {
	j := judge(t)
	v := j.Check(read(t, j, Maxime, `{`+maximeGroups+`, "moves": [
		{"group": 1, "position": "H8", "word": "COLUMNA", "score": 78},
		{"group": 1, "position": "14H", "word": "AL", "score": 2},
		{"group": 2, "position": "I7", "word": "VAH", "score": 50},
		{"group": 4, "position": "11H", "word": "UN", "score": 2}]}`))
	if diff := cmp.Diff([]string{"valid 78", "refused 0 group_used", "valid 60 [wrong_score]", "refused 0 no_such_group"}, brief(v.Moves)); diff != "" {
		t.Errorf("moves (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]int{78, 0, 60, 0}, v.Scores); diff != "" {
		t.Errorf("scores (-want +got):\n%s", diff)
	}
	if v.Total != 138 || v.Penalty != 0 || v.RankingPenalty != 0 {
		t.Errorf("total %d, penalty %d, ranking penalty %d; want 138, 0, 0", v.Total, v.Penalty, v.RankingPenalty)
	}
}

// TestCheck_NScrabbleImposed: with the order imposed (RULES §9.9) group 1
// after group 2 is refused. H7 VAH is a first move: (8+1+10)·2 = 38.
func TestCheck_NScrabbleImposed(t *testing.T) {
	j := judge(t)
	v := j.Check(read(t, j, NScrabble, `{`+maximeGroups+`, "order": "imposed", "moves": [
		{"group": 2, "position": "H7", "word": "VAH", "score": 20},
		{"group": 1, "position": "I8", "word": "COLUMNA", "score": 70}]}`))
	if diff := cmp.Diff([]string{"valid 38 [wrong_score]", "refused 0 group_order"}, brief(v.Moves)); diff != "" {
		t.Errorf("moves (-want +got):\n%s", diff)
	}
}

// superscrabbleBoard is the board of the seed's "g2" example (RULES §9.6):
// 8H AU, I3 TABLOU, 3G EST, where DEPNRU? makes G2 DEPUNERE and G2 DEPUNERI.
const superscrabbleBoard = `"board": [
	"...............", "...............", "...............", "...............",
	"...............", "...............", "..E............", "..S....A.......",
	"..TABLOU.......", "...............", "...............", "...............",
	"...............", "...............", "..............."]`

// TestCheck_Superscrabble works RULES §9.6: the same solution twice counts
// once, however its joker is marked; a claim that is not a scrabble earns a
// technical warning; the 4th warning costs a solution, then every 3rd more.
func TestCheck_Superscrabble(t *testing.T) {
	good := `{"position": "g2", "word": "DEPUNERe"}, {"position": "G2", "word": "DEPUNeRE"}, {"position": "G2", "word": "DEPUNERi"}`
	bad := `, {"position": "8A", "word": "DEPUNERi"}`
	for _, tt := range []struct {
		name                       string
		claims                     string
		found, technical, solution int
	}{
		{name: "Seed", claims: good, found: 2, solution: 2},
		{name: "ThreeWarnings", claims: good + strings.Repeat(bad, 3), found: 2, technical: 3, solution: 2},
		{name: "FourWarnings", claims: good + strings.Repeat(bad, 4), found: 2, technical: 4, solution: 1},
		{name: "SevenWarnings", claims: good + strings.Repeat(bad, 7), found: 2, technical: 7, solution: 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			j := judge(t)
			v := j.Check(read(t, j, Superscrabble, `{`+superscrabbleBoard+`, "rack": "DEPNRU?", "solutions": [`+tt.claims+`]}`))
			if v.Found != tt.found || v.Technical != tt.technical || v.Solutions != tt.solution {
				t.Errorf("found %d, technical %d, solutions %d; want %d, %d, %d", v.Found, v.Technical, v.Solutions, tt.found, tt.technical, tt.solution)
			}
			want := []string{"valid 0", "duplicate 0", "valid 0"}
			for range tt.technical {
				want = append(want, "refused 0 incomplete_word [refused_claim]")
			}
			if diff := cmp.Diff(want, brief(v.Claims)); diff != "" {
				t.Errorf("claims (-want +got):\n%s", diff)
			}
		})
	}
}

// TestCheck_Incomplet works RULES §9.7: the grid of the seed's "g2" example
// built from the empty board (AU 2 tiles, TABLOU 5, EST 2: 9 letters used),
// then its two scrabbles.
func TestCheck_Incomplet(t *testing.T) {
	j := judge(t)
	v := j.Check(read(t, j, Incomplet, `{"rack": "DEPNRU?", "rounds": [{"moves": [
		{"position": "8H", "word": "AU", "score": 4}, {"position": "I3", "word": "TABLOU", "score": 16}, {"position": "3G", "word": "EST", "score": 3}]}],
		"solutions": [{"position": "G2", "word": "DEPUNERe"}, {"position": "G2", "word": "DEPUNERi"}]}`))
	if v.Found != 2 || v.Solutions != 2 || v.LettersUsed != 9 {
		t.Errorf("found %d, solutions %d, letters used %d; want 2, 2, 9\n%v", v.Found, v.Solutions, v.LettersUsed, brief(v.Rounds[0]))
	}
}

// consonantGroups are the groups of the consonant variant's tests, as
// announced (RULES §9.5, §9.9): COLUMNA's consonants, VAH's with LMX, 7
// consonants, and R alone (drawn with 6 vowels).
const consonantGroups = `"announced": "consonants", "groups": {"1": "CLMN", "2": "HLMVX", "3": "BCDGRTZ", "4": "R"}`

// TestCheck_MaximeConsonants works the consonant variant by hand (RULES
// §9.5, §8.8): each move completes its group with vowels of the player's
// pool, up to 7 letters. H8 COLUMNA adds O, U, A to CLMN (3 of the 3
// allowed) and scores 78, I7 VAH adds A (1 of 2) and scores 60, as RULES
// §3. 14G RAU with group 3 adds U to 7 consonants: refused, 0. With group
// 4 (R, up to 6 vowels) it stands: R on G14, the A of COLUMNA, U on I14,
// no premium: 1 + 1 + 1 = 3.
func TestCheck_MaximeConsonants(t *testing.T) {
	j := judge(t)
	v := j.Check(read(t, j, Maxime, `{`+consonantGroups+`, "moves": [
		{"group": 1, "position": "H8", "word": "COLUMNA", "score": 78},
		{"group": 3, "position": "14G", "word": "RAU", "score": 3},
		{"group": 2, "position": "I7", "word": "VAH", "score": 60},
		{"group": 4, "position": "14G", "word": "RAU", "score": 3}]}`))
	if diff := cmp.Diff([]string{"valid 78", "refused 0 too_many_vowels", "valid 60", "valid 3"}, brief(v.Moves)); diff != "" {
		t.Errorf("moves (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]int{78, 0, 60, 3}, v.Scores); diff != "" {
		t.Errorf("scores (-want +got):\n%s", diff)
	}
}

// racks returns a parser of racks under rs that fails t on a bad one.
func racks(t *testing.T, rs *scoring.RuleSet) func(string) scoring.Rack {
	return func(s string) scoring.Rack {
		t.Helper()
		r, err := rs.ParseRack(s)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
}

// TestGroups_VowelPool: a vowel laid leaves the player's pool, whether the
// move stands or not (RULES §8.8): with one A left, the second move's
// group offers no A.
func TestGroups_VowelPool(t *testing.T) {
	j := judge(t)
	rack := racks(t, j.RS)
	g := &groups{groups: []scoring.Rack{rack("CLMN"), rack("LR")}, used: make([]bool, 2), rs: j.RS, pool: rack("AO")}
	if got, _ := g.offer(Move{Group: 1}); got != rack("ACLMNO") || g.most != 3 {
		t.Errorf("group 1 offers %s, %d vowels; want ACLMNO, 3", got, g.most)
	}
	g.took(rack("ACL"), false)
	if got, _ := g.offer(Move{Group: 2}); got != rack("LOR") || g.most != 5 {
		t.Errorf("group 2 offers %s, %d vowels; want LOR, 5", got, g.most)
	}
	if r := g.refuses(rack("LO")); r != "" {
		t.Errorf("one vowel of 5 refused: %s", r)
	}
}

// TestCheck_ConsonantsRefusedMoveOffered: a refused move lays only tiles it
// was offered (RULES §8.5, §8.8). H8 COLUMNA takes one of ro's 6 U from
// the pool; A1 RUUUUUU with group 4 (R, up to 6 vowels) touches nothing,
// and asks for 6 U of the 5 left: it is refused for the U, lays nothing
// and takes nothing, so the pool still holds 5 U and no later use of U is
// free. Before, it was laid, its 6 U wrapped the pool's count and the
// refusal said not_connected.
func TestCheck_ConsonantsRefusedMoveOffered(t *testing.T) {
	j := judge(t)
	v := j.Check(read(t, j, NScrabble, `{`+consonantGroups+`, "moves": [
		{"group": 1, "position": "H8", "word": "COLUMNA", "score": 78},
		{"group": 4, "position": "A1", "word": "RUUUUUU", "score": 9}]}`))
	if diff := cmp.Diff([]string{"valid 78", "refused 0 rack_lacks_letter"}, brief(v.Moves)); diff != "" {
		t.Errorf("moves (-want +got):\n%s", diff)
	}
	if got := v.Moves[1].Culprit; got != "U" {
		t.Errorf("culprit %q, want U", got)
	}
}

// TestGroups_RefusedMoveTakesNothing: a refused move whose tiles the pool
// cannot give takes none of them (RULES §8.8), the pool's count never
// wraps.
func TestGroups_RefusedMoveTakesNothing(t *testing.T) {
	j := judge(t)
	rack := racks(t, j.RS)
	g := &groups{groups: []scoring.Rack{rack("R"), rack("L")}, used: make([]bool, 2), rs: j.RS, pool: rack("UU")}
	p := &player{rs: j.RS, lex: j.Lex}
	p.laid.Set(7, 7, 'A')
	p.standing = p.laid
	if mv := p.play(Move{Group: 1, Position: "A1", Word: "RUUU"}, g); mv.Reason != string(scoring.ErrRackLacksLetter) {
		t.Errorf("A1 RUUU with 2 U left: %s %s, want rack_lacks_letter", mv.Status, mv.Reason)
	}
	if g.pool != rack("UU") {
		t.Errorf("pool %s after the refused move, want UU", g.pool)
	}
}

// TestFirstMoveAfterRefusedOpening_AsIntegral: the sequence of the
// Anticipation test of the same name (package anticipation), A1 AL then
// H8 ARE, read as Scrabble integral: A1 AL misses the centre, H8 ARE is a
// first move (RULES §9.1) and scores (1+1+1)×2 = 6, as the Anticipation
// checker scores it (RULES §8.5).
func TestFirstMoveAfterRefusedOpening_AsIntegral(t *testing.T) {
	j := judge(t)
	j.Lex = wordSet{"AL": true, "ARE": true}
	v := j.Check(read(t, j, Integral, `{"rounds": [{"moves": [
		{"position": "A1", "word": "AL", "score": 2}, {"position": "H8", "word": "ARE", "score": 6}]}]}`))
	if diff := cmp.Diff([]string{"refused 0 center_not_covered", "valid 6"}, brief(v.Rounds[0])); diff != "" {
		t.Errorf("moves (-want +got):\n%s", diff)
	}
}

// FuzzCheckBoard checks any board a file can give (RULES §9.8's reading):
// an error or nil, never a panic; the seed's board passes.
func FuzzCheckBoard(f *testing.F) {
	seed := strings.Join([]string{"...............", "...............", "...............", "...............",
		"...............", "...............", "..E............", "..S....A.......", "..TABLOU.......", "...............",
		"...............", "...............", "...............", "...............", "..............."}, "\n") + "\n"
	f.Add(seed)
	f.Add(strings.Replace(seed, "..E", "ZZE", 1))
	f.Add(strings.Replace(seed, "..TABLOU", "..TABLOu", 1))
	j := judge(f)
	f.Fuzz(func(t *testing.T, text string) {
		b, err := scoring.ReadBoard(strings.NewReader(text))
		if err != nil {
			return
		}
		err = CheckBoard(j.RS, j.Lex, &b)
		if text == seed && err != nil {
			t.Errorf("the seed's board: %v", err)
		}
	})
}
