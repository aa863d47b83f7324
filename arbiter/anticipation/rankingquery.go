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

// Ranked is an Anticipation game's ranking of Form, in its own order
// (RULES §8.7, §8.9): Standings whole, or split into Sections by By.
type Ranked struct {
	Form      Form
	Standings arbiter.Standings
	By        arbiter.Division
	Sections  []arbiter.Standings
}

// Rank returns the ranking of g in its own order, split as q asks.
func (discipline) Rank(s *arbiter.State, g *arbiter.Game, q arbiter.RankingQuery) (any, error) {
	a, ok := GameOf(g)
	if !ok {
		return nil, arbiter.Errorf(arbiter.EInternal, "game %d holds no Anticipation game", g.Number)
	}
	st, err := s.Standings(g.Number, arbiter.ByTotal)
	if err != nil {
		return nil, err
	}
	r := Ranked{Form: a.Setup.Form, Standings: st, By: q.By}
	if q.By != "" {
		r.Sections, err = st.Sections(q.By)
	}
	return r, err
}
