package room

import (
	"context"
	"os"
	"sync"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/kinds"
	"arbiter/arbiter/referee"
	"arbiter/arbiter/slipinput"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// memReferee is a referee service over a log in memory, for the handler
// tests: the room with the real one is tested in package main.
type memReferee struct {
	mu    sync.Mutex
	evs   []arbiter.Event
	state arbiter.State
	deps  arbiter.Deps
}

// opening is a tournament of three players whose game 1 has drawn round 1
// (RULES §3's ACLMNOU).
func opening() []arbiter.Event {
	return []arbiter.Event{
		arbiter.TournamentCreated{Name: "Cupa", RuleSet: "ro"},
		arbiter.PlayerRegistered{Table: 1, Name: "POPESCU Ion"},
		arbiter.PlayerRegistered{Table: 2, Name: "IONESCU Maria"},
		arbiter.PlayerRegistered{Table: 3, Name: "ȘTEFAN <b>Ana</b>"},
		arbiter.GameStarted{Game: 1, Seed: 42},
		arbiter.RackDrawn{Round: 1, New: "ACLMNOU", Manual: true},
	}
}

// newMemReferee returns a referee service whose log holds evs, with the
// test word list.
func newMemReferee(tb testing.TB, evs ...arbiter.Event) *memReferee {
	tb.Helper()
	rs, _ := scoring.Builtin("ro")
	f, err := os.Open("testdata/lexicon.txt")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	g, _, err := lexicon.Compile(f, rs) // comment lines hold a '#' and are skipped
	if err != nil {
		tb.Fatal(err)
	}
	m := &memReferee{deps: kinds.NewDeps(rs, g)}
	if m.state, err = arbiter.ReplayWith(kinds.All(), evs); err != nil {
		tb.Fatal(err)
	}
	m.evs = evs
	return m
}

func (m *memReferee) Refresh(context.Context) (referee.Version, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return referee.Version(len(m.evs)), nil
}

func (m *memReferee) Version() referee.Version {
	m.mu.Lock()
	defer m.mu.Unlock()
	return referee.Version(len(m.evs))
}

func (m *memReferee) State(context.Context) (arbiter.State, error) {
	st, _, err := m.read()
	return st, err
}

// read returns the tournament folded from the log and its version.
func (m *memReferee) read() (arbiter.State, referee.Version, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	st, err := arbiter.ReplayWith(kinds.All(), m.evs)
	return st, referee.Version(len(m.evs)), err
}

func (m *memReferee) Play(_ context.Context, now time.Time) (referee.Play, error) {
	st, v, err := m.read()
	return referee.PlayOf(&st, v, now), err
}

func (m *memReferee) Entry(_ context.Context, now time.Time) (referee.Play, arbiter.SlipsDue, error) {
	st, v, err := m.read()
	return referee.PlayOf(&st, v, now), arbiter.SlipsDueOf(&st), err
}

func (m *memReferee) Results(context.Context) (referee.Results, error) {
	st, v, err := m.read()
	if err != nil {
		return referee.Results{}, err
	}
	return referee.ResultsOf(&st, v)
}

func (m *memReferee) Typings(_ context.Context, round, table int) ([]arbiter.TypedSlip, error) {
	st, _, err := m.read()
	return arbiter.TypingsOf(&st, round, table), err
}

func (m *memReferee) Current() referee.Position {
	st, _ := m.State(context.Background())
	return referee.PositionOf(&st)
}

func (m *memReferee) Kinds() *arbiter.Registry { return kinds.All() }

func (m *memReferee) SlipReader(context.Context) (slipinput.Reader, error) {
	st, _, err := m.read()
	if err != nil {
		return nil, err
	}
	return referee.SlipReaderOf(&st, kinds.All())
}

func (m *memReferee) RuleSet() *scoring.RuleSet {
	st, _ := m.State(context.Background())
	return st.RuleSet
}

func (m *memReferee) Run(_ context.Context, c arbiter.Command) ([]arbiter.Event, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	evs, err := arbiter.Decide(m.state, c, m.deps)
	if err != nil {
		return nil, err
	}
	for _, e := range evs {
		if m.state, err = arbiter.Apply(m.state, e); err != nil {
			return nil, err
		}
		m.evs = append(m.evs, e)
	}
	return evs, nil
}

// EnterSlip is Run: the fake keeps no solos to compare.
func (m *memReferee) EnterSlip(ctx context.Context, c arbiter.Command) (referee.SlipEntry, error) {
	evs, err := m.Run(ctx, c)
	return referee.SlipEntry{Events: evs}, err
}

// GameLog returns the events of the last game started, without the
// records' times: the fake keeps none.
func (m *memReferee) GameLog(context.Context, int) ([]referee.Entry, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []referee.Entry
	for _, e := range m.evs {
		if _, ok := e.(arbiter.GameStarted); ok {
			out = nil
		}
		out = append(out, referee.Entry{Event: e})
	}
	return out, nil
}

// slips returns the slips recorded, corrections included.
func (m *memReferee) slips() []arbiter.Slip {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []arbiter.Slip
	for _, e := range m.evs {
		switch e := e.(type) {
		case arbiter.SlipRecorded:
			out = append(out, e.Slip)
		case arbiter.SlipCorrected:
			out = append(out, e.Slip)
		}
	}
	return out
}
