package pairing

// The Swiss system pairs the field by a minimum-cost perfect matching
// (RULES §10.2, reading). The cost of a pairing is compared in four tiers,
// each outweighing everything below it:
//
//  1. the number of pairs that have already met RepeatLimit times or more
//     (when a limit is set);
//  2. the repeats: the sum over pairs of the games the two already played
//     against each other — so that a repeat-free pairing is chosen whenever
//     one exists;
//  3. a Gibsonized player facing a contender: n+1-r for a contender ranked
//     r, so that a non-contender is preferred and, failing one, the
//     lowest-ranked contender;
//  4. the rank distance: the sum over pairs of (r₁-r₂)², which makes "1 with
//     2, 3 with 4" the cheapest pairing of a field without repeats and
//     spreads the unavoidable detours over several pairs rather than one
//     long jump.
//
// The tiers are weights of one number: tier t's unit exceeds the largest
// total the tiers below can reach, and the weights stay in 64 bits for
// fields up to MaxEntrants.

// Cost is a Swiss pairing's cost by tier, compared in order.
type Cost struct {
	OverLimit, Repeats, Gibson, Distance int64
}

// Less reports whether c is cheaper than d.
func (c Cost) Less(d Cost) bool {
	if c.OverLimit != d.OverLimit {
		return c.OverLimit < d.OverLimit
	}
	if c.Repeats != d.Repeats {
		return c.Repeats < d.Repeats
	}
	if c.Gibson != d.Gibson {
		return c.Gibson < d.Gibson
	}
	return c.Distance < d.Distance
}

// pairCost is the cost of pairing the entrants at 0-based ranks i and j of
// a field of n, with the given repeat limit.
func pairCost(es []Entrant, i, j, limit int) Cost {
	a, b := es[i], es[j]
	var c Cost
	met := int64(a.Met[b.Player])
	c.Repeats = met
	if limit > 0 && met >= int64(limit) {
		c.OverLimit = 1
	}
	if a.Gibson && b.Contender {
		c.Gibson = int64(len(es) - j)
	} else if b.Gibson && a.Contender {
		c.Gibson = int64(len(es) - i)
	}
	d := int64(j - i)
	c.Distance = d * d
	return c
}

// CostOf returns the cost of pairs, the players' numbers, for the field es
// (in ranking order) without a bye: the sum of every pair's cost.
func CostOf(es []Entrant, pairs [][2]int, limit int) Cost {
	idx := make(map[int]int, len(es))
	for i, e := range es {
		idx[e.Player] = i
	}
	var total Cost
	for _, p := range pairs {
		i, j := idx[p[0]], idx[p[1]]
		if j < i {
			i, j = j, i
		}
		c := pairCost(es, i, j, limit)
		total.OverLimit += c.OverLimit
		total.Repeats += c.Repeats
		total.Gibson += c.Gibson
		total.Distance += c.Distance
	}
	return total
}

// units returns the weight of one unit of each tier for a field of n.
func units(es []Entrant) (over, repeat, gibson int64) {
	n := int64(len(es))
	var maxMet int64
	for _, e := range es {
		for _, m := range e.Met {
			maxMet = max(maxMet, int64(m))
		}
	}
	half := n/2 + 1
	distance := half * n * n // the largest total distance
	gibson = distance + 1
	repeat = gibson*(n+1)*2 + distance + 1 // at most two Gibson pairs' worth
	over = repeat*half*(maxMet+1) + repeat
	return over, repeat, gibson
}

func swiss(r Request) []Pair {
	es, bye := withoutBye(r.Entrants)
	n := len(es)
	over, repeat, gibson := units(es)
	edges := make([]edge, 0, n*(n-1)/2)
	costs := make([]int64, 0, cap(edges))
	var top int64
	for i := range n {
		for j := i + 1; j < n; j++ {
			c := pairCost(es, i, j, r.RepeatLimit)
			w := c.OverLimit*over + c.Repeats*repeat + c.Gibson*gibson + c.Distance
			costs = append(costs, w)
			top = max(top, w)
			edges = append(edges, edge{u: i, v: j})
		}
	}
	for k := range edges {
		edges[k].w = top + 1 - costs[k]
	}
	mate := maxWeightMatching(n, edges)
	var pairs []Pair
	for i, j := range mate {
		if i < j {
			pairs = append(pairs, starts(es[i], es[j]))
		}
	}
	return append(pairs, bye...)
}

func roundRobin(r Request) []Pair {
	es := r.Entrants
	if r.Seats != nil {
		by := make(map[int]Entrant, len(es))
		for _, e := range es {
			by[e.Player] = e
		}
		es = make([]Entrant, 0, len(r.Seats))
		for _, p := range r.Seats {
			es = append(es, by[p])
		}
	}
	n := len(es) + len(es)%2 // an odd field plays against a ghost: the bye
	var pairs []Pair
	for _, g := range berger(n, r.Cycle) {
		s, p := g[0], g[1]
		switch {
		case s >= len(es):
			pairs = append(pairs, Pair{Start: es[p].Player, Why: Why{Bye: true}})
		case p >= len(es):
			pairs = append(pairs, Pair{Start: es[s].Player, Why: Why{Bye: true}})
		default:
			pairs = append(pairs, Pair{Start: es[s].Player, Reply: es[p].Player, Why: Why{Met: es[s].Met[es[p].Player]}})
		}
	}
	return pairs
}

// berger returns round c (from 0, taken modulo n-1) of the Berger tables of
// an even field of n: the pairs (starter, replier) of seats 0…n-1. Seat
// n-1 stays put and meets seat c, starting in the odd rounds; the others
// sit on a circle turning one seat each round, the seat c+k starting
// against the seat c-k. Over a cycle each pair meets once and every
// player's starts and replies differ by one at most.
func berger(n, c int) [][2]int {
	if n < 2 {
		return nil
	}
	m := n - 1
	c = ((c % m) + m) % m
	out := make([][2]int, 0, n/2)
	if c%2 == 0 {
		out = append(out, [2]int{c, m})
	} else {
		out = append(out, [2]int{m, c})
	}
	for k := 1; k < n/2; k++ {
		out = append(out, [2]int{(c + k) % m, (c - k + m) % m})
	}
	return out
}
