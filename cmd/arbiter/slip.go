package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/referee"
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
	// Slip is the slip typed on the command line (`slip`); with --withdraw
	// only its table is set.
	Slip arbiter.EnterSlip
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
nothing. --round records a slip of an earlier round (RULES §4.5).`,
		Example: `  arbiter slip 12 H8 ZEFIRUL 90
  arbiter slip 7 8H zEFIRUL 84
  arbiter slip 9 -
  arbiter slip 12 H4 ZEFIRUL 92 --round 3
  arbiter slip 12 --withdraw "handed in after Stop"`,
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
				opts.Slip = arbiter.EnterSlip{Table: table, Round: opts.Round}
			} else {
				c, err := parseSlip(slipFields(args))
				if err != nil {
					return &usageError{err}
				}
				c.Round = opts.Round
				opts.Slip = c
			}
			if runF != nil {
				return runF(opts)
			}
			return slipRun(cmd.Context(), opts)
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().IntVar(&opts.Round, "round", 0, "the slip's `ROUND` (default: the current round)")
	cmd.Flags().StringVar(&opts.Withdraw, "withdraw", "", "withdraw the player's slip, for this `REASON`")
	return cmd
}

// slipRun records the slip opts hold, or its withdrawal, and prints the
// verdict.
func slipRun(ctx context.Context, opts *slipOptions) error {
	if opts.Withdraw != "" {
		_, err := record(ctx, opts.Tournament, arbiter.WithdrawSlip{Round: opts.Slip.Round, Table: opts.Slip.Table, Reason: opts.Withdraw})
		return err
	}
	t, err := opts.Tournament(ctx)
	if err != nil {
		return err
	}
	defer t.close()
	return enterSlip(ctx, t, opts.Slip)
}

// enterSlip decides and records one slip and prints its verdict.
func enterSlip(ctx context.Context, t *tournament, c arbiter.EnterSlip) error {
	evs, err := t.Run(ctx, c)
	if err != nil {
		return err
	}
	round := t.currentRound(c.Round)
	if len(evs) == 0 {
		fmt.Fprintf(t.f.IO.Out, "round %d, table %d: the same slip is already recorded; nothing changed\n", round, c.Table)
	}
	t.printEvents(evs)
	if st := t.Current(); st.CurrentGame() != nil {
		if r := st.CurrentGame().Round(round); r != nil && r.Closed && len(evs) > 0 {
			fmt.Fprintf(t.f.IO.Out, "round %d is closed: the slip is recorded late, judged on round %d's board and rack (RULES §4.5)\n", round, round)
		}
	}
	return nil
}

// parseSlip reads a slip from its fields: TABLE POSITION WORD [SCORE], or
// TABLE - for no slip, or a Tactic slip (RULES §7.6): TABLE POSITION WORD
// [SCORE] / [POSITION2 WORD2 [SCORE2]] [= TOTAL].
func parseSlip(fields []string) (arbiter.EnterSlip, error) {
	if len(fields) == 0 {
		return arbiter.EnterSlip{}, errors.New("empty slip: write TABLE POSITION WORD SCORE, or TABLE - for no slip")
	}
	table, err := parseTable(fields[0])
	if err != nil {
		return arbiter.EnterSlip{}, err
	}
	c := arbiter.EnterSlip{Table: table}
	if slices.Contains(fields, "/") {
		return parseTacticSlip(c, fields[1:])
	}
	switch {
	case len(fields) == 2 && fields[1] == "-":
		c.None = true
	case (len(fields) == 3 || len(fields) == 4) && fields[1] != "-":
		c.Position, c.Word = fields[1], fields[2]
		if len(fields) == 4 {
			if c.Score, err = slipFigure(table, "score", fields[3]); err != nil {
				return c, err
			}
		}
	default:
		return c, fmt.Errorf("table %d: %q is not POSITION WORD SCORE, nor - for no slip", table, strings.Join(fields[1:], " "))
	}
	return c, nil
}

// slipFigure checks a figure typed from a slip: digits only. A score typed
// with a stray character ("66,", "6O") is the referee's typo, not the
// player's wrong score: a technical warning must not come of it (RULES §5).
func slipFigure(table int, what, s string) (string, error) {
	if strings.Trim(s, "0123456789") != "" {
		return "", fmt.Errorf("table %d: %s %q is not a number: type the %s in digits, or leave it out for a slip without a %s", table, what, s, what, what)
	}
	return s, nil
}

// parseTacticSlip reads the fields of a Tactic slip after the table (RULES
// §7.6): POSITION WORD [SCORE] / [POSITION2 WORD2 [SCORE2]] [= TOTAL].
func parseTacticSlip(c arbiter.EnterSlip, fields []string) (arbiter.EnterSlip, error) {
	bad := fmt.Errorf("table %d: %q is not a Tactic slip: POSITION WORD SCORE / POSITION2 WORD2 SCORE2 = TOTAL",
		c.Table, strings.Join(fields, " "))
	at := slices.Index(fields, "/")
	first, rest := fields[:at], fields[at+1:]
	var total []string
	if eq := slices.Index(rest, "="); eq >= 0 {
		rest, total = rest[:eq], rest[eq+1:]
	}
	if len(first) < 2 || len(first) > 3 || len(rest) == 1 || len(rest) > 3 || len(total) > 1 || slices.Contains(rest, "/") {
		return c, bad
	}
	var err error
	c.Position, c.Word = first[0], first[1]
	if len(first) == 3 {
		if c.Score, err = slipFigure(c.Table, "first score", first[2]); err != nil {
			return c, err
		}
	}
	if len(rest) >= 2 {
		c.Position2, c.Word2 = rest[0], rest[1]
	}
	if len(rest) == 3 {
		if c.Score2, err = slipFigure(c.Table, "second score", rest[2]); err != nil {
			return c, err
		}
	}
	if len(total) == 1 {
		if c.Total, err = slipFigure(c.Table, "total", total[0]); err != nil {
			return c, err
		}
	}
	return c, nil
}

// slipFields returns the fields of a slip typed on the command line: the
// arguments themselves, or, for a Tactic slip written as TABLE "MOVE1
// SCORE1" "MOVE2 SCORE2" [TOTAL], the fields parseSlip reads.
func slipFields(args []string) []string {
	if len(args) < 3 || len(args) > 4 || !strings.Contains(args[1], " ") {
		return args
	}
	fields := append([]string{args[0]}, strings.Fields(args[1])...)
	fields = append(append(fields, "/"), strings.Fields(args[2])...)
	if len(args) == 4 {
		fields = append(fields, "=", args[3])
	}
	return fields
}

// newSlipsCmd builds `arbiter slips` and its subcommands.
func newSlipsCmd(f *Factory) *cobra.Command {
	return groupCmd("slips", "Record many slips: from a CSV file, or typed one per line",
		"  arbiter slips enter\n  arbiter slips import round7.csv",
		newSlipsImportCmdRun(f, nil), newSlipsEnterCmdRun(f, nil))
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
being a header. A line with neither position nor word, or with the word
"-", is no slip; an empty score is a slip without a score. When a file holds
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
file's slips in their place.`,
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

