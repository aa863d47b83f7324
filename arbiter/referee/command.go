package referee

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/slipinput"
)

// NoGameError is the refusal of a command or a read that needs a game when
// no game is started yet: a front end says how to start one. It wraps the
// coded error.
type NoGameError struct{ Err error }

// Error returns the refusal's message.
func (e *NoGameError) Error() string { return e.Err.Error() }

// Unwrap returns the coded refusal.
func (e *NoGameError) Unwrap() error { return e.Err }

// noGame returns err, a refusal on st, as a [NoGameError] when it refuses
// for want of a game in a tournament that has none yet.
func noGame(st *arbiter.State, err error) error {
	if arbiter.ErrorCode(err) == arbiter.ENotFound && st.RuleSet != nil && st.CurrentGame() == nil {
		return &NoGameError{err}
	}
	return err
}

// Run decides command c on the tournament as recorded and records the
// events it yields in one transaction, which it returns (none when c
// changes nothing, as the same slip entered twice). A refusal by the rules
// is an *[arbiter.Error] and records nothing.
//
// When another writer appended to the stream first, Run folds what was
// appended since it last read the store and decides c again, until it is
// recorded or refused, for at most [Options.RetryFor]; then it gives up
// with [arbiter.EStorage] and nothing recorded.
func (s *Service) Run(ctx context.Context, c arbiter.Command) ([]arbiter.Event, error) {
	evs, err := s.record(ctx, [][]arbiter.Command{{c}}, nil)
	if err != nil {
		var ie *ItemError
		if errors.As(err, &ie) {
			return nil, ie.Err
		}
		return nil, err
	}
	return evs[0][0], nil
}

// RunAll decides cs in order and records their events in one
// transaction: all of them, or none when one is refused (an *[ItemError]
// naming its place in cs), as an import of a file is. A command that
// changes nothing records nothing, so running a batch again changes
// nothing. It returns the events recorded.
func (s *Service) RunAll(ctx context.Context, cs []arbiter.Command) ([]arbiter.Event, error) {
	return s.RunAllSkipping(ctx, cs, nil)
}

// RunAllSkipping is [Service.RunAll] for a batch some of whose commands
// may be recorded already, as a file imported again: recorded says which,
// on the state as it stands when each is decided, and those yield no
// event.
func (s *Service) RunAllSkipping(ctx context.Context, cs []arbiter.Command, recorded func(*arbiter.State, arbiter.Command) bool) ([]arbiter.Event, error) {
	evs, err := s.record(ctx, [][]arbiter.Command{cs}, recorded)
	if err != nil {
		return nil, err
	}
	return joined(evs[0]), nil
}

// joined returns the events of a transaction's commands, in order.
func joined(evs [][]arbiter.Event) []arbiter.Event {
	var out []arbiter.Event
	for _, e := range evs {
		out = append(out, e...)
	}
	return out
}

// ItemError is the refusal of one command of a batch ([Service.RegisterPlayers],
// [Service.ImportSlips], [Service.RunAll]): Index is its place in the caller's slice.
type ItemError struct {
	Index int
	Err   error
}

// Error returns the refusal's message.
func (e *ItemError) Error() string { return e.Err.Error() }

// Unwrap returns the refusal.
func (e *ItemError) Unwrap() error { return e.Err }

// Registration is what [Service.RegisterPlayers] did.
type Registration struct {
	// Registered are the events recorded, in order.
	Registered []arbiter.Event
	// Unchanged counts the players already registered exactly so.
	Unchanged int
	// Players is how many players the tournament has now.
	Players int
}

// RegisterPlayers registers players in one transaction: all of them, or
// none when one is refused (an *[ItemError] naming it). A player already
// registered with the same details is skipped, so registering a list again
// changes nothing.
func (s *Service) RegisterPlayers(ctx context.Context, players []arbiter.RegisterPlayer) (Registration, error) {
	tx := make([]arbiter.Command, len(players))
	for i, p := range players {
		tx[i] = p
	}
	registered := func(st *arbiter.State, c arbiter.Command) bool {
		p, ok := st.Player(c.(arbiter.RegisterPlayer).Table)
		return ok && p == arbiter.Player(c.(arbiter.RegisterPlayer))
	}
	evs, err := s.record(ctx, [][]arbiter.Command{tx}, registered)
	if err != nil {
		return Registration{}, err
	}
	var r Registration
	for _, e := range evs[0] {
		if len(e) == 0 {
			r.Unchanged++
		}
		r.Registered = append(r.Registered, e...)
	}
	s.mu.Lock()
	r.Players = len(s.state.Players)
	s.mu.Unlock()
	return r, nil
}

// SlipImport is what [Service.ImportSlips] did.
type SlipImport struct {
	// Slips counts the file's slips, for Rounds rounds.
	Slips, Rounds int
	// Recorded, Corrected and Unchanged count the slips recorded for the
	// first time, those replacing another, and those already recorded.
	Recorded, Corrected, Unchanged int
	// Invalid and Warned count the new verdicts that score nothing or
	// earn a technical warning.
	Invalid, Warned int
}

