package free_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/free"
)

// room is a tournament of n players, the free game registered, folded as
// its commands are decided, as the service does.
type room struct {
	t *testing.T
	s arbiter.State
}

func newRoom(t *testing.T, n int) *room {
	t.Helper()
	kinds, err := arbiter.NewRegistry(free.Discipline())
	if err != nil {
		t.Fatal(err)
	}
	evs := []arbiter.Event{arbiter.TournamentCreated{Name: "Cupa", RuleSet: "ro"}}
	for p := 1; p <= n; p++ {
		evs = append(evs, arbiter.PlayerRegistered{Table: p, Name: strings.Repeat("X", p)})
	}
	s, err := arbiter.ReplayWith(kinds, evs)
	if err != nil {
		t.Fatal(err)
	}
	return &room{t: t, s: s}
}

// do decides c and folds its events; it returns them, or the refusal.
func (r *room) do(c arbiter.Command) ([]arbiter.Event, error) {
	evs, err := arbiter.Decide(r.s, c, arbiter.Deps{})
	if err != nil {
		return nil, err
	}
	for _, e := range evs {
		if r.s, err = arbiter.Apply(r.s, e); err != nil {
			r.t.Fatalf("fold %s: %v", e.EventType(), err)
		}
	}
	return evs, nil
}

// must decides c, failing the test on a refusal.
func (r *room) must(c arbiter.Command) []arbiter.Event {
	r.t.Helper()
	evs, err := r.do(c)
	if err != nil {
		r.t.Fatalf("%+v: %v", c, err)
	}
	return evs
}

// form sends the form of action with fields, as the referee or not.
func (r *room) form(action arbiter.Action, referee, double bool, operator string, fields map[string]string) ([]arbiter.Event, error) {
	return r.do(arbiter.FormSent{Action: action, Fields: fields, Referee: referee, Double: double, Operator: operator, At: at, Seed: 5})
}

var at = time.Date(2026, 12, 5, 9, 0, 0, 0, time.UTC)

func (r *room) event() free.State {
	st, err := arbiter.StateOf[free.State](r.s.CurrentGame(), free.Kind)
	if err != nil {
		r.t.Fatal(err)
	}
	return *st
}

func (r *room) screen() *arbiter.Screen { return arbiter.ScreenAt(r.s, at) }

func names(secs []arbiter.Section) string {
	var out []string
	for _, s := range secs {
		out = append(out, s.Name)
	}
	return strings.Join(out, " ")
}

// TestScreen_Round walks the projector through a round of 5 players
// (RULES §10.2): the field before round 1, the pairings by board with the
// bye, the round's clock with the boards still playing, the standings once
// every board has its result; every form offered as its action allows.
func TestScreen_Round(t *testing.T) {
	r := newRoom(t, 5)
	if sc := r.screen(); sc == nil || len(sc.Forms) != 1 || sc.Forms[0].Action != free.ActStart || sc.Phase != "" {
		t.Fatalf("before the event: %+v, want the start form alone", sc)
	}
	if _, err := r.form(free.ActStart, true, false, "", map[string]string{"rounds": "3", "first": "lot"}); err != nil {
		t.Fatal(err)
	}
	if set := r.event().Settings; set.Rounds != 3 || set.First != "lot" {
		t.Fatalf("settings %+v, want 3 rounds, round 1 by lot", set)
	}
	sc := r.screen()
	if sc.Phase != "standings" || names(sc.Display) != "event standings" || sc.Display[0].Title.Args[0] != "5" {
		t.Errorf("before round 1: phase %q, %q (%+v)", sc.Phase, names(sc.Display), sc.Display)
	}
	a := arbiter.ActionsAt(r.s, at)
	if a.Can(free.ActResult) || !a.Can(free.ActPair) || a.Can(free.ActPairAgain) || a.Can(free.ActClockStart) || a.Can(free.ActStart) {
		t.Errorf("before round 1, actions %v: want pairing alone", a)
	}
	r.must(arbiter.FormSent{Action: free.ActPair, Referee: true, Seed: 5})
	sc = r.screen()
	round := r.event().Rounds[0]
	if sc.Phase != "pairings" || names(sc.Display) != "pairings bye" || len(sc.Display[0].Rows) != 2 {
		t.Fatalf("round 1 paired: phase %q, %q", sc.Phase, names(sc.Display))
	}
	if row := sc.Display[0].Rows[0]; row.Cells[0] != "1" || row.Players[0] != round.Boards[0].Start || row.Players[1] != round.Boards[0].Reply {
		t.Errorf("board 1's row %+v, boards %+v", row, round.Boards)
	}
	if _, err := r.form(free.ActClockPause, true, false, "", nil); arbiter.ErrorCode(err) != arbiter.EConflict {
		t.Errorf("pausing a clock not started: %v", err)
	}
	r.must(arbiter.FormSent{Action: free.ActClockStart, Referee: true, At: at})
	if sc = r.screen(); sc.Phase != "clock" || sc.Clock.Duration != free.RoundTime || names(sc.Display) != "clock playing" || sc.Display[1].Title.Args[0] != "1 2" {
		t.Errorf("the clock started: phase %q, %+v, %+v", sc.Phase, sc.Clock, sc.Display)
	}
	for _, b := range round.Boards {
		if !b.Bye() {
			r.must(free.Act{Command: free.RecordResult{A: b.Start, ScoreA: 400, B: b.Reply, ScoreB: 350}})
		}
	}
	if sc = r.screen(); sc.Phase != "standings" || names(sc.Display) != "standings" || sc.Display[0].Rows[0].Cells[2] != "1" {
		t.Errorf("round 1 played: phase %q, %+v", sc.Phase, sc.Display)
	}
	if a := arbiter.ActionsAt(r.s, at); a.Can(free.ActPairAgain) || !a.Can(free.ActPair) {
		t.Errorf("round 1 played, actions %v: want the next round's pairing, not round 1's again", a)
	}
}

