package problem

import (
	"cmp"
	"slices"
	"strconv"

	"arbiter/arbiter"
)

// Row is one player's place in a problem's ranking: Standing is the zero
// value, and Handed false, for a player who handed in nothing (ranked
// after every solution).
type Row struct {
	Table      int
	Name, Club string
	Handed     bool
	Standing
}

// Ranking ranks the solutions of game n of s, a problem, by its kind's
// rules (RULES §9.1–§9.9, [Rank]); the players who handed in nothing
// follow, by table.
func Ranking(s *arbiter.State, n int) (Statement, []Row, error) {
	g := s.Game(n)
	if g == nil {
		return Statement{}, nil, arbiter.Errorf(arbiter.ENotFound, "no game %d (%d games played)", n, len(s.Games))
	}
	p, ok := GameOf(g)
	if !ok {
		return Statement{}, nil, arbiter.Errorf(arbiter.EInvalidInput, "game %d is a game of Scrabble, not a composition problem", n)
	}
	var entries []Entry
	handed := map[int]bool{}
	for _, pl := range s.Players {
		if e, ok := p.entry(pl.Table); ok {
			e.Verdict = e.Verdict.Warned(s.RuleSet.Warnings, disciplinary(g, pl.Table))
			entries = append(entries, e)
			handed[pl.Table] = true
		}
	}
	var rows []Row
	for _, st := range Rank(p.Statement.Kind, entries) {
		table, _ := strconv.Atoi(st.Player) // written by strconv.Itoa in entry
		pl, _ := s.Player(table)
		rows = append(rows, Row{Table: table, Name: pl.Name, Club: pl.Club, Handed: true, Standing: st})
	}
	var none []Row
	for _, pl := range s.Players {
		if !handed[pl.Table] {
			none = append(none, Row{Table: pl.Table, Name: pl.Name, Club: pl.Club})
		}
	}
	slices.SortFunc(none, func(a, b Row) int { return cmp.Compare(a.Table, b.Table) })
	return p.Statement, append(rows, none...), nil
}

// totals returns what game g, a composition problem, adds to the
// tournament's standings: each player's points as the problem ranks them
// ([Points]; nothing for a player who handed in nothing), and the score,
// warnings and penalty of the integral family and N-Scrabble. There is no
// top. They are always worked out from the solutions, which a snapshot
// keeps whole.
func totals(s *arbiter.State, g *arbiter.Game) ([]arbiter.PlayerTotals, error) {
	_, rows, err := Ranking(s, g.Number)
	if err != nil {
		return nil, err
	}
	at := make(map[int]*Row, len(rows))
	for i := range rows {
		at[rows[i].Table] = &rows[i]
	}
	out := make([]arbiter.PlayerTotals, len(s.Players))
	for i, pl := range s.Players {
		if r := at[pl.Table]; r != nil && r.Handed {
			points := Points(r.Standing)
			out[i] = arbiter.PlayerTotals{Total: points, Score: r.Verdict.Score, Warnings: r.Verdict.Warnings(),
				Penalty: r.Verdict.Penalty, Nets: []int{points}}
		}
	}
	return out, nil
}

// order returns the order of game g, a composition problem, in its own
// standings: its ranking's (RULES §9.1–§9.9: the hand-in time breaks ties
// of points), the players who handed in nothing after every other.
func order(s *arbiter.State, g *arbiter.Game) (func(x, y *arbiter.Standing) int, error) {
	_, rows, err := Ranking(s, g.Number)
	if err != nil {
		return nil, err
	}
	rank := make(map[int]int, len(rows))
	for _, r := range rows {
		rank[r.Table] = r.Rank
		if !r.Handed {
			rank[r.Table] = len(rows) + 1
		}
	}
	return func(x, y *arbiter.Standing) int { return cmp.Compare(rank[x.Table], rank[y.Table]) }, nil
}
