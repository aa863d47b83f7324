package main

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"strings"

	"arbiter/arbiter"
	"arbiter/arbiter/problem"
	"arbiter/arbiter/referee"
	"arbiter/reports"
	"arbiter/scoring"
)

// problemDemoFiles are the files `arbiter demo --discipline` leaves.
var problemDemoFiles = []string{"arbiter.db", "players.csv", "ranking.csv"}

// playProblem plays a composition problem of kind (RULES §9) with the
// simulated room: the problem started through the referee service (a
// Superscrabble board from a few tops of a game), every player's solution
// imported, the problem closed and ranked, the ranking written to dir.
func (d *demo) playProblem(ctx context.Context, dir string, kind problem.Kind) error {
	if kind == problem.PartidaSuperscrabble {
		return d.playPartida(ctx, dir)
	}
	t := d.t
	rs := t.RuleSet()
	start := problem.Start{Kind: kind, Seed: d.seed, At: d.f.Now()}
	if kind == problem.Superscrabble {
		b := d.room.Position(rs, d.deps, 5)
		start.Board = problem.Rows(&b)
	}
	evs, err := t.Run(ctx, start)
	if err != nil {
		return fmt.Errorf("demo: %w", err)
	}
	t.printEvents(evs)
	st := evs[0].(problem.Started).Statement
	if err := d.handIn(ctx, &st); err != nil {
		return err
	}
	return d.closeProblem(ctx, dir, kind)
}

// handIn imports the simulated room's solutions of st.
func (d *demo) handIn(ctx context.Context, st *problem.Statement) error {
	evs, err := d.t.RunAllSkipping(ctx, problem.Import(d.room.Solutions(d.t.RuleSet(), st, d.deps), nil, ""), problem.Recorded)
	if err != nil {
		return fmt.Errorf("demo: %w", err)
	}
	d.t.printEvents(evs)
	return nil
}

// closeProblem closes the problem of kind being played, prints its
// ranking and writes it to dir.
func (d *demo) closeProblem(ctx context.Context, dir string, kind problem.Kind) error {
	t, out := d.t, d.f.IO.Out
	if _, err := t.Run(ctx, problem.Close{}); err != nil {
		return fmt.Errorf("demo: %w", err)
	}
	fmt.Fprintln(out)
	rows, err := referee.Read(ctx, t.Service, 0, func(st *arbiter.State, g *arbiter.Game) ([]problem.Row, error) {
		_, rows, err := problem.Ranking(st, g.Number)
		return rows, err
	})
	if err != nil {
		return err
	}
	if err := reports.ProblemStandings(out, kind, rows, isTerminal(out)); err != nil {
		return err
	}
	var b bytes.Buffer
	if err := reports.ProblemRankingCSV(&b, kind, rows); err != nil {
		return err
	}
	if err := replaceFile("demo", filepath.Join(dir, "ranking.csv"), b.Bytes()); err != nil {
		return err
	}
	fmt.Fprintf(out, "\nWritten to %s: %s\n", dir, strings.Join(problemDemoFiles, ", "))
	return nil
}

// demoKind reads --discipline: "" for a game, else a kind the simulated
// room can solve.
func demoKind(discipline string, variant scoring.Variant) (problem.Kind, error) {
	if discipline == "" {
		return "", nil
	}
	kind, err := problem.ParseKind(discipline)
	switch {
	case err != nil:
		return "", usageErrorf("--discipline: %w", err)
	case variant != scoring.Classic:
		return "", usageErrorf("--discipline and --variant: a problem is no game of a variant")
	case !kind.OnBoard() && kind != problem.Integral && kind != problem.Partial && kind != problem.Sir:
		return "", usageErrorf("--discipline %s: the demo plays superscrabble, partida-superscrabble, integral, partial or sir", kind)
	}
	return kind, nil
}
