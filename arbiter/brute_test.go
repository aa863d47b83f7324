package arbiter_test

import (
	"slices"

	"arbiter/scoring"
	"arbiter/scoring/solver"
)

// bruteTopVariant is a slow, obviously exhaustive top search for variant
// rounds (RULES §7), standing in for the solver's in the tests: every move
// of every rack the offer allows (the drawn letters with up to Chosen()
// tiles of the stock, or one swap, or each pair of moves of Tactic's groups
// in each permitted order) is generated with solver.All, and every way
// reaching the best score is kept, in generation order, without duplicates.
func bruteTopVariant(gen *solver.Generator) func(b *scoring.Board, o scoring.Offer) []scoring.VariantMove {
	return func(b *scoring.Board, o scoring.Offer) []scoring.VariantMove {
		var best []scoring.VariantMove
		keep := func(t scoring.VariantMove) {
			switch {
			case len(best) > 0 && t.Score < best[0].Score:
				return
			case len(best) > 0 && t.Score > best[0].Score:
				best = best[:0]
			}
			for _, k := range best {
				if sameVariantMove(k, t) {
					return
				}
			}
			best = append(best, t)
		}
		if o.Variant == scoring.Tactic {
			orders := [][2]scoring.Rack{{o.Rack, o.Rack2}, {o.Rack2, o.Rack}}
			switch { // a fixed order plays the second group first when the first has no move
			case o.FixedOrder && len(gen.All(b, o.Rack)) > 0:
				orders[1] = [2]scoring.Rack{}
			case o.FixedOrder:
				orders[0] = [2]scoring.Rack{}
			}
			for i, g := range orders {
				for _, m1 := range gen.All(b, g[0]) {
					after := *b
					after.Apply(m1)
					seconds := gen.All(&after, g[1])
					if len(seconds) == 0 {
						keep(scoring.VariantMove{Moves: []scoring.Move{m1}, Score: m1.Score, Rack2First: i == 1})
					}
					for _, m2 := range seconds {
						keep(scoring.VariantMove{Moves: []scoring.Move{m1, m2}, Score: m1.Score + m2.Score, Rack2First: i == 1})
					}
				}
			}
			return best
		}
		for _, r := range offerRacks(o) {
			for _, m := range gen.All(b, r.rack) {
				if m.Tiles().Len() > 7 {
					continue
				}
				var chosen scoring.Rack // what m places beyond the drawn letters kept
				placed, base := m.Tiles(), r.rack.Minus(r.chosen)
				for i := range placed {
					chosen[i] = placed[i] - min(placed[i], base[i])
				}
				t := scoring.VariantMove{Moves: []scoring.Move{m}, Chosen: chosen.String(), Score: m.Score}
				if chosen.Len() > 0 {
					t.Returned = r.returned
				}
				keep(t)
			}
		}
		return best
	}
}

// offerRack is one rack a player may play from in a variant round.
type offerRack struct {
	rack, chosen scoring.Rack
	returned     byte
}

// offerRacks lists the racks offer o allows: the drawn letters, with up to
// o.Variant.Chosen() tiles of the stock, or (Metagrama) with one letter
// swapped for a tile of the stock.
func offerRacks(o scoring.Offer) []offerRack {
	out := []offerRack{{rack: o.Rack}}
	stock := []byte(o.Stock.String())
	stock = slices.Compact(stock)
	if o.Variant == scoring.Metagrama {
		for _, d := range slices.Compact([]byte(o.Rack.String())) {
			for _, t := range stock {
				var given, chosen scoring.Rack
				given.Add(d)
				chosen.Add(t)
				out = append(out, offerRack{rack: o.Rack.Minus(given).Plus(chosen), chosen: chosen, returned: d})
			}
		}
		return out
	}
	for i, a := range stock {
		var one scoring.Rack
		one.Add(a)
		if o.Variant.Chosen() >= 1 {
			out = append(out, offerRack{rack: o.Rack.Plus(one), chosen: one})
		}
		if o.Variant.Chosen() < 2 {
			continue
		}
		for _, b := range stock[i:] {
			two := one
			two.Add(b)
			if o.Stock.Contains(two) {
				out = append(out, offerRack{rack: o.Rack.Plus(two), chosen: two})
			}
		}
	}
	return out
}

// sameVariantMove reports whether a and b are the same way to play.
func sameVariantMove(a, b scoring.VariantMove) bool {
	if len(a.Moves) != len(b.Moves) || a.Chosen != b.Chosen || a.Returned != b.Returned || a.Rack2First != b.Rack2First {
		return false
	}
	for i := range a.Moves {
		if a.Moves[i].Pos != b.Moves[i].Pos || a.Moves[i].Word != b.Moves[i].Word {
			return false
		}
	}
	return true
}
