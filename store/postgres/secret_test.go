package postgres_test

import (
	"bytes"
	"context"
	"testing"

	"arbiter/store"
)

// TestDB_Secret: a secret is made once and read back the same by every
// station that opens the database after.
func TestDB_Secret(t *testing.T) {
	ctx := context.Background()
	db, url := openURL(t)
	key, err := db.Secret(ctx, "room-session")
	if err != nil || len(key) != store.SecretSize {
		t.Fatalf("Secret() = %x, %v", key, err)
	}
	station := openAt(t, url)
	if same, err := station.Secret(ctx, "room-session"); err != nil || !bytes.Equal(same, key) {
		t.Errorf("another station's Secret() = %x, %v; want %x", same, err, key)
	}
}
