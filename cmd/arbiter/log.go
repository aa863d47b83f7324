package main

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/spf13/cobra"
)

// logOptions are the dependencies and flags of `arbiter log`.
type logOptions struct {
	IO *IOStreams
	// Tournament opens the tournament whose log is printed, read-only.
	Tournament func(ctx context.Context) (*tournament, error)

	DB   string
	JSON bool
}

// newLogCmd builds `arbiter log`.
func newLogCmd(f *Factory) *cobra.Command { return newLogCmdRun(f, nil) }

// newLogCmdRun builds `arbiter log`, calling runF instead of printing the
// log when it is set (flag tests).
func newLogCmdRun(f *Factory, runF func(*logOptions) error) *cobra.Command {
	opts := &logOptions{IO: f.IO}
	opts.Tournament = func(ctx context.Context) (*tournament, error) { return f.Tournament(ctx, opts.DB, forReading) }
	cmd := &cobra.Command{
		Use:   "log",
		Short: "Print every recorded event, readably",
		Long: `Print every event of the tournament in the order it is folded: the
tournament's stream, then each game's. Each line gives the stream, the
event's sequence number in it, when it was recorded (UTC), its type and
what it says. Nothing is ever changed in place: a correction is a later
event, so the log is the whole history of every decision.

--json prints one JSON object a line for scripts: the stream, the
sequence number, the time (RFC 3339, UTC), the type, the hash chaining
the event, the sentence and the event itself as recorded.`,
		Example: `  arbiter log
  arbiter log --db cupa.db | grep 'table 12'
  arbiter log --json | jq -c 'select(.type == "slip_recorded") | .event'`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if runF != nil {
				return runF(opts)
			}
			return logRun(cmd.Context(), opts)
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print one JSON object per event")
	return cmd
}

// logLine is an event of `arbiter log --json`.
type logLine struct {
	Stream   string          `json:"stream"`
	Seq      int             `json:"seq"`
	Time     time.Time       `json:"time"`
	Type     string          `json:"type"`
	Hash     string          `json:"hash"`
	Sentence string          `json:"sentence"`
	Event    json.RawMessage `json:"event"`
}

// logRun prints every event of the tournament, one a line.
func logRun(ctx context.Context, opts *logOptions) error {
	t, err := opts.Tournament(ctx)
	if err != nil {
		return err
	}
	defer t.close()
	entries, err := t.Log(ctx)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(opts.IO.Out)
	for _, e := range entries {
		if opts.JSON {
			if err := enc.Encode(logLine{Stream: e.Stream, Seq: e.Seq, Time: e.Time.UTC(), Type: e.Type, Hash: e.Hash,
				Sentence: e.Sentence, Event: e.Payload}); err != nil {
				return err
			}
			continue
		}
		fmt.Fprintf(opts.IO.Out, "%s #%d\t%s\t%s\t%s\n", e.Stream, e.Seq,
			e.Time.UTC().Format("2006-01-02 15:04:05"), e.Type, e.Sentence)
	}
	return nil
}