// ImportSlips adjudicates a file of slips, then records it, one
// transaction per batch, as the current game's kind read it (a duplicate
// game: one per round, the last slip for each player and round counting;
// an Anticipation game: the whole file). A slip refused (an *[ItemError]
// indexing the file's slips, batch after batch) records nothing, and an
// import cut short leaves each batch recorded whole or untouched. Slips
// already recorded are skipped, so importing a file again changes nothing
// and completes one cut short.
//
// A slip that would replace one recorded otherwise (a correction the
// referee made after an earlier import, a withdrawal) is never recorded
// unless force is set: without it, a file holding any such slip records
// nothing and returns a *[ReplaceError] naming each, and a correction
// recorded by another command while the file is recorded is kept.
func (s *Service) ImportSlips(ctx context.Context, f slipinput.File, force bool) (SlipImport, error) {
	out := SlipImport{Slips: f.Slips(), Rounds: f.Rounds}
	keep, err := s.guardReplaced(ctx, f.Batches, force)
	if err != nil {
		return out, err
	}
	evs, err := s.record(ctx, f.Batches, keep)
	if err != nil {
		return out, err
	}
	for _, tx := range evs {
		for _, cevs := range tx {
			if len(cevs) == 0 {
				out.Unchanged++
			}
			for _, e := range cevs {
				rec, ok := e.(arbiter.SlipRecord)
				if !ok {
					continue
				}
				o := rec.SlipOutcome()
				v := o.Verdict
				if o.Corrects {
					out.Corrected++
				} else {
					out.Recorded++
				}
				if !v.Valid {
					out.Invalid++
				}
				if v.Warning != "" {
					out.Warned++
				}
			}
		}
	}
	return out, nil
}

// ReplaceError is an import refused because it would replace recorded
// slips (see [Service.ImportSlips]); it comes
// wrapped in an [arbiter.EConflict] error.
type ReplaceError struct{ Slips []*arbiter.Replacement }

// Error names every slip the import would replace.
func (e *ReplaceError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "the import would replace %d recorded %s:", len(e.Slips), arbiter.Plural(len(e.Slips), "slip"))
	for _, r := range e.Slips {
		recorded := strconv.Quote(r.Recorded)
		if r.Withdrawn {
			recorded = "(withdrawn)"
		}
		fmt.Fprintf(&b, " round %d, table %d: %s by %s;", r.Round, r.Table, recorded, strconv.Quote(r.Typed))
	}
	b.WriteString(" nothing recorded: import with --force to replace them")
	return b.String()
}

// guardReplaced keeps an import of txs from replacing slips recorded
// otherwise, unless force: it refuses, with a *ReplaceError, a batch in
// which a slip would replace one on the log as it stands, and returns what
// tells record to skip a slip that a command recorded meanwhile would make
// a replacement. A wrong slip of the batch is reported first, as an
// *ItemError indexing the commands of txs, as record would.
func (s *Service) guardReplaced(ctx context.Context, txs [][]arbiter.Command, force bool) (func(*arbiter.State, arbiter.Command) bool, error) {
	if force {
		return nil, nil
	}
	if err := s.checkReplaced(ctx, txs); err != nil {
		return nil, err
	}
	return func(st *arbiter.State, c arbiter.Command) bool { return st.Replaces(c) != nil }, nil
}

