package main

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/referee"
	"arbiter/reports"
)

// topOptions are the dependencies and flags of `arbiter top`.
type topOptions struct {
	IO *IOStreams
	// Tournament opens the tournament whose top is chosen.
	Tournament func(ctx context.Context) (*tournament, error)

	DB         string
	Choose     int
	Play       string
	Play2      string
	Reason     string
	Invalidate int
	JSON       bool
}

// newTopCmd builds `arbiter top`.
func newTopCmd(f *Factory) *cobra.Command { return newTopCmdRun(f, nil) }

// newTopCmdRun builds `arbiter top`, calling runF instead of choosing the
// top when it is set (flag tests).
func newTopCmdRun(f *Factory, runF func(*topOptions) error) *cobra.Command {
	opts := &topOptions{IO: f.IO}
	opts.Tournament = func(ctx context.Context) (*tournament, error) { return f.Tournament(ctx, opts.DB, forWriting) }
	cmd := &cobra.Command{
		Use:   "top",
		Short: "Find and announce the round's top move",
		Long: `Find the top move of the current round: the highest-scoring legal move, and
among equal scores the one RULES §4.3 prefers. The other moves of equal
score are announced as equivalent tops, numbered; --choose N takes the N-th
instead, and --play types a move of your own (checked like a slip). The top
can be chosen again until the next rack is drawn; run without flags once it
is chosen, top shows the choice and records nothing.

--invalidate ROUND records that a top already played holds an invalid word
(RULES §4.5): it stays on the board, and every slip of the round whose move
forms its main word (anywhere) scores 0; the solo is computed after.

In a variant game (RULES §7) the top is announced with the letters it takes
from the stock ([U], or [U for X] for Metagrama's swap), and in Tactic with
both moves and their sum; --play2 types Tactic's second move.

--json prints the round's tops as one JSON object for scripts: the round,
the number of events recorded, and each top announced, numbered as
--choose reads them, with its score and whether it is the one chosen.`,
		Example: `  arbiter top
  arbiter top --choose 2 --reason "opens the game better"
  arbiter top --play "H4 ZEFIRUL" --reason "program list incomplete"
  arbiter top --play "H8 COLUMNA" --play2 "I7 VAH" --reason "Tactic, typed"
  arbiter top --invalidate 7 --reason "ZEFIRI is not in the lexicon"
  arbiter top --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if blankFlag(cmd, "play", opts.Play, "") {
				return usageErrorf("--play %q holds no move: type the position and word, as in --play \"H8 COLUMNA\"", opts.Play)
			}
			if opts.Play2 != "" && opts.Play == "" {
				return usageErrorf("--play2 is Tactic's second move: type the first with --play")
			}
			if runF != nil {
				return runF(opts)
			}
			return topRun(cmd.Context(), opts)
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().IntVar(&opts.Choose, "choose", 0, "take the `N`-th of the equivalent tops announced")
	cmd.Flags().StringVar(&opts.Play, "play", "", "a top `MOVE` typed by the referee, e.g. \"H8 COLUMNA\"")
	cmd.Flags().StringVar(&opts.Play2, "play2", "", "Tactic: the second `MOVE` of a top typed by the referee (RULES §7.6)")
	cmd.Flags().StringVar(&opts.Reason, "reason", "", "why the referee departs from the program's top, or invalidates one")
	cmd.Flags().IntVar(&opts.Invalidate, "invalidate", 0, "mark the top of `ROUND` as holding an invalid word")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the round's tops as one JSON object")
	cmd.MarkFlagsMutuallyExclusive("choose", "play", "invalidate")
	cmd.MarkFlagsMutuallyExclusive("json", "invalidate")
	return cmd
}

// topRun chooses the top, or invalidates one, as opts say, and prints it.
func topRun(ctx context.Context, opts *topOptions) error {
	if opts.Invalidate != 0 {
		_, err := record(ctx, opts.Tournament, duplicate.InvalidateTop{Round: opts.Invalidate, Reason: opts.Reason})
		return err
	}
	t, err := opts.Tournament(ctx)
	if err != nil {
		return err
	}
	defer t.close()
	// Without --choose or --play, a top already chosen is shown again, not
	// chosen anew: running `arbiter top` to see the list must not undo the
	// referee's choice (--choose 1 takes the program's top back).
	if top := chosenTop(t); top != nil && opts.Choose == 0 && opts.Play == "" {
		if opts.JSON {
			return reports.TopsJSON(opts.IO.Out, t.RuleSet(), *top, 0)
		}
		if err := printTop(t, *top); err != nil {
			return err
		}
		_, err := fmt.Fprintln(opts.IO.Out, "(announced already; nothing recorded: --choose N or --play MOVE changes it)")
		return err
	}
	evs, err := t.Run(ctx, duplicate.ChooseTop{Choice: opts.Choose, Play: opts.Play, Play2: opts.Play2, Reason: opts.Reason})
	if err != nil {
		return err
	}
	top := chosenTop(t)
	if top != nil && opts.JSON {
		return reports.TopsJSON(opts.IO.Out, t.RuleSet(), *top, len(evs))
	}
	if top != nil && len(evs) == 0 {
		if err := printTop(t, *top); err != nil {
			return err
		}
		fmt.Fprintln(opts.IO.Out, "(the same top is already chosen; nothing changed)")
	}
	for _, e := range evs {
		if err := printTop(t, e); err != nil {
			return err
		}
	}
	return nil
}

// chosenTop returns the top chosen in the current round of the game
// being played, nil when there is none.
func chosenTop(t *tournament) *arbiter.TopChosen {
	if p := t.Current(); !p.Ended {
		return p.Top
	}
	return nil
}

// printTop prints a recorded event: a top with equivalent tops as the
// numbered list --choose reads, any other event as the log says it.
func printTop(t *tournament, e arbiter.Event) error {
	top, ok := e.(arbiter.TopChosen)
	others := len(top.Alternatives) + len(top.VariantAlternatives)
	if !ok || others == 0 {
		t.printEvents([]arbiter.Event{e})
		return nil
	}
	rs := t.RuleSet()
	fmt.Fprintf(t.f.IO.Out, "%s; %d moves reach it (choose another with --choose N):\n",
		referee.TopLine(rs, top), others+1)
	return reports.AnnouncedTops(t.f.IO.Out, rs, top)
}
