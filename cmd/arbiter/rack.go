package main

import (
	"github.com/spf13/cobra"

	"arbiter/arbiter"
)

// rackOptions are the flags of `arbiter rack`.
type rackOptions struct {
	DB            string
	Manual        string
	Force         string
	RejectTriples bool
	Reject        string
}

// newRackCmd builds `arbiter rack`.
func newRackCmd(f *Factory) *cobra.Command {
	opts := &rackOptions{}
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
			if opts.Reject != "" {
				return recordRun(cmd, f, opts.DB, arbiter.RejectRack{Reason: opts.Reject})
			}
			// An empty --manual must not fall back to the program's draw
			// while the room draws from a real bag.
			if blankFlag(cmd, "manual", opts.Manual, "+") {
				return usageErrorf("--manual %q holds no letter: type the letters drawn ('?' for a joker), or leave --manual out for the program's draw", opts.Manual)
			}
			if opts.Force != "" && opts.Manual == "" {
				return usageErrorf("--force applies to a rack typed with --manual")
			}
			c := arbiter.DrawRack{Letters: opts.Manual, Force: opts.Force, RejectTriples: opts.RejectTriples}
			return recordRun(cmd, f, opts.DB, c)
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
