package kinds_test

import (
	"encoding/json"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/kinds"
	"arbiter/scoring"
)

// TestSaidOf: the log's sentence of a built-in event ends with what a
// kind holds of its own in it, said by that kind: a duplicate game's
// variant (RULES §7), an Anticipation game's setup and a warning's sheet
// (RULES §8.4); nothing for an event no kind adds to.
func TestSaidOf(t *testing.T) {
	sheet, err := json.Marshal(anticipation.Result{Total: 42, Technical: 1, Penalty: 5})
	if err != nil {
		t.Fatal(err)
	}
	reg := kinds.All()
	for _, tt := range []struct {
		e    arbiter.Event
		want string
	}{
		{arbiter.GameStarted{Game: 1, Seed: 7}, ""},
		{arbiter.GameStarted{Game: 1, Variant: scoring.Completiv}, ", completiv"},
		{arbiter.GameStarted{Game: 2, Variant: scoring.Tactic, FixedOrder: true}, ", tactic (groups in the order drawn)"},
		{arbiter.GameStarted{Game: 1, Anticipation: &arbiter.AnticipationSetup{Form: "anticipatie", Groups: []string{"AL", "BRDEIOS"}, Drawn: true}},
			", anticipatie, groups drawn: AL BRDEIOS"},
		{arbiter.GameStarted{Game: 1, Anticipation: &arbiter.AnticipationSetup{Form: "oarba"}}, ", oarba: each player registers their own groups"},
		{arbiter.WarningGiven{Table: 3, Round: 2, Kind: arbiter.Technical, Reason: "late"}, ""},
		{arbiter.WarningGiven{Table: 3, Round: 2, Kind: arbiter.Technical, Reason: "late", Sheet: sheet},
			"; sheet total 42 (1 technical, 0 disciplinary warnings, penalty 5)"},
		{arbiter.RoundClosed{Round: 2}, ""},
	} {
		if got := reg.SaidOf(tt.e); got != tt.want {
			t.Errorf("SaidOf(%+v) = %q, want %q", tt.e, got, tt.want)
		}
	}
}
