package solver

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// TestScrabbles_RULES_9_6_Jokers works the seed's two joker examples (RULES
// §9.6) by hand, each on a board of its own with a word list of only the
// words on it and the two of the examples, so that the scrabbles of the group
// DEPNRU? can be counted on paper: the main word of 7 tiles placed is DEPUNERE
// or DEPUNERI, through exactly one tile of the board.
func TestScrabbles_RULES_9_6_Jokers(t *testing.T) {
	t.Parallel()
	rs := ruleSet(t, "ro")
	for _, tt := range []struct {
		name  string
		words []string
		moves []string
		want  []string
	}{
		{
			// The only I of the board is H8, with nothing above it: DEPUNERI
			// down column 8 ends on it. Its joker is an E, which may be
			// either of the two: "8a: DEoPUNERI" and "8a: DEPUNEoRI" are one
			// solution. Across row H the A of H7 is in the way; no E on the
			// board for DEPUNERE.
			name: "OneLetterTwice", words: []string{"AI", "DEPUNERE", "DEPUNERI"},
			moves: []string{"H7 AI"},
			want:  []string{"8A DEPUNeRI"},
		},
		{
			// The only E of the board is G3, in EST down column 3; DEPUNERE
			// and DEPUNERI both cross it with their second letter on row G,
			// their R on G8 making RAU with AU. With DEPUNERE the joker is
			// one of two Es (one solution), with DEPUNERI it is the I: "g2:
			// DEPUNEREo" and "g2: DEPUNERIo" are two. Down column 3 the S
			// under the E is in the way.
			name: "TwoLetters", words: []string{"AU", "TABLOU", "EST", "RAU", "DEPUNERE", "DEPUNERI"},
			moves: []string{"8H AU", "I3 TABLOU", "3G EST"},
			want:  []string{"G2 DEPUNERe", "G2 DEPUNERi"},
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g, err := lexicon.Build(tt.words)
			if err != nil {
				t.Fatal(err)
			}
			b := playAll(t, rs, newWordSet(tt.words), tt.moves...)
			var got []string
			for _, s := range New(rs, g).Scrabbles(&b, mustRack(t, "DEPNRU?")) {
				got = append(got, rs.FormatPosition(s.Pos)+" "+s.Word)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Scrabbles (-want +got):\n%s", diff)
			}
		})
	}
}

// TestScrabbles_BruteForce compares Scrabbles with the word-driven reference
// (every word of the small list written in every slot of the board, every
// way of taking its letters from the rack, kept when scoring.Check accepts
// it), keeping its moves of 7 tiles, one per position and word in capitals
// (RULES §9.6), on boards of games played with the small list and racks
// made from its words of 7 and 8 letters with 0, 1 and 2 jokers. Each
// solution's marking of its jokers must be a legal move of the rack.
func TestScrabbles_BruteForce(t *testing.T) {
	t.Parallel()
	rs := ruleSet(t, "ro")
	g, ws := smallLexicon(t)
	gen := New(rs, g)
	rng := rand.New(rand.NewPCG(9, 22))
	long := append(slices.Clone(ws.byLength[7]), ws.byLength[8]...)
	solutions := 0
	for i, p := range scrabblePositions(t, gen, rs, rng, long, 0, 48, -1) {
		var want []string
		for _, m := range wordMoves(rs, ws, &p.board, fits(&p.board, ws), p.rack) {
			if len(m.Placed) == rs.RackSize {
				want = append(want, rs.FormatPosition(m.Pos)+" "+strings.ToUpper(m.Word))
			}
		}
		slices.Sort(want)
		want = slices.Compact(want)
		var got []string
		for _, s := range gen.Scrabbles(&p.board, p.rack) {
			got = append(got, rs.FormatPosition(s.Pos)+" "+strings.ToUpper(s.Word))
			if _, err := scoring.Check(rs, ws, &p.board, &p.rack, scoring.Play{Pos: s.Pos, Word: s.Word}); err != nil {
				t.Errorf("position %d, rack %s: %s %s: %v", i, p.rack, rs.FormatPosition(s.Pos), s.Word, err)
			}
		}
		slices.Sort(got)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("position %d, rack %s:\n%s(-brute force +Scrabbles):\n%s", i, p.rack, &p.board, diff)
		}
		solutions += len(want)
	}
	t.Logf("%d scrabbles", solutions)
	if solutions < 48 {
		t.Fatalf("the positions hold %d scrabbles in all: too few to test anything", solutions)
	}
}

