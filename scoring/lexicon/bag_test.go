package lexicon_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"arbiter/scoring/lexicon"
)

// TestGraph_Bags: the filter holds the letters of every word, in any order,
// and seldom those of a multiset that no word has.
func TestGraph_Bags(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 10 {
		words := randomList(r, 1+r.IntN(3000), 1+r.IntN(lexicon.MaxWordLen), "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[:4+r.IntN(23)])
		g := mustBuild(t, words)
		bags := g.Bags()
		sorted := map[string]bool{}
		for _, w := range words {
			letters := []byte(w)
			r.Shuffle(len(letters), func(i, j int) { letters[i], letters[j] = letters[j], letters[i] })
			if !bags.MayHold(lexicon.WordBag(string(letters))) {
				t.Fatalf("the bag of %q (%q) is not in the filter", w, letters)
			}
			slices.Sort(letters)
			sorted[string(letters)] = true
		}
		held, tried := 0, 0
		for range 20000 {
			b := []byte(randomList(r, 1, lexicon.MaxWordLen, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")[0])
			if slices.Sort(b); sorted[string(b)] {
				continue
			}
			tried++
			if bags.MayHold(lexicon.WordBag(string(b))) {
				held++
			}
		}
		if held*1000 > tried {
			t.Errorf("%d words: %d of %d multisets that no word has in the filter", len(words), held, tried)
		}
	}
}

// TestWordBag_AddsUp: the Bag of two words' letters is the sum of theirs.
func TestWordBag_AddsUp(t *testing.T) {
	if a, b := lexicon.WordBag("CASA"), lexicon.WordBag("MARE"); a+b != lexicon.WordBag("CAMERASA") {
		t.Errorf("WordBag(CASA)+WordBag(MARE) = %x, want WordBag(CAMERASA) = %x", a+b, lexicon.WordBag("CAMERASA"))
	}
	if lexicon.WordBag("AB") == lexicon.WordBag("AC") {
		t.Errorf("WordBag(AB) = WordBag(AC)")
	}
}
