package referee_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/referee"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/solver"
	"arbiter/store"
)

// TestNewDeps_Tops holds NewDeps to the solver's tops, of a classic round
// (RULES §4.3) and of a variant round (RULES §7), so that no front end
// needs a move generator of its own.
func TestNewDeps_Tops(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	g, _, err := lexicon.Compile(strings.NewReader(words), rs)
	if err != nil {
		t.Fatal(err)
	}
	deps := referee.NewDeps(rs, g)
	if deps.Top == nil || deps.Exists == nil || deps.Rank == nil || deps.TopVariant == nil {
		t.Fatalf("NewDeps left a function unset: %+v", deps)
	}
	gen := solver.New(rs, g)
	var b scoring.Board
	rack, err := rs.ParseRack("ACLMNOU")
	if err != nil {
		t.Fatal(err)
	}
	top := deps.Top(&b, rack)
	if len(top) == 0 || top[0].Word != "COLUMNA" {
		t.Errorf("Top of ACLMNOU = %v, want COLUMNA", top)
	}
	offer := scoring.Offer{Variant: scoring.Metagrama, Rack: rack}
	want := gen.TopVariant(&b, offer)
	if got := deps.TopVariant(&b, offer); len(got) == 0 || !cmp.Equal(got, want) {
		t.Errorf("TopVariant(%v) = %v, want the solver's %v", offer, got, want)
	}
}

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
