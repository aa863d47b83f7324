package room

import (
	"net/http"
	"strings"
	"testing"
	"unicode"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/slipinput"
)

// english are words of the service's English messages that no Romanian
// sentence holds.
var english = map[string]bool{
	"the": true, "is": true, "not": true, "of": true, "and": true, "or": true, "to": true, "table": true,
	"round": true, "slip": true, "type": true, "word": true, "position": true, "score": true, "empty": true,
	"number": true, "player": true, "game": true, "has": true, "no": true, "with": true, "rack": true,
	"request": true, "cannot": true, "already": true, "send": true, "first": true, "only": true, "it": true,
	"expected": true, "unknown": true, "action": true, "kind": true, "reason": true, "yet": true, "top": false,
}

// englishWords returns the English words of s.
func englishWords(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if english[strings.ToLower(w)] {
			out = append(out, w)
		}
	}
	return out
}

// TestErrorsInTheRoomsLanguage sends every kind of mistake the entry page
// and the console can make to a Romanian room (RULES §5's typing mistakes,
// the rules' refusals, the room's own) and checks that each answer says it
// in Romanian, with no English word.
func TestErrorsInTheRoomsLanguage(t *testing.T) {
	tr := newTestRoom(t, false)
	ana, ref := tr.operator("Ana"), tr.referee("Radu")
	slip := func(round int, table, pos, word, score string) SlipForm {
		return SlipForm{Round: round, Form: slipinput.Form{Table: table, Position: pos, Word: word, Score: score}}
	}
	if st := ana.post("/api/slips", slip(0, "1", "H8", "COLUMNA", "78"), nil); st != http.StatusOK {
		t.Fatalf("first slip: status %d", st)
	}
	tactic := slip(0, "2", "H8", "COLUMNA", "78")
	tactic.Position2, tactic.Word2 = "H4", "CA"
	settle := slip(0, "2", "H8", "COLUMNA", "78")
	settle.Settle = true
	for _, tc := range []struct {
		name   string
		who    *client
		path   string
		body   any
		status int
	}{
		{"TableNotNumber", ana, "/api/slips", slip(0, "x", "H8", "CA", "4"), 400},
		{"ScoreNotNumber", ana, "/api/slips", slip(0, "2", "H8", "CA", "6O"), 400},
		{"EmptyWord", ana, "/api/slips", slip(0, "2", "H8", "", ""), 400},
		{"NothingTyped", ana, "/api/slips", slip(0, "2", "", "", ""), 400},
		{"NoSlipWithWord", ana, "/api/slips", slip(0, "2", "-", "CA", ""), 400},
		{"Blanks", ana, "/api/slips", slip(0, "2", "H 8", "CA", "4"), 400},
		{"NegativeRound", ana, "/api/slips", slip(-1, "2", "H8", "CA", "4"), 400},
		{"CapsLock", ana, "/api/slips", slip(0, "2", "H8", "columna", "78"), 400},
		{"OffBoard", ana, "/api/slips", slip(0, "2", "Z9", "COLUMNA", "78"), 400},
		{"TacticFields", ana, "/api/slips", tactic, 400},
		{"NoPlayer", ana, "/api/slips", slip(0, "9", "-", "", ""), 404},
		{"NoRound", ana, "/api/slips", slip(5, "2", "-", "", ""), 404},
		{"Replace", ana, "/api/slips", slip(0, "1", "H8", "COLUMAN", "78"), 409},
		{"SettleAsAssistant", ana, "/api/slips", settle, 403},
		{"NotJSON", ana, "/api/slips", "{", 400},
		{"UnknownField", ana, "/api/slips", `{"table":"1","colour":"red"}`, 400},
		{"ConsoleAsAssistant", ana, "/api/round/close", struct{}{}, 403},
		{"NoSession", tr.guest(), "/api/slips", slip(0, "2", "-", "", ""), 401},
		{"CloseWithoutTop", ref, "/api/round/close", struct{}{}, 409},
		{"RackWhilePlaying", ref, "/api/rack", struct{}{}, 409},
		{"TimerAction", ref, "/api/timer", TimerForm{Action: "jump"}, 400},
		{"WarningKind", ref, "/api/warnings", WarningForm{Table: 1, Kind: "yellow", Reason: "vorbește"}, 400},
		{"WarningWithoutReason", ref, "/api/warnings", WarningForm{Table: 1, Kind: "technical"}, 400},
		{"WithdrawNoSlip", ref, "/api/slips/withdraw", WithdrawForm{Table: 3, Reason: "după Stop"}, 404},
		{"CancelWithoutReason", ref, "/api/round/cancel", CancelForm{}, 400},
		{"RejectAndDraw", ref, "/api/rack", RackForm{Reject: "prea multe vocale", Manual: "AEIOUAE"}, 400},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got apiErr
			st := tc.who.post(tc.path, tc.body, &got)
			if st != tc.status || got.Error.Message == "" {
				t.Fatalf("status %d %+v, want %d with a message", st, got.Error, tc.status)
			}
			if w := englishWords(got.Error.Message); len(w) > 0 {
				t.Errorf("%q says %q in English", got.Error.Message, w)
			}
		})
	}
}

