package arbiter

import (
	"cmp"
	"fmt"
	"slices"

	"arbiter/draw"
	"arbiter/scoring"
)

// SlipLine is one player's line in a [RoundSummary]: the player, the round
// as on the player's card (the slip as written, its verdict, the score, the
// top, the solo, the warnings) and whether the slip beat the top.
type SlipLine struct {
	Table int
	Name  string
	CardRound
	// AboveTop is set when the slip scores more than the top (RULES §4.5: a
	// better move found later is credited to the players who played it).
	AboveTop bool
}

// RoundSummary is what the referee announces and prints for a round (RULES
// §4.2, §4.4): the rack, the top with its words and the equivalent tops,
// the best score in the room, the solo, and every slip with its verdict.
type RoundSummary struct {
	Game, Round int
	// Variant is the kind of game (RULES §7).
	Variant scoring.Variant
	// Rack is in announcement form (`AEI + BRST?`), Spelled its letters'
	// names; Rack2 is Tactic's second group (RULES §7.6).
	Rack     string
	Rack2    string
	Spelled  []string
	Rejected []Rejection
	Manual   bool
	// Forced is the referee's reason for a rack accepted against ForcedReason.
	ForcedReason, Forced string
	// HasTop is set once a top is chosen; TopPosition is in the rule set's
	// notation; TopWords are the main word then the cross words with scores.
	HasTop      bool
	Top         scoring.Move
	TopPosition string
	TopWords    []scoring.WordScore
	// TopScore is the top's score (in Tactic, both moves'); Second is
	// Tactic's second move; Chosen the letters the top takes from the stock
	// and Returned the letter Metagrama gives up for them (RULES §7).
	TopScore         int
	Second           *scoring.Move
	Chosen, Returned string
	// Equivalent lists the other tops of equal score as announced:
	// position and main word (`8H COLUMNA`; in Tactic both moves, and the
	// letters from the stock in brackets).
	Equivalent []string
	// Override is the referee's reason for departing from the program's top.
	Override string
	// TopInvalid is why the top was found invalid (RULES §4.5), or "".
	TopInvalid string
	// Cumulative is the sum of the top scores up to this round.
	Cumulative int
	// BestScore is the best score in the room (-1 when no slip counts),
	// SoloTable the table of the solo player (0: none) and SoloBonus its bonus.
	BestScore            int
	SoloTable, SoloBonus int
	// Solos lists every solo of the round by table: one at most in a room,
	// one a centre at most in a tournament merged with solos by centre
	// (SoloTable is then one of them).
	Solos []Solo
	// Slips has one line per registered player, by table.
	Slips        []SlipLine
	Closed       bool
	Cancelled    bool
	CancelReason string
}

// Solo is a player who alone made a round's best score (RULES §6), in
// the room or, in a tournament merged with solos by centre, in the centre.
type Solo struct {
	Table  int
	Name   string
	Centre string
	Bonus  int
}

// SoloChange is what a slip recorded late into closed round Round
// changed of its solos (RULES §6): the solo of Table removed, or given.
type SoloChange struct {
	Round   int
	Removed bool
	Solo
}

// SoloChanges returns each solo of round n in before and not in after
// (removed), then each in after and not in before (given).
func SoloChanges(n int, before, after []Solo) []SoloChange {
	var out []SoloChange
	for _, b := range before {
		if !hasSolo(after, b) {
			out = append(out, SoloChange{Round: n, Removed: true, Solo: b})
		}
	}
	for _, a := range after {
		if !hasSolo(before, a) {
			out = append(out, SoloChange{Round: n, Solo: a})
		}
	}
	return out
}

// hasSolo reports whether solos holds the solo of o's table and centre.
func hasSolo(solos []Solo, o Solo) bool {
	for _, s := range solos {
		if s.Table == o.Table && s.Centre == o.Centre {
			return true
		}
	}
	return false
}

// Rounds returns the summaries of every round of game n, in order: with the
// final board, the game's record.
func (s *State) Rounds(n int) ([]RoundSummary, error) {
	g, err := s.playedGame(n)
	if err != nil {
		return nil, err
	}
	cards := s.cards(g)
	out := make([]RoundSummary, len(g.Rounds))
	for ri := range g.Rounds {
		out[ri] = s.summary(n, g, ri, cards)
	}
	return out, nil
}

// RoundSummary returns the summary of round number round of game n alone,
// as [State.Rounds] has it.
func (s *State) RoundSummary(n, round int) (RoundSummary, error) {
	g, err := s.gameRound(n, round)
	if err != nil {
		return RoundSummary{}, err
	}
	return s.summary(n, g, round-1, s.cards(g)), nil
}

