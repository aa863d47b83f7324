package main

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/kinds"
	"arbiter/arbiter/problem"
	"arbiter/arbiter/referee"
	"arbiter/arbiter/simulation"
	"arbiter/scoring"
	"arbiter/store"
)

// BenchmarkProblemCheck100 times the check of a room of 100 solutions
// through the referee service, as `problem import` records them: each
// sheet read with the problem's letters, checked (RULES §9) and recorded,
// in one transaction on a store in memory, with the embedded ro list.
func BenchmarkProblemCheck100(b *testing.B) {
	rs, graph := embeddedRo(b)
	deps := kinds.NewDeps(rs, graph)
	opts := referee.Options{Deps: func(context.Context, arbiter.TournamentCreated, *scoring.RuleSet) (arbiter.Deps, error) {
		return deps, nil
	}}
	for _, kind := range []problem.Kind{problem.Superscrabble, problem.Partial, problem.Integral} {
		b.Run(string(kind), func(b *testing.B) {
			ctx := context.Background()
			for range b.N {
				b.StopTimer()
				svc, err := referee.Open(ctx, store.NewMemory(), opts)
				if err != nil {
					b.Fatal(err)
				}
				room := simulation.NewRoom(100, rand.New(rand.NewPCG(9, 9)))
				start := problem.Start{Kind: kind, Seed: 9, At: time.Now()}
				if kind == problem.Superscrabble {
					board := room.Position(rs, deps, 5)
					start.Board = problem.Rows(&board)
				}
				if _, err := svc.Run(ctx, arbiter.CreateTournament{Name: "Bench", RuleSet: "ro"}); err != nil {
					b.Fatal(err)
				}
				if _, err := svc.RegisterPlayers(ctx, simulation.Players(100)); err != nil {
					b.Fatal(err)
				}
				evs, err := svc.Run(ctx, start)
				if err != nil {
					b.Fatal(err)
				}
				st := evs[0].(problem.Started).Statement
				solutions := room.Solutions(rs, &st, deps)
				b.StartTimer()
				if evs, err := svc.RunAllSkipping(ctx, problem.Import(solutions, nil, ""), problem.Recorded); err != nil || len(evs) != 100 {
					b.Fatalf("%d recorded: %v", len(evs), err)
				}
			}
		})
	}
}

// BenchmarkProblemDraw times the draw of each kind's letters as `problem
// start` decides it (RULES §9.10), with the embedded ro list: sir's first 7
// checked with the move generator, Superscrabble's group redrawn until it
// makes a scrabble on a board of five tops. Each iteration is another seed.
func BenchmarkProblemDraw(b *testing.B) {
	rs, graph := embeddedRo(b)
	deps := kinds.NewDeps(rs, graph)
	s, err := arbiter.Replay([]arbiter.Event{arbiter.TournamentCreated{Name: "Bench", RuleSet: "ro"}})
	if err != nil {
		b.Fatal(err)
	}
	room := simulation.NewRoom(1, rand.New(rand.NewPCG(9, 9)))
	board := room.Position(rs, deps, 5)
	for _, kind := range problem.Kinds() {
		b.Run(string(kind), func(b *testing.B) {
			seed := uint64(0)
			for b.Loop() {
				seed++
				c := problem.Start{Kind: kind, Seed: seed}
				if kind == problem.Superscrabble {
					c.Board = problem.Rows(&board)
				}
				if _, err := arbiter.Decide(s, c, deps); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
