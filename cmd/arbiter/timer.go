package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/reports"
)

// timerOptions are the dependencies and flags of the `arbiter timer`
// subcommands.
type timerOptions struct {
	IO *IOStreams
	// Tournament opens the tournament whose round is timed.
	Tournament func(ctx context.Context) (*tournament, error)
	// Now is the time a timer command is given at.
	Now func() time.Time

	DB string
	// Duration is the thinking time --minutes and --seconds set (`timer
	// start`), 0 for the game's.
	Duration time.Duration
}

// newTimerOptions returns the options of a timer command of f, whose
// tournament is the one their --db names.
func newTimerOptions(f *Factory) *timerOptions {
	opts := &timerOptions{IO: f.IO, Now: f.Now}
	opts.Tournament = func(ctx context.Context) (*tournament, error) { return f.Tournament(ctx, opts.DB, forWriting) }
	return opts
}

// newTimerCmd builds `arbiter timer` and its subcommands.
func newTimerCmd(f *Factory) *cobra.Command {
	cmd := groupCmd("timer", "Run the round's thinking time: start, pause, resume, reset, show",
		"  arbiter timer start\n  arbiter timer start --minutes 6\n  arbiter timer pause\n  arbiter timer show",
		newTimerStartCmdRun(f, nil),
		newTimerActionCmd(f, "pause", "Pause the countdown (an incident in the room)", func(at time.Time) arbiter.Command { return arbiter.PauseTimer{At: at} }, nil),
		newTimerActionCmd(f, "resume", "Run a paused countdown again", func(at time.Time) arbiter.Command { return arbiter.ResumeTimer{At: at} }, nil),
		newTimerActionCmd(f, "reset", "Put the countdown back to not started (Start! given too early)", func(at time.Time) arbiter.Command { return arbiter.ResetTimer{At: at} }, nil),
		newTimerShowCmdRun(f, nil))
	cmd.Long = `The thinking time of the current round (RULES §4.1; seed 004: the letters
are announced, then "Start!", "30 de secunde!" 30 seconds before the end,
and "Stop!"). Each start, pause, resume and reset is recorded with the time
it was given, so the log says when the time ran out and a slip handed in
after "Stop!" can be judged from it (RULES §5). The projector of
` + "`arbiter serve`" + ` shows the countdown.`
	return cmd
}

// newTimerStartCmdRun builds `arbiter timer start`, calling runF instead of
// starting the countdown when it is set (flag tests).
func newTimerStartCmdRun(f *Factory, runF func(*timerOptions) error) *cobra.Command {
	opts := newTimerOptions(f)
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
			opts.Duration = time.Duration(minutes)*time.Minute + time.Duration(seconds)*time.Second
			if opts.Duration == 0 && (cmd.Flags().Changed("minutes") || cmd.Flags().Changed("seconds")) {
				return usageErrorf("a thinking time of 0 leaves no time to play: give --minutes or --seconds above 0")
			}
			if runF != nil {
				return runF(opts)
			}
			_, err := record(cmd.Context(), opts.Tournament, arbiter.StartTimer{At: opts.Now(), Duration: opts.Duration})
			return err
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().IntVar(&minutes, "minutes", 0, "the thinking time in `MINUTES` (default: the game's, else 3)")
	cmd.Flags().IntVar(&seconds, "seconds", 0, "the thinking time in `SECONDS`, added to --minutes")
	return cmd
}

// newTimerActionCmd builds a timer subcommand that takes no argument and
// records the command made for the time it is given at, calling runF
// instead when it is set (flag tests).
func newTimerActionCmd(f *Factory, use, short string, command func(at time.Time) arbiter.Command, runF func(*timerOptions) error) *cobra.Command {
	opts := newTimerOptions(f)
	cmd := &cobra.Command{
		Use:     use,
		Short:   short,
		Example: "  arbiter timer " + use,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if runF != nil {
				return runF(opts)
			}
			_, err := record(cmd.Context(), opts.Tournament, command(opts.Now()))
			return err
		},
	}
	addDBFlag(cmd, &opts.DB)
	return cmd
}

// newTimerShowCmdRun builds `arbiter timer show`, calling runF instead of
// showing the countdown when it is set (flag tests).
func newTimerShowCmdRun(f *Factory, runF func(*timerOptions) error) *cobra.Command {
	opts := newTimerOptions(f)
	cmd := &cobra.Command{
		Use:     "show",
		Short:   "Show the current round's countdown: time left and when Stop! falls",
		Example: "  arbiter timer show",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if runF != nil {
				return runF(opts)
			}
			return timerShowRun(cmd.Context(), opts)
		},
	}
	addDBFlag(cmd, &opts.DB)
	return cmd
}

// timerShowRun prints where the countdown of the current round stands.
func timerShowRun(ctx context.Context, opts *timerOptions) error {
	t, err := opts.Tournament(ctx)
	if err != nil {
		return err
	}
	defer t.close()
	st, err := t.State(ctx)
	if err != nil {
		return err
	}
	g := st.CurrentGame()
	if g == nil || g.Current() == nil {
		return noTimedRound(ctx, t, opts.Now())
	}
	fmt.Fprintln(opts.IO.Out, reports.TimerLine(g.Current(), st.ThinkingTime(g), opts.Now()))
	return nil
}

// noTimedRound refuses to show a clock that is not running yet, as the
// current game's kind refuses to start it.
func noTimedRound(ctx context.Context, t *tournament, now time.Time) error {
	play, err := t.Play(ctx, now)
	if err != nil {
		return err
	}
	if refusal, offered := play.Actions[arbiter.ActStart]; offered && refusal != nil {
		return refusal
	}
	if play.Game == 0 {
		return &refusedError{errors.New("no game yet: start one first")}
	}
	return &refusedError{fmt.Errorf("game %d has no round timed by the room's timer: it is a game of kind %s", play.Game, play.Kind)}
}
