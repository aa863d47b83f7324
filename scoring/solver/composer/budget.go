package composer

import (
	"math/rand/v2"
	"slices"
	"time"

	"arbiter/scoring"
	"arbiter/scoring/solver"
)

// Offer is what a problem's moves take their letters from; exactly one of
// its fields is set: the stock of Scrabble integral (the whole set) and
// partial (the letters drawn), the string of Integral pe sir (in order, '?'
// a joker), or N-Scrabble's groups of 7 (Imposed: played in their order).
type Offer struct {
	Letters scoring.Rack
	String  string
	Groups  []scoring.Rack
	Imposed bool
}

// samples is how many racks a playout draws from a stock for each move,
// and drawn how many tiles each: the most the generator takes, of which a
// move places at most 7.
const samples, drawn = 8, 9

// choices is how many of the best candidate moves a random playout picks
// among.
const choices = 3

// Best returns the best solution found within budget (RULES §9.9: labelled
// as found, not proven): playouts from the empty board, the first greedy
// (the best candidate move each time), the others picking at random among
// the few best, seeded by seed. A stock's candidates are the top moves of
// racks drawn from it, the string's the moves that place exactly its next
// letters, the groups' each group's top move.
func Best(gen *solver.Generator, o Offer, budget time.Duration, seed uint64) Solution {
	rng := rand.New(rand.NewPCG(seed, 22))
	deadline := time.Now().Add(budget)
	var best Solution
	for first := true; first || time.Now().Before(deadline); first = false {
		p := playout{gen: gen, offer: o, rng: rng, greedy: first, used: make([]bool, len(o.Groups))}
		if s := p.run(); first || s.Total() > best.Total() {
			best = s
		}
	}
	return best
}

// playout is one solution built move by move.
type playout struct {
	gen    *solver.Generator
	offer  Offer
	rng    *rand.Rand
	greedy bool
	board  scoring.Board
	next   int    // the string's next letter
	used   []bool // the groups played
	last   int    // imposed order: the last group played
}

// run plays until no candidate is left and returns the moves.
func (p *playout) run() Solution {
	var s Solution
	for {
		cands := p.candidates()
		if len(cands) == 0 {
			return s
		}
		slices.SortStableFunc(cands, func(a, b Step) int { return b.Move.Score - a.Move.Score })
		pick := cands[0]
		if !p.greedy {
			pick = cands[p.rng.IntN(min(choices, len(cands)))]
		}
		p.take(pick)
		s.Steps = append(s.Steps, pick)
	}
}

// candidates returns the moves the playout may make next.
func (p *playout) candidates() []Step {
	var out []Step
	switch {
	case p.offer.String != "":
		rest := p.offer.String[p.next:]
		rack := rackOf(rest[:min(7, len(rest))])
		for _, m := range p.gen.All(&p.board, rack) {
			if n := len(m.Placed); m.Tiles() == rackOf(rest[:n]) {
				out = append(out, Step{Move: m})
			}
		}
	case p.offer.Groups != nil:
		for g, rack := range p.offer.Groups {
			if p.used[g] || p.offer.Imposed && g+1 < p.last {
				continue
			}
			if tops := p.gen.Top(&p.board, rack); len(tops) > 0 {
				out = append(out, Step{Group: g + 1, Move: tops[0]})
			}
		}
	default:
		for range samples {
			if tops := p.gen.Top(&p.board, p.drawRack()); len(tops) > 0 {
				out = append(out, Step{Move: tops[0]})
			}
		}
	}
	return out
}

// drawRack draws tiles from the stock at random (all that are left when
// they are fewer than drawn).
func (p *playout) drawRack() scoring.Rack {
	bag := p.offer.Letters
	return draw(p.rng, &bag, min(drawn, bag.Len()))
}

// draw draws n tiles from bag at random, each uniformly among those left.
func draw(rng *rand.Rand, bag *scoring.Rack, n int) scoring.Rack {
	var r scoring.Rack
	for r.Len() < n {
		k := rng.IntN(bag.Len())
		for i, c := range bag {
			if k < int(c) {
				bag[i]--
				r[i]++
				break
			}
			k -= int(c)
		}
	}
	return r
}

// take makes move c, a candidate.
func (p *playout) take(c Step) {
	p.board.Apply(c.Move)
	switch {
	case p.offer.String != "":
		p.next += len(c.Move.Placed)
	case p.offer.Groups != nil:
		p.used[c.Group-1], p.last = true, c.Group
	default:
		p.offer.Letters = p.offer.Letters.Minus(c.Move.Tiles())
	}
}

// rackOf returns the tiles of letters, '?' a joker.
func rackOf(letters string) scoring.Rack {
	var r scoring.Rack
	for i := 0; i < len(letters); i++ {
		r.Add(letters[i])
	}
	return r
}
