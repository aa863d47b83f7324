package main

import (
	"context"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/reports"
)

// standingsOptions are the dependencies and flags of `arbiter standings`.
type standingsOptions struct {
	IO *IOStreams
	// Tournament opens the tournament to rank, read-only.
	Tournament func(ctx context.Context) (*tournament, error)

	DB   string
	Game int
	Tops bool
	JSON bool
	CSV  bool
	By   string
}

// newStandingsCmd builds `arbiter standings`.
func newStandingsCmd(f *Factory) *cobra.Command { return newStandingsCmdRun(f, nil) }

// newStandingsCmdRun builds `arbiter standings`, calling runF instead of
// ranking when it is set (flag tests).
func newStandingsCmdRun(f *Factory, runF func(*standingsOptions) error) *cobra.Command {
	opts := &standingsOptions{IO: f.IO}
	opts.Tournament = func(ctx context.Context) (*tournament, error) { return f.Tournament(ctx, opts.DB, forReading) }
	cmd := &cobra.Command{
		Use:   "standings",
		Short: "Print the ranking of the tournament or of a game",
		Long: `Print the ranking (RULES §6): rank, table, name, club, total, % of the top,
difference to the top, tops found, solos, warnings and penalties. Equal
totals share a rank (1, 2, 2, 4); eliminated players are left out. The
whole tournament is ranked unless --game names one game (a composition
problem, RULES §9: by its kind's rules, each solution's figures and the
time it was handed in; the players without one last); --tops ranks by
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
			if runF != nil {
				return runF(opts)
			}
			return standingsRun(cmd.Context(), opts)
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

// standingsRun prints the ranking opts ask for.
func standingsRun(ctx context.Context, opts *standingsOptions) error {
	t, err := opts.Tournament(ctx)
	if err != nil {
		return err
	}
	defer t.close()
	kind, err := t.Kind(ctx, opts.Game)
	if err != nil {
		return err
	}
	if opts.Game != 0 && kind.Problem {
		return problemStandingsRun(ctx, t, opts)
	}
	if opts.By != "" {
		return sectionsRun(ctx, t, opts)
	}
	by := arbiter.ByTotal
	if opts.Tops {
		by = arbiter.ByTops
	}
	if form, n, ok, err := t.anticipationRanked(ctx, opts.Game); err != nil {
		return err
	} else if ok {
		st, err := t.Standings(ctx, n, by)
		if err != nil {
			return err
		}
		return anticipationStandings(opts, t, form, st)
	}
	st, err := t.Standings(ctx, opts.Game, by)
	if err != nil {
		return err
	}
	rows := reports.RowsOf(st)
	switch {
	case opts.JSON:
		return reports.RankingJSON(opts.IO.Out, t.header(), rows)
	case opts.CSV:
		return reports.RankingCSV(opts.IO.Out, rows)
	}
	return reports.Standings(opts.IO.Out, rows, isTerminal(opts.IO.Out))
}

// sectionsRun prints the ranking split by opts.By.
func sectionsRun(ctx context.Context, t *tournament, opts *standingsOptions) error {
	div, err := parseDivision(opts.By)
	if err != nil {
		return err
	}
	sections, err := t.Sections(ctx, opts.Game, div)
	if err != nil {
		return err
	}
	secs := reports.SectionsOf(sections)
	switch {
	case opts.JSON:
		return reports.SectionsJSON(opts.IO.Out, t.header(), string(div), secs)
	case opts.CSV:
		return reports.SectionsCSV(opts.IO.Out, string(div), secs)
	}
	return reports.SectionsTable(opts.IO.Out, string(div), secs, isTerminal(opts.IO.Out))
}

// anticipationRanked reports whether the ranking of game (the
// tournament's for 0) is an Anticipation game's (RULES §8.7): game is one,
// or game is 0 and the tournament's only game is one. It returns the
// game's form and number.
func (t *tournament) anticipationRanked(ctx context.Context, game int) (anticipation.Form, int, bool, error) {
	if game == 0 && t.Current().Game == 1 {
		game = 1
	}
	if game == 0 {
		return "", 0, false, nil
	}
	kind, err := t.Kind(ctx, game)
	return kind.Form, game, kind.Anticipation(), err
}

// anticipationStandings prints st, the ranking of an anticipation game of
// form, with its own columns (RULES §8.7, §8.9).
func anticipationStandings(opts *standingsOptions, t *tournament, form anticipation.Form, st arbiter.Standings) error {
	rows := reports.AnticipationRowsOf(form, st)
	switch {
	case opts.JSON:
		return reports.AnticipationRankingJSON(opts.IO.Out, t.header(), form, rows)
	case opts.CSV:
		return reports.AnticipationRankingCSV(opts.IO.Out, form, rows)
	}
	return reports.AnticipationStandings(opts.IO.Out, form, rows, isTerminal(opts.IO.Out))
}
