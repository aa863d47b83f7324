package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// BenchmarkCheckSheet_BuiltinRo times `arbiter check --discipline
// anticipatie` on one 14-round sheet (RULES §8) with the ro list the binary
// embeds: the sheet read, adjudicated and its card printed. The word list
// is loaded once, outside the timer, as a referee's machine keeps it
// cached.
func BenchmarkCheckSheet_BuiltinRo(b *testing.B) {
	rs, graph := embeddedRo(b)
	path := filepath.Join("testdata", "check_anticipatie_14.json")
	sheet, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	var out bytes.Buffer
	opts := &checkOptions{IO: &IOStreams{Out: &out, ErrOut: io.Discard}, Discipline: "anticipatie", SheetPath: path}
	for b.Loop() {
		out.Reset()
		if err := checkAnticipation(opts, checkInput{RS: rs, Graph: graph, Sheet: sheet}); err != nil {
			b.Fatal(err)
		}
	}
	if !strings.Contains(out.String(), "total 62") {
		b.Fatalf("the sheet's card:\n%s", out.String())
	}
}

// embeddedRo returns the ro rule set and the word graph of the list the
// binary embeds, compiled once a run and cached.
func embeddedRo(b *testing.B) (*scoring.RuleSet, *lexicon.Graph) {
	warmEmbedded(b)
	rs, _ := scoring.Builtin("ro")
	f := &Factory{IO: &IOStreams{Out: io.Discard, ErrOut: io.Discard}, Getenv: func(string) string { return testCache }}
	graph, err := openLexicon(f, rs, "")
	if err != nil {
		b.Fatal(err)
	}
	return rs, graph
}
