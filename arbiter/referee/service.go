package referee

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// RetryFor is how long, by default, a command whose transaction lost a race
// to another writer is decided again on what was recorded meanwhile before
// the service gives up: retries are bounded by time, not counted.
const RetryFor = 30 * time.Second

// Options are what a [Service] takes from outside.
type Options struct {
	// Name names the store in messages (a file's path); "" means "the store".
	Name string
	// Now stamps the records of each transaction; nil means time.Now.
	Now func() time.Time
	// Deps opens the word list and the move generator of the tournament
	// (see kinds.NewDeps): t is its TournamentCreated, rs its rule set. It is
	// called once, by the first command that needs them (a rack, a top, a
	// slip). Nil: those commands fail with [arbiter.EInternal].
	Deps func(ctx context.Context, t arbiter.TournamentCreated, rs *scoring.RuleSet) (arbiter.Deps, error)
	// RetryFor bounds the retries after a lost race; 0 means [RetryFor].
	RetryFor time.Duration
	// FromStart folds the whole log from its first record, ignoring the
	// snapshot a [arbiter.SnapshotStore] keeps (what `arbiter verify` checks
	// the snapshot against).
	FromStart bool
	// Kinds are the kinds of game the program plays ([arbiter.Discipline],
	// the duplicate game's among them); nil: the tournament's own commands
	// alone, and no game.
	Kinds *arbiter.Registry
}

// Service is the referee of the tournament held by one [arbiter.Store]. It
// is safe for concurrent use by several goroutines; several services (in
// several processes) may share a store, each retrying when another wrote
// first.
type Service struct {
	store arbiter.Store
	opts  Options

	// mu guards what follows: each exported method takes it and releases
	// it before it returns; the unexported ones run under it.
	mu sync.Mutex
	// log is every record read, stream by stream: log[0] the tournament's,
	// log[n] game n's; events holds the same decoded. When the service
	// started from a snapshot, base[n] records of stream n are folded into
	// it and log[n] holds only those after.
	log    [][]arbiter.Record
	events [][]arbiter.Event
	base   []int
	// saved is the version of the store's snapshot as last read or saved.
	saved Version
	// pending holds, encoded, the games before the current one of the
	// snapshot the service started from, not decoded yet: until readGames
	// decodes them, state holds each as an empty Game of its number (and
	// the lines of their rounds were not read: they are references,
	// [arbiter.LineRef]). finished holds the same pieces, reused when a
	// snapshot is saved: no event changes a game once the next one has
	// started.
	pending, finished [][]byte
	state             arbiter.State
	// broken is the error of a fold that failed half-way: the state is
	// folded again from the store before it is used.
	broken error
	// ignored says why the store's snapshot was last found not to check
	// (see [Service.IgnoredSnapshot]).
	ignored error
	deps    *arbiter.Deps
}

// Open reads and folds the log of st: from its latest snapshot on when st
// is an [arbiter.SnapshotStore] whose snapshot checks (see
// [arbiter.SnapshotStore.LatestSnapshot]), else whole. A log that cannot be
// read or folded gives an [arbiter.EStorage] error naming the culprit.
func Open(ctx context.Context, st arbiter.Store, opts Options) (*Service, error) {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Name == "" {
		opts.Name = "the store"
	}
	if opts.RetryFor <= 0 {
		opts.RetryFor = RetryFor
	}
	s := &Service{store: st, opts: opts}
	if err := s.load(ctx); err != nil {
		return nil, err
	}
	return s, nil
}

// IgnoredSnapshot says why the service, when it last read the store's
// snapshot, found that it does not check (changed after it was saved, not
// the one sealed in the hash chain, the chain broken after it): it folded
// the log from the start instead, which a front end says. Nil when the
// snapshot checked or there was none.
func (s *Service) IgnoredSnapshot() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.ignored
}

// Version is how far a service has read the log: the number of records
// folded. The log is append-only, so a larger Version is a later log.
type Version int

// Version returns how far the service has read the log, without reading
// the store.
func (s *Service) Version() Version {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.version()
}

func (s *Service) version() Version {
	n := 0
	for i := range s.log {
		n += s.seq(i)
	}
	return Version(n)
}

// Refresh reads and folds what other writers appended since the service
// last read the store, and returns the new [Version]: a front end that
// polls it learns cheaply whether the log changed. Reads ([Service.State],
// [Service.Ranking], …) answer from the log as last read.
func (s *Service) Refresh(ctx context.Context) (Version, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.catchUp(ctx); err != nil {
		return s.version(), err
	}
	return s.version(), nil
}

// seq is the last sequence number read of stream n.
func (s *Service) seq(n int) int {
	if n < len(s.base) {
		return s.base[n] + len(s.log[n])
	}
	return len(s.log[n])
}

// load folds the log from the latest snapshot that checks, or else from
// the start.
func (s *Service) load(ctx context.Context) error {
	if snaps, ok := s.store.(arbiter.SnapshotStore); ok && !s.opts.FromStart {
		if s.loadSnapshot(ctx, snaps) {
			return nil
		}
	}
	return s.loadAll(ctx)
}

