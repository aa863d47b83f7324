package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/free"
	"arbiter/reports"
)

// maxPairingFile is the largest file of pairs `pair --manual` reads: far
// more than the boards of any round.
const maxPairingFile = 1 << 20

// pairCommand reads `arbiter pair`'s flags into the free game's command:
// the round paired by its system (again, for the reason again), or by
// hand from the file manual for reason (or again's reason, the last round
// again, its number set once the event is read).
func pairCommand(streams *IOStreams, cmd *cobra.Command, manual, again, reason string) (free.Command, error) {
	if manual == "" {
		if cmd.Flags().Changed("reason") {
			return nil, usageErrorf("--reason is the reason of a round paired by hand: give --manual FILE too (or --again REASON to pair the last round again)")
		}
		seed, err := cryptoSeed()
		return free.PairRound{Again: again != "", Reason: again, Seed: seed}, err
	}
	why := reason + again
	if strings.TrimSpace(why) == "" {
		return nil, usageErrorf("a round paired by hand needs a reason: --reason REASON (or --again REASON to pair the last round again)")
	}
	data, err := readInputFile(streams, "pairing", manual, maxPairingFile)
	if err != nil {
		return nil, err
	}
	pairs, err := pairLines(data)
	if err != nil {
		return nil, usageErrorf("%s %v", manual, err)
	}
	return free.SetPairing{Pairs: pairs, Reason: why}, nil
}

// pairLines reads a file of pairs, one board a line as [free.ParsePair]
// reads it (a line starting with # is a comment, commas count as blanks);
// an error names the line, and a player on two lines names both.
func pairLines(data []byte) ([][2]int, error) {
	var pairs [][2]int
	seen := map[int]int{}
	for i, line := range strings.Split(strings.ReplaceAll(string(data), "\r", "\n"), "\n") {
		line = strings.TrimSpace(strings.ReplaceAll(line, ",", " "))
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p, err := free.ParsePair(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", i+1, err)
		}
		for _, n := range p {
			if n == 0 {
				continue
			}
			if at, ok := seen[n]; ok {
				return nil, fmt.Errorf("line %d: player %d is paired on line %d already", i+1, n, at)
			}
			seen[n] = i + 1
		}
		pairs = append(pairs, p)
	}
	if len(pairs) == 0 {
		return nil, fmt.Errorf("holds no pair")
	}
	return pairs, nil
}

// lastRound returns the number of the last round paired of the free-game
// event being played, refused when none is.
func (t *tournament) lastRound(ctx context.Context) (int, error) {
	st, err := t.freeState(ctx, 0)
	if err != nil {
		return 0, err
	}
	if len(st.Rounds) == 0 {
		return 0, &refusedError{fmt.Errorf("no round of the free-game event is paired yet: nothing to pair again")}
	}
	return len(st.Rounds), nil
}

// writePairedJSON writes the round evs paired, as the event being played
// now has it, as JSON ([reports.WritePairingsJSON]).
func (t *tournament) writePairedJSON(ctx context.Context, evs []arbiter.Event) error {
	st, err := t.freeState(ctx, 0)
	if err != nil {
		return err
	}
	for _, e := range evs {
		if p, ok := e.(free.RoundPaired); ok {
			pairings, _ := reports.PairingsOf(st, p.Round)
			return reports.WritePairingsJSON(t.f.IO.Out, pairings)
		}
	}
	return nil
}

// printWhy prints why each board of the rounds evs paired was chosen.
func printWhy(w io.Writer, evs []arbiter.Event) {
	for _, e := range evs {
		if p, ok := e.(free.RoundPaired); ok {
			for _, b := range p.Boards {
				where := fmt.Sprintf("board %d", b.Board)
				if b.Reply == 0 {
					where = fmt.Sprintf("player %d", b.Start)
				}
				fmt.Fprintf(w, "%s: %s\n", where, b.Why)
			}
		}
	}
}

// newSwapCmd builds `arbiter swap`.
func newSwapCmd(f *Factory) *cobra.Command {
	var db, reason string
	var round int
	cmd := &cobra.Command{
		Use:   "swap PLAYER PLAYER --reason REASON",
		Short: "Swap two players' seats in a round of the free-game event",
		Long: `Swap the seats of two players in a round of the free-game event (the last
one paired, or --round), for a reason: each takes the other's board and
side (on one board, the other starts). Refused once either board has a
result.`,
		Example: `  arbiter swap 7 12 --reason "7 needs the table by the door"
  arbiter swap 3 9 --round 2 --reason "seated at the wrong boards"`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			var n [2]int
			for i, a := range args {
				var err error
				if n[i], err = parseTable(a); err != nil {
					return err
				}
			}
			if strings.TrimSpace(reason) == "" {
				return usageErrorf("swapping two players needs a reason: --reason REASON")
			}
			return freeAct(cmd.Context(), f, db, func(arbiter.State) (free.Command, error) {
				return free.Swap{Round: round, A: n[0], B: n[1], Reason: reason}, nil
			})
		},
	}
	addDBFlag(cmd, &db)
	cmd.Flags().StringVar(&reason, "reason", "", "why the players are swapped")
	cmd.Flags().Var((*roundValue)(&round), "round", "the `ROUND` (default: the last one paired)")
	return cmd
}