// TestForm_Fields: what a form sends is read into the command the command
// line sends, and what cannot be read is refused at its field.
func TestForm_Fields(t *testing.T) {
	r := newRoom(t, 4)
	r.must(free.Act{Command: free.Start{}})
	r.must(free.Act{Command: free.PairRound{Seed: 1}})
	b := r.event().Rounds[0].Boards[1]
	evs, err := r.form(free.ActResult, false, false, "Ana", map[string]string{"board": "2", "score_a": "390", "score_b": "410", "spread": "-20"})
	if err != nil || len(evs) != 1 || evs[0] != (free.ResultRecorded{Round: 1, Board: 2, StartScore: 390, ReplyScore: 410}) {
		t.Fatalf("board 2 by its number: %v, %v", evs, err)
	}
	for _, c := range []struct {
		fields map[string]string
		field  string
		kind   arbiter.RefusalKind
	}{
		{map[string]string{"board": "1", "score_a": "4x0", "score_b": "1"}, "score_a", free.RefusedNotNumber},
		{map[string]string{"board": "1", "score_a": "400", "score_b": "1", "spread": "++3"}, "spread", free.RefusedNotNumber},
		{map[string]string{"a": strconv.Itoa(b.Start), "score_a": "1", "b": strconv.Itoa(b.Reply), "score_b": "9", "reason": ""}, "reason", free.RefusedResultExists},
		{map[string]string{"board": "3", "score_a": "1", "score_b": "1"}, "board", free.RefusedNoBoard},
		{map[string]string{"score_a": "1", "score_b": "1"}, "a", free.RefusedNoPlayers},
	} {
		_, err := r.form(free.ActResult, false, false, "Ana", c.fields)
		te, ok := errors.AsType[*arbiter.TypingError](err)
		if !ok || te.Field != c.field || te.Kind != c.kind {
			t.Errorf("%v: %v, want a refusal of kind %s at %s", c.fields, err, c.kind, c.field)
		}
	}
	if _, err := r.form(free.ActEnter, true, false, "", map[string]string{"player": "9"}); !isKind(err, free.RefusedNotRegistered) {
		t.Errorf("a late entry of a player not registered: %v", err)
	}
	if _, err := r.form("free_nothing", true, false, "", nil); arbiter.ErrorCode(err) != arbiter.EInvalidInput {
		t.Errorf("an action the free game has not: %v", err)
	}
}

func isKind(err error, k arbiter.RefusalKind) bool {
	r, ok := errors.AsType[*arbiter.Refusal](err)
	return ok && r.Kind == k
}

