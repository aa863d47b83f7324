package main

import (
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/lexicon/cache"
)

// newLexiconCmd builds `arbiter lexicon`.
func newLexiconCmd(f *Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "lexicon",
		Short: "Compile, inspect and query word lists",
		Long: `Compile, inspect and query word lists.

A word list is a text file, plain or gzip-compressed, one word a line, in
UTF-8 and any case; diacritics are folded (Ș → S, È → E). Lines with a
character outside the rule set's alphabet, or with fewer than 2 or more than
15 letters, are skipped and counted. The ro and it rule sets embed a default
list; en and fr need --lexicon FILE.

A list is compiled into a word graph the first time it is used, which takes
seconds, and the graph is cached under the user cache directory
(arbiter/<sha256 of the list>-<alphabet>.graph), or under $ARBITER_CACHE when
it is set, so later uses only load it.`,
		Example: `  arbiter lexicon build loc5.txt --rules ro
  arbiter lexicon check --rules ro COLUMNA ZYX
  arbiter lexicon anagram --rules ro 'ACLMNOU?'`,
	}
	cmd.AddCommand(newLexiconBuildCmd(f), newLexiconInfoCmd(f), newLexiconCheckCmd(f), newLexiconAnagramCmd(f))
	return cmd
}

// newLexiconBuildCmd builds `arbiter lexicon build`.
func newLexiconBuildCmd(f *Factory) *cobra.Command {
	var rules, out string
	cmd := &cobra.Command{
		Use:   "build FILE",
		Short: "Compile a word list and report the words kept and skipped",
		Long: `Compile the word list FILE for a rule set and report how many words were kept
and how many lines were skipped, and why. The graph goes into the cache, so
that --lexicon FILE then costs only a load, and into --out F when given (a
file that --lexicon and 'lexicon info' read).`,
		Example: `  arbiter lexicon build loc5.txt --rules ro
  arbiter lexicon build ods9.txt.gz --rules fr --out ods9.graph`,
		Args: cobra.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			rs, err := requireRules(rules)
			if err != nil {
				return err
			}
			return lexiconBuildRun(f, rs, args[0], out)
		},
	}
	addLexiconFlags(cmd, &rules, nil)
	cmd.Flags().StringVar(&out, "out", "", "also write the compiled graph to this file")
	return cmd
}

// lexiconBuildRun compiles the list at path for rs, caches it and reports.
func lexiconBuildRun(f *Factory, rs *scoring.RuleSet, path, out string) error {
	if out != "" && sameFile(out, path) {
		return usageErrorf("lexicon build: --out %s would overwrite the word list being compiled: name the graph file otherwise (e.g. list.graph)", out)
	}
	src, err := readSource(rs, path)
	if err != nil {
		return err
	}
	if src.IsGraph() {
		return usageErrorf("%s is already a compiled graph: use it with --lexicon", src.Name)
	}
	g, st, err := f.lexiconCache().Compile(rs, src)
	if err != nil {
		return &usageError{err}
	}
	w := f.IO.Out
	fmt.Fprintf(w, "%s: %d lines read\n", src.Name, st.Lines)
	fmt.Fprintf(w, "kept     %d words (%d duplicate lines once folded)\n", st.Words, st.Duplicates)
	fmt.Fprintf(w, "skipped  %d lines of fewer than %d or more than %d letters%s\n",
		st.BadLength, lexicon.MinWordLen, lexicon.MaxWordLen, firstSkipped(st.FirstBadLength))
	fmt.Fprintf(w, "skipped  %d lines with a character outside %s%s\n",
		st.BadLetters, g.Alphabet(), firstSkipped(st.FirstBadLetters))
	if out != "" {
		if err := cache.WriteGraph(g, out); err != nil {
			return usageErrorf("lexicon: %v", err)
		}
		fmt.Fprintf(w, "written  %s\n", out)
	}
	return writeInfo(w, g)
}

// firstSkipped shows the first line skipped for a reason, if any.
func firstSkipped(line string) string {
	if line == "" {
		return ""
	}
	return fmt.Sprintf(" (first: %q)", line)
}

