package room

import (
	"encoding/json"
	"errors"
	"net/http"

	"arbiter/arbiter"
	"arbiter/reports"
)

// roomPage is one of the room's pages: the role that opens it (""
// for anyone's) and the form of a kind of game it sends, if any
// ([arbiter.PageForm]), served at /api/ and the form's name to the
// sessions that open the page.
type roomPage struct {
	need role
	form string
}

// pages are the room's pages by name, each served at / and its name (the
// index at /): the judging page sends a challenge, the solution page a
// solution, each read by the kind whose form it is.
func pages() map[string]roomPage {
	return map[string]roomPage{"index": {}, "display": {}, "results": {}, "login": {}, "entry": {need: assistant},
		"referee": {need: refereeRole}, "judgements": {need: refereeRole},
		"judge": {need: judgeRole, form: "judge"}, "solution": {need: assistant, form: "solutions"}}
}

// pageBody is the largest request body f takes: a sheet as large as the
// form holds and the form around it, or the room's usual bound.
func pageBody(f arbiter.PageForm) int64 {
	if f.Sheet > 0 {
		return int64(f.Sheet) + 1<<10
	}
	return maxBody
}

// pageForm returns the handler of the page's form named name, taking as
// large a body as the kind that reads it says ([Server.pageAnswer]).
func (s *Server) pageForm(name string) http.HandlerFunc {
	f := arbiter.PageForm{Name: name}
	for _, k := range s.cfg.Referee.Kinds().PageForms() {
		if k.Name == name {
			f = k
		}
	}
	return s.apiUpTo(pageBody(f), s.pageAnswer(f))
}

// pageAnswer answers f, a form of a kind's page: its JSON sent to the
// service, read there by the kind whose form it is into its command, with
// whether the referee sent it and the room's clock; the events recorded
// answered in the room's words. A sheet too large is refused as a sheet,
// in the tournament's language.
func (s *Server) pageAnswer(f arbiter.PageForm) func(*http.Request) (any, error) {
	return func(r *http.Request) (any, error) {
		var form json.RawMessage
		if err := readJSON(r, &form); err != nil {
			if f.Sheet > 0 && errors.As(err, new(*http.MaxBytesError)) {
				return nil, &apiError{status: http.StatusRequestEntityTooLarge, code: "too_large",
					message: reports.SheetTooLarge(s.language(), f.Sheet)}
			}
			return nil, err
		}
		evs, err := s.do(r, arbiter.PageSent{Form: f.Name, JSON: form, Referee: sessionOf(r).role == refereeRole, At: s.cfg.Now()})
		if rf, ok := errors.AsType[*arbiter.Refusal](err); ok && rf.Kind == arbiter.RefusedRefereeOnly {
			return nil, &apiError{status: http.StatusForbidden, code: "forbidden", message: s.labels().RefereeOnly}
		}
		if err != nil {
			return nil, err
		}
		return reports.PageAnswer(s.cfg.Referee.RuleSet(), evs), nil
	}
}
