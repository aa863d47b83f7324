package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/kinds"
	"arbiter/arbiter/merge"
	"arbiter/store"
	"arbiter/store/backend"
)

// newMergeCmd builds `arbiter merge`.
func newMergeCmd(f *Factory) *cobra.Command {
	var out, name, solos string
	var vouch vouchOptions
	cmd := &cobra.Command{
		Use:   "merge [LABEL=]DB... --out DB",
		Short: "Merge the centres of a simultaneous into one national tournament",
		Long: `Merge the databases of the centres of a simultaneous tournament, each
refereed on its own from the same prepared game (` + "`game start --prepared`" + `),
into a new national tournament in --out (a SQLite file that does not exist
yet, or an empty PostgreSQL database). Every report and export then works on
it: one ranking of the whole field. --solos says how a round's solo is
computed, and is kept in the national tournament for every later report:
national (the default) over the whole field, as if everyone had played in
one room; centre among each centre's players, each centre's bonus from its
own number of players, the national ranking summing them.

Each centre is labelled (LABEL=DB, else the file's name without .db); its
players keep their label as their centre. Each centre's hash chain is
checked, and every centre must have played the same prepared game, rules
and word list, round by round, on tables of its own. --expect (each game's
published fingerprint) and --trust (the federation's public key) refuse a
centre whose game is not the federation's: one changed and resealed on its
way, even when every centre got the same changed file. Every slip of every
centre is then judged again, on the board and rack of its round, with the
game's rules and word list: a centre whose log was rewritten (a slip's
points changed, every hash recomputed) is refused, naming the centre, the
round and the table.

A centre given twice is merged once. A centre that sent a corrected
database after an earlier one is given both: the corrected one must
continue the earlier one's chain event for event (a correction is new
events), and then replaces it, as the output says; two databases of one
centre that do not continue each other are refused.`,
		Example: `  arbiter merge iasi.db cluj.db timisoara.db --out national.db
  arbiter merge B=bucuresti/arbiter.db C=cluj/arbiter.db --out postgres://arbiter@db.federatia.ro/simultan
  arbiter merge iasi.db cluj.db --trust federatia.pub --out national.db`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return usageErrorf("merge needs --out: the new national database")
			}
			if err := arbiter.CheckSolos(solos); err != nil {
				return usageErrorf("--solos: %s", arbiter.ErrorMessage(err))
			}
			expect, trusted, err := vouch.parse()
			if err != nil {
				return err
			}
			return mergeRun(cmd.Context(), f, args, out, name, solos, merge.Published{Fingerprints: expect, Key: trusted})
		},
	}
	cmd.Flags().StringVar(&out, "out", "", "the national tournament's new database: a SQLite `FILE` or an empty postgres:// database")
	cmd.Flags().StringVar(&solos, "solos", arbiter.SolosNational, "where a round's solo is computed: "+strings.Join(arbiter.SoloFields, " (default) or ")+" (each centre's players)")
	cmd.Flags().StringVar(&name, "name", "", "the national tournament's name (default: the first centre's)")
	vouch.addFlags(cmd, "a centre's game")
	return cmd
}

// mergeRun reads every centre, keeps one database per centre, merges them
// and writes the national tournament to out.
func mergeRun(ctx context.Context, f *Factory, args []string, out, name, solos string, published merge.Published) error {
	var centres []merge.Database
	for _, arg := range args {
		c, err := readCentre(ctx, arg)
		if err != nil {
			return err
		}
		i := slices.IndexFunc(centres, func(o merge.Database) bool { return o.Label == c.Label })
		if i < 0 {
			if err := merge.CopyOf(centres, c); err != nil {
				return &usageError{err}
			}
			centres = append(centres, c)
			continue
		}
		keep, note, err := merge.Latest(centres[i], c)
		if err != nil {
			return &refusedError{err}
		}
		centres[i] = keep
		fmt.Fprintln(f.IO.ErrOut, note)
	}
	input := make([]merge.Centre, len(centres))
	for i, c := range centres {
		var err error
		if input[i], err = c.Streams(); err != nil {
			return &storageError{err}
		}
		input[i].Kinds = kinds.All()
	}
	if err := published.Check(input); err != nil {
		return &refusedError{err}
	}
	tournament, games, err := merge.Merge(name, solos, input)
	if err != nil {
		return &refusedError{err}
	}
	if err := rejudge(f, centres, input); err != nil {
		return err
	}
	if err := writeMerged(ctx, out, tournament, games); err != nil {
		return err
	}
	labels := make([]string, len(centres))
	for i, c := range centres {
		labels[i] = c.Label
	}
	players := 0
	for _, c := range input {
		players += c.Players()
	}
	fmt.Fprintf(f.IO.Out, "%s: %d centres merged (%s): %d players, %d %s, solos %s\n",
		out, len(centres), strings.Join(labels, ", "), players, len(games), arbiter.Plural(len(games), "game"), solos)
	return nil
}

