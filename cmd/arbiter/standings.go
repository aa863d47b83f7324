package main

import (
	"context"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
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
	// Round ranks a free-game event after that round (0: every round).
	Round int
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
rank beside. An Anticipation game (RULES §8) ranks in its own columns and
order, split or not; having no top, it refuses --tops. A free-game event
(RULES §10.2) ranks by wins, spread and points for (or the FRS
coefficient); --round N gives its standings after round N.`,
		Example: `  arbiter standings
  arbiter standings --by category
  arbiter standings --game 2 --tops
  arbiter standings --csv > ranking.csv
  arbiter standings --round 3`,
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
	cmd.Flags().Var((*roundValue)(&opts.Round), "round", "a free-game event's standings after `ROUND`")
	cmd.MarkFlagsMutuallyExclusive("by", "tops")
	cmd.MarkFlagsMutuallyExclusive("by", "round")
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
	div, err := parseDivision(opts.By)
	if err != nil {
		return err
	}
	r, err := t.rankingOf(ctx, arbiter.RankingQuery{Game: opts.Game, Tops: opts.Tops, By: div, After: opts.Round}, t.Standings)
	if err != nil {
		return err
	}
	format := asTable
	switch {
	case opts.JSON:
		format = asJSON
	case opts.CSV:
		format = asCSV
	}
	return writeRanking(opts.IO.Out, t, r, format, isTerminal(opts.IO.Out))
}
