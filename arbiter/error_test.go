package arbiter_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/internal/duplicatetest"
)

// TestErrorCodeAndMessage checks how errors become codes and messages
// (STYLE §2): an *Error anywhere in the chain gives its own, any other error
// is internal with a generic message.
func TestErrorCodeAndMessage(t *testing.T) {
	cause := errors.New("disk on fire")
	coded := arbiter.Errorf(arbiter.ERoundOpen, "round %d is still open: %w", 3, cause)
	tests := []struct {
		name     string
		err      error
		wantCode arbiter.Code
		wantMsg  string
	}{
		{"Nil", nil, "", ""},
		{"Coded", coded, arbiter.ERoundOpen, "round 3 is still open: disk on fire"},
		{"Wrapped", fmt.Errorf("rack: %w", coded), arbiter.ERoundOpen, "round 3 is still open: disk on fire"},
		{"Plain", cause, arbiter.EInternal, "Internal error."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := arbiter.ErrorCode(tt.err); got != tt.wantCode {
				t.Errorf("ErrorCode() = %q, want %q", got, tt.wantCode)
			}
			if got := arbiter.ErrorMessage(tt.err); got != tt.wantMsg {
				t.Errorf("ErrorMessage() = %q, want %q", got, tt.wantMsg)
			}
		})
	}
	if !errors.Is(coded, cause) {
		t.Error("Errorf with %w does not wrap its cause")
	}
}

// TestDecide_LongFieldMessage: a slip word of 1 MB is refused by a one-line
// message naming the field, the bound and the start of the value.
func TestDecide_LongFieldMessage(t *testing.T) {
	s, err := duplicatetest.Replay(duplicatetest.Opening())
	if err != nil {
		t.Fatal(err)
	}
	_, err = arbiter.Decide(s, duplicate.EnterSlip{Table: 1, Position: "H8", Word: strings.Repeat("A", 1<<20), Score: "78"}, duplicatetest.Deps(t, duplicatetest.RO(t)))
	want := `round 1, table 1: slip word "` + strings.Repeat("A", arbiter.MaxSlipWord) + `…" is 1048576 characters long: at most 40`
	if arbiter.ErrorMessage(err) != want {
		t.Errorf("error %q, want %q", arbiter.ErrorMessage(err), want)
	}
}
