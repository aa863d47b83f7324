package problem

import (
	"fmt"

	"arbiter/arbiter"
)

// CheckRanking refuses what a problem's ranking has not (RULES §9): the
// Top variant, a split and the duplicate game's files. A tournament
// whose only game is a problem ranks as its games add up, and exports
// its latin1 file.
func (discipline) CheckRanking(g *arbiter.Game, q arbiter.RankingQuery) error {
	if q.Columns == "sigles" || q.Columns != "" && q.Game != 0 {
		return arbiter.ColumnsRefused(fmt.Sprintf("game %d is a composition problem (RULES §9)", g.Number), "a problem has no top and ranks by its own rules", q.Columns)
	}
	if q.Tops { // a tournament of one problem too: everyone would tie first on no top
		return arbiter.Errorf(arbiter.EInvalidInput, "game %d is a composition problem (RULES §9): it has no top and ranks by its own rules; --tops ranks duplicate games", g.Number)
	}
	if q.Game != 0 && q.By != "" {
		return arbiter.Errorf(arbiter.EInvalidInput, "game %d is a composition problem: it is ranked by its own rules, without --by", g.Number)
	}
	return nil
}

// Ranked is a composition problem's ranking by its kind's rules (RULES
// §9): the statement and each player's row.
type Ranked struct {
	Statement Statement
	Rows      []Row
}

// Rank returns the ranking of g, named by q; a tournament of one problem
// ranks as its games add up (nil).
func (discipline) Rank(s *arbiter.State, g *arbiter.Game, q arbiter.RankingQuery) (any, error) {
	if q.Game == 0 {
		return nil, nil
	}
	st, rows, err := Ranking(s, g.Number)
	return Ranked{Statement: st, Rows: rows}, err
}
