package anticipation

// topsPerWarnings is how many more technical warnings cost one more
// ranking point in Rezistenta, as a top in Top (RULES §7.1, §8.9).
const topsPerWarnings = 3

// settle scores the moves that stand on the final board, then turns
// warnings into penalties (RULES §6, §8.4, §8.7, §8.9).
func (a *adjudication) settle() {
	res := a.res
	for k, e := range a.entries {
		if !e.standing {
			continue
		}
		standing := a.board(k, true)
		m, err := replay(a.j.RS, a.j.Lex, &standing, e.tiles, e.dir)
		if err != nil { // every move standing was checked on this board: never
			panic("anticipation: a standing move is not legal: " + err.Error())
		}
		a.moveResult(k).Score = m.Score
		res.Rounds[e.round].Score += m.Score
	}
	for k, e := range a.entries {
		a.moveResult(k).OnBoard = e.onBoard
		if e.standing {
			for _, t := range e.tiles {
				res.Board.Set(t.Row, t.Col, t.Tile)
			}
		}
	}
	if a.sheet.Grid != GridHandedIn {
		res.DisciplinaryFindings = append(res.DisciplinaryFindings, Finding{Kind: KindControlGrid, Word: string(a.sheet.Grid)})
	}
	res.Disciplinary = len(res.DisciplinaryFindings)
	wr := a.j.RS.Warnings
	count := 0
	cost := func(units int) int {
		p := wr.Cost(count, units)
		count += units
		return p
	}
	for i := range res.Rounds {
		rr := &res.Rounds[i]
		res.Score += rr.Score
		res.Technical += len(rr.Warnings)
		rr.Penalty = cost(len(rr.Warnings))
		if wr.CapAtRoundScore {
			rr.Penalty = min(rr.Penalty, rr.Score)
		}
		res.Penalty += rr.Penalty
	}
	res.Penalty += cost(res.Disciplinary * wr.DisciplinaryWeight)
	if a.sheet.Form == Rezistenta {
		a.rank()
	}
	res.Total = res.Score - res.Penalty
}

// rank gives a Rezistenta player their ranking points (RULES §8.9): the
// rounds completed, less a point at the 4th technical warning and one
// more for each 3 more, a disciplinary warning counting as 4; the score
// keeps no penalty.
func (a *adjudication) rank() {
	res := a.res
	completed := len(res.Rounds)
	if res.Abandoned > 0 {
		completed = res.Abandoned - 1
	}
	wr := a.j.RS.Warnings
	units := res.Technical + res.Disciplinary*wr.DisciplinaryWeight
	if wr.PenaltyFrom > 0 && units >= wr.PenaltyFrom {
		res.RankingPenalty = min((units-wr.PenaltyFrom)/topsPerWarnings+1, completed)
	}
	res.RankingPoints = completed - res.RankingPenalty
	res.Penalty = 0
	for i := range res.Rounds {
		res.Rounds[i].Penalty = 0
	}
}
