package pairing

import (
	"math/rand/v2"
	"slices"

	"arbiter/arbiter"
)

// System is a way of pairing a round (RULES §10.2).
type System string

// The pairing systems.
const (
	// Lot pairs at random: round 1 of the federation's practice.
	Lot System = "lot"
	// Swiss pairs by the standings, nearest ranks together, repeats
	// avoided whenever possible: a minimum-cost perfect matching.
	Swiss System = "swiss"
	// RoundRobin plays the Berger tables: each pair once over a cycle.
	RoundRobin System = "roundrobin"
	// KingOfTheHill pairs 1 with 2, 3 with 4, …, repeats or not.
	KingOfTheHill System = "koth"
)

// Systems returns every system, in the order of RULES §10.2.
func Systems() []System { return []System{Lot, Swiss, RoundRobin, KingOfTheHill} }

// Entrant is a player to pair as the standings see them before the round.
type Entrant struct {
	// Player is the player's number.
	Player int
	// Starts and Replies count the games the player started and replied in.
	Starts, Replies int
	// Last is the player's last game: +1 started, -1 replied, 0 none.
	Last int
	// Byes counts the byes the player has had.
	Byes int
	// Met counts, per opponent's number, the games already played against
	// them. Nil means none.
	Met map[int]int
	// Board is the board the player must keep (a reserved table), 0 none.
	Board int
	// Gibson marks the player nobody can catch any more ([Gibsonized]).
	Gibson bool
	// Contender marks, beside a Gibsonized player, a player who can still
	// catch the first of the others: the Gibsonized player plays a
	// non-contender when there is one.
	Contender bool
}

// Request is a round to pair.
type Request struct {
	System System
	// Entrants are the players to pair, in the order of the standings
	// (rank 1 first); a player withdrawn is left out.
	Entrants []Entrant
	// RepeatLimit is how many times two players may meet: a pair that has
	// met that often is paired again only when nothing else pairs the
	// field. 0 sets no limit beyond avoiding repeats.
	RepeatLimit int
	// Rand draws the lot (System Lot).
	Rand *rand.Rand
	// Cycle is the round of the round robin's cycle, counting from 0, and
	// Seats the players' numbers in the cycle's order, nil for the order
	// of Entrants (System RoundRobin).
	Cycle int
	Seats []int
}

// Pair is one board of a round, or the bye.
type Pair struct {
	// Board is the board's number (1 the top pairing); 0 for the bye.
	Board int
	// Start is the player who starts, Reply the one who replies; for the
	// bye Reply is 0.
	Start, Reply int
	// Why says why the pair was made.
	Why Why
}

// Why explains a pair, for `pair --explain`.
type Why struct {
	// StartRank and ReplyRank are the players' ranks before the round
	// (ReplyRank 0 for the bye).
	StartRank int `json:"start_rank"`
	ReplyRank int `json:"reply_rank,omitempty"`
	// Met is how many times the two met before this round.
	Met int `json:"met,omitempty"`
	// Avoided lists the repeats the pairing avoided: for each of the two,
	// (that player, a player ranked nearer to them whom they had met).
	Avoided [][2]int `json:"avoided,omitempty"`
	// Gibson is set when one of the two is Gibsonized.
	Gibson bool `json:"gibson,omitempty"`
	// Bye is set for the bye.
	Bye bool `json:"bye,omitempty"`
	// Reserved is set when the board is a player's reserved one.
	Reserved bool `json:"reserved,omitempty"`
}

// MaxEntrants bounds the field one request pairs: the Swiss system's costs
// stay within 64-bit integers up to it, and the matching's time grows as
// the cube of the field (BenchmarkSwiss400, BenchmarkSwiss1000).
const MaxEntrants = 1000

// Round pairs a round: the boards in order, then the bye if the field is
// odd. It returns an *arbiter.Error with code invalid_input for a system it
// does not know, a player listed twice or a field beyond [MaxEntrants].
func Round(r Request) ([]Pair, error) {
	if err := check(r); err != nil {
		return nil, err
	}
	var pairs []Pair
	switch r.System {
	case Lot:
		pairs = lot(r)
	case Swiss:
		pairs = swiss(r)
	case RoundRobin:
		pairs = roundRobin(r)
	case KingOfTheHill:
		pairs = kingOfTheHill(r)
	}
	return number(r.Entrants, pairs), nil
}

func check(r Request) error {
	if !slices.Contains(Systems(), r.System) {
		return arbiter.Errorf(arbiter.EInvalidInput, "unknown pairing system %q: one of lot, swiss, roundrobin, koth", r.System)
	}
	if len(r.Entrants) > MaxEntrants {
		return arbiter.Errorf(arbiter.EInvalidInput, "%d players to pair: at most %d", len(r.Entrants), MaxEntrants)
	}
	if r.System == RoundRobin && r.Seats != nil && len(r.Seats) != len(r.Entrants) {
		return arbiter.Errorf(arbiter.EInvalidInput, "%d seats for a round robin of %d players", len(r.Seats), len(r.Entrants))
	}
	if r.System == RoundRobin && r.Seats != nil {
		sat := make(map[int]bool, len(r.Seats))
		for _, p := range r.Seats {
			if sat[p] || !slices.ContainsFunc(r.Entrants, func(e Entrant) bool { return e.Player == p }) {
				return arbiter.Errorf(arbiter.EInvalidInput, "round robin: seat of player %d given twice or not an entrant", p)
			}
			sat[p] = true
		}
	}
	if r.System == Lot && r.Rand == nil {
		return arbiter.Errorf(arbiter.EInvalidInput, "a pairing by lot needs a random source")
	}
	seen := make(map[int]bool, len(r.Entrants))
	for _, e := range r.Entrants {
		if e.Player <= 0 || seen[e.Player] {
			return arbiter.Errorf(arbiter.EInvalidInput, "player %d listed twice or not a player's number", e.Player)
		}
		seen[e.Player] = true
	}
	return nil
}

