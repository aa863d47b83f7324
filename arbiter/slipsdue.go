package arbiter

// SlipsDue is what slip entry still waits for in the current game: the
// rounds missing slips, the slips handed in after Stop! (RULES §4.5) and,
// under double entry, the typings not settled.
type SlipsDue struct {
	// Open lists the rounds still missing a slip, with the tables that
	// have none, in round order.
	Open []SlipsMissing
	// Late lists the slips that count in their round though entered after
	// its Stop!, for the referee to keep or withdraw.
	Late []Slip
	// Waiting lists the tables typed once in the current round, awaiting
	// a second operator; Differing the typings that differ, in any round,
	// awaiting the referee.
	Waiting   []int
	Differing []TypedSlip
}

// SlipsMissing is a round still missing slips: the tables that have
// none.
type SlipsMissing struct {
	Round   int
	Closed  bool
	Missing []int
}

// TypedSlip is a slip typed under double entry and not settled yet, of
// any kind of game: its round and table, who typed it and what, as
// written.
type TypedSlip struct {
	Round, Table int
	Operator     string
	Written      string
}

// A SlipKeeper is a [Discipline] that keeps its games' slips and their
// typings itself, not in the rounds as the duplicate game does (the
// Anticipation game's sheets): it says what entry waits for.
type SlipKeeper interface {
	Discipline
	// SlipsDue returns what slip entry waits for in g, the current game.
	SlipsDue(s *State, g *Game) SlipsDue
	// Typings returns the typings of table's slip of round n of g not
	// settled yet.
	Typings(g *Game, n, table int) []TypedSlip
}

// SlipsDueOf returns what slip entry waits for in the current game of s,
// as its kind keeps its slips.
func SlipsDueOf(s *State) SlipsDue {
	var due SlipsDue
	g := s.CurrentGame()
	if g == nil {
		return due
	}
	if k, ok := kindAs[SlipKeeper](s, g); ok {
		return k.SlipsDue(s, g)
	}
	cur := g.Current()
	for i := range g.Rounds {
		due.scan(s.Players, &g.Rounds[i], &g.Rounds[i] == cur)
	}
	return due
}

// scan adds to due what round r holds: its missing tables, its late
// slips, its typings waiting or differing.
func (due *SlipsDue) scan(players []Player, r *Round, current bool) {
	if r.Cancelled || !r.HasRack && !current {
		return
	}
	open := SlipsMissing{Round: r.Number, Closed: r.Closed}
	for _, p := range players {
		h := r.Slips[p.Table]
		if len(h) == 0 {
			open.Missing = append(open.Missing, p.Table)
		} else if last := h[len(h)-1]; last.Late && last.Verdict.Reason != ReasonWithdrawn {
			due.Late = append(due.Late, last)
		}
		due.AddTypings(p.Table, typings(r.Typed[p.Table]), current)
	}
	if len(open.Missing) > 0 && r.HasRack {
		due.Open = append(due.Open, open)
	}
}

// AddTypings adds to due ts, the typings of table's slip of a round not
// settled yet (current: the round being played): several differ and wait
// for the referee; one waits for a second operator in the current round.
func (due *SlipsDue) AddTypings(table int, ts []TypedSlip, current bool) {
	switch {
	case len(ts) > 1:
		due.Differing = append(due.Differing, ts...)
	case len(ts) == 1 && current:
		due.Waiting = append(due.Waiting, table)
	}
}

// TypingsOf returns the typings of table's slip of round n of the
// current game of s not settled yet, as its kind keeps them.
func TypingsOf(s *State, n, table int) []TypedSlip {
	g := s.CurrentGame()
	if g == nil {
		return nil
	}
	if k, ok := kindAs[SlipKeeper](s, g); ok {
		return k.Typings(g, n, table)
	}
	r := g.Round(n)
	if r == nil {
		return nil
	}
	return typings(r.Typed[table])
}

// typings returns ts, typings of duplicate slips, as typings of any kind.
func typings(ts []SlipTyped) []TypedSlip {
	var out []TypedSlip
	for _, t := range ts {
		out = append(out, t.Typing())
	}
	return out
}
