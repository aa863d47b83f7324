package free

import (
	"cmp"
	"slices"
)

// Cell is one round of one player's crosstable line.
type Cell struct {
	Round int `json:"round"`
	// Opponent is the opponent's number; 0 for a bye, a round missed or
	// not paired.
	Opponent int  `json:"opponent,omitempty"`
	Started  bool `json:"started,omitempty"`
	// Played is set when the round counts: a game with its result, a bye,
	// a forfeit, a round missed by a late entry.
	Played  bool `json:"played,omitempty"`
	Bye     bool `json:"bye,omitempty"`
	Forfeit bool `json:"forfeit,omitempty"`
	// Missed marks a round before a late entry's first (RULES §10.2,
	// reading: a loss 0–0).
	Missed bool `json:"missed,omitempty"`
	// For and Against are the game's scores.
	For     int `json:"for,omitempty"`
	Against int `json:"against,omitempty"`
	// Points2 is the game's points in halves: 2 a win, 1 a draw, 0 a loss.
	Points2 int `json:"points2"`
	// Spread is the game's spread as the standings count it (capped).
	Spread int `json:"spread"`
	// Coefficient is the game's FRS coefficient in thousandths.
	Coefficient int `json:"coefficient"`
}

// Line is a player's line of the crosstable: one cell per round.
type Line struct {
	Player int    `json:"player"`
	Name   string `json:"name"`
	Cells  []Cell `json:"cells"`
}

// Crosstable returns every player's line after rounds 1…after (every
// round paired if after is beyond them), in the players' order by number.
func Crosstable(s State, after int) []Line {
	after = min(max(after, 0), len(s.Rounds))
	lines := make([]Line, len(s.Players))
	for i, p := range s.Players {
		lines[i] = Line{Player: p.Player, Name: p.Name, Cells: make([]Cell, after)}
		for r := range after {
			lines[i].Cells[r] = Cell{Round: r + 1}
		}
	}
	outcomes(s, after, func(i int, c Cell) { lines[i].Cells[c.Round-1] = c })
	return lines
}

// outcomes calls f with each player's outcome of each round 1…after that
// counts or was paired, the player given by their index in s.Players: the
// rounds a late entry missed, then the rounds' boards.
func outcomes(s State, after int, f func(i int, c Cell)) {
	after = min(max(after, 0), len(s.Rounds))
	index := make(map[int]int, len(s.Players))
	for i, p := range s.Players {
		index[p.Player] = i
		for r := 1; r < p.From && r <= after; r++ {
			f(i, Cell{Round: r, Played: true, Missed: true})
		}
	}
	for _, r := range s.Rounds[:after] {
		for _, g := range r.Boards {
			if i, ok := index[g.Start]; ok {
				f(i, cell(s.Settings, r.Number, g, g.Start, g.Reply, true))
			}
			if i, ok := index[g.Reply]; ok && g.Reply != 0 {
				f(i, cell(s.Settings, r.Number, g, g.Reply, g.Start, false))
			}
		}
	}
}

// cell is player me's outcome of game g (me the starter if started).
func cell(set Settings, round int, g Game, me, them int, started bool) Cell {
	c := Cell{Round: round, Opponent: them, Started: started && !g.Bye()}
	switch {
	case g.Bye():
		c.Played, c.Bye, c.Points2, c.Spread, c.Coefficient = true, true, 2, capped(set, set.ByeSpread), 1000
	case !g.Done:
	case len(g.Absent) > 0:
		c.Played, c.Forfeit = true, true
		if slices.Contains(g.Absent, me) {
			c.Spread = -capped(set, set.ByeSpread)
		} else {
			c.Points2, c.Spread, c.Coefficient = 2, capped(set, set.ByeSpread), 1000
		}
	default:
		c.Played = true
		c.For, c.Against = g.StartScore, g.ReplyScore
		if !started {
			c.For, c.Against = c.Against, c.For
		}
		c.Points2 = 1 + cmp.Compare(c.For, c.Against)
		c.Spread = capped(set, c.For-c.Against)
		c.Coefficient = coefficient(c.For, c.Against)
	}
	return c
}

