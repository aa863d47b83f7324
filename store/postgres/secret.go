package postgres

import (
	"context"
	"crypto/rand"
	"fmt"

	"arbiter/store"
)

// Secret returns the secret kept under name, making it (store.SecretSize
// random bytes) the first time: the same value every time after, for
// every station that opens the database, and never in the log.
func (s *DB) Secret(ctx context.Context, name string) ([]byte, error) {
	made := make([]byte, store.SecretSize)
	rand.Read(made)
	if _, err := s.pool.Exec(ctx, `INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, name, made); err != nil {
		return nil, fmt.Errorf("keep secret %s: %w", name, err)
	}
	var value []byte
	if err := s.pool.QueryRow(ctx, `SELECT value FROM secrets WHERE name = $1`, name).Scan(&value); err != nil {
		return nil, fmt.Errorf("read secret %s: %w", name, err)
	}
	return value, nil
}
