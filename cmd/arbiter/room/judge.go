package room

import (
	"errors"
	"net/http"

	"arbiter/arbiter/referee"
	"arbiter/reports"
)

// The judging page (/judge) is a tablet on the judging table of a free
// game (RULES §10.1): the players type the words of the challenged play
// and their board, and read one verdict for the whole play in large type.
// It shows nothing else and links nowhere; its session (the judging
// table's code) may open nothing else. The referee's review
// (/judgements) lists the challenges judged and records the decision
// that the list is ambiguous. A challenge is sent as a form of the
// kind's page, which the room routes without knowing it
// ([Server.pageForm]).

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
