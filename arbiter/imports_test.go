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
		// The root knows the kinds of game in packages of their own only
		// through the door of a kind.
		".": {"arbiter/scoring/solver", "arbiter/scoring/lexicon", "arbiter/arbiter/duplicate", "arbiter/arbiter/anticipation",
			"arbiter/arbiter/problem", "arbiter/arbiter/free"},
		"../scoring":         {"arbiter/draw", "arbiter/arbiter"},
		"../scoring/lexicon": {"arbiter/draw", "arbiter/arbiter"},
		"../scoring/solver":  {"arbiter/draw", "arbiter/arbiter"},
		"../draw":            {"arbiter/scoring/solver", "arbiter/arbiter"},
		"./signing":          {"arbiter/arbiter", "arbiter/scoring", "arbiter/draw"},
		"./simulation":       {"arbiter/scoring/solver", "arbiter/arbiter/referee"},
		"./snapshot":         {"arbiter/scoring/solver", "arbiter/arbiter/referee"},
		"./internal/parts":   {"arbiter/"},
		"./merge":            {"arbiter/scoring/solver", "arbiter/arbiter/referee"},
		"./prepared":         {"arbiter/arbiter/referee"},
		"./csvimport":        {"arbiter/scoring/solver", "arbiter/arbiter/referee"},
		"./anticipation":     {"arbiter/arbiter/referee"},
		"./duplicate":        {"arbiter/scoring/solver", "arbiter/arbiter/referee"},
		"./problem":          {"arbiter/arbiter/referee"},
		// The free game's event knows the tournament only through the door
		// of a kind, and not the game at the table; its pairings not even
		// the clock's types.
		"./free":         {"arbiter/arbiter/referee", "arbiter/arbiter/free/scoresheet", "arbiter/arbiter/free/gcg"},
		"./free/pairing": {"arbiter/arbiter/referee", "time"},
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

// TestAdapterImports holds the rules of the outer packages: only the store
// knows the database driver (the command line learns of a damaged file from
// the store's coded error), and the referee service holds no front end and
// no storage of its own (it is given an arbiter.Store), and returns the
// rules' values, never what people read (reports lays those out). Neither
// the service nor the room names a kind of game: they reach every kind
// through the registry.
func TestAdapterImports(t *testing.T) {
	kinds := []string{"arbiter/arbiter/duplicate", "arbiter/arbiter/anticipation", "arbiter/arbiter/problem", "arbiter/arbiter/free"}
	for dir, forbidden := range map[string][]string{
		"../cmd/arbiter": {"modernc.org/", "database/sql"},
		"./referee": append([]string{"modernc.org/", "database/sql", "arbiter/store", "arbiter/reports", "arbiter/cmd/", "net", "net/", "os", "os/"},
			kinds...),
		"../cmd/arbiter/room": append([]string{"modernc.org/", "database/sql", "arbiter/store"}, kinds...),
		"./slipinput":         {"arbiter/arbiter/referee", "arbiter/store", "arbiter/cmd/", "net", "net/", "os", "os/"},
		"../reports":          {"arbiter/store", "arbiter/arbiter/referee", "database/sql"},
		"../store":            {"arbiter/arbiter/referee", "arbiter/reports"},
	} {
		pkg, err := build.ImportDir(dir, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range pkg.Imports {
			for _, bad := range forbidden {
				if imp == bad || strings.HasSuffix(bad, "/") && strings.HasPrefix(imp, bad) {
					t.Errorf("package %s (%s) imports %s", pkg.Name, dir, imp)
				}
			}
		}
	}
}
