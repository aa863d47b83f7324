package room

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"arbiter/arbiter"
	"arbiter/reports"
)

// refereeAPI returns the referee's actions on the round, by path: each
// reads its JSON form into the command the command line sends for the
// same action, and has the referee service decide and record it. The
// forms of the kinds of game registered ([arbiter.Registry.ConsoleForms])
// are served beside them ([Server.routes]), each at /api/ and its name.
func (s *Server) refereeAPI() map[string]func(*http.Request) (any, error) {
	api := map[string]func(*http.Request) (any, error){
		"/api/timer":       command(s, timerCommand(s.cfg.Now)),
		"/api/round/close": s.closeRound,
		"/api/warnings":    s.warn,
		"/api/warnings/withdraw": command(s, func(f WarningForm) (arbiter.Command, error) {
			return arbiter.WithdrawWarning{Table: f.Table, Round: f.Round, Kind: arbiter.WarningKind(f.Kind), Reason: f.Reason}, nil
		}),
		"/api/slips/withdraw": s.withdrawSlip,
		"/api/game/end":       command(s, func(f EndForm) (arbiter.Command, error) { return arbiter.EndGame(f), nil }),
		"/api/double":         command(s, func(f DoubleForm) (arbiter.Command, error) { return arbiter.SetDoubleEntry(f), nil }),
		"/api/operators/free": s.freeName,
	}
	return api
}

// Recorded is the answer to a referee's action: the events recorded, each
// as the log says it, and the tables still missing a slip in the rounds
// of the current game (what closing a round leaves to type).
type Recorded struct {
	Recorded int         `json:"recorded"`
	Events   []string    `json:"events"`
	Open     []OpenRound `json:"open"`
	// Summary says, for a round closed, what the command line announces
	// with it, in the room's language.
	Summary []string `json:"summary,omitempty"`
}

// command returns the handler of an action whose JSON form F reads into a
// command with read.
func command[F any](s *Server, read func(F) (arbiter.Command, error)) func(*http.Request) (any, error) {
	return func(r *http.Request) (any, error) {
		var form F
		if err := readJSON(r, &form); err != nil {
			return nil, err
		}
		c, err := read(form)
		if err != nil {
			return nil, err
		}
		return s.record(r, c)
	}
}

// withdrawSlip answers POST /api/slips/withdraw: the slip withdrawn as
// the current game's kind withdraws one, or its refusal.
func (s *Server) withdrawSlip(r *http.Request) (any, error) {
	var f WithdrawForm
	if err := readJSON(r, &f); err != nil {
		return nil, err
	}
	reader, err := s.cfg.Referee.SlipReader(r.Context())
	if err != nil {
		return nil, err
	}
	c, err := reader.Withdrawal(f.Round, f.Table, f.Reason)
	if err != nil {
		return nil, err
	}
	return s.record(r, c)
}

// record has the service decide and record c and answers what it recorded.
func (s *Server) record(r *http.Request, c arbiter.Command) (Recorded, error) {
	evs, err := s.do(r, c)
	if err != nil {
		return Recorded{}, err
	}
	play, due, err := s.cfg.Referee.Entry(r.Context(), s.cfg.Now())
	if err != nil {
		return Recorded{}, err
	}
	a := Recorded{Recorded: len(evs), Events: []string{}, Open: openRounds(due.Open)}
	for _, e := range evs {
		a.Events = append(a.Events, reports.EventText(play.RuleSet, e))
	}
	return a, nil
}

// closeRound answers POST /api/round/close: the round closed, and what
// `arbiter round close` announces with it (RULES §4.4, §6): the tables
// without a slip, the best score in the room and the solo; under double
// entry, the tables typed once, whose slips do not count until typed
// again.
func (s *Server) closeRound(r *http.Request) (any, error) {
	if err := readJSON(r, &struct{}{}); err != nil {
		return nil, err
	}
	_, before, err := s.cfg.Referee.Entry(r.Context(), s.cfg.Now())
	if err != nil {
		return nil, err
	}
	rec, err := s.record(r, arbiter.CloseRound{})
	if err != nil {
		return nil, err
	}
	n := s.cfg.Referee.Current().Round
	res, err := s.cfg.Referee.Results(r.Context())
	if err != nil {
		return nil, err
	}
	rec.Summary = closeSummary(s.labels(), rec.Open, res.Rounds, before.Waiting, n)
	return rec, nil
}

// closeSummary says what closing round n left, in the words of l: its
// tables without a slip (of open), its best score and solo (of sums),
// the tables typed once (waiting).
func closeSummary(l reports.RoomLabels, open []OpenRound, sums []arbiter.RoundSummary, waiting []int, n int) []string {
	tables := func(ts []int) string {
		out := make([]string, len(ts))
		for i, t := range ts {
			out[i] = strconv.Itoa(t)
		}
		return strings.Join(out, " ")
	}
	missing := l.None
	for _, o := range open {
		if o.Round == n {
			missing = tables(o.Missing)
		}
	}
	out := []string{l.Missing + ": " + missing}
	if len(waiting) > 0 {
		out = append(out, l.SecondTyping+": "+tables(waiting))
	}
	for _, sum := range sums {
		if sum.Round != n {
			continue
		}
		best, solo := l.None, l.None
		if sum.BestScore >= 0 {
			best = strconv.Itoa(sum.BestScore)
		}
		for _, sl := range sum.Slips {
			if sl.Table == sum.SoloTable {
				solo = fmt.Sprintf("%s %d %s, +%d", strings.ToLower(l.Table), sl.Table, sl.Name, sum.SoloBonus)
			}
		}
		out = append(out, l.Best+": "+best, l.Solo+": "+solo)
	}
	return out
}

