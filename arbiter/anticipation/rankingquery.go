package anticipation

import (
	"fmt"

	"arbiter/arbiter"
)

// CheckRanking refuses the Top variant and the duplicate game's files:
// an Anticipation game has no top and ranks in its own order (RULES
// §8.7, §8.9).
func (discipline) CheckRanking(g *arbiter.Game, q arbiter.RankingQuery) error {
	if q.Tops {
		return arbiter.Errorf(arbiter.EInvalidInput, "game %d is an Anticipation game (RULES §8.7): it has no top and ranks in its own order; --tops ranks duplicate games", g.Number)
	}
	if q.Columns != "" {
		return arbiter.ColumnsRefused(fmt.Sprintf("game %d is an Anticipation game (RULES §8)", g.Number), "this game has no top and ranks in its own order", q.Columns)
	}
	return nil
}
