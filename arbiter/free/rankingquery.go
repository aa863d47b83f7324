package free

import (
	"cmp"
	"fmt"

	"arbiter/arbiter"
)

// RanksAfterRound says that an event's standings rank after any round
// paired (RULES §10.2).
func (discipline) RanksAfterRound() {}

// CheckRanking refuses the Top variant and the SIGLES file: they rank and
// record duplicate games, and an event's games are head to head (RULES
// §10).
func (discipline) CheckRanking(g *arbiter.Game, q arbiter.RankingQuery) error {
	if q.Tops {
		return arbiter.Errorf(arbiter.EInvalidInput, "game %d is a free-game event (RULES §10.2): it has no top and ranks by wins; --tops ranks duplicate games", g.Number)
	}
	if q.Columns == "sigles" {
		return arbiter.ColumnsRefused(fmt.Sprintf("game %d is a free-game event (RULES §10)", g.Number), "this event's games are head to head, ranked by wins", q.Columns)
	}
	return nil
}

// Ranked is a free-game event's standings (RULES §10.2) ranked by
// Ranking after round After (0: every round paired), whole (Rows) or
// split into Sections by By.
type Ranked struct {
	Ranking  Ranking
	After    int
	Rows     []Standing
	By       arbiter.Division
	Sections []Section
}

// Rank returns the event's standings after the round q asks for (every
// round paired for 0), split as q asks; a round not paired is refused.
func (discipline) Rank(s *arbiter.State, g *arbiter.Game, q arbiter.RankingQuery) (any, error) {
	st, err := arbiter.StateOf[State](g, Kind)
	if err != nil {
		return nil, err
	}
	if q.After != 0 {
		if _, err := PairedRound(*st, q.After); err != nil {
			return nil, err
		}
	}
	r := Ranked{Ranking: st.Settings.Ranking, After: q.After, Rows: Standings(*st, cmp.Or(q.After, len(st.Rounds))), By: q.By}
	if q.By != "" {
		r.Sections, err = Sections(r.Rows, s.Players, q.By)
	}
	return r, err
}

// PairedRound returns round n of st, the last one paired for 0; a round
// not paired, or no round number, is refused.
func PairedRound(st State, n int) (int, error) {
	if n < 0 {
		return 0, arbiter.Errorf(arbiter.EInvalidInput, "round %d: want a round number (1, 2, …)", n)
	}
	n = cmp.Or(n, len(st.Rounds))
	if _, ok := st.Round(n); !ok {
		return 0, arbiter.Errorf(arbiter.ENotFound, "round %d of the free-game event is not paired (%d paired)", n, len(st.Rounds))
	}
	return n, nil
}
