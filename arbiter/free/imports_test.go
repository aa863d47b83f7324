package free

import (
	"go/build"
	"strings"
	"testing"
)

// TestImports holds the layering of the free game's packages: they do no
// I/O and reach for neither the store, the reports, the referee service
// nor the game at the table; the outside world comes in as values.
func TestImports(t *testing.T) {
	forbidden := []string{"os", "os/", "net", "net/", "database/sql", "log", "log/", "math/rand", "time",
		"arbiter/store", "arbiter/reports", "arbiter/cmd/", "arbiter/arbiter/referee", "arbiter/arbiter/free/scoresheet", "arbiter/arbiter/free/gcg"}
	for _, dir := range []string{".", "./pairing"} {
		pkg, err := build.ImportDir(dir, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range pkg.Imports {
			for _, bad := range forbidden {
				if imp == bad || strings.HasSuffix(bad, "/") && strings.HasPrefix(imp, bad) {
					t.Errorf("package %s imports %s", pkg.Name, imp)
				}
			}
		}
	}
}
