package store

import (
	"context"
	"testing"
)

// Exec runs a statement on s's database, bypassing the store.
func Exec(s *DB, query string) error {
	_, err := s.db.ExecContext(context.Background(), query)
	return err
}

// Tamper runs query with the append-only triggers dropped, as someone
// editing the file with sqlite3 could.
func Tamper(tb testing.TB, s *DB, query string) {
	tb.Helper()
	for _, q := range []string{`DROP TRIGGER events_no_update`, `DROP TRIGGER events_no_delete`, query} {
		if err := Exec(s, q); err != nil {
			tb.Fatalf("%s: %v", q, err)
		}
	}
}

// Pragma returns the value of PRAGMA name on s's database.
func Pragma(tb testing.TB, s *DB, name string) string {
	tb.Helper()
	var v string
	if err := s.db.QueryRow("PRAGMA " + name).Scan(&v); err != nil {
		tb.Fatal(err)
	}
	return v
}

// CodeProblem is codeProblem, what a referee reads for a SQLite result code.
var CodeProblem = codeProblem
