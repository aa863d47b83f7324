package anticipation_test

import (
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/internal/kindtest"
)

// TestConsoleCommand reads the group's form (docs/room.md) into the group
// drawn by lot or named, and refuses what is not the form, naming the
// field of a value of the wrong type; the Anticipation game reads no other
// form.
func TestConsoleCommand(t *testing.T) {
	reader := anticipation.Discipline().(arbiter.ConsoleReader)
	for json, want := range map[string]arbiter.Command{`{}`: anticipation.DrawGroup{}, `{"group":9}`: anticipation.DrawGroup{Group: 9}} {
		got, err := reader.ConsoleCommand(nil, arbiter.ConsoleSent{Form: anticipation.FormGroup, JSON: []byte(json)})
		if err != nil || got != want {
			t.Errorf("%s: %#v, %v; want %#v", json, got, err, want)
		}
	}
	for _, tc := range []struct{ form, json, field string }{
		{anticipation.FormGroup, `{"group":"9"}`, "group"},
		{anticipation.FormGroup, `{"rack":"AEIRSTU"}`, ""},
		{anticipation.FormGroup, `{"group":9}{}`, ""},
		{"rack", `{}`, ""},
	} {
		kindtest.FormRefused(t, reader, nil, tc.form, tc.json, tc.field)
	}
}
