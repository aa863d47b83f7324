package referee

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"arbiter/arbiter"
	"arbiter/arbiter/snapshot"
)

// SnapshotFinding is a snapshot kept beside the log that is not the log's:
// the records it covers do not fold, or fold to another state. Commands
// starting from it would start from a wrong state.
type SnapshotFinding struct{ Problem string }

// Error says what is wrong with the snapshot.
func (e *SnapshotFinding) Error() string { return e.Problem }

// CheckSnapshot checks the snapshot the store keeps, if any, against the
// log: the records it covers, folded again from the start, must encode to
// the same bytes; a snapshot that does not is a [*SnapshotFinding]. The
// store's own error for a snapshot it cannot vouch for is returned as it
// is. A snapshot of another format is no finding, since no command reads
// it; a store that keeps none (PostgreSQL's commands fold from the start)
// has nothing to check.
func (s *Service) CheckSnapshot(ctx context.Context) error {
	snaps, ok := s.store.(arbiter.SnapshotStore)
	if !ok {
		return nil
	}
	snap, ok, err := snaps.LatestSnapshot(ctx)
	if err != nil || !ok {
		return err
	}
	_, _, err = snapshot.DecodeCurrent(snap.State)
	if _, other := errors.AsType[*snapshot.FormatError](err); other {
		return nil
	}
	entries, err := s.Log(ctx)
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
	state, err := arbiter.ReplayTournamentWith(s.opts.Kinds, streams[arbiter.TournamentStream], games)
	if err != nil {
		return &SnapshotFinding{"the log up to its snapshot does not fold: " + arbiter.ErrorMessage(err)}
	}
	want, err := snapshot.Encode(state)
	if err != nil {
		return err
	}
	if !bytes.Equal(want, snap.State) {
		return &SnapshotFinding{fmt.Sprintf("the snapshot of the log (events up to %s) differs from the log folded from the start: commands would start from a wrong state", snap.Hash[:16])}
	}
	return nil
}
