package arbiter

// A SheetPrinter is a [Discipline] whose games print sheets of their own:
// their names, as the command line's `report` takes them, so that a game
// is never printed a sheet of another kind's.
type SheetPrinter interface {
	Discipline
	Sheets() []string
}

// SheetsOf returns the sheets game g prints, as its kind names them: the
// ranking alone, which every game has, for a kind that names none; none
// for no game (nil).
func (s *State) SheetsOf(g *Game) []string {
	if g == nil {
		return nil
	}
	if p, ok := kindAs[SheetPrinter](s, g); ok {
		return p.Sheets()
	}
	return []string{"ranking"}
}