// checkReplaced refuses, with a *ReplaceError, the slips of txs that would
// replace recorded ones on the log as it stands.
func (s *Service) checkReplaced(ctx context.Context, txs [][]arbiter.Command) error {
	if _, err := s.Refresh(ctx); err != nil {
		return err
	}
	st, err := s.State(ctx)
	if err != nil {
		return err
	}
	var re ReplaceError
	for _, tx := range txs {
		for _, c := range tx {
			if r := st.Replaces(c); r != nil {
				re.Slips = append(re.Slips, r)
			}
		}
	}
	if len(re.Slips) == 0 {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	offset := 0
	for _, tx := range txs {
		if _, err := s.decide(ctx, tx, nil); err != nil {
			if ie, ok := errors.AsType[*ItemError](err); ok {
				ie.Index += offset
			}
			return err
		}
		offset += len(tx)
	}
	return &arbiter.Error{Code: arbiter.EConflict, Message: re.Error(), Err: &re}
}

// record decides and records txs, each a transaction of commands decided in
// order, and returns the events of each command. skip, if set, says which
// commands change nothing on the state as it stands (they yield no event).
// A transaction that loses a race is decided again on the records appended
// meanwhile, until RetryFor has passed.
func (s *Service) record(ctx context.Context, txs [][]arbiter.Command, skip func(*arbiter.State, arbiter.Command) bool) ([][][]arbiter.Event, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.broken != nil {
		if err := s.load(ctx); err != nil {
			return nil, err
		}
	}
	out := make([][][]arbiter.Event, 0, len(txs))
	start, offset := time.Now(), 0
	for len(out) < len(txs) {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		tx := txs[len(out)]
		evs, err := s.decide(ctx, tx, skip)
		if err != nil {
			if ie, ok := errors.AsType[*ItemError](err); ok {
				ie.Index += offset
			}
			return nil, err
		}
		err = s.commit(ctx, evs)
		if arbiter.ErrorCode(err) == arbiter.EConflict {
			if time.Since(start) > s.opts.RetryFor {
				return nil, arbiter.Errorf(arbiter.EStorage,
					"the event log kept changing for %s while this command ran (other commands at the same time): nothing recorded, run it again", s.opts.RetryFor)
			}
			if err := s.catchUp(ctx); err != nil {
				return nil, err
			}
			continue
		}
		if err != nil {
			s.broken = err // part of the transaction may be recorded
			return nil, s.storeError(err)
		}
		if err := s.catchUp(ctx); err != nil {
			return nil, err
		}
		s.snapshotAfter(ctx, evs)
		out = append(out, evs)
		offset += len(tx)
	}
	return out, nil
}

// decide decides the commands of one transaction on the state as folded,
// each on the events of those before it, and returns their events; the
// state is left as it was.
func (s *Service) decide(ctx context.Context, tx []arbiter.Command, skip func(*arbiter.State, arbiter.Command) bool) ([][]arbiter.Event, error) {
	var err error
	if rounds, ok := roundsOnly(tx); ok && skip == nil {
		err = s.decodeRounds(ctx, rounds)
	} else {
		err = s.decode(ctx, currentGame)
	}
	if err != nil {
		return nil, err
	}
	work := s.state
	if len(tx) > 1 {
		work = s.state.Clone()
	}
	out := make([][]arbiter.Event, len(tx))
	for i, c := range tx {
		if skip != nil && skip(&work, c) {
			continue
		}
		var deps arbiter.Deps
		if arbiter.NeedsWords(&work, c) && work.RuleSet != nil { // without a tournament Decide refuses c
			if deps, err = s.moveDeps(ctx); err != nil {
				return nil, err
			}
		}
		evs, err := arbiter.Decide(work, c, deps)
		if err != nil {
			return nil, &ItemError{Index: i, Err: noGame(&work, err)}
		}
		if len(tx) > 1 {
			for _, e := range evs {
				if work, err = arbiter.Apply(work, e); err != nil {
					return nil, fmt.Errorf("apply %T: %w", e, err)
				}
			}
		}
		out[i] = evs
	}
	return out, nil
}

// roundsOnly returns the rounds of the current game the commands of tx
// need alone ([arbiter.RoundOnly]; 0 for the last), and false when one of
// them may need any round.
func roundsOnly(tx []arbiter.Command) ([]int, bool) {
	rounds := make([]int, 0, len(tx))
	for _, c := range tx {
		k, ok := arbiter.RoundOnly(c)
		if !ok {
			return nil, false
		}
		rounds = append(rounds, k)
	}
	return rounds, true
}

// commit appends the events of one transaction, each stream's in one
// Append at the version the service read.
func (s *Service) commit(ctx context.Context, evs [][]arbiter.Event) error {
	now := s.opts.Now()
	var all []arbiter.Event
	for _, e := range evs {
		all = append(all, e...)
	}
	streams := s.state.StreamsFor(all)
	for len(all) > 0 {
		stream := streams[0]
		var recs []arbiter.Record
		n := 0
		for ; n < len(all) && streams[n] == stream; n++ {
			typ, payload, err := arbiter.Encode(all[n])
			if err != nil {
				return err
			}
			recs = append(recs, arbiter.Record{Type: typ, Payload: payload, Time: now})
		}
		if err := s.store.Append(ctx, stream, s.streamVersion(stream), recs...); err != nil {
			return err
		}
		all, streams = all[n:], streams[n:]
	}
	return nil
}

// streamVersion is the last sequence number read of stream.
func (s *Service) streamVersion(stream string) int {
	for n := range s.log {
		if streamName(n) == stream {
			return s.seq(n)
		}
	}
	return 0
}

// moveDeps opens the tournament's word list and move generator once.
func (s *Service) moveDeps(ctx context.Context) (arbiter.Deps, error) {
	if s.deps != nil {
		return *s.deps, nil
	}
	if s.opts.Deps == nil {
		return arbiter.Deps{}, arbiter.Errorf(arbiter.EInternal, "the referee service was opened without a word list")
	}
	deps, err := s.opts.Deps(ctx, s.state.Tournament, s.state.RuleSet)
	if err != nil {
		return arbiter.Deps{}, err
	}
	s.deps = &deps
	return deps, nil
}
