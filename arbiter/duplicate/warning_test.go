package duplicate_test

import (
	"errors"
	"reflect"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/internal/duplicatetest"
)

// decideAll decides and folds each command in turn from the state of
// evs, failing on a refusal.
func decideAll(t *testing.T, evs []arbiter.Event, cs ...arbiter.Command) arbiter.State {
	t.Helper()
	s, err := duplicatetest.Replay(evs)
	if err != nil {
		t.Fatal(err)
	}
	deps := duplicatetest.Deps(t, duplicatetest.RO(t))
	for _, c := range cs {
		got, err := arbiter.Decide(s, c, deps)
		if err != nil {
			t.Fatalf("Decide(%#v): %v", c, err)
		}
		for _, e := range got {
			if s, err = arbiter.Apply(s, e); err != nil {
				t.Fatalf("Apply(%#v): %v", e, err)
			}
		}
	}
	return s
}

// TestWithdrawWarning_Penalty checks the penalty of table 2's disciplinary
// warnings as they are given and withdrawn (RULES §6: a disciplinary
// warning counts as 4 technical ones, and from the 4th technical warning
// on each costs 5 points): one costs 5, two cost 25, and a warning
// withdrawn counts as never given.
func TestWithdrawWarning_Penalty(t *testing.T) {
	noise := arbiter.GiveWarning{Table: 2, Kind: arbiter.Disciplinary, Reason: "noise"}
	again := noise
	again.Again = true
	withdraw := arbiter.WithdrawWarning{Table: 2, Kind: arbiter.Disciplinary, Reason: "given by mistake"}
	slips := []arbiter.Command{duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"},
		duplicate.EnterSlip{Table: 2, Position: "H8", Word: "COLUMNA", Score: "78"}}
	tests := []struct {
		name string
		cs   []arbiter.Command
		want int
	}{
		{"None", nil, 0},
		{"One", []arbiter.Command{noise}, 5},
		{"TwoOnPurpose", []arbiter.Command{noise, again}, 25},
		{"TwoOneWithdrawn", []arbiter.Command{noise, again, withdraw}, 5},
		{"OneWithdrawn", []arbiter.Command{noise, withdraw}, 0},
		{"OneWithdrawnGivenAgain", []arbiter.Command{noise, withdraw, noise}, 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := decideAll(t, duplicatetest.Opening(), append(append([]arbiter.Command{}, slips...), tt.cs...)...)
			st, err := s.Standings(1, arbiter.ByTotal)
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range st.Rows {
				if r.Table == 2 && (r.Penalty != tt.want || r.Total != 78-tt.want) {
					t.Errorf("table 2: penalty %d, total %d; want %d, %d", r.Penalty, r.Total, tt.want, 78-tt.want)
				}
			}
		})
	}
}

// TestGiveWarning_Repeated checks that a warning given exactly as one that
// stands is refused with the warning it repeats, and the message names
// the player, the round and the reason.
func TestGiveWarning_Repeated(t *testing.T) {
	s := decideAll(t, duplicatetest.Opening(), arbiter.GiveWarning{Table: 2, Kind: arbiter.Disciplinary, Reason: "noise"})
	_, err := arbiter.Decide(s, arbiter.GiveWarning{Table: 2, Kind: arbiter.Disciplinary, Reason: "noise"}, duplicatetest.Deps(t, duplicatetest.RO(t)))
	if got, want := arbiter.ErrorMessage(err), `round 1: table 2 (IONESCU Maria) already has this disciplinary warning ("noise"); give it again only on purpose`; got != want {
		t.Errorf("message:\ngot  %q\nwant %q", got, want)
	}
	if rep, ok := errors.AsType[*arbiter.RepeatedWarning](err); !ok || !reflect.DeepEqual(rep.Given, arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Disciplinary, Reason: "noise"}) {
		t.Errorf("error %v: want the warning it repeats", err)
	}
	_, err = arbiter.Decide(s, arbiter.WithdrawWarning{Table: 2, Kind: arbiter.Technical, Reason: "x"}, duplicatetest.Deps(t, duplicatetest.RO(t)))
	if got, want := arbiter.ErrorMessage(err), "round 1: table 2 (IONESCU Maria) has no technical warning given by the referee to withdraw"; got != want {
		t.Errorf("withdrawing none:\ngot  %q\nwant %q", got, want)
	}
}
