package arbiter_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/internal/tally"
)

// TestConsoleSent: a console's form is read by the current game's kind, a
// form that kind does not read refused as another kind's (naming the game
// and the form); before any game it is refused as a command on no game.
// The next game's form starts the game it names, or, naming none, the
// first kind's that reads it; with no such kind it is refused. Whether the
// form needs the word list is its command's answer.
func TestConsoleSent(t *testing.T) {
	both, err := arbiter.NewRegistry(duplicate.Discipline(), tally.Discipline())
	if err != nil {
		t.Fatal(err)
	}
	alone, err := arbiter.NewRegistry(tally.Discipline())
	if err != nil {
		t.Fatal(err)
	}
	tournament := []arbiter.Event{arbiter.TournamentCreated{Name: "Cupa", RuleSet: "ro"}, arbiter.PlayerRegistered{Table: 1, Name: "POPESCU Ion"}}
	replay := func(r *arbiter.Registry, evs ...arbiter.Event) arbiter.State {
		s, err := arbiter.ReplayWith(r, append(append([]arbiter.Event{}, tournament...), evs...))
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	rack := arbiter.ConsoleSent{Form: duplicate.FormRack, JSON: []byte(`{}`)}
	cancel := arbiter.ConsoleSent{Form: duplicate.FormCancel, JSON: []byte(`{"reason":"r"}`)}

	if _, err := arbiter.Decide(replay(both), rack, arbiter.Deps{}); arbiter.ErrorCode(err) != arbiter.ENotFound {
		t.Errorf("a rack before any game: %v, want %s", err, arbiter.ENotFound)
	}
	inTally := replay(both, tally.Started{Game: 1})
	_, err = arbiter.Decide(inTally, rack, arbiter.Deps{})
	var r *arbiter.Refusal
	if arbiter.ErrorCode(err) != arbiter.EConflict || !errors.As(err, &r) || *r != (arbiter.Refusal{Kind: arbiter.RefusedNotInGame, Game: 1, Value: "rack"}) {
		t.Errorf("a rack in a tally: %v, want it refused as another kind's form", err)
	}
	inDuplicate := replay(both, arbiter.GameStarted{Game: 1, Seed: 7})
	if !arbiter.NeedsWords(&inDuplicate, rack) || arbiter.NeedsWords(&inDuplicate, cancel) || arbiter.NeedsWords(&inTally, rack) {
		t.Errorf("words needed: a rack drawn %v, a round cancelled %v, a rack in a tally %v; want true, false, false",
			arbiter.NeedsWords(&inDuplicate, rack), arbiter.NeedsWords(&inDuplicate, cancel), arbiter.NeedsWords(&inTally, rack))
	}

	ended := replay(both, tally.Started{Game: 1}, tally.Ended{})
	for json, want := range map[string]arbiter.Event{
		`{}`:                                    arbiter.GameStarted{Game: 2, Seed: 5},
		`{"kind":"","variant":"tactic"}`:        arbiter.GameStarted{Game: 2, Seed: 5, Variant: "tactic"},
		`{"kind":"tally","name":"tally"}`:       tally.Started{Game: 2},
		`{"kind":"duplicate","name":"duel"}`:    nil,
		`{"kind":"tally","name":"tally","x":1}`: nil,
	} {
		evs, err := arbiter.Decide(ended, arbiter.ConsoleSent{Form: arbiter.FormNextGame, JSON: []byte(json), Seed: 5}, arbiter.Deps{})
		if want == nil {
			if arbiter.ErrorCode(err) != arbiter.EInvalidInput {
				t.Errorf("next game %s: %v, %v; want it refused", json, evs, err)
			}
			continue
		}
		if err != nil || len(evs) != 1 || !cmp.Equal(evs[0], want) {
			t.Errorf("next game %s: %v, %v; want %#v", json, evs, err, want)
		}
	}
	if _, err := arbiter.Decide(replay(alone), arbiter.ConsoleSent{Form: arbiter.FormNextGame, JSON: []byte(`{}`)}, arbiter.Deps{}); arbiter.ErrorCode(err) != arbiter.EInvalidInput {
		t.Errorf("a next game of no kind, the tally alone registered: %v, want it refused", err)
	}
	names := []string{}
	for _, f := range both.ConsoleForms() {
		names = append(names, f.Name)
	}
	if want := []string{arbiter.FormNextGame, "rack", "rack/reject", "top", "top/invalidate", "round/cancel", tally.FormCredit}; !slices.Equal(names, want) {
		t.Errorf("the console's forms: %v, want %v", names, want)
	}
}

// TestNeedsWords_FormSent: a screen's form needs the word list when the
// command it reads into does, as a console's form does.
func TestNeedsWords_FormSent(t *testing.T) {
	sc, ok := tally.Discipline().(arbiter.Screener)
	if !ok {
		t.Fatal("the tally has no screen")
	}
	for _, kind := range []arbiter.Screener{sc, listReading{sc}} {
		reg, err := arbiter.NewRegistry(kind)
		if err != nil {
			t.Fatal(err)
		}
		s, err := arbiter.ReplayWith(reg, []arbiter.Event{arbiter.TournamentCreated{Name: "Cupa", RuleSet: "ro"}})
		if err != nil {
			t.Fatal(err)
		}
		_, reads := kind.(listReading)
		if got := arbiter.NeedsWords(&s, arbiter.FormSent{Action: tally.ActStart}); got != reads {
			t.Errorf("the start of %T needs words: %v, want %v", kind, got, reads)
		}
	}
}

// listReading is the tally whose forms read into a command that reads the
// word list.
type listReading struct{ arbiter.Screener }

func (listReading) Command(*arbiter.State, arbiter.FormSent) (arbiter.Command, error) {
	return listCommand{}, nil
}

// listCommand is a command that reads the word list and records nothing.
type listCommand struct{ arbiter.Extension }

func (listCommand) NeedsWords() bool { return true }

func (listCommand) Decide(*arbiter.State, arbiter.Deps) ([]arbiter.Event, error) { return nil, nil }