// writeMerged writes the national tournament's streams into out, which
// must hold no events. A SQLite file is written whole beside it, then
// renamed to out: a merge killed half way leaves out as it was (the
// tournament stream without its games would verify and rank nobody's
// slips). PostgreSQL is written in place.
func writeMerged(ctx context.Context, out string, tournament []arbiter.Record, games [][]arbiter.Record) error {
	if err := emptyStore(ctx, out); err != nil {
		return err
	}
	path := out
	if !backend.IsPostgres(out) {
		path = out + ".merging"
		for _, f := range []string{path, path + "-wal", path + "-shm"} {
			if err := os.Remove(f); err != nil && !errors.Is(err, os.ErrNotExist) {
				return &storageError{err}
			}
		}
	}
	dst, err := openStore(ctx, path, true, false)
	if err != nil {
		return err
	}
	closed := false
	defer func() {
		if !closed {
			dst.Close()
		}
	}()
	if err := dst.Append(ctx, arbiter.TournamentStream, 0, tournament...); err != nil {
		return &storageError{err}
	}
	for i, recs := range games {
		if err := dst.Append(ctx, arbiter.GameStream(i+1), 0, recs...); err != nil {
			return &storageError{err}
		}
	}
	if err := dst.Verify(ctx); err != nil {
		return &storageError{err}
	}
	if path == out {
		return nil
	}
	closed = true
	if err := dst.Close(); err != nil {
		return &storageError{err}
	}
	for _, f := range []string{out + "-wal", out + "-shm"} {
		if err := os.Remove(f); err != nil && !errors.Is(err, os.ErrNotExist) {
			return &storageError{err}
		}
	}
	if err := os.Rename(path, out); err != nil {
		return &storageError{err}
	}
	return nil
}

// emptyStore refuses out when it holds events already; a file that does
// not exist yet is empty.
func emptyStore(ctx context.Context, out string) error {
	if !backend.IsPostgres(out) {
		if _, err := os.Stat(out); errors.Is(err, os.ErrNotExist) {
			return nil
		}
	}
	dst, err := openStore(ctx, out, true, false)
	if err != nil {
		return err
	}
	defer dst.Close()
	if _, ok, err := dst.Last(ctx); err != nil {
		return &storageError{err}
	} else if ok {
		return usageErrorf("%s already holds events: merge into a new database", dst.Name())
	}
	return nil
}

// rejudge decides again every slip of every centre with the game's rules
// and word list (the first centre's, which merge.Merge found the others
// to share), so that a centre's rewritten log is refused though its chain
// holds ([merge.Rejudge]).
func rejudge(f *Factory, dbs []merge.Database, centres []merge.Centre) error {
	evs, err := arbiter.DecodeRecords(centres[0].Tournament)
	if err != nil {
		return &refusedError{err}
	}
	st, err := arbiter.Replay(evs)
	if err != nil {
		return &refusedError{err}
	}
	g, err := f.tournamentLexicon(dbs[0].Name, st.RuleSet, st.Tournament.Lexicon)
	if err != nil {
		return err
	}
	deps := f.Deps(st.RuleSet, g)
	for _, c := range centres {
		if err := merge.Rejudge(c, deps); err != nil {
			return &refusedError{err}
		}
	}
	return nil
}

// readCentre opens the centre database arg ([LABEL=]DB), checks its chain
// and reads it whole.
func readCentre(ctx context.Context, arg string) (merge.Database, error) {
	label, db, ok := strings.Cut(arg, "=")
	if !ok || backend.IsPostgres(arg) {
		label, db = strings.TrimSuffix(filepath.Base(arg), filepath.Ext(arg)), arg
	}
	if label == "" {
		return merge.Database{}, usageErrorf("%s: a centre needs a label (LABEL=DB)", arg)
	}
	s, err := openStore(ctx, db, false, true)
	if err != nil {
		return merge.Database{}, err
	}
	defer s.Close()
	if err := s.Verify(ctx); errors.As(err, new(*store.ChainError)) {
		return merge.Database{}, &refusedError{fmt.Errorf("centre %s (%s): %w", label, db, err)}
	} else if err != nil {
		return merge.Database{}, &storageError{err}
	}
	c := merge.Database{Label: label, Name: db}
	err = s.Walk(ctx, func(r arbiter.Record) error {
		c.Records = append(c.Records, r)
		return nil
	})
	if err != nil {
		return merge.Database{}, &storageError{err}
	}
	return c, nil
}
