package problem

import (
	"encoding/json"

	"arbiter/arbiter"
)

// FormSolution is the solution page's form ([arbiter.PageReader]): a
// player's solution of the open problem, handed in from the room.
const FormSolution = "solutions"

// SolutionForm is a player's solution of the open composition problem as
// the solution page sends it (RULES §9): the table, the moves typed one a
// line ([ReadTyped]) or the sheet's JSON read from a file, and in a
// Partida de Superscrabble the round the page showed (RULES §9.8: 0, the
// round being played), so that a sheet sent after the referee placed the
// next scrabble is refused as late rather than taken for the next round's.
type SolutionForm struct {
	Table int             `json:"table"`
	Round int             `json:"round,omitempty"`
	Typed string          `json:"typed,omitempty"`
	Sheet json.RawMessage `json:"sheet,omitempty"`
}

// PageForms lists the one form of the problems' pages, the solution
// handed in from the solution page. It holds a sheet as large as the
// sheet reader takes ([MaxSheetBytes], over 4 times the largest real one
// measured: 3,394 scrabbles of a group with 2 jokers, 236 KB as indented
// JSON).
func (discipline) PageForms() []arbiter.PageForm {
	return []arbiter.PageForm{{Name: FormSolution, Sheet: MaxSheetBytes}}
}

// PageCommand reads a solution into its hand-in, timed by the front
// end's clock.
func (discipline) PageCommand(_ *arbiter.State, f arbiter.PageSent) (arbiter.Command, error) {
	return arbiter.ReadPageForm(f, func(s SolutionForm) (arbiter.Command, error) {
		return HandInSolution{Table: s.Table, Round: s.Round, Sheet: s.Sheet, Typed: s.Typed, At: f.At}, nil
	})
}
