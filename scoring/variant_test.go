package scoring

import "testing"

// TestVariantRules: each variant as RULES §7 describes it, from a rack of
// 7: the letters drawn, chosen from the stock or swapped, and the groups
// of a round.
func TestVariantRules(t *testing.T) {
	for _, c := range []struct {
		v                           Variant
		drawn, chosen               int
		swaps, fromStock, twoGroups bool
	}{
		{Classic, 7, 0, false, false, false},   // §4.2
		{Completiv, 6, 1, false, true, false},  // §7.2
		{Superjoker, 5, 2, false, true, false}, // §7.3
		{Metagrama, 7, 0, true, true, false},   // §7.4
		{Eliptic, 8, 0, false, false, false},   // §7.5
		{Tactic, 7, 0, false, false, true},     // §7.6
		{Variant("other"), 7, 0, false, false, false},
	} {
		if got := c.v.Drawn(7); got != c.drawn {
			t.Errorf("%s draws %d, want %d", c.v, got, c.drawn)
		}
		if got := c.v.Chosen(); got != c.chosen {
			t.Errorf("%s chooses %d, want %d", c.v, got, c.chosen)
		}
		if c.v.Swaps() != c.swaps || c.v.FromStock() != c.fromStock || c.v.TwoGroups() != c.twoGroups {
			t.Errorf("%s: swaps %v, from the stock %v, two groups %v; want %v, %v, %v", c.v,
				c.v.Swaps(), c.v.FromStock(), c.v.TwoGroups(), c.swaps, c.fromStock, c.twoGroups)
		}
	}
}