// capped is a game's spread as the standings count it: at most the
// spread cap either way (RULES §10.2).
func capped(set Settings, d int) int {
	if set.SpreadCap > 0 {
		return min(max(d, -set.SpreadCap), set.SpreadCap)
	}
	return d
}

// coefficient is a game's FRS coefficient in thousandths (RULES §10.2,
// reading): the player's score over the opponent's, rounded to the
// nearest thousandth (half up); an opponent's 0 counts as 1 point, and a
// 0–0 game as any draw, 1.000.
func coefficient(own, opp int) int {
	if own == 0 && opp == 0 {
		return 1000
	}
	opp = max(opp, 1)
	return (own*2000 + opp) / (2 * opp)
}

// Standing is a player's place after some rounds.
type Standing struct {
	// Rank is shared by players equal on every key of the ranking.
	Rank   int    `json:"rank"`
	Player int    `json:"player"`
	Name   string `json:"name"`
	// Points2 is the wins in halves (a draw 1).
	Points2 int `json:"points2"`
	Games   int `json:"games"`
	Won     int `json:"won"`
	Drawn   int `json:"drawn"`
	Lost    int `json:"lost"`
	Byes    int `json:"byes,omitempty"`
	For     int `json:"for"`
	Against int `json:"against"`
	Spread  int `json:"spread"`
	// Coefficient is the sum of the games' FRS coefficients, thousandths.
	Coefficient int  `json:"coefficient"`
	Withdrawn   bool `json:"withdrawn,omitempty"`
}

// Standings ranks the players after rounds 1…after by the event's
// ranking: wins (a draw half), then spread, then points for; under the FRS
// ranking the coefficient first. Players equal on every key share a rank
// and are listed by number. A withdrawn player stays in the standings.
func Standings(s State, after int) []Standing {
	out := make([]Standing, len(s.Players))
	for i, p := range s.Players {
		out[i] = Standing{Player: p.Player, Name: p.Name, Withdrawn: p.Out != 0}
	}
	outcomes(s, after, func(i int, c Cell) {
		if !c.Played {
			return
		}
		st := &out[i]
		st.Games++
		st.Points2 += c.Points2
		switch c.Points2 {
		case 2:
			st.Won++
		case 1:
			st.Drawn++
		default:
			st.Lost++
		}
		if c.Bye {
			st.Byes++
		}
		st.For += c.For
		st.Against += c.Against
		st.Spread += c.Spread
		st.Coefficient += c.Coefficient
	})
	order := rankOrder(s.Settings.Ranking)
	slices.SortFunc(out, func(a, b Standing) int {
		return cmp.Or(order(&a, &b), cmp.Compare(a.Player, b.Player))
	})
	for i := range out {
		out[i].Rank = i + 1
		if i > 0 && order(&out[i-1], &out[i]) == 0 {
			out[i].Rank = out[i-1].Rank
		}
	}
	return out
}

// rankOrder compares two standings by the keys of ranking r, the better
// first.
func rankOrder(r Ranking) func(a, b *Standing) int {
	byCoefficient := r == ByCoefficient
	return func(a, b *Standing) int {
		if byCoefficient && a.Coefficient != b.Coefficient {
			return cmp.Compare(b.Coefficient, a.Coefficient)
		}
		switch {
		case a.Points2 != b.Points2:
			return cmp.Compare(b.Points2, a.Points2)
		case a.Spread != b.Spread:
			return cmp.Compare(b.Spread, a.Spread)
		}
		return cmp.Compare(b.For, a.For)
	}
}

// Missing returns the boards of round r still without a result (the bye
// needs none), in board order; nil for a round not paired.
func Missing(s State, r int) []Game {
	round, ok := s.Round(r)
	if !ok {
		return nil
	}
	var out []Game
	for _, g := range round.Boards {
		if !g.Bye() && !g.Done {
			out = append(out, g)
		}
	}
	return out
}
