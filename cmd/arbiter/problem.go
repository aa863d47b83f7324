package main

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/problem"
	"arbiter/arbiter/referee"
	"arbiter/internal/bounded"
	"arbiter/reports"
)

// problemOptions are the dependencies and flags of `arbiter problem`.
type problemOptions struct {
	IO  *IOStreams
	Now func() time.Time
	// Tournament opens the tournament whose problem is played.
	Tournament func(ctx context.Context) (*tournament, error)

	DB string
	// Start is the problem started; without SeedGiven its seed is drawn
	// at random.
	Start     problem.Start
	Kind      string
	SeedGiven bool
	BoardPath string
	// Table, SheetPath and HandedIn are one solution (`problem solution`);
	// File a file of them (`problem import`).
	Table     int
	SheetPath string
	HandedIn  string
	File      string
	// Correct replaces solutions recorded by mistake, for Reason
	// (`problem correct`, `problem import --correct`).
	Correct bool
	Reason  string
	// Round is the round of a Partida de Superscrabble a solution answers.
	Round int
}

// newProblemCmd builds `arbiter problem` and its subcommands.
func newProblemCmd(f *Factory) *cobra.Command {
	return groupCmd("problem", "Play a composition problem: start it, record the solutions, close it",
		"  arbiter problem start --kind partial\n  arbiter problem solution --table 3 --sheet ana.json\n  arbiter problem import --file solutions.csv\n  arbiter problem close",
		newProblemStartCmd(f), newProblemSolutionCmd(f), newProblemCorrectCmd(f), newProblemImportCmd(f), newProblemPlaceCmd(f),
		newProblemCloseCmd(f), newProblemSheetsCmd(f))
}

// newProblemOptions returns the options of a problem command of f.
func newProblemOptions(f *Factory) *problemOptions {
	opts := &problemOptions{IO: f.IO, Now: f.Now}
	opts.Tournament = func(ctx context.Context) (*tournament, error) { return f.Tournament(ctx, opts.DB, forWriting) }
	return opts
}

