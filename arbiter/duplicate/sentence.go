package duplicate

import (
	"fmt"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// SaidOf says what a GameStarted holds of a duplicate game: its variant
// (RULES §7) and, in Tactic, the groups' order fixed.
func (discipline) SaidOf(e arbiter.Event) string {
	g, ok := e.(arbiter.GameStarted)
	switch {
	case !ok:
	case g.FixedOrder:
		return fmt.Sprintf(", %s (groups in the order drawn)", g.Variant)
	case g.Variant != scoring.Classic:
		return ", " + string(g.Variant)
	}
	return ""
}
