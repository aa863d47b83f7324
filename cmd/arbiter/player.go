package main

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/referee"
)

// newPlayerCmd builds `arbiter player` and its subcommands.
func newPlayerCmd(f *Factory) *cobra.Command {
	var db string
	return groupCmd("player", "Register the players, each at a table",
		"  arbiter player import players.csv\n  arbiter player add 12 \"ȘERBAN Ana\" --club \"CS Iași\"", &db,
		newPlayerAddCmd(f, &db), newPlayerImportCmd(f, &db))
}

// newPlayerAddCmd builds `arbiter player add`.
func newPlayerAddCmd(f *Factory, db *string) *cobra.Command {
	var c arbiter.RegisterPlayer
	cmd := &cobra.Command{
		Use:   "add TABLE NAME",
		Short: "Register a player at a table",
		Long: `Register a player at a table. The table number identifies the player on
slips, warnings and every report.`,
		Example: `  arbiter player add 12 "ȘERBAN Ana" --club "CS Iași" --id RO-0412
  arbiter player add 13 "POPESCU Ion"`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			table, err := parseTable(args[0])
			if err != nil {
				return err
			}
			c.Table, c.Name = table, args[1]
			return registerRun(cmd, f, *db, []arbiter.RegisterPlayer{c}, "")
		},
	}
	cmd.Flags().StringVar(&c.Club, "club", "", "the player's `CLUB`")
	cmd.Flags().StringVar(&c.FederationID, "id", "", "the player's federation `ID`")
	return cmd
}

// newPlayerImportCmd builds `arbiter player import`.
func newPlayerImportCmd(f *Factory, db *string) *cobra.Command {
	return &cobra.Command{
		Use:   "import FILE.csv",
		Short: "Register the players listed in a CSV file",
		Long: `Register every player of a CSV file (UTF-8) with the columns

  table,name,club,id

club and id may be empty or left out; a first line starting with "table" is
a header. The file is recorded in one transaction: all its players, or none
if a line is wrong. A line identical to a player already registered is
skipped, so importing the same file again changes nothing.`,
		Example: `  arbiter player import players.csv`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			file, err := os.Open(args[0])
			if err != nil {
				return usageErrorf("players: %v", err)
			}
			defer file.Close()
			players, err := readPlayers(file)
			if err != nil {
				return usageErrorf("%s %v", args[0], err)
			}
			return registerRun(cmd, f, *db, players, args[0])
		},
	}
}

// registerRun registers players in one transaction and says what it did;
// file names the source for messages ("" for the command line).
func registerRun(cmd *cobra.Command, f *Factory, db string, players []arbiter.RegisterPlayer, file string) error {
	t, err := openTournament(cmd.Context(), f, db, false)
	if err != nil {
		return err
	}
	defer t.close()
	reg, err := t.RegisterPlayers(cmd.Context(), players)
	if ie, ok := errors.AsType[*referee.ItemError](err); ok && file != "" {
		return fmt.Errorf("%s line %d: %w", file, ie.Index+1, ie.Err)
	}
	if err != nil {
		return err
	}
	if file == "" {
		if reg.Unchanged > 0 {
			fmt.Fprintf(f.IO.Out, "table %d: already registered, nothing changed\n", players[0].Table)
		}
		t.printEvents(reg.Registered)
		return nil
	}
	fmt.Fprintf(f.IO.Out, "%s: %d players registered, %d already registered (%d in all)\n",
		file, len(reg.Registered), reg.Unchanged, reg.Players)
	return nil
}

// readPlayers reads a players CSV file: table,name[,club[,id]] per line,
// an optional header line starting with "table". Errors name the line.
func readPlayers(r io.Reader) ([]arbiter.RegisterPlayer, error) {
	var players []arbiter.RegisterPlayer
	err := readCSV(r, "table", func(_ int, rec []string) error {
		if len(rec) < 2 || len(rec) > 4 {
			return fmt.Errorf("%d columns, want table,name,club,id", len(rec))
		}
		table, err := parseTable(rec[0])
		if err != nil {
			return err
		}
		p := arbiter.RegisterPlayer{Table: table, Name: strings.TrimSpace(rec[1])}
		if len(rec) > 2 {
			p.Club = strings.TrimSpace(rec[2])
		}
		if len(rec) > 3 {
			p.FederationID = strings.TrimSpace(rec[3])
		}
		players = append(players, p)
		return nil
	})
	return players, err
}

// readCSV reads a UTF-8 CSV file (a byte-order mark allowed) and passes
// each record and the line it starts on to fn, skipping a first line whose
// first field is header. An error, fn's or the parser's, is returned with
// the line it is about.
func readCSV(r io.Reader, header string, fn func(line int, rec []string) error) error {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	cr.TrimLeadingSpace = true
	for first := true; ; first = false {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("line %d: %w", csvLine(err), err)
		}
		rec[0] = strings.TrimPrefix(rec[0], "\uFEFF")
		line, _ := cr.FieldPos(0)
		// A file saved in a legacy encoding (Windows-1250, Latin-1) would
		// record garbled names for good, and a spreadsheet's ';' would
		// read as one column: both are named, with what to do.
		for _, field := range rec {
			if !utf8.ValidString(field) {
				return fmt.Errorf("line %d: %q is not UTF-8 text: save the file as UTF-8 (in a spreadsheet: CSV UTF-8)", line, strings.ToValidUTF8(field, "?"))
			}
		}
		if len(rec) == 1 && strings.Contains(rec[0], ";") {
			return fmt.Errorf("line %d: the columns are separated by ';': separate them with commas (in a spreadsheet: CSV UTF-8, comma-delimited)", line)
		}
		if first && strings.EqualFold(strings.TrimSpace(rec[0]), header) {
			continue
		}
		if err := fn(line, rec); err != nil {
			return fmt.Errorf("line %d: %w", line, err)
		}
	}
}

// csvLine returns the line of a CSV parse error, 0 if it has none.
func csvLine(err error) int {
	if pe, ok := errors.AsType[*csv.ParseError](err); ok {
		return pe.Line
	}
	return 0
}