// FreeForm names an operator whose name to free.
type FreeForm struct {
	Name string `json:"name"`
}

// freeName answers POST /api/operators/free: the session using the name
// ends, its laptop (lost, or left on) logged out, and the name may log in
// elsewhere. Nothing is recorded in the log.
func (s *Server) freeName(r *http.Request) (any, error) {
	var f FreeForm
	if err := readJSON(r, &f); err != nil {
		return nil, err
	}
	if !s.sessions.free(f.Name) {
		return nil, &apiError{status: http.StatusNotFound, code: string(arbiter.ENotFound), message: fmt.Sprintf(s.labels().Ask.NotInUse, f.Name)}
	}
	return Recorded{Events: []string{fmt.Sprintf(s.labels().Ask.Freed, f.Name)}, Open: []OpenRound{}}, nil
}

// TimerForm is a timer command: start (with the thinking time in seconds,
// 0 for the game's), pause, resume or reset.
type TimerForm struct {
	Action  string `json:"action"`
	Seconds int    `json:"seconds,omitempty"`
}

// timerCommand reads a TimerForm into its command, given at now().
func timerCommand(now func() time.Time) func(TimerForm) (arbiter.Command, error) {
	return func(f TimerForm) (arbiter.Command, error) {
		at := now()
		switch f.Action {
		case "start":
			return arbiter.StartTimer{At: at, Duration: time.Duration(f.Seconds) * time.Second}, nil
		case "pause":
			return arbiter.PauseTimer{At: at}, nil
		case "resume":
			return arbiter.ResumeTimer{At: at}, nil
		case "reset":
			return arbiter.ResetTimer{At: at}, nil
		}
		return nil, badRequest("unknown timer action %q: start, pause, resume or reset", f.Action)
	}
}

// TopAnswer is the answer to a form whose answer shows the round's tops
// ([arbiter.ConsoleForm.Tops]): the tops announced, the chosen one first,
// and what was recorded.
type TopAnswer struct {
	Recorded
	Tops []string `json:"tops"`
}

// consoleForm returns the handler of f, a form of the kinds of game: its
// JSON sent to the service, read there by the current game's kind into
// its command, with a random seed and the room's clock.
func (s *Server) consoleForm(f arbiter.ConsoleForm) func(*http.Request) (any, error) {
	return func(r *http.Request) (any, error) {
		var form json.RawMessage
		if err := readJSON(r, &form); err != nil {
			return nil, err
		}
		rec, err := s.record(r, arbiter.ConsoleSent{Form: f.Name, JSON: form, Seed: randomSeed(), At: s.cfg.Now()})
		if err != nil || !f.Tops {
			return rec, err
		}
		a := TopAnswer{Recorded: rec}
		if t := s.cfg.Referee.Current().Top; t != nil {
			a.Tops = announced(s.cfg.Referee.RuleSet(), t)
		}
		return a, nil
	}
}

// WithdrawForm withdraws the slip of Table in Round (0: the current one),
// for Reason: a slip handed in after Stop!.
type WithdrawForm struct {
	Round  int    `json:"round,omitempty"`
	Table  int    `json:"table"`
	Reason string `json:"reason"`
}

// WarningForm gives Table a warning of Kind (technical, disciplinary or
// elimination; RULES §6) in Round (0: the current one), for Reason; Again
// gives it exactly as one that stands, on purpose. The same form
// withdraws the warning it names (POST /api/warnings/withdraw), Reason
// then saying why.
type WarningForm struct {
	Table  int    `json:"table"`
	Round  int    `json:"round,omitempty"`
	Kind   string `json:"kind"`
	Reason string `json:"reason"`
	Again  bool   `json:"again,omitempty"`
}

// warningCommand reads a WarningForm into its command.
func warningCommand(f WarningForm) (arbiter.Command, error) {
	kind := arbiter.WarningKind(f.Kind)
	switch kind {
	case arbiter.Technical, arbiter.Disciplinary, arbiter.Elimination:
		return arbiter.GiveWarning{Table: f.Table, Round: f.Round, Kind: kind, Reason: f.Reason, Again: f.Again}, nil
	}
	return nil, badRequest("unknown warning kind %q: technical, disciplinary or elimination", f.Kind)
}

// warn answers POST /api/warnings. A warning exactly as one that stands
// is answered 409 with code "repeated" and the question to ask, in the
// room's language, before it is sent again with "again".
func (s *Server) warn(r *http.Request) (any, error) {
	a, err := command(s, warningCommand)(r)
	if rep, ok := errors.AsType[*arbiter.RepeatedWarning](err); ok {
		l, w := s.labels(), rep.Given
		kind := map[arbiter.WarningKind]string{arbiter.Technical: l.Technical, arbiter.Disciplinary: l.Disciplinary, arbiter.Elimination: l.Elimination}[w.Kind]
		ask := l.Ask.Repeat
		if w.Round == 0 {
			ask = l.Ask.RepeatTable
		}
		return nil, &apiError{status: http.StatusConflict, code: "repeated", message: fmt.Sprintf(ask, w.Round, w.Table, kind, w.Reason)}
	}
	return a, err
}

// randomSeed returns a seed for a draw or a lot, from crypto/rand.
func randomSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// DoubleForm switches double entry of the slips on or off.
type DoubleForm struct {
	On bool `json:"on"`
}

// EndForm ends the current game for Reason (a problem: its close).
type EndForm struct {
	Reason string `json:"reason"`
}
