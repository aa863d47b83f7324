package main

import (
	"fmt"

	"github.com/spf13/cobra"
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

To restore a backup, see the README's section "Backing up".`,
		Example: `  arbiter backup backup/cupa-round7.db
  arbiter backup /media/usb/cupa-2026-11-29.db --db cupa.db`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			path := storePath(f, db)
			s, err := openReading(ctx, path)
			if err != nil {
				return err
			}
			defer s.Close()
			if err := s.Backup(ctx, args[0]); err != nil {
				return &storageError{err}
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