// TestSlipTooLongAtItsField: a duplicate slip's field typed longer than
// a slip holds is named, in Romanian, with its bound, at that field, and
// nothing is recorded (it was "the request cannot be read", no field).
func TestSlipTooLongAtItsField(t *testing.T) {
	tr := newTestRoom(t, false)
	ana := tr.operator("Ana")
	before := tr.ref.Version()
	for _, tc := range []struct {
		form        slipinput.Form
		field, want string
	}{
		{slipinput.Form{Table: "2", Position: "H8", Word: strings.Repeat("Ă", 41), Score: "4"}, slipinput.FieldWord,
			"masa 2: câmpul „Cuvânt” (\"" + strings.Repeat("Ă", 40) + "…\") este prea lung: un fluturaș are cel mult 40 caractere aici"},
		{slipinput.Form{Table: "2", Position: "H8", Word: "CA", Score: strings.Repeat("9", 11)}, slipinput.FieldScore,
			"masa 2: câmpul „Puncte” (\"9999999999…\") este prea lung: un fluturaș are cel mult 10 caractere aici"},
	} {
		var got apiErr
		if st := ana.post("/api/slips", SlipForm{Form: tc.form}, &got); st != http.StatusBadRequest || got.Error.Message != tc.want || got.Error.Field != tc.field {
			t.Errorf("status %d %+v, want 400 %q at %s", st, got.Error, tc.want, tc.field)
		}
	}
	if after := tr.ref.Version(); after != before {
		t.Errorf("%d events recorded by slips refused", after-before)
	}
}

// TestAnticipationErrorsInTheRoomsLanguage sends a Romanian room the
// slips of an Anticipation game the rules refuse for their shape or their
// cancellation (RULES §8.2–§8.5): each answer says it in Romanian, with
// its round and figures, at the field to type again (they came back in
// English, or as "the request cannot be read" with no field).
func TestAnticipationErrorsInTheRoomsLanguage(t *testing.T) {
	tr := anticipationRoom(t, anticipation.Fond)
	ana := tr.operator("Ana")
	tr.run(anticipation.DrawGroup{Group: 7}, arbiter.CloseRound{}, anticipation.DrawGroup{Group: 2})
	before := tr.ref.Version()
	for _, tc := range []struct {
		name        string
		form        slipinput.Form
		field, want string
	}{
		{"TotalAfterRound1", slipinput.Form{Table: "2", Position: "H8", Word: "AL", Score: "4", Total: "4"},
			slipinput.FieldTotal, "turul 2: numai fluturașul turului 1 are un total"},
		{"TwoMoves", slipinput.Form{Table: "2", Position: "H8", Word: "AL", Score: "4", Position2: "8G", Word2: "BAR", Score2: "11"},
			slipinput.FieldPosition2, "turul 2: 2 mutări: fluturașul turului are cel mult 1"},
		{"PassWithMove", slipinput.Form{Table: "2", Position: "PAS", Position2: "8G", Word2: "BAR", Score2: "11"},
			slipinput.FieldPosition, "turul 2: PAS și o mutare: PAS ține locul mutării turului"},
		{"CancelNoMove", slipinput.Form{Table: "2", Position: "H8", Word: "AL", Score: "4", Cancel: "1"},
			slipinput.FieldCancel, "turul 2: turul 1 nu are nicio mutare de anulat"},
		{"CancelLater", slipinput.Form{Table: "2", Position: "H8", Word: "AL", Score: "4", Cancel: "2"},
			slipinput.FieldCancel, "turul 2: 2: un fluturaș anulează mutarea unui tur anterior, de la 1 la 1"},
		{"LongWord", slipinput.Form{Table: "2", Position: "H8", Word: strings.Repeat("A", 41), Score: "4"}, slipinput.FieldWord,
			"masa 2: câmpul „Cuvânt” (\"" + strings.Repeat("A", 40) + "…\") este prea lung: un fluturaș are cel mult 40 caractere aici"},
		{"LongPosition", slipinput.Form{Table: "2", Position: strings.Repeat("H8", 20), Word: "AL", Score: "4"}, slipinput.FieldPosition,
			"masa 2: câmpul „Poziție” (\"H8H8H8H8H8…\") este prea lung: un fluturaș are cel mult 10 caractere aici"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got apiErr
			if st := ana.post("/api/slips", SlipForm{Form: tc.form}, &got); st != http.StatusBadRequest || got.Error.Message != tc.want || got.Error.Field != tc.field {
				t.Errorf("status %d %+v, want 400 %q at %s", st, got.Error, tc.want, tc.field)
			}
			if w := englishWords(got.Error.Message); len(w) > 0 {
				t.Errorf("%q says %q in English", got.Error.Message, w)
			}
		})
	}
	if after := tr.ref.Version(); after != before {
		t.Errorf("%d events recorded by slips refused", after-before)
	}
}
