package referee

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"

	"arbiter/arbiter"
	"arbiter/arbiter/snapshot"
)

// The service is the one reader and writer of the store's snapshots
// (package arbiter/snapshot): it starts from the latest, decodes of it
// what a command or a read needs, and saves the next after a round's
// close. The rules see of an encoded round its tally alone.

// scope is how much of the tournament a command or a read needs decoded,
// when the service started from a snapshot, which it decodes lazily.
type scope int

const (
	// lastRound is the current game's last round, and the tallies of the
	// rounds before it ([arbiter.Round.Tallied]), which rank the players:
	// what a round's close or a top's choice decides on, with the round of
	// a slip read ([Service.decodeRounds]) what a slip's entry decides on
	// ([arbiter.RoundOnly]); the room's best of the current round, the
	// standings, [Service.Current] and [Service.RuleSet].
	lastRound scope = iota
	// currentGame is every round of the current game: any other command,
	// and the reads of the current game.
	currentGame
	// allGames is every game of the tournament: the reads of an earlier
	// game, or of the tournament when its standings need the rounds of the
	// earlier games.
	allGames
	// wholeLog is every event, folded from the start: the log, and the
	// standings as they stood when a past round closed.
	wholeLog
)

// decode makes the state hold what a command or a read of sc needs. When
// a piece of the snapshot does not decode, the log is folded from the
// start instead.
func (s *Service) decode(ctx context.Context, sc scope) error {
	switch sc {
	case wholeLog:
		if s.base == nil { // folded from the start already
			return nil
		}
		return s.refold(ctx)
	case allGames:
		if err := s.readRounds(ctx); err != nil {
			return s.refold(ctx)
		}
		return s.readGames(ctx)
	case currentGame:
		if err := s.readRounds(ctx); err != nil {
			return s.refold(ctx)
		}
	}
	return nil
}

// decodeRounds makes the state hold rounds of the current game (0 for its
// last, always held), each read if it was left unread. When one does not
// decode, the log is folded from the start instead.
func (s *Service) decodeRounds(ctx context.Context, rounds []int) error {
	for _, k := range rounds {
		if err := s.decodeRound(ctx, k); err != nil {
			return s.refold(ctx)
		}
	}
	return nil
}

// refold folds the log from the start; if that fails, the next command
// tries again.
func (s *Service) refold(ctx context.Context) error {
	err := s.loadAll(ctx)
	if err != nil {
		s.broken = err
	}
	return err
}

// readRounds reads the rounds of the current game left unread.
func (s *Service) readRounds(ctx context.Context) error {
	return snapshot.ReadRounds(&s.state, s.snapshotLines(ctx))
}

// decodeRound reads round k of the current game if it was left unread.
func (s *Service) decodeRound(ctx context.Context, k int) error {
	return snapshot.ReadRound(&s.state, k, s.snapshotLines(ctx))
}

// snapshotLines reads from the store the lines of its snapshot the service
// left unread (see [snapshot.LeftUnread]).
func (s *Service) snapshotLines(ctx context.Context) snapshot.Lines {
	snaps, ok := s.store.(arbiter.SnapshotStore)
	if !ok {
		return nil
	}
	return func(digests []string) (map[string][]byte, error) { return snaps.SnapshotLines(ctx, digests) }
}

// readGames decodes the games the service left encoded when it started
// from a snapshot (see pending); if one does not decode, it folds the log
// from the start instead.
func (s *Service) readGames(ctx context.Context) error {
	if len(s.pending) == 0 {
		return nil
	}
	games, err := s.earlierGames(ctx)
	if err == nil {
		err = snapshot.DecodeGames(&s.state, games)
	}
	s.pending = nil
	if err != nil {
		return s.refold(ctx)
	}
	return nil
}

// earlierGames returns the pending games' lines whole, the lines left
// unread taken from the store's latest snapshot read whole: that snapshot
// or a later one, which holds the same games (no event changes a game once
// the next one has started), each line as its reference says.
func (s *Service) earlierGames(ctx context.Context) ([][]byte, error) {
	snap, ok, err := s.store.(arbiter.SnapshotStore).LatestSnapshot(ctx)
	if err != nil || !ok {
		return nil, cmp.Or(err, errors.New("no snapshot"))
	}
	games, err := snapshot.EarlierGames(snap.State)
	if err != nil || len(games) < len(s.pending) {
		return nil, cmp.Or(err, errors.New("the snapshot holds fewer games"))
	}
	for i, pending := range s.pending {
		if !sameLines(pending, games[i]) {
			return nil, fmt.Errorf("game %d of the snapshot is another", i+1)
		}
	}
	return games[:len(s.pending)], nil
}

