package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/csvimport"
	"arbiter/arbiter/referee"
	"arbiter/arbiter/slipinput"
	"arbiter/reports"
)

// slipOptions are the dependencies, flags and arguments of `arbiter slip`,
// `arbiter slips import` and `arbiter slips enter`.
type slipOptions struct {
	IO *IOStreams
	// Tournament opens the tournament to record the slips in.
	Tournament func(ctx context.Context) (*tournament, error)

	DB       string
	Round    int
	Withdraw string
	Force    bool
	// Args are the words of the slip typed (`slip`), read as the game's
	// kind reads a slip; with --withdraw, Table is the table alone.
	Args  []string
	Table int
	// File is the CSV file of slips (`slips import`).
	File string
}

// newSlipOptions returns the options of a slip command of f, whose
// tournament is the one their --db names.
func newSlipOptions(f *Factory) *slipOptions {
	opts := &slipOptions{IO: f.IO}
	opts.Tournament = func(ctx context.Context) (*tournament, error) { return f.Tournament(ctx, opts.DB, forWriting) }
	return opts
}

// newSlipCmd builds `arbiter slip`.
func newSlipCmd(f *Factory) *cobra.Command { return newSlipCmdRun(f, nil) }

// newSlipCmdRun builds `arbiter slip`, calling runF instead of recording
// the slip when it is set (flag tests).
func newSlipCmdRun(f *Factory, runF func(*slipOptions) error) *cobra.Command {
	opts := newSlipOptions(f)
	cmd := &cobra.Command{
		Use:   "slip TABLE POSITION WORD SCORE | slip TABLE -",
		Short: "Record a player's slip and adjudicate it",
		Long: `Record the slip of the player at TABLE as written (RULES §5) and print its
verdict: valid or not and why, the score credited, and the technical
warning the rules give by themselves (wrong or missing score, unmarked
joker). "-" records no slip (0 points); leave SCORE out for a slip without
a score. The word is written as on the slip: a joker in lower case (or as
the letter followed by 0).

Entering a slip again for the same player and round corrects it: the last
one counts, the earlier ones stay in the log. The same slip twice changes
nothing. --round records a slip of an earlier round (RULES §4.5).

In an Anticipation game (RULES §8) the slip is typed as clauses separated
by ';': each move POSITION WORD SCORE in the order made (round 1: the
opening with group 1 first), "= TOTAL" after round 1's last move,
"anulez N" for "Anulez turul N", "PAS"; "-" is a slip with no move. The
player's whole sheet is adjudicated again with it (a cancellation changes
earlier rounds) and its total printed.`,
		Example: `  arbiter slip 12 H8 ZEFIRUL 90
  arbiter slip 7 8H zEFIRUL 84
  arbiter slip 9 -
  arbiter slip 12 H4 ZEFIRUL 92 --round 3
  arbiter slip 12 --withdraw "handed in after Stop"
  arbiter slip 12 "H8 AL 4; 8G BAR 11 = 15"
  arbiter slip 12 "PAS; anulez 3" --round 5`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if blankFlag(cmd, "withdraw", opts.Withdraw, "") {
				return usageErrorf("withdrawing a slip needs a reason: --withdraw REASON")
			}
			if opts.Withdraw != "" {
				if len(args) != 1 {
					return usageErrorf("--withdraw takes the table alone")
				}
				table, err := parseTable(args[0])
				if err != nil {
					return err
				}
				opts.Table = table
			} else {
				opts.Args = args
			}
			if runF != nil {
				return runF(opts)
			}
			return slipRun(cmd.Context(), opts)
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().Var((*roundValue)(&opts.Round), "round", "the slip's `ROUND` (default: the current round)")
	cmd.Flags().StringVar(&opts.Withdraw, "withdraw", "", "withdraw the player's slip, for this `REASON`")
	return cmd
}

// slipRun records the slip opts hold, or its withdrawal, and prints the
// verdict.
func slipRun(ctx context.Context, opts *slipOptions) error {
	t, err := opts.Tournament(ctx)
	if err != nil {
		return err
	}
	defer t.close()
	if opts.Withdraw != "" {
		return withdrawSlip(ctx, t, opts.Round, opts.Table, opts.Withdraw)
	}
	return enterTyped(ctx, t, opts.Args, opts.Round)
}

// withdrawSlip withdraws table's slip of round (0: the current one) for
// reason, as the current game's kind withdraws one, and prints what it
// recorded.
func withdrawSlip(ctx context.Context, t *tournament, round, table int, reason string) error {
	reader, err := t.SlipReader(ctx)
	if err != nil {
		return err
	}
	c, err := reader.Withdrawal(round, table, reason)
	if err != nil {
		return err
	}
	evs, err := t.Run(ctx, c)
	if err != nil {
		return err
	}
	t.printEvents(evs)
	return nil
}

// enterTyped decides and records the slip typed as words for round (0:
// the current one), read as the current game's kind reads a slip, entered
// now, and prints its verdict and the closed round's solo it changed.
func enterTyped(ctx context.Context, t *tournament, words []string, round int) error {
	reader, err := t.SlipReader(ctx)
	if err != nil {
		return err
	}
	slip, err := reader.SlipOfWords(words, slipinput.Entry{Round: round, Replace: true, At: t.f.Now()})
	if err != nil {
		return &usageError{err}
	}
	entry, err := t.EnterSlip(ctx, slip.Command)
	if err != nil {
		return err
	}
	if len(entry.Events) == 0 {
		fmt.Fprintf(t.f.IO.Out, "round %d, table %d: the same slip is already recorded; nothing changed\n", t.currentRound(round), slip.Table)
	}
	t.printEvents(entry.Events)
	for _, s := range entry.Solos {
		fmt.Fprintln(t.f.IO.Out, reports.SoloChangeText("en", s))
	}
	return nil
}

// newSlipsCmd builds `arbiter slips` and its subcommands.
func newSlipsCmd(f *Factory) *cobra.Command {
	return groupCmd("slips", "Record many slips: from a CSV file, or typed one per line",
		"  arbiter slips enter\n  arbiter slips import round7.csv",
		newSlipsImportCmdRun(f, nil), newSlipsEnterCmdRun(f, nil), newSlipsSheetCmd(f), newSlipsGridCmd(f))
}

// newSlipsImportCmdRun builds `arbiter slips import`, calling runF instead
// of importing the file when it is set (flag tests).
func newSlipsImportCmdRun(f *Factory, runF func(*slipOptions) error) *cobra.Command {
	opts := newSlipOptions(f)
	cmd := &cobra.Command{
		Use:   "import FILE.csv",
		Short: "Record and adjudicate the slips of a CSV file",
		Long: `Record the slips of a CSV file (UTF-8) with the columns

  round,table,position,word,score

or, for a Tactic game (RULES §7.6), the nine columns

  round,table,position,word,score,position2,word2,score2,total

(the second move, its score and the round's total; blank for a slip of one
move), for rounds of the current game, a first line starting with "round"
being a header. A line whose position or word is "-" (round,table,- will
do), or with neither position nor word, is no slip, whatever its other
columns hold; an empty score is a slip without a score. When a file holds
several lines for one player and round, the last one counts.

Each round's slips are recorded in one transaction, after the whole file
has been read and adjudicated: a wrong line records nothing, and an import
interrupted (a crash, a power cut) leaves every round either all recorded
or untouched. Slips identical to those already recorded are skipped, so
importing the same file again changes nothing, and completes an import
that was interrupted.

A line that would replace a slip recorded otherwise (a correction typed
after an earlier import of the file, a withdrawal) is never taken silently:
the import names every such slip and records nothing. --force records the
file's slips in their place.

In an Anticipation game (RULES §8) the file has three columns,

  round,table,slip

the slip as typed for "arbiter slip" (H8 AL 4; 8G BAR 11 = 15), and the
whole file is recorded in one transaction, or nothing.

A file holds at most 16 MiB and 100,000 slips.`,
		Example: `  arbiter slips import round7.csv
  arbiter slips import game1.csv --db cupa.db
  arbiter slips import game1-fixed.csv --force`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.File = args[0]
			if runF != nil {
				return runF(opts)
			}
			return importRun(cmd.Context(), opts)
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().BoolVar(&opts.Force, "force", false, "replace recorded slips the file writes otherwise (corrections, withdrawals)")
	return cmd
}

// importRun reads the slips of opts.File as the current game's kind reads
// a file, adjudicates every one, then records them one transaction per
// batch.
func importRun(ctx context.Context, opts *slipOptions) error {
	data, err := readInputFile(opts.IO, "slips", opts.File, csvimport.MaxFileBytes)
	if err != nil {
		return err
	}
	t, err := opts.Tournament(ctx)
	if err != nil {
		return err
	}
	defer t.close()
	reader, err := t.SlipReader(ctx)
	if err != nil {
		return err
	}
	file, err := reader.SlipsOfFile(bytes.NewReader(data))
	if err != nil {
		return usageErrorf("%s %v", opts.File, err)
	}
	n, err := t.ImportSlips(ctx, file, opts.Force)
	if ie, ok := errors.AsType[*referee.ItemError](err); ok {
		return fmt.Errorf("%s line %d: %w", opts.File, file.Line(ie.Index), ie.Err)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(opts.IO.Out, "%s: %d %s in %d %s: %d recorded, %d corrected, %d already recorded; new verdicts: %d invalid or no slip, %d %s\n",
		opts.File, n.Slips, arbiter.Plural(n.Slips, "slip"), n.Rounds, arbiter.Plural(n.Rounds, "round"), n.Recorded, n.Corrected, n.Unchanged,
		n.Invalid, n.Warned, arbiter.Plural(n.Warned, "technical warning"))
	return nil
}

// newSlipsEnterCmdRun builds `arbiter slips enter`, calling runF instead of
// reading slips when it is set (flag tests).
func newSlipsEnterCmdRun(f *Factory, runF func(*slipOptions) error) *cobra.Command {
	opts := newSlipOptions(f)
	cmd := &cobra.Command{
		Use:   "enter",
		Short: "Type slips one per line and get each verdict at once",
		Long: `Read slips from standard input, one per line as for "arbiter slip":

  TABLE POSITION WORD SCORE
  TABLE -

(in an Anticipation game, TABLE and its moves separated by ';', as for
"arbiter slip") and answer each at once with its verdict, the score
credited and any warning. Each line is recorded in its own transaction as
soon as it is read. A wrong line is reported and skipped; the others go
on. Blank lines and lines starting with # are ignored. The exit status is that of the
first wrong line, if any.

The session keeps to the round it started in (the current one, or
--round): when another terminal closes it and draws the next rack, the
slips typed after are still that round's, judged on its rack and board,
and each says the round is closed.`,
		Example: `  arbiter slips enter
  arbiter slips enter --round 4 < corrections.txt`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if runF != nil {
				return runF(opts)
			}
			return enterRun(cmd.Context(), opts)
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().Var((*roundValue)(&opts.Round), "round", "the slips' `ROUND` (default: the round current when the session starts)")
	return cmd
}

// lineErrors reports the lines `slips enter` could not record; it unwraps
// to the first line's error, which sets the exit status.
type lineErrors struct {
	lines []int
	total int
	first error
}

func (e *lineErrors) Error() string {
	nums := make([]string, len(e.lines))
	for i, n := range e.lines {
		nums[i] = strconv.Itoa(n)
	}
	return fmt.Sprintf("%d of %d slips not recorded (line %s)", len(e.lines), e.total, strings.Join(nums, ", "))
}

func (e *lineErrors) Unwrap() error { return e.first }

// enterRun records the slips typed on opts.IO.In, one a line, each in its
// own transaction, and prints each verdict.
func enterRun(ctx context.Context, opts *slipOptions) error {
	t, err := opts.Tournament(ctx)
	if err != nil {
		return err
	}
	defer t.close()
	// The session is pinned to the round it starts in: a round closed and
	// a rack drawn from another terminal meanwhile must not make a late
	// slip be judged against a rack it was not written for.
	round := t.currentRound(opts.Round)
	if in, ok := opts.IO.In.(*os.File); ok && isTerminal(in) {
		fmt.Fprintf(opts.IO.ErrOut, "round %d: type one slip a line, as for arbiter slip (TABLE - for no slip); Ctrl-D ends\n", round)
	}
	failed := &lineErrors{}
	sc := newLineReader(opts.IO.In)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if !sc.TooLong() && (text == "" || strings.HasPrefix(text, "#")) {
			continue
		}
		failed.total++
		err := usageErrorf("longer than %d KiB: not a slip (nothing recorded from it)", maxLine>>10)
		if !sc.TooLong() {
			err = enterTyped(ctx, t, strings.Fields(text), round)
		}
		if err == nil {
			continue
		}
		fmt.Fprintf(opts.IO.ErrOut, "line %d: %v\n", line, err)
		if failed.first == nil {
			failed.first = err
		}
		failed.lines = append(failed.lines, line)
	}
	if err := sc.Err(); err != nil {
		return usageErrorf("reading slips: %v", err)
	}
	if failed.first != nil {
		return failed
	}
	return nil
}

// roundValue is a --round flag: a round number, 1, 2, …; 0 (the flag not
// given) means the current round.
type roundValue int

func (v *roundValue) String() string { return strconv.Itoa(int(*v)) }

func (v *roundValue) Set(s string) error {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 1 {
		return fmt.Errorf("%q is not a round number (1, 2, …)", s)
	}
	*v = roundValue(n)
	return nil
}

func (v *roundValue) Type() string { return "int" }
