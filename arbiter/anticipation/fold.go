package anticipation

import (
	"cmp"
	"encoding/json"
	"maps"
	"slices"

	"arbiter/arbiter"
)

// newAnticipationGame returns the Anticipation game a GameStarted sets up.
func newAnticipationGame(started arbiter.AnticipationSetup) (*Game, error) {
	setup := Setup{Form: Form(started.Form), Groups: started.Groups, Drawn: started.Drawn, Schedule: started.Schedule}
	if _, err := ParseForm(string(setup.Form)); err != nil || setup.Form == "" {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "unknown discipline %q", setup.Form)
	}
	a := &Game{Setup: setup}
	if setup.Form == Blind {
		return a, nil
	}
	var err error
	a.Groups, err = groupsOfText(setup.Groups)
	return a, err
}

// foldIn folds event e, the game's own or a built-in one, into g, an
// Anticipation game. The game is changed on a copy, so that a state folded
// earlier keeps its sheets.
func foldIn(g *arbiter.Game, e arbiter.Event) error {
	if g.Ended {
		return arbiter.Errorf(arbiter.EGameOver, "%s: game %d has ended", e.EventType(), g.Number)
	}
	cur, err := arbiter.StateOf[Game](g, Kind)
	if err != nil {
		return err
	}
	a := *cur
	switch e := e.(type) {
	case GroupsRegistered:
		err = a.applyGroupsRegistered(e)
	case GroupDrawn:
		err = applyGroupDrawn(g, &a, e)
	case SheetSlipRecorded:
		err = a.changeSheet(e.Table, e.Round, func(s *PlayerSheet) {
			s.Slips, s.Result = withSlip(s.Slips, e.Round, e.Slip), e.Result
		})
		a.settleTypings(e.Round, e.Table)
	case SheetSlipTyped:
		err = a.applyTyped(e)
	case ControlGridNoted:
		err = a.changeSheet(e.Table, 0, func(s *PlayerSheet) { s.Grid, s.Result = e.Grid, e.Result })
	case SheetSettled:
		err = a.settleSheet(e.Table, e.Result)
	case arbiter.WarningGiven:
		var res Result
		if len(e.Sheet) == 0 || json.Unmarshal(e.Sheet, &res) != nil {
			return arbiter.Errorf(arbiter.EInvalidInput, "warning for table %d in game %d, an Anticipation game, without the adjudication of the sheet", e.Table, g.Number)
		}
		if err = a.settleSheet(e.Table, res); err == nil {
			err = g.ApplyWarning(e)
		}
	case arbiter.RoundClosed:
		var r *arbiter.Round
		if r, err = g.CurrentRound(e.Round, e); err == nil && !r.Open() {
			err = arbiter.Errorf(arbiter.ERoundClosed, "round %d is not open", e.Round)
		} else if err == nil {
			r.Closed = true
		}
	case arbiter.TimerStarted, arbiter.TimerPaused, arbiter.TimerResumed, arbiter.TimerReset:
		err = g.ApplyTimer(e)
	case arbiter.GameEnded:
		if cur := g.Current(); cur != nil && cur.Open() {
			return arbiter.Errorf(arbiter.ERoundOpen, "game %d ended while round %d is open", g.Number, cur.Number)
		}
		g.Ended, g.EndReason, g.EndText = true, e.Reason, e.Text
	default:
		err = arbiter.Errorf(arbiter.EInvalidInput, "%s in game %d, an Anticipation game", e.EventType(), g.Number)
	}
	if err != nil {
		return err
	}
	g.Play.State = &a
	return nil
}

// applyGroupsRegistered folds an oarba player's groups, before round 1.
func (a *Game) applyGroupsRegistered(e GroupsRegistered) error {
	if a.Setup.Form != Blind || len(a.Played) > 0 {
		return arbiter.Errorf(arbiter.EConflict, "groups of table %d registered outside an oarba game before round 1", e.Table)
	}
	g, err := groupsOfText(e.Groups)
	if err != nil {
		return err
	}
	a.Own = maps.Clone(a.Own)
	if a.Own == nil {
		a.Own = map[int]Groups{}
	}
	a.Own[e.Table] = g
	return nil
}

