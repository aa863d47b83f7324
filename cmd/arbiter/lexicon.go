package main

import (
	"github.com/spf13/cobra"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// newLexiconCmd builds `arbiter lexicon`.
func newLexiconCmd(f *Factory) *cobra.Command {
	return &cobra.Command{Use: "lexicon", Short: "(pending)"}
}

// openLexicon returns the word graph for rs: the list at path (compiled and
// cached), or the rule set's embedded default when path is empty.
func openLexicon(f *Factory, rs *scoring.RuleSet, path string) (*lexicon.Graph, error) {
	return nil, usageErrorf("lexicon loading is not built yet")
}
