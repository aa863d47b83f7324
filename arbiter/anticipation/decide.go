package anticipation

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// ReasonRoundsPlayed is the end of an Anticipation game whose 14 rounds
// were played ([arbiter.GameEnded.Reason]).
const ReasonRoundsPlayed = "rounds_played"

// Decide starts the game once the current one has ended: the groups typed
// are checked, or drawn from the seed (RULES §8.1).
func (c Start) Decide(s *arbiter.State, deps arbiter.Deps) ([]arbiter.Event, error) {
	if err := arbiter.MayStartGame(s); err != nil {
		return nil, err
	}
	if _, err := ParseForm(string(c.Form)); err != nil || c.Form == "" {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "unknown discipline %q: use one of %s", c.Form, FormNames())
	}
	setup := arbiter.AnticipationSetup{Form: string(c.Form), Schedule: c.Schedule}
	if setup.Schedule == nil {
		for _, m := range DefaultSchedule() {
			setup.Schedule = append(setup.Schedule, m*60)
		}
	}
	if len(setup.Schedule) != NumRounds || slices.ContainsFunc(setup.Schedule, func(v int) bool { return v < 1 || v > int(arbiter.MaxThinkingTime/time.Second) }) {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "the schedule gives %d thinking times (%s seconds): give one for each of the %d rounds, from 1 second to %s (RULES §8.6)",
			len(setup.Schedule), scheduleText(setup.Schedule), NumRounds, arbiter.MaxThinkingTime)
	}
	if deps.Lexicon == nil {
		return nil, arbiter.Errorf(arbiter.EInternal, "an Anticipation game needs the tournament's word list")
	}
	var groups Groups
	var err error
	switch {
	case c.Form == Blind && c.Groups != "":
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "in oarba each player registers their own groups before round 1 (RULES §8.10): start the game without groups")
	case c.Form == Blind:
		return []arbiter.Event{arbiter.GameStarted{Game: len(s.Games) + 1, Seed: c.Seed, Anticipation: &setup}}, nil
	case c.Groups != "":
		groups, err = checkedGroups(deps, s.RuleSet, c.Form, c.Groups)
	default:
		setup.Drawn = true
		groups, err = DrawGroups(s.RuleSet, deps.Lexicon, c.Form, c.Seed, deps.Scrabble)
		if err != nil {
			err = arbiter.Errorf(arbiter.EInternal, "drawing the groups: %w", err)
		}
	}
	if err != nil {
		return nil, err
	}
	setup.Groups = GroupsText(&groups)
	return []arbiter.Event{arbiter.GameStarted{Game: len(s.Games) + 1, Seed: c.Seed, Anticipation: &setup}}, nil
}

// checkedGroups reads the 15 groups typed and checks them by the rules of
// form (RULES §8.1, §8.8–§8.10).
func checkedGroups(deps arbiter.Deps, rs *scoring.RuleSet, form Form, typed string) (Groups, error) {
	g, err := ParseGroups(rs, typed)
	if err != nil {
		return g, arbiter.Errorf(arbiter.EInvalidInput, "%w", err)
	}
	if form == Rezistenta && deps.Scrabble == nil {
		return g, arbiter.Errorf(arbiter.EInternal, "checking Rezistenta's groups needs the word list's anagrams")
	}
	if err := CheckGroups(rs, deps.Lexicon, form, &g, deps.Scrabble); err != nil {
		return g, arbiter.Errorf(arbiter.EInvalidInput, "%w", err)
	}
	return g, nil
}

