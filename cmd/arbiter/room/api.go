package room

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"
	"sync"

	"arbiter/arbiter"
	"arbiter/arbiter/referee"
	"arbiter/arbiter/slipinput"
	"arbiter/reports"
)

// apiError is an answer that is not a success: an HTTP status, the
// stable code and message shown to the user and, for a form, the field
// to type again and what else the answer carries (the slip a new one
// would replace). With a cause, the message is the cause's, said in the
// tournament's language; without, it is said so already.
type apiError struct {
	status        int
	code, message string
	field         string
	detail        any
	cause         error
}

func (e *apiError) Error() string { return e.message }

func (e *apiError) Unwrap() error { return e.cause }

// badRequest is the apiError of input that cannot be read.
func badRequest(format string, args ...any) error {
	err := arbiter.Errorf(arbiter.EInvalidInput, format, args...)
	return &apiError{status: http.StatusBadRequest, code: string(err.Code), message: err.Message, cause: err}
}

// api serves a JSON endpoint: h's value as JSON, or its error as
// {"error":{"code":…,"message":…}} with the matching status.
func (s *Server) api(h func(*http.Request) (any, error)) http.HandlerFunc {
	return s.apiUpTo(maxBody, h)
}

// apiUpTo is api for an endpoint whose request body may hold limit bytes.
func (s *Server) apiUpTo(limit int64, h func(*http.Request) (any, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		r.Body = http.MaxBytesReader(w, r.Body, limit)
		v, err := h(r)
		if err != nil {
			writeError(w, s.language(), err)
			return
		}
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		_ = json.NewEncoder(w).Encode(v)
	}
}

// errorBody is the JSON of an answer that is not a success.
type errorBody struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
		// Field is the form's field to type again, if one is in error.
		Field string `json:"field,omitempty"`
	} `json:"error"`
	// Replacing is the slip a slip refused (409) would replace.
	Replacing any `json:"replacing,omitempty"`
}

// writeError writes the answer to err: its status, code, message (in
// language) and what else it carries.
func writeError(w http.ResponseWriter, language string, err error) {
	var b errorBody
	status, code := statusOf(err)
	b.Error.Code, b.Error.Message = code, errorMessage(language, err)
	if e, ok := errors.AsType[*apiError](err); ok {
		b.Error.Field, b.Replacing = e.field, e.detail
	}
	if te, ok := errors.AsType[*arbiter.TypingError](err); ok {
		b.Error.Field = te.Field
	}
	if fe, ok := errors.AsType[slipinput.FieldError](err); ok {
		b.Error.Field = fe.FormField()
	}
	if r, ok := errors.AsType[*arbiter.Refusal](err); ok && r.Kind == arbiter.RefusedNoReason {
		b.Error.Field = "reason" // the field of the console's form to type it in
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(b)
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

// errorMessage is the message of err for the user, in language: the
// room's own words, or the refusal as the language says it, or else the
// service's message.
func errorMessage(language string, err error) string {
	if e, ok := errors.AsType[*apiError](err); ok && e.cause == nil {
		return e.message
	}
	if text, ok := reports.SheetErrorText(language, err); ok {
		return text
	}
	if text, ok := reports.RefusalText(language, err); ok {
		return text
	}
	if e, ok := errors.AsType[*arbiter.Error](err); ok {
		return e.Message
	}
	if e, ok := errors.AsType[*http.MaxBytesError](err); ok {
		return reports.RequestTooLarge(language, e.Limit)
	}
	_, code := statusOf(err)
	if text, ok := reports.RefusalText(language, &arbiter.Error{Code: arbiter.Code(code)}); ok {
		return text
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
	ctx, cancel := commandContext(r)
	defer cancel()
	return s.cfg.Referee.Run(ctx, c)
}

// commandContext is the context of a command r asks for: it outlives
// the request, for at most commandTimeout.
func commandContext(r *http.Request) (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.WithoutCancel(r.Context()), commandTimeout)
}

// play returns where the play stands, as the log was read for the pages.
func (s *Server) play(ctx context.Context) (referee.Play, error) {
	if _, err := s.current(ctx); err != nil {
		return referee.Play{}, err
	}
	return s.cfg.Referee.Play(ctx, s.cfg.Now())
}

// versionText is version v as the pages compare it.
func versionText(v referee.Version) string { return strconv.Itoa(int(v)) }

// version answers GET /api/version: {"version":"…"}.
func (s *Server) version(r *http.Request) (any, error) {
	v, err := s.current(r.Context())
	return map[string]string{"version": strconv.Itoa(int(v))}, err
}

// display answers GET /api/display: where the play stands, with the
// results every phone reads too.
func (s *Server) display(r *http.Request) (any, error) {
	play, err := s.play(r.Context())
	if err != nil {
		return nil, err
	}
	res, err := s.shared.get(r.Context(), s.cfg.Referee, play.Version)
	if err != nil {
		return nil, err
	}
	d := s.displayView(play, res)
	d.Links = s.linksFor(r)
	return d, nil
}

// results answers GET /api/results, with the card of the player at table
// N for ?table=N. The results are read once for each version of the log
// and kept, and without a card they are the same for every phone in the
// room: encoded once too.
func (s *Server) results(r *http.Request) (any, error) {
	table := 0
	if t := r.URL.Query().Get("table"); t != "" {
		var err error
		if table, err = strconv.Atoi(t); err != nil || table < 1 {
			return nil, badRequest("table %q is not a table number (1, 2, …)", t)
		}
	}
	v, err := s.current(r.Context())
	if err != nil {
		return nil, err
	}
	res, err := s.shared.get(r.Context(), s.cfg.Referee, v)
	if err != nil {
		return nil, err
	}
	view, encoded, err := s.shared.view(res)
	if err != nil || table == 0 || res.Game == 0 || view.Screen != nil {
		return encoded, err // a kind of its own shows its player's rows in its sections
	}
	view.Card, err = cardView(res, view.Standings, table)
	return view, err
}

// sharedResults are the results every page asks for alike, read once
// for each version of the log: while one request reads them, the others
// wait for them rather than read them again. Their view without a card,
// the same for every phone, is built and encoded once too.
type sharedResults struct {
	mu   sync.Mutex
	res  referee.Results
	read bool
	// results is res's view without a card, encoded its JSON; nil until
	// a phone asks.
	results *Results
	encoded json.RawMessage
}

// get returns the results of version v or a later one, read from ref if
// none is kept.
func (c *sharedResults) get(ctx context.Context, ref Referee, v referee.Version) (referee.Results, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.read && c.res.Version >= v {
		return c.res, nil
	}
	res, err := ref.Results(ctx)
	if err != nil {
		return referee.Results{}, err
	}
	c.res, c.read, c.results, c.encoded = res, true, nil, nil
	return res, nil
}

// view returns the view of res without a card and its JSON, built once
// while res are the results kept. The view's slices are shared: the
// caller adds a card to its copy, and changes nothing else.
func (c *sharedResults) view(res referee.Results) (Results, json.RawMessage, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.results != nil && c.res.Version == res.Version {
		return *c.results, c.encoded, nil
	}
	view := resultsView(res)
	b, err := json.Marshal(view)
	if err != nil {
		return Results{}, nil, err
	}
	if c.res.Version == res.Version {
		c.results, c.encoded = &view, b
	}
	return view, b, nil
}
