package main

import (
	"context"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
)

// rackOptions are the dependencies and flags of `arbiter rack`.
type rackOptions struct {
	// Tournament opens the tournament whose next rack is drawn.
	Tournament func(ctx context.Context) (*tournament, error)

	DB            string
	Manual        string
	Force         string
	RejectTriples bool
	Reject        string
}

// newRackCmd builds `arbiter rack`.
func newRackCmd(f *Factory) *cobra.Command { return newRackCmdRun(f, nil) }

// newRackCmdRun builds `arbiter rack`, calling runF instead of drawing the
// rack when it is set (flag tests).
func newRackCmdRun(f *Factory, runF func(*rackOptions) error) *cobra.Command {
	opts := &rackOptions{}
	opts.Tournament = func(ctx context.Context) (*tournament, error) { return f.Tournament(ctx, opts.DB, forWriting) }
	cmd := &cobra.Command{
		Use:   "rack",
		Short: "Draw the next round's rack",
		Long: `Open the next round (the current one must be closed): keep the remainder of
the last top and draw new letters to complete the rack, redrawing racks
that miss the round's vowel/consonant minimum or allow no move (RULES §4.2).
The rack is printed in announcement form: remainder + new letters. When
the tiles left end the game, the game ends instead.

With --manual, type the letters drawn by hand from a real bag ('?' for a
joker): they are checked against the bag and the round's rules, and a
refused rack may be accepted with --force and the reason. --reject puts the
current rack back (the remainder too) before it has a top or slips;
draw again after it.`,
		Example: `  arbiter rack
  arbiter rack --reject-triples
  arbiter rack --manual BRST
  arbiter rack --manual 'UUIEAO?' --force "bag holds no other consonant"
  arbiter rack --reject "mistyped manual rack"`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if blankFlag(cmd, "reject", opts.Reject, "") {
				return usageErrorf("rejecting a rack needs a reason: --reject REASON")
			}
			// An empty --manual must not fall back to the program's draw
			// while the room draws from a real bag.
			if opts.Reject == "" && blankFlag(cmd, "manual", opts.Manual, "+") {
				return usageErrorf("--manual %q holds no letter: type the letters drawn ('?' for a joker), or leave --manual out for the program's draw", opts.Manual)
			}
			if opts.Reject == "" && opts.Force != "" && opts.Manual == "" {
				return usageErrorf("--force applies to a rack typed with --manual")
			}
			if runF != nil {
				return runF(opts)
			}
			return rackRun(cmd.Context(), opts)
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().StringVar(&opts.Manual, "manual", "", "the new `LETTERS` drawn by hand ('?' for a joker)")
	cmd.Flags().StringVar(&opts.Force, "force", "", "accept a refused manual rack, for this `REASON`")
	cmd.Flags().BoolVar(&opts.RejectTriples, "reject-triples", false, "redraw racks with three or more tiles of one letter")
	cmd.Flags().StringVar(&opts.Reject, "reject", "", "put the current rack back in the bag, for this `REASON`")
	cmd.MarkFlagsMutuallyExclusive("reject", "manual")
	cmd.MarkFlagsMutuallyExclusive("reject", "reject-triples")
	return cmd
}

// rackRun draws the next rack, or puts the current one back, as opts say.
func rackRun(ctx context.Context, opts *rackOptions) error {
	var c arbiter.Command = duplicate.DrawRack{Letters: opts.Manual, Force: opts.Force, RejectTriples: opts.RejectTriples}
	if opts.Reject != "" {
		c = duplicate.RejectRack{Reason: opts.Reject}
	}
	_, err := record(ctx, opts.Tournament, c)
	return err
}
