package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"arbiter/store"
	"arbiter/store/backend"
)

// newCopyCmd builds `arbiter copy`.
func newCopyCmd(f *Factory) *cobra.Command {
	var from, to string
	cmd := &cobra.Command{
		Use:   "copy --from DB --to DB",
		Short: "Move a tournament between a SQLite file and a PostgreSQL database, verified",
		Long: `Copy every event of the tournament in --from into --to, which must be empty:
a SQLite file (created) or a PostgreSQL database (postgres://user@host/dbname,
or host=/run/postgresql dbname=cupa; create it first with createdb). Either
direction works. The events keep their order, times and hashes: the chain of
--from is checked first, the copy's after, and both must end on the same
hash, printed at the end. Nothing in --from changes.`,
		Example: `  arbiter copy --from cupa.db --to postgres://arbiter@db.federatia.ro/cupa
  arbiter copy --from postgres://arbiter@db.federatia.ro/cupa --to cupa-home.db`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			if from == "" || to == "" {
				return usageErrorf("copy needs both --from and --to")
			}
			src, err := openStore(ctx, from, false, true)
			if err != nil {
				return err
			}
			defer src.Close()
			created := false
			if !backend.IsPostgres(to) {
				_, err := os.Stat(to)
				created = errors.Is(err, os.ErrNotExist)
			}
			dst, err := openStore(ctx, to, true, false)
			if err != nil {
				return err
			}
			n, err := backend.Copy(ctx, src, dst)
			dst.Close()
			if err != nil {
				if created {
					removeDatabase(to)
				} else if n > 0 {
					err = fmt.Errorf("%w (%s holds a partial copy: empty it before copying again)", err, to)
				}
				if errors.As(err, new(*store.ChainError)) {
					return &refusedError{err}
				}
				return &storageError{err}
			}
			last, _, err := src.Last(ctx)
			if err != nil {
				return &storageError{err}
			}
			fmt.Fprintf(f.IO.Out, "%s: %d events copied from %s, verified", to, n, from)
			if n > 0 {
				fmt.Fprintf(f.IO.Out, "; %s", sealLine(last))
			}
			fmt.Fprintln(f.IO.Out)
			return nil
		},
	}
	cmd.Flags().StringVar(&from, "from", "", "the tournament's event store: a SQLite `FILE` or a postgres:// URL")
	cmd.Flags().StringVar(&to, "to", "", "the empty event store to copy into: a SQLite `FILE` or a postgres:// URL")
	return cmd
}

// removeDatabase removes the SQLite file at path and its companions.
func removeDatabase(path string) {
	for _, suffix := range []string{"", "-wal", "-shm"} {
		os.Remove(path + suffix)
	}
}
