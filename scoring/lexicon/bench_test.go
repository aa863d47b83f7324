package lexicon_test

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"os"
	"testing"

	"arbiter/scoring/lexicon"
	"arbiter/scoring/lexicon/lists"
)

// embedded returns the embedded default list of rule set name.
func embedded(tb testing.TB, name string) []byte {
	tb.Helper()
	data, _, ok := lists.Default(name)
	if !ok {
		tb.Fatalf("no embedded list for %s", name)
	}
	return data
}

// compileEmbedded compiles the embedded list of rule set name.
func compileEmbedded(tb testing.TB, name string) (*lexicon.Graph, lexicon.Stats) {
	tb.Helper()
	g, st, err := lexicon.Compile(bytes.NewReader(embedded(tb, name)), builtin(tb, name))
	if err != nil {
		tb.Fatalf("Compile(%s): %v", name, err)
	}
	return g, st
}

// BenchmarkCompile compiles the embedded 1.3-million-word ro list.
func BenchmarkCompile(b *testing.B) {
	if testing.Short() {
		b.Skip("compiling the full ro list takes seconds; run without -short")
	}
	var g *lexicon.Graph
	for b.Loop() {
		g, _ = compileEmbedded(b, "ro")
	}
	b.ReportMetric(float64(g.Nodes()), "nodes")
	b.ReportMetric(float64(g.Size()), "graph-bytes")
}

// BenchmarkLoad reads the compiled ro graph from memory.
func BenchmarkLoad(b *testing.B) {
	if testing.Short() {
		b.Skip("compiling the full ro list for the file takes seconds; run without -short")
	}
	g, _ := compileEmbedded(b, "ro")
	file := encode(b, g)
	b.ReportAllocs()
	b.SetBytes(int64(len(file)))
	for b.Loop() {
		if _, err := lexicon.Read(bytes.NewReader(file)); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(file)), "file-bytes")
}

// TestEmbedded_Full checks the whole embedded lists: every word is in the
// DAWG and at every split in the GADDAG. It takes seconds, so it runs only
// when ARBITER_FULL_LEXICON is set.
func TestEmbedded_Full(t *testing.T) {
	if os.Getenv("ARBITER_FULL_LEXICON") == "" {
		t.Skip("set ARBITER_FULL_LEXICON=1 to check the full embedded lists")
	}
	for _, name := range []string{"ro", "it"} {
		t.Run(name, func(t *testing.T) {
			g, st := compileEmbedded(t, name)
			zr, err := gzip.NewReader(bytes.NewReader(embedded(t, name)))
			if err != nil {
				t.Fatal(err)
			}
			sc := bufio.NewScanner(zr)
			n, splits := 0, 0
			for sc.Scan() {
				w := sc.Text()
				n++
				if !g.Contains(w) {
					t.Fatalf("Contains(%q) = false", w)
				}
				if !inGaddag(g, w) {
					t.Fatalf("%q is missing from the GADDAG", w)
				}
				splits += len(w)
			}
			// Every word is in, and the graphs hold no more paths than the
			// words give, so they hold exactly the list.
			if got := countPaths(g, g.DawgRoot(), map[lexicon.Node]int{}); got != n {
				t.Errorf("the DAWG spells %d words, want %d", got, n)
			}
			if got := countPaths(g, g.GaddagRoot(), map[lexicon.Node]int{}); got != splits {
				t.Errorf("the GADDAG spells %d paths, want %d", got, splits)
			}
			if st.Words != n || st.Lines != n {
				t.Errorf("Stats = %+v, want %d lines and words", st, n)
			}
			t.Logf("%s: %d words, %d nodes, %d bytes", name, g.Words(), g.Nodes(), g.Size())
		})
	}
}

// inGaddag reports whether every GADDAG path of w is accepted.
func inGaddag(g *lexicon.Graph, w string) bool {
	for i := 1; i <= len(w); i++ {
		n := g.GaddagRoot()
		var path []byte
		for j := i - 1; j >= 0; j-- {
			path = append(path, w[j]-'A')
		}
		if i < len(w) {
			path = append(path, lexicon.Separator)
			for j := i; j < len(w); j++ {
				path = append(path, w[j]-'A')
			}
		}
		for k, l := range path {
			if k == len(path)-1 {
				if !g.Accepts(n, l) {
					return false
				}
			} else if n = g.Child(n, l); n == 0 {
				return false
			}
		}
	}
	return true
}

// countPaths returns the number of accepted paths from n.
func countPaths(g *lexicon.Graph, n lexicon.Node, memo map[lexicon.Node]int) int {
	if c, ok := memo[n]; ok {
		return c
	}
	c := 0
	letters, accepts := g.Arcs(n)
	for l := byte(0); l <= lexicon.Separator; l++ {
		if letters&(1<<l) == 0 {
			continue
		}
		if accepts&(1<<l) != 0 {
			c++
		}
		if child := g.Child(n, l); child != 0 {
			c += countPaths(g, child, memo)
		}
	}
	memo[n] = c
	return c
}
