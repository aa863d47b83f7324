package free

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "update golden files")

// TestEvent_Golden plays an event like the demo's, 24 players over 8 rounds with
// a forfeit, a correction, a late entry and a withdrawal, and keeps its
// pairings, standings and crosstable in testdata/event24.golden: a change
// of the pairing or the ranking shows there as a diff to review.
func TestEvent_Golden(t *testing.T) {
	r := simulate(t, rand.New(rand.NewPCG(2015, 1)), 24, Settings{Rounds: 8}, true)
	var b bytes.Buffer
	for _, rd := range r.s.Rounds {
		fmt.Fprintf(&b, "round %d (%s)\n", rd.Number, rd.System)
		for _, g := range rd.Boards {
			if g.Bye() {
				fmt.Fprintf(&b, "  bye %d\n", g.Start)
				continue
			}
			fmt.Fprintf(&b, "  board %2d: %2d–%2d ranks %2d–%2d met %d avoided %v\n", g.Board.Board, g.Start, g.Reply, g.Why.StartRank, g.Why.ReplyRank, g.Why.Met, g.Why.Avoided)
		}
	}
	b.WriteString("standings\n")
	for _, st := range Standings(r.s, 8) {
		fmt.Fprintf(&b, "  %2d. %2d %-4s %4.1f %+5d for %4d coef %d.%03d games %d byes %d withdrawn %v\n", st.Rank, st.Player, st.Name, float64(st.Points2)/2, st.Spread, st.For, st.Coefficient/1000, st.Coefficient%1000, st.Games, st.Byes, st.Withdrawn)
	}
	b.WriteString("crosstable\n")
	for _, l := range Crosstable(r.s, 8) {
		fmt.Fprintf(&b, "  %2d", l.Player)
		for _, c := range l.Cells {
			switch {
			case c.Missed:
				b.WriteString("  missed   ")
			case c.Bye:
				b.WriteString("  bye      ")
			case !c.Played:
				b.WriteString("  -        ")
			default:
				side := "r"
				if c.Started {
					side = "s"
				}
				f := ""
				if c.Forfeit {
					f = "f"
				}
				fmt.Fprintf(&b, "  %2d%s%+5d%s", c.Opponent, side, c.Spread, f)
			}
		}
		b.WriteString("\n")
	}
	path := filepath.Join("testdata", "event24.golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(want, b.Bytes()) {
		t.Errorf("event differs from %s (go test -update to rewrite, then review):\n%s", path, b.String())
	}
}
