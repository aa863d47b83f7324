package room

import (
	"net/http"

	"arbiter/reports"
)

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