// csvSlip is a slip read from a line of a CSV file.
type csvSlip struct {
	line int
	arbiter.EnterSlip
}

// readSlips reads a slips CSV file: round,table,position,word,score per
// line, an optional header line starting with "round". Errors name the line.
func readSlips(r io.Reader) ([]csvSlip, error) {
	var slips []csvSlip
	err := readCSV(r, "round", nil, func(line int, row []string) error {
		if len(row) < 4 || len(row) > 5 && len(row) != 9 {
			return fmt.Errorf("%d columns, want round,table,position,word,score (and position2,word2,score2,total for Tactic)", len(row))
		}
		round, err := strconv.Atoi(strings.TrimSpace(row[0]))
		if err != nil || round < 1 {
			return fmt.Errorf("round %q is not a round number (1, 2, …)", row[0])
		}
		fields := []string{row[1], strings.TrimSpace(row[2]), strings.TrimSpace(row[3])}
		if len(row) >= 5 {
			fields = append(fields, strings.TrimSpace(row[4]))
		}
		if (fields[1] == "" && fields[2] == "") || fields[2] == "-" {
			fields = []string{row[1], "-"}
		} else if len(row) == 9 && strings.TrimSpace(strings.Join(row[5:], "")) != "" {
			fields = append(fields, "/")
			for _, cell := range row[5:8] {
				if cell = strings.TrimSpace(cell); cell != "" {
					fields = append(fields, cell)
				}
			}
			if total := strings.TrimSpace(row[8]); total != "" {
				fields = append(fields, "=", total)
			}
		}
		c, err := parseSlip(fields)
		if err != nil {
			return err
		}
		c.Round = round
		slips = append(slips, csvSlip{line, c})
		return nil
	})
	return slips, err
}

// importRun reads the slips of opts.File, adjudicates every one, then
// records them one transaction per round.
func importRun(ctx context.Context, opts *slipOptions) error {
	file, err := os.Open(opts.File)
	if err != nil {
		return usageErrorf("slips: %v", err)
	}
	defer file.Close()
	slips, err := readSlips(file)
	if err != nil {
		return usageErrorf("%s %v", opts.File, err)
	}
	t, err := opts.Tournament(ctx)
	if err != nil {
		return err
	}
	defer t.close()
	cmds := make([]arbiter.EnterSlip, len(slips))
	for i, s := range slips {
		cmds[i] = s.EnterSlip
	}
	n, err := t.ImportSlips(ctx, cmds, opts.Force)
	if ie, ok := errors.AsType[*referee.ItemError](err); ok {
		return fmt.Errorf("%s line %d: %w", opts.File, slips[ie.Index].line, ie.Err)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(opts.IO.Out, "%s: %d slips in %d rounds: %d recorded, %d corrected, %d already recorded; new verdicts: %d invalid or no slip, %d technical warnings\n",
		opts.File, n.Slips, n.Rounds, n.Recorded, n.Corrected, n.Unchanged, n.Invalid, n.Warned)
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

and answer each at once with its verdict, the score credited and any
warning. Each line is recorded in its own transaction as soon as it is
read. A wrong line is reported and skipped; the others go on. Blank lines
and lines starting with # are ignored. The exit status is that of the
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
	cmd.Flags().IntVar(&opts.Round, "round", 0, "the slips' `ROUND` (default: the round current when the session starts)")
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
		fmt.Fprintf(opts.IO.ErrOut, "round %d: type TABLE POSITION WORD SCORE, or TABLE - for no slip, one a line; Ctrl-D ends\n", round)
	}
	failed := &lineErrors{}
	sc := bufio.NewScanner(opts.IO.In)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		failed.total++
		c, err := parseSlip(strings.Fields(text))
		if err != nil {
			err = &usageError{err}
		} else {
			c.Round = round
			err = enterSlip(ctx, t, c)
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
