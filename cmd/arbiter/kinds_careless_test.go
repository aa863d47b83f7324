package main

import (
	"regexp"
	"strings"
	"testing"
)

// goName is a Go identifier of the program, as a type name leaks into a
// message ("duplicate.DrawRack", "arbiter.CloseRound").
var goName = regexp.MustCompile(`\b(arbiter|duplicate|anticipation|problem|free)\.[A-Z]\w*`)

// Every kind of game refuses a careless referee's command of another kind
// in words of its own, with the same exit status for the same mistake: a
// free-game event named the commands by their Go types, a card of a table
// with no player exited 1 in an Anticipation game and 2 in the others,
// `timer show` told a problem and a free game to draw a rack, and
// `export game` wrote an empty duplicate game's record, or an Eliot save,
// of every other kind; a rack in a free-game event exited 1, in the other
// kinds 2.
func TestEveryKind_CarelessReferee(t *testing.T) {
	kinds := map[string]func(t *testing.T) *room{
		"duplicate": func(t *testing.T) *room {
			r := createdInMemory(t)
			r.must("game", "start", "--seed", "7")
			return r
		},
		"anticipation": func(t *testing.T) *room {
			r := createdInMemory(t)
			r.must("game", "start", "--discipline", "anticipatie", "--seed", "7")
			return r
		},
		"problem": problemRoom,
		"free":    func(t *testing.T) *room { return freeEvent(t, 4) },
	}
	timer := map[string]string{
		"duplicate":    "game 1 has no open round: draw a rack first",
		"anticipation": "game 1 has no open round",
		"problem":      "game 1 has no round timed by the room's timer: it is a game of kind problem",
		"free":         "game 1 has no round timed by the room's timer: it is a game of kind free",
	}
	card := map[string]string{
		"duplicate":    "card of table 99: no player at table 99",
		"anticipation": "card of table 99: no player at table 99",
		"free":         "card of player 99: the free-game event has no player 99",
	}
	for name, start := range kinds {
		t.Run(name, func(t *testing.T) {
			r := start(t)
			for _, c := range []struct {
				args []string
				own  string // the kinds that take the command
			}{
				{[]string{"top"}, "duplicate"}, {[]string{"round", "close"}, "duplicate anticipation problem"},
				{[]string{"warn", "1", "--technical", "--reason", "x"}, "duplicate anticipation"},
				{[]string{"pairings"}, "free"}, {[]string{"pair"}, "free"}, {[]string{"export", "cards"}, "anticipation"},
				{[]string{"problem", "close"}, "problem"},
				{[]string{"export", "game"}, "duplicate"}, {[]string{"export", "game", "--format", "eliot"}, "duplicate"},
			} {
				if strings.Contains(c.own, name) {
					continue
				}
				args := c.args
				code, out, errOut := r.run("", args...)
				if code == exitOK || out != "" || goName.MatchString(errOut) || strings.Contains(errOut, "game 0") || !strings.HasPrefix(errOut, "arbiter: ") {
					t.Errorf("arbiter %s: exit %d, %q: want a refusal in words", strings.Join(args, " "), code, errOut)
				}
			}
			r.refused(exitRefused, timer[name], "timer", "show")
			if name != "duplicate" { // a command of another kind is input this game cannot take
				r.refused(exitUsage, "game 1 is a", "rack")
				r.refused(exitUsage, "game 1 is a", "top")
			}
			if want, ok := card[name]; ok {
				r.refused(exitUsage, want, "report", "card", "99")
			}
		})
	}
}