// newProblemStartCmd builds `arbiter problem start`.
func newProblemStartCmd(f *Factory) *cobra.Command {
	opts := newProblemOptions(f)
	cmd := &cobra.Command{
		Use:   "start --kind KIND",
		Short: "Start a composition problem as the next game: its letters and time",
		Long: `Start a composition problem (RULES §9) as the next game of the tournament
(the previous game must have ended). The program draws the letters from the
seed under the kind's rules (RULES §9.10), or --letters gives those the
referee drew:

  integral       the whole set, nothing drawn (120 minutes, or --minutes 60–120)
  partial        21 to 35 letters, the number by lot (60, 75 or 90 minutes by the count)
  sir            31 to 45 letters in order, never 4 vowels or 4 consonants in a row,
                 the first 7 allowing a move (60, 75 or 90 minutes by the count)
  maxime         --groups groups of 7 (7 by default; typed: separated by spaces), 60 minutes
  nscrabble      as maxime; --imposed when the groups are played in their order
                 (maxime, nscrabble: --consonants announces only the groups'
                 consonants and jokers, each player completing them with vowels
                 of the stock; the groups are drawn or typed whole all the same)
  superscrabble  --board FILE (15 lines of 15, '.' empty, a-z a joker) or --moves, and a
                 group of 7 making at least one scrabble on it (60 minutes, or --minutes 60–90)
  incomplet      a group of 7 (90 minutes, or --minutes 90–120)
  partida-superscrabble
                 --rounds N rounds, each a Superscrabble problem: the starting board
                 (--moves "8H AU", the referee's 2-letter word, or --board FILE) and round
                 1's group; each round 10 minutes, or --minutes 5–15. ` + "`problem place`" + ` goes
                 on to the next round (RULES §9.8)

--moves builds the board from the empty board: moves separated by commas,
each a position and its whole word ("8H AU, I3 TABLOU"), every one legal in
the tournament's word list and taking tiles the set still holds.

The problem starts now, by this machine's clock: each solution is timed from
it, and one handed in after the problem's time is not taken.`,
		Example: `  arbiter problem start --kind partial
  arbiter problem start --kind sir --seed 7
  arbiter problem start --kind maxime --letters "ACLMNOU AHLMUVX ..."
  arbiter problem start --kind nscrabble --groups 5 --consonants
  arbiter problem start --kind superscrabble --board problem.txt --minutes 75
  arbiter problem start --kind superscrabble --moves "8H AU, I3 TABLOU, 3G EST"
  arbiter problem start --kind partida-superscrabble --moves "8H AU" --rounds 6`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			opts.SeedGiven = cmd.Flags().Changed("seed")
			return problemStartRun(cmd.Context(), opts)
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().StringVar(&opts.Kind, "kind", "", "the problem: integral, partial, sir, maxime, nscrabble, superscrabble, incomplet or partida-superscrabble")
	cmd.Flags().Uint64Var(&opts.Start.Seed, "seed", 0, "the draw's seed `N` (default: random)")
	cmd.Flags().StringVar(&opts.Start.Letters, "letters", "", "the `LETTERS` the referee drew ('?' a joker) instead of the program's draw")
	cmd.Flags().IntVar(&opts.Start.Groups, "groups", 0, "the number `N` of groups of 7 (maxime, nscrabble; default 7)")
	cmd.Flags().BoolVar(&opts.Start.Imposed, "imposed", false, "N-Scrabble: the groups are played in their numbered order")
	cmd.Flags().BoolVar(&opts.Start.Consonants, "consonants", false, "maxime, nscrabble: the variant announcing only the consonants (RULES §9.5)")
	cmd.Flags().StringVar(&opts.BoardPath, "board", "", "Superscrabble's board `FILE` (a Partida's starting board)")
	cmd.Flags().StringVar(&opts.Start.Moves, "moves", "", "build the board from the empty board with the `MOVES` \"8H AU, I3 TABLOU\"")
	cmd.Flags().IntVar(&opts.Start.Rounds, "rounds", 0, "the `N` rounds a Partida de Superscrabble announces")
	cmd.MarkFlagsMutuallyExclusive("board", "moves")
	cmd.Flags().IntVar(&opts.Start.Minutes, "minutes", 0, "the time, when the kind lets the referee set it (default: the kind's)")
	_ = cmd.MarkFlagRequired("kind")
	return cmd
}

// problemStartRun starts the problem opts describe.
func problemStartRun(ctx context.Context, opts *problemOptions) error {
	c := opts.Start
	kind, err := problem.ParseKind(opts.Kind)
	if err != nil {
		return usageErrorf("--kind: %w", err)
	}
	c.Kind = kind
	if opts.BoardPath != "" {
		b, err := readBoardFile(opts.BoardPath)
		if err != nil {
			return err
		}
		c.Board = problem.Rows(&b)
	}
	if !opts.SeedGiven && c.Letters == "" {
		if c.Seed, err = cryptoSeed(); err != nil {
			return err
		}
	}
	c.At = opts.Now()
	_, err = record(ctx, opts.Tournament, c)
	return err
}

// newProblemSolutionCmd builds `arbiter problem solution`.
func newProblemSolutionCmd(f *Factory) *cobra.Command {
	opts := newProblemOptions(f)
	cmd := &cobra.Command{
		Use:   "solution --table N --sheet FILE",
		Short: "Record and check one player's solution of the problem being played",
		Long: `Record one player's solution of the problem being played, timed now (or at
--handed-in, the time from the start), and check it (RULES §9): the verdict
is printed and kept with the solution. The sheet is the JSON of ` + "`arbiter check`" + `
(see ` + "`arbiter help check`" + `) without the problem's letters, groups or board, which
the problem gives: "rounds" of moves (integral, partial, sir, incomplet),
"moves" naming their group (maxime, nscrabble), "solutions" (superscrabble,
incomplet). A solution after the problem's time, a second one for a table, or
one for a problem closed is refused and nothing is recorded.`,
		Example: `  arbiter problem solution --table 3 --sheet ana.json
  arbiter problem solution --table 4 --sheet ion.json --handed-in 52m10s`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return problemSolutionRun(cmd.Context(), opts)
		},
	}
	addSolutionFlags(cmd, opts, "now")
	cmd.Flags().Var((*roundValue)(&opts.Round), "round", "a Partida de Superscrabble's round `N` it answers, which must be the one being played (default: that one)")
	return cmd
}

