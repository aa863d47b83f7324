package main

import (
	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/referee"
	"arbiter/reports"
)

// standingsOptions are the flags of `arbiter standings`.
type standingsOptions struct {
	DB   string
	Game int
	Tops bool
	JSON bool
	CSV  bool
	By   string
}

// newStandingsCmd builds `arbiter standings`.
func newStandingsCmd(f *Factory) *cobra.Command {
	opts := &standingsOptions{}
	cmd := &cobra.Command{
		Use:   "standings",
		Short: "Print the ranking of the tournament or of a game",
		Long: `Print the ranking (RULES §6): rank, table, name, club, total, % of the top,
difference to the top, tops found, solos, warnings and penalties. Equal
totals share a rank (1, 2, 2, 4); eliminated players are left out. The
whole tournament is ranked unless --game names one game; --tops ranks by
RULES §7's Top variant. On a terminal the table is aligned and shared ranks
are marked "="; otherwise it is tab-separated. --csv and --json write the
ranking for other programs. --by category (or series) splits the ranking:
one section per category, its players ranked among themselves, the overall
rank beside.`,
		Example: `  arbiter standings
  arbiter standings --by category
  arbiter standings --game 2 --tops
  arbiter standings --csv > ranking.csv`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return standingsRun(cmd, f, opts)
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().IntVar(&opts.Game, "game", 0, "rank game `N` alone (default: the whole tournament)")
	cmd.Flags().BoolVar(&opts.Tops, "tops", false, "rank by tops found (RULES §7)")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "write JSON: the tournament's header and the rows")
	cmd.Flags().BoolVar(&opts.CSV, "csv", false, "write CSV (UTF-8) with a header line")
	cmd.Flags().StringVar(&opts.By, "by", "", "split the ranking by `category` or series")
	cmd.MarkFlagsMutuallyExclusive("json", "csv")
	cmd.MarkFlagsMutuallyExclusive("by", "tops")
	return cmd
}

// parseDivision reads a --by value: "" (no split), category or series.
func parseDivision(by string) (arbiter.Division, error) {
	switch d := arbiter.Division(by); d {
	case "", arbiter.ByCategory, arbiter.BySeries:
		return d, nil
	}
	return "", usageErrorf("unknown --by %q: use category or series", by)
}

func standingsRun(cmd *cobra.Command, f *Factory, opts *standingsOptions) error {
	t, err := f.Tournament(cmd.Context(), opts.DB, forReading)
	if err != nil {
		return err
	}
	defer t.close()
	if opts.By != "" {
		return sectionsRun(f, t, opts)
	}
	by := arbiter.ByTotal
	if opts.Tops {
		by = arbiter.ByTops
	}
	st, err := t.Standings(opts.Game, by)
	if err != nil {
		return err
	}
	rows := referee.Rows(st)
	switch {
	case opts.JSON:
		return reports.RankingJSON(f.IO.Out, t.Header(), rows)
	case opts.CSV:
		return reports.RankingCSV(f.IO.Out, rows)
	}
	return reports.Standings(f.IO.Out, rows, isTerminal(f.IO.Out))
}

// sectionsRun prints the ranking split by opts.By.
func sectionsRun(f *Factory, t *tournament, opts *standingsOptions) error {
	div, err := parseDivision(opts.By)
	if err != nil {
		return err
	}
	secs, err := t.Sections(opts.Game, div)
	if err != nil {
		return err
	}
	switch {
	case opts.JSON:
		return reports.SectionsJSON(f.IO.Out, t.Header(), string(div), secs)
	case opts.CSV:
		return reports.SectionsCSV(f.IO.Out, string(div), secs)
	}
	return reports.SectionsTable(f.IO.Out, string(div), secs, isTerminal(f.IO.Out))
}
