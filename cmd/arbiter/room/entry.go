package room

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"

	"arbiter/arbiter"
	"arbiter/arbiter/referee"
	"arbiter/arbiter/slipinput"
	"arbiter/draw"
	"arbiter/reports"
	"arbiter/scoring"
)

// Typing is a slip typed under double entry and not settled yet.
type Typing struct {
	Round    int    `json:"round"`
	Table    int    `json:"table"`
	Operator string `json:"operator"`
	Written  string `json:"written"`
}

// typings returns ts as the entry page shows them.
func typings(ts []arbiter.TypedSlip) []Typing {
	var out []Typing
	for _, t := range ts {
		out = append(out, Typing(t))
	}
	return out
}

// OpenRound is a round of the current game still missing slips: the
// tables that have none.
type OpenRound struct {
	Round   int   `json:"round"`
	Closed  bool  `json:"closed"`
	Missing []int `json:"missing"`
}

// LateSlip is a slip handed in after its round's Stop! (RULES §5), as the
// assistant marked it, for the referee to keep or withdraw.
type LateSlip struct {
	Round   int    `json:"round"`
	Table   int    `json:"table"`
	Written string `json:"written"`
}

// Entry is the state of slip entry (GET /api/entry): the current round,
// the round the form sends slips to by default (the previous one while it
// is open and misses slips, else the current one: a closed round takes a
// slip only when its number is typed), each round still missing slips
// with its missing tables and, under double entry, the tables typed once
// in the current round (Waiting) and the typings that differ, in any
// round of the game, for the referee to settle (Mismatches). Late lists
// the slips entered after Stop!. The referee's console reads the timer
// and which of its actions the round allows from it too.
type Entry struct {
	Version    string      `json:"version"`
	Game       int         `json:"game"`
	Round      int         `json:"round"`
	Default    int         `json:"default"`
	TwoMoves   bool        `json:"tactic"` // a slip holds two moves (Tactic, round 1 of an Anticipation sheet)
	Rack       string      `json:"rack,omitempty"`
	Open       []OpenRound `json:"open"`
	Players    int         `json:"players"`
	Double     bool        `json:"double"`
	Waiting    []int       `json:"waiting"`
	Mismatches []Typing    `json:"mismatches"`
	Late       []LateSlip  `json:"late"`
	Timer      TimerView   `json:"timer"`
	Now        int64       `json:"now"` // the server's clock, Unix ms
	// Sheet is set when a slip is a round of the player's sheet (the
	// Anticipation game, RULES §8): the form takes the rounds a slip
	// cancels, and round 1's two moves and total (TwoMoves then says so
	// too).
	Sheet bool `json:"anticipation,omitempty"`
	// Warnings are the kinds of warning the game records (RULES §6): the
	// console's warning form offers these.
	Warnings []arbiter.WarningKind `json:"warnings"`
	// Slips says that the current game takes slips: the pages show slip
	// entry, the missing tables and the late slips only then.
	Slips bool `json:"slips"`
	// Pages names the forms of the pages where the current game's entries
	// are typed instead ([arbiter.PageForm]): the pages link them.
	Pages []string `json:"pages"`
	// KindName names the current game's kind, as the pages say where the
	// tournament is before a round is drawn (a problem has none).
	KindName string `json:"kind_name,omitempty"`
	// Rejected is set while the current round's rack, rejected, waits
	// for another: a rack drawn by hand is then all new letters.
	Rejected bool `json:"rejected,omitempty"`
	// Operators are the operators' names in use, for the referee's
	// console to free the name of a laptop lost.
	Operators []string `json:"operators,omitempty"`
	// Top lists the current round's tops as announced, the chosen one
	// first, numbered for POST /api/top's "choose".
	Top []string `json:"top,omitempty"`
	// Can says which of the referee's actions the game allows now, as the
	// service answers for its kind ([arbiter.Actions]): rack, reject, top,
	// start, pause, resume, reset, close, cancel, invalidate, end_game,
	// next_game; in an anticipation game group, the next group's draw. An
	// action the game does not offer is absent.
	Can map[string]bool `json:"can"`
	// Screen is what the kind of the current game, or the kinds a game
	// may start of, show on the page (the console's, or the entry page's):
	// its sections and forms.
	Screen *ScreenView `json:"screen,omitempty"`
}

