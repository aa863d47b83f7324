package cache

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// tinyList is a small word list with mixed case, diacritics and bad lines.
const tinyList = "../testdata/tiny.txt"

func ruleSet(t *testing.T, name string) *scoring.RuleSet {
	t.Helper()
	rs, ok := scoring.Builtin(name)
	if !ok {
		t.Fatalf("no rule set %s", name)
	}
	return rs
}

// watched is a cache under test that counts its compilations and collects
// its warnings.
type watched struct {
	*Cache
	compiled int
	warnings []string
}

// tiny returns the ro rule set, the tiny list read, and a watched cache in
// dir.
func tiny(t *testing.T, dir string) (*scoring.RuleSet, Source, *watched) {
	t.Helper()
	rs := ruleSet(t, "ro")
	src, err := ReadSource(rs, tinyList)
	if err != nil {
		t.Fatal(err)
	}
	w := &watched{}
	w.Cache = &Cache{
		Dir:  dir,
		Warn: func(err error) { w.warnings = append(w.warnings, err.Error()) },
		Compiling: func(_ Source, _ *scoring.RuleSet, list io.Reader) (io.Reader, func(lexicon.Stats, error)) {
			w.compiled++
			return list, func(lexicon.Stats, error) {}
		},
	}
	return rs, src, w
}

// TestOpen_CompilesOnce compiles a list once, caches it under the SHA-256
// of the list and the alphabet, and then only loads it.
func TestOpen_CompilesOnce(t *testing.T) {
	rs, src, c := tiny(t, t.TempDir())
	g, st, err := c.Open(rs, src)
	if err != nil || c.compiled != 1 || st.Words != 13 || !g.Contains("COLUMNA") {
		t.Fatalf("first open: compiled %d, %d words, err %v", c.compiled, st.Words, err)
	}
	if _, err := os.Stat(c.Path(rs, src.Sum)); err != nil {
		t.Fatalf("not cached: %v", err)
	}
	if !strings.Contains(c.Path(rs, src.Sum), "-"+lexicon.Alphabet(rs)+"-") {
		t.Errorf("path %s does not name the alphabet", c.Path(rs, src.Sum))
	}
	g2, st, err := c.Open(rs, src)
	if err != nil || c.compiled != 1 || st != (lexicon.Stats{}) || g2.Words() != g.Words() || g2.Source() != src.Sum {
		t.Fatalf("second open: compiled %d times, stats %+v, err %v", c.compiled, st, err)
	}
	if len(c.warnings) > 0 {
		t.Errorf("warnings %q", c.warnings)
	}
	// Another alphabet is another graph.
	if _, ok := c.Lookup(ruleSet(t, "it"), src.Sum); ok {
		t.Error("the ro graph was found for it, whose alphabet differs")
	}
}