// summary returns the summary of round ri (0-based) of g, game n, whose
// players' cards are cards.
func (s *State) summary(n int, g *Game, ri int, cards []Card) RoundSummary {
	rs := s.RuleSet
	r := &g.Rounds[ri]
	sum := RoundSummary{Game: n, Round: r.Number, Variant: g.Variant, Rack: draw.Announce(r.Remainder, r.New),
		Spelled: draw.Spell(rs, r.Rack()), Rejected: r.Rejected, Manual: r.Manual,
		ForcedReason: r.ForcedReason, Forced: r.Forced, TopInvalid: r.TopInvalid,
		BestScore: -1, Closed: r.Closed, Cancelled: r.Cancelled, CancelReason: r.CancelReason}
	if g.Variant.TwoGroups() && r.Rack2().Len() > 0 {
		sum.Rack2 = draw.Announce(r.Remainder2, r.New2)
	}
	if r.Top != nil {
		sum.HasTop, sum.Top, sum.Override = true, r.Top.Move, r.Top.Override
		sum.TopPosition = rs.FormatPosition(r.Top.Move.Pos)
		sum.TopWords = r.Top.Move.Words
		sum.TopScore, sum.Second, sum.Chosen, sum.Returned = r.Top.Score(), r.Top.Second, r.Top.Chosen, r.Top.Returned
		for _, a := range r.Top.VariantAlternatives {
			sum.Equivalent = append(sum.Equivalent, a.Format(rs))
		}
		for _, m := range r.Top.Alternatives {
			sum.Equivalent = append(sum.Equivalent, rs.FormatMove(m))
		}
	}
	sum.Cumulative = g.topsThrough(ri + 1)
	sum.BestScore, sum.Solos = roomOf(r, cards, ri)
	for i := range cards {
		cr := cards[i].Rounds[ri]
		line := SlipLine{Table: cards[i].Player.Table, Name: cards[i].Player.Name, CardRound: cr,
			AboveTop: r.Top != nil && cr.Score > r.Top.Score()}
		if cr.Solo > 0 {
			sum.SoloTable, sum.SoloBonus = line.Table, cr.Solo
		}
		sum.Slips = append(sum.Slips, line)
	}
	slices.SortFunc(sum.Slips, func(a, b SlipLine) int { return cmp.Compare(a.Table, b.Table) })
	return sum
}

// roomOf returns the best score in the room of round r, whose lines are
// line ri of cards (-1 when no slip counts), and its solos by table.
func roomOf(r *Round, cards []Card, ri int) (best int, solos []Solo) {
	best = -1
	for i := range cards {
		cr := &cards[i].Rounds[ri]
		if cr.HasSlip && !cards[i].Eliminated && !r.Cancelled {
			best = max(best, cr.Score)
		}
		if cr.Solo > 0 {
			p := cards[i].Player
			solos = append(solos, Solo{Table: p.Table, Name: p.Name, Centre: p.Centre, Bonus: cr.Solo})
		}
	}
	slices.SortFunc(solos, func(a, b Solo) int { return cmp.Compare(a.Table, b.Table) })
	return best, solos
}

// RoomBest is what announces a round just closed (RULES §4.4, §6): the
// best score in the room (-1 when no slip counts), how many players score
// it, the round's top score and its solos by table; and how many players
// are still playing (not eliminated), with the tables of those who have no
// slip in the round, in order of registration: the best score and the solo
// may change when their slips are entered.
type RoomBest struct {
	Best, Count, TopScore int
	Solos                 []Solo
	Playing               int
	Missing               []int
}

// Closing is what closing a round announces: the tables still without a
// slip and, in a game whose rounds keep the slips and score them against
// a top, the best score in the room and the solo (RULES §4.4, §6).
type Closing struct {
	Round   int
	Missing []int
	// Best is the room's best; nil in a game whose kind keeps its slips
	// itself ([SlipKeeper]), which has no top to set it against.
	Best *RoomBest
}

// ClosingOf returns what closing round n of the current game announces.
func (s *State) ClosingOf(round int) (Closing, error) {
	g := s.CurrentGame()
	if g == nil {
		return Closing{}, Errorf(EInvalidInput, "no game is being played")
	}
	if _, ok := kindAs[SlipKeeper](s, g); ok {
		c := Closing{Round: round}
		for _, o := range SlipsDueOf(s).Open {
			if o.Round == round {
				c.Missing = o.Missing
			}
		}
		return c, nil
	}
	rb, err := s.RoomBest(g.Number, round)
	if err != nil {
		return Closing{}, err
	}
	return Closing{Round: round, Missing: rb.Missing, Best: &rb}, nil
}

// RoomBest returns the [RoomBest] of round number round of game n, as
// [State.RoundSummary] has it, working out that round alone (a summary
// works out every round of the game, for the running totals).
func (s *State) RoomBest(n, round int) (RoomBest, error) {
	g, err := s.gameRound(n, round)
	if err != nil {
		return RoomBest{}, err
	}
	r := &g.Rounds[round-1]
	cards := s.tally(g, round-1, 1).cardsOf(g)
	var rb RoomBest
	rb.Best, rb.Solos = roomOf(r, cards, 0)
	for i := range cards {
		if cards[i].Rounds[0].Score == rb.Best {
			rb.Count++
		}
		if !cards[i].Eliminated {
			rb.Playing++
			if !cards[i].Rounds[0].HasSlip {
				rb.Missing = append(rb.Missing, cards[i].Player.Table)
			}
		}
	}
	if r.Top != nil {
		rb.TopScore = r.Top.Score()
	}
	return rb, nil
}

// gameRound returns game n if it has a round of number round.
func (s *State) gameRound(n, round int) (*Game, error) {
	g, err := s.playedGame(n)
	if err != nil {
		return nil, err
	}
	if round < 1 || round > len(g.Rounds) {
		return nil, Errorf(ENotFound, "no round %d in game %d (%d rounds)", round, n, len(g.Rounds))
	}
	return g, nil
}

// Format writes a top of a variant round (RULES §7): its moves' positions
// and main words in rs's notation, then the letters it takes from the
// stock (`H8 COLUMNA [U]`, `H8 COLUMNA [U for X]`, `H8 COLUMNA + I7 VAH`).
func (t VariantTop) Format(rs *scoring.RuleSet) string {
	s := rs.FormatMove(t.Move)
	if t.Second != nil {
		s += " + " + rs.FormatMove(*t.Second)
	}
	switch {
	case t.Returned != "":
		s += fmt.Sprintf(" [%s for %s]", t.Chosen, t.Returned)
	case t.Chosen != "":
		s += fmt.Sprintf(" [%s]", t.Chosen)
	}
	return s
}
