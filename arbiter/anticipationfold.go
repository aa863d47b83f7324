package arbiter

import (
	"cmp"
	"maps"
	"slices"

	"arbiter/arbiter/anticipation"
)

// newAnticipationGame returns the Anticipation game a GameStarted sets up.
func newAnticipationGame(setup AnticipationSetup) (*AnticipationGame, error) {
	if _, err := anticipation.ParseForm(string(setup.Form)); err != nil || setup.Form == "" {
		return nil, Errorf(EInvalidInput, "unknown discipline %q", setup.Form)
	}
	a := &AnticipationGame{Setup: setup}
	if setup.Form == anticipation.Blind {
		return a, nil
	}
	var err error
	a.Groups, err = groupsOfText(setup.Groups)
	return a, err
}

// applyAnticipation folds event e of g, an Anticipation game. The game is
// changed on a copy, so that a state folded earlier keeps its sheets.
func (g *Game) applyAnticipation(e Event) error {
	if g.Ended {
		return Errorf(EGameOver, "%s: game %d has ended", e.EventType(), g.Number)
	}
	a := *g.Anticipation
	var err error
	switch e := e.(type) {
	case GroupsRegistered:
		err = a.applyGroupsRegistered(e)
	case GroupDrawn:
		err = g.applyGroupDrawn(&a, e)
	case SheetSlipRecorded:
		err = a.changeSheet(e.Table, e.Round, func(s *AnticipationSheet) {
			s.Slips, s.Result = withSlip(s.Slips, e.Round, e.Slip), e.Result
		})
		a.settleTypings(e.Round, e.Table)
	case SheetSlipTyped:
		err = a.applyTyped(e)
	case ControlGridNoted:
		err = a.changeSheet(e.Table, 0, func(s *AnticipationSheet) { s.Grid, s.Result = e.Grid, e.Result })
	case SheetSettled:
		err = a.settleSheet(e.Table, e.Result)
	case WarningGiven:
		if e.Sheet == nil {
			return Errorf(EInvalidInput, "warning for table %d in game %d, an Anticipation game, without the adjudication of the sheet", e.Table, g.Number)
		}
		if err = a.settleSheet(e.Table, *e.Sheet); err == nil {
			err = g.applyWarning(e)
		}
	case RoundClosed:
		var r *Round
		if r, err = g.currentRound(e.Round, e); err == nil && !r.open() {
			err = Errorf(ERoundClosed, "round %d is not open", e.Round)
		} else if err == nil {
			r.Closed = true
		}
	case TimerStarted, TimerPaused, TimerResumed, TimerReset:
		err = g.applyTimer(e)
	case GameEnded:
		if cur := g.Current(); cur != nil && cur.open() {
			return Errorf(ERoundOpen, "game %d ended while round %d is open", g.Number, cur.Number)
		}
		g.Ended, g.EndReason, g.EndText = true, e.Reason, e.Text
	default:
		err = Errorf(EInvalidInput, "%s in game %d, an Anticipation game", e.EventType(), g.Number)
	}
	if err != nil {
		return err
	}
	g.Anticipation = &a
	return nil
}

// applyGroupsRegistered folds an oarba player's groups, before round 1.
func (a *AnticipationGame) applyGroupsRegistered(e GroupsRegistered) error {
	if a.Setup.Form != anticipation.Blind || len(a.Played) > 0 {
		return Errorf(EConflict, "groups of table %d registered outside an oarba game before round 1", e.Table)
	}
	g, err := groupsOfText(e.Groups)
	if err != nil {
		return err
	}
	a.Own = maps.Clone(a.Own)
	if a.Own == nil {
		a.Own = map[int]anticipation.Groups{}
	}
	a.Own[e.Table] = g
	return nil
}

// applyGroupDrawn opens the next round of g with the group drawn.
func (g *Game) applyGroupDrawn(a *AnticipationGame, e GroupDrawn) error {
	if cur := g.Current(); cur != nil && cur.open() {
		return Errorf(ERoundOpen, "group drawn for round %d while round %d is open", e.Round, cur.Number)
	}
	switch {
	case e.Round != len(a.Played)+1 || e.Round != len(g.Rounds)+1:
		return Errorf(EInvalidInput, "group drawn for round %d, but the next round is %d", e.Round, len(a.Played)+1)
	case !slices.Contains(a.Left(), e.Group):
		return Errorf(EConflict, "round %d: group %d is not one of the groups left", e.Round, e.Group)
	}
	a.Played = append(slices.Clip(a.Played), e)
	g.Rounds = append(g.Rounds, Round{Number: e.Round, HasRack: true, Slips: map[int][]Slip{}})
	return nil
}

// settleSheet gives the sheet of table the adjudication res, which may
// reach rounds after the last slip: they are slips with no move.
func (a *AnticipationGame) settleSheet(table int, res anticipation.Result) error {
	n := len(res.Rounds)
	return a.changeSheet(table, n, func(s *AnticipationSheet) {
		if n > 0 {
			s.Slips = withSlip(s.Slips, n, slipAt(s.Slips, n))
		}
		s.Result = res
	})
}

// changeSheet changes the sheet of table with change, on a copy of the
// sheets; round, when not 0, must be a round drawn.
func (a *AnticipationGame) changeSheet(table, round int, change func(*AnticipationSheet)) error {
	if _, ok := a.Round(round); !ok && round != 0 {
		return Errorf(ENotFound, "sheet of table %d: round %d is not drawn", table, round)
	}
	if _, ok := a.GroupsOf(table); !ok {
		return Errorf(ENotFound, "sheet of table %d, who registered no groups", table)
	}
	s := a.Sheets[table]
	change(&s)
	a.Sheets = maps.Clone(a.Sheets)
	if a.Sheets == nil {
		a.Sheets = map[int]AnticipationSheet{}
	}
	a.Sheets[table] = s
	return nil
}

// totals returns what the game adds to the tournament's standings: each
// player's total, score, warnings and penalty as adjudicated, and the
// rounds' net scores (RULES §8.4, §8.7); there is no top.
func (a *AnticipationGame) totals(players []Player, key string) *GameTotals {
	t := &GameTotals{Key: key, Players: make([]PlayerTotals, len(players))}
	for i, p := range players {
		r := a.Sheets[p.Table].Result
		nets := make([]int, len(r.Rounds))
		for k, rr := range r.Rounds {
			nets[len(r.Rounds)-1-k] = rr.Score - rr.Penalty
		}
		t.Players[i] = PlayerTotals{Total: r.Total, Score: r.Score, Warnings: r.Technical + r.Disciplinary, Penalty: r.Penalty, Nets: nets}
	}
	return t
}

// rezistentaOrder sets each row's ranking points and round of abandonment
// and returns the order of Rezistenta (RULES §8.9): by ranking points, then
// by total.
func (a *AnticipationGame) rezistentaOrder(rows []Standing) func(x, y *Standing) int {
	for i := range rows {
		r := a.Sheets[rows[i].Table].Result
		rows[i].RankingPoints, rows[i].Abandoned = r.RankingPoints, r.Abandoned
	}
	return func(x, y *Standing) int {
		return cmp.Or(cmp.Compare(y.RankingPoints, x.RankingPoints), byTotal(x, y))
	}
}
