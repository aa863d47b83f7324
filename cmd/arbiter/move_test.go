package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTournament_Moves creates a tournament whose word list lies beside its
// database, then moves the directory: the commands that need the list find
// it through the cache (by its SHA-256), then, with an empty cache, beside
// the database; with the list gone too, they say what to do (exit 2).
func TestTournament_Moves(t *testing.T) {
	r := newRoom(t)
	base := t.TempDir()
	old := filepath.Join(base, "cupa")
	if err := os.Mkdir(old, 0o755); err != nil {
		t.Fatal(err)
	}
	list, err := os.ReadFile(testLexicon)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(old, "loc.txt.gz"), list, 0o644); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(old, "cupa.db")
	r.must("new", "Cupa", "--rules", "ro", "--lexicon", filepath.Join(old, "loc.txt.gz"), "--db", db)
	r.must("player", "add", "1", "POPESCU Ion", "--db", db)
	r.must("game", "start", "--seed", "7", "--db", db)

	moved := filepath.Join(base, "stick")
	if err := os.Rename(old, moved); err != nil {
		t.Fatal(err)
	}
	db = filepath.Join(moved, "cupa.db")
	r.must("rack", "--db", db) // the cache holds the list's graph
	t.Setenv("ARBITER_CACHE", t.TempDir())
	if code, _, errOut := r.run("", "top", "--db", db); code != exitOK { // beside the database
		t.Fatalf("top with an empty cache: exit %d, stderr %q", code, errOut)
	}
	r.must("slip", "1", "H4", "IGNOR", "28", "--db", db)

	if err := os.Remove(filepath.Join(moved, "loc.txt.gz")); err != nil {
		t.Fatal(err)
	}
	t.Setenv("ARBITER_CACHE", t.TempDir())
	code, _, errOut := r.run("", "slip", "1", "H4", "IGNOR", "27", "--db", db)
	if code != exitUsage || !strings.Contains(errOut, "is missing, and no copy of it (sha256 ") {
		t.Errorf("slip with the word list gone: exit %d, stderr %q; want exit 2 saying what to do", code, errOut)
	}
}
