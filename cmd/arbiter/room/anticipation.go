package room

import (
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/draw"
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
