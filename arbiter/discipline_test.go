package arbiter_test

import (
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/internal/tally"
)

// clashing is a kind whose event takes the stored name of a built-in
// one, the slip the duplicate game records.
type clashing struct{ arbiter.Folder }

// slipRecorded is an event stored as the built-in SlipRecorded is.
type slipRecorded struct{}

func (slipRecorded) EventType() string { return "slip_recorded" }

func (clashing) Kind() arbiter.Kind { return "clashing" }
func (clashing) Events() []arbiter.EventCodec {
	return []arbiter.EventCodec{arbiter.CodecOf[slipRecorded]()}
}
func (clashing) Fold(*arbiter.State, *arbiter.Game, arbiter.KindEvent) error { return nil }

// TestRegistry_StoredNamesOnce: a stored event name means one event, so
// that a log reads the same in every program: a kind whose event takes a
// built-in name or another kind's is refused, and the registry decodes
// the built-in events and the kinds' alike.
func TestRegistry_StoredNamesOnce(t *testing.T) {
	if _, err := arbiter.NewRegistry(clashing{tally.Discipline()}); err == nil || !strings.Contains(err.Error(), `the event name "slip_recorded" is taken`) {
		t.Errorf("a kind taking a built-in event's name: %v, want refused", err)
	}
	if _, err := arbiter.NewRegistry(tally.Discipline(), renamed{tally.Discipline()}); err == nil || !strings.Contains(err.Error(), "is taken") {
		t.Errorf("two kinds storing the same names: %v, want refused", err)
	}
	reg, err := arbiter.NewRegistry(tally.Discipline())
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]arbiter.Event{
		"round_closed": arbiter.RoundClosed{Round: 3},
		"credited":     tally.Credited{Table: 2, Points: 5},
	} {
		_, payload, err := arbiter.Encode(want)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := reg.Decode(name, payload); err != nil || got != want {
			t.Errorf("Decode(%s): %v (%v), want %v", name, got, err, want)
		}
	}
	if _, err := reg.Decode("credit", []byte("{}")); arbiter.ErrorCode(err) != arbiter.EInvalidInput {
		t.Errorf("an unknown event name: %v, want refused as invalid input", err)
	}
}

// renamed is the tally registered a second time under another kind.
type renamed struct{ arbiter.Folder }

func (renamed) Kind() arbiter.Kind { return "tally2" }

// TestRegistry_FormNamedAsAPath refuses a kind whose console form a front
// end could not serve at its name, and takes a path of words.
func TestRegistry_FormNamedAsAPath(t *testing.T) {
	for _, name := range []string{"", "credit/", "/credit", "credit//now", "Credit", "credit now", "{table}", "credit?x=1", "crédit"} {
		if _, err := arbiter.NewRegistry(tally.CreditAt(name)); err == nil || !strings.Contains(err.Error(), "is not named as a path") {
			t.Errorf("a console form named %q: %v, want refused", name, err)
		}
	}
	for _, name := range []string{"credit", "credit/cancel", "top-2"} {
		if _, err := arbiter.NewRegistry(tally.CreditAt(name)); err != nil {
			t.Errorf("a console form named %q: %v", name, err)
		}
	}
}