// anticipation decides c, a built-in command on the current game, an
// Anticipation game: a warning, the round's close, the clock.
func (d *decider) anticipation(c arbiter.Command) ([]arbiter.Event, error) {
	switch c := c.(type) {
	case arbiter.GiveWarning:
		return d.warnSheet(c)
	case arbiter.WithdrawWarning:
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "game %d is an Anticipation game: a warning there is part of the sheet's adjudication (RULES §8.4) and is not withdrawn",
			d.g.Number)
	case arbiter.CloseRound:
		cur, err := arbiter.OpenRound(d.g)
		if err != nil {
			return nil, err
		}
		return []arbiter.Event{arbiter.RoundClosed{Round: cur.Number}}, nil
	case arbiter.StartTimer, arbiter.PauseTimer, arbiter.ResumeTimer, arbiter.ResetTimer:
		return arbiter.DecideTimer(d.s, d.g, c)
	}
	return nil, arbiter.Errorf(arbiter.EInvalidInput, "game %d is an Anticipation game (%s, RULES §8): it has groups and sheets, and no racks, tops or slips of the duplicate game",
		d.g.Number, d.a.Setup.Form)
}

// registerGroups decides a RegisterGroups.
func (d *decider) registerGroups(c RegisterGroups) ([]arbiter.Event, error) {
	a := d.a
	if err := arbiter.Playing(d.g); err != nil {
		return nil, err
	}
	if a.Setup.Form != Blind {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "in %s the groups are the game's: only in oarba does each player register their own (RULES §8.10)", a.Setup.Form)
	}
	p, err := arbiter.PlayerAt(d.s, c.Table)
	if err != nil {
		return nil, err
	}
	if len(a.Played) > 0 {
		return nil, arbiter.Errorf(arbiter.EConflict, "table %d (%s): round 1 is drawn; the groups are registered before the game (RULES §8.10)", c.Table, p.Name)
	}
	g, err := checkedGroups(d.deps, d.rs, a.Setup.Form, c.Groups)
	if err != nil {
		return nil, arbiter.Errorf(arbiter.ErrorCode(err), "table %d (%s): %s", c.Table, p.Name, arbiter.ErrorMessage(err))
	}
	if own, ok := a.Own[c.Table]; ok && own == g {
		return nil, nil
	}
	return []arbiter.Event{GroupsRegistered{Table: c.Table, Groups: GroupsText(&g)}}, nil
}

// drawGroup decides a DrawGroup.
func (d *decider) drawGroup(c DrawGroup) ([]arbiter.Event, error) {
	a := d.a
	if err := arbiter.Playing(d.g); err != nil {
		return nil, err
	}
	if cur := d.g.Current(); cur != nil && cur.Open() {
		return nil, arbiter.Errorf(arbiter.ERoundOpen, "round %d is still open: close it before drawing the next group", cur.Number)
	}
	left := a.Left()
	switch {
	case len(a.Played) == NumRounds:
		return nil, arbiter.Errorf(arbiter.EConflict, "the %d rounds are played: end the game", NumRounds)
	case a.Setup.Form == Blind && len(a.Own) == 0:
		return nil, arbiter.Errorf(arbiter.EConflict, "no player has registered their groups: in oarba they are registered before round 1 (RULES §8.10)")
	case c.Group == 0:
		return []arbiter.Event{GroupDrawn{Round: len(a.Played) + 1, Group: left[lotIndex(d.g.Seed, len(a.Played)+1, len(left))], ByLot: true}}, nil
	case c.Group < 2 || c.Group > NumGroups:
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "group %d: a round plays one of the groups 2 to %d (RULES §8.2)", c.Group, NumGroups)
	case !slices.Contains(left, c.Group):
		i := slices.IndexFunc(a.Played, func(p GroupDrawn) bool { return p.Group == c.Group })
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "group %d was already played in round %d: every group is played once (RULES §8.3)", c.Group, i+1)
	}
	return []arbiter.Event{GroupDrawn{Round: len(a.Played) + 1, Group: c.Group}}, nil
}

// lotIndex draws a number below n for round of a game with seed.
func lotIndex(seed uint64, round, n int) int {
	return int(arbiter.DrawSeed(seed^0xA17C1BA7, round) % uint64(n))
}

