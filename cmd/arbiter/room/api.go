package room

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/slipinput"
)

// apiError is an answer that is not a success: an HTTP status and the
// stable code and message shown to the user.
type apiError struct {
	status        int
	code, message string
}

func (e *apiError) Error() string { return e.message }

// badRequest is the apiError of input that cannot be read.
func badRequest(format string, args ...any) error {
	return &apiError{http.StatusBadRequest, string(arbiter.EInvalidInput), fmt.Sprintf(format, args...)}
}

// api serves a JSON endpoint: h's value as JSON, or its error as
// {"error":{"code":…,"message":…}} with the matching status.
func (s *Server) api(h func(*http.Request) (any, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		r.Body = http.MaxBytesReader(w, r.Body, maxBody)
		v, err := h(r)
		if err != nil {
			status, code := statusOf(err)
			writeError(w, status, code, errorMessage(err))
			return
		}
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		_ = json.NewEncoder(w).Encode(v)
	}
}

// writeError writes an error answer.
func writeError(w http.ResponseWriter, status int, code, message string) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{"error": map[string]string{"code": code, "message": message}})
}

// statusOf maps an error to its HTTP status and stable code: a refusal by
// the rules is a conflict with the rules' own code, unreadable input a bad
// request, anything else (the store) unavailable.
func statusOf(err error) (int, string) {
	if e, ok := errors.AsType[*apiError](err); ok {
		return e.status, e.code
	}
	if e, ok := errors.AsType[*arbiter.Error](err); ok {
		switch e.Code {
		case arbiter.EInvalidInput:
			return http.StatusBadRequest, string(e.Code)
		case arbiter.ENotFound:
			return http.StatusNotFound, string(e.Code)
		case arbiter.EInternal:
			return http.StatusInternalServerError, string(e.Code)
		case arbiter.EStorage:
			return http.StatusServiceUnavailable, string(e.Code)
		}
		return http.StatusConflict, string(e.Code)
	}
	if errors.As(err, new(*http.MaxBytesError)) {
		return http.StatusRequestEntityTooLarge, "too_large"
	}
	return http.StatusServiceUnavailable, "storage"
}

// errorMessage is the message of err for the user.
func errorMessage(err error) string {
	if e, ok := errors.AsType[*arbiter.Error](err); ok {
		return e.Message
	}
	return err.Error()
}

// readJSON reads the request body into v, refusing unknown fields and
// anything after the value.
func readJSON(r *http.Request, v any) error {
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		if mb, ok := errors.AsType[*http.MaxBytesError](err); ok {
			return mb
		}
		return badRequest("the request is not the JSON expected: %v", err)
	}
	// More would miss a closing '}' or ']' after the value: only the end
	// of the body may follow it.
	_, err := dec.Token()
	if err == io.EOF {
		return nil
	}
	if mb, ok := errors.AsType[*http.MaxBytesError](err); ok {
		return mb
	}
	return badRequest("the request holds more than one JSON value")
}

// do runs c with the service, to the end even if the client goes away
// meanwhile: a slip typed is recorded whole or not at all, never lost
// because a laptop's browser was closed.
func (s *Server) do(r *http.Request, c arbiter.Command) ([]arbiter.Event, error) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(r.Context()), commandTimeout)
	defer cancel()
	return s.cfg.Referee.Run(ctx, c)
}

// snapshot returns the tournament as last folded and its version.
func (s *Server) snapshot(ctx context.Context) (arbiter.State, string, error) {
	v, err := s.current(ctx)
	if err != nil {
		return arbiter.State{}, "", err
	}
	return s.cfg.Referee.State(), strconv.Itoa(int(v)), nil
}

// version answers GET /api/version: {"version":"…"}.
func (s *Server) version(r *http.Request) (any, error) {
	v, err := s.current(r.Context())
	return map[string]string{"version": strconv.Itoa(int(v))}, err
}

