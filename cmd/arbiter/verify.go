package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/store"
)

// newVerifyCmd builds `arbiter verify`.
func newVerifyCmd(f *Factory) *cobra.Command {
	var db string
	cmd := &cobra.Command{
		Use:   "verify",
		Short: "Check that the recorded events are intact and fold",
		Long: `Check the whole event log: every event's hash chains it to the one recorded
before it, so a changed, removed or inserted event is found and named
(stream, sequence number, type); then every event is read and folded
again, as each command does. It exits with status 1 on the first problem
and says where it is.

It ends with the last event and the start of its hash, which seals the
whole log: note it (on the round's bulletin, say), and a later verify that
shows another last event or hash means events were removed from the end.`,
		Example: `  arbiter verify
  arbiter verify --db backup/cupa-2026-11-29.db`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			path := storePath(f, db)
			s, err := openReading(ctx, path)
			if err != nil {
				return err
			}
			defer s.Close()
			if err := s.Verify(ctx); errors.As(err, new(*store.ChainError)) {
				return &refusedError{fmt.Errorf("%s: %w", path, err)}
			} else if err != nil {
				return damaged(path, err)
			}
			l, err := loadLog(ctx, s)
			if err != nil {
				return err
			}
			state, err := l.replay()
			if err != nil {
				return &refusedError{fmt.Errorf("%s: %w", path, err)}
			}
			rounds := 0
			for _, g := range state.Games {
				rounds += len(g.Rounds)
			}
			fmt.Fprintf(f.IO.Out, "%s: %d events intact and folded: %d players, %d %s, %d %s\n",
				path, len(l.records()), len(state.Players), len(state.Games), plural(len(state.Games), "game"),
				rounds, plural(rounds, "round"))
			last, ok, err := s.Last(ctx)
			if err != nil {
				return &storageError{err}
			}
			if ok {
				fmt.Fprintln(f.IO.Out, sealLine(last))
			}
			return nil
		},
	}
	addDBFlag(cmd, &db)
	return cmd
}

// sealLine names the last event of a log and the start of its hash, which
// seals the whole log.
func sealLine(last arbiter.Record) string {
	return fmt.Sprintf("last event %s #%d (%s), hash %s", last.Stream, last.Seq, last.Type, last.Hash[:16])
}