// sheetPlayer returns the player at table, who must have groups to play.
func (d *decider) sheetPlayer(table int) (arbiter.Player, error) {
	p, err := arbiter.PlayerAt(d.s, table)
	if err != nil {
		return p, err
	}
	if _, ok := d.a.GroupsOf(table); !ok {
		return p, arbiter.Errorf(arbiter.ENotFound, "table %d (%s) registered no groups for this oarba game (RULES §8.10)", table, p.Name)
	}
	return p, nil
}

// sheetSlip decides an EnterSheetSlip.
func (d *decider) sheetSlip(c EnterSheetSlip) ([]arbiter.Event, error) {
	a := d.a
	if err := arbiter.Playing(d.g); err != nil {
		return nil, err
	}
	if _, err := d.sheetPlayer(c.Table); err != nil {
		return nil, err
	}
	n := c.Round
	if n == 0 {
		n = len(a.Played)
	}
	if _, ok := a.Round(n); !ok {
		return nil, arbiter.Errorf(arbiter.ERoundClosed, "round %d is not drawn (rounds drawn: %d of %d): draw its group first", max(n, 1), len(a.Played), NumRounds)
	}
	if err := checkSheetSlip(n, c.Table, c.Slip); err != nil {
		return nil, err
	}
	if err := d.sheetTypingMistake(n, c); err != nil {
		return nil, err
	}
	var err error
	if c.Slip, err = viaJSON(c.Slip); err != nil {
		return nil, err
	}
	sh := a.Sheet(c.Table)
	if n <= len(sh.Slips) && sh.Slips[n-1].Equal(c.Slip) {
		return nil, nil
	}
	if r := sheetReplacing(sh, n, c); r != nil && c.Keep {
		return nil, arbiter.ReplaceRefused(r)
	}
	slips := withSlip(sh.Slips, n, c.Slip)
	res, err := d.judge(c.Table, slips, sh.Grid)
	if err != nil {
		return nil, err
	}
	return []arbiter.Event{SheetSlipRecorded{Table: c.Table, Round: n, Slip: c.Slip, Result: res}}, nil
}

// sheetReplacing returns what c, a slip of round n, would replace on sh: a
// slip with a move (or a pass or a cancellation) written otherwise, or nil.
func sheetReplacing(sh PlayerSheet, n int, c EnterSheetSlip) *arbiter.Replacement {
	if n > len(sh.Slips) || sh.Slips[n-1].Equal(SheetSlip{}) || sh.Slips[n-1].Equal(c.Slip) {
		return nil
	}
	return &arbiter.Replacement{Round: n, Table: c.Table, Recorded: sh.Slips[n-1].String(), Typed: c.Slip.String()}
}

// Replaces returns what entering c would replace, as
// [arbiter.State.Replaces] says.
func (c EnterSheetSlip) Replaces(s *arbiter.State) *arbiter.Replacement {
	a, ok := GameOf(s.CurrentGame())
	if !ok {
		return nil
	}
	n := c.Round
	if n == 0 {
		n = len(a.Played)
	}
	return sheetReplacing(a.Sheet(c.Table), n, c)
}

// sheetTypingMistake refuses, as the duplicate game's slips are refused
// ([decider.typingMistake]), a move of c, a slip of round n, that only the
// typist can have written: a square off the board, or a word marking more
// jokers than the player's groups played so far hold (caps lock: "h8 pi 6"
// would record two invalid moves).
func (d *decider) sheetTypingMistake(n int, c EnterSheetSlip) error {
	a := d.a
	groups, ok := a.GroupsOf(c.Table)
	if !ok {
		return nil
	}
	jokers := groups.Group(1).Jokers()
	for r := 1; r <= n; r++ {
		if played, ok := a.Round(r); ok {
			jokers += groups.Group(played.Group).Jokers()
		}
	}
	for i, m := range c.Slip.Moves {
		if err := arbiter.MoveTypingMistake(d.rs, n, c.Table, i, m.Position, m.Word, jokers); err != nil {
			return err
		}
	}
	return nil
}

