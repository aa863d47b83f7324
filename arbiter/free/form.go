package free

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/free/pairing"
)

// The referee's and the assistants' actions on a free-game event as the
// room's forms send them ([arbiter.FormSent]), each read into the command
// the command line sends for it.
const (
	ActStart       arbiter.Action = "free_start"
	ActPair        arbiter.Action = "free_pair"
	ActPairAgain   arbiter.Action = "free_pair_again"
	ActResult      arbiter.Action = "free_result"
	ActForfeit     arbiter.Action = "free_forfeit"
	ActEnter       arbiter.Action = "free_enter"
	ActWithdraw    arbiter.Action = "free_withdraw"
	ActSwap        arbiter.Action = "free_swap"
	ActSetPairing  arbiter.Action = "free_set_pairing"
	ActClockStart  arbiter.Action = "free_clock_start"
	ActClockPause  arbiter.Action = "free_clock_pause"
	ActClockResume arbiter.Action = "free_clock_resume"
	ActClockReset  arbiter.Action = "free_clock_reset"
)

// RefusedNotNumber refuses a field that is not a number: Value what was
// typed.
// RefusedNotRegistered refuses a late entry of a player the tournament
// has not registered (Table: the number typed).
const (
	RefusedNotNumber     arbiter.RefusalKind = "free_not_number"
	RefusedNotRegistered arbiter.RefusalKind = "free_not_registered"
)

// field is a form's field named name, labelled by its key.
func field(name string, number, optional bool) arbiter.Field {
	return arbiter.Field{Name: name, Label: arbiter.Text{Key: "free.f." + name}, Number: number, Optional: optional}
}

// choices are a field's choices: empty first (the default), then values,
// each labelled by its key.
func choices(values ...string) []arbiter.Choice {
	out := []arbiter.Choice{{Label: arbiter.Text{Key: "free.c.default"}}}
	for _, v := range values {
		out = append(out, arbiter.Choice{Value: v, Label: arbiter.Text{Key: "free.c." + v}})
	}
	return out
}

// StartForm is the form that starts a free-game event with its settings
// (RULES §10.2), each left empty taking its default.
func (discipline) StartForm() arbiter.Form {
	systems := func(ss ...pairing.System) []string {
		out := make([]string, len(ss))
		for i, s := range ss {
			out[i] = string(s)
		}
		return out
	}
	first, then, ranking, gibson := field("first", false, true), field("then", false, true), field("ranking", false, true), field("gibson", false, true)
	first.Choices = choices(systems(pairing.Lot, pairing.Swiss, pairing.RoundRobin)...)
	then.Choices = choices(systems(pairing.Swiss, pairing.RoundRobin, pairing.KingOfTheHill, pairing.Lot)...)
	ranking.Choices = choices(string(ByWins), string(ByCoefficient))
	gibson.Choices = choices("gibson")
	return arbiter.Form{Action: ActStart, Label: arbiter.Text{Key: "free.start"},
		Fields: []arbiter.Field{field("rounds", true, true), first, then, field("koth", true, true), ranking, gibson, field(FieldReserved, false, true)}}
}

// resultFields are the fields of a board's result: the round (the last
// paired when empty), the board or the players, the scores, the spread as
// a checksum, and a correction's reason.
func resultFields() []arbiter.Field {
	return []arbiter.Field{field(FieldRound, true, true), field(FieldBoard, true, true), field(FieldA, true, true), field(FieldScoreA, true, false),
		field(FieldB, true, true), field(FieldScoreB, true, false), field(FieldSpread, false, true), field(FieldReason, false, true)}
}

// forms are the forms of an event being played.
func forms(s State) []arbiter.Form {
	reason := field(FieldReason, false, false)
	minutes := field("minutes", true, true)
	minutes.Value = strconv.Itoa(int(RoundTime / time.Minute))
	form := func(a arbiter.Action, fields ...arbiter.Field) arbiter.Form {
		return arbiter.Form{Action: a, Label: arbiter.Text{Key: "free." + strings.TrimPrefix(string(a), "free_")}, Fields: fields}
	}
	result := form(ActResult, resultFields()...)
	result.Entry, result.Unchanged = true, &arbiter.Text{Key: "free.unchanged"}
	return []arbiter.Form{
		form(ActPair), form(ActPairAgain, reason),
		form(ActSwap, field(FieldRound, true, true), field(FieldA, true, false), field(FieldB, true, false), reason),
		form(ActSetPairing, field(FieldRound, true, true), field(FieldPairs, false, false), reason),
		form(ActClockStart, minutes), form(ActClockPause), form(ActClockResume), form(ActClockReset),
		result,
		form(ActForfeit, field(FieldRound, true, true), field("absent", false, false), field(FieldReason, false, true)),
		form(ActEnter, field("player", true, false)),
		form(ActWithdraw, field("player", true, false), reason),
	}
}

