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

// SheetQuery is a sheet asked of game Game (the current game for 0):
// its name as the game's kind names it, the round of a bulletin or of
// result slips (0: the last), the table of a card (0: every player's),
// the last round a crosstable counts (0: as it stands).
type SheetQuery struct {
	Game         int
	Sheet        string
	Round, Table int
	After        int
}

// A SheetMaker is a [SheetPrinter] that makes its games' sheets itself,
// into values of its own, which a front end lays out in every format it
// writes (the Anticipation game's bulletin, a free-game event's
// crosstable); the ranking it makes as an [OwnRanker].
type SheetMaker interface {
	SheetPrinter
	// Sheet returns sheet q of g, one of the names Sheets gives but the
	// ranking.
	Sheet(s *State, g *Game, q SheetQuery) (any, error)
}

// OwnSheet returns sheet q of g as its kind makes it ([SheetMaker]); nil
// for a kind whose sheets the front ends read themselves (the duplicate
// game's).
func (s *State) OwnSheet(g *Game, q SheetQuery) (any, error) {
	if m, ok := kindAs[SheetMaker](s, g); ok {
		return m.Sheet(s, g, q)
	}
	return nil, nil
}

// CardSheet is the name of the players' cards among a kind's sheets: the
// room's phones show a player's card from it when the kind makes it.
const CardSheet = "card"
