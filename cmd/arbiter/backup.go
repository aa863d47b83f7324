package main

import (
	"context"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"arbiter/store"
	"arbiter/store/backend"
)

// newBackupCmd builds `arbiter backup FILE`.
func newBackupCmd(f *Factory) *cobra.Command {
	var db string
	cmd := &cobra.Command{
		Use:   "backup FILE",
		Short: "Copy the tournament's database to a new file, safely and verified",
		Long: `Copy the tournament's database to FILE, which must not exist: the copy is
one consistent snapshot (taken with SQLite's VACUUM INTO, safe while other
commands run), its hash chain is verified, and only then does FILE appear.
The copy is a complete tournament: every command works on it with --db.

A tournament kept in PostgreSQL is backed up the same way, into a SQLite
file (its events copied with their hashes, as ` + "`arbiter copy`" + ` does).

To restore a backup, see "Backing up" in docs/referee-guide.md.`,
		Example: `  arbiter backup backup/cupa-round7.db
  arbiter backup /media/usb/cupa-2026-11-29.db --db cupa.db`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			path := storePath(f, db)
			s, err := openStore(ctx, path, false, true)
			if err != nil {
				return err
			}
			defer s.Close()
			if err := backup(ctx, s, args[0]); err != nil {
				return err
			}
			last, ok, err := s.Last(ctx)
			if err != nil {
				return err
			}
			fmt.Fprintf(f.IO.Out, "%s: copy of %s, verified", args[0], path)
			if ok {
				fmt.Fprintf(f.IO.Out, "; %s", sealLine(last))
			}
			fmt.Fprintln(f.IO.Out)
			return nil
		},
	}
	addDBFlag(cmd, &db)
	return cmd
}

// backup copies the store s into the new SQLite file dst: a snapshot of a
// SQLite store, or every event of a PostgreSQL one.
func backup(ctx context.Context, s backend.Store, dst string) error {
	if _, err := os.Lstat(dst); err == nil {
		return usageErrorf("%s already exists: back up into a new file", dst)
	}
	if db, ok := s.(*store.DB); ok {
		if err := db.Backup(ctx, dst); err != nil {
			return &storageError{err}
		}
		return nil
	}
	out, err := store.Open(ctx, dst)
	if err != nil {
		return &storageError{err}
	}
	_, err = backend.Copy(ctx, s, out)
	out.Close()
	if err != nil {
		removeDatabase(dst)
		return &storageError{err}
	}
	return nil
}
