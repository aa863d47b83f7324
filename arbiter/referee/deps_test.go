package referee_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/referee"
	"arbiter/store"
)

// TestNoGameError: a game command and a read of the current game before
// the first game is started are refused with their code, as a
// *NoGameError, which says nothing of any front end's commands.
func TestNoGameError(t *testing.T) {
	svc := mustOpen(t, store.NewMemory())
	mustRun(t, svc, arbiter.CreateTournament{Name: "Cupa", RuleSet: "ro"})
	_, runErr := svc.Run(context.Background(), duplicate.DrawRack{})
	_, readErr := svc.Game(t.Context(), 0)
	for _, tt := range []struct {
		err  error
		code arbiter.Code
	}{{runErr, arbiter.ENotFound}, {readErr, arbiter.EInvalidInput}} {
		if _, ok := errors.AsType[*referee.NoGameError](tt.err); !ok || arbiter.ErrorCode(tt.err) != tt.code {
			t.Errorf("%v (code %q): want a *NoGameError coded %q", tt.err, arbiter.ErrorCode(tt.err), tt.code)
		}
		if tt.err != nil && strings.Contains(tt.err.Error(), "arbiter ") {
			t.Errorf("%q names a command of the command line", tt.err)
		}
	}
}
