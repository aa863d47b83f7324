package arbiter_test

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"arbiter/arbiter"
	"arbiter/arbiter/internal/duplicatetest"
	"arbiter/scoring"
)

// sampleEvents holds one event of every type, with every field set.
func sampleEvents(tb testing.TB) []arbiter.Event {
	tb.Helper()
	columna := duplicatetest.Move(tb, "H8 COLUMNA")
	return []arbiter.Event{
		arbiter.TournamentCreated{Name: "Cupa", Date: "2026-11-29", RuleSet: "mine", RuleSetJSON: []byte(`{"name":"mine"}`), Lexicon: "loc5 sha256:ab", Referee: "R", TieBreak: arbiter.TieLastGame},
		arbiter.PlayerRegistered{Table: 3, Name: "ȘTEFAN Ana", Club: "CS", FederationID: "RO-12", Category: "juniori", Series: "A"},
		arbiter.PlayerEdited{Table: 3, Name: ptr("ȘTEFAN Ana-Maria"), Club: ptr(""), FederationID: ptr("RO-13"), Category: ptr("seniori"), Series: ptr("B")},
		arbiter.TieBreakChanged{TieBreak: arbiter.TieShared, Reason: "federation's ruling"},
		arbiter.GameStarted{Game: 1, Seed: 18446744073709551615},
		arbiter.RackDrawn{Round: 2, Remainder: "AE", New: "BCDR?", Rejected: []arbiter.Rejection{{Remainder: "AE", New: "AAIOU", Reason: "minimum", Text: "no consonant"}},
			Manual: true, ForcedReason: "minimum", Forced: "bag shaken"},
		arbiter.RackRejected{Round: 2, Reason: "three A"},
		arbiter.TopChosen{Round: 1, Move: columna, Alternatives: []scoring.Move{columna}, Choice: 2, Override: "why"},
		arbiter.TopInvalidated{Round: 1, Reason: "not a word"},
		arbiter.SlipRecorded{Slip: arbiter.Slip{Round: 1, Table: 3, Position: "h8", Word: "COLUMNA", Score: "80",
			Verdict: arbiter.Verdict{Valid: true, Real: 78, Credited: 78, Warning: arbiter.WarnWrongScore, Message: "m", Move: &columna}}},
		arbiter.SlipCorrected{Slip: arbiter.Slip{Round: 1, Table: 3, None: true, Verdict: arbiter.Verdict{Reason: arbiter.ReasonNoSlip}}, Operator: "Ana"},
		arbiter.SlipWithdrawn{Round: 1, Table: 3, Reason: "late"},
		arbiter.WarningGiven{Table: 3, Round: 1, Kind: arbiter.Disciplinary, Reason: "noise"},
		arbiter.WarningWithdrawn{Table: 3, Round: 1, Kind: arbiter.Disciplinary, Reason: "given by mistake"},
		arbiter.RoundClosed{Round: 1},
		arbiter.RoundCancelled{Round: 1, Reason: "clock"},
		arbiter.GameEnded{Reason: "no_vowel", Text: "no vowel left"},
		arbiter.TimerStarted{Round: 2, At: time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC), Seconds: 360},
		arbiter.TimerPaused{Round: 2, At: time.Date(2026, 11, 29, 10, 1, 0, 0, time.UTC)},
		arbiter.TimerResumed{Round: 2, At: time.Date(2026, 11, 29, 10, 2, 0, 0, time.UTC)},
		arbiter.TimerReset{Round: 2, At: time.Date(2026, 11, 29, 10, 3, 0, 0, time.UTC)},
		arbiter.SlipTyped{Slip: arbiter.Slip{Round: 1, Table: 3, Position: "H8", Word: "COLUMNA", Score: "78"}, Operator: "Ana"},
	}
}

// ptr returns a pointer to s.
func ptr(s string) *string { return &s }

