package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"arbiter/arbiter/problem"
)

// newProblemPlaceCmd builds `arbiter problem place`.
func newProblemPlaceCmd(f *Factory) *cobra.Command {
	opts := newProblemOptions(f)
	var place problem.PlaceScrabble
	cmd := &cobra.Command{
		Use:   "place POSITION WORD | --top",
		Short: "Partida de Superscrabble: place the chosen scrabble and start the next round",
		Long: `End the round being played of a Partida de Superscrabble (RULES §9.8): the
scrabble the referee chose (POSITION WORD, jokers in lower case), or with
--top the one the program proposes, the top-scoring, is placed on the board,
and the next round starts now on the new board with a group drawn from the
seed, or --letters typed; it must allow a scrabble there (RULES §9.10). A move
that is not a scrabble of the round's group, or a placement in the last
round announced (close the game with ` + "`problem close`" + ` then), is refused and
nothing is recorded.`,
		Example: `  arbiter problem place G2 DEPUNERi
  arbiter problem place --top --letters AIINTTT --minutes 15`,
		Args: func(cmd *cobra.Command, args []string) error {
			if place.Top != (len(args) == 0) {
				return usageErrorf("give the scrabble placed, POSITION WORD, or --top for the top-scoring one")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			return problemPlaceRun(cmd.Context(), opts, place, args, cmd.Flags().Changed("seed"))
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().BoolVar(&place.Top, "top", false, "place the top-scoring scrabble, the program's proposal")
	cmd.Flags().StringVar(&place.Letters, "letters", "", "the next round's group `LETTERS` the referee drew ('?' a joker) instead of the program's draw")
	cmd.Flags().Uint64Var(&place.Seed, "seed", 0, "the next group's draw seed `N` (default: random)")
	cmd.Flags().IntVar(&place.Minutes, "minutes", 0, "the next round's time, 5–15 (default: the game's)")
	return cmd
}

// problemPlaceRun records the placement c with the scrabble of args.
func problemPlaceRun(ctx context.Context, opts *problemOptions, c problem.PlaceScrabble, args []string, seedGiven bool) error {
	c.Play = strings.Join(args, " ")
	if !seedGiven && c.Letters == "" {
		seed, err := cryptoSeed()
		if err != nil {
			return err
		}
		c.Seed = seed
	}
	c.At = opts.Now()
	_, err := record(ctx, opts.Tournament, c)
	return err
}

// partidaDemoRounds is the number of rounds the demo's Partida announces.
const partidaDemoRounds = 3

// playPartida plays a Partida de Superscrabble (RULES §9.8) with the
// simulated room: a 2-letter word to start, in each round every player's
// solutions imported and the program's proposal placed, then the game
// closed and ranked, the ranking written to dir.
func (d *demo) playPartida(ctx context.Context, dir string) error {
	t, rs := d.t, d.t.RuleSet()
	opening, ok := d.room.Opening(rs, d.deps)
	if !ok {
		return errors.New("demo: the word list gives no 2-letter word to start with")
	}
	evs, err := t.Run(ctx, problem.Start{Kind: problem.PartidaSuperscrabble, Seed: d.seed,
		Moves: rs.FormatMove(opening), Rounds: partidaDemoRounds, At: d.f.Now()})
	if err != nil {
		return fmt.Errorf("demo: %w", err)
	}
	for k := 1; ; k++ {
		t.printEvents(evs)
		st := evs[len(evs)-1].(problem.RoundStarted).Statement
		if err := d.handIn(ctx, &st); err != nil {
			return err
		}
		if k == partidaDemoRounds {
			return d.closeProblem(ctx, dir, problem.PartidaSuperscrabble)
		}
		if evs, err = t.Run(ctx, problem.PlaceScrabble{Top: true, Seed: d.seed + uint64(k), At: d.f.Now()}); err != nil {
			return fmt.Errorf("demo: %w", err)
		}
	}
}