// entryView builds the entry state of play, whose slip entry waits for
// due.
func (s *Server) entryView(play referee.Play, due arbiter.SlipsDue) Entry {
	now := s.cfg.Now()
	e := Entry{Version: versionText(play.Version), Open: openRounds(due.Open), Players: play.Players, Double: s.doubleEntry(play),
		Waiting: []int{}, Mismatches: []Typing{}, Late: []LateSlip{}, Now: now.UnixMilli(), Can: map[string]bool{},
		Warnings: append([]arbiter.WarningKind{}, play.Warnings...), Slips: play.Slips,
		Pages: append([]string{}, play.Pages...)}
	for act := range play.Actions {
		e.Can[string(act)] = play.Actions.Can(act)
	}
	if play.Game == 0 {
		return e
	}
	e.Game, e.TwoMoves = play.Game, play.Variant.TwoGroups()
	e.KindName = reports.RoomKindLabelsFor(s.language()).Kinds[play.Kind]
	e.Waiting = append(e.Waiting, due.Waiting...)
	e.Mismatches = append(e.Mismatches, typings(due.Differing)...)
	if play.Showing != nil {
		showingEntry(play, &e, now)
		return e
	}
	cur := play.Round
	if cur == nil {
		return e
	}
	for _, l := range due.Late {
		e.Late = append(e.Late, LateSlip{Round: l.Round, Table: l.Table, Written: l.Written()})
	}
	e.Round, e.Default = cur.Number, cur.Number
	e.Rejected = !cur.HasRack && !cur.Closed && !cur.Cancelled
	if slices.ContainsFunc(e.Open, func(o OpenRound) bool { return o.Round == cur.Number-1 && !o.Closed }) {
		e.Default = cur.Number - 1
	}
	if cur.HasRack {
		e.Rack = draw.Announce(cur.Remainder, cur.New)
		if e.TwoMoves {
			e.Rack += " | " + draw.Announce(cur.Remainder2, cur.New2)
		}
	}
	e.Timer = timerView(cur.Timer, play.ThinkingTime, now)
	if cur.Top != nil {
		e.Top = announced(play.RuleSet, cur.Top)
	}
	return e
}

// openRounds returns the rounds of due still missing slips as the entry
// page shows them.
func openRounds(due []arbiter.SlipsMissing) []OpenRound {
	out := []OpenRound{}
	for _, o := range due {
		out = append(out, OpenRound{Round: o.Round, Closed: o.Closed, Missing: o.Missing})
	}
	return out
}

// announced returns the tops of t as announced, the chosen one first.
func announced(rs *scoring.RuleSet, t *arbiter.TopChosen) []string {
	tops := []string{t.Announced().Format(rs)}
	for _, m := range t.Alternatives {
		tops = append(tops, arbiter.VariantTop{Move: m}.Format(rs))
	}
	for _, v := range t.VariantAlternatives {
		tops = append(tops, v.Format(rs))
	}
	return tops
}

// entryStatus answers GET /api/entry.
func (s *Server) entryStatus(r *http.Request) (any, error) {
	if _, err := s.current(r.Context()); err != nil {
		return nil, err
	}
	play, due, err := s.cfg.Referee.Entry(r.Context(), s.cfg.Now())
	if err != nil {
		return nil, err
	}
	e := s.entryView(play, due)
	p := onEntry
	if sessionOf(r).role == refereeRole {
		e.Operators = s.sessions.inUse()
		p = onConsole
	}
	if play.RuleSet != nil {
		e.Screen = screenView(play.RuleSet.Language, play.Screen, p, play.Actions, s.cfg.Now())
	}
	return e, nil
}

// SlipForm is a slip as typed on the entry page (read by [slipinput],
// as the command line's slips are). Round 0 is the current round.
type SlipForm struct {
	// Settle enters the slip as the referee's decision, past double entry:
	// it settles typings that differ. The referee's alone.
	Settle bool `json:"settle,omitempty"`
	// Replace records the slip in place of a different one recorded for
	// its table and round; without it such a slip is refused (409).
	Replace bool `json:"replace,omitempty"`
	// Late marks the slip handed in after Stop!, as the assistant who
	// collected it says: slips collected at Stop! and typed after it are
	// on time (RULES §5).
	Late  bool `json:"late,omitempty"`
	Round int  `json:"round,omitempty"`
	slipinput.Form
}

// checkRound refuses a round that is not a round number.
func (f SlipForm) checkRound() error {
	if f.Round >= 0 {
		return nil
	}
	return &apiError{status: http.StatusBadRequest, code: string(arbiter.EInvalidInput),
		message: "the round is not a round number", field: "round", cause: arbiter.Errorf(arbiter.EInvalidInput, "round %d", f.Round)}
}

// SlipAnswer is the verdict of a slip typed on the entry page.
type SlipAnswer struct {
	Round int `json:"round"`
	Table int `json:"table"`
	// Recorded is "recorded", "corrected" or "unchanged" (the same slip
	// was already recorded); under double entry, "typed" for a typing
	// waiting for a second operator and "mismatch" for typings that differ
	// (Pending lists them).
	Recorded string   `json:"recorded"`
	Pending  []Typing `json:"pending,omitempty"`
	// Late is set for a slip marked handed in after Stop! (RULES §5).
	Late bool `json:"late,omitempty"`
	// Verdict is the slip's verdict, without the move as scored.
	Verdict *arbiter.Verdict `json:"verdict,omitempty"`
	// Sentence says the verdict as the sheets do, in the rule set's
	// language ("COLUMAN nu este admis (nu este în lexic)").
	Sentence string `json:"sentence,omitempty"`
	// Log says what was recorded, in the rule set's language ("…;
	// recorded late" for a late slip).
	Log []string `json:"log,omitempty"`
	// Solos says each solo of a closed round the late slip removed or
	// gave (RULES §6), in the rule set's language.
	Solos []string `json:"solos,omitempty"`
}