// TestEncode pins the stable type names and payloads that stores keep.
func TestEncode(t *testing.T) {
	tests := []struct {
		event   arbiter.Event
		name    string
		payload string
	}{
		{arbiter.PlayerRegistered{Table: 3, Name: "POPESCU Ion", Club: "CS"}, "player_registered", `{"table":3,"name":"POPESCU Ion","club":"CS"}`},
		{arbiter.PlayerEdited{Table: 3, Name: ptr("POPESCU Ioan"), Club: ptr("")}, "player_edited", `{"table":3,"name":"POPESCU Ioan","club":""}`},
		{arbiter.TieBreakChanged{TieBreak: "last-game", Reason: "several games"}, "tie_break_changed", `{"tie_break":"last-game","reason":"several games"}`},
		{arbiter.GameStarted{Game: 2, Seed: 7}, "game_started", `{"game":2,"seed":7}`},
		{arbiter.RackDrawn{Round: 2, Remainder: "AE", New: "BCDRS"}, "rack_drawn", `{"round":2,"remainder":"AE","new":"BCDRS"}`},
		{arbiter.WarningGiven{Table: 1, Round: 4, Kind: arbiter.Technical, Reason: "r"}, "warning_given", `{"table":1,"round":4,"kind":"technical","reason":"r"}`},
		{arbiter.SlipWithdrawn{Round: 1, Table: 2, Reason: "late"}, "slip_withdrawn", `{"round":1,"table":2,"reason":"late"}`},
		{arbiter.WarningWithdrawn{Table: 1, Round: 4, Kind: arbiter.Disciplinary, Reason: "r"}, "warning_withdrawn", `{"table":1,"round":4,"kind":"disciplinary","reason":"r"}`},
		{arbiter.RoundClosed{Round: 5}, "round_closed", `{"round":5}`},
		{arbiter.GameEnded{Reason: "referee"}, "game_ended", `{"reason":"referee"}`},
		{arbiter.TimerStarted{Round: 3, At: time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC), Seconds: 180}, "timer_started", `{"round":3,"at":"2026-11-29T10:00:00Z","seconds":180}`},
		{arbiter.TimerPaused{Round: 3, At: time.Date(2026, 11, 29, 10, 0, 1, 0, time.UTC)}, "timer_paused", `{"round":3,"at":"2026-11-29T10:00:01Z"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			name, payload, err := arbiter.Encode(tt.event)
			if err != nil {
				t.Fatal(err)
			}
			if name != tt.name || string(payload) != tt.payload {
				t.Errorf("Encode() = %s %s, want %s %s", name, payload, tt.name, tt.payload)
			}
		})
	}
}

// TestDecodeEveryType decodes what Encode wrote for every event type.
func TestDecodeEveryType(t *testing.T) {
	evs := sampleEvents(t)
	seen := map[string]bool{}
	for _, e := range evs {
		name, payload, err := arbiter.Encode(e)
		if err != nil {
			t.Fatal(err)
		}
		seen[name] = true
		got, err := arbiter.Decode(name, payload)
		if err != nil {
			t.Fatalf("Decode(%s): %v", name, err)
		}
		// The positions of cross words are not stored: they follow from the move.
		if diff := cmp.Diff(e, got, cmpopts.IgnoreFields(scoring.WordScore{}, "Pos")); diff != "" {
			t.Errorf("Decode(Encode(%s)) (-want +got):\n%s", name, diff)
		}
	}
	if len(seen) != 22 {
		t.Errorf("sample covers %d event types, want 22", len(seen))
	}
}

// TestDecodeErrors checks that unreadable records are refused with a code.
func TestDecodeErrors(t *testing.T) {
	tests := []struct {
		name, typeName, payload, wantMsg string
	}{
		{"UnknownType", "rack_eaten", `{}`, `unknown event type "rack_eaten"`},
		{"BadJSON", "round_closed", `{"round":`, "event round_closed: unexpected end of JSON input"},
		{"WrongType", "round_closed", `{"round":"five"}`, "event round_closed: json: cannot unmarshal string into Go struct field RoundClosed.round of type int"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := arbiter.Decode(tt.typeName, []byte(tt.payload))
			if arbiter.ErrorCode(err) != arbiter.EInvalidInput || arbiter.ErrorMessage(err) != tt.wantMsg {
				t.Errorf("Decode() error = %q (%s), want %q (%s)", arbiter.ErrorMessage(err), arbiter.ErrorCode(err), tt.wantMsg, arbiter.EInvalidInput)
			}
		})
	}
	_, err := arbiter.DecodeRecords([]arbiter.Record{{Stream: "game-2", Seq: 7, Type: "nope"}})
	if want := `game-2 #7: unknown event type "nope"`; arbiter.ErrorMessage(err) != want {
		t.Errorf("DecodeRecords() error = %q, want %q", arbiter.ErrorMessage(err), want)
	}
}

// FuzzEventCodec checks that whatever Decode accepts, Encode writes back in
// a form that decodes to the same event (an empty list and no list being the
// same) and encodes to the same bytes.
func FuzzEventCodec(f *testing.F) {
	for _, e := range sampleEvents(f) {
		name, payload, err := arbiter.Encode(e)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(name, payload)
	}
	f.Add("round_closed", []byte(`{"round":-3,"extra":true}`))
	f.Add("tournament_created", []byte(`{"name":"x","rule_set_json":  {"a" : [1, 2]} }`))
	f.Fuzz(func(t *testing.T, name string, payload []byte) {
		e, err := arbiter.Decode(name, payload)
		if err != nil {
			if arbiter.ErrorCode(err) != arbiter.EInvalidInput {
				t.Fatalf("Decode error code %q, want %q", arbiter.ErrorCode(err), arbiter.EInvalidInput)
			}
			return
		}
		name2, p2, err := arbiter.Encode(e)
		if err != nil {
			t.Fatalf("Encode(%#v): %v", e, err)
		}
		e2, err := arbiter.Decode(name2, p2)
		if err != nil {
			t.Fatalf("Decode(Encode()) %s %s: %v", name2, p2, err)
		}
		_, p3, err := arbiter.Encode(e2)
		if err != nil {
			t.Fatal(err)
		}
		if name2 != name || string(p3) != string(p2) {
			t.Errorf("round trip: %s %s, then %s %s", name, p2, name2, p3)
		}
		if diff := cmp.Diff(e, e2, cmpopts.EquateEmpty(), cmpopts.IgnoreFields(arbiter.TournamentCreated{}, "RuleSetJSON")); diff != "" {
			t.Errorf("Decode(Encode(e)) (-e +got):\n%s", diff)
		}
	})
}
