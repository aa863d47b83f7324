package room

import (
	"errors"
	"net/http"

	"arbiter/arbiter/free"
	"arbiter/arbiter/referee"
	"arbiter/reports"
)

// The judging page (/judge) is a tablet on the judging table of a free
// game (RULES §10.1): the players type the words of the challenged play
// and their board, and read one verdict for the whole play in large type.
// It shows nothing else and links nowhere; its session (the judging
// table's code) may open nothing else. The referee's review
// (/judgements) lists the challenges judged and records the decision
// that the list is ambiguous.

// JudgeForm is a challenge as the judging page sends it: the board and
// the words as typed, one or several. Ambiguous and Reason record
// instead the referee's decision that the list is ambiguous for the play
// (seed 004), from the review: the referee's alone.
type JudgeForm struct {
	Board     int    `json:"board"`
	Words     string `json:"words"`
	Ambiguous bool   `json:"ambiguous,omitempty"`
	Reason    string `json:"reason,omitempty"`
}

// judge answers POST /api/judge: the challenge judged at the board of
// the round last paired and recorded as `arbiter judge --board` records
// it, and its verdict in the room's words; a refusal names its field.
func (s *Server) judge(r *http.Request) (any, error) {
	var f JudgeForm
	if err := readJSON(r, &f); err != nil {
		return nil, err
	}
	if f.Ambiguous && sessionOf(r).role != refereeRole {
		return nil, &apiError{status: http.StatusForbidden, code: "forbidden", message: s.labels().RefereeOnly}
	}
	evs, err := s.do(r, free.Judge{Board: f.Board, Words: []string{f.Words}, Ambiguous: f.Ambiguous, Reason: f.Reason})
	if err != nil {
		return nil, err
	}
	j, ok := evs[0].(free.Judged)
	if !ok {
		return nil, errors.New("the judgement was recorded as another event")
	}
	return reports.VerdictOf(s.language(), j), nil
}

// Judgements is the referee's review of the challenges judged in the
// current game, in the room's words: the table's headings and its rows.
type Judgements struct {
	Headings []string   `json:"headings"`
	Rows     [][]string `json:"rows"`
}

// judgements answers GET /api/judgements: the challenges judged in the
// current game, in the order recorded; none before any game.
func (s *Server) judgements(r *http.Request) (any, error) {
	if _, err := s.current(r.Context()); err != nil {
		return nil, err
	}
	entries, err := s.cfg.Referee.GameLog(r.Context(), 0)
	if _, none := errors.AsType[*referee.NoGameError](err); err != nil && !none {
		return nil, err
	}
	var js []reports.Judgement
	for _, e := range entries {
		if j, ok := reports.JudgementOf(e.Time, e.Event); ok {
			js = append(js, j)
		}
	}
	headings, rows := reports.JudgementTable(s.language(), js)
	return Judgements{Headings: headings, Rows: rows}, nil
}