// applyGroupDrawn opens the next round of g, whose game is a, with the
// group drawn.
func applyGroupDrawn(g *arbiter.Game, a *Game, e GroupDrawn) error {
	if cur := g.Current(); cur != nil && cur.Open() {
		return arbiter.Errorf(arbiter.ERoundOpen, "group drawn for round %d while round %d is open", e.Round, cur.Number)
	}
	switch {
	case e.Round != len(a.Played)+1 || e.Round != len(g.Rounds)+1:
		return arbiter.Errorf(arbiter.EInvalidInput, "group drawn for round %d, but the next round is %d", e.Round, len(a.Played)+1)
	case !slices.Contains(a.Left(), e.Group):
		return arbiter.Errorf(arbiter.EConflict, "round %d: group %d is not one of the groups left", e.Round, e.Group)
	}
	a.Played = append(slices.Clip(a.Played), e)
	g.Rounds = append(g.Rounds, arbiter.Round{Number: e.Round, HasRack: true, Slips: map[int][]arbiter.Slip{}})
	return nil
}

// settleSheet gives the sheet of table the adjudication res, which may
// reach rounds after the last slip: they are slips with no move.
func (a *Game) settleSheet(table int, res Result) error {
	n := len(res.Rounds)
	return a.changeSheet(table, n, func(s *PlayerSheet) {
		if n > 0 {
			s.Slips = withSlip(s.Slips, n, slipAt(s.Slips, n))
		}
		s.Result = res
	})
}

// changeSheet changes the sheet of table with change, on a copy of the
// sheets; round, when not 0, must be a round drawn.
func (a *Game) changeSheet(table, round int, change func(*PlayerSheet)) error {
	if _, ok := a.Round(round); !ok && round != 0 {
		return arbiter.Errorf(arbiter.ENotFound, "sheet of table %d: round %d is not drawn", table, round)
	}
	if _, ok := a.GroupsOf(table); !ok {
		return arbiter.Errorf(arbiter.ENotFound, "sheet of table %d, who registered no groups", table)
	}
	s := a.Sheets[table]
	change(&s)
	a.Sheets = maps.Clone(a.Sheets)
	if a.Sheets == nil {
		a.Sheets = map[int]PlayerSheet{}
	}
	a.Sheets[table] = s
	return nil
}

// totals returns what the game adds to the tournament's standings: each
// player's total, score, warnings and penalty as adjudicated, and the
// rounds' net scores (RULES §8.4, §8.7); there is no top.
func (a *Game) totals(players []arbiter.Player) []arbiter.PlayerTotals {
	out := make([]arbiter.PlayerTotals, len(players))
	for i, p := range players {
		r := a.Sheets[p.Table].Result
		nets := make([]int, len(r.Rounds))
		for k, rr := range r.Rounds {
			nets[len(r.Rounds)-1-k] = rr.Score - rr.Penalty
		}
		out[i] = arbiter.PlayerTotals{Total: r.Total, Score: r.Score, Warnings: r.Technical + r.Disciplinary, Penalty: r.Penalty, Nets: nets}
	}
	return out
}

// rezistentaOrder sets each row's ranking points and round of abandonment
// and returns the order of Rezistenta (RULES §8.9): by ranking points, then
// by total.
func (a *Game) rezistentaOrder(rows []arbiter.Standing) func(x, y *arbiter.Standing) int {
	for i := range rows {
		r := a.Sheets[rows[i].Table].Result
		rows[i].RankingPoints, rows[i].Abandoned = r.RankingPoints, r.Abandoned
	}
	return func(x, y *arbiter.Standing) int {
		return cmp.Or(cmp.Compare(y.RankingPoints, x.RankingPoints), arbiter.CompareTotals(x, y))
	}
}
