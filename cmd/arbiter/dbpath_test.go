package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDBPath_NotAFile: a --db that SQLite would not keep in the named file
// (":memory:" loses the tournament when the command ends; "file:x.db" is a
// URI) is refused, for new and for every other command, and creates nothing.
func TestDBPath_NotAFile(t *testing.T) {
	r := newRoom(t)
	lexicon := absPath(testLexicon)
	dir := t.TempDir()
	t.Chdir(dir)
	for _, db := range []string{":memory:", "file:x.db", "file:" + filepath.Join(dir, "y.db")} {
		for _, args := range [][]string{
			{"new", "Cupa", "--rules", "ro", "--lexicon", lexicon},
			{"standings"}, {"player", "add", "1", "A"},
		} {
			code, _, errOut := r.run("", append(args, "--db", db)...)
			if code != exitUsage || !strings.Contains(errOut, "--db "+db+": name the database file") {
				t.Errorf("arbiter %s --db %s: exit %d, stderr %q; want exit 2 refusing it", args[0], db, code, errOut)
			}
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("the refused commands created %d files", len(entries))
	}
}