// Actions offers what may be done now in the event: each of its forms,
// and its end, as its decisions would answer (the pairing by the checks it
// starts with: the matching itself is computed when it is asked for).
func (discipline) Actions(s *arbiter.State, _ *arbiter.Game, now time.Time, a arbiter.Actions) {
	_, st, err := playing(s)
	a[arbiter.ActEndGame] = err
	for _, act := range []arbiter.Action{ActPair, ActPairAgain, ActSwap, ActSetPairing, ActResult, ActForfeit, ActEnter, ActWithdraw, ActClockStart, ActClockPause, ActClockResume, ActClockReset} {
		a[act] = err
	}
	if err != nil {
		return
	}
	n := len(st.Rounds)
	a[ActPair] = checkNext(*st, n+1, false, "")
	a[ActPairAgain] = checkNext(*st, n, true, "?")
	_, a[ActSetPairing] = manualRound(*st)
	if n == 0 {
		a[ActResult] = arbiter.Errorf(ERoundNotPaired, "no round is paired yet: pair round 1 first")
		a[ActForfeit], a[ActSwap] = a[ActResult], a[ActResult]
	}
	if n+1 > st.Settings.Rounds {
		a[ActEnter] = arbiter.Errorf(EWrongRound, "no player can enter: all %d rounds are paired", st.Settings.Rounds)
	}
	for act, c := range map[arbiter.Action]arbiter.Command{ActClockStart: arbiter.StartTimer{At: now}, ActClockPause: arbiter.PauseTimer{At: now},
		ActClockResume: arbiter.ResumeTimer{At: now}, ActClockReset: arbiter.ResetTimer{At: now}} {
		_, a[act] = decideClock(*st, Clock{Timer: c})
	}
}

// Command reads f, one of the event's forms as sent, into its command.
func (discipline) Command(s *arbiter.State, f arbiter.FormSent) (arbiter.Command, error) {
	v := formValues(f.Fields)
	var c Command
	switch f.Action {
	case ActStart:
		set := Settings{First: pairing.System(v.text("first")), Then: pairing.System(v.text("then")), Ranking: Ranking(v.text("ranking")),
			Gibson: v.text("gibson") != ""}
		set.Rounds, set.KingOfTheHill = v.number("rounds"), v.number("koth")
		reserved, err := ParseReserved(v.text(FieldReserved))
		if err != nil {
			return nil, atField(arbiter.Errorf(arbiter.EInvalidInput, "%s", arbiter.ErrorMessage(err)), FieldReserved,
				arbiter.Refusal{Kind: RefusedReserved, Value: v.text(FieldReserved)})
		}
		c = Start{Settings: set, Reserved: reserved}
	case ActPair:
		c = PairRound{Seed: f.Seed}
	case ActPairAgain:
		c = PairRound{Seed: f.Seed, Again: true, Reason: v.text(FieldReason)}
	case ActSwap:
		c = Swap{Round: v.number(FieldRound), A: v.number(FieldA), B: v.number(FieldB), Reason: v.text(FieldReason)}
	case ActSetPairing:
		sp, err := setPairingCommand(s, v)
		if err != nil {
			return nil, err
		}
		c = sp
	case ActResult:
		rc, err := resultCommand(s, v)
		if err != nil {
			return nil, err
		}
		c = rc
		if f.Double && !f.Referee {
			c = TypeResult{RecordResult: rc, Operator: f.Operator}
		}
	case ActForfeit:
		fc := Forfeit{Round: v.number(FieldRound), Reason: v.text(FieldReason)}
		for _, w := range strings.Fields(v.text("absent")) {
			fc.Absent = append(fc.Absent, v.numberOf("absent", w))
		}
		c = fc
	case ActEnter:
		n := v.number("player")
		p, ok := s.Player(n)
		if v.err == nil && !ok {
			return nil, atField(arbiter.Errorf(arbiter.ENotFound, "no player at table %d: register them first", n), "player",
				arbiter.Refusal{Kind: RefusedNotRegistered, Table: n})
		}
		c = Enter{Entry: Entry{Player: n, Name: p.Name}}
	case ActWithdraw:
		c = Withdraw{Player: v.number("player"), Reason: v.text(FieldReason)}
	case ActClockStart:
		c = Clock{Timer: arbiter.StartTimer{At: f.At, Duration: time.Duration(v.number("minutes")) * time.Minute}}
	case ActClockPause:
		c = Clock{Timer: arbiter.PauseTimer{At: f.At}}
	case ActClockResume:
		c = Clock{Timer: arbiter.ResumeTimer{At: f.At}}
	case ActClockReset:
		c = Clock{Timer: arbiter.ResetTimer{At: f.At}}
	default:
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "the free game has no action %q", f.Action)
	}
	if v.err != nil {
		return nil, v.err
	}
	return Act{Command: c}, nil
}