// display answers GET /api/display.
func (s *Server) display(r *http.Request) (any, error) {
	st, v, err := s.snapshot(r.Context())
	if err != nil {
		return nil, err
	}
	d := s.displayView(&st, v)
	d.Links = linksFor(r)
	return d, nil
}

// results answers GET /api/results, with the card of the player at table
// N for ?table=N.
func (s *Server) results(r *http.Request) (any, error) {
	table := 0
	if t := r.URL.Query().Get("table"); t != "" {
		var err error
		if table, err = strconv.Atoi(t); err != nil || table < 1 {
			return nil, badRequest("table %q is not a table number (1, 2, …)", t)
		}
	}
	st, v, err := s.snapshot(r.Context())
	if err != nil {
		return nil, err
	}
	return resultsView(&st, v, table)
}

// entryStatus answers GET /api/entry: the round slips go to and the tables
// still missing.
func (s *Server) entryStatus(r *http.Request) (any, error) {
	st, v, err := s.snapshot(r.Context())
	if err != nil {
		return nil, err
	}
	return entryView(&st, v, s.cfg.DoubleEntry), nil
}

// SlipForm is a slip as typed on the entry page (read by [slipinput],
// as the command line's slips are). Round 0 is the current round.
type SlipForm struct {
	// Settle enters the slip as the referee's decision, past double entry:
	// it settles typings that differ.
	Settle bool `json:"settle,omitempty"`
	Round  int  `json:"round,omitempty"`
	slipinput.Form
}

// Command reads the form into the slip it records (RULES §5), or says which
// field cannot be read.
func (f SlipForm) Command() (arbiter.EnterSlip, error) {
	if f.Round < 0 {
		return arbiter.EnterSlip{}, badRequest("round %d is not a round number", f.Round)
	}
	c, err := f.Form.Slip()
	if err != nil {
		return c, badRequest("%s", err)
	}
	c.Round = f.Round
	return c, nil
}

// enterSlip answers POST /api/slips: the slip's verdict at once.
func (s *Server) enterSlip(r *http.Request) (any, error) {
	var form SlipForm
	if err := readJSON(r, &form); err != nil {
		return nil, err
	}
	c, err := form.Command()
	if err != nil {
		return nil, err
	}
	var cmd arbiter.Command = c
	if s.cfg.DoubleEntry && !form.Settle {
		cmd = arbiter.TypeSlip{EnterSlip: c, Operator: sessionOf(r).operator}
	}
	evs, err := s.do(r, cmd)
	if err != nil {
		return nil, err
	}
	// The tournament as folded after c: its rule set says the verdict's
	// language; whether a typing waits for a second operator or differs
	// from another's is in it.
	st := s.cfg.Referee.State()
	a := slipAnswer(st.RuleSet, c, evs)
	if a.Recorded == "typed" {
		a.Pending = pending(&st, a.Round, c.Table)
		if len(a.Pending) > 1 {
			a.Recorded = "mismatch"
		}
	}
	return a, nil
}

// TimerForm is a timer command from the referee page: start (with the
// thinking time in seconds, 0 for the game's), pause, resume or reset.
type TimerForm struct {
	Action  string `json:"action"`
	Seconds int    `json:"seconds,omitempty"`
}

// timer answers POST /api/timer.
func (s *Server) timer(r *http.Request) (any, error) {
	var form TimerForm
	if err := readJSON(r, &form); err != nil {
		return nil, err
	}
	now := s.cfg.Now()
	var c arbiter.Command
	switch form.Action {
	case "start":
		c = arbiter.StartTimer{At: now, Duration: time.Duration(form.Seconds) * time.Second}
	case "pause":
		c = arbiter.PauseTimer{At: now}
	case "resume":
		c = arbiter.ResumeTimer{At: now}
	case "reset":
		c = arbiter.ResetTimer{At: now}
	default:
		return nil, badRequest("unknown timer action %q: start, pause, resume or reset", form.Action)
	}
	evs, err := s.do(r, c)
	if err != nil {
		return nil, err
	}
	return map[string]int{"recorded": len(evs)}, nil
}
