package arbiter

// A SitePublisher is a [Discipline] whose games the results site shows in
// pages of their own (an Anticipation game's sheets, a free-game event's
// standings and rounds), in place of the duplicate game's rounds and cards.
type SitePublisher interface {
	Discipline
	// Site returns what the site shows of g, a value of the kind's own.
	Site(s *State, g *Game) (any, error)
}

// SiteOf returns what the results site shows of g in its kind's own pages
// ([SitePublisher]); nil for a game shown as duplicate games are.
func (s *State) SiteOf(g *Game) (any, error) {
	if p, ok := kindAs[SitePublisher](s, g); ok {
		return p.Site(s, g)
	}
	return nil, nil
}
