// Package actionstest checks, for the tests of every kind of game, that
// what [arbiter.ActionsAt] offers is what [arbiter.Decide] takes: the
// console's buttons and the CLI's refusals are one answer.
package actionstest

import (
	"maps"
	"slices"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/duplicate"
)

// Probes are the commands a front end sends for the actions of a game of a
// kind: the console's buttons and the CLI's commands.
type Probes func(k arbiter.Kind, at time.Time) map[arbiter.Action]arbiter.Command

// builtIn returns the probes of the built-in kinds in a game of kind k, and
// the next game's for every kind (k is "" before the first game).
func builtIn(k arbiter.Kind, at time.Time) map[arbiter.Action]arbiter.Command {
	p := map[arbiter.Action]arbiter.Command{arbiter.ActNextGame: duplicate.StartGame{Seed: 1}}
	clock := map[arbiter.Action]arbiter.Command{arbiter.ActStart: arbiter.StartTimer{At: at}, arbiter.ActPause: arbiter.PauseTimer{At: at},
		arbiter.ActResume: arbiter.ResumeTimer{At: at}, arbiter.ActReset: arbiter.ResetTimer{At: at}}
	switch k {
	case arbiter.KindDuplicate:
		maps.Copy(p, map[arbiter.Action]arbiter.Command{arbiter.ActRack: duplicate.DrawRack{}, arbiter.ActReject: duplicate.RejectRack{Reason: "r"},
			arbiter.ActTop: duplicate.ChooseTop{}, arbiter.ActClose: arbiter.CloseRound{}, arbiter.ActCancel: duplicate.CancelRound{Reason: "r"},
			arbiter.ActEndGame: arbiter.EndGame{Reason: "r"}})
		maps.Copy(p, clock)
	case anticipation.Kind:
		maps.Copy(p, map[arbiter.Action]arbiter.Command{arbiter.ActGroup: anticipation.DrawGroup{}, arbiter.ActClose: arbiter.CloseRound{},
			arbiter.ActEndGame: arbiter.EndGame{Reason: "r"}})
		maps.Copy(p, clock)
	default: // a registered kind's probes are its test's
	}
	return p
}

// Check checks, at every point of evs (a log of kinds' games), that each
// action offered is allowed exactly when Decide takes its command, and
// refused with Decide's own error code, and that every action the probes
// name is offered. more adds the probes of a registered kind; an action
// offered that no probe names must be one of also.
func Check(t *testing.T, kinds *arbiter.Registry, evs []arbiter.Event, deps arbiter.Deps, more Probes, also ...arbiter.Action) {
	t.Helper()
	at := time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)
	for k := 1; k <= len(evs); k++ {
		s, err := arbiter.ReplayWith(kinds, evs[:k])
		if err != nil {
			t.Fatal(err)
		}
		var kind arbiter.Kind
		if g := s.CurrentGame(); g != nil {
			kind = g.Kind()
			if cur := g.Current(); cur != nil && cur.Timer.Last.After(at) {
				at = cur.Timer.Last
			}
		}
		acts := arbiter.ActionsAt(s, at)
		want := builtIn(kind, at)
		if more != nil {
			maps.Copy(want, more(kind, at))
		}
		for act := range acts {
			if act == arbiter.ActInvalidate {
				checkInvalidate(t, s, acts, deps)
				continue
			}
			if _, ok := want[act]; !ok && !slices.Contains(also, act) {
				t.Errorf("after event %d (%T): %s is offered in a game of kind %q", k, evs[k-1], act, kind)
			}
		}
		for act, c := range want {
			got, offered := acts[act]
			if !offered {
				t.Fatalf("after event %d: %s is not offered in a game of kind %q", k, act, kind)
			}
			_, decided := arbiter.Decide(s, c, deps)
			if arbiter.ErrorCode(got) != arbiter.ErrorCode(decided) || (got == nil) != (decided == nil) {
				t.Errorf("after event %d (%T): %s: actions say %v, Decide says %v", k, evs[k-1], act, got, decided)
			}
		}
	}
}

// checkInvalidate checks that a top may be found invalid exactly when
// Decide takes that of some round.
func checkInvalidate(t *testing.T, s arbiter.State, acts arbiter.Actions, deps arbiter.Deps) {
	t.Helper()
	some := false
	for n := 1; n <= len(s.CurrentGame().Rounds); n++ {
		if _, err := arbiter.Decide(s, duplicate.InvalidateTop{Round: n, Reason: "r"}, deps); err == nil {
			some = true
		}
	}
	if acts.Can(arbiter.ActInvalidate) != some {
		t.Errorf("invalidate: actions say %v, Decide takes a round's: %v", acts[arbiter.ActInvalidate], some)
	}
}
