package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/referee"
	"arbiter/arbiter/snapshot"
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
	svc, err := referee.Open(ctx, db, referee.Options{Name: path, FromStart: true})
	if _, ok := errors.AsType[*referee.FoldError](err); ok {
		// A log that does not fold is what verify looks for: a finding,
		// not a storage failure.
		return &refusedError{fmt.Errorf("%s: %s", path, arbiter.ErrorMessage(err))}
	}
	if err != nil {
		return err
	}
	if err := verifySnapshot(ctx, db, path, svc); err != nil {
		return err
	}
	state := svc.State()
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

// verifySnapshot checks the snapshot of the log the store at path keeps,
// if any, against the log folded from the start by svc: the records it
// covers, folded again, must encode to the same bytes. A snapshot that
// differs or does not check is a finding; one of another format is not,
// since no command reads it. (A PostgreSQL store keeps none: its commands
// fold from the start.)
func verifySnapshot(ctx context.Context, st arbiter.Store, path string, svc *referee.Service) error {
	snaps, ok := st.(arbiter.SnapshotStore)
	if !ok {
		return nil
	}
	snap, ok, err := snaps.LatestSnapshot(ctx)
	if _, bad := errors.AsType[*store.SnapshotError](err); bad {
		return &refusedError{fmt.Errorf("%s: %w", path, err)}
	}
	if err != nil || !ok {
		return err
	}
	_, _, err = snapshot.DecodeCurrent(snap.State)
	if _, other := errors.AsType[*snapshot.FormatError](err); other {
		return nil // another version of arbiter wrote it: no command reads it
	}
	entries, err := svc.Log(ctx)
	if err != nil {
		return err
	}
	streams := map[string][]arbiter.Event{}
	for _, e := range entries {
		if e.Seq <= snap.Versions[e.Stream] {
			streams[e.Stream] = append(streams[e.Stream], e.Event)
		}
	}
	var games [][]arbiter.Event
	for n := 1; n < len(snap.Versions); n++ {
		games = append(games, streams[arbiter.GameStream(n)])
	}
	state, err := arbiter.ReplayTournament(streams[arbiter.TournamentStream], games)
	if err != nil {
		return &refusedError{fmt.Errorf("%s: the log up to its snapshot does not fold: %s", path, arbiter.ErrorMessage(err))}
	}
	want, err := snapshot.Encode(state)
	if err != nil {
		return err
	}
	if !bytes.Equal(want, snap.State) {
		return &refusedError{fmt.Errorf("%s: the snapshot of the log (events up to %s) differs from the log folded from the start: commands would start from a wrong state", path, snap.Hash[:16])}
	}
	return nil
}

// sealLine names the last event of a log and the start of its hash, which
// seals the whole log.
func sealLine(last arbiter.Record) string {
	return fmt.Sprintf("last event %s #%d (%s), hash %s", last.Stream, last.Seq, last.Type, last.Hash[:16])
}