// byeIndex returns the index of the player who gets the bye: the
// lowest-ranked among those with the fewest byes, never a Gibsonized one
// while another can take it (RULES §10.2).
func byeIndex(es []Entrant) int {
	best := -1
	for i := len(es) - 1; i >= 0; i-- {
		e := es[i]
		if best == -1 || e.Byes < es[best].Byes || (e.Byes == es[best].Byes && es[best].Gibson && !e.Gibson) {
			best = i
		}
	}
	return best
}

// withoutBye splits off the bye of an odd field: the others, in order, and
// the bye's pair (nil for an even field).
func withoutBye(es []Entrant) ([]Entrant, []Pair) {
	if len(es)%2 == 0 {
		return es, nil
	}
	i := byeIndex(es)
	rest := append(es[:i:i], es[i+1:]...)
	return rest, []Pair{{Start: es[i].Player, Why: Why{Bye: true}}}
}

func lot(r Request) []Pair {
	es := slices.Clone(r.Entrants)
	r.Rand.Shuffle(len(es), func(i, j int) { es[i], es[j] = es[j], es[i] })
	return consecutive(es)
}

func kingOfTheHill(r Request) []Pair { return consecutive(r.Entrants) }

// consecutive pairs the players in the order given, first with second,
// third with fourth, after the bye of an odd field.
func consecutive(es []Entrant) []Pair {
	rest, bye := withoutBye(es)
	var pairs []Pair
	for i := 0; i+1 < len(rest); i += 2 {
		pairs = append(pairs, starts(rest[i], rest[i+1]))
	}
	return append(pairs, bye...)
}

// starts orders a pair so that starts stay balanced: the player who has
// started less (starts minus replies) starts; between equals, the one who
// replied in their last game; then the one listed first (the higher-ranked).
func starts(a, b Entrant) Pair {
	da, db := a.Starts-a.Replies, b.Starts-b.Replies
	if db < da || (db == da && b.Last < a.Last) {
		a, b = b, a
	}
	return Pair{Start: a.Player, Reply: b.Player, Why: Why{Met: a.Met[b.Player], Gibson: a.Gibson || b.Gibson}}
}

// number fills in the ranks, the repeats avoided and the boards: boards
// from the top pairing down (the pair holding the better rank first), a
// reserved board kept for its player, the bye last and without a board.
func number(es []Entrant, pairs []Pair) []Pair {
	rank := make(map[int]int, len(es))
	byPlayer := make(map[int]Entrant, len(es))
	for i, e := range es {
		rank[e.Player] = i + 1
		byPlayer[e.Player] = e
	}
	top := func(p Pair) int {
		if p.Why.Bye {
			return len(es) + 1
		}
		return min(rank[p.Start], rank[p.Reply])
	}
	slices.SortStableFunc(pairs, func(x, y Pair) int { return top(x) - top(y) })
	taken := map[int]bool{}
	for i := range pairs {
		p := &pairs[i]
		p.Why.StartRank = rank[p.Start]
		if p.Why.Bye {
			continue
		}
		p.Why.ReplyRank = rank[p.Reply]
		p.Why.Avoided = avoided(es, rank, byPlayer, *p)
		hi, lo := byPlayer[p.Start], byPlayer[p.Reply]
		if rank[p.Reply] < rank[p.Start] {
			hi, lo = lo, hi
		}
		for _, b := range []int{hi.Board, lo.Board} {
			if b > 0 && !taken[b] && p.Board == 0 {
				p.Board, p.Why.Reserved, taken[b] = b, true, true
			}
		}
	}
	next := 1
	for i := range pairs {
		p := &pairs[i]
		if p.Why.Bye || p.Board != 0 {
			continue
		}
		for taken[next] || reserved(es, next) {
			next++
		}
		p.Board, taken[next] = next, true
	}
	return pairs
}

// reserved reports whether board b is some player's reserved board.
func reserved(es []Entrant, b int) bool {
	for _, e := range es {
		if e.Board == b {
			return true
		}
	}
	return false
}

// avoided lists the repeats the pair avoided: for each of the two, the
// players ranked nearer to them than the opponent given whom they had
// already met, as (player, opponent met) couples.
func avoided(es []Entrant, rank map[int]int, by map[int]Entrant, p Pair) [][2]int {
	d := rank[p.Start] - rank[p.Reply]
	d = max(d, -d)
	var out [][2]int
	for _, a := range []int{p.Start, p.Reply} {
		for r := max(1, rank[a]-d+1); r < rank[a]+d && r <= len(es); r++ {
			q := es[r-1].Player
			if q != a && by[a].Met[q] > 0 {
				out = append(out, [2]int{a, q})
			}
		}
	}
	return out
}
