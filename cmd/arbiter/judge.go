package main

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"arbiter/arbiter/free/scoresheet"
)

// judgeOptions are the flags of `arbiter judge`.
type judgeOptions struct {
	Rules, LexiconPath string
	JSON               bool
}

// newJudgeCmd builds `arbiter judge`.
func newJudgeCmd(f *Factory) *cobra.Command {
	var opts judgeOptions
	cmd := &cobra.Command{
		Use:   "judge WORD [WORD…]",
		Short: "Judge a challenged play of a free game against the word list",
		Long: `Say whether a challenged play stands (RULES §10.1, seed 004: the words
"confirmate de arbitru, în cazul în care au fost contestate de partener"):
every word the play forms is in the tournament's list. One verdict for the
whole play, never which word fails, as a referee answers at the table: it
stands (exit 0) or it does not (exit 1). Words are read as the rule set
reads them (RULES §2): either case, Romanian diacritics in the comma and
the cedilla forms, a joker in lower case or as its letter followed by 0.
--json prints {"stands": true|false}.`,
		Example: `  arbiter judge COLUMNA VAH --rules ro
  arbiter judge ȘTIRE --rules ro --lexicon loc.txt --json`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, words []string) error {
			if opts.Rules == "" {
				return usageErrorf("--rules is required: one of ro, it, en, fr, or a rule-set .json file")
			}
			rs, err := loadRuleSet(opts.Rules)
			if err != nil {
				return err
			}
			g, err := f.Lexicon(rs, opts.LexiconPath)
			if err != nil {
				return err
			}
			v, err := scoresheet.Judge(g, words)
			if err != nil {
				return &usageError{err}
			}
			stands := v == scoresheet.Stands
			if opts.JSON {
				if err := json.NewEncoder(f.IO.Out).Encode(map[string]bool{"stands": stands}); err != nil {
					return err
				}
			} else if stands {
				fmt.Fprintln(f.IO.Out, "the play stands")
			}
			if !stands {
				return &refusedError{errors.New("the play does not stand: it is taken back and scores 0")}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&opts.Rules, "rules", "", "rule set: ro, it, en, fr, or a rule-set .json file")
	cmd.Flags().StringVar(&opts.LexiconPath, "lexicon", "", "word list (plain or gzip) or compiled graph (default: the rule set's embedded list)")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, `print {"stands": true|false}`)
	return cmd
}
