package store_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	sqlite3 "modernc.org/sqlite/lib"

	"arbiter/arbiter"
	"arbiter/store"
)

// TestOpen_PathProblems opens a database whose path is a directory, and
// one in a directory that does not exist: each is a storage error that
// says so in words, naming the path, and no SQLite code.
func TestOpen_PathProblems(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct{ path, want string }{
		{dir, dir + " is a directory, not a database file: name a file with --db (such as " + filepath.Join(dir, "arbiter.db") + ")"},
		{filepath.Join(dir, "missing", "a.db"), "the directory " + filepath.Join(dir, "missing") + " does not exist: create it, or name a database in another directory with --db"},
	} {
		for name, open := range map[string]func(context.Context, string) (*store.DB, error){"Open": store.Open, "OpenReadOnly": store.OpenReadOnly} {
			s, err := open(context.Background(), tt.path)
			if err == nil {
				s.Close()
				t.Fatalf("%s(%s): no error", name, tt.path)
			}
			if err.Error() != tt.want || arbiter.ErrorCode(err) != arbiter.EStorage {
				t.Errorf("%s(%s) = %q (code %q), want code storage and %q", name, tt.path, err, arbiter.ErrorCode(err), tt.want)
			}
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "missing")); !os.IsNotExist(err) {
		t.Errorf("the missing directory was created: %v", err)
	}
}

// TestCodeProblem maps the result codes SQLite gives for a full or failing
// disk to what a referee reads: the file, what happened, what to do, and
// that nothing was recorded; other codes are left to their callers.
func TestCodeProblem(t *testing.T) {
	path := filepath.Join(t.TempDir(), "arbiter.db")
	full := "the disk holding " + path + " is full: free space and run the command again; nothing of this command was recorded"
	write := "cannot write " + path + ": the disk holding it is full or failing: free space (or move the database to another disk) and run the command again; nothing of this command was recorded"
	for _, tt := range []struct {
		code int
		want string
	}{
		{sqlite3.SQLITE_FULL, full},
		{sqlite3.SQLITE_IOERR_WRITE, write}, // 778, what a write to a full disk gives
		{sqlite3.SQLITE_IOERR_FSYNC, write},
		{sqlite3.SQLITE_IOERR_TRUNCATE, write},
		{sqlite3.SQLITE_IOERR_READ, "cannot read or write " + path + " (disk I/O error): check the disk and run the command again; nothing of this command was recorded"},
		{sqlite3.SQLITE_CANTOPEN, "cannot open " + path + ": the directory " + filepath.Dir(path) + " cannot be written, or the file cannot be read: check their permissions, or name another file with --db"},
		{sqlite3.SQLITE_CORRUPT, ""},
		{sqlite3.SQLITE_BUSY, ""},
	} {
		if got := store.CodeProblem(path, tt.code); got != tt.want {
			t.Errorf("code %d: %q, want %q", tt.code, got, tt.want)
		}
	}
}