// loadAll reads and folds every stream from the start, after checking
// the hash chain of the whole log when the store can ([arbiter.ChainStore]):
// a log changed behind the program's back is neither read nor written. (A
// snapshot that checks is trusted for the records it covers: only those
// after it are read, and the store checks them.)
func (s *Service) loadAll(ctx context.Context) error {
	if chain, ok := s.store.(arbiter.ChainStore); ok {
		if err := chain.Verify(ctx); err != nil {
			return s.storeError(err)
		}
	}
	streams, err := s.store.Streams(ctx)
	if err != nil {
		return storageError(err)
	}
	present := map[string]bool{}
	for _, name := range streams {
		present[name] = name != arbiter.SnapshotStream // its seals fold to nothing
	}
	s.log, s.events, s.base, s.saved, s.state, s.broken = nil, nil, nil, 0, arbiter.State{}, nil
	s.pending, s.finished = nil, nil
	for n := 0; n == 0 || present[arbiter.GameStream(n)]; n++ {
		name := streamName(n)
		recs, err := s.store.Load(ctx, name)
		if err != nil {
			return storageError(err)
		}
		evs, err := s.opts.Kinds.DecodeRecords(recs)
		if err != nil {
			return foldError(err)
		}
		s.log, s.events = append(s.log, recs), append(s.events, evs)
		delete(present, name)
	}
	for _, name := range streams {
		if present[name] {
			return arbiter.Errorf(arbiter.EStorage, "%s holds a stream %q that is not the tournament's or a game's in sequence", s.opts.Name, name)
		}
	}
	if s.state, err = arbiter.ReplayTournamentWith(s.opts.Kinds, s.events[0], s.events[1:]); err != nil {
		return foldError(err)
	}
	return nil
}

// catchUp folds the records appended since the service last read each
// stream: the tournament's, then each game's, then the games started
// since. Only those records are read (LoadAfter, or LoadAfterEach for
// the streams known and the next game's at once) and folded.
func (s *Service) catchUp(ctx context.Context) error {
	if s.broken != nil {
		return s.load(ctx)
	}
	var read map[string][]arbiter.Record
	if batch, ok := s.store.(arbiter.BatchStore); ok {
		after := map[string]int{streamName(len(s.log)): 0}
		for n := range s.log {
			after[streamName(n)] = s.seq(n)
		}
		var err error
		if read, err = batch.LoadAfterEach(ctx, after); err != nil {
			return storageError(err)
		}
	}
	return s.foldNew(ctx, func(stream string, seq int) ([]arbiter.Record, error) {
		if recs, ok := read[stream]; ok {
			return recs, nil
		}
		return s.store.LoadAfter(ctx, stream, seq)
	})
}

// foldNew folds the records after returns past those the service has
// read of each stream: the tournament's, then each game's, then the games
// started since.
func (s *Service) foldNew(ctx context.Context, after func(stream string, seq int) ([]arbiter.Record, error)) error {
	for n := 0; n <= len(s.log); n++ {
		seq := 0
		if n < len(s.log) {
			seq = s.seq(n)
		}
		recs, err := after(streamName(n), seq)
		if err != nil {
			return storageError(err)
		}
		if len(recs) == 0 {
			continue
		}
		if n == len(s.log) {
			s.log, s.events = append(s.log, nil), append(s.events, nil)
		}
		if err := s.fold(ctx, n, recs); err != nil {
			s.broken = err
			return err
		}
	}
	return nil
}

// fold decodes recs, the next records of stream n, and folds them.
func (s *Service) fold(ctx context.Context, n int, recs []arbiter.Record) error {
	evs, err := s.opts.Kinds.DecodeRecords(recs)
	if err != nil {
		return foldError(err)
	}
	for i, e := range evs {
		if want := streamName(n); s.state.StreamFor(e) != want {
			return foldError(fmt.Errorf("%s #%d: %T is out of place", want, recs[i].Seq, e))
		}
		if k, ok := arbiter.FoldsRound(&s.state, e); ok {
			err = s.decodeRound(ctx, k)
		} else {
			err = s.readRounds(ctx)
		}
		if err != nil {
			return foldError(err)
		}
		if s.state, err = arbiter.Apply(s.state, e); err != nil {
			return foldError(fmt.Errorf("%s #%d: %w", streamName(n), recs[i].Seq, err))
		}
	}
	s.log[n] = append(s.log[n], recs...)
	s.events[n] = append(s.events[n], evs...)
	return nil
}

// streamName is the stream at index n of the log: the tournament's for 0,
// game n's after.
func streamName(n int) string {
	if n == 0 {
		return arbiter.TournamentStream
	}
	return arbiter.GameStream(n)
}

// storeError is storageError for an error of the store, which says what
// to do when it found the log changed behind the program's back.
func (s *Service) storeError(err error) error {
	if errors.Is(err, arbiter.ErrLogChanged) {
		return &arbiter.Error{Code: arbiter.EStorage, Err: err, Message: fmt.Sprintf(
			"%s: %v (%s): nothing is read or recorded from it; run `arbiter verify`, and restore a backup",
			s.opts.Name, arbiter.ErrLogChanged, err)}
	}
	return storageError(err)
}

// storageError gives err, met reading or writing the store, the code
// [arbiter.EStorage] unless it has a code already.
func storageError(err error) error {
	if _, ok := errors.AsType[*arbiter.Error](err); ok {
		return err
	}
	return &arbiter.Error{Code: arbiter.EStorage, Message: err.Error(), Err: err}
}

// FoldError is a log whose events cannot be decoded or folded: they were
// written by this program, so something changed them. It comes wrapped in
// an [arbiter.EStorage] error.
type FoldError struct{ Err error }

// Error says that the log does not fold, and why.
func (e *FoldError) Error() string { return "the event log does not fold: " + e.Err.Error() }

// Unwrap returns the cause.
func (e *FoldError) Unwrap() error { return e.Err }

// foldError is the error of a log that does not fold.
func foldError(err error) error {
	fe := &FoldError{err}
	return &arbiter.Error{Code: arbiter.EStorage, Message: fe.Error() + " (run `arbiter verify`)", Err: fe}
}
