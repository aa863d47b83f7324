package lexicon_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/scoring/lexicon"
)

// smallList is a list with shared prefixes, shared suffixes, words that are
// prefixes of others and one-letter words.
var smallList = []string{
	"A", "AB", "ABA", "ABAC", "BA", "BAC", "CAB", "CABA", "CABLE", "CABLES",
	"FABLE", "FABLES", "TABLE", "TABLES", "ZZ", "COLUMNA", "LUNA", "LUNAR",
}

// randomList returns n random words of 1 to maxLen letters over alphabet.
func randomList(r *rand.Rand, n, maxLen int, alphabet string) []string {
	words := make([]string, n)
	for i := range words {
		b := make([]byte, 1+r.IntN(maxLen))
		for j := range b {
			b[j] = alphabet[r.IntN(len(alphabet))]
		}
		words[i] = string(b)
	}
	return words
}

// mustBuild builds words or fails the test.
func mustBuild(tb testing.TB, words []string) *lexicon.Graph {
	tb.Helper()
	g, err := lexicon.Build(words)
	if err != nil {
		tb.Fatalf("Build: %v", err)
	}
	return g
}

// paths returns every accepted path from n, letters as 'A'–'Z' and '^' for
// the Separator, sorted.
func paths(g *lexicon.Graph, n lexicon.Node) []string {
	var out []string
	var walk func(n lexicon.Node, prefix []byte)
	walk = func(n lexicon.Node, prefix []byte) {
		letters, accepts := g.Arcs(n)
		for l := byte(0); l <= lexicon.Separator; l++ {
			if letters&(1<<l) == 0 {
				continue
			}
			c := 'A' + l
			if l == lexicon.Separator {
				c = '^'
			}
			p := append(prefix, c)
			if accepts&(1<<l) != 0 {
				out = append(out, string(p))
			}
			if g.Accepts(n, l) != (accepts&(1<<l) != 0) {
				panic("Accepts and Arcs disagree on " + string(p))
			}
			if child := g.Child(n, l); child != 0 {
				walk(child, p)
			}
		}
	}
	walk(n, nil)
	slices.Sort(out)
	return out
}

