package main

import (
	"cmp"
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/free"
	"arbiter/arbiter/free/gcg"
	"arbiter/arbiter/free/scoresheet"
)

// gameRecordOptions are the flags of `arbiter record`.
type gameRecordOptions struct {
	DB, Reason string
	Round      int
	Enter      bool
}

// newGameRecordCmd builds `arbiter record`.
func newGameRecordCmd(f *Factory) *cobra.Command {
	var opts gameRecordOptions
	cmd := &cobra.Command{
		Use:   "record BOARD FILE",
		Short: "Record a board's game, move by move, in the free-game event",
		Long: `Record the moves of the game played on BOARD of the free-game event (the last
round paired, or --round): FILE is a GCG file (Quackle, macondo, Woogles) or
a record as a scorekeeper types it (see ` + "`arbiter check --discipline liber`" + `);
"-" reads standard input. Its first player is the board's starter, unless
it names the board's two players by the event's names the other way round. The record
is checked move by move with the tournament's rule set and word list
(RULES §10.1) and refused, naming its line and the reason, when it does not
check out; nothing is recorded then. What the check found is printed, then
the final scores and the result to enter; --enter enters that result too,
in the same transaction, as ` + "`arbiter result`" + ` does. The same record again
changes nothing; another record of a board already recorded is a
correction and needs --reason (which corrects an entered result too).`,
		Example: `  arbiter record 3 board3.gcg
  arbiter record 3 board3.txt --round 2 --enter
  arbiter record 3 board3.gcg --reason "the scorekeeper skipped a turn"`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			board, err := strconv.Atoi(strings.TrimSpace(args[0]))
			if err != nil || board < 1 {
				return usageErrorf("board %q is not a board number (1, 2, …)", args[0])
			}
			text, err := readInputFile(f.IO, "record", args[1], gcg.MaxSize)
			if err != nil {
				return err
			}
			t, err := f.Tournament(cmd.Context(), opts.DB, forWriting)
			if err != nil {
				return err
			}
			defer t.close()
			evs, err := t.Run(cmd.Context(), scoresheet.RecordGame{Round: opts.Round, Board: board, Text: string(text), Enter: opts.Enter, Reason: opts.Reason})
			if err != nil {
				return err
			}
			t.printEvents(evs)
			if len(evs) == 0 {
				fmt.Fprintf(f.IO.Out, "board %d: the same record is recorded already\n", board)
			}
			return t.printRecorded(cmd.Context(), opts.Round, board, !opts.Enter)
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().Var((*roundValue)(&opts.Round), "round", "the board's `ROUND` (default: the last one paired)")
	cmd.Flags().BoolVar(&opts.Enter, "enter", false, "enter the board's result the record comes to")
	cmd.Flags().StringVar(&opts.Reason, "reason", "", "why a board's record, or its result, is corrected")
	return cmd
}

// printRecorded prints the check of the game recorded on board b of round
// r (0: the last one paired) of the current free-game event, and, when
// toEnter, the result to enter.
func (t *tournament) printRecorded(ctx context.Context, r, b int, toEnter bool) error {
	st, r, g, err := t.recordedGame(ctx, r, b)
	if err != nil {
		return err
	}
	lex, err := t.WordList(ctx)
	if err != nil {
		return err
	}
	rec, sheet, err := scoresheet.CheckRecord(t.RuleSet(), lex, *g.Record)
	if err != nil {
		return err
	}
	out := t.f.IO.Out
	printSheet(out, rec, sheet)
	if !toEnter {
		return nil
	}
	scores, err := scoresheet.Enterable(sheet.Result, r, b)
	if err != nil {
		fmt.Fprintln(out, arbiter.ErrorMessage(err))
		return nil
	}
	seats := scoresheet.Seats(rec, *st, g)
	fmt.Fprintf(out, "result to enter: arbiter result %d %d %d %d --round %d (or record again with --enter)\n", seats[0], scores[0], seats[1], scores[1], r)
	return nil
}

// recordedGame returns the current free-game event, the round r (the
// last one paired for 0) and its game on board b, refusing a board
// without a record.
func (t *tournament) recordedGame(ctx context.Context, r, b int) (*free.State, int, free.Game, error) {
	st, err := t.freeState(ctx, 0)
	if err != nil {
		return nil, 0, free.Game{}, err
	}
	r = cmp.Or(r, len(st.Rounds))
	g, err := st.GameOn(r, b)
	if err != nil {
		return nil, 0, free.Game{}, err
	}
	if g.Record == nil {
		return nil, 0, free.Game{}, arbiter.Errorf(arbiter.ENotFound, "round %d, board %d has no recorded game: record it with `arbiter record %d FILE --round %d`", r, b, b, r)
	}
	return &st, r, g, nil
}
