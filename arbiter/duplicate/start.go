package duplicate

import (
	"strings"

	"arbiter/arbiter"
	"arbiter/draw"
	"arbiter/scoring"
)

// StartGame begins the next game with seed (→ [arbiter.GameStarted],
// stream of the new game). The previous game must have ended. Variant is
// the kind of game (RULES §7; the zero value is the classic game) and
// FixedOrder Tactic's option imposing the first group's move first.
type StartGame struct {
	arbiter.Extension
	Seed       uint64
	Variant    scoring.Variant
	FixedOrder bool
	// Prepared plays a game prepared in advance, of the same Variant and
	// FixedOrder.
	Prepared *arbiter.Prepared
}

// Decide starts the next game once the current one has ended: a duplicate
// game of its variant, prepared or drawn from its seed.
func (c StartGame) Decide(s *arbiter.State, _ arbiter.Deps) ([]arbiter.Event, error) {
	if err := arbiter.MayStartGame(s); err != nil {
		return nil, err
	}
	if _, err := scoring.ParseVariant(string(c.Variant)); err != nil {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "%w", err)
	}
	if c.FixedOrder && !c.Variant.TwoGroups() {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "the order of the groups is an option of Tactic, not of the %s game", c.Variant)
	}
	if c.Prepared != nil {
		if err := checkPrepared(s.RuleSet, c.Variant, c.Prepared); err != nil {
			return nil, err
		}
	}
	return []arbiter.Event{arbiter.GameStarted{Game: len(s.Games) + 1, Seed: c.Seed, Variant: c.Variant, FixedOrder: c.FixedOrder, Prepared: c.Prepared}}, nil
}

// checkPrepared checks a prepared game of variant v before it is played:
// whole, its racks drawable under rs and its signature, if any, valid.
func checkPrepared(rs *scoring.RuleSet, v scoring.Variant, p *arbiter.Prepared) error {
	if p.SHA256 == "" || len(p.Racks) == 0 || len(p.Racks) != len(p.Tops) {
		return arbiter.Errorf(arbiter.EInvalidInput, "the prepared game has %d racks and %d tops: it is incomplete", len(p.Racks), len(p.Tops))
	}
	// A variant's top says what it adds to its move (RULES §7), even when
	// it adds nothing; a classic top adds nothing.
	want := len(p.Tops)
	if v == scoring.Classic {
		want = 0
	}
	if len(p.VariantTops) != want {
		return arbiter.Errorf(arbiter.EInvalidInput, "the prepared %s game has %d variant tops for %d tops", v, len(p.VariantTops), len(p.Tops))
	}
	if err := checkPreparedRacks(rs, v, p.Racks); err != nil {
		return err
	}
	if p.Signature != nil {
		if _, err := p.Signature.Check(p.SHA256, nil); err != nil {
			return arbiter.Errorf(arbiter.EInvalidInput, "the prepared game's signature: %w", err)
		}
	}
	return nil
}

// checkPreparedRacks refuses a prepared game whose racks are not racks of a
// game of variant v under rs, naming the first at fault: each must be in
// v's form (Tactic's two groups split by '/', RULES §7.6) and of tiles of
// the set, and the first must be drawable from the full bag. A later rack
// depends on the tops played before it, and is checked as it is drawn.
func checkPreparedRacks(rs *scoring.RuleSet, v scoring.Variant, racks []string) error {
	refuse := func(i int, why string) error {
		return arbiter.Errorf(arbiter.EInvalidInput, "the prepared %s game's rack %d %q %s", v, i+1, racks[i], why)
	}
	for i, r := range racks {
		groups := strings.Split(r, "/")
		switch {
		case v.TwoGroups() && len(groups) != 2:
			return refuse(i, "is not Tactic's two groups split by '/'")
		case !v.TwoGroups() && len(groups) != 1:
			return refuse(i, "holds a '/', which only Tactic's racks do")
		}
		for _, g := range groups {
			if _, err := draw.ParseLetters(rs, g); err != nil {
				return refuse(i, "cannot be read: "+err.(*draw.Error).Text)
			}
		}
	}
	none := scoring.Rack{}
	if _, err := draw.ManualVariant(rs, v, 1, rs.FullBag(), none, none, racks[0], "", draw.Options{}); err != nil {
		return refuse(0, "cannot be drawn: "+arbiter.ErrorMessage(arbiter.DrawError(err)))
	}
	return nil
}
