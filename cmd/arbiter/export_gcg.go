package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/free"
	"arbiter/arbiter/free/gcg"
	"arbiter/arbiter/free/scoresheet"
)

// exportGCGOptions are the flags of `arbiter export gcg`.
type exportGCGOptions struct {
	DB, Out      string
	Round, Board int
}

// newExportGCGCmd builds `arbiter export gcg`.
func newExportGCGCmd(f *Factory) *cobra.Command {
	var opts exportGCGOptions
	cmd := &cobra.Command{
		Use:   "gcg",
		Short: "Export the free-game event's recorded games as GCG files",
		Long: `Write the games recorded with ` + "`arbiter record`" + ` as GCG files, the game record
format of Quackle, macondo and Woogles: the event's names of the players
(in the record's order), every turn with its right score and total, a
play taken off as its line and a withdrawal, the racks counted at the end.
With --board, that board's game of the last round paired (or --round) to
--out FILE or standard output; without it, every game recorded (of --round
only, if given) to --out DIR, one file a game, round-R-board-B.gcg.`,
		Example: `  arbiter export gcg --board 3 --out board3.gcg
  arbiter export gcg --round 2 --out games`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if opts.Board == 0 && opts.Out == "" {
				return usageErrorf("export gcg: say where to write the games with --out DIR, or name one with --board")
			}
			if opts.Board == 0 {
				if err := checkOutDir("export gcg", opts.Out); err != nil {
					return err
				}
			}
			t, err := f.Tournament(cmd.Context(), opts.DB, forReading)
			if err != nil {
				return err
			}
			defer t.close()
			if opts.Board != 0 {
				st, r, g, err := t.recordedGame(cmd.Context(), opts.Round, opts.Board)
				if err != nil {
					return err
				}
				data, err := t.gcgOf(st, r, g)
				if err != nil {
					return err
				}
				return writeOut(f.IO.Out, opts.Out, storePath(f, opts.DB), data, "export gcg")
			}
			return t.exportGCGs(cmd.Context(), opts)
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().Var((*roundValue)(&opts.Round), "round", "the games' `ROUND` (default: with --board the last one paired, else every round)")
	cmd.Flags().IntVar(&opts.Board, "board", 0, "the `BOARD` whose game to write")
	cmd.Flags().StringVarP(&opts.Out, "out", "o", "", "the `FILE` (with --board) or DIRectory to write to")
	return cmd
}

// exportGCGs writes every game recorded (of opts.Round, if set) to the
// directory opts.Out.
func (t *tournament) exportGCGs(ctx context.Context, opts exportGCGOptions) error {
	st, err := t.freeState(ctx, 0)
	if err != nil {
		return err
	}
	written := 0
	for _, r := range st.Rounds {
		if opts.Round != 0 && r.Number != opts.Round {
			continue
		}
		for _, g := range r.Boards {
			if g.Record == nil {
				continue
			}
			data, err := t.gcgOf(&st, r.Number, g)
			if err != nil {
				return fmt.Errorf("round %d, board %d: %w", r.Number, g.Board.Board, err)
			}
			if err := os.MkdirAll(opts.Out, 0o755); err != nil {
				return usageErrorf("export gcg: %v", err)
			}
			file := filepath.Join(opts.Out, fmt.Sprintf("round-%d-board-%d.gcg", r.Number, g.Board.Board))
			if err := replaceFile("export gcg", file, data); err != nil {
				return err
			}
			written++
		}
	}
	if written == 0 {
		return arbiter.Errorf(arbiter.ENotFound, "no game is recorded%s: record one with `arbiter record BOARD FILE`", roundSaid(opts.Round))
	}
	_, err = fmt.Fprintf(t.f.IO.Out, "export gcg: %d games written to %s\n", written, opts.Out)
	return err
}

// roundSaid names round r for a message, nothing for 0.
func roundSaid(r int) string {
	if r == 0 {
		return ""
	}
	return " in round " + strconv.Itoa(r)
}

// gcgOf returns the GCG file of the game g recorded on board of round r
// of the event st, its players named as in the event, in the record's
// order ([scoresheet.Seats]).
func (t *tournament) gcgOf(st *free.State, r int, g free.Game) ([]byte, error) {
	rec, sheet, err := scoresheet.CheckRecord(t.RuleSet(), nil, *g.Record)
	if err != nil {
		return nil, err
	}
	var players []gcg.Player
	for _, n := range scoresheet.Seats(rec, *st, g) {
		p, _ := st.Player(n)
		players = append(players, gcg.Player{Nick: "p" + strconv.Itoa(n), Name: p.Name})
	}
	out, err := scoresheet.ToGCG(sheet, players)
	if err != nil {
		return nil, err
	}
	out.Pragmas = append(out.Pragmas, gcg.Pragma{Name: "title", Value: t.Tournament().Name},
		gcg.Pragma{Name: "description", Value: fmt.Sprintf("round %d, board %d", r, g.Board.Board)})
	var b bytes.Buffer
	if err := gcg.Write(&b, out); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
