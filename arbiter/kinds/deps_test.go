package kinds_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter/kinds"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/solver"
)

// TestNewDeps_Tops holds NewDeps to the solver's tops, of a classic round
// (RULES §4.3) and of a variant round (RULES §7), so that no front end
// needs a move generator of its own.
func TestNewDeps_Tops(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	g, _, err := lexicon.Compile(strings.NewReader("COLUMNA\nVAH\nCA\nOH\nCOLUMNAȘ\nMAX\nAM\n"), rs)
	if err != nil {
		t.Fatal(err)
	}
	deps := kinds.NewDeps(rs, g)
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