// sameLines reports whether whole holds the lines of part, those part
// left unread included: each as the digest of its reference says.
func sameLines(part, whole []byte) bool {
	p, w := bytes.Split(part, []byte{'\n'}), bytes.Split(whole, []byte{'\n'})
	if len(p) != len(w) {
		return false
	}
	for i := range p {
		if arbiter.IsLineRef(p[i]) {
			if string(p[i][1:]) != arbiter.LineDigest(w[i]) {
				return false
			}
		} else if !bytes.Equal(p[i], w[i]) {
			return false
		}
	}
	return true
}

// loadSnapshot starts from the latest snapshot of snaps and folds the
// records the store read after it ([arbiter.Snapshot.After]). It reports
// false, leaving the service to fold from the start, when there is none
// or it does not check, decode or fold on.
func (s *Service) loadSnapshot(ctx context.Context, snaps arbiter.SnapshotStore) bool {
	snap, ok, err := snaps.LatestSnapshotWithout(ctx, snapshot.LeftUnread)
	s.ignored = err
	if err != nil || !ok {
		return false
	}
	state, games, err := snapshot.DecodeLast(snap.State)
	if err != nil || len(snap.Versions) != len(state.Games)+1 {
		return false
	}
	state.Kinds = s.opts.Kinds
	for _, g := range state.Games {
		if _, known := state.Kinds.Discipline(g.Kind()); g.Play != nil && !known {
			return false // the log, folded from the start, says which kind is unknown
		}
	}
	if state.ReadCurrentState() != nil {
		return false
	}
	s.log, s.events, s.broken = make([][]arbiter.Record, len(snap.Versions)), make([][]arbiter.Event, len(snap.Versions)), nil
	s.base = make([]int, len(snap.Versions))
	for n := range s.base {
		v, ok := snap.Versions[streamName(n)]
		if !ok {
			return false
		}
		s.base[n] = v
	}
	s.state, s.saved, s.pending, s.finished = state, s.version(), games, games
	return s.foldNew(ctx, func(stream string, seq int) ([]arbiter.Record, error) {
		return recordsAfter(snap.After, stream, seq), nil
	}) == nil
}

// recordsAfter returns the records of stream in recs with a sequence
// number above seq.
func recordsAfter(recs []arbiter.Record, stream string, seq int) []arbiter.Record {
	var after []arbiter.Record
	for _, r := range recs {
		if r.Stream == stream && r.Seq > seq {
			after = append(after, r)
		}
	}
	return after
}

// snapshotEvery is how many records folded past the snapshot make the
// service save a new one after a transaction, round closed or not.
const snapshotEvery = 1000

// snapshotAfter saves the folded state as the store's snapshot after the
// transaction evs when it closed a round (or turned a kind's game to the
// next, [arbiter.RoundTurn]) or the records folded past the
// snapshot reach snapshotEvery, so that later commands fold only what
// follows. The snapshot is a cache: when it cannot be saved (another
// writer appended meanwhile, a read-only store) the commands fold more.
func (s *Service) snapshotAfter(ctx context.Context, evs [][]arbiter.Event) {
	snaps, ok := s.store.(arbiter.SnapshotStore)
	if !ok || s.opts.FromStart {
		return
	}
	due := false
	for _, cevs := range evs {
		for _, e := range cevs {
			_, closed := e.(arbiter.RoundClosed)
			_, turned := e.(arbiter.RoundTurn)
			due = due || closed || turned
		}
	}
	if !due && s.version()-s.saved < snapshotEvery {
		return
	}
	// The earlier games' totals kept for other players are encoded again,
	// from the games decoded.
	if !s.state.Ranks() && s.readGames(ctx) != nil {
		return
	}
	data, err := snapshot.EncodeReusing(s.state, s.finished)
	if err != nil {
		return
	}
	versions := map[string]int{}
	for n := range s.log {
		versions[streamName(n)] = s.seq(n)
	}
	if ok, _ := snaps.SaveSnapshot(ctx, versions, data); ok {
		s.saved = s.version()
	}
}
