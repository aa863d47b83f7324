package main

import (
	"fmt"
	"strconv"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
)

// newRoundCmd builds `arbiter round` and its subcommands.
func newRoundCmd(f *Factory) *cobra.Command {
	var db string
	return groupCmd("round", "Close the current round, or cancel a round",
		"  arbiter round close\n  arbiter round cancel 7 --reason \"wrong rack announced\"", &db,
		newRoundCloseCmd(f, &db), newRoundCancelCmd(f, &db))
}

// newRoundCloseCmd builds `arbiter round close`.
func newRoundCloseCmd(f *Factory, db *string) *cobra.Command {
	return &cobra.Command{
		Use:   "close",
		Short: "End play of the current round",
		Long: `End play of the current round (it needs a top) and announce the best score
in the room and the solo, if a single player made it (RULES §6). Slips of
a closed round can still be entered or corrected with --round.`,
		Example: `  arbiter round close`,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			t, err := openTournament(cmd.Context(), f, *db, false)
			if err != nil {
				return err
			}
			defer t.close()
			evs, err := t.Run(cmd.Context(), arbiter.CloseRound{})
			if err != nil {
				return err
			}
			t.printEvents(evs)
			return printRoomBest(t, evs)
		},
	}
}

// printRoomBest announces the best score in the room and the solo of the
// round just closed (RULES §4.4, §6).
func printRoomBest(t *tournament, evs []arbiter.Event) error {
	for _, e := range evs {
		closed, ok := e.(arbiter.RoundClosed)
		if !ok {
			continue
		}
		rounds, err := t.RoundSummaries(0)
		if err != nil {
			return err
		}
		sum := rounds[closed.Round-1]
		best := "no slip scores"
		if sum.BestScore >= 0 {
			n := 0
			for _, s := range sum.Slips {
				if s.Score == sum.BestScore {
					n++
				}
			}
			best = fmt.Sprintf("%d (top %d), %d %s", sum.BestScore, sum.Top.Score, n, plural(n, "player"))
		}
		solo := "none"
		if sum.SoloTable != 0 {
			st := t.State()
			p, _ := st.Player(sum.SoloTable)
			solo = fmt.Sprintf("table %d %s, +%d", sum.SoloTable, p.Name, sum.SoloBonus)
		}
		fmt.Fprintf(t.f.IO.Out, "best score in the room: %s; solo: %s\n", best, solo)
	}
	return nil
}

// plural returns word, with an s unless n is 1.
func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// newRoundCancelCmd builds `arbiter round cancel`.
func newRoundCancelCmd(f *Factory, db *string) *cobra.Command {
	var reason string
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
			return recordRun(cmd, f, *db, arbiter.CancelRound{Round: n, Reason: reason})
		},
	}
	cmd.Flags().StringVar(&reason, "reason", "", "why the round is cancelled (required)")
	_ = cmd.MarkFlagRequired("reason")
	return cmd
}
