package store

import (
	"context"
	"crypto/rand"
	"fmt"
)

// secretsMigration adds the secrets table. A read-only store opens a
// database without it: reading the log needs no secret.
const secretsMigration = "migration/00000004.sql"

// SecretSize is the length in bytes of a secret made by [DB.Secret].
const SecretSize = 32

// Secret returns the secret kept under name, making it (SecretSize random
// bytes) the first time: the same value every time after, for every
// program that opens the database, and never in the log.
func (s *DB) Secret(ctx context.Context, name string) ([]byte, error) {
	made := make([]byte, SecretSize)
	rand.Read(made)
	if _, err := s.db.ExecContext(ctx, `INSERT OR IGNORE INTO secrets (name, value) VALUES (?, ?)`, name, made); err != nil {
		return nil, s.storageError(fmt.Errorf("keep secret %s: %w", name, err))
	}
	var value []byte
	if err := s.db.QueryRowContext(ctx, `SELECT value FROM secrets WHERE name = ?`, name).Scan(&value); err != nil {
		return nil, s.storageError(fmt.Errorf("read secret %s: %w", name, err))
	}
	return value, nil
}
