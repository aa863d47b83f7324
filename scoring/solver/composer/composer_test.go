package composer

import (
	"bufio"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/solver"
)

// smallList returns the rule set ro, the solver's test list (about 5,600
// Romanian words) as a graph and as a lexicon.
func smallList(t *testing.T) (*scoring.RuleSet, *lexicon.Graph, wordSet) {
	t.Helper()
	f, err := os.Open("../testdata/words.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var words []string
	set := wordSet{}
	for sc := bufio.NewScanner(f); sc.Scan(); {
		if w := strings.TrimSpace(sc.Text()); w != "" {
			words = append(words, w)
			set[w] = true
		}
	}
	g, err := lexicon.Build(words)
	if err != nil {
		t.Fatal(err)
	}
	rs, _ := scoring.Builtin("ro")
	return rs, g, set
}

// wordSet is a word list as a scoring.Lexicon.
type wordSet map[string]bool

func (w wordSet) Contains(s string) bool { return w[s] }

// TestSeries_BruteForce compares Series with every sequence of moves (every
// legal move of every group left, in every order, stopping anywhere): the
// lexicographic maximum of their scores (RULES §9.5), on groups of 4 tiles
// drawn from the set, small enough to enumerate.
func TestSeries_BruteForce(t *testing.T) {
	rs, g, _ := smallList(t)
	gen := solver.New(rs, g)
	rng := rand.New(rand.NewPCG(9, 5))
	for round := range 4 {
		bag := rs.FullBag()
		groups := make([]scoring.Rack, 3)
		for i := range groups {
			groups[i] = draw(rng, &bag, 4)
		}
		var b scoring.Board
		want := bruteSeries(gen, groups, &b, 0)
		got := Series(gen, groups).Scores()
		if compareInts(got, want) != 0 {
			t.Errorf("groups %v: Series scores %v, brute force %v", groups, got, want)
		}
		if len(want) == 0 && round == 0 {
			t.Fatalf("groups %v make no move: the test proves nothing", groups)
		}
	}
}

// bruteSeries returns the lexicographically best scores of any sequence
// of moves on b with the groups not in used.
func bruteSeries(gen *solver.Generator, groups []scoring.Rack, b *scoring.Board, used int) []int {
	var best []int
	for i, rack := range groups {
		if used&(1<<i) != 0 {
			continue
		}
		for _, m := range gen.All(b, rack) {
			next := *b
			next.Apply(m)
			s := append([]int{m.Score}, bruteSeries(gen, groups, &next, used|1<<i)...)
			if compareInts(s, best) > 0 {
				best = s
			}
		}
	}
	return best
}

// compareInts compares score sequences lexicographically, missing moves 0.
func compareInts(a, b []int) int {
	for k := range max(len(a), len(b)) {
		x, y := 0, 0
		if k < len(a) {
			x = a[k]
		}
		if k < len(b) {
			y = b[k]
		}
		if x != y {
			return x - y
		}
	}
	return 0
}

// TestBest_Legal checks that Best's solutions are legal under each offer:
// every move checked by scoring.Check on the board of the moves before it
// with the letters the offer still holds (the stock less what was placed,
// the string's next letters exactly, a group not yet played), scored as
// Check scores it.
func TestBest_Legal(t *testing.T) {
	rs, g, lex := smallList(t)
	gen := solver.New(rs, g)
	rng := rand.New(rand.NewPCG(3, 4))
	bag := rs.FullBag()
	partial := draw(rng, &bag, 30)
	bag = rs.FullBag()
	var sir strings.Builder
	for range 40 {
		sir.WriteString(draw(rng, &bag, 1).String())
	}
	bag = rs.FullBag()
	groups := []scoring.Rack{draw(rng, &bag, 7), draw(rng, &bag, 7), draw(rng, &bag, 7), draw(rng, &bag, 7)}
	for _, tt := range []struct {
		name  string
		offer Offer
	}{
		{"Integral", Offer{Letters: rs.FullBag()}},
		{"Partial", Offer{Letters: partial}},
		{"Sir", Offer{String: sir.String()}},
		{"NScrabble", Offer{Groups: groups}},
		{"NScrabbleImposed", Offer{Groups: groups, Imposed: true}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := Best(gen, tt.offer, 200*time.Millisecond, 1)
			if len(s.Steps) == 0 || s.Exact {
				t.Fatalf("%d moves, exact %v: want moves, not exact", len(s.Steps), s.Exact)
			}
			var b scoring.Board
			stock, next, last, played := tt.offer.Letters, 0, 0, map[int]bool{}
			for i, st := range s.Steps {
				rack := stock
				switch {
				case tt.offer.String != "":
					rack = rackOf(tt.offer.String[next : next+len(st.Move.Placed)])
					next += len(st.Move.Placed)
				case tt.offer.Groups != nil:
					rack = tt.offer.Groups[st.Group-1]
					if played[st.Group] || tt.offer.Imposed && st.Group <= last {
						t.Fatalf("move %d plays group %d after group %d", i+1, st.Group, last)
					}
					last, played[st.Group] = st.Group, true
				}
				m, err := scoring.Check(rs, lex, &b, &rack, scoring.Play{Pos: st.Move.Pos, Word: st.Move.Word})
				if err != nil || m.Score != st.Move.Score || m.Tiles() != st.Move.Tiles() {
					t.Fatalf("move %d %s: %v, score %d want %d", i+1, rs.FormatMove(st.Move), err, m.Score, st.Move.Score)
				}
				b.Apply(m)
				stock = stock.Minus(m.Tiles())
			}
		})
	}
}