// addSolutionFlags adds the flags of one table's solution to cmd: the
// table, the sheet and the time it was handed in, by default when.
func addSolutionFlags(cmd *cobra.Command, opts *problemOptions, when string) {
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().IntVar(&opts.Table, "table", 0, "the player's table `N`")
	cmd.Flags().StringVar(&opts.SheetPath, "sheet", "", "the solution's JSON `FILE`, - for standard input")
	cmd.Flags().StringVar(&opts.HandedIn, "handed-in", "", "the `TIME` from the start it was handed in (52m10s or 52:10; default: "+when+")")
	_ = cmd.MarkFlagRequired("table")
	_ = cmd.MarkFlagRequired("sheet")
}

// problemSolutionRun records the solution opts name.
func problemSolutionRun(ctx context.Context, opts *problemOptions) error {
	sheet, err := readInputFile(opts.IO, "--sheet", opts.SheetPath, problem.MaxSheetBytes)
	if err != nil {
		return err
	}
	c := problem.HandInSolution{Table: opts.Table, Sheet: sheet, Round: opts.Round}
	if opts.HandedIn == "" {
		c.At = opts.Now()
	} else if c.HandedIn, err = problem.ParseHandedIn(opts.HandedIn); err != nil {
		return usageErrorf("--handed-in %w", err)
	}
	_, err = record(ctx, opts.Tournament, c)
	return err
}

// newProblemCorrectCmd builds `arbiter problem correct`.
func newProblemCorrectCmd(f *Factory) *cobra.Command {
	opts := newProblemOptions(f)
	cmd := &cobra.Command{
		Use:   "correct --table N --sheet FILE --reason TEXT",
		Short: "Replace a solution recorded by mistake for a table, and check it again",
		Long: `Replace the solution recorded for a table of the problem being played, when
the wrong sheet was recorded for it, and check the new one (RULES §9.1). The
correction is a new event: the sheet recorded first stays in the log. The
solution keeps the time it was handed in, unless --handed-in gives the time
from the start the player really handed it in (within the problem's time).
A table with no solution recorded, or a problem closed, is refused.`,
		Example: `  arbiter problem correct --table 3 --sheet ana.json --reason "sheets of tables 3 and 4 swapped"
  arbiter problem correct --table 4 --sheet ion.json --handed-in 41:30 --reason "wrong time typed"`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return problemCorrectRun(cmd.Context(), opts)
		},
	}
	addSolutionFlags(cmd, opts, "the time recorded")
	cmd.Flags().StringVar(&opts.Reason, "reason", "", "why the solution recorded was wrong (`TEXT`, kept in the log)")
	_ = cmd.MarkFlagRequired("reason")
	return cmd
}

// problemCorrectRun replaces the solution opts name.
func problemCorrectRun(ctx context.Context, opts *problemOptions) error {
	if strings.TrimSpace(opts.Reason) == "" {
		return usageErrorf("--reason is empty: say why the solution recorded was wrong")
	}
	sheet, err := readInputFile(opts.IO, "--sheet", opts.SheetPath, problem.MaxSheetBytes)
	if err != nil {
		return err
	}
	c := problem.CorrectSolution{Table: opts.Table, Sheet: sheet, Reason: opts.Reason}
	if opts.HandedIn != "" {
		d, err := problem.ParseHandedIn(opts.HandedIn)
		if err != nil {
			return usageErrorf("--handed-in %w", err)
		}
		c.HandedIn = &d
	}
	_, err = record(ctx, opts.Tournament, c)
	return err
}

