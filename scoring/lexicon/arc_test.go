package lexicon_test

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"

	"arbiter/scoring/lexicon"
)

// TestGraph_ArcList walks every node of DAWG and GADDAG and checks that
// ArcList and Arc read each arc as Arcs, Child and Accepts do: one arc per
// letter of Arcs, in increasing letter order, the list's capacity ending with
// it; and that ArcsFrom begins with the same list, its last arc the only one
// ArcLast reports.
func TestGraph_ArcList(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	lists := [][]string{smallList, {"A"}, {"ABCDEFGHIJKLMNO", "ONMLKJIHGFEDCBA"}}
	for range 10 {
		lists = append(lists, randomList(r, 1+r.IntN(300), 1+r.IntN(lexicon.MaxWordLen), "ABCDEZ"[:1+r.IntN(6)]))
	}
	for _, words := range lists {
		g := mustBuild(t, words)
		eachNode(g, func(n lexicon.Node) {
			letters, accepts := g.Arcs(n)
			list := g.ArcList(n)
			if cap(list) != len(list) {
				t.Errorf("ArcList(%d): capacity %d beyond its %d arcs", n, cap(list), len(list))
			}
			from := g.ArcsFrom(n)
			if len(from) < len(list) || !slices.Equal(from[:len(list)], list) {
				t.Errorf("ArcsFrom(%d) does not begin with ArcList's %d arcs", n, len(list))
			}
			var gotLetters, gotAccepts uint32
			for i, a := range list {
				if lexicon.ArcLast(a) != (i == len(list)-1) {
					t.Errorf("ArcList(%d): ArcLast(arc %d of %d) = %v", n, i, len(list), lexicon.ArcLast(a))
				}
				l := lexicon.ArcLetter(a)
				if i > 0 && l <= lexicon.ArcLetter(list[i-1]) {
					t.Errorf("ArcList(%d): letter %d after %d", n, l, lexicon.ArcLetter(list[i-1]))
				}
				gotLetters |= 1 << l
				if lexicon.ArcAccepts(a) {
					gotAccepts |= 1 << l
				}
				if child := g.Child(n, l); lexicon.ArcTarget(a) != child {
					t.Errorf("ArcList(%d): letter %d leads to %d, Child says %d", n, l, lexicon.ArcTarget(a), child)
				}
			}
			if gotLetters != letters || gotAccepts != accepts {
				t.Errorf("ArcList(%d) letters %b accepts %b, Arcs says %b %b", n, gotLetters, gotAccepts, letters, accepts)
			}
			for l := byte(0); l <= lexicon.Separator; l++ {
				a, ok := g.Arc(n, l)
				if ok != (letters&(1<<l) != 0) {
					t.Errorf("Arc(%d, %d) found %v, Arcs says %b", n, l, ok, letters)
				}
				if ok && (lexicon.ArcLetter(a) != l || lexicon.ArcTarget(a) != g.Child(n, l) || lexicon.ArcAccepts(a) != g.Accepts(n, l)) {
					t.Errorf("Arc(%d, %d) = %#x, Child %d, Accepts %v", n, l, a, g.Child(n, l), g.Accepts(n, l))
				}
			}
		})
	}
	g := mustBuild(t, smallList)
	if list := g.ArcList(0); list != nil {
		t.Errorf("ArcList(0) = %v, want nil", list)
	}
	if from := g.ArcsFrom(0); from != nil {
		t.Errorf("ArcsFrom(0) = %v, want nil", from)
	}
	if a, ok := g.Arc(0, 0); ok || a != 0 {
		t.Errorf("Arc(0, A) = %#x, %v, want 0, false", a, ok)
	}
}

// TestGraph_Below checks, on random lists and on their graphs read back
// from a file, that for every arc of every node reached from either root,
// Below gives exactly the letters on the accepted paths that go on after
// the arc (found by walking them) and the letters of its target's arcs, and
// nothing for the unused arc 0.
func TestGraph_Below(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	lists := [][]string{smallList, {"A"}, {"ABCDEFGHIJKLMNO", "ZYX"}}
	for range 10 {
		lists = append(lists, randomList(r, 1+r.IntN(200), 1+r.IntN(8), "ABCDEFGZ"[:2+r.IntN(7)]))
	}
	for i, words := range lists {
		built := mustBuild(t, words)
		read, err := lexicon.Read(bytes.NewReader(encode(t, built)))
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range []*lexicon.Graph{built, read} {
			eachNode(g, func(n lexicon.Node) {
				below := g.Below()[n:]
				for k, a := range g.ArcList(n) {
					var want uint32
					for _, p := range paths(g, lexicon.ArcTarget(a)) {
						for _, c := range p {
							if c != '^' {
								want |= 1 << (c - 'A')
							}
						}
					}
					if got := lexicon.BelowLetters(below[k]); got != want {
						t.Fatalf("list %d %q: BelowLetters(Below()[%d+%d]) (letter %d) = %b, want %b", i, words, n, k, lexicon.ArcLetter(a), got, want)
					}
					if got, want := lexicon.TargetArcs(below[k]), arcLetters(g, lexicon.ArcTarget(a)); got != want {
						t.Fatalf("list %d %q: TargetArcs(Below()[%d+%d]) = %b, want %b", i, words, n, k, got, want)
					}
				}
			})
			if b := g.Below()[0]; b != 0 {
				t.Errorf("Below()[0], the entry of the unused arc 0, is %x", b)
			}
		}
	}
}

// arcLetters returns the letters of the arcs of n, as Arcs does.
func arcLetters(g *lexicon.Graph, n lexicon.Node) uint32 {
	letters, _ := g.Arcs(n)
	return letters
}

// eachNode calls visit once with each node reached from either root.
func eachNode(g *lexicon.Graph, visit func(n lexicon.Node)) {
	seen := map[lexicon.Node]bool{}
	var walk func(n lexicon.Node)
	walk = func(n lexicon.Node) {
		if n == 0 || seen[n] {
			return
		}
		seen[n] = true
		visit(n)
		for _, a := range g.ArcList(n) {
			walk(lexicon.ArcTarget(a))
		}
	}
	walk(g.DawgRoot())
	walk(g.GaddagRoot())
}