// newLexiconInfoCmd builds `arbiter lexicon info`.
func newLexiconInfoCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "info FILE",
		Short: "Describe a compiled word graph",
		Long: `Print what a compiled word graph file holds: its format version, words,
nodes, size in bytes, alphabet and the SHA-256 of the list it was compiled
from (compare it with 'sha256sum LIST').`,
		Example: `  arbiter lexicon info ods9.graph`,
		Args:    cobra.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			g, err := cache.ReadGraph(args[0])
			if err != nil {
				return usageErrorf("lexicon: %v", err)
			}
			return writeInfo(f.IO.Out, g)
		},
	}
}

// writeInfo prints the description of g shared by `lexicon build` and `lexicon info`.
func writeInfo(w io.Writer, g *lexicon.Graph) error {
	source := g.Source()
	_, err := fmt.Fprintf(w, "format   %d\nwords    %d\nnodes    %d\nbytes    %d\nalphabet %s\nsha256   %s\n",
		lexicon.FormatVersion, g.Words(), g.Nodes(), g.Size(), g.Alphabet(), hex.EncodeToString(source[:]))
	return err
}

// newLexiconCheckCmd builds `arbiter lexicon check`.
func newLexiconCheckCmd(f *Factory) *cobra.Command {
	var rules, path string
	cmd := &cobra.Command{
		Use:   "check WORD...",
		Short: "Say whether words are valid, for word challenges",
		Long: `Print each word's verdict: valid, or not valid and why. Words are folded like
the word list (any case, diacritics folded). The exit status is 0 only if
every word is valid, 1 otherwise.`,
		Example: `  arbiter lexicon check --rules ro COLUMNA ȘAH
  arbiter lexicon check --rules fr --lexicon ods9.txt ZYTHUMS`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			rs, err := requireRules(rules)
			if err != nil {
				return err
			}
			g, err := f.Lexicon(rs, path)
			if err != nil {
				return err
			}
			return lexiconCheckRun(f.IO.Out, g, args)
		},
	}
	addLexiconFlags(cmd, &rules, &path)
	return cmd
}

// lexiconCheckRun prints the verdict on each word and refuses if any is not valid.
func lexiconCheckRun(w io.Writer, g *lexicon.Graph, words []string) error {
	var invalid []string
	for _, word := range words {
		folded, ok := scoring.FoldWord(word)
		shown := folded
		if folded != word {
			shown = fmt.Sprintf("%s (%s)", word, folded)
		}
		verdict := "valid"
		switch {
		case !ok || strings.ContainsFunc(folded, func(r rune) bool { return !strings.ContainsRune(g.Alphabet(), r) }):
			verdict = "not valid: a character outside " + g.Alphabet()
		case len(folded) < lexicon.MinWordLen || len(folded) > lexicon.MaxWordLen:
			verdict = fmt.Sprintf("not valid: a word has %d to %d letters", lexicon.MinWordLen, lexicon.MaxWordLen)
		case !g.Contains(folded):
			verdict = "not valid: not in the word list"
		}
		if verdict != "valid" {
			invalid = append(invalid, folded)
		}
		fmt.Fprintf(w, "%s\t%s\n", shown, verdict)
	}
	if len(invalid) > 0 {
		return &refusedError{fmt.Errorf("%d of %d words not valid: %s", len(invalid), len(words), strings.Join(invalid, ", "))}
	}
	return nil
}

// newLexiconAnagramCmd builds `arbiter lexicon anagram`.
func newLexiconAnagramCmd(f *Factory) *cobra.Command {
	var rules, path string
	var minLen int
	cmd := &cobra.Command{
		Use:   "anagram RACK",
		Short: "List the words a rack spells",
		Long: `List every word spelled with tiles of RACK ('?' for a joker), one a line:
the words using all the tiles first, then the shorter ones down to --min
letters, each length in alphabetical order. A lower-case letter is a joker;
jokers stand in only for letters the rack lacks.`,
		Example: `  arbiter lexicon anagram --rules ro ACLMNOU
  arbiter lexicon anagram --rules ro 'ACLMNO?' --min 6`,
		Args: cobra.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			rs, err := requireRules(rules)
			if err != nil {
				return err
			}
			if minLen < 1 {
				return usageErrorf("--min %d: want 1 or more", minLen)
			}
			rack, err := rs.ParseRack(args[0])
			if err != nil {
				return err
			}
			g, err := f.Lexicon(rs, path)
			if err != nil {
				return err
			}
			for _, word := range g.Anagrams(rs, rack, minLen) {
				fmt.Fprintln(f.IO.Out, word)
			}
			return nil
		},
	}
	addLexiconFlags(cmd, &rules, &path)
	cmd.Flags().IntVar(&minLen, "min", lexicon.MinWordLen, "shortest words listed")
	return cmd
}

