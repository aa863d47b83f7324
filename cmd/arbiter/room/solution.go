package room

import (
	"encoding/json"
	"errors"
	"net/http"

	"arbiter/arbiter"
	"arbiter/arbiter/problem"
	"arbiter/reports"
)

// SolutionForm is a player's solution of the open composition problem as
// the solution page sends it (RULES §9): the table, the moves typed one a
// line ([problem.ReadTyped]) or the sheet's JSON read from a file, and in
// a Partida de Superscrabble the round the page showed (RULES §9.8: 0, the
// round being played), so that a sheet sent after the referee placed the
// next scrabble is refused as late rather than taken for the next round's.
type SolutionForm struct {
	Table int             `json:"table"`
	Round int             `json:"round,omitempty"`
	Typed string          `json:"typed,omitempty"`
	Sheet json.RawMessage `json:"sheet,omitempty"`
}

// problemView is what the solution page shows: the open problem, if any
// (a Partida de Superscrabble's round being played), and the page's words
// in the tournament's language.
type problemView struct {
	Open    bool              `json:"open"`
	Kind    string            `json:"kind,omitempty"`
	Round   int               `json:"round,omitempty"`
	Minutes int               `json:"minutes,omitempty"`
	Ends    int64             `json:"ends,omitempty"` // Unix milliseconds
	Now     int64             `json:"now"`
	Labels  map[string]string `json:"labels"`
}

// problemStatus answers GET /api/problem: the problem open for solutions.
func (s *Server) problemStatus(r *http.Request) (any, error) {
	play, err := s.play(r.Context())
	if err != nil {
		return nil, err
	}
	v := problemView{Now: s.cfg.Now().UnixMilli(), Labels: reports.ProblemRoomLabels(s.language())}
	if sh := play.Showing; sh != nil && sh.Countdown != nil {
		c := sh.Countdown
		v.Open, v.Kind, v.Minutes, v.Ends, v.Round = true, c.Name, c.Minutes, c.Ends.UnixMilli(), sh.Round
	}
	return v, nil
}

// maxSolutionBody is the largest solution the page sends: a sheet as large
// as the sheet reader takes ([problem.MaxSheetBytes], over 4 times the
// largest real one measured: 3,394 scrabbles of a group with 2 jokers,
// 236 KB as indented JSON) and the form around it.
const maxSolutionBody = problem.MaxSheetBytes + 1<<10

// handInSolution answers POST /api/solutions: the solution recorded and
// checked through the referee service, timed by the room's clock, and its
// verdict in a sentence, said, as a refusal is, in the tournament's
// language.
func (s *Server) handInSolution(r *http.Request) (any, error) {
	var form SolutionForm
	if err := readJSON(r, &form); err != nil {
		if errors.As(err, new(*http.MaxBytesError)) {
			return nil, &apiError{status: http.StatusRequestEntityTooLarge, code: "too_large",
				message: reports.ProblemTooLarge(s.language(), problem.MaxSheetBytes)}
		}
		return nil, err
	}
	ctx, cancel := commandContext(r)
	defer cancel()
	evs, err := s.cfg.Referee.Run(ctx, problem.HandInSolution{Table: form.Table, Round: form.Round, Sheet: form.Sheet, Typed: form.Typed, At: s.cfg.Now()})
	if _, ok := errors.AsType[*problem.TypedError](err); ok {
		return nil, &apiError{status: http.StatusBadRequest, code: string(arbiter.EInvalidInput),
			message: reports.ProblemTypedError(s.language(), err), field: "sheet"}
	}
	if err != nil {
		return nil, err
	}
	rs := s.cfg.Referee.RuleSet()
	var sentences []string
	for _, e := range evs {
		sentences = append(sentences, reports.EventText(rs, e))
	}
	return map[string]any{"recorded": sentences}, nil
}