// TestTypeResult: under double entry a board's result counts once a
// second operator typed the same; an operator typing again replaces their
// own typing; typings that differ wait, and the referee's result settles
// them.
func TestTypeResult(t *testing.T) {
	r := newRoom(t, 4)
	r.must(free.Act{Command: free.Start{}})
	r.must(free.Act{Command: free.PairRound{Seed: 1}})
	typed := func(op string, board, a, b string) []arbiter.Event {
		t.Helper()
		evs, err := r.form(free.ActResult, false, true, op, map[string]string{"board": board, "score_a": a, "score_b": b})
		if err != nil {
			t.Fatalf("%s typing board %s: %v", op, board, err)
		}
		return evs
	}
	pending := func(board int) int { return len(free.Typings(r.event(), 1)[board]) }
	if evs := typed("Ana", "1", "400", "300"); len(evs) != 1 || pending(1) != 1 {
		t.Fatalf("a first typing: %v, %d pending", evs, pending(1))
	}
	if evs := typed("Ana", "1", "400", "301"); len(evs) != 1 || pending(1) != 1 {
		t.Errorf("Ana typing again: %v, %d pending, want her typing replaced", evs, pending(1))
	}
	if evs := typed("Ioan", "1", "400", "300"); len(evs) != 1 || pending(1) != 2 {
		t.Errorf("Ioan typing differently: %v, %d pending, want both waiting", evs, pending(1))
	}
	if evs := typed("Ana", "1", "400", "300"); len(evs) != 2 || pending(1) != 0 || !r.event().Rounds[0].Boards[0].Done {
		t.Errorf("Ana typing as Ioan: %v, %d pending, want the result recorded", evs, pending(1))
	}
	if evs := typed("Dan", "1", "400", "300"); len(evs) != 0 {
		t.Errorf("a third typing of the result recorded: %v, want nothing", evs)
	}
	typed("Ana", "2", "350", "351")
	if evs, err := r.form(free.ActResult, true, true, "Arbitru", map[string]string{"board": "2", "score_a": "350", "score_b": "350"}); err != nil || len(evs) != 1 || pending(2) != 0 {
		t.Errorf("the referee's result: %v, %v, %d pending", evs, err, pending(2))
	}
	if _, err := r.form(free.ActResult, false, true, " ", map[string]string{"board": "2", "score_a": "1", "score_b": "1", "reason": "x"}); arbiter.ErrorCode(err) != arbiter.EInvalidInput {
		t.Errorf("a typing without an operator's name: %v", err)
	}
}

// FuzzForm: no form as a page may send it, whatever its fields hold,
// breaks the reading: each is a command or a refusal with a code.
func FuzzForm(f *testing.F) {
	f.Add("free_result", "board", "1", "score_a", "400")
	f.Add("free_start", "rounds", "99", "first", "koth")
	f.Add("free_forfeit", "absent", "1 2 3", "round", "-1")
	f.Add("free_clock_start", "minutes", "999999", "", "")
	f.Add("free_enter", "player", "0", "x", "y")
	f.Fuzz(func(t *testing.T, action, k1, v1, k2, v2 string) {
		r := newRoom(t, 5)
		r.must(free.Act{Command: free.Start{}})
		r.must(free.Act{Command: free.PairRound{Seed: 1}})
		_, err := r.form(arbiter.Action(action), true, true, "Ana", map[string]string{k1: v1, k2: v2})
		if err != nil && arbiter.ErrorCode(err) == "" {
			t.Fatalf("%q %q=%q %q=%q: %v has no code", action, k1, v1, k2, v2, err)
		}
	})
}

// TestScreen_CrosstableAndSwap: the console and the phones hold the
// crosstable after the round, a line a player in the standings' order,
// each round's cell the opponent ("*" for a start) and the two scores or
// the bye's spread; the swap form, offered once a round is paired, swaps
// two players of the last round paired for its reason, and refuses
// without one.
func TestScreen_CrosstableAndSwap(t *testing.T) {
	r := newRoom(t, 3)
	r.must(free.Act{Command: free.Start{}})
	if arbiter.ActionsAt(r.s, at).Can(free.ActSwap) {
		t.Error("a swap offered before round 1 is paired")
	}
	r.must(free.Act{Command: free.PairRound{Seed: 1}})
	g := r.event().Rounds[0].Boards
	game, bye := g[0], g[1]
	if game.Bye() {
		game, bye = bye, game
	}
	if _, err := r.form(free.ActSwap, true, false, "", map[string]string{"a": strconv.Itoa(game.Start), "b": strconv.Itoa(bye.Start)}); arbiter.ErrorCode(err) != free.EReasonMissing {
		t.Errorf("a swap without a reason: %v", err)
	}
	evs, err := r.form(free.ActSwap, true, false, "", map[string]string{"a": strconv.Itoa(game.Start), "b": strconv.Itoa(bye.Start), "reason": "masa 1 stricată"})
	if want := (free.PlayersSwapped{Round: 1, A: game.Start, B: bye.Start, Reason: "masa 1 stricată"}); err != nil || len(evs) != 1 || evs[0] != want {
		t.Fatalf("the swap: %v, %v; want %+v", evs, err, want)
	}
	starter, replier, byed := bye.Start, game.Reply, game.Start
	r.must(free.Act{Command: free.RecordResult{A: starter, ScoreA: 412, B: replier, ScoreB: 385}})
	var cross *arbiter.Section
	sc := r.screen()
	for i, s := range sc.Phone {
		if s.Name == "crosstable" {
			cross = &sc.Phone[i]
		}
	}
	if cross == nil || names(sc.Console)[len(names(sc.Console))-len("crosstable"):] != "crosstable" {
		t.Fatalf("no crosstable on the phone or last on the console: %q, %q", names(sc.Phone), names(sc.Console))
	}
	if len(cross.Columns) != 5 || cross.Columns[2].Key != "free.round_column" || cross.Columns[2].Args[0] != "1" {
		t.Errorf("the crosstable's columns %+v", cross.Columns)
	}
	byPlayer := map[int][]string{}
	for _, row := range cross.Rows {
		byPlayer[row.Players[0]] = row.Cells[2:]
	}
	want := map[int][]string{
		starter: {"*" + strconv.Itoa(replier) + " 412–385", "1", "+27"},
		replier: {strconv.Itoa(starter) + " 385–412", "0", "-27"},
	}
	for p, cells := range want {
		if strings.Join(byPlayer[p], " | ") != strings.Join(cells, " | ") {
			t.Errorf("player %d's line %q, want %q", p, byPlayer[p], cells)
		}
	}
	if c := byPlayer[byed]; len(c) != 3 || !strings.HasPrefix(c[0], "— +") {
		t.Errorf("the bye's line %q, want \"— +spread\"", c)
	}
}

