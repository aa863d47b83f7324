package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
)

// tournamentSetOptions are the dependencies and flags of `arbiter
// tournament set`.
type tournamentSetOptions struct {
	IO *IOStreams
	// Tournament opens the tournament whose settings change.
	Tournament func(ctx context.Context) (*tournament, error)

	DB string
	// Change is the new tie-break and why.
	Change arbiter.ChangeTieBreak
}

// newTournamentCmd builds `arbiter tournament` and its subcommands.
func newTournamentCmd(f *Factory) *cobra.Command {
	return groupCmd("tournament", "Change the tournament's settings",
		`  arbiter tournament set --tie-break last-game --reason "three games: the federation's tie-break"`,
		newTournamentSetCmdRun(f, nil))
}

// newTournamentSetCmdRun builds `arbiter tournament set`, calling runF
// instead of recording the change when it is set (flag tests).
func newTournamentSetCmdRun(f *Factory, runF func(*tournamentSetOptions) error) *cobra.Command {
	opts := &tournamentSetOptions{IO: f.IO}
	opts.Tournament = func(ctx context.Context) (*tournament, error) { return f.Tournament(ctx, opts.DB, forWriting) }
	c := &opts.Change
	cmd := &cobra.Command{
		Use:   "set --tie-break shared|last-game --reason REASON",
		Short: "Change how equal totals are ranked",
		Long: `Change a setting chosen when the tournament was created (arbiter new).
--tie-break says how equal totals are ranked (RULES §6): shared (equal
totals share a rank) or last-game (the better last game first, then the
better last round, going back). The change is a new event
(tie_break_changed) with the referee's reason: the standings and every
ranking printed after it rank by the new tie-break, games already played
included; the log keeps the old setting and the change. Setting the
tie-break in force records nothing.`,
		Example: `  arbiter tournament set --tie-break last-game --reason "three games: the federation's tie-break"`,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if !cmd.Flags().Changed("tie-break") {
				return usageErrorf("tournament set: say what to change: --tie-break %s", strings.Join(arbiter.TieBreaks, "|"))
			}
			if runF != nil {
				return runF(opts)
			}
			evs, err := record(cmd.Context(), opts.Tournament, opts.Change)
			if err == nil && len(evs) == 0 {
				fmt.Fprintf(opts.IO.Out, "the tie-break is already %s: nothing to change\n", c.TieBreak)
			}
			return err
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().StringVar(&c.TieBreak, "tie-break", "", "how equal totals are ranked: "+strings.Join(arbiter.TieBreaks, " or "))
	cmd.Flags().StringVar(&c.Reason, "reason", "", "why the setting changes (required)")
	return cmd
}