// addLexiconFlags adds --rules and, when path is not nil, --lexicon to cmd.
func addLexiconFlags(cmd *cobra.Command, rules, path *string) {
	cmd.Flags().StringVar(rules, "rules", "", "rule set: ro, it, en, fr, or a rule-set .json file")
	if path != nil {
		cmd.Flags().StringVar(path, "lexicon", "", "word list or compiled graph (default: the rule set's embedded list)")
	}
}

// requireRules loads the rule set named by --rules, which is required.
func requireRules(name string) (*scoring.RuleSet, error) {
	if name == "" {
		return nil, usageErrorf("--rules is required: one of %s, or a rule-set .json file", strings.Join(scoring.BuiltinNames(), ", "))
	}
	return loadRuleSet(name)
}

// lexiconCache returns the word-list cache of f's environment, which tells
// on f.IO.ErrOut of a compilation (a progress bar on a terminal) and of a
// cached graph it could not use.
func (f *Factory) lexiconCache() *cache.Cache {
	now := f.Now
	if now == nil {
		now = time.Now
	}
	getenv := f.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	errOut := f.IO.ErrOut
	return &cache.Cache{
		Dir:  cache.Dir(getenv),
		Warn: func(err error) { fmt.Fprintf(errOut, "arbiter: %v\n", err) },
		Compiling: func(src cache.Source, rs *scoring.RuleSet, list io.Reader) (io.Reader, func(lexicon.Stats, error)) {
			start := now()
			label := fmt.Sprintf("arbiter: compiling %s for %s (once; the graph is cached)...", src.Name, rs.Name)
			closing := func(result string) { fmt.Fprintln(errOut, result) }
			if isTerminal(errOut) {
				bar := newProgressBar(list, int64(len(src.Data)), errOut, label)
				list, closing = bar, func(result string) { bar.finish(label + " " + result) }
			} else {
				fmt.Fprint(errOut, label+" ")
			}
			return list, func(st lexicon.Stats, err error) {
				if err != nil {
					closing("failed")
					return
				}
				closing(fmt.Sprintf("%d words in %.1fs", st.Words, now().Sub(start).Seconds()))
			}
		},
	}
}

// readSource reads the word list at path, or rs's embedded list when path
// is empty; every failure is bad input.
func readSource(rs *scoring.RuleSet, path string) (cache.Source, error) {
	src, err := cache.ReadSource(rs, path)
	if errors.Is(err, cache.ErrNoEmbedded) {
		return src, usageErrorf("the %s rule set has no embedded word list: give one with --lexicon FILE", rs.Name)
	}
	if err != nil {
		return src, &usageError{err}
	}
	return src, nil
}

// openLexicon returns the word graph for rs: the list at path (compiled and
// cached), or the rule set's embedded default when path is empty. A path may
// also name a compiled graph file (`lexicon build --out`), whose alphabet must
// be rs's.
func openLexicon(f *Factory, rs *scoring.RuleSet, path string) (*lexicon.Graph, error) {
	src, err := readSource(rs, path)
	if err != nil {
		return nil, err
	}
	g, st, err := f.lexiconCache().Open(rs, src)
	if err != nil {
		return nil, &usageError{err}
	}
	if skipped := st.BadLength + st.BadLetters; skipped > 0 {
		fmt.Fprintf(f.IO.ErrOut, "arbiter: %s: skipped %d lines (see 'arbiter lexicon build')\n", src.Name, skipped)
	}
	return g, nil
}