// TestScrabbles_NotAFullRack checks that a group of fewer tiles than a rack
// has no scrabble, even where its tiles make a move.
func TestScrabbles_NotAFullRack(t *testing.T) {
	t.Parallel()
	rs := ruleSet(t, "ro")
	g, _ := smallLexicon(t)
	var b scoring.Board
	gen := New(rs, g)
	if all := gen.All(&b, mustRack(t, "ACLMNO")); len(all) == 0 {
		t.Fatal("ACLMNO makes no move: the test proves nothing")
	}
	if got := gen.Scrabbles(&b, mustRack(t, "ACLMNO")); got != nil {
		t.Errorf("Scrabbles(ACLMNO) = %v, want none", got)
	}
}

// scrabblePositions returns n positions met in games played with gen (each
// move drawn among the 20 best of a rack from the bag), from boards of
// fromTiles tiles to about 40, each with a group of 7 made from a word of
// words (7 letters, or 8 less one drawn at random) of which jokers tiles
// are jokers, or i mod 3 for the i-th position when jokers is negative:
// groups that often make scrabbles.
func scrabblePositions(tb testing.TB, gen *Generator, rs *scoring.RuleSet, rng *rand.Rand, words []string, fromTiles, n, jokers int) []position {
	tb.Helper()
	var out []position
	for len(out) < n {
		var b scoring.Board
		bag := rs.FullBag()
		for b.Tiles() <= 40 && len(out) < n {
			if b.Tiles() < fromTiles {
				if !playRandom(gen, rs, rng, &b, &bag) {
					break
				}
				continue
			}
			word := []byte(words[rng.IntN(len(words))])
			if len(word) > rs.RackSize {
				k := rng.IntN(len(word))
				word = slices.Delete(word, k, k+1)
			}
			j := jokers
			if j < 0 {
				j = len(out) % 3
			}
			for _, k := range rng.Perm(len(word))[:j] {
				word[k] = '?'
			}
			out = append(out, position{board: b, rack: mustRack(tb, string(word))})
			if !playRandom(gen, rs, rng, &b, &bag) {
				break
			}
		}
	}
	return out
}

// playRandom plays on b one of the 20 best moves of a rack drawn from bag,
// putting back the tiles it does not place; false when the rack has none.
func playRandom(gen *Generator, rs *scoring.RuleSet, rng *rand.Rand, b *scoring.Board, bag *scoring.Rack) bool {
	var rack scoring.Rack
	for rack.Len() < rs.RackSize && bag.Len() > 0 {
		rack.Add(drawTile(rng, bag))
	}
	moves := gen.All(b, rack)
	if len(moves) == 0 {
		return false
	}
	m := moves[rng.IntN(min(20, len(moves)))]
	b.Apply(m)
	*bag = bag.Plus(rack.Minus(m.Tiles()))
	return true
}

// BenchmarkScrabbles lists the scrabbles of groups with 0, 1 and 2 jokers
// on 50 mid-game boards each (15 to 40 tiles, games of the embedded ro
// list), the groups made from the small list's words of 7 and 8 letters.
// It reports the median and slowest position's time (ms), each position's
// time being its fastest of the ops, and the most solutions of a position.
func BenchmarkScrabbles(b *testing.B) {
	rs := ruleSet(b, "ro")
	gen := New(rs, embeddedRo(b))
	_, ws := smallLexicon(b)
	long := append(slices.Clone(ws.byLength[7]), ws.byLength[8]...)
	for jokers := range 3 {
		b.Run(fmt.Sprintf("jokers=%d", jokers), func(b *testing.B) {
			positions := scrabblePositions(b, gen, rs, rand.New(rand.NewPCG(22, uint64(jokers))), long, 15, 50, jokers)
			fastest := make([]time.Duration, len(positions))
			for i := range fastest {
				fastest[i] = time.Hour
			}
			most := 0
			for b.Loop() {
				for i := range positions {
					p := &positions[i]
					start := time.Now()
					most = max(most, len(gen.Scrabbles(&p.board, p.rack)))
					fastest[i] = min(fastest[i], time.Since(start))
				}
			}
			slices.Sort(fastest)
			b.ReportMetric(float64(fastest[len(fastest)/2])/1e6, "median-ms")
			b.ReportMetric(float64(fastest[len(fastest)-1])/1e6, "worst-ms")
			b.ReportMetric(float64(most), "most-solutions")
		})
	}
}
