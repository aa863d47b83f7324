package store_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/store/storetest"
)

// TestDB_Watch: a process watching the file hears of another process's
// appends, and of nothing when nothing is recorded.
func TestDB_Watch(t *testing.T) {
	path := filepath.Join(t.TempDir(), "arbiter.db")
	ctx, cancel := context.WithCancel(context.Background())
	watcher := mustOpen(t, path)
	changes, err := watcher.Watch(ctx)
	if err != nil {
		t.Fatal(err)
	}
	select {
	case <-changes:
		t.Fatal("a change reported before anything was recorded")
	case <-time.After(600 * time.Millisecond):
	}
	other := mustOpen(t, path)
	storetest.Fill(t, other)
	select {
	case <-changes:
	case <-time.After(5 * time.Second): // a quarter of a second on an idle machine
		t.Fatal("no change reported 5 s after another process's appends")
	}
	var walked []string
	if err := watcher.Walk(ctx, func(r arbiter.Record) error {
		walked = append(walked, r.Type)
		return nil
	}); err != nil || len(walked) != 5 {
		t.Errorf("Walk() = %v, %v; want the 5 records", walked, err)
	}
	cancel()
	for range changes { // drained, then closed
	}
}
