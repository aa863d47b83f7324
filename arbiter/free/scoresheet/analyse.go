package scoresheet

import (
	"fmt"

	"arbiter/scoring"
	"arbiter/scoring/solver"
)

// Missed is one play of a record with its rack set beside the best-scoring
// play that rack allowed on that board: the points the play scored, the
// best score, and the points left (score only: no leave, no strategy).
type Missed struct {
	Line   int
	Player int
	Played scoring.Move
	Best   scoring.Move // the first of the solver's top plays; zero when the rack had none
	Scored int
	Top    int
	Left   int
}

// Analysis is every play of a record with a rack beside the best, and
// each player's points scored by those plays and allowed by their racks.
type Analysis struct {
	Plays  []Missed
	Scored []int
	Top    []int
}

// Analyse sets each play of the checked sheet whose rack was written
// beside the solver's best-scoring play of that rack on the board before
// it. A play taken off scores 0 beside the best; plays without a rack, and
// exchanges and passes, are left out.
func Analyse(rs *scoring.RuleSet, gen *solver.Generator, sheet *Sheet) Analysis {
	n := 0
	for _, c := range sheet.Turns {
		n = max(n, c.Turn.Player+1)
	}
	a := Analysis{Scored: make([]int, n), Top: make([]int, n)}
	for _, c := range sheet.Turns {
		t := c.Turn
		if t.Kind != Play || t.Rack == "" || c.After {
			continue
		}
		rack, err := rs.ParseRack(t.Rack)
		if err != nil {
			continue // Check read every rack it kept: this one was read there
		}
		m := Missed{Line: t.Line, Player: t.Player, Played: c.Move, Scored: c.Points - t.Bonus}
		if top := gen.Top(&c.Before, rack); len(top) > 0 {
			m.Best, m.Top = top[0], top[0].Score
		}
		m.Left = max(m.Top-m.Scored, 0)
		a.Plays = append(a.Plays, m)
		a.Scored[t.Player] += m.Scored
		a.Top[t.Player] += m.Top
	}
	return a
}

// Summary says what player p's plays scored beside what their racks
// allowed, labelled as a comparison of scores only, as in "scored 412 of
// the 688 points the racks allowed, 276 left (the best score of each rack
// on its board, not the best play: no leave, no strategy)".
func (a Analysis) Summary(p int) string {
	return fmt.Sprintf("scored %d of the %d points the racks allowed, %d left (the best score of each rack on its board, not the best play: no leave, no strategy)",
		a.Scored[p], a.Top[p], a.Top[p]-a.Scored[p])
}
