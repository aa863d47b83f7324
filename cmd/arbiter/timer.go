package main

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/referee"
)

// newTimerCmd builds `arbiter timer` and its subcommands.
func newTimerCmd(f *Factory) *cobra.Command {
	var db string
	cmd := groupCmd("timer", "Run the round's thinking time: start, pause, resume, reset, show",
		"  arbiter timer start\n  arbiter timer start --minutes 6\n  arbiter timer pause\n  arbiter timer show", &db,
		newTimerStartCmd(f, &db),
		newTimerActionCmd(f, &db, "pause", "Pause the countdown (an incident in the room)", func(at time.Time) arbiter.Command { return arbiter.PauseTimer{At: at} }),
		newTimerActionCmd(f, &db, "resume", "Run a paused countdown again", func(at time.Time) arbiter.Command { return arbiter.ResumeTimer{At: at} }),
		newTimerActionCmd(f, &db, "reset", "Put the countdown back to not started (Start! given too early)", func(at time.Time) arbiter.Command { return arbiter.ResetTimer{At: at} }),
		newTimerShowCmd(f, &db))
	cmd.Long = `The thinking time of the current round (RULES §4.1; seed 004: the letters
are announced, then "Start!", "30 de secunde!" 30 seconds before the end,
and "Stop!"). Each start, pause, resume and reset is recorded with the time
it was given, so the log says when the time ran out and a slip handed in
after "Stop!" can be judged from it (RULES §5). The projector of
` + "`arbiter serve`" + ` shows the countdown.`
	return cmd
}

// newTimerStartCmd builds `arbiter timer start`.
func newTimerStartCmd(f *Factory, db *string) *cobra.Command {
	var minutes, seconds int
	cmd := &cobra.Command{
		Use:   "start",
		Short: "Start the round's thinking time (\"Start!\")",
		Long: `Start the countdown of the current round. The thinking time is the one
set last in the game (3 minutes by default; 6 minutes in the Tactic
variant): --minutes or --seconds set it for this round and the next ones.`,
		Example: "  arbiter timer start\n  arbiter timer start --minutes 6",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if minutes < 0 || seconds < 0 {
				return usageErrorf("the thinking time cannot be negative")
			}
			d := time.Duration(minutes)*time.Minute + time.Duration(seconds)*time.Second
			if d == 0 && (cmd.Flags().Changed("minutes") || cmd.Flags().Changed("seconds")) {
				return usageErrorf("a thinking time of 0 leaves no time to play: give --minutes or --seconds above 0")
			}
			return recordRun(cmd, f, *db, arbiter.StartTimer{At: f.Now(), Duration: d})
		},
	}
	cmd.Flags().IntVar(&minutes, "minutes", 0, "the thinking time in `MINUTES` (default: the game's, else 3)")
	cmd.Flags().IntVar(&seconds, "seconds", 0, "the thinking time in `SECONDS`, added to --minutes")
	return cmd
}

// newTimerActionCmd builds a timer subcommand that takes no argument and
// records the command made for the time it is given at.
func newTimerActionCmd(f *Factory, db *string, use, short string, command func(at time.Time) arbiter.Command) *cobra.Command {
	return &cobra.Command{
		Use:     use,
		Short:   short,
		Example: "  arbiter timer " + use,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return recordRun(cmd, f, *db, command(f.Now()))
		},
	}
}

// newTimerShowCmd builds `arbiter timer show`.
func newTimerShowCmd(f *Factory, db *string) *cobra.Command {
	return &cobra.Command{
		Use:     "show",
		Short:   "Show the current round's countdown: time left and when Stop! falls",
		Example: "  arbiter timer show",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			t, err := f.Tournament(cmd.Context(), *db, forWriting)
			if err != nil {
				return err
			}
			defer t.close()
			st := t.State()
			g := st.CurrentGame()
			if g == nil || g.Current() == nil {
				return &refusedError{fmt.Errorf("no round yet: draw a rack first")}
			}
			fmt.Fprintln(f.IO.Out, timerLine(g, f.Now()))
			return nil
		},
	}
}

// timerLine says where the countdown of g's current round stands at now.
func timerLine(g *arbiter.Game, now time.Time) string {
	r := g.Current()
	t := r.Timer
	left := t.Left(now).Round(time.Second)
	switch {
	case !t.Started:
		return fmt.Sprintf("round %d: not started (%s of thinking time)", r.Number, g.ThinkingTime())
	case t.Over(now):
		stop, _ := t.Stop()
		return fmt.Sprintf("round %d: Stop! at %s", r.Number, referee.Clock(stop))
	case !t.Running:
		return fmt.Sprintf("round %d: paused, %s left", r.Number, left)
	}
	stop, _ := t.Stop()
	return fmt.Sprintf("round %d: running, %s left, Stop! at %s", r.Number, left, referee.Clock(stop))
}