// setPairingCommand reads a round paired by hand: its pairs, for the
// round typed or else the next (the last paired while it has no result).
func setPairingCommand(s *arbiter.State, v *values) (SetPairing, error) {
	c := SetPairing{Round: v.number(FieldRound), Reason: v.text(FieldReason)}
	pairs, err := ParsePairs(v.fields[FieldPairs])
	if err != nil {
		return c, err
	}
	c.Pairs = pairs
	if _, st, err := playing(s); err == nil && c.Round == 0 {
		c.Round, _ = manualRound(*st)
	}
	return c, v.err
}

// manualRound is the round the console pairs by hand when none is typed:
// the last one paired, again, while it has no result, else the next; and
// whether it may be paired now.
func manualRound(s State) (int, error) {
	n := len(s.Rounds)
	if checkNext(s, n, true, "?") == nil {
		return n, nil
	}
	return n + 1, checkNext(s, n+1, false, "")
}

// resultCommand reads a board's result: its players typed, or the board's
// (the starter's score first, as the scoresheet has it).
func resultCommand(s *arbiter.State, v *values) (RecordResult, error) {
	c := RecordResult{Round: v.number(FieldRound), A: v.number(FieldA), ScoreA: v.number(FieldScoreA), B: v.number(FieldB), ScoreB: v.number(FieldScoreB),
		Reason: v.text(FieldReason)}
	if sp := v.text(FieldSpread); sp != "" {
		n, err := number(sp, true)
		if err != nil {
			return c, notNumber(FieldSpread, sp)
		}
		c.Spread = &n
	}
	if board := v.number(FieldBoard); v.err == nil && board > 0 && c.A == 0 && c.B == 0 {
		_, st, err := playing(s)
		if err != nil {
			return c, err
		}
		n := cmp.Or(c.Round, len(st.Rounds))
		r, ok := st.Round(n)
		i := slices.IndexFunc(r.Boards, func(g Game) bool { return g.Board.Board == board && !g.Bye() })
		if !ok || i < 0 {
			return c, atField(arbiter.Errorf(arbiter.ENotFound, "round %d has no board %d", n, board), FieldBoard,
				arbiter.Refusal{Kind: RefusedNoBoard, Round: n, Table: board})
		}
		c.A, c.B = r.Boards[i].Start, r.Boards[i].Reply
	}
	if v.err == nil && (c.A == 0 || c.B == 0) {
		return c, atField(arbiter.Errorf(arbiter.EInvalidInput, "a result names its board, or its two players"), FieldA, arbiter.Refusal{Kind: RefusedNoPlayers})
	}
	return c, v.err
}

// RefusedNoBoard refuses a board the round does not have (Table);
// RefusedNoPlayers a result that names neither its board nor its players;
// RefusedPairs a pair of a round typed by hand that cannot be read
// (Value), RefusedNoPairs no pair typed or more than Limit.
const (
	RefusedNoBoard   arbiter.RefusalKind = "free_no_board"
	RefusedNoPlayers arbiter.RefusalKind = "free_no_players"
	RefusedPairs     arbiter.RefusalKind = "free_pairs"
	RefusedNoPairs   arbiter.RefusalKind = "free_no_pairs"
	// RefusedReserved refuses the reserved boards typed (Value) that
	// cannot be read.
	RefusedReserved arbiter.RefusalKind = "free_reserved"
)

// values reads a form's fields, keeping the first that cannot be read.
type values struct {
	fields map[string]string
	err    error
}

func formValues(fields map[string]string) *values { return &values{fields: fields} }

// text returns field name as typed, without blanks around it.
func (v *values) text(name string) string { return strings.TrimSpace(v.fields[name]) }

// number returns field name's number, 0 when empty.
func (v *values) number(name string) int {
	w := v.text(name)
	if w == "" {
		return 0
	}
	return v.numberOf(name, w)
}

// numberOf reads w, typed in field name, as a number.
func (v *values) numberOf(name, w string) int {
	n, err := number(w, false)
	if err != nil && v.err == nil {
		v.err = notNumber(name, w)
	}
	return n
}

// notNumber refuses w, typed in field name, which is not a number.
func notNumber(name, w string) error {
	if len(w) > MaxLine {
		w = w[:MaxLine]
	}
	return atField(arbiter.Errorf(arbiter.EInvalidInput, "%s: %q is not a number", name, w), name, arbiter.Refusal{Kind: RefusedNotNumber, Value: w})
}
