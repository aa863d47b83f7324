package duplicate_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/internal/duplicatetest"
	"arbiter/internal/kindtest"
	"arbiter/scoring"
)

// reader is the duplicate game as it reads the console's forms.
var reader = duplicate.Discipline().(arbiter.ConsoleReader)

// TestConsoleCommand reads each of the console's forms of a duplicate game
// (docs/room.md) into its command, and refuses what is not the form: an
// unknown field, a value of the wrong type (naming its field), a second
// value, a rack both rejected and drawn. An empty top form once a top is
// chosen reads into no command: it must not undo the referee's choice.
func TestConsoleCommand(t *testing.T) {
	drawn, err := duplicatetest.Replay(duplicatetest.Opening())
	if err != nil {
		t.Fatal(err)
	}
	columna := duplicatetest.Move(t, "H8 COLUMNA")
	topped, err := duplicatetest.Replay(duplicatetest.With(duplicatetest.Opening(), arbiter.TopChosen{Round: 1, Move: columna, Choice: 1}))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		s          arbiter.State
		form, json string
		want       arbiter.Command
	}{
		{drawn, duplicate.FormRack, `{}`, duplicate.DrawRack{}},
		{drawn, duplicate.FormRack, `{"manual":"AEIRSTU","force":"the bag was shaken"}`, duplicate.DrawRack{Letters: "AEIRSTU", Force: "the bag was shaken"}},
		{drawn, duplicate.FormRack, `{"reject":"too many vowels"}`, duplicate.RejectRack{Reason: "too many vowels"}},
		{drawn, duplicate.FormReject, `{"reason":"too many vowels"}`, duplicate.RejectRack{Reason: "too many vowels"}},
		{drawn, duplicate.FormTop, `{}`, duplicate.ChooseTop{}},
		{topped, duplicate.FormTop, `{}`, nil},
		{topped, duplicate.FormTop, `{"choose":2}`, duplicate.ChooseTop{Choice: 2}},
		{topped, duplicate.FormTop, `{"play":"H8 COLUMNA","play2":"I7 VAH","reason":"typed"}`, duplicate.ChooseTop{Play: "H8 COLUMNA", Play2: "I7 VAH", Reason: "typed"}},
		{topped, duplicate.FormInvalidate, `{"round":1,"reason":"not in the lexicon"}`, duplicate.InvalidateTop{Round: 1, Reason: "not in the lexicon"}},
		{topped, duplicate.FormCancel, `{"reason":"the clock failed"}`, duplicate.CancelRound{Reason: "the clock failed"}},
		{topped, arbiter.FormNextGame, `{}`, duplicate.StartGame{Seed: 9}},
		{topped, arbiter.FormNextGame, `{"variant":"tactic","fixed_order":true}`, duplicate.StartGame{Seed: 9, Variant: scoring.Tactic, FixedOrder: true}},
	} {
		got, err := reader.ConsoleCommand(&tc.s, arbiter.ConsoleSent{Form: tc.form, JSON: []byte(tc.json), Seed: 9})
		if err != nil || !cmp.Equal(got, tc.want) {
			t.Errorf("%s %s: %#v, %v; want %#v", tc.form, tc.json, got, err, tc.want)
		}
	}
	for _, tc := range []struct{ form, json, field string }{
		{duplicate.FormRack, `{"reject":"too many vowels","manual":"AEIOUAE"}`, ""},
		{duplicate.FormRack, `{"colour":"red"}`, ""},
		{duplicate.FormRack, `{"manual":7}`, "manual"},
		{duplicate.FormTop, `{"choose":"2"}`, "choose"},
		{duplicate.FormCancel, `{"reason":"r"} {}`, ""},
		{duplicate.FormInvalidate, `[1]`, ""},
		{arbiter.FormNextGame, `{"fixed_order":"yes"}`, "fixed_order"},
		{"tops", `{}`, ""},
	} {
		kindtest.FormRefused(t, reader, &drawn, tc.form, tc.json, tc.field)
	}
}

// TestConsoleForms_Decided: every form a duplicate game lists is read, and
// decided, in a duplicate game through the form as sent; the same form in
// the tally's game is refused as another kind's.
func TestConsoleForms_Decided(t *testing.T) {
	dup := replay(t, arbiter.GameStarted{Game: 1, Seed: 7})
	for _, f := range reader.ConsoleForms() {
		if f.Name == arbiter.FormNextGame {
			continue
		}
		_, err := arbiter.Decide(dup, arbiter.ConsoleSent{Form: f.Name, JSON: []byte(`{}`)}, arbiter.Deps{})
		var r *arbiter.Refusal
		if code := arbiter.ErrorCode(err); code == arbiter.EInternal || errors.As(err, &r) && r.Kind == arbiter.RefusedNotInGame {
			t.Errorf("%s in a duplicate game: %v", f.Name, err)
		}
	}
}

// FuzzConsoleCommand reads any JSON as each of the console's forms: a
// form is read into a command or refused as input that cannot be read,
// never a panic nor another refusal; only the top's reads into none.
func FuzzConsoleCommand(f *testing.F) {
	for _, seed := range []string{`{}`, `{"manual":"AEIRSTU","force":"r"}`, `{"reject":"r","manual":"X"}`, `{"choose":2}`,
		`{"round":1,"reason":"r"}`, `{"variant":"tactic","fixed_order":true}`, `{"play":7}`, `null`, `[`, `{} {}`} {
		f.Add(seed)
	}
	s, err := duplicatetest.Replay(duplicatetest.Opening())
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, body string) {
		for _, form := range reader.ConsoleForms() {
			c, err := reader.ConsoleCommand(&s, arbiter.ConsoleSent{Form: form.Name, JSON: []byte(body)})
			if err != nil && arbiter.ErrorCode(err) != arbiter.EInvalidInput {
				t.Errorf("%s %q: refused %v", form.Name, body, err)
			}
			if err == nil && c == nil && form.Name != duplicate.FormTop {
				t.Errorf("%s %q: no command", form.Name, body)
			}
		}
	})
}
