package main

import (
	"context"
	"fmt"

	"arbiter/arbiter/free"
)

// printMissing prints the boards of round n of the free-game event being
// played (the last one paired for 0) still without a result, one a line
// under a line that counts them, or a line saying every board has one.
func printMissing(ctx context.Context, f *Factory, db string, n int) error {
	t, err := f.Tournament(ctx, db, forReading)
	if err != nil {
		return err
	}
	defer t.close()
	st, err := t.freeState(ctx, 0)
	if err != nil {
		return err
	}
	if n, err = free.PairedRound(st, n); err != nil {
		return err
	}
	missing := free.Missing(st, n)
	if len(missing) == 0 {
		_, err := fmt.Fprintf(f.IO.Out, "round %d: every board has a result\n", n)
		return err
	}
	fmt.Fprintf(f.IO.Out, "round %d: %d of %d boards without a result\n", n, len(missing), boards(st, n))
	for _, g := range missing {
		fmt.Fprintf(f.IO.Out, "board %d: %s – %s\n", g.Board.Board, named(st, g.Start), named(st, g.Reply))
	}
	return nil
}

// boards returns how many boards round n of st has, the bye not counted.
func boards(st free.State, n int) int {
	r, _ := st.Round(n)
	count := 0
	for _, g := range r.Boards {
		if !g.Bye() {
			count++
		}
	}
	return count
}

// named writes player n of st by number and name: "7 POPESCU Ion".
func named(st free.State, n int) string {
	p, _ := st.Player(n)
	return fmt.Sprintf("%d %s", n, p.Name)
}
