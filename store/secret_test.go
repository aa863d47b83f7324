package store_test

import (
	"bytes"
	"context"
	"path/filepath"
	"testing"

	"arbiter/store"
)

// TestDB_Secret: a secret is made once and read back the same by every
// program that opens the file after, distinct from another name's.
func TestDB_Secret(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "arbiter.db")
	s := mustOpen(t, path)
	key, err := s.Secret(ctx, "room-session")
	if err != nil || len(key) != store.SecretSize || bytes.Equal(key, make([]byte, store.SecretSize)) {
		t.Fatalf("Secret() = %x, %v", key, err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	again := mustOpen(t, path)
	if same, err := again.Secret(ctx, "room-session"); err != nil || !bytes.Equal(same, key) {
		t.Errorf("after reopening, Secret() = %x, %v; want %x", same, err, key)
	}
	if other, err := again.Secret(ctx, "other"); err != nil || bytes.Equal(other, key) {
		t.Errorf("another name's secret = %x, %v: the same as the first", other, err)
	}
}
