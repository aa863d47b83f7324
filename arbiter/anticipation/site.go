package anticipation

import (
	"cmp"
	"slices"

	"arbiter/arbiter"
)

// Site is what the results site shows of an Anticipation game of Form:
// every registered player's sheet, in table order.
type Site struct {
	Form   Form
	Sheets []SiteSheet
}

// SiteSheet is one player's sheet on the site: the table, the player's
// name and the adjudication of the whole sheet.
type SiteSheet struct {
	Table  int
	Name   string
	Result Result
}

// Site returns what the results site shows of g: its form and its
// players' sheets, a player who handed in nothing with no slips.
func (discipline) Site(s *arbiter.State, g *arbiter.Game) (any, error) {
	a, ok := GameOf(g)
	if !ok {
		return nil, arbiter.Errorf(arbiter.EInternal, "game %d holds no Anticipation game", g.Number)
	}
	site := Site{Form: a.Setup.Form}
	for _, p := range s.Players {
		site.Sheets = append(site.Sheets, SiteSheet{Table: p.Table, Name: p.Name, Result: a.ResultOf(p.Table)})
	}
	slices.SortFunc(site.Sheets, func(x, y SiteSheet) int { return cmp.Compare(x.Table, y.Table) })
	return site, nil
}

// ResultOf returns the adjudication of the sheet of the player at table,
// with the game's form and the board of the moves that stand.
func (a *Game) ResultOf(table int) Result {
	sh := a.Sheet(table)
	res := sh.Result
	res.Form = a.Setup.Form
	res.Board = sh.Board()
	return res
}
