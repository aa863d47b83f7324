package solver

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// testWords is testdata/words.txt: about 5,600 Romanian words (all of 2 and 3
// letters, a sample of 4 to 9), read once.
var testWords = sync.OnceValues(func() ([]string, error) {
	f, err := os.Open("testdata/words.txt")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var words []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if w := strings.TrimSpace(sc.Text()); w != "" {
			words = append(words, w)
		}
	}
	return words, sc.Err()
})

// smallLexicon returns the graph and the word set of testdata/words.txt.
func smallLexicon(tb testing.TB) (*lexicon.Graph, *wordSet) {
	tb.Helper()
	words, err := testWords()
	if err != nil {
		tb.Fatal(err)
	}
	g, err := lexicon.Build(words)
	if err != nil {
		tb.Fatal(err)
	}
	return g, newWordSet(words)
}

func ruleSet(tb testing.TB, name string) *scoring.RuleSet {
	tb.Helper()
	rs, ok := scoring.Builtin(name)
	if !ok {
		tb.Fatalf("no built-in rule set %q", name)
	}
	return rs
}

// playAll plays moves such as "H8 COLUMNA" on an empty board, checking each.
func playAll(tb testing.TB, rs *scoring.RuleSet, lex scoring.Lexicon, moves ...string) scoring.Board {
	tb.Helper()
	var b scoring.Board
	for _, s := range moves {
		p, err := rs.ParsePlay(s)
		if err != nil {
			tb.Fatal(err)
		}
		m, err := scoring.Check(rs, lex, &b, nil, p)
		if err != nil {
			tb.Fatalf("%s: %v", s, err)
		}
		b.Apply(m)
	}
	return b
}

// describe prints moves one a line, for failure messages.
func describe(rs *scoring.RuleSet, moves []scoring.Move) string {
	var sb strings.Builder
	for _, m := range moves {
		fmt.Fprintf(&sb, "  %s %d\n", rs.FormatMove(m), m.Score)
	}
	return sb.String()
}

// compareMoves fails when got and want differ, showing the position.
func compareMoves(t *testing.T, rs *scoring.RuleSet, b *scoring.Board, rack scoring.Rack, got, want []scoring.Move) {
	t.Helper()
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("rack %s on\n%s\n%d moves, want %d; only in solver:\n%sonly in reference:\n%s",
			rack, b, len(got), len(want), describe(rs, minus(got, want)), describe(rs, minus(want, got)))
	}
}

// topCount returns how many of moves, sorted by score, reach the first one's score.
func topCount(moves []scoring.Move) int {
	n := 0
	for n < len(moves) && moves[n].Score == moves[0].Score {
		n++
	}
	return n
}

// sameMove reports whether a and b are the same move with the same words and
// scores (a quicker cmp.Equal).
func sameMove(a, b scoring.Move) bool {
	return a.Pos == b.Pos && a.Word == b.Word && a.Score == b.Score && a.Bingo == b.Bingo &&
		a.UnmarkedJoker == b.UnmarkedJoker && slices.Equal(a.Placed, b.Placed) && slices.Equal(a.Words, b.Words)
}

// minus returns the moves of a whose placement and score are not in b.
func minus(a, b []scoring.Move) []scoring.Move {
	in := map[string]bool{}
	for _, m := range b {
		in[fmt.Sprint(m.Pos, m.Word, m.Score)] = true
	}
	var out []scoring.Move
	for _, m := range a {
		if !in[fmt.Sprint(m.Pos, m.Word, m.Score)] {
			out = append(out, m)
		}
	}
	return out
}

// TestAll_EmptyBoardMatchesReferences checks the moves of the empty board,
// where only the moves across are searched and those down are their mirror
// images: All, Top and Generate against the references, with 0, 1 and 2
// jokers.
func TestAll_EmptyBoardMatchesReferences(t *testing.T) {
	t.Parallel()
	g, ws := smallLexicon(t)
	rs := ruleSet(t, "ro")
	gen := New(rs, g)
	var b scoring.Board
	for _, rack := range []string{"ACLMNOU", "AEIRST", "BDO", "ZZ", "AEINRS?", "CEGI??"} {
		r := mustRack(t, rack)
		got := gen.All(&b, r)
		want := wordMoves(rs, ws, &b, fits(&b, ws), r)
		compareMoves(t, rs, &b, r, got, want)
		if r.Len() < 7 && r.Jokers() == 0 { // 7 tiles: 13,699 arrangements a square, too slow
			compareMoves(t, rs, &b, r, got, permutationMoves(rs, ws, &b, r))
		}
		compareMoves(t, rs, &b, r, gen.Top(&b, r), want[:topCount(want)])
		var reported []scoring.Move
		gen.Generate(&b, r, func(c *Candidate) bool {
			reported = append(reported, gen.Move(&b, c))
			return true
		})
		SortMoves(reported)
		compareMoves(t, rs, &b, r, reported, want)
	}
}

