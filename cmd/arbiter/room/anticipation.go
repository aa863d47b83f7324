package room

import (
	"errors"
	"net/http"
	"strconv"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/referee"
	"arbiter/arbiter/slipinput"
	"arbiter/draw"
	"arbiter/reports"
	"arbiter/scoring"
)

// anticipationDisplay shows game g, an anticipation game (RULES §8), on
// d: while a round is played the group it plays as announced (round 1:
// group 1, then the group of 7; Avocalica: consonants and jokers, §8.8;
// oarba: the number only, each player playing their own group, §8.10),
// the names read out and the round's clock (§8.6); the standings between
// rounds and after the game.
func (s *Server) anticipationDisplay(st *arbiter.State, g *arbiter.Game, d *Display, now time.Time) {
	a := g.Anticipation
	d.Rounds = anticipation.NumRounds
	cur := g.Current()
	played, ok := a.Round(len(g.Rounds))
	if cur == nil || !ok {
		return
	}
	d.Round, d.Group = cur.Number, played.Group
	if g.Ended || cur.Closed || cur.Cancelled {
		d.Phase = "standings"
		return
	}
	d.Phase = "rack"
	d.Timer = timerView(cur.Timer, g.ThinkingTime(), now)
	if a.Setup.Form == anticipation.Blind {
		return
	}
	groups := []scoring.Rack{a.Groups.Group(played.Group)}
	if cur.Number == 1 {
		groups = []scoring.Rack{a.Groups.Group(1), groups[0]}
	}
	var keys []string
	for i, r := range groups {
		announced := anticipation.Announced(st.RuleSet, a.Setup.Form, r)
		if i == 0 {
			d.Rack = announced.String()
		} else {
			d.Rack2 = announced.String()
		}
		d.Spelled = append(d.Spelled, draw.Spell(st.RuleSet, announced)...)
		keys = append(keys, draw.SpellKeys(announced)...)
	}
	d.Voice = voiceClips(st.RuleSet.Language, d.Spelled, keys)
	d.RackSeen = s.rackSeen(rackKey{g.Number, cur.Number, d.Rack + "/" + d.Rack2}, now).UnixMilli()
}

// anticipationEntry fills e, the entry state of game g, an anticipation
// game (RULES §8): the current round and its group, the form of its slip
// (round 1: two moves and the total), the tables whose slip for the round
// is missing, the round's clock and what the referee's console may do
// with it.
func anticipationEntry(st *arbiter.State, g *arbiter.Game, e *Entry, now time.Time) {
	a := g.Anticipation
	e.Anticipation = true
	cur := g.Current()
	played, ok := a.Round(len(g.Rounds))
	if cur == nil || !ok {
		return
	}
	e.Round, e.Default, e.Tactic = cur.Number, cur.Number, cur.Number == 1
	e.Rack = reports.RoomLabelsFor(st.RuleSet.Language).Anticipation.Group + " " + strconv.Itoa(played.Group)
	if cur.Number == 1 {
		e.Rack = reports.RoomLabelsFor(st.RuleSet.Language).Anticipation.Group + " 1 + " + strconv.Itoa(played.Group)
	}
	open := OpenRound{Round: cur.Number, Closed: cur.Closed, Missing: []int{}}
	for _, p := range st.Players {
		if len(a.Sheet(p.Table).Slips) < cur.Number {
			open.Missing = append(open.Missing, p.Table)
		}
	}
	if len(open.Missing) > 0 {
		e.Open = append(e.Open, open)
	}
	e.Timer = timerView(cur.Timer, g.ThinkingTime(), now)
	playing := !cur.Closed && !g.Ended
	e.Can["start"] = playing && !cur.Timer.Started
	e.Can["pause"] = playing && cur.Timer.Running && !cur.Timer.Over(now)
	e.Can["resume"] = playing && cur.Timer.Started && !cur.Timer.Running
	e.Can["reset"] = playing && cur.Timer.Started
	e.Can["close"] = playing
}

// enterSheetSlip records form, a slip of an anticipation game (RULES
// §8.2–§8.5), read as every front end reads one ([slipinput.Form.SheetSlip]),
// and answers the verdict of its round on the player's whole sheet. A
// slip is recorded once typed: double entry applies to the duplicate
// game's slips.
func (s *Server) enterSheetSlip(r *http.Request, form SlipForm) (any, error) {
	if err := form.checkRound(); err != nil {
		return nil, err
	}
	c, err := form.Form.SheetSlip()
	if e, ok := errors.AsType[*slipinput.Error](err); ok {
		return nil, &apiError{status: http.StatusBadRequest, code: string(arbiter.EInvalidInput), message: e.Error(), field: e.Field, cause: e}
	}
	if err != nil {
		return nil, err
	}
	c.Round = form.Round
	ctx, cancel := commandContext(r)
	defer cancel()
	evs, err := s.cfg.Referee.Run(ctx, c)
	if err != nil {
		return nil, err
	}
	st, err := s.cfg.Referee.State(ctx)
	if err != nil {
		return nil, err
	}
	a := SlipAnswer{Round: c.Round, Table: c.Table, Recorded: "unchanged"}
	if g := st.CurrentGame(); a.Round == 0 && g != nil {
		a.Round = len(g.Rounds)
	}
	for _, e := range evs {
		rec, ok := e.(arbiter.SheetSlipRecorded)
		if !ok || rec.Round > len(rec.Result.Rounds) {
			continue
		}
		rr := rec.Result.Rounds[rec.Round-1]
		v := arbiter.Verdict{Valid: true, Credited: rr.Score}
		for _, m := range rr.Moves {
			v.Valid = v.Valid && m.Status == anticipation.StatusValid
		}
		if len(rr.Warnings) > 0 {
			v.Warning = rr.Warnings[0].Kind
		}
		a.Round, a.Recorded, a.Verdict = rec.Round, "recorded", &v
		a.Sentence = reports.AnticipationRoundText(st.RuleSet, rr)
		a.Log = append(a.Log, referee.Sentence(st.RuleSet, e))
	}
	return a, nil
}
