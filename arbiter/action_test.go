package arbiter_test

import (
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/internal/actionstest"
	"arbiter/arbiter/internal/duplicatetest"
)

// TestActionsAt_Scenarios checks the actions at every point of every
// scenario of the duplicate game.
func TestActionsAt_Scenarios(t *testing.T) {
	forEachScenario(t, func(t *testing.T, path string) {
		_, ss := runScenario(t, path)
		actionstest.Check(t, duplicateOnly(t), ss.log.All, ss.deps, nil)
	})
}

// duplicateOnly returns a registry of the duplicate game alone, whose
// actions are those of its games and the next game's.
func duplicateOnly(t *testing.T) *arbiter.Registry {
	r, err := arbiter.NewRegistry(duplicate.Discipline())
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestActionsAt_CancelledCurrentRound: once the current round is
// cancelled, the next rack may be drawn (the console was left with every
// button off).
func TestActionsAt_CancelledCurrentRound(t *testing.T) {
	s, err := duplicatetest.Replay(duplicatetest.With(duplicatetest.Opening(), arbiter.RoundCancelled{Round: 1, Reason: "wrong rack announced"}))
	if err != nil {
		t.Fatal(err)
	}
	acts := arbiter.ActionsAt(s, time.Now())
	if !acts.Can(arbiter.ActRack) || acts.Can(arbiter.ActClose) || acts.Can(arbiter.ActCancel) || acts.Can(arbiter.ActTop) {
		t.Errorf("after cancelling the current round: rack %v, close %v, cancel %v, top %v; want the rack alone",
			acts[arbiter.ActRack], acts[arbiter.ActClose], acts[arbiter.ActCancel], acts[arbiter.ActTop])
	}
}