// newProblemImportCmd builds `arbiter problem import`.
func newProblemImportCmd(f *Factory) *cobra.Command {
	opts := newProblemOptions(f)
	cmd := &cobra.Command{
		Use:   "import --file FILE",
		Short: "Record and check every solution of a file for the problem being played",
		Long: `Record and check the solutions of a file, in one transaction: all of
them, or none when one is refused (the error names it). JSON:

  {"entries": [{"table": 3, "handed_in": "52m10s", "sheet": {...}}, ...]}

or CSV with the heading table,handed_in,sheet, a sheet's JSON in the third
cell. Each sheet is as for ` + "`problem solution`" + `. A solution already recorded,
the same sheet at the same time, is skipped: importing a file again changes
nothing. A different solution for a table that has one is refused, unless
--correct (with --reason) replaces it: a correction, at the file's time.`,
		Example: `  arbiter problem import --file solutions.json
  arbiter problem import --file solutions.csv
  arbiter problem import --file solutions.csv --correct --reason "table 7's sheet typed again"`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return problemImportRun(cmd.Context(), opts)
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().StringVar(&opts.File, "file", "", "the solutions' JSON or CSV `FILE`, - for standard input")
	cmd.Flags().BoolVar(&opts.Correct, "correct", false, "replace the solutions recorded that the file gives differently")
	cmd.Flags().StringVar(&opts.Reason, "reason", "", "with --correct: why the solutions recorded were wrong (`TEXT`)")
	_ = cmd.MarkFlagRequired("file")
	return cmd
}

// problemImportRun records the solutions of opts.File.
func problemImportRun(ctx context.Context, opts *problemOptions) error {
	if opts.Correct != (strings.TrimSpace(opts.Reason) != "") {
		return usageErrorf("--correct and --reason go together: a correction says why")
	}
	data, err := readInputFile(opts.IO, "--file", opts.File, problem.MaxHandInsBytes)
	if err != nil {
		return err
	}
	handIns, err := problem.ReadHandIns(bytes.NewReader(data))
	if err != nil {
		return usageErrorf("--file %s: %w", opts.File, err)
	}
	cs := make([]problem.HandInSolution, len(handIns))
	for i, h := range handIns {
		cs[i] = problem.HandInSolution{Table: h.Table, HandedIn: h.HandedIn, Sheet: h.Sheet}
	}
	t, err := opts.Tournament(ctx)
	if err != nil {
		return err
	}
	defer t.close()
	var recorded *arbiter.State
	if opts.Correct {
		st, err := t.State(ctx)
		if err != nil {
			return err
		}
		recorded = &st
	}
	evs, err := t.RunAllSkipping(ctx, problem.Import(cs, recorded, strings.TrimSpace(opts.Reason)), problem.Recorded)
	if ie, ok := errors.AsType[*referee.ItemError](err); ok {
		return fmt.Errorf("--file %s, table %d: %w (nothing recorded)", opts.File, cs[ie.Index].Table, ie.Err)
	} else if err != nil {
		return err
	}
	t.printEvents(evs)
	fmt.Fprintf(opts.IO.Out, "%d %s recorded, %d already recorded\n", len(evs), arbiter.Plural(len(evs), "solution"), len(cs)-len(evs))
	return nil
}

// newProblemCloseCmd builds `arbiter problem close`.
func newProblemCloseCmd(f *Factory) *cobra.Command {
	opts := newProblemOptions(f)
	cmd := &cobra.Command{
		Use:     "close",
		Short:   "Close the problem being played: no solution is taken after it",
		Example: `  arbiter problem close`,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			_, err := record(cmd.Context(), opts.Tournament, problem.Close{})
			return err
		},
	}
	addDBFlag(cmd, &opts.DB)
	return cmd
}

