package kindtest

import (
	"errors"
	"testing"

	"arbiter/arbiter"
)

// FormRefused checks that reader refuses the console's form named form,
// sent as json on s, as input that cannot be read, naming field ("" for
// none).
func FormRefused(tb testing.TB, reader arbiter.ConsoleReader, s *arbiter.State, form, json, field string) {
	tb.Helper()
	got, err := reader.ConsoleCommand(s, arbiter.ConsoleSent{Form: form, JSON: []byte(json)})
	named := ""
	if te, ok := errors.AsType[*arbiter.TypingError](err); ok {
		named = te.Field
	}
	if arbiter.ErrorCode(err) != arbiter.EInvalidInput || named != field {
		tb.Errorf("%s %s: %#v, %v (field %q); want it refused, field %q", form, json, got, err, named, field)
	}
}
