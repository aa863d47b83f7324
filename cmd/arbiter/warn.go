package main

import (
	"context"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
)

// warnOptions are the dependencies, flags and argument of `arbiter warn`.
type warnOptions struct {
	// Tournament opens the tournament to record the warning in.
	Tournament func(ctx context.Context) (*tournament, error)

	DB                                 string
	Table                              int
	Technical, Disciplinary, Eliminate bool
	Reason                             string
	Round                              int
	// Withdraw withdraws the warning instead of giving it; Again gives a
	// warning exactly as one that stands, on purpose.
	Withdraw, Again bool
}

// newWarnCmd builds `arbiter warn`.
func newWarnCmd(f *Factory) *cobra.Command { return newWarnCmdRun(f, nil) }

// newWarnCmdRun builds `arbiter warn`, calling runF instead of recording
// the warning when it is set (flag tests).
func newWarnCmdRun(f *Factory, runF func(*warnOptions) error) *cobra.Command {
	opts := &warnOptions{}
	opts.Tournament = func(ctx context.Context) (*tournament, error) { return f.Tournament(ctx, opts.DB, forWriting) }
	cmd := &cobra.Command{
		Use:   "warn TABLE --technical|--disciplinary|--eliminate --reason TEXT [--withdraw]",
		Short: "Give a player a warning, or eliminate them; withdraw one",
		Long: `Give the player at TABLE a warning (RULES §6). A technical warning (A) is
for an error on a slip, at most one per round (those the rules give by
themselves for a wrong or missing score or an unmarked joker are recorded
with the slip). A disciplinary warning (D) counts as 4 technical ones.
From the 4th technical warning on, each costs 5 points, never more in a
round than the player's score in that round. An eliminated player stays in
the records but leaves the ranking.

In an Anticipation game (RULES §8.4) a technical warning is for an error
on the slip of a round drawn, as many in a round as the referee gives; a
disciplinary one may be given before round 1; the player's sheet is
adjudicated again with it (in Rezistenta warnings cost ranking points,
RULES §8.9). An Anticipation game records no elimination.

In a composition problem (RULES §9.1) the referee gives disciplinary
warnings only, for the whole problem while it is open (no --round): each
costs what 4 technical warnings cost in the problem's kind (points, ranking
points or solutions); the technical ones come from the check of the
solution. The free game records no warnings (RULES §10).

A warning exactly as one the player has (same round, kind and reason) is
refused, most often the same warning typed twice: --again gives it all
the same. --withdraw takes back the last warning of that kind the referee
gave the player in the round (--round, else the current one), --reason
saying why; the log keeps both. A slip's own technical warning goes with
the slip: correct the slip instead.`,
		Example: `  arbiter warn 12 --technical --reason "slip handed in without the position"
  arbiter warn 7 --disciplinary --reason "talking during the round"
  arbiter warn 7 --eliminate --reason "consulting a word list"
  arbiter warn 7 --disciplinary --withdraw --reason "given to the wrong table"`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			table, err := parseTable(args[0])
			if err != nil {
				return err
			}
			opts.Table = table
			if runF != nil {
				return runF(opts)
			}
			return warnRun(cmd.Context(), opts)
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().BoolVar(&opts.Technical, "technical", false, "a technical warning (A)")
	cmd.Flags().BoolVar(&opts.Disciplinary, "disciplinary", false, "a disciplinary warning (D), worth 4 technical ones")
	cmd.Flags().BoolVar(&opts.Eliminate, "eliminate", false, "eliminate the player")
	cmd.Flags().StringVar(&opts.Reason, "reason", "", "why (required)")
	cmd.Flags().Var((*roundValue)(&opts.Round), "round", "the `ROUND` the warning belongs to (default: the current round)")
	cmd.Flags().BoolVar(&opts.Withdraw, "withdraw", false, "withdraw the warning instead of giving it")
	cmd.Flags().BoolVar(&opts.Again, "again", false, "give a warning exactly as one the player has, on purpose")
	cmd.MarkFlagsMutuallyExclusive("withdraw", "again")
	cmd.MarkFlagsOneRequired("technical", "disciplinary", "eliminate")
	cmd.MarkFlagsMutuallyExclusive("technical", "disciplinary", "eliminate")
	_ = cmd.MarkFlagRequired("reason")
	return cmd
}

// warnRun records the warning opts give and prints it.
func warnRun(ctx context.Context, opts *warnOptions) error {
	kind := arbiter.Technical
	switch {
	case opts.Disciplinary:
		kind = arbiter.Disciplinary
	case opts.Eliminate:
		kind = arbiter.Elimination
	}
	var c arbiter.Command = arbiter.GiveWarning{Table: opts.Table, Round: opts.Round, Kind: kind, Reason: opts.Reason, Again: opts.Again}
	if opts.Withdraw {
		c = arbiter.WithdrawWarning{Table: opts.Table, Round: opts.Round, Kind: kind, Reason: opts.Reason}
	}
	_, err := record(ctx, opts.Tournament, c)
	return err
}
