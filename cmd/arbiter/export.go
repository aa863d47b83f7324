package main

import (
	"bytes"
	"context"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/reports"
)

// exportFormats lists the formats of export what, the default first.
func exportFormats(what string) []string {
	if what == "game" {
		return []string{"csv", "txt"}
	}
	return []string{"csv", "json", "latin1"}
}

// newExportCmd builds `arbiter export`.
func newExportCmd(f *Factory) *cobra.Command { return newExportCmdRun(f, nil) }

// exportOptions are the dependencies and flags of `arbiter export`.
type exportOptions struct {
	IO *IOStreams
	// Tournament opens the tournament of --db; the caller closes it.
	Tournament func(ctx context.Context) (*tournament, error)
	// Store returns the event store's path (--db, $ARBITER_DB, ./arbiter.db).
	Store func() string

	DB     string // --db: the event store
	What   string // ranking, game
	Game   int    // 0: the whole tournament (ranking), the current game (game)
	Out    string
	Format string // csv, json, txt, latin1
}

// newExportCmdRun builds `arbiter export`, calling runF instead of writing
// when it is set (flag tests).
func newExportCmdRun(f *Factory, runF func(*exportOptions) error) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "export",
		Short: "Write the ranking or the game record as CSV, JSON or text for other programs",
		Long: `Write files for a federation's ranking program or an archive, to --out or to
standard output.

  ranking  --format csv     rank,table,name,club,total,percent_of_top,diff_to_top,
                            tops,solos,warnings,penalties (UTF-8)
           --format json    the tournament header and the same columns
           --format latin1  table,name,total in ISO 8859-1; letters Latin-1 lacks
                            are folded (Ș → S, Ț → T, Ă → A, Ł → L); a name with
                            any other such letter is refused, naming the player
  game     --format csv     round,rack,word,position,score
           --format txt     N | RACK | WORD | POS | SCORE

The ranking is the whole tournament's unless --game N names one game; the
game record is the current game's unless --game says otherwise.`,
		Example: `  arbiter export ranking --format csv --out ranking.csv
  arbiter export ranking --format json
  arbiter export ranking --format latin1 --out federation.csv
  arbiter export game --format txt --out game1.txt
  arbiter export game --format csv --game 2`,
		Args: cobra.NoArgs,
	}
	for _, what := range []string{"ranking", "game"} {
		opts := &exportOptions{IO: f.IO, What: what}
		opts.Tournament = func(ctx context.Context) (*tournament, error) { return readTournament(ctx, f, opts.DB) }
		opts.Store = func() string { return storePath(f, opts.DB) }
		formats := exportFormats(what)
		sub := &cobra.Command{
			Use:     what,
			Short:   map[string]string{"ranking": "Export the ranking", "game": "Export the game record"}[what],
			Example: "  arbiter export " + what + " --format " + formats[len(formats)-1] + " --out " + what + "." + map[string]string{"ranking": "csv", "game": "txt"}[what],
			Args:    cobra.NoArgs,
			RunE: func(cmd *cobra.Command, _ []string) error {
				if !slices.Contains(formats, opts.Format) {
					return usageErrorf("export %s: unknown --format %q: use one of %s", what, opts.Format, strings.Join(formats, ", "))
				}
				if runF != nil {
					return runF(opts)
				}
				return exportRun(cmd.Context(), opts)
			},
		}
		addDBFlag(sub, &opts.DB)
		sub.Flags().StringVar(&opts.Format, "format", formats[0], "file format: "+strings.Join(formats, ", "))
		sub.Flags().StringVarP(&opts.Out, "out", "o", "", "write to this file (default: standard output)")
		sub.Flags().IntVar(&opts.Game, "game", 0, "game number (default: "+map[string]string{"ranking": "the whole tournament", "game": "the current game"}[what]+")")
		cmd.AddCommand(sub)
	}
	return cmd
}

// exportRun writes the export of opts.
func exportRun(ctx context.Context, opts *exportOptions) error {
	t, err := opts.Tournament(ctx)
	if err != nil {
		return err
	}
	defer t.close()
	var b bytes.Buffer
	switch opts.What {
	case "ranking":
		rows, err := t.Ranking(opts.Game, arbiter.ByTotal)
		if err != nil {
			return err
		}
		switch opts.Format {
		case "json":
			err = reports.RankingJSON(&b, t.Header(), rows)
		case "latin1":
			err = reports.RankingLatin1(&b, rows)
			if err != nil {
				err = usageErrorf("%v", err)
			}
		default:
			err = reports.RankingCSV(&b, rows)
		}
		if err != nil {
			return err
		}
	case "game":
		lines, err := t.RackLines(opts.Game)
		if err != nil {
			return err
		}
		rs := t.State().RuleSet
		if opts.Format == "txt" {
			err = reports.GameText(&b, rs, lines)
		} else {
			err = reports.GameCSV(&b, rs, lines)
		}
		if err != nil {
			return err
		}
	}
	return writeOut(opts.IO.Out, opts.Out, opts.Store(), b.Bytes(), opts.What)
}
