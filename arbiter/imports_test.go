package arbiter_test

import (
	"go/build"
	"strings"
	"testing"
)

// TestCoreImports holds the layering rule: the core packages (the rules, the
// draw, the duplicate game) do no I/O and never reach for the store, the
// reports or the move generator; everything of the outside world comes in as
// values (STYLE §7).
func TestCoreImports(t *testing.T) {
	forbidden := []string{"os", "os/", "net", "net/", "database/sql", "log", "log/", "math/rand", "arbiter/store", "arbiter/reports", "arbiter/cmd/"}
	core := map[string][]string{
		".":                  {"arbiter/scoring/solver", "arbiter/scoring/lexicon"},
		"../scoring":         {"arbiter/draw", "arbiter/arbiter"},
		"../scoring/lexicon": {"arbiter/draw", "arbiter/arbiter"},
		"../scoring/solver":  {"arbiter/draw", "arbiter/arbiter"},
		"../draw":            {"arbiter/scoring/solver", "arbiter/arbiter"},
	}
	for dir, also := range core {
		pkg, err := build.ImportDir(dir, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range pkg.Imports {
			for _, bad := range append(forbidden, also...) {
				if imp == bad || strings.HasSuffix(bad, "/") && strings.HasPrefix(imp, bad) {
					t.Errorf("package %s imports %s", pkg.Name, imp)
				}
			}
		}
	}
}
