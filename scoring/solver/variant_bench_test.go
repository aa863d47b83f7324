package solver

import (
	"testing"

	"arbiter/draw"
	"arbiter/scoring"
)

// firstTiles returns the first n tiles of r, A to Z then jokers.
func firstTiles(r scoring.Rack, n int) scoring.Rack {
	var out scoring.Rack
	for out.Len() < n && r.Len() > 0 {
		t := firstTile(r)
		r.Remove(t)
		out.Add(t)
	}
	return out
}

// benchOffer makes the offer of variant v from a benchmark case: its rack cut
// to the letters v draws (Eliptic adds the first letter of the stock;
// Tactic's second group is other's rack), the stock the rest of the set.
func benchOffer(rs *scoring.RuleSet, bc *benchCase, v scoring.Variant, other scoring.Rack) scoring.Offer {
	o := scoring.Offer{Variant: v, Rack: firstTiles(bc.rack, min(v.Drawn(rs.RackSize), bc.rack.Len()))}
	switch v {
	case scoring.Eliptic:
		o.Rack.Add(firstTile(draw.Unseen(rs, &bc.board, bc.rack)))
	case scoring.Tactic:
		o.Rack2 = other
	}
	o.Stock = draw.Unseen(rs, &bc.board, o.Rack.Plus(o.Rack2))
	return o
}

// BenchmarkTopVariant finds the top of a round of each variant on each case.
// Tactic's second group is ACGLRTU (BDEIMOU beside ACGLRTU itself), so that
// no round holds more than the set's 2 jokers.
func BenchmarkTopVariant(b *testing.B) {
	rs := ruleSet(b, "ro")
	gen := New(rs, embeddedRo(b))
	for _, v := range scoring.Variants[1:] {
		for _, bc := range benchCases(b) {
			other := mustRack(b, "ACGLRTU")
			if bc.rack == other {
				other = mustRack(b, "BDEIMOU")
			}
			o := benchOffer(rs, &bc, v, other)
			b.Run(v.String()+"/"+bc.name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					gen.TopVariant(&bc.board, o)
				}
			})
		}
	}
}
