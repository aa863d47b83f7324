package reports_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/reports"
	"arbiter/scoring"
)

// TestAnnouncedTops numbers the tops as `top --choose` reads them (RULES
// §4.3): the chosen one at its Choice place, starred; the JSON carries the
// same numbers.
func TestAnnouncedTops(t *testing.T) {
	columna, vah := rules3Moves(t)
	ro, _ := scoring.Builtin("ro")
	top := arbiter.TopChosen{Round: 2, Move: vah, Alternatives: []scoring.Move{columna}, Choice: 2}
	var out bytes.Buffer
	if err := reports.AnnouncedTops(&out, ro, top); err != nil {
		t.Fatal(err)
	}
	if want := "   1  H8 COLUMNA 78\n   2* I7 VAH 60\n"; out.String() != want {
		t.Errorf("AnnouncedTops = %q, want %q", out.String(), want)
	}
	out.Reset()
	if err := reports.TopsJSON(&out, ro, top, 1); err != nil {
		t.Fatal(err)
	}
	want := `{"round":2,"recorded":1,"tops":[{"n":1,"move":"H8 COLUMNA","score":78},{"n":2,"move":"I7 VAH","score":60,"chosen":true}]}` + "\n"
	if out.String() != want {
		t.Errorf("TopsJSON = %s, want %s", out.String(), want)
	}
}

// TestTimerLine says where a round's countdown stands: before the start,
// running, paused and over, with the time Stop! falls in UTC.
func TestTimerLine(t *testing.T) {
	start := time.Date(2026, 11, 29, 10, 0, 0, 0, time.FixedZone("EET", 2*3600))
	g := &arbiter.Game{Rounds: []arbiter.Round{{Number: 3}}}
	timer := &g.Rounds[0].Timer
	for _, tt := range []struct {
		set  func()
		now  time.Time
		want string
	}{
		{func() {}, start, "round 3: not started (3m0s of thinking time)"},
		{func() { *timer = arbiter.Timer{Duration: 3 * time.Minute, Started: true, Running: true, Since: start} }, start.Add(70 * time.Second),
			"round 3: running, 1m50s left, Stop! at 08:03:00"},
		{func() { timer.Running, timer.Used = false, 70*time.Second }, start.Add(5 * time.Minute), "round 3: paused, 1m50s left"},
		{func() { timer.Running, timer.Used = true, 0 }, start.Add(4 * time.Minute), "round 3: Stop! at 08:03:00"},
	} {
		tt.set()
		if got := reports.TimerLine(&g.Rounds[0], 3*time.Minute, tt.now); got != tt.want {
			t.Errorf("TimerLine = %q, want %q", got, tt.want)
		}
	}
}

// TestClosing announces a closed round's best score and solos (RULES
// §4.4, §6), with their centres when there are several, and the tables
// still without a slip, at most 20 named; in a game without a top (an
// Anticipation game, RULES §8.4), the tables without a slip alone.
func TestClosing(t *testing.T) {
	missing := make([]int, 23)
	for i := range missing {
		missing[i] = i + 10
	}
	for _, tt := range []struct {
		rb   arbiter.RoomBest
		want string
	}{
		{arbiter.RoomBest{Best: 78, TopScore: 78, Count: 1, Playing: 12, Solos: []arbiter.Solo{{Table: 7, Name: "ȘERBAN Ana", Centre: "IS", Bonus: 10}}},
			"slips entered: 12 of 12 tables\nbest score in the room: 78 (top 78), 1 player; solo: table 7 ȘERBAN Ana, +10\n"},
		{arbiter.RoomBest{Best: 60, TopScore: 78, Count: 2, Playing: 30, Missing: []int{4},
			Solos: []arbiter.Solo{{Table: 1, Name: "POPESCU Ion", Centre: "IS", Bonus: 15}, {Table: 2, Name: "BELLÈ Niccolò", Centre: "CJ", Bonus: 5}}},
			"slips entered: 29 of 30 tables; no slip yet from 1 table (4): they score 0 unless entered with --round 5, which may change the best score and the solo\n" +
				"best score in the room: 60 (top 78), 2 players; solo: table 1 POPESCU Ion (IS), +15; table 2 BELLÈ Niccolò (CJ), +5\n"},
		{arbiter.RoomBest{Best: -1, TopScore: 78, Playing: 23, Missing: missing},
			"slips entered: 0 of 23 tables; no slip yet from 23 tables (" + strings.Join(strings.Fields("10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 …"), ", ") +
				"): they score 0 unless entered with --round 5, which may change the best score and the solo\nbest score in the room: no slip scores; solo: none\n"},
	} {
		var out bytes.Buffer
		if err := reports.Closing(&out, arbiter.Closing{Round: 5, Missing: tt.rb.Missing, Best: &tt.rb}); err != nil {
			t.Fatal(err)
		}
		if out.String() != tt.want {
			t.Errorf("Closing:\n%s\nwant:\n%s", out.String(), tt.want)
		}
	}
	for _, tt := range []struct {
		missing []int
		want    string
	}{
		{nil, "round 5: every table has a slip\n"},
		{[]int{3}, "round 5: no slip yet from table 3\n"},
		{[]int{3, 12}, "round 5: no slip yet from tables 3, 12\n"},
	} {
		var out bytes.Buffer
		if err := reports.Closing(&out, arbiter.Closing{Round: 5, Missing: tt.missing}); err != nil {
			t.Fatal(err)
		}
		if out.String() != tt.want {
			t.Errorf("Closing without a top, %v missing: %q, want %q", tt.missing, out.String(), tt.want)
		}
	}
}

// TestRoundLine is `arbiter demo`'s line for a closed round: the slips
// that made the top, scored 0 (a slip handed in, not a missing one) or
// earned a warning are counted; Tactic's groups and moves are both shown.
func TestRoundLine(t *testing.T) {
	columna, vah := rules3Moves(t)
	ro, _ := scoring.Builtin("ro")
	slip := func(score int, top bool, warning string) arbiter.SlipLine {
		var s arbiter.Slip
		s.Verdict.Warning = warning
		return arbiter.SlipLine{CardRound: arbiter.CardRound{Slip: s, HasSlip: true, Score: score, Top: top}}
	}
	s := arbiter.RoundSummary{Round: 1, Rack: "ACLMNOU", Rack2: "AHLMUVX", Top: columna, Second: &vah, TopScore: 138, BestScore: 138,
		SoloTable: 7, SoloBonus: 10,
		Slips: []arbiter.SlipLine{slip(138, true, ""), slip(0, false, arbiter.WarnWrongScore), slip(60, false, ""), {}}}
	var out bytes.Buffer
	if err := reports.RoundLine(&out, ro, s); err != nil {
		t.Fatal(err)
	}
	want := "round  1  ACLMNOU / AHLMUVX H8 COLUMNA + I7 VAH    138  room best 138, tops  1, zeros 1, warned 1, solo table 7 +10\n"
	if out.String() != want {
		t.Errorf("RoundLine = %q, want %q", out.String(), want)
	}
	s = arbiter.RoundSummary{Round: 12, Rack: "ACLMNOU", Top: columna, TopScore: 78, BestScore: -1}
	out.Reset()
	if err := reports.RoundLine(&out, ro, s); err != nil || !strings.HasSuffix(out.String(), "room best  -1, tops  0, zeros 0, warned 0, no solo\n") {
		t.Errorf("RoundLine(no slip) = %q, %v", out.String(), err)
	}
}
