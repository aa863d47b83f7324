package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/lexicon/cache"
	"arbiter/store/backend"
)

// newOptions are the dependencies, flags and arguments of `arbiter new`.
type newOptions struct {
	IO *IOStreams
	// Tournament creates the tournament's database; when it creates a new
	// file, it sets Discard to remove that file again.
	Tournament func(ctx context.Context) (*tournament, error)
	Discard    func()
	// Lexicon opens the word graph of a rule set (path "" for its default).
	Lexicon func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error)

	DB          string
	Name        string
	Rules       string
	LexiconPath string
	Date        string
	Referee     string
	TieBreak    string
}

// newNewCmd builds `arbiter new`.
func newNewCmd(f *Factory) *cobra.Command { return newNewCmdRun(f, nil) }

// newNewCmdRun builds `arbiter new`, calling runF instead of creating the
// tournament when it is set (flag tests).
func newNewCmdRun(f *Factory, runF func(*newOptions) error) *cobra.Command {
	opts := &newOptions{
		IO:      f.IO,
		Lexicon: func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error) { return f.Lexicon(rs, path) },
	}
	opts.Tournament = func(ctx context.Context) (*tournament, error) {
		path := storePath(f, opts.DB)
		if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) && !backend.IsPostgres(path) {
			opts.Discard = func() { removeDatabase(path) }
		}
		return f.Tournament(ctx, opts.DB, forCreating)
	}
	cmd := &cobra.Command{
		Use:   "new NAME --rules RULES",
		Short: "Create a tournament and the database that records it",
		Long: `Create a tournament: its name, date, rule set (RULES §1–§2, §6), word list
and referee. The database (./arbiter.db unless --db or $ARBITER_DB names
another) records every later command; one database holds one tournament.

The word list is fixed here: the tournament records its path and its
SHA-256, and every later command checks it still has the same list.
Without --lexicon the rule set's built-in list is used.

--tie-break says how equal totals are ranked (RULES §6): shared (the
default) gives them one rank; last-game ranks them by the better total in
the last game, then the better score in the last round going back (the
French federation's rule for tournaments of several games).`,
		Example: `  arbiter new "Cupa Bucureștiului" --rules ro --date 2026-11-29 --referee "Ana Pop"
  arbiter new "Coppa Milano" --rules it --lexicon ~/liste/zingarelli.txt --db milano.db`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			// The word list is fixed for good here: an empty --lexicon (an
			// unset shell variable) must not record the built-in list.
			if blankFlag(cmd, "lexicon", opts.LexiconPath, "") {
				return usageErrorf("--lexicon %q names no file: give the word list's path, or leave --lexicon out for the built-in list", opts.LexiconPath)
			}
			opts.Name = args[0]
			if runF != nil {
				return runF(opts)
			}
			return newRun(cmd.Context(), opts)
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().StringVar(&opts.Rules, "rules", "", "rule set: ro, it, en, fr, or a rule-set .json `FILE`")
	cmd.Flags().StringVar(&opts.LexiconPath, "lexicon", "", "word list `FILE` (default: the rule set's built-in list)")
	cmd.Flags().StringVar(&opts.Date, "date", "", "the tournament's `DATE`, written YYYY-MM-DD (e.g. 2026-11-29)")
	cmd.Flags().StringVar(&opts.Referee, "referee", "", "the referee's `NAME`")
	cmd.Flags().StringVar(&opts.TieBreak, "tie-break", "", "how equal totals are ranked: "+strings.Join(arbiter.TieBreaks, " (default) or "))
	return cmd
}

// newRun creates the tournament opts describe and prints it.
func newRun(ctx context.Context, opts *newOptions) error {
	rs, err := requireRules(opts.Rules)
	if err != nil {
		return err
	}
	c := arbiter.CreateTournament{Name: opts.Name, Date: opts.Date, RuleSet: opts.Rules, Referee: opts.Referee, TieBreak: opts.TieBreak}
	if strings.HasSuffix(opts.Rules, ".json") {
		if c.RuleSetJSON, err = os.ReadFile(opts.Rules); err != nil {
			return usageErrorf("rule set: %v", err)
		}
		c.RuleSet = rs.Name
	}
	path := ""
	if opts.LexiconPath != "" {
		path = absPath(opts.LexiconPath)
	}
	g, err := opts.Lexicon(rs, path)
	if err != nil {
		return err
	}
	c.Lexicon = cache.Fingerprint(path, g.Source())
	t, err := opts.Tournament(ctx)
	if err != nil {
		return err
	}
	evs, err := t.Run(ctx, c)
	t.close()
	if err != nil {
		// A refused tournament leaves no database behind, on which
		// later commands would find an empty tournament.
		if opts.Discard != nil {
			opts.Discard()
		}
		return err
	}
	t.printEvents(evs)
	fmt.Fprintf(opts.IO.Out, "recorded in %s\n", t.db.Name())
	return nil
}
