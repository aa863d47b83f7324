package free

import (
	"fmt"

	"arbiter/arbiter"
)

// RanksAfterRound says that an event's standings rank after any round
// paired (RULES §10.2).
func (discipline) RanksAfterRound() {}

// CheckRanking refuses the SIGLES file: it records duplicate games, and
// an event's games are head to head (RULES §10).
func (discipline) CheckRanking(g *arbiter.Game, q arbiter.RankingQuery) error {
	if q.Columns == "sigles" {
		return arbiter.ColumnsRefused(fmt.Sprintf("game %d is a free-game event (RULES §10)", g.Number), "this event's games are head to head, ranked by wins", q.Columns)
	}
	return nil
}