// slipAnswer is the answer to the slip of table for round, entered as
// entry says, in the tournament played under rs: its typing, or the
// verdict its kind of game recorded (of an Anticipation slip, its round's
// on the player's whole sheet).
func slipAnswer(rs *scoring.RuleSet, round, table int, entry referee.SlipEntry) SlipAnswer {
	a := SlipAnswer{Round: round, Table: table, Recorded: "unchanged"}
	for _, e := range entry.Events {
		switch e := e.(type) {
		case arbiter.SlipTyping:
			a.Round, a.Recorded = e.Typing().Round, "typed"
		case arbiter.SlipRecord:
			o := e.SlipOutcome()
			v := o.Verdict
			v.Move = nil
			a.Round, a.Recorded, a.Late, a.Verdict = o.Round, "recorded", o.Late, &v
			if o.Corrects {
				a.Recorded = "corrected"
			}
			a.Sentence = reports.SlipVerdictText(rs, e)
			a.Log = append(a.Log, reports.EventText(rs, e))
		}
	}
	for _, c := range entry.Solos {
		a.Solos = append(a.Solos, reports.SoloChangeText(rs.Language, c))
	}
	return a
}

// Replacing is the answer (409) to a slip that would replace a different
// one recorded for its table and round: the recorded slip and the one
// typed, for the page to ask whether to replace it.
type Replacing struct {
	Round    int    `json:"round"`
	Table    int    `json:"table"`
	Recorded string `json:"recorded"`
	Typed    string `json:"typed"`
}

// replaceQuestion turns err, when an entry was refused because it would
// replace a slip recorded for its table and round (in a game of any
// kind), into the 409 "replace" that asks the assistant whether to; any
// other error is returned as it is.
func (s *Server) replaceQuestion(err error) error {
	rp, ok := errors.AsType[*arbiter.Replacement](err)
	if !ok {
		return err
	}
	l := s.labels()
	p := Replacing{Round: rp.Round, Table: rp.Table, Recorded: rp.Recorded, Typed: rp.Typed}
	if rp.Withdrawn {
		p.Recorded = l.Withdrawn
	}
	return &apiError{status: http.StatusConflict, code: "replace", detail: p,
		message: fmt.Sprintf(l.Replace, p.Round, p.Table, p.Recorded, p.Typed)}
}

// enterSlip answers POST /api/slips: the slip's verdict at once, the
// slip read as the current game's kind reads one. A slip for a table that
// has another is not recorded without "replace"; under double entry a
// typing counts once another operator typed it alike, and the referee
// alone settles typings that differ.
func (s *Server) enterSlip(r *http.Request) (any, error) {
	var form SlipForm
	if err := readJSON(r, &form); err != nil {
		return nil, err
	}
	play, err := s.cfg.Referee.Play(r.Context(), s.cfg.Now())
	if err != nil {
		return nil, err
	}
	if err := form.checkRound(); err != nil {
		return nil, err
	}
	reader, err := s.cfg.Referee.SlipReader(r.Context())
	if err != nil {
		return nil, err
	}
	sess := sessionOf(r)
	slip, err := reader.SlipOfForm(form.Form, slipinput.Entry{Round: form.Round, Late: form.Late, Replace: form.Replace,
		Operator: sess.operator, Typed: s.doubleEntry(play) && !form.Settle})
	if e, ok := errors.AsType[*slipinput.Error](err); ok {
		return nil, &apiError{status: http.StatusBadRequest, code: string(arbiter.EInvalidInput), message: e.Error(), field: e.Field, cause: e}
	}
	if err != nil {
		return nil, err
	}
	if form.Settle && sess.role != refereeRole {
		return nil, &apiError{status: http.StatusForbidden, code: "forbidden", message: s.labels().RefereeOnly}
	}
	ctx, cancel := commandContext(r)
	defer cancel()
	entry, err := s.cfg.Referee.EnterSlip(ctx, slip.Command)
	if err != nil {
		return nil, s.replaceQuestion(err)
	}
	round := form.Round
	if round == 0 {
		round = s.cfg.Referee.Current().Round // a slip sent again answers its round (nothing recorded says it)
	}
	a := slipAnswer(s.cfg.Referee.RuleSet(), round, slip.Table, entry)
	if a.Recorded == "typed" {
		// Whether the typing waits for a second operator or differs from
		// another's, as folded after it.
		if a.Pending, err = s.pending(ctx, a.Round, slip.Table); err != nil {
			return nil, err
		}
		if len(a.Pending) > 1 {
			a.Recorded = "mismatch"
		}
	}
	return a, nil
}

// pending returns the typings of table's slip of round not settled yet.
func (s *Server) pending(ctx context.Context, round, table int) ([]Typing, error) {
	ts, err := s.cfg.Referee.Typings(ctx, round, table)
	return typings(ts), err
}
