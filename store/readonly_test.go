package store_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"arbiter/arbiter"
	"arbiter/store"
	"arbiter/store/storetest"
)

// TestOpenReadOnly reads a store in a directory it may not write (a copy
// on read-only media): it loads and verifies, refuses to append, and
// leaves no -wal or -shm file.
func TestOpenReadOnly(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Log("running as root: the directory's permissions do not stop writes, only the open mode does")
	}
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "usb")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "cupa #1 100%.db")
	s := mustOpen(t, path)
	storetest.Fill(t, s)
	s.Close()
	before, _ := os.ReadFile(path)
	os.Chmod(path, 0o444)
	os.Chmod(dir, 0o555)
	t.Cleanup(func() { os.Chmod(dir, 0o755) })

	r, err := store.OpenReadOnly(ctx, path)
	if err != nil {
		t.Fatalf("OpenReadOnly: %v", err)
	}
	if err := r.Verify(ctx); err != nil {
		t.Errorf("Verify: %v", err)
	}
	if recs, err := r.Load(ctx, "game-1"); err != nil || len(recs) != 3 {
		t.Errorf("Load(game-1): %d records, %v; want 3", len(recs), err)
	}
	if err := r.Append(ctx, "game-1", 3, arbiter.Record{Type: "x"}); err == nil {
		t.Error("Append on a read-only store succeeded")
	}
	r.Close()
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if !slices.Equal(names, []string{"cupa #1 100%.db"}) {
		t.Errorf("the directory holds %q after reading, want only the database", names)
	}
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Error("the database file changed")
	}
}
