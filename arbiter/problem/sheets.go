package problem

import "arbiter/arbiter"

// Sheets are what a problem prints (RULES §9): its statement, with
// its results (the ranking and every player's checked solution), and the
// ranking alone.
func (discipline) Sheets() []string { return []string{"statement", "results", "ranking"} }

// Printed is a problem's statement as printed for the room, with the
// ranking's rows and, when Results, the ranking and every player's
// checked solution after it; a Partida de Superscrabble prints its
// rounds from Game.
type Printed struct {
	Statement Statement
	Game      *Game
	Rows      []Row
	Results   bool
}

// Sheet makes sheet q of g: its statement, or its results.
func (discipline) Sheet(s *arbiter.State, g *arbiter.Game, q arbiter.SheetQuery) (any, error) {
	st, rows, err := Ranking(s, g.Number)
	if err != nil {
		return nil, err
	}
	p, _ := GameOf(g) // Ranking refused a game without one
	return Printed{Statement: st, Game: p, Rows: rows, Results: q.Sheet == "results"}, nil
}
