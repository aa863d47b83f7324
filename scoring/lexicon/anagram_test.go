package lexicon_test

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"

	gocmp "github.com/google/go-cmp/cmp"

	"arbiter/scoring"
)

// rackOf returns the rack of tiles s ('A'–'Z', '?' for a joker).
func rackOf(s string) scoring.Rack {
	var r scoring.Rack
	for i := 0; i < len(s); i++ {
		r.Add(s[i])
	}
	return r
}

// anagramsByHand is the reference for Anagrams: each word of the list that
// the rack spells, a joker in lower case wherever no tile of the letter is
// left reading left to right.
func anagramsByHand(words []string, jokerLetters string, rack scoring.Rack, minLen int) []string {
	var out []string
	for _, w := range sortedUnique(words) {
		left := rack
		b := []byte(w)
		ok := len(w) >= minLen
		for i := 0; ok && i < len(b); i++ {
			switch c := b[i]; {
			case left.Remove(c):
			case slices.Contains([]byte(jokerLetters), c) && left.Remove('?'):
				b[i] = c - 'A' + 'a'
			default:
				ok = false
			}
		}
		if ok {
			out = append(out, string(b))
		}
	}
	slices.SortStableFunc(out, func(a, b string) int { return cmp.Compare(len(b), len(a)) })
	return out
}

func TestAnagrams(t *testing.T) {
	rs := builtin(t, "ro")
	g := mustBuild(t, smallList)
	tests := []struct {
		rack   string
		minLen int
		want   []string
	}{
		{"ABAC", 2, []string{"ABAC", "CABA", "ABA", "BAC", "CAB", "AB", "BA"}},
		{"CA?", 3, []string{"bAC", "CAb"}},
		{"??", 1, []string{"ab", "ba", "zz", "a"}},
		{"XYZ", 2, nil},
	}
	for _, tt := range tests {
		t.Run(tt.rack, func(t *testing.T) {
			got := g.Anagrams(rs, rackOf(tt.rack), tt.minLen)
			if diff := gocmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Anagrams(%s) (-want +got):\n%s", tt.rack, diff)
			}
		})
	}
}

func TestAnagrams_Random(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	it := builtin(t, "it")
	for range 50 {
		words := randomList(r, 200, 6, "ABCDEIJ")
		g := mustBuild(t, words)
		rack := rackOf(randomList(r, 1, 8, "ABCDEIJ??")[0])
		want := anagramsByHand(words, it.JokerLetters, rack, 2)
		if diff := gocmp.Diff(want, g.Anagrams(it, rack, 2)); diff != "" {
			t.Fatalf("Anagrams(%s) (-want +got):\n%s", rack, diff)
		}
	}
}
