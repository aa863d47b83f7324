package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"arbiter/arbiter/free"
	"arbiter/arbiter/free/scoresheet"
	"arbiter/reports"
)

// judgeOptions are the flags of `arbiter judge`.
type judgeOptions struct {
	Rules, LexiconPath string
	JSON               bool
	// DB, Round, Board and Ambiguous record the judgement at a board of
	// the free-game event being played.
	DB           string
	Round, Board int
	Ambiguous    string
	// List prints the challenges judged in Game (0: the current one)
	// instead of judging one.
	List bool
	Game int
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
the cedilla forms, a joker in lower case or as its letter followed by 0;
an argument may hold several words, apart by blanks or commas.
--json prints {"stands": true|false}.

With --board the challenge is judged at that board of the free-game event
being played (the last round paired, or --round), against the
tournament's own word list, and recorded (round, board, the words, the
verdict), so that a dispute can be reviewed afterwards.
--ambiguous REASON records instead the referee's decision that the list is
ambiguous for the play: it is withdrawn without counting as a wrong play
(seed 004).

--list prints the challenges judged in the current game (or --game), in
the order recorded: round, board, time (UTC), the words, the verdict and
the reason of an ambiguous decision, in the tournament's language; with
--json, an array of {"time", "round", "board", "words", "stands",
"ambiguous", "reason"}.`,
		Example: `  arbiter judge COLUMNA VAH --rules ro
  arbiter judge ȘTIRE --rules ro --lexicon loc.txt --json
  arbiter judge ZEFIRUL --board 7
  arbiter judge DEPUNERI --board 7 --ambiguous "LOC 5 and its errata disagree"
  arbiter judge --list
  arbiter judge --list --game 3 --json`,
		Args: func(cmd *cobra.Command, words []string) error {
			if opts.List {
				return judgeListArgs(cmd, words)
			}
			if cmd.Flags().Changed("game") {
				return usageErrorf("--game names the game whose challenges --list prints")
			}
			return cobra.MinimumNArgs(1)(cmd, words)
		},
		RunE: func(cmd *cobra.Command, words []string) error {
			if opts.List {
				return judgeList(cmd, f, &opts)
			}
			if cmd.Flags().Changed("board") {
				return judgeAtBoard(cmd, f, &opts, words)
			}
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
			read, err := free.JudgedWords(words)
			if err != nil {
				return &usageError{err}
			}
			v, err := scoresheet.Judge(g, read)
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
	cmd.Flags().BoolVar(&opts.JSON, "json", false, `print {"stands": true|false}, or with --list the challenges judged`)
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().IntVar(&opts.Board, "board", 0, "judge and record at `BOARD` of the free-game event being played")
	cmd.Flags().Var((*roundValue)(&opts.Round), "round", "the board's `ROUND` (default: the last one paired)")
	cmd.Flags().StringVar(&opts.Ambiguous, "ambiguous", "", "withdraw the play as the list is ambiguous, for this `REASON`")
	cmd.Flags().BoolVar(&opts.List, "list", false, "print the challenges judged instead of judging one")
	cmd.Flags().IntVar(&opts.Game, "game", 0, "with --list, the game `N` (default: the current game)")
	return cmd
}

// judgeListArgs refuses words or a judging flag beside --list.
func judgeListArgs(cmd *cobra.Command, words []string) error {
	if len(words) > 0 {
		return usageErrorf("--list prints the challenges judged: leave out the words (%s)", strings.Join(words, " "))
	}
	for _, flag := range []string{"rules", "lexicon", "board", "round", "ambiguous"} {
		if cmd.Flags().Changed(flag) {
			return usageErrorf("--list prints the challenges judged: leave out --%s", flag)
		}
	}
	return nil
}

// judgeList prints the challenges judged in a game of the tournament, in
// the order recorded.
func judgeList(cmd *cobra.Command, f *Factory, opts *judgeOptions) error {
	t, err := f.Tournament(cmd.Context(), opts.DB, forReading)
	if err != nil {
		return err
	}
	defer t.close()
	entries, err := t.GameLog(cmd.Context(), opts.Game)
	if err != nil {
		return err
	}
	js := []reports.Judgement{}
	for _, e := range entries {
		if j, ok := reports.JudgementOf(e.Time, e.Event); ok {
			js = append(js, j)
		}
	}
	if opts.JSON {
		return json.NewEncoder(f.IO.Out).Encode(js)
	}
	return reports.WriteJudgements(f.IO.Out, t.RuleSet().Language, js, isTerminal(f.IO.Out))
}

// judgeAtBoard judges and records a challenge at a board of the
// free-game event, exiting as a headless judgement does.
func judgeAtBoard(cmd *cobra.Command, f *Factory, opts *judgeOptions, words []string) error {
	if opts.Rules != "" || opts.LexiconPath != "" {
		return usageErrorf("--board judges with the tournament's own rules and word list: leave out --rules and --lexicon")
	}
	if blankFlag(cmd, "ambiguous", opts.Ambiguous, "") {
		return usageErrorf("--ambiguous needs the reason the list is ambiguous")
	}
	evs, err := record(cmd.Context(), func(ctx context.Context) (*tournament, error) { return f.Tournament(ctx, opts.DB, forWriting) },
		free.Judge{Round: opts.Round, Board: opts.Board, Words: words, Ambiguous: opts.Ambiguous != "", Reason: opts.Ambiguous})
	if err != nil {
		return err
	}
	if j, ok := evs[0].(free.Judged); ok && !j.Stands && !j.Ambiguous {
		return &refusedError{errors.New("the play does not stand: it is taken back and scores 0")}
	}
	return nil
}