// withSlip returns a copy of slips with round n's slip s, skipped rounds
// slips with no move.
func withSlip(slips []SheetSlip, n int, s SheetSlip) []SheetSlip {
	out := slices.Clone(slips)
	for len(out) < n {
		out = append(out, SheetSlip{})
	}
	out[n-1] = s
	return out
}

// checkSheetSlip checks the texts of a slip of round n by their bounds.
func checkSheetSlip(n, table int, s SheetSlip) error {
	at := fmt.Sprintf("round %d, table %d: ", n, table)
	for i, m := range s.Moves {
		move := fmt.Sprintf("%smove %d ", at, i+1)
		if err := arbiter.CheckText(move+"position", m.Position, arbiter.MaxSlipPosition); err != nil {
			return err
		}
		if err := arbiter.CheckText(move+"word", m.Word, arbiter.MaxSlipWord); err != nil {
			return err
		}
	}
	return nil
}

// judge adjudicates the sheet of table with slips, grid, the warnings the
// referee gave the player and more (RULES §8), and returns the result as
// an event records it: without its board. It reads back from the log as
// it is (every field a plain value, slice or pointer), so that it is not
// sent through JSON here: that cost a room of 100 slips a quarter of its
// time.
func (d *decider) judge(table int, slips []SheetSlip, grid Grid, more ...arbiter.WarningGiven) (Result, error) {
	if d.deps.Lexicon == nil {
		return Result{}, arbiter.Errorf(arbiter.EInternal, "adjudicating a sheet needs the tournament's word list")
	}
	sheet := d.a.judgeSheet(table, slips, grid)
	for _, w := range append(slices.Clip(d.g.Warnings), more...) {
		if w.Table == table {
			sheet.Warnings = append(sheet.Warnings, Warning{Round: w.Round, Disciplinary: w.Kind == arbiter.Disciplinary, Reason: w.Reason})
		}
	}
	res, err := Judge{RS: d.rs, Lex: d.deps.Lexicon}.Adjudicate(&sheet)
	if _, ok := errors.AsType[*SheetError](err); ok {
		return res, arbiter.Errorf(arbiter.EInvalidInput, "table %d: %w", table, err) // err: a *CancelError says its kind too
	}
	if err != nil {
		return res, arbiter.Errorf(arbiter.EInternal, "table %d: %w", table, err)
	}
	res.Board = scoring.Board{}
	return res, nil
}

// viaJSON returns v as it reads back from its JSON, as an event holds it
// once read from the log.
func viaJSON[T any](v T) (T, error) {
	b, err := json.Marshal(v)
	var out T
	if err == nil {
		err = json.Unmarshal(b, &out)
	}
	if err != nil {
		return v, arbiter.Errorf(arbiter.EInternal, "%T: %w", v, err)
	}
	return out, nil
}

// wholeSheet decides an EnterSheet.
func (d *decider) wholeSheet(c EnterSheet) ([]arbiter.Event, error) {
	a := d.a
	if err := arbiter.Playing(d.g); err != nil {
		return nil, err
	}
	if _, err := d.sheetPlayer(c.Table); err != nil {
		return nil, err
	}
	rounds, err := a.sheetSlips(c.Table, &c.Sheet)
	if err != nil {
		return nil, err
	}
	sh := a.Sheet(c.Table)
	slips := sh.Slips
	var changed []SheetSlipRecorded
	for i, s := range rounds {
		n := i + 1
		if n <= len(slips) && slips[n-1].Equal(s) {
			continue
		}
		if err := checkSheetSlip(n, c.Table, s); err != nil {
			return nil, err
		}
		if s, err = viaJSON(s); err != nil {
			return nil, err
		}
		slips = withSlip(slips, n, s)
		changed = append(changed, SheetSlipRecorded{Table: c.Table, Round: n, Slip: s})
	}
	if len(changed) == 0 && c.Sheet.Grid == sh.Grid {
		return nil, nil
	}
	// The sheet replaces the rounds it changes all at once: it is judged
	// whole, never one of its rounds beside a recorded round it replaces
	// (a recorded round 5 cancelling a round 3 the sheet leaves empty).
	res, err := d.judge(c.Table, slips, c.Sheet.Grid)
	if err != nil {
		return nil, err
	}
	var evs []arbiter.Event
	for _, e := range changed {
		e.Result = res
		evs = append(evs, e)
	}
	if c.Sheet.Grid != sh.Grid {
		evs = append(evs, ControlGridNoted{Table: c.Table, Grid: c.Sheet.Grid, Result: res})
	}
	return evs, nil
}