// TestForm_SetPairing: a round paired by hand from the console's form is
// the command line's manual pairing: the next round by default, or the
// last one paired again while it has no result; a pair that cannot be
// read, or none, is refused at the pairs' field.
func TestForm_SetPairing(t *testing.T) {
	r := newRoom(t, 5)
	r.must(free.Act{Command: free.Start{}})
	evs, err := r.form(free.ActSetPairing, true, false, "", map[string]string{"pairs": "4 1, 3 2; 5 bye", "reason": "ordinea federației"})
	if err != nil || len(evs) != 1 {
		t.Fatalf("round 1 by hand: %v, %v", evs, err)
	}
	if p := evs[0].(free.RoundPaired); p.Round != 1 || p.System != free.Manual || len(p.Boards) != 3 || p.Boards[0].Start != 4 || p.Boards[0].Reply != 1 || p.Boards[2].Reply != 0 {
		t.Errorf("round 1 by hand: %+v", p)
	}
	if !arbiter.ActionsAt(r.s, at).Can(free.ActSetPairing) {
		t.Error("round 1, paired and without a result, not offered to pair again by hand")
	}
	evs, err = r.form(free.ActSetPairing, true, false, "", map[string]string{"pairs": "1 2\n3 4\n5 -", "reason": "o greșeală"})
	if err != nil || len(evs) != 1 || !evs[0].(free.RoundPaired).Again || evs[0].(free.RoundPaired).Round != 1 {
		t.Fatalf("round 1 again by hand: %v, %v", evs, err)
	}
	for _, c := range []struct {
		pairs string
		kind  arbiter.RefusalKind
	}{{"1 2, 3 x, 5 -", free.RefusedPairs}, {" , ;", free.RefusedNoPairs}, {"", free.RefusedNoPairs}} {
		_, err := r.form(free.ActSetPairing, true, false, "", map[string]string{"pairs": c.pairs, "reason": "x"})
		te, ok := errors.AsType[*arbiter.TypingError](err)
		if !ok || te.Field != free.FieldPairs || te.Kind != c.kind {
			t.Errorf("pairs %q: %v, want a refusal of kind %s at the pairs' field", c.pairs, err, c.kind)
		}
	}
}

// TestForm_Reserved: the start form's reserved boards are kept by their
// players, and a board typed wrong is refused at its field.
func TestForm_Reserved(t *testing.T) {
	r := newRoom(t, 4)
	_, err := r.form(free.ActStart, true, false, "", map[string]string{"reserved": "3:2"})
	if te, ok := errors.AsType[*arbiter.TypingError](err); !ok || te.Field != free.FieldReserved || te.Kind != free.RefusedReserved {
		t.Fatalf("reserved boards typed wrong: %v", err)
	}
	if _, err := r.form(free.ActStart, true, false, "", map[string]string{"reserved": "3=2"}); err != nil {
		t.Fatal(err)
	}
	for _, p := range r.event().Players {
		if want := map[bool]int{true: 2}[p.Player == 3]; p.Reserved != want {
			t.Errorf("player %d keeps board %d, want %d", p.Player, p.Reserved, want)
		}
	}
}