// TestOpen_CorruptCache warns of a damaged cached graph, compiles the list
// again and replaces the file.
func TestOpen_CorruptCache(t *testing.T) {
	rs, src, c := tiny(t, t.TempDir())
	if err := os.WriteFile(c.Path(rs, src.Sum), []byte("ARBGRAPH\x07"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := c.Open(rs, src); err != nil || c.compiled != 1 {
		t.Fatalf("compiled %d, err %v", c.compiled, err)
	}
	if len(c.warnings) != 1 || !strings.HasPrefix(c.warnings[0], "ignoring the cached graph: "+c.Path(rs, src.Sum)) {
		t.Errorf("warnings %q", c.warnings)
	}
	if _, ok := c.Lookup(rs, src.Sum); !ok {
		t.Error("the damaged file was not replaced")
	}
}

// TestOpen_NoDir compiles without a cache directory and writes nothing.
func TestOpen_NoDir(t *testing.T) {
	rs, src, c := tiny(t, "")
	for range 2 {
		if _, _, err := c.Open(rs, src); err != nil {
			t.Fatal(err)
		}
	}
	if c.compiled != 2 || c.Path(rs, src.Sum) != "" || len(c.warnings) > 0 {
		t.Errorf("compiled %d, path %q, warnings %q", c.compiled, c.Path(rs, src.Sum), c.warnings)
	}
}

// TestOpen_GraphFile opens a compiled graph file as it is, and refuses one
// compiled for another alphabet.
func TestOpen_GraphFile(t *testing.T) {
	dir := t.TempDir()
	ro, src, c := tiny(t, dir)
	it := ruleSet(t, "it")
	g, _, err := c.Compile(ro, src)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "tiny.graph")
	if err := WriteGraph(g, path); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".partial") {
			t.Errorf("temporary file %s left", e.Name())
		}
	}
	file, err := ReadSource(ro, path)
	if err != nil || !file.IsGraph() {
		t.Fatalf("ReadSource(%s): graph %v, err %v", path, file.IsGraph(), err)
	}
	if g2, _, err := c.Open(ro, file); err != nil || g2.Words() != g.Words() || c.compiled != 1 {
		t.Fatalf("open graph: compiled %d, err %v", c.compiled, err)
	}
	if lexicon.Alphabet(it) == lexicon.Alphabet(ro) {
		t.Fatal("it and ro share an alphabet: the test needs two")
	}
	_, _, err = c.Open(it, file)
	if err == nil || !strings.Contains(err.Error(), "was compiled for the alphabet "+lexicon.Alphabet(ro)+", the it rule set needs") {
		t.Errorf("open for it: %v", err)
	}
}

// TestReadSource_Errors names the culprit of each list that cannot be read.
func TestReadSource_Errors(t *testing.T) {
	if _, err := ReadSource(ruleSet(t, "en"), ""); !errors.Is(err, ErrNoEmbedded) {
		t.Errorf("en embedded: %v", err)
	}
	missing := filepath.Join(t.TempDir(), "missing.txt")
	if _, err := ReadSource(ruleSet(t, "ro"), missing); err == nil || !strings.Contains(err.Error(), missing) {
		t.Errorf("missing file: %v", err)
	}
	src, err := ReadSource(ruleSet(t, "ro"), "")
	if err != nil || !strings.HasPrefix(src.Name, "embedded ") || src.IsGraph() || src.Sum == [32]byte{} {
		t.Errorf("ro embedded: %q, %v", src.Name, err)
	}
}

func TestDir(t *testing.T) {
	if got := Dir(func(string) string { return "/tmp/c" }); got != "/tmp/c" {
		t.Errorf("Dir with $ARBITER_CACHE = %q", got)
	}
	if base, err := os.UserCacheDir(); err == nil {
		if got := Dir(func(string) string { return "" }); got != filepath.Join(base, "arbiter") {
			t.Errorf("Dir = %q, want under %s", got, base)
		}
	}
}

// TestPath_FormatVersion: the cached graph's name carries the graph
// format's version, so that two builds of the program that read different
// versions keep a graph each instead of replacing each other's on every
// run: the graph of an older build, cached under its own name, is left as
// it is.
func TestPath_FormatVersion(t *testing.T) {
	rs, src, c := tiny(t, t.TempDir())
	path := c.Path(rs, src.Sum)
	if want := fmt.Sprintf("-v%d.graph", lexicon.FormatVersion); !strings.HasSuffix(path, want) {
		t.Fatalf("path %s does not end %s", path, want)
	}
	older := filepath.Join(c.Dir, hex.EncodeToString(src.Sum[:])+"-"+lexicon.Alphabet(rs)+".graph")
	olderGraph := []byte("ARBGRAPH\x01 another build's graph")
	if err := os.WriteFile(older, olderGraph, 0o644); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if _, _, err := c.Open(rs, src); err != nil {
			t.Fatal(err)
		}
	}
	if c.compiled != 1 || len(c.warnings) > 0 {
		t.Errorf("compiled %d times, warnings %q; want one compilation, no warning", c.compiled, c.warnings)
	}
	if got, _ := os.ReadFile(older); !bytes.Equal(got, olderGraph) {
		t.Error("the older build's cached graph was replaced")
	}
}
