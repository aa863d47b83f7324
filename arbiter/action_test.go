package arbiter_test

import (
	"testing"
	"time"

	"arbiter/arbiter"
)

// probes are the commands [arbiter.ActionsAt] answers for in a game of
// kind k, as a front end sends them: the console's buttons and the CLI's
// commands. Nil k is the tournament before its first game.
func probes(k arbiter.Kind, at time.Time) map[arbiter.Action]arbiter.Command {
	p := map[arbiter.Action]arbiter.Command{arbiter.ActNextGame: arbiter.StartGame{Seed: 1}}
	clock := map[arbiter.Action]arbiter.Command{arbiter.ActStart: arbiter.StartTimer{At: at}, arbiter.ActPause: arbiter.PauseTimer{At: at},
		arbiter.ActResume: arbiter.ResumeTimer{At: at}, arbiter.ActReset: arbiter.ResetTimer{At: at}}
	var more map[arbiter.Action]arbiter.Command
	switch k {
	case arbiter.KindDuplicate:
		more = map[arbiter.Action]arbiter.Command{arbiter.ActRack: arbiter.DrawRack{}, arbiter.ActReject: arbiter.RejectRack{Reason: "r"},
			arbiter.ActTop: arbiter.ChooseTop{}, arbiter.ActClose: arbiter.CloseRound{}, arbiter.ActCancel: arbiter.CancelRound{Reason: "r"},
			arbiter.ActEndGame: arbiter.EndGame{Reason: "r"}}
		for a, c := range clock {
			more[a] = c
		}
	case arbiter.KindAnticipation:
		more = map[arbiter.Action]arbiter.Command{arbiter.ActGroup: arbiter.DrawGroup{}, arbiter.ActClose: arbiter.CloseRound{},
			arbiter.ActEndGame: arbiter.EndGame{Reason: "r"}}
		for a, c := range clock {
			more[a] = c
		}
	case arbiter.KindProblem:
		more = map[arbiter.Action]arbiter.Command{arbiter.ActClose: arbiter.CloseRound{}, arbiter.ActEndGame: arbiter.EndGame{Reason: "r"}}
	}
	for a, c := range more {
		p[a] = c
	}
	return p
}

// checkActions checks, at every point of evs, that each action offered is
// allowed exactly when Decide takes its command, and refused with
// Decide's own error code, and that every action of the game's kind is
// offered: the console's buttons and the CLI's refusals are one answer.
func checkActions(t *testing.T, evs []arbiter.Event, deps arbiter.Deps) {
	t.Helper()
	at := time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)
	for k := 1; k <= len(evs); k++ {
		s, err := arbiter.Replay(evs[:k])
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
		want := probes(kind, at)
		for act := range acts {
			if act == arbiter.ActInvalidate {
				checkInvalidate(t, s, acts, deps)
				continue
			}
			if _, ok := want[act]; !ok && act != arbiter.ActScrabble {
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
		if _, err := arbiter.Decide(s, arbiter.InvalidateTop{Round: n, Reason: "r"}, deps); err == nil {
			some = true
		}
	}
	if acts.Can(arbiter.ActInvalidate) != some {
		t.Errorf("invalidate: actions say %v, Decide takes a round's: %v", acts[arbiter.ActInvalidate], some)
	}
}

// TestActionsAt_Scenarios checks the actions at every point of every
// scenario of the duplicate game.
func TestActionsAt_Scenarios(t *testing.T) {
	forEachScenario(t, func(t *testing.T, path string) {
		_, ss := runScenario(t, path)
		checkActions(t, ss.log.all, ss.deps)
	})
}

// TestActionsAt_CancelledCurrentRound: once the current round is
// cancelled, the next rack may be drawn (the console was left with every
// button off).
func TestActionsAt_CancelledCurrentRound(t *testing.T) {
	s, err := arbiter.Replay(with(opening(), arbiter.RoundCancelled{Round: 1, Reason: "wrong rack announced"}))
	if err != nil {
		t.Fatal(err)
	}
	acts := arbiter.ActionsAt(s, time.Now())
	if !acts.Can(arbiter.ActRack) || acts.Can(arbiter.ActClose) || acts.Can(arbiter.ActCancel) || acts.Can(arbiter.ActTop) {
		t.Errorf("after cancelling the current round: rack %v, close %v, cancel %v, top %v; want the rack alone",
			acts[arbiter.ActRack], acts[arbiter.ActClose], acts[arbiter.ActCancel], acts[arbiter.ActTop])
	}
}