// TestPremiums_SymmetricAboutTheDiagonal checks what the search of the empty
// board relies on: the premium of each square is that of its mirror image.
func TestPremiums_SymmetricAboutTheDiagonal(t *testing.T) {
	t.Parallel()
	for r := range scoring.Size {
		for c := range scoring.Size {
			if p, q := scoring.PremiumAt(r, c), scoring.PremiumAt(c, r); p != q {
				t.Errorf("premium at row %d, column %d is %v, at row %d, column %d %v", r, c, p, c, r, q)
			}
		}
	}
}

// TestAll_SingleTile checks the reading of a one-tile move (package doc): with
// words both ways it is one move, across, its column word a cross word.
func TestAll_SingleTile(t *testing.T) {
	t.Parallel()
	g, ws := smallLexicon(t)
	rs := ruleSet(t, "ro")
	// C on H8 and A on H9, then I on I9 below the A: an A on I8 forms AI
	// across (with the I of I9) and CA down (with the C of H8).
	b := playAll(t, rs, ws, "H8 CA", "9H AI")
	rack := mustRack(t, "A")
	got := New(rs, g).All(&b, rack)
	compareMoves(t, rs, &b, rack, got, wordMoves(rs, ws, &b, fits(&b, ws), rack))
	want := scoring.Move{
		Pos: scoring.Position{Row: 8, Col: 7}, Word: "AI",
		Placed: []scoring.Placement{{Row: 8, Col: 7, Tile: 'A'}},
		Words: []scoring.WordScore{
			{Pos: scoring.Position{Row: 8, Col: 7}, Word: "AI", Score: 2},
			{Pos: scoring.Position{Row: 7, Col: 7, Dir: scoring.Down}, Word: "CA", Score: 2},
		},
		Score: 4,
	}
	var atI8 []scoring.Move
	for _, m := range got {
		if m.Placed[0] == want.Placed[0] {
			atI8 = append(atI8, m)
		}
	}
	if diff := cmp.Diff([]scoring.Move{want}, atI8); diff != "" {
		t.Errorf("moves placing A on I8 (-want +got):\n%s", diff)
	}
}

// rackKinds are the racks the property test tries: 7 letters, 6 letters and
// a joker, 5 letters and 2 jokers, and 8 letters of which at most 7 are
// placed (the Eliptic variant, RULES §7; on some positions 9 letters, all
// placeable). Each position gets two of them.
var rackKinds = []struct {
	name            string
	letters, jokers int
}{
	{"7letters", 7, 0},
	{"6letters1joker", 6, 1},
	{"5letters2jokers", 5, 2},
	{"8letters", 8, 0},
}

// randomRack draws letters tiles from the letters of rs's set (jokers apart)
// and adds jokers.
func randomRack(rng *rand.Rand, rs *scoring.RuleSet, letters, jokers int) scoring.Rack {
	bag := rs.FullBag()
	bag[scoring.JokerIndex] = 0
	var r scoring.Rack
	for range letters {
		r.Add(drawTile(rng, &bag))
	}
	r[scoring.JokerIndex] = uint8(jokers)
	return r
}

// drawTile takes a random tile off bag and returns it ('A'–'Z' or '?').
func drawTile(rng *rand.Rand, bag *scoring.Rack) byte {
	k := rng.IntN(bag.Len())
	for i, n := range bag {
		if k < int(n) {
			bag[i]--
			if i == scoring.JokerIndex {
				return '?'
			}
			return byte('A' + i)
		}
		k -= int(n)
	}
	panic("draw from an empty bag")
}

