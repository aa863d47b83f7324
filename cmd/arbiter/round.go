package main

import (
	"context"
	"strconv"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/reports"
)

// roundOptions are the dependencies, flags and arguments of `arbiter round
// close` and `arbiter round cancel`.
type roundOptions struct {
	// Tournament opens the tournament whose round is closed or cancelled.
	Tournament func(ctx context.Context) (*tournament, error)

	DB string
	// Round and Reason are the round cancelled and why (`round cancel`).
	Round  int
	Reason string
}

// newRoundOptions returns the options of a round command of f, whose
// tournament is the one their --db names.
func newRoundOptions(f *Factory) *roundOptions {
	opts := &roundOptions{}
	opts.Tournament = func(ctx context.Context) (*tournament, error) { return f.Tournament(ctx, opts.DB, forWriting) }
	return opts
}

// newRoundCmd builds `arbiter round` and its subcommands.
func newRoundCmd(f *Factory) *cobra.Command {
	return groupCmd("round", "Close the current round, or cancel a round",
		"  arbiter round close\n  arbiter round cancel 7 --reason \"wrong rack announced\"",
		newRoundCloseCmdRun(f, nil), newRoundCancelCmdRun(f, nil), newRoundGroupCmd(f))
}

// newRoundCloseCmdRun builds `arbiter round close`, calling runF instead of
// closing the round when it is set (flag tests).
func newRoundCloseCmdRun(f *Factory, runF func(*roundOptions) error) *cobra.Command {
	opts := newRoundOptions(f)
	cmd := &cobra.Command{
		Use:   "close",
		Short: "End play of the current round",
		Long: `End play of the current round (it needs a top) and announce the best score
in the room and the solo, if a single player made it (RULES §6), after how
many tables have a slip and which have none yet. Slips of
a closed round can still be entered or corrected with --round.`,
		Example: `  arbiter round close`,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if runF != nil {
				return runF(opts)
			}
			return roundCloseRun(cmd.Context(), opts)
		},
	}
	addDBFlag(cmd, &opts.DB)
	return cmd
}

// roundCloseRun closes the current round and announces what it left: the
// tables without a slip, its best score and solo.
func roundCloseRun(ctx context.Context, opts *roundOptions) error {
	t, err := opts.Tournament(ctx)
	if err != nil {
		return err
	}
	defer t.close()
	evs, err := t.Run(ctx, arbiter.CloseRound{})
	if err != nil {
		return err
	}
	t.printEvents(evs)
	for _, e := range evs {
		if closed, ok := e.(arbiter.RoundClosed); ok {
			c, err := t.Closing(ctx, closed.Round)
			if err != nil {
				return err
			}
			if err := reports.Closing(t.f.IO.Out, c); err != nil {
				return err
			}
		}
	}
	return nil
}

// newRoundCancelCmdRun builds `arbiter round cancel`, calling runF instead
// of cancelling the round when it is set (flag tests).
func newRoundCancelCmdRun(f *Factory, runF func(*roundOptions) error) *cobra.Command {
	opts := newRoundOptions(f)
	cmd := &cobra.Command{
		Use:   "cancel ROUND --reason TEXT",
		Short: "Cancel a round: nobody scores in it",
		Long: `Cancel a round when a situation cannot be solved otherwise (RULES §4.5):
nobody scores in it and its slips' warnings lapse. A round cancelled
before it is closed puts its rack back in the bag and its top is not
played.`,
		Example: `  arbiter round cancel 7 --reason "wrong rack announced"`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			n, err := strconv.Atoi(args[0])
			if err != nil || n < 1 {
				return usageErrorf("round %q is not a round number (1, 2, …)", args[0])
			}
			opts.Round = n
			if runF != nil {
				return runF(opts)
			}
			_, err = record(cmd.Context(), opts.Tournament, duplicate.CancelRound{Round: opts.Round, Reason: opts.Reason})
			return err
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().StringVar(&opts.Reason, "reason", "", "why the round is cancelled (required)")
	_ = cmd.MarkFlagRequired("reason")
	return cmd
}