// sheetSlips checks that sheet is one of table's in game a (its form, its
// groups, the group of each round drawn) and returns its slips.
func (a *Game) sheetSlips(table int, sheet *Sheet) ([]SheetSlip, error) {
	groups, _ := a.GroupsOf(table)
	switch {
	case sheet.Form != "" && sheet.Form != a.Setup.Form:
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "table %d: the sheet is of %s, and the game of %s", table, sheet.Form, a.Setup.Form)
	case len(sheet.Rounds) > len(a.Played):
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "table %d: the sheet holds %d rounds, and %d are drawn", table, len(sheet.Rounds), len(a.Played))
	}
	for n := 1; n <= NumGroups; n++ {
		if got, want := sheet.Groups.Group(n), groups.Group(n); got != want {
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "table %d: the sheet's group %d is %s, the player's is %s", table, n, got, want)
		}
	}
	out := make([]SheetSlip, len(sheet.Rounds))
	for i, sl := range sheet.Rounds {
		if sl.Group != a.Played[i].Group {
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "table %d: round %d of the sheet plays group %d, and group %d was drawn", table, i+1, sl.Group, a.Played[i].Group)
		}
		out[i] = SheetSlip{Cancel: sl.Cancel, Pass: sl.Pass, Total: figurePtr(sl.Total)}
		for _, m := range sl.Moves {
			out[i].Moves = append(out[i].Moves, SheetMove{Position: m.Position, Word: m.Word, Score: figurePtr(m.Score)})
		}
	}
	return out, nil
}

// figurePtr returns a figure as a [SheetSlip] holds it: nil when missing.
func figurePtr(f Figure) *int {
	if !f.Given {
		return nil
	}
	return &f.Value
}

// controlGrid decides a NoteControlGrid.
func (d *decider) controlGrid(c NoteControlGrid) ([]arbiter.Event, error) {
	if err := arbiter.Playing(d.g); err != nil {
		return nil, err
	}
	if _, err := d.sheetPlayer(c.Table); err != nil {
		return nil, err
	}
	switch c.Grid {
	case GridHandedIn, GridMissing, GridBlank, GridOmissions:
	default:
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "control grid %q: one of handed_in, missing, blank, omissions (RULES §8.7)", c.Grid)
	}
	sh := d.a.Sheet(c.Table)
	if sh.Grid == c.Grid {
		return nil, nil
	}
	res, err := d.judge(c.Table, sh.Slips, c.Grid)
	if err != nil {
		return nil, err
	}
	return []arbiter.Event{ControlGridNoted{Table: c.Table, Grid: c.Grid, Result: res}}, nil
}

