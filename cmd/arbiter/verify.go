package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/kinds"
	"arbiter/arbiter/referee"
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
			return verifyRun(cmd.Context(), f, storePath(f, db))
		},
	}
	addDBFlag(cmd, &db)
	return cmd
}

// verifyRun checks the hash chain of the store at path, then folds it.
func verifyRun(ctx context.Context, f *Factory, path string) error {
	db, err := openStore(ctx, path, false, true)
	if err != nil {
		return err
	}
	defer db.Close()
	if err := db.Verify(ctx); errors.As(err, new(*store.ChainError)) {
		return &refusedError{fmt.Errorf("%s: %w", path, err)}
	} else if err != nil {
		return err
	}
	svc, err := referee.Open(ctx, db, referee.Options{Name: path, FromStart: true, Kinds: kinds.All()})
	if _, ok := errors.AsType[*referee.FoldError](err); ok {
		// A log that does not fold is what verify looks for: a finding,
		// not a storage failure.
		return &refusedError{fmt.Errorf("%s: %s", path, arbiter.ErrorMessage(err))}
	}
	if err != nil {
		return err
	}
	if err := verifySnapshot(ctx, path, svc); err != nil {
		return err
	}
	state, err := svc.State(ctx)
	if err != nil {
		return err
	}
	rounds := 0
	for _, g := range state.Games {
		rounds += len(g.Rounds)
	}
	fmt.Fprintf(f.IO.Out, "%s: %d events intact and folded: %d players, %d %s, %d %s\n",
		path, svc.Version(), len(state.Players), len(state.Games), arbiter.Plural(len(state.Games), "game"),
		rounds, arbiter.Plural(rounds, "round"))
	last, ok, err := db.Last(ctx)
	if err != nil {
		return err
	}
	if ok {
		fmt.Fprintln(f.IO.Out, sealLine(last))
	}
	return nil
}

// verifySnapshot checks the snapshot of the log the store at path keeps
// against the log svc folded from the start ([referee.Service.CheckSnapshot]):
// a snapshot the store cannot vouch for, or that is not the log's, is a
// finding.
func verifySnapshot(ctx context.Context, path string, svc *referee.Service) error {
	err := svc.CheckSnapshot(ctx)
	_, ignored := errors.AsType[*store.SnapshotError](err)
	_, wrong := errors.AsType[*referee.SnapshotFinding](err)
	if ignored || wrong {
		return &refusedError{fmt.Errorf("%s: %w", path, err)}
	}
	return err
}

// sealLine names the last event of a log and the start of its hash, which
// seals the whole log.
func sealLine(last arbiter.Record) string {
	return fmt.Sprintf("last event %s #%d (%s), hash %s", last.Stream, last.Seq, last.Type, last.Hash[:16])
}
