package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
)

// newTournamentCmd builds `arbiter tournament` and its subcommands.
func newTournamentCmd(f *Factory) *cobra.Command {
	var db string
	return groupCmd("tournament", "Change the tournament's settings",
		`  arbiter tournament set --tie-break last-game --reason "three games: the federation's tie-break"`, &db,
		newTournamentSetCmd(f, &db))
}

// newTournamentSetCmd builds `arbiter tournament set`.
func newTournamentSetCmd(f *Factory, db *string) *cobra.Command {
	var c arbiter.ChangeTieBreak
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
			evs, err := record(cmd.Context(), f.writing(*db), c)
			if err == nil && len(evs) == 0 {
				fmt.Fprintf(f.IO.Out, "the tie-break is already %s: nothing to change\n", c.TieBreak)
			}
			return err
		},
	}
	cmd.Flags().StringVar(&c.TieBreak, "tie-break", "", "how equal totals are ranked: "+strings.Join(arbiter.TieBreaks, " or "))
	cmd.Flags().StringVar(&c.Reason, "reason", "", "why the setting changes (required)")
	return cmd
}
