package arbiter_test

import (
	"errors"
	"fmt"
	"testing"

	"arbiter/arbiter"
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
