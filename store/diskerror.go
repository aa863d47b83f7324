package store

import (
	"errors"
	"os"
	"path/filepath"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"arbiter/arbiter"
)

// notRecorded ends the message of a failed write: SQLite undoes the whole
// transaction.
const notRecorded = "nothing of this command was recorded"

// fileError says in words, as an [arbiter.EStorage] error, what SQLite's
// error err, met on the database at path, means to a referee and what to
// do: a full disk, a failed write, a path that is a directory or whose
// directory is missing or cannot be written. It returns nil for any other
// error.
func fileError(path string, err error) error {
	se, ok := errors.AsType[*sqlite.Error](err)
	if !ok {
		return nil
	}
	problem := codeProblem(path, se.Code())
	if problem == "" {
		return nil
	}
	return &arbiter.Error{Code: arbiter.EStorage, Message: problem, Err: err}
}

// codeProblem is the message of [fileError] for SQLite's (extended) result
// code, or "".
func codeProblem(path string, code int) string {
	dir := filepath.Dir(path)
	switch code & 0xff {
	case sqlite3.SQLITE_FULL:
		return "the disk holding " + path + " is full: free space and run the command again; " + notRecorded
	case sqlite3.SQLITE_IOERR, sqlite3.SQLITE_CANTOPEN:
	default:
		return ""
	}
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		return path + " is a directory, not a database file: name a file with --db (such as " + filepath.Join(path, "arbiter.db") + ")"
	}
	if info, err := os.Stat(dir); err != nil || !info.IsDir() {
		return "the directory " + dir + " does not exist: create it, or name a database in another directory with --db"
	}
	switch code {
	case sqlite3.SQLITE_IOERR_WRITE, sqlite3.SQLITE_IOERR_FSYNC, sqlite3.SQLITE_IOERR_DIR_FSYNC,
		sqlite3.SQLITE_IOERR_TRUNCATE, sqlite3.SQLITE_IOERR_SHMSIZE:
		return "cannot write " + path + ": the disk holding it is full or failing: free space (or move the database to another disk) and run the command again; " + notRecorded
	}
	if code&0xff == sqlite3.SQLITE_CANTOPEN {
		return "cannot open " + path + ": the directory " + dir + " cannot be written, or the file cannot be read: check their permissions, or name another file with --db"
	}
	return "cannot read or write " + path + " (disk I/O error): check the disk and run the command again; " + notRecorded
}
