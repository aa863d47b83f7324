package main

import (
	"fmt"

	"github.com/spf13/cobra"
)

// logOptions are the flags of `arbiter log`.
type logOptions struct {
	DB string
}

// newLogCmd builds `arbiter log`.
func newLogCmd(f *Factory) *cobra.Command {
	opts := &logOptions{}
	cmd := &cobra.Command{
		Use:   "log",
		Short: "Print every recorded event, readably",
		Long: `Print every event of the tournament in the order it is folded: the
tournament's stream, then each game's. Each line gives the stream, the
event's sequence number in it, when it was recorded (UTC), its type and
what it says. Nothing is ever changed in place: a correction is a later
event, so the log is the whole history of every decision.`,
		Example: `  arbiter log
  arbiter log --db cupa.db | grep 'table 12'`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return logRun(cmd, f, opts)
		},
	}
	addDBFlag(cmd, &opts.DB)
	return cmd
}

func logRun(cmd *cobra.Command, f *Factory, opts *logOptions) error {
	t, err := f.Tournament(cmd.Context(), opts.DB, forReading)
	if err != nil {
		return err
	}
	defer t.close()
	entries, err := t.Log(cmd.Context())
	if err != nil {
		return err
	}
	for _, e := range entries {
		fmt.Fprintf(f.IO.Out, "%s #%d\t%s\t%s\t%s\n", e.Stream, e.Seq,
			e.Time.UTC().Format("2006-01-02 15:04:05"), e.Type, e.Sentence)
	}
	return nil
}
