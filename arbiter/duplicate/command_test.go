package duplicate_test

import (
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/internal/tally"
)

// commands are the duplicate game's own commands, one of each.
var commands = []arbiter.Command{
	duplicate.DrawRack{}, duplicate.RejectRack{Reason: "r"}, duplicate.ChooseTop{},
	duplicate.InvalidateTop{Round: 1, Reason: "r"}, duplicate.EnterSlip{Table: 1, None: true},
	duplicate.TypeSlip{EnterSlip: duplicate.EnterSlip{Table: 1, None: true}, Operator: "Ana"},
	duplicate.WithdrawSlip{Table: 1, Reason: "r"}, duplicate.CancelRound{Reason: "r"},
}

// replay replays evs with the duplicate game and the tally registered.
func replay(t *testing.T, evs ...arbiter.Event) arbiter.State {
	t.Helper()
	kinds, err := arbiter.NewRegistry(duplicate.Discipline(), tally.Discipline())
	if err != nil {
		t.Fatal(err)
	}
	s, err := arbiter.ReplayWith(kinds, append([]arbiter.Event{arbiter.TournamentCreated{Name: "Cupa", RuleSet: "ro"},
		arbiter.PlayerRegistered{Table: 1, Name: "POPESCU Ion"}}, evs...))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestCommands_ElsewhereRefused: the duplicate game's commands are refused
// before any game, and in a game of another kind as that kind refuses a
// command not its own, naming it; in a duplicate game each is decided by
// the duplicate game's rules (a rack drawn, the others refused for want
// of one), never as a command no one knows.
func TestCommands_ElsewhereRefused(t *testing.T) {
	none, other, dup := replay(t), replay(t, tally.Started{Game: 1}), replay(t, arbiter.GameStarted{Game: 1, Seed: 7})
	for _, c := range commands {
		if _, err := arbiter.Decide(none, c, arbiter.Deps{}); arbiter.ErrorCode(err) != arbiter.ENotFound {
			t.Errorf("%T before any game: %v, want %s", c, err, arbiter.ENotFound)
		}
		_, err := arbiter.Decide(other, c, arbiter.Deps{})
		if arbiter.ErrorCode(err) != arbiter.EInvalidInput || !strings.Contains(err.Error(), "game 1 is a game of kind tally") {
			t.Errorf("%T in a game of the tally: %v, want the tally's refusal", c, err)
		}
		evs, err := arbiter.Decide(dup, c, arbiter.Deps{})
		if code := arbiter.ErrorCode(err); code == arbiter.EInternal || (c == arbiter.Command(duplicate.DrawRack{})) != (err == nil && len(evs) == 1) {
			t.Errorf("%T in a duplicate game before its first rack: %v, %v", c, evs, err)
		}
	}
}