// readInputFile reads the text file of flag, or standard input for "-", of
// at most limit bytes, without a byte-order mark.
func readInputFile(streams *IOStreams, flag, path string, limit int) ([]byte, error) {
	var r io.Reader = streams.In
	if path != "-" {
		file, err := openInput(flag, path)
		if err != nil {
			return nil, err
		}
		defer file.Close()
		r = file
	}
	data, err := bounded.ReadText(r, int64(limit))
	if err != nil {
		return nil, usageErrorf("%s %s: %v", flag, path, err)
	}
	return data, nil
}

// openInput opens the user's file path, named what in messages: a file
// that cannot be opened, or a directory, is bad input.
func openInput(what, path string) (*os.File, error) {
	file, err := os.Open(path)
	if err != nil {
		return nil, usageErrorf("%s: %v", what, err)
	}
	if info, err := file.Stat(); err == nil && info.IsDir() {
		file.Close()
		return nil, usageErrorf("%s: %s is a directory: give the file in it", what, path)
	}
	return file, nil
}

// newProblemSheetsCmd builds `arbiter problem sheets`.
func newProblemSheetsCmd(f *Factory) *cobra.Command {
	opts := &problemSheetsOptions{IO: f.IO}
	opts.Tournament = func(ctx context.Context) (*tournament, error) { return f.Tournament(ctx, opts.DB, forReading) }
	cmd := &cobra.Command{
		Use:   "sheets --out FILE.pdf",
		Short: "Write a problem's sheets as PDF: the statement, the ranking, each solution",
		Long: `Write the sheets of a composition problem (RULES §9) in the rule set's
language: the statement the players get (what the kind asks, the time, the
letters, groups, or board and group), then, with --results, the ranking and
each player's solution as checked: every move or claimed scrabble with its
verdict, score and reasons, and the figures the kind ranks by.`,
		Example: `  arbiter problem sheets --out statement.pdf
  arbiter problem sheets --game 3 --results --out results.pdf`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return problemSheetsRun(cmd.Context(), opts)
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().IntVar(&opts.Game, "game", 0, "the problem's game `N` (default: the current game)")
	cmd.Flags().BoolVar(&opts.Results, "results", false, "add the ranking and every player's checked solution")
	cmd.Flags().StringVar(&opts.Out, "out", "", "the PDF `FILE` to write")
	_ = cmd.MarkFlagRequired("out")
	return cmd
}

// problemSheetsOptions are the dependencies and flags of `arbiter problem
// sheets`.
type problemSheetsOptions struct {
	IO         *IOStreams
	Tournament func(ctx context.Context) (*tournament, error)
	DB         string
	Game       int
	Results    bool
	Out        string
}

// problemSheetsRun writes the sheets opts ask for, as the problem's kind
// makes them: `report statement` or `report results`.
func problemSheetsRun(ctx context.Context, opts *problemSheetsOptions) error {
	t, err := opts.Tournament(ctx)
	if err != nil {
		return err
	}
	defer t.close()
	kind, err := t.Kind(ctx, opts.Game)
	if err != nil {
		return err
	}
	sheet := map[bool]string{false: "statement", true: "results"}[opts.Results]
	if sheets, err := t.Sheets(ctx, kind.Game); err != nil || !slices.Contains(sheets, sheet) {
		return cmp.Or(err, usageErrorf("game %d is no composition problem: start one with `problem start`", kind.Game))
	}
	own, err := t.OwnSheet(ctx, arbiter.SheetQuery{Game: opts.Game, Sheet: sheet})
	if err != nil {
		return err
	}
	layout, err := reports.OwnSheetLayout(t.RuleSet(), own)
	if err != nil {
		return err
	}
	return writeSheetPDF(opts.IO.Out, opts.Out, "problem sheets", t.RuleSet(), t.header(), layout.PDF)
}
