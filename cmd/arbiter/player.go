package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/csvimport"
	"arbiter/arbiter/referee"
)

// playerOptions are the dependencies, flags and arguments of the `arbiter
// player` subcommands.
type playerOptions struct {
	IO *IOStreams
	// Tournament opens the tournament the players are registered in.
	Tournament func(ctx context.Context) (*tournament, error)

	DB string
	// Player is the player registered (`player add`).
	Player arbiter.RegisterPlayer
	// Edit is the correction (`player edit`).
	Edit arbiter.EditPlayer
	// File is the CSV file of players (`player import`).
	File string
}

// newPlayerOptions returns the options of a player command of f, whose
// tournament is the one their --db names.
func newPlayerOptions(f *Factory) *playerOptions {
	opts := &playerOptions{IO: f.IO}
	opts.Tournament = func(ctx context.Context) (*tournament, error) { return f.Tournament(ctx, opts.DB, forWriting) }
	return opts
}

// newPlayerCmd builds `arbiter player` and its subcommands.
func newPlayerCmd(f *Factory) *cobra.Command {
	return groupCmd("player", "Register the players, each at a table",
		"  arbiter player import players.csv\n  arbiter player add 12 \"ȘERBAN Ana\" --club \"CS Iași\"\n  arbiter player edit 12 --name \"ȘERBAN Ana-Maria\"",
		newPlayerAddCmdRun(f, nil), newPlayerImportCmdRun(f, nil), newPlayerEditCmdRun(f, nil), newPlayerGroupsCmd(f))
}