// gaddagStrings returns the GADDAG paths of words as documented on
// [lexicon.Graph.GaddagRoot], '^' for the Separator, sorted and unique.
func gaddagStrings(words []string) []string {
	var out []string
	for _, w := range words {
		for i := 1; i <= len(w); i++ {
			rev := []byte(w[:i])
			slices.Reverse(rev)
			if i == len(w) {
				out = append(out, string(rev))
			} else {
				out = append(out, string(rev)+"^"+w[i:])
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// sortedUnique returns words sorted without duplicates.
func sortedUnique(words []string) []string {
	s := slices.Clone(words)
	slices.Sort(s)
	return slices.Compact(s)
}

func TestBuild_Contains(t *testing.T) {
	g := mustBuild(t, smallList)
	for _, w := range smallList {
		if !g.Contains(w) {
			t.Errorf("Contains(%q) = false, want true", w)
		}
	}
	for _, w := range []string{"", "B", "AC", "ABACA", "CABL", "TABLESS", "ABLE", "LUN", "ZZZ", "a", "AB-", "COLUMNAR"} {
		if g.Contains(w) {
			t.Errorf("Contains(%q) = true, want false", w)
		}
	}
	if got, want := g.Words(), len(smallList); got != want {
		t.Errorf("Words() = %d, want %d", got, want)
	}
}

func TestBuild_Paths(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	lists := map[string][]string{
		"small":      smallList,
		"empty":      nil,
		"one letter": {"A"},
		"duplicates": {"AB", "AB", "BA", "AB"},
		"longest":    {"ABCDEFGHIJKLMNO", "ONMLKJIHGFEDCBA", "ZZZZZZZZZZZZZZZ"},
	}
	for i := range 20 {
		lists["random "+string(rune('a'+i))] = randomList(r, 1+r.IntN(300), 1+r.IntN(lexicon.MaxWordLen), "ABCDE"[:1+r.IntN(5)])
	}
	for name, words := range lists {
		t.Run(name, func(t *testing.T) {
			g := mustBuild(t, words)
			if diff := cmp.Diff(sortedUnique(words), paths(g, g.DawgRoot())); diff != "" {
				t.Errorf("DAWG paths (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(gaddagStrings(words), paths(g, g.GaddagRoot())); diff != "" {
				t.Errorf("GADDAG paths (-want +got):\n%s", diff)
			}
			if got, want := g.Nodes(), minimalNodes(words); got != want {
				t.Errorf("Nodes() = %d, want %d (the minimal count)", got, want)
			}
		})
	}
}

// minimalNodes counts the distinct non-empty right languages over every
// prefix of the DAWG and GADDAG paths: the node count of the minimal graph.
func minimalNodes(words []string) int {
	languages := map[string]bool{}
	for _, set := range [][]string{sortedUnique(words), gaddagStrings(words)} {
		right := map[string][]string{}
		for _, s := range set {
			for i := 0; i < len(s); i++ {
				right[s[:i]] = append(right[s[:i]], s[i:])
			}
		}
		for _, l := range right {
			slices.Sort(l)
			languages[strings.Join(l, ",")] = true
		}
	}
	return len(languages)
}

func TestBuild_Errors(t *testing.T) {
	tests := []struct {
		name  string
		words []string
		want  string
	}{
		{"Empty", []string{"AB", ""}, `lexicon: word "" has 0 letters, want 1 to 15`},
		{"TooLong", []string{"ABCDEFGHIJKLMNOP"}, `lexicon: word "ABCDEFGHIJKLMNOP" has 16 letters, want 1 to 15`},
		{"LowerCase", []string{"ABc"}, `lexicon: word "ABc": 'c' at position 3 is not a letter 'A'–'Z'`},
		{"Diacritic", []string{"ȘAH"}, `lexicon: word "ȘAH": 'Ș' at position 1 is not a letter 'A'–'Z'`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := lexicon.Build(tt.words)
			if err == nil || err.Error() != tt.want {
				t.Errorf("Build() error:\ngot  %v\nwant %s", err, tt.want)
			}
		})
	}
}

func TestGraph_ZeroNode(t *testing.T) {
	g := mustBuild(t, smallList)
	if got := g.Child(0, 0); got != 0 {
		t.Errorf("Child(0, A) = %d, want 0", got)
	}
	if g.Accepts(0, 0) {
		t.Error("Accepts(0, A) = true, want false")
	}
	if l, a := g.Arcs(0); l != 0 || a != 0 {
		t.Errorf("Arcs(0) = %b, %b, want 0, 0", l, a)
	}
	var empty lexicon.Graph
	if empty.Contains("AB") || empty.DawgRoot() != 0 || empty.GaddagRoot() != 0 {
		t.Error("the zero Graph is not empty")
	}
}

// TestBuild_LevelLayout checks the layout the package documentation gives:
// along the arc array, the length of the longest path from a root to a
// node never grows, so the roots come last and a node's children lie
// before it.
func TestBuild_LevelLayout(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	lists := [][]string{smallList, {"A"}, {"ABCDEFGHIJKLMNO", "ONMLKJIHGFEDCBA", "NO"}}
	for range 10 {
		lists = append(lists, randomList(r, 1+r.IntN(300), 1+r.IntN(lexicon.MaxWordLen), "ABCDE"[:1+r.IntN(5)]))
	}
	for _, words := range lists {
		g := mustBuild(t, words)
		var nodes []lexicon.Node
		eachNode(g, func(n lexicon.Node) { nodes = append(nodes, n) })
		slices.Sort(nodes)
		// The longest paths, from the last node down: every parent of a
		// node lies after it, so its depth is final when it is reached.
		depth := map[lexicon.Node]int{g.DawgRoot(): 0, g.GaddagRoot(): 0}
		for _, n := range slices.Backward(nodes) {
			for _, a := range g.ArcList(n) {
				if c := lexicon.ArcTarget(a); c != 0 {
					if c >= n {
						t.Fatalf("%d words: node %d has a child at %d, not before it", len(words), n, c)
					}
					depth[c] = max(depth[c], depth[n]+1)
				}
			}
		}
		for i := 1; i < len(nodes); i++ {
			if depth[nodes[i]] > depth[nodes[i-1]] {
				t.Fatalf("%d words: node %d of level %d lies after node %d of level %d", len(words),
					nodes[i], depth[nodes[i]], nodes[i-1], depth[nodes[i-1]])
			}
		}
		if root := max(g.DawgRoot(), g.GaddagRoot()); root != nodes[len(nodes)-1] {
			t.Errorf("%d words: the last node is %d, not a root (%d, %d)", len(words), nodes[len(nodes)-1], g.DawgRoot(), g.GaddagRoot())
		}
	}
}
