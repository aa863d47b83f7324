package store

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// Backup writes a consistent copy of the store to dst, a file that must not
// exist yet: SQLite's VACUUM INTO reads one snapshot (another command may
// be recording meanwhile) into dst+".partial", which is then opened, its
// hash chain verified, and renamed to dst. On any error dst is not created.
func (s *DB) Backup(ctx context.Context, dst string) error {
	if _, err := os.Lstat(dst); err == nil {
		return fmt.Errorf("backup to %s: the file exists: name a new file", dst)
	} else if !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("backup to %s: %w", dst, err)
	}
	tmp := dst + ".partial"
	os.Remove(tmp)
	if _, err := s.db.ExecContext(ctx, `VACUUM INTO ?`, tmp); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("backup to %s: %w", dst, err)
	}
	if err := verifyFile(ctx, tmp); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("backup to %s: the copy does not verify: %w", dst, err)
	}
	if err := os.Rename(tmp, dst); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("backup to %s: %w", dst, err)
	}
	return syncDir(filepath.Dir(dst))
}

// verifyFile opens the store at path, verifies its chain and closes it.
func verifyFile(ctx context.Context, path string) error {
	c, err := Open(ctx, path)
	if err != nil {
		return err
	}
	err = c.Verify(ctx)
	if cerr := c.Close(); err == nil {
		err = cerr
	}
	return err
}

// syncDir flushes the directory dir, so that a rename in it survives a
// power cut.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("sync %s: %w", dir, err)
	}
	return nil
}
