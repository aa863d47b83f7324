package anticipation

// topsPerWarnings is how many more technical warnings cost one more
// ranking point in Rezistenta, as a top in Top (RULES §7.1, §8.9).
const topsPerWarnings = 3

// settle scores the moves that stand on the final board, adds the
// referee's warnings and the control grid's, and turns warnings into
// penalties (RULES §6, §8.4, §8.7, §8.9).
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
	a.addWarnings()
	a.penalise()
	if a.sheet.Form == Rezistenta {
		a.rank()
	}
	res.Total = res.Score - res.Penalty
}

// addWarnings adds the referee's warnings to the result, each technical
// one to its round's, and the control grid's disciplinary warning (RULES
// §6, §8.7).
func (a *adjudication) addWarnings() {
	res := a.res
	for _, w := range a.sheet.Warnings {
		f := Finding{Kind: KindRefereeWarning, Word: w.Reason}
		if !w.Disciplinary {
			res.Rounds[w.Round-1].Warnings = append(res.Rounds[w.Round-1].Warnings, f)
			continue
		}
		f.Round = w.Round
		res.DisciplinaryFindings = append(res.DisciplinaryFindings, f)
	}
	if a.sheet.Grid != GridHandedIn {
		res.DisciplinaryFindings = append(res.DisciplinaryFindings, Finding{Kind: KindControlGrid, Word: string(a.sheet.Grid)})
	}
}

// penalise turns warnings into penalties (RULES §6, §8.4) in the order
// they were given, as a duplicate game's card does: the referee's
// disciplinary warnings before round 1, then round by round its technical
// warnings (their cost capped at the round's score) and its disciplinary
// ones, then the control grid's.
func (a *adjudication) penalise() {
	res, wr := a.res, a.j.RS.Warnings
	disciplinary := make([]int, len(res.Rounds)+1) // the referee's, by round
	for _, w := range a.sheet.Warnings {
		if w.Disciplinary {
			disciplinary[w.Round]++
		}
	}
	count := 0
	cost := func(units int) int {
		p := wr.Cost(count, units)
		count += units
		return p
	}
	res.Penalty = cost(disciplinary[0] * wr.DisciplinaryWeight)
	for i := range res.Rounds {
		rr := &res.Rounds[i]
		res.Score += rr.Score
		res.Technical += len(rr.Warnings)
		technical := cost(len(rr.Warnings))
		if wr.CapAtRoundScore {
			technical = min(technical, rr.Score)
		}
		rr.Penalty = technical + cost(disciplinary[i+1]*wr.DisciplinaryWeight)
		res.Penalty += rr.Penalty
	}
	res.Disciplinary = len(res.DisciplinaryFindings)
	if a.sheet.Grid != GridHandedIn {
		res.Penalty += cost(wr.DisciplinaryWeight)
	}
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
