package scoring

import (
	"fmt"
	"strings"
)

// Variant is the kind of duplicate game (RULES §7): what a round draws and
// what a player may play with it. The zero value is the classic game.
type Variant string

// The variants of seed 004 ("Variante ale partidei de Scrabble duplicat").
const (
	Classic    Variant = ""           // 7 letters drawn (RULES §4)
	Completiv  Variant = "completiv"  // 6 drawn, the 7th chosen from the stock
	Superjoker Variant = "superjoker" // 5 drawn, 2 chosen from the stock
	Metagrama  Variant = "metagrama"  // 7 drawn, one may be swapped for a letter of the stock
	Eliptic    Variant = "eliptic"    // 8 drawn, at most 7 placed
	Tactic     Variant = "tactic"     // two groups of 7, two moves a round
)

// Variants lists every variant in the order help texts name them.
var Variants = []Variant{Classic, Completiv, Superjoker, Metagrama, Eliptic, Tactic}

// ParseVariant reads a variant's name as typed by a referee ("classic" or ""
// for the classic game), case-insensitively.
func ParseVariant(s string) (Variant, error) {
	name := strings.ToLower(strings.TrimSpace(s))
	if name == "classic" {
		return Classic, nil
	}
	for _, v := range Variants {
		if string(v) == name {
			return v, nil
		}
	}
	return Classic, fmt.Errorf("unknown variant %q (classic, completiv, superjoker, metagrama, eliptic or tactic)", s)
}

// String returns the variant's name, "classic" for the classic game.
func (v Variant) String() string {
	if v == Classic {
		return "classic"
	}
	return string(v)
}

// VariantRules are a variant as data (RULES §7), the one table the rules,
// the draw, the search and the sheets read it from.
type VariantRules struct {
	// Extra is how many letters a rack draws beyond the rule set's rack
	// size: −1 in Completiv, −2 in Superjoker, +1 in Eliptic.
	Extra int
	// Chosen is how many letters each player takes from the stock to
	// complete the rack (Completiv 1, Superjoker 2); Swapped how many of
	// the rack's a player may give up for as many of the stock's
	// (Metagrama 1).
	Chosen, Swapped int
	// Groups is how many groups a round draws, each a rack, and so how
	// many moves a player makes in it: 2 in Tactic, else 1.
	Groups int
}

// Rules returns what v is made of.
func (v Variant) Rules() VariantRules {
	switch v {
	case Completiv:
		return VariantRules{Extra: -1, Chosen: 1, Groups: 1}
	case Superjoker:
		return VariantRules{Extra: -2, Chosen: 2, Groups: 1}
	case Metagrama:
		return VariantRules{Swapped: 1, Groups: 1}
	case Eliptic:
		return VariantRules{Extra: 1, Groups: 1}
	case Tactic:
		return VariantRules{Groups: 2}
	case Classic:
	}
	return VariantRules{Groups: 1}
}

// Drawn returns how many letters the referee draws for one rack (for
// Tactic, for each of its two groups); rackSize is the rule set's.
func (v Variant) Drawn(rackSize int) int { return rackSize + v.Rules().Extra }

// Chosen returns how many letters each player takes from the stock to
// complete the rack: 1 in Completiv, 2 in Superjoker, else 0.
func (v Variant) Chosen() int { return v.Rules().Chosen }

// Swaps reports whether a player may give up letters of the rack for the
// stock's (Metagrama).
func (v Variant) Swaps() bool { return v.Rules().Swapped > 0 }

// FromStock reports whether a player's move may hold letters of the stock,
// chosen or swapped in (Completiv, Superjoker, Metagrama).
func (v Variant) FromStock() bool { r := v.Rules(); return r.Chosen > 0 || r.Swapped > 0 }

// TwoGroups reports whether a round draws two groups and a player makes a
// move with each (Tactic, RULES §7.6).
func (v Variant) TwoGroups() bool { return v.Rules().Groups == 2 }

// Offer is what one round of a variant gives a player to play with, the
// input of a variant's top search.
type Offer struct {
	Variant Variant
	// Rack is the letters drawn: 7 (classic, Metagrama), 6 (Completiv),
	// 5 (Superjoker), 8 (Eliptic), or Tactic's first group.
	Rack Rack
	// Rack2 is Tactic's second group.
	Rack2 Rack
	// Stock is the tiles still in the bag once Rack (and Rack2) are drawn,
	// jokers included: what Completiv and Superjoker choose from and
	// Metagrama swaps with.
	Stock Rack
	// FixedOrder, in Tactic, imposes Rack's move first (the organiser's
	// option); otherwise either group may be played first.
	FixedOrder bool
}

// VariantMove is one way to play an [Offer]: a single move, or Tactic's two
// moves in the order played (the second on the board after the first).
type VariantMove struct {
	Moves []Move
	// Chosen is the letters taken from the stock (Completiv, Superjoker) or
	// swapped in (Metagrama), in the order placed; '?' for a real joker taken
	// from the stock. Empty when none is.
	Chosen string
	// Returned is, in Metagrama, the drawn letter given back for Chosen; 0
	// when no letter is swapped.
	Returned byte
	// Score is the move's score, the sum of both moves' in Tactic.
	Score int
	// Rack2First is set, in Tactic, when Moves[0] is made with Rack2's
	// letters (the groups played in the other order; the only move when Rack
	// is empty or has none). The same moves may be made either way when both
	// groups hold their letters: the remainders then differ.
	Rack2First bool
}
