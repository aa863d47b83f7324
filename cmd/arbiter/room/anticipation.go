package room

import (
	"strconv"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/referee"
	"arbiter/draw"
	"arbiter/reports"
	"arbiter/scoring"
)

// anticipationDisplay shows on d the play of an anticipation game (RULES
// §8): while a round is played the group it plays as announced (round 1:
// group 1, then the group of 7; Avocalica: consonants and jokers, §8.8;
// oarba: the number only, each player playing their own group, §8.10),
// the names read out and the round's clock (§8.6); the standings between
// rounds and after the game.
func (s *Server) anticipationDisplay(play referee.Play, d *Display, now time.Time) {
	a, cur := play.Anticipation, play.Round
	d.Rounds = anticipation.NumRounds
	if cur == nil || a.Group == 0 {
		return
	}
	d.Round, d.Group, d.StandingsRound = cur.Number, a.Group, cur.Number-1
	if play.Ended || cur.Closed || cur.Cancelled {
		d.Phase, d.StandingsRound = "standings", cur.Number
		return
	}
	d.Phase = "rack"
	d.Timer = timerView(cur.Timer, play.ThinkingTime, now)
	if a.Form == anticipation.Blind {
		return
	}
	groups := []scoring.Rack{a.Groups.Group(a.Group)}
	if cur.Number == 1 {
		groups = []scoring.Rack{a.Groups.Group(1), groups[0]}
	}
	var keys []string
	for i, r := range groups {
		announced := anticipation.Announced(play.RuleSet, a.Form, r)
		if i == 0 {
			d.Rack = announced.String()
		} else {
			d.Rack2 = announced.String()
		}
		d.Spelled = append(d.Spelled, draw.Spell(play.RuleSet, announced)...)
		keys = append(keys, draw.SpellKeys(announced)...)
	}
	d.Voice = voiceClips(play.RuleSet.Language, d.Spelled, keys)
	d.RackSeen = s.rackSeen(rackKey{play.Game, cur.Number, d.Rack + "/" + d.Rack2}, now).UnixMilli()
}

// anticipationEntry fills e, the entry state of play, an anticipation
// game (RULES §8): the current round and its group, the form of its slip
// (round 1: two moves and the total) and the round's clock.
func anticipationEntry(play referee.Play, e *Entry, now time.Time) {
	e.Anticipation = true
	cur := play.Round
	if cur == nil || play.Anticipation.Group == 0 {
		return
	}
	e.Round, e.Default, e.Tactic = cur.Number, cur.Number, cur.Number == 1
	e.Rack = reports.RoomLabelsFor(play.RuleSet.Language).Anticipation.Group + " " + strconv.Itoa(play.Anticipation.Group)
	if cur.Number == 1 {
		e.Rack = reports.RoomLabelsFor(play.RuleSet.Language).Anticipation.Group + " 1 + " + strconv.Itoa(play.Anticipation.Group)
	}
	e.Timer = timerView(cur.Timer, play.ThinkingTime, now)
}

// sheetAnswer fills a with what rec, a slip recorded, says of its round.
func sheetAnswer(rs *scoring.RuleSet, a *SlipAnswer, rec anticipation.SheetSlipRecorded) {
	if rec.Round > len(rec.Result.Rounds) {
		return
	}
	rr := rec.Result.Rounds[rec.Round-1]
	// No move (no slip) is shown as the duplicate game's no slip is: in red.
	v := arbiter.Verdict{Valid: len(rr.Moves) > 0, Credited: rr.Score}
	for _, m := range rr.Moves {
		v.Valid = v.Valid && m.Status == anticipation.StatusValid
	}
	if len(rr.Warnings) > 0 {
		v.Warning = rr.Warnings[0].Kind
	}
	a.Round, a.Recorded, a.Verdict = rec.Round, "recorded", &v
	a.Sentence = reports.AnticipationRoundText(rs, rr)
	a.Log = append(a.Log, referee.Sentence(rs, rec))
}

// sheetTypings returns ts, typings of anticipation slips, as the entry
// page shows them.
func sheetTypings(ts []anticipation.SheetSlipTyped) []Typing {
	var out []Typing
	for _, t := range ts {
		out = append(out, Typing{Round: t.Round, Table: t.Table, Operator: t.Operator, Written: t.Slip.String()})
	}
	return out
}