// endAnticipation decides the EndGame of an Anticipation game: every
// sheet is adjudicated over all the rounds played (a round without a slip
// is one with no move; RULES §8.3, §8.9), then the game ends. Before the
// 14th round it needs a reason.
func (d *decider) endAnticipation(c arbiter.EndGame) ([]arbiter.Event, error) {
	a := d.a
	if err := d.mayEndAnticipation(); err != nil {
		return nil, err
	}
	end := arbiter.GameEnded{Reason: ReasonRoundsPlayed, Text: c.Reason}
	if len(a.Played) < NumRounds {
		if err := arbiter.RequireReason(c.Reason, fmt.Sprintf("ending a game after %d of its %d rounds", len(a.Played), NumRounds)); err != nil {
			return nil, err
		}
		end.Reason = arbiter.ReasonReferee
	}
	var evs []arbiter.Event
	for _, p := range d.s.Players {
		sh := a.Sheet(p.Table)
		if _, ok := a.GroupsOf(p.Table); !ok || len(a.Played) == 0 || len(sh.Result.Rounds) == len(a.Played) {
			continue
		}
		res, err := d.judge(p.Table, withSlip(sh.Slips, len(a.Played), slipAt(sh.Slips, len(a.Played))), sh.Grid)
		if err != nil {
			return nil, err
		}
		evs = append(evs, SheetSettled{Table: p.Table, Result: res})
	}
	return append(evs, end), nil
}

// mayEndAnticipation says whether the Anticipation game may end: it goes on
// and its current round, if any, is closed.
func (d *decider) mayEndAnticipation() error { return arbiter.BetweenRounds(d.g, "close it first") }

// warnSheet decides a GiveWarning in an Anticipation game (RULES §6,
// §8.4): a technical warning for an error on a slip of a round drawn, as
// many in a round as the referee gives; a disciplinary one at any time.
// The player's sheet is adjudicated with it, up to the warning's round
// when it is later than their last slip.
func (d *decider) warnSheet(c arbiter.GiveWarning) ([]arbiter.Event, error) {
	a := d.a
	if err := arbiter.Playing(d.g); err != nil {
		return nil, err
	}
	p, err := d.sheetPlayer(c.Table)
	if err != nil {
		return nil, err
	}
	round := c.Round
	if round == 0 {
		round = len(a.Played)
	}
	switch {
	case round < 0 || round > len(a.Played):
		return nil, arbiter.Errorf(arbiter.ENotFound, "game %d has no round %d: %d of %d rounds drawn", d.g.Number, round, len(a.Played), NumRounds)
	case c.Kind == arbiter.Technical && round == 0:
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "table %d (%s): a technical warning is for a slip, and no round has been drawn yet", c.Table, p.Name)
	case c.Kind == arbiter.Elimination && !slices.Contains(warningKinds(), c.Kind):
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "table %d (%s): an Anticipation game takes technical and disciplinary warnings; an elimination is not recorded in it", c.Table, p.Name)
	case !slices.Contains(warningKinds(), c.Kind):
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "unknown warning kind %q: use technical or disciplinary", c.Kind)
	}
	if err := arbiter.RequireReason(c.Reason, "a warning"); err != nil {
		return nil, err
	}
	w := arbiter.WarningGiven{Table: c.Table, Round: round, Kind: c.Kind, Reason: c.Reason}
	sh := a.Sheet(c.Table)
	slips := sh.Slips
	if round > len(slips) {
		slips = withSlip(slips, round, SheetSlip{})
	}
	res, err := d.judge(c.Table, slips, sh.Grid, w)
	if err != nil {
		return nil, err
	}
	if w.Sheet, err = json.Marshal(res); err != nil {
		return nil, arbiter.Errorf(arbiter.EInternal, "table %d: %v", c.Table, err)
	}
	return []arbiter.Event{w}, nil
}

// slipAt returns round n's slip of slips, one with no move when there is none.
func slipAt(slips []SheetSlip, n int) SheetSlip {
	if n < 1 || n > len(slips) {
		return SheetSlip{}
	}
	return slips[n-1]
}

// Equal reports whether slips s and o are written alike.
func (s SheetSlip) Equal(o SheetSlip) bool {
	same := func(a, b *int) bool { return (a == nil) == (b == nil) && (a == nil || *a == *b) }
	return s.Pass == o.Pass && same(s.Total, o.Total) && slices.Equal(s.Cancel, o.Cancel) &&
		slices.EqualFunc(s.Moves, o.Moves, func(a, b SheetMove) bool {
			return a.Position == b.Position && a.Word == b.Word && same(a.Score, b.Score)
		})
}
