package main

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"

	"arbiter/arbiter"
	"arbiter/arbiter/free"
)

// demoFreeRounds is the number of rounds of the demo's free-game event,
// the first day of a national championship (RULES §10.2).
const demoFreeRounds = 8

// playFree plays a whole free-game event among the demo's players (RULES
// §10): eight rounds, round 1 by lot and Swiss after, on an odd field
// (a bye each round), the last player entering late in round 3, player 5
// withdrawing before round 6, a forfeit in round 4 and a round-2 result
// corrected once round 3 is paired; then the standings, written as PDF
// and CSV too.
func (d *demo) playFree(ctx context.Context, dir string, players int) error {
	st, err := d.t.State(ctx)
	if err != nil {
		return err
	}
	var field []free.Entry
	for _, p := range st.Players[:players-1] {
		field = append(field, free.Entry{Player: p.Table, Name: p.Name})
	}
	last := st.Players[players-1]
	rng := rand.New(rand.NewPCG(d.seed, 0x6c69626572))
	if err := d.free(ctx, free.Start{Settings: free.Settings{Rounds: demoFreeRounds}, Players: field}); err != nil {
		return err
	}
	for round := 1; round <= demoFreeRounds; round++ {
		switch round {
		case 3:
			err = d.free(ctx, free.Enter{Entry: free.Entry{Player: last.Table, Name: last.Name}})
		case 6:
			err = d.free(ctx, free.Withdraw{Player: 5, Reason: "left the tournament ill"})
		}
		if err != nil {
			return err
		}
		if err := d.freeRound(ctx, round, rng); err != nil {
			return fmt.Errorf("round %d: %w", round, err)
		}
	}
	if _, err := d.t.Run(ctx, arbiter.EndGame{Reason: "eight rounds played"}); err != nil {
		return err
	}
	return d.freeStandings(ctx, dir)
}

// freeRound pairs round, records the results of its boards, scores drawn
// from rng (a forfeit on round 4's last board; round 2's first result
// corrected after round 3 is paired), and prints a line about it.
func (d *demo) freeRound(ctx context.Context, round int, rng *rand.Rand) error {
	evs, err := d.t.Run(ctx, free.Act{Command: free.PairRound{Seed: d.seed}})
	if err != nil {
		return err
	}
	paired := evs[0].(free.RoundPaired)
	if round == 3 {
		if err := d.correctRound2(ctx); err != nil {
			return err
		}
	}
	bye, games := "none", 0
	for i, b := range paired.Boards {
		if b.Reply == 0 {
			bye = fmt.Sprint(b.Start)
			continue
		}
		games++
		c := free.Command(free.RecordResult{A: b.Start, ScoreA: 300 + rng.IntN(220), B: b.Reply, ScoreB: 300 + rng.IntN(200)})
		if round == 4 && i == len(paired.Boards)-1 {
			c = free.Forfeit{Absent: []int{b.Reply}}
		}
		if err := d.free(ctx, c); err != nil {
			return err
		}
	}
	fmt.Fprintf(d.f.IO.Out, "round %d (%s): %d games, bye %s\n", round, paired.System, games, bye)
	return nil
}

// correctRound2 corrects the first board's result of round 2: the
// scoresheet was added up wrong by ten points.
func (d *demo) correctRound2(ctx context.Context) error {
	g, err := d.t.Game(ctx, 0)
	if err != nil {
		return err
	}
	st, err := arbiter.StateOf[free.State](&g, free.Kind)
	if err != nil {
		return err
	}
	b := st.Rounds[1].Boards[0]
	return d.free(ctx, free.RecordResult{Round: 2, A: b.Start, ScoreA: b.StartScore + 10, B: b.Reply, ScoreB: b.ReplyScore,
		Reason: "the scoresheet was added up wrong"})
}

// free records c, a command of the free game, quietly.
func (d *demo) free(ctx context.Context, c free.Command) error {
	_, err := d.t.Run(ctx, free.Act{Command: c})
	return err
}

// freeStandings prints the event's standings and writes them into dir.
func (d *demo) freeStandings(ctx context.Context, dir string) error {
	layout, err := d.t.rankingOf(ctx, arbiter.RankingQuery{}, d.t.Ranking)
	if err != nil {
		return err
	}
	fmt.Fprintln(d.f.IO.Out)
	if err := layout.Table(d.f.IO.Out, isTerminal(d.f.IO.Out)); err != nil {
		return err
	}
	data, err := encodePDF(d.t.RuleSet(), d.t.header(), layout.PDF)
	if err != nil {
		return err
	}
	if err := replaceFile("demo", filepath.Join(dir, "ranking.pdf"), data); err != nil {
		return err
	}
	var b bytes.Buffer
	if err := layout.CSV(&b); err != nil {
		return err
	}
	if err := replaceFile("demo", filepath.Join(dir, "ranking.csv"), b.Bytes()); err != nil {
		return err
	}
	fmt.Fprintf(d.f.IO.Out, "\nWritten to %s: %s\n", dir, strings.Join([]string{"arbiter.db", "players.csv", "ranking.pdf", "ranking.csv"}, ", "))
	return nil
}
