package reports_test

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/free"
	"arbiter/reports"
)

// TestScreenText_FreeGame: every word of the free game's screens, forms,
// events and refusals has its sentence in each of the room's languages,
// and says every value it is given (a key left untranslated shows as the
// key, a value left out as nothing).
func TestScreenText_FreeGame(t *testing.T) {
	kinds, err := arbiter.NewRegistry(free.Discipline())
	if err != nil {
		t.Fatal(err)
	}
	evs := []arbiter.Event{arbiter.TournamentCreated{Name: "Cupa", RuleSet: "ro"}}
	for p := 1; p <= 5; p++ {
		evs = append(evs, arbiter.PlayerRegistered{Table: p, Name: "X"})
	}
	s, err := arbiter.ReplayWith(kinds, evs)
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 12, 5, 9, 0, 0, 0, time.UTC)
	texts := map[string]arbiter.Text{}
	collect := func() {
		sc := arbiter.ScreenAt(s, at)
		if sc == nil {
			return
		}
		if sc.Where.Key != "" {
			texts[sc.Where.Key] = sc.Where
		}
		for _, secs := range [][]arbiter.Section{sc.Display, sc.Console, sc.Entry, sc.Phone} {
			for _, sec := range secs {
				texts[sec.Title.Key] = sec.Title
				for _, c := range sec.Columns {
					texts[c.Key] = c
				}
			}
		}
		for _, f := range sc.Forms {
			texts[f.Label.Key] = f.Label
			for _, fd := range f.Fields {
				texts[fd.Label.Key] = fd.Label
				for _, c := range fd.Choices {
					texts[c.Label.Key] = c.Label
				}
			}
			if f.Unchanged != nil {
				texts[f.Unchanged.Key] = *f.Unchanged
			}
		}
	}
	do := func(c arbiter.Command) {
		t.Helper()
		collect()
		out, err := arbiter.Decide(s, c, arbiter.Deps{})
		if err != nil {
			t.Fatalf("%+v: %v", c, err)
		}
		for _, e := range out {
			if said, ok := e.(interface{ Said() arbiter.Text }); ok {
				texts[said.Said().Key] = said.Said()
			}
			if s, err = arbiter.Apply(s, e); err != nil {
				t.Fatal(err)
			}
		}
		collect()
	}
	sent := func(a arbiter.Action, fields map[string]string) arbiter.Command {
		return arbiter.FormSent{Action: a, Fields: fields, Referee: true, At: at, Seed: 2}
	}
	do(sent(free.ActStart, map[string]string{"rounds": "3"}))
	do(sent(free.ActPair, nil))
	do(sent(free.ActPairAgain, map[string]string{"reason": "r"}))
	do(sent(free.ActClockStart, nil))
	do(sent(free.ActClockPause, nil))
	do(sent(free.ActClockResume, nil))
	do(sent(free.ActClockReset, nil))
	do(arbiter.FormSent{Action: free.ActResult, Fields: map[string]string{"board": "1", "score_a": "1", "score_b": "2"}, Double: true, Operator: "A"})
	do(arbiter.FormSent{Action: free.ActResult, Fields: map[string]string{"board": "1", "score_a": "1", "score_b": "3"}, Double: true, Operator: "B"})
	do(sent(free.ActResult, map[string]string{"board": "1", "score_a": "1", "score_b": "2"}))
	do(sent(free.ActResult, map[string]string{"board": "1", "score_a": "5", "score_b": "2", "reason": "r"}))
	g, _ := arbiter.StateOf[free.State](s.CurrentGame(), free.Kind)
	do(sent(free.ActForfeit, map[string]string{"absent": strconv.Itoa(g.Rounds[0].Boards[1].Start), "reason": "r"}))
	g, _ = arbiter.StateOf[free.State](s.CurrentGame(), free.Kind)
	for _, b := range g.Rounds[0].Boards {
		if !b.Bye() && !b.Done {
			do(free.Act{Command: free.RecordResult{A: b.Start, ScoreA: 1, B: b.Reply, ScoreB: 1}})
		}
	}
	do(sent(free.ActWithdraw, map[string]string{"player": "2", "reason": "r"}))
	do(arbiter.EndGame{Reason: "r"})
	for _, k := range []arbiter.RefusalKind{free.RefusedNoPlayer, free.RefusedNotPaired, free.RefusedBye, free.RefusedNoRound, free.RefusedScore,
		free.RefusedChecksum, free.RefusedResultExists, free.RefusedNotNumber, free.RefusedNoBoard, free.RefusedNoPlayers, free.RefusedNotRegistered,
		free.RefusedPairs, free.RefusedNoPairs, free.RefusedReserved, free.RefusedNotPlaying, free.RefusedWordCount, free.RefusedWordLong, free.RefusedWordLetter} {
		texts["refusal."+string(k)] = arbiter.Text{Key: "refusal." + string(k)}
	}
	// The events the walk records none of, said as they are.
	for _, e := range []interface{ Said() arbiter.Text }{free.PlayerEntered{Entry: free.Entry{Player: 6, Name: "Y"}, From: 2},
		free.PlayersSwapped{Round: 1, A: 1, B: 2, Reason: "r"}, free.ResultCorrected{Round: 1, Board: 1, Reason: "r", Stale: []int{2}},
		free.GameRecorded{Round: 1, Board: 2, GameRecord: free.GameRecord{Format: free.GCG}}, free.GameRecorded{Round: 1, Board: 2, Reason: "r"}} {
		texts[e.Said().Key] = e.Said()
	}
	if len(texts) < 60 {
		t.Fatalf("%d texts collected: the walk missed some", len(texts))
	}
	for _, lang := range []string{"ro", "it", "fr", "en"} {
		for key, tx := range texts {
			if !reports.ScreenKnows(lang, key) {
				t.Errorf("%s: no words for %q", lang, key)
				continue
			}
			if strings.HasPrefix(key, "refusal.") {
				continue // said with a refusal's values (RefusalText)
			}
			if said := reports.ScreenText(lang, tx); strings.Contains(said, "%!") {
				t.Errorf("%s: %q says %q", lang, key, said)
			}
		}
	}
}
