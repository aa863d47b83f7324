package store_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
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

// TestOpen_ReadOnlyFiles: a database file marked read-only, or a -shm or
// -wal file beside it left read-only by a write tried while the database
// was, is refused for writing with what to do, creating no file beside it
// and changing none. Before, the write left a read-only -shm on which
// every later write failed with a message naming a migration, even once
// the database was writable again. The check reads the permission bits,
// so it holds for root too, whom the bits do not stop.
func TestOpen_ReadOnlyFiles(t *testing.T) {
	ctx := context.Background()
	for _, tt := range []struct {
		name, file, want string
	}{
		{"Database", "", "is read-only (mode -r--r--r--): nothing was recorded; make it writable"},
		{"SHM", "-shm", "-shm is read-only (mode -r--r--r--), left beside the database by a write tried while it was read-only"},
		{"WAL", "-wal", "-wal is read-only (mode -r--r--r--), left beside the database"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "cupa.db")
			s := mustOpen(t, path)
			storetest.Fill(t, s)
			s.Close()
			if tt.file != "" {
				if err := os.WriteFile(path+tt.file, nil, 0o444); err != nil {
					t.Fatal(err)
				}
			}
			if err := os.Chmod(path+tt.file, 0o444); err != nil {
				t.Fatal(err)
			}
			before, _ := os.ReadDir(dir)
			_, err := store.Open(ctx, path)
			if arbiter.ErrorCode(err) != arbiter.EStorage || err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Open() = %v, want %s %q", err, arbiter.EStorage, tt.want)
			}
			if after, _ := os.ReadDir(dir); len(after) != len(before) {
				t.Errorf("the directory holds %d files after the refusal, %d before", len(after), len(before))
			}
			os.Chmod(path+tt.file, 0o644)
			s = mustOpen(t, path)
			if recs, err := s.Load(ctx, "game-1"); err != nil || len(recs) != 3 {
				t.Errorf("once writable: Load(game-1) %d records, %v; want 3", len(recs), err)
			}
			s.Close()
		})
	}
}