// newPlayerAddCmdRun builds `arbiter player add`, calling runF instead of
// registering the player when it is set (flag tests).
func newPlayerAddCmdRun(f *Factory, runF func(*playerOptions) error) *cobra.Command {
	opts := newPlayerOptions(f)
	c := &opts.Player
	cmd := &cobra.Command{
		Use:   "add TABLE NAME",
		Short: "Register a player at a table",
		Long: `Register a player at a table. The table number identifies the player on
slips, warnings and every report. The category (an age group: juniors,
seniors, veterans…) and the series (a division, e.g. by rating) are the
organiser's names; rankings can be split by either.

` + textRules,
		Example: `  arbiter player add 12 "ȘERBAN Ana" --club "CS Iași" --id RO-0412
  arbiter player add 13 "POPESCU Ion" --category seniori --series A`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			table, err := parseTable(args[0])
			if err != nil {
				return err
			}
			c.Table, c.Name = table, args[1]
			if runF != nil {
				return runF(opts)
			}
			return registerRun(cmd.Context(), opts, []arbiter.RegisterPlayer{opts.Player}, "", nil)
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().StringVar(&c.Club, "club", "", "the player's `CLUB`")
	cmd.Flags().StringVar(&c.FederationID, "id", "", "the player's federation `ID`")
	cmd.Flags().StringVar(&c.Category, "category", "", "the player's `CATEGORY` (age group)")
	cmd.Flags().StringVar(&c.Series, "series", "", "the player's `SERIES` (division)")
	return cmd
}

// textRules says which names the program accepts, for the commands' help.
var textRules = fmt.Sprintf(`Names may hold the letters of any alphabet and punctuation; characters
beyond Unicode's basic plane (emoji), control characters and terminal escape
sequences are refused, since no sheet or terminal shows them faithfully.
Bounds, in characters: name %d, club %d, id %d, category and series %d.`,
	arbiter.MaxPersonName, arbiter.MaxClub, arbiter.MaxFederationID, arbiter.MaxGroup)

// newPlayerEditCmdRun builds `arbiter player edit`, calling runF instead of
// recording the correction when it is set (flag tests).
func newPlayerEditCmdRun(f *Factory, runF func(*playerOptions) error) *cobra.Command {
	opts := newPlayerOptions(f)
	var name, club, id, category, series string
	cmd := &cobra.Command{
		Use:   "edit TABLE [--name NAME] [--club CLUB] [--id ID] [--category C] [--series S]",
		Short: "Correct a player's name, club, id, category or series",
		Long: `Correct the player at TABLE: only the fields given change (an empty value
clears the club, id, category or series; a name cannot be empty). The
correction is a new event (player_edited): every report shows the new
values, the log keeps the old ones.

` + textRules,
		Example: `  arbiter player edit 12 --name "ȘERBAN Ana-Maria"
  arbiter player edit 7 --club "" --category veterani`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			table, err := parseTable(args[0])
			if err != nil {
				return err
			}
			c := arbiter.EditPlayer{Table: table}
			for _, fl := range []struct {
				name  string
				value *string
				into  **string
			}{{"name", &name, &c.Name}, {"club", &club, &c.Club}, {"id", &id, &c.FederationID},
				{"category", &category, &c.Category}, {"series", &series, &c.Series}} {
				if cmd.Flags().Changed(fl.name) {
					*fl.into = fl.value
				}
			}
			if c == (arbiter.EditPlayer{Table: table}) {
				return usageErrorf("player edit %d: say what to correct: --name, --club, --id, --category or --series", table)
			}
			opts.Edit = c
			if runF != nil {
				return runF(opts)
			}
			evs, err := record(cmd.Context(), opts.Tournament, opts.Edit)
			if err == nil && len(evs) == 0 {
				fmt.Fprintf(opts.IO.Out, "table %d: nothing to correct\n", table)
			}
			return err
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().StringVar(&name, "name", "", "the player's `NAME`")
	cmd.Flags().StringVar(&club, "club", "", "the player's `CLUB`")
	cmd.Flags().StringVar(&id, "id", "", "the player's federation `ID`")
	cmd.Flags().StringVar(&category, "category", "", "the player's `CATEGORY` (age group)")
	cmd.Flags().StringVar(&series, "series", "", "the player's `SERIES` (division)")
	return cmd
}

// newPlayerImportCmdRun builds `arbiter player import`, calling runF instead
// of importing the file when it is set (flag tests).
func newPlayerImportCmdRun(f *Factory, runF func(*playerOptions) error) *cobra.Command {
	opts := newPlayerOptions(f)
	cmd := &cobra.Command{
		Use:   "import FILE.csv",
		Short: "Register the players listed in a CSV file",
		Long: `Register every player of a CSV file (UTF-8) with the columns

  table,name,club,id,category,series

club, id, category and series may be empty or left out. A first line
starting with "table" is a header: it names the file's columns, table
first, then name and any of club, id, category and series in any order (id
may also be called federation_id, series division). The file is recorded in one
transaction: all its players, or none if a line is wrong. A line identical
to a player already registered is skipped, so importing the same file again
changes nothing.

` + textRules,
		Example: `  arbiter player import players.csv`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.File = args[0]
			if runF != nil {
				return runF(opts)
			}
			return playerImportRun(cmd.Context(), opts)
		},
	}
	addDBFlag(cmd, &opts.DB)
	return cmd
}

// playerImportRun registers the players of opts.File.
func playerImportRun(ctx context.Context, opts *playerOptions) error {
	file, err := openInput("players", opts.File)
	if err != nil {
		return err
	}
	defer file.Close()
	players, lines, err := csvimport.Players(file)
	if err != nil {
		return usageErrorf("%s %v", opts.File, err)
	}
	return registerRun(ctx, opts, players, opts.File, lines)
}

// registerRun registers players in one transaction and says what it did;
// file names the source for messages ("" for the command line), and
// lines[i] is the line of that file players[i] was read from.
func registerRun(ctx context.Context, opts *playerOptions, players []arbiter.RegisterPlayer, file string, lines []int) error {
	t, err := opts.Tournament(ctx)
	if err != nil {
		return err
	}
	defer t.close()
	reg, err := t.RegisterPlayers(ctx, players)
	if ie, ok := errors.AsType[*referee.ItemError](err); ok && file != "" {
		return fmt.Errorf("%s line %d: %w", file, lines[ie.Index], ie.Err)
	}
	if err != nil {
		return err
	}
	if file == "" {
		if reg.Unchanged > 0 {
			fmt.Fprintf(opts.IO.Out, "table %d: already registered, nothing changed\n", players[0].Table)
		}
		t.printEvents(reg.Registered)
		return nil
	}
	fmt.Fprintf(opts.IO.Out, "%s: %d players registered, %d already registered (%d in all)\n",
		file, len(reg.Registered), reg.Unchanged, reg.Players)
	return nil
}
