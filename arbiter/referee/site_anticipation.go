package referee

import (
	"slices"

	"arbiter/reports"
)

// siteAnticipation returns what the results site shows of game n when it
// is an anticipation game (RULES §8): its form and every player's sheet,
// in table order; nil for a duplicate game.
func (s *Service) siteAnticipation(n int) (*reports.SiteAnticipation, error) {
	form, ok := s.Discipline(n)
	if !ok {
		return nil, nil
	}
	sheets, err := s.AnticipationSheets(n)
	if err != nil {
		return nil, err
	}
	a := &reports.SiteAnticipation{Form: form}
	for _, sh := range sheets {
		a.Sheets = append(a.Sheets, reports.SiteSheet{Table: sh.Player.Table, Name: sh.Player.Name, Result: sh.Result})
	}
	slices.SortFunc(a.Sheets, func(x, y reports.SiteSheet) int { return x.Table - y.Table })
	return a, nil
}
