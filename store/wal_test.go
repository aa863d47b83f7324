package store_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/store"
	"arbiter/store/storetest"
)

// copyFile copies src to dst, as a referee's cp does.
func copyFile(tb testing.TB, src, dst string) {
	tb.Helper()
	b, err := os.ReadFile(src)
	if err != nil {
		tb.Fatal(err)
	}
	if err := os.WriteFile(dst, b, 0o644); err != nil {
		tb.Fatal(err)
	}
}

// killedWithWAL leaves in dir/cupa.db the files of a command killed after
// it recorded more events: the database and the -wal holding them. It
// returns the path of a backup copied before those events, and before
// between events recorded by commands that ended normally.
func killedWithWAL(t *testing.T, dir string, between, more int) (db, backup string) {
	t.Helper()
	ctx := context.Background()
	live := filepath.Join(t.TempDir(), "cupa.db")
	s := mustOpen(t, live)
	storetest.Fill(t, s)
	s.Close()
	backup = filepath.Join(dir, "backup.db")
	copyFile(t, live, backup)
	s = mustOpen(t, live)
	for i := range between {
		if err := s.Append(ctx, "game-1", 3+i, arbiter.Record{Type: "slip_recorded", Payload: []byte(`{"table":3}`), Time: stamp}); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	s = mustOpen(t, live)
	for i := range more {
		if err := s.Append(ctx, "game-1", 3+between+i, arbiter.Record{Type: "slip_recorded", Payload: []byte(`{"table":2}`), Time: stamp}); err != nil {
			t.Fatal(err)
		}
	}
	// The command is killed here: its files stay as they are while it runs.
	db = filepath.Join(dir, "cupa.db")
	copyFile(t, live, db)
	copyFile(t, live+"-wal", db+"-wal")
	s.Close()
	return db, backup
}

func TestOpen_WALOfKilledCommandIsFolded(t *testing.T) {
	db, _ := killedWithWAL(t, t.TempDir(), 0, 3)
	s := mustOpen(t, db)
	recs, err := s.Load(context.Background(), "game-1")
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 6 {
		t.Errorf("game-1 holds %d events after folding the -wal, want 6", len(recs))
	}
}

func TestOpen_StaleWALBesideRestoredBackup(t *testing.T) {
	dir := t.TempDir()
	db, _ := killedWithWAL(t, dir, 0, 3)
	// A backup of another version of the tournament (more events than the
	// database the -wal continues) is copied over the database.
	other := filepath.Join(t.TempDir(), "other.db")
	s := mustOpen(t, other)
	storetest.Fill(t, s)
	for i := range 5 {
		if err := s.Append(context.Background(), "game-1", 3+i, arbiter.Record{Type: "slip_recorded", Payload: []byte(`{"table":9}`), Time: stamp}); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	copyFile(t, other, db)
	before, _ := os.ReadFile(db)

	_, err := store.Open(context.Background(), db)
	se, ok := errors.AsType[*store.StaleWALError](err)
	if !ok {
		t.Fatalf("Open beside a stale -wal: error %v, want a *StaleWALError", err)
	}
	if se.WAL != db+"-wal" || !strings.Contains(err.Error(), "move "+db+"-wal") {
		t.Errorf("error %q does not say to move %s-wal away", err, db)
	}
	if after, _ := os.ReadFile(db); string(after) != string(before) {
		t.Error("the restored database was changed")
	}

	// Moved away, the restored copy opens with every event it holds.
	if err := os.Rename(db+"-wal", db+"-wal.old"); err != nil {
		t.Fatal(err)
	}
	s = mustOpen(t, db)
	recs, err := s.Load(context.Background(), "game-1")
	if err != nil || len(recs) != 8 {
		t.Errorf("restored game-1: %d events, %v; want 8", len(recs), err)
	}
}

func TestOpen_StaleWALBesideOlderBackup(t *testing.T) {
	db, backup := killedWithWAL(t, t.TempDir(), 2, 3)
	copyFile(t, backup, db)
	if _, err := store.Open(context.Background(), db); !errors.As(err, new(*store.StaleWALError)) {
		t.Errorf("Open of a backup beside a later -wal: error %v, want a *StaleWALError", err)
	}
}

func TestOpen_WALBesideTheBackupItContinues(t *testing.T) {
	// The backup was taken just before the killed command: folding the
	// -wal into it is right.
	db, backup := killedWithWAL(t, t.TempDir(), 0, 2)
	copyFile(t, backup, db)
	s := mustOpen(t, db)
	if recs, err := s.Load(context.Background(), "game-1"); err != nil || len(recs) != 5 {
		t.Errorf("game-1: %d events, %v; want 5", len(recs), err)
	}
}

func TestDB_Backup(t *testing.T) {
	ctx := context.Background()
	s := mustOpen(t, filepath.Join(t.TempDir(), "cupa.db"))
	storetest.Fill(t, s)
	dst := filepath.Join(t.TempDir(), "cupa-round1.db")
	if err := s.Backup(ctx, dst); err != nil {
		t.Fatal(err)
	}
	c := mustOpen(t, dst)
	if err := c.Verify(ctx); err != nil {
		t.Fatal(err)
	}
	for _, stream := range []string{"tournament", "game-1"} {
		want, _ := s.Load(ctx, stream)
		got, err := c.Load(ctx, stream)
		if err != nil || len(got) != len(want) || got[len(got)-1].Hash != want[len(want)-1].Hash {
			t.Errorf("%s in the backup: %d events, %v; want the %d of the store", stream, len(got), err, len(want))
		}
	}
	if _, err := os.Stat(dst + ".partial"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the backup left %s.partial behind", dst)
	}
	// An existing file is never overwritten.
	if err := s.Backup(ctx, dst); err == nil || !strings.Contains(err.Error(), "the file exists") {
		t.Errorf("Backup over an existing file: error %v", err)
	}
}
