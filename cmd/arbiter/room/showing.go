package room

import (
	"strconv"
	"strings"
	"time"

	"arbiter/arbiter/referee"
	"arbiter/draw"
	"arbiter/reports"
)

// showingDisplay fills d, the projector's screen of play, with what its
// kind shows of it (play.Showing): the phase and round, the letters
// announced and their names read out, the round's clock, a problem's
// time.
func (s *Server) showingDisplay(play referee.Play, d *Display, now time.Time) {
	sh := play.Showing
	if sh.Rounds > 0 {
		d.Rounds = sh.Rounds
	}
	if sh.Phase == "" {
		return
	}
	d.Phase, d.Round, d.Group, d.StandingsRound = sh.Phase, sh.Round, sh.Group, sh.StandingsRound
	if sh.Clock && play.Round != nil {
		d.Timer = timerView(play.Round.Timer, play.ThinkingTime, now)
	}
	if c := sh.Countdown; c != nil {
		title := reports.RoomKindLabelsFor(play.RuleSet.Language).Kinds[play.Kind] + " · " + c.Name
		d.Problem = &ProblemShow{Title: title, Round: sh.Round, Minutes: c.Minutes, Ends: c.Ends.UnixMilli()}
	}
	if len(sh.Letters) == 0 {
		return
	}
	var shown, keys []string
	for _, l := range sh.Letters {
		shown = append(shown, l.Shown)
		for _, r := range l.Spoken {
			d.Spelled = append(d.Spelled, draw.Spell(play.RuleSet, r)...)
			keys = append(keys, draw.SpellKeys(r)...)
		}
	}
	d.Rack = shown[0]
	if len(shown) > 1 {
		d.Rack2 = shown[1]
	}
	d.Voice = voiceClips(play.RuleSet.Language, d.Spelled, keys)
	d.RackSeen = s.rackSeen(rackKey{play.Game, sh.Round, strings.Join(shown, "/")}, now).UnixMilli()
}

// showingEntry fills e, the entry state of play, with the form of the
// slips its kind takes now (play.Showing): the round, whether a slip
// holds two moves, the groups the round plays and its clock.
func showingEntry(play referee.Play, e *Entry, now time.Time) {
	slip := play.Showing.Slip
	e.Sheet = slip.Sheet
	if slip.Round == 0 {
		return
	}
	e.Round, e.Default, e.TwoMoves = slip.Round, slip.Default, slip.TwoMoves
	if len(slip.Groups) > 0 {
		numbers := make([]string, len(slip.Groups))
		for i, n := range slip.Groups {
			numbers[i] = strconv.Itoa(n)
		}
		e.Rack = reports.RoomLabelsFor(play.RuleSet.Language).Anticipation.Group + " " + strings.Join(numbers, " + ")
	}
	if play.Round != nil {
		e.Timer = timerView(play.Round.Timer, play.ThinkingTime, now)
	}
}