// randomPositions plays games of random legal moves from racks drawn from the
// bag and returns every position met, up to n.
func randomPositions(rng *rand.Rand, rs *scoring.RuleSet, gen *Generator, n int) []scoring.Board {
	var out []scoring.Board
	for len(out) < n {
		var b scoring.Board
		bag := rs.FullBag()
		var rack scoring.Rack
		for len(out) < n {
			for rack.Len() < rs.RackSize && bag.Len() > 0 {
				rack.Add(drawTile(rng, &bag))
			}
			out = append(out, b)
			moves := gen.All(&b, rack)
			if len(moves) == 0 {
				break
			}
			m := moves[rng.IntN(len(moves))]
			b.Apply(m)
			rack = rack.Minus(m.Tiles())
		}
	}
	return out
}

// TestAll_MatchesReference is the property test: on random positions reached
// by random legal moves, the generator finds exactly the moves the word-driven
// reference finds, with the same words and scores, for every kind of rack.
func TestAll_MatchesReference(t *testing.T) {
	t.Parallel()
	g, ws := smallLexicon(t)
	rs := ruleSet(t, "ro")
	// Variants: jokers that may not stand for K, Q, W, Y (as in it), and
	// racks of 9 placing up to 9 tiles, 7, 8 or 9 earning the bingo (seed 001).
	noKQWY, nine := *rs, *rs
	noKQWY.JokerLetters = "ABCDEFGHIJLMNOPRSTUVXZ"
	nine.RackSize, nine.Bingo.Tiles = 9, []int{7, 8, 9}
	gens := map[*scoring.RuleSet]*Generator{rs: New(rs, g), &noKQWY: New(&noKQWY, g), &nine: New(&nine, g)}
	gen := gens[rs]
	rng := rand.New(rand.NewPCG(1, 2))
	positions := 1000
	if testing.Short() {
		positions = 100
	}
	for i, b := range randomPositions(rng, rs, gen, positions) {
		// Blocks of 4 positions hold every kind of rack with each rule set;
		// 1 block in 10 without ARBITER_LONG_TESTS (sample_test.go).
		check := sampled(i, 4, 10)
		var fs []fit
		if check {
			fs = fits(&b, ws)
		}
		for k, kind := range rackKinds {
			if (i+k)%2 == 1 {
				continue // two kinds a position, each kind on half of them, keep the test short
			}
			set, letters := rs, kind.letters
			switch {
			case kind.jokers > 0 && i%4 >= 2:
				set = &noKQWY
			case kind.letters == 8 && i%4 >= 2:
				set, letters = &nine, 9
			}
			rack := randomRack(rng, set, letters, kind.jokers)
			if !check {
				continue
			}
			gen := gens[set]
			got := gen.All(&b, rack)
			want := wordMoves(set, ws, &b, fs, rack)
			if !slices.EqualFunc(want, got, sameMove) {
				t.Logf("position %d, %s", i, kind.name)
				compareMoves(t, set, &b, rack, got, want)
			}
			top := gen.Top(&b, rack)
			if n := topCount(want); !slices.EqualFunc(want[:n], top, sameMove) {
				t.Logf("position %d, %s: Top()", i, kind.name)
				compareMoves(t, set, &b, rack, top, want[:n])
			}
			if exists := gen.Exists(&b, rack); exists != (len(want) > 0) {
				t.Fatalf("position %d, %s: Exists() = %v with %d moves\n%s", i, kind.name, exists, len(want), &b)
			}
		}
	}
}

// TestAll_MatchesPermutationReference checks the generator, and so the
// word-driven reference, against the rack-driven one on random positions
// with 5-letter racks (every ordered choice of tiles on every square).
func TestAll_MatchesPermutationReference(t *testing.T) {
	t.Parallel()
	g, ws := smallLexicon(t)
	rs := ruleSet(t, "ro")
	gen := New(rs, g)
	rng := rand.New(rand.NewPCG(3, 4))
	for i, b := range randomPositions(rng, rs, gen, 40) {
		rack := randomRack(rng, rs, 5, 0)
		if !sampled(i, 1, 4) {
			continue
		}
		got := gen.All(&b, rack)
		if want := permutationMoves(rs, ws, &b, rack); !slices.EqualFunc(want, got, sameMove) {
			t.Logf("position %d", i)
			compareMoves(t, rs, &b, rack, got, want)
		}
	}
}
