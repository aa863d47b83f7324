package free

import (
	"encoding/json"
	"fmt"
	"testing"

	"arbiter/arbiter"
)

// TestDecide_Overtime: the points of a player's overtime come off the
// score written, the board's sides keep their own overtime, and the event
// records both; a score the points bring below 0 is refused.
func TestDecide_Overtime(t *testing.T) {
	over := Overtime{Seconds: 90, Points: 20}
	decideCases(t, []decideCase{
		{name: "Replier", when: RecordResult{Round: 1, A: 2, ScoreA: 385, B: 1, ScoreB: 412, OvertimeA: over},
			want: []Event{ResultRecorded{Round: 1, Board: 1, StartScore: 412, ReplyScore: 365, ReplyOvertime: over}}},
		{name: "NoPenalty", when: RecordResult{Round: 1, A: 1, ScoreA: 412, B: 2, ScoreB: 385, OvertimeA: Overtime{Seconds: 90}},
			want: []Event{ResultRecorded{Round: 1, Board: 1, StartScore: 412, ReplyScore: 385, StartOvertime: Overtime{Seconds: 90}}}},
		{name: "BelowZero", when: RecordResult{Round: 1, A: 1, ScoreA: 10, B: 2, ScoreB: 385, OvertimeA: over},
			code: EScoreRange, msg: "round 1, board 1: score 10 of player 1 (P01), 1:30 over, -20 for overtime, is not from 0"},
	})
}

// TestResultRecorded_OvertimeJSON: a result without overtime keeps the
// JSON it always had; one with overtime adds its side's.
func TestResultRecorded_OvertimeJSON(t *testing.T) {
	for _, tt := range []struct {
		e    ResultRecorded
		want string
	}{
		{ResultRecorded{Round: 1, Board: 2, StartScore: 412, ReplyScore: 385}, `{"round":1,"board":2,"start_score":412,"reply_score":385}`},
		{ResultRecorded{Round: 1, Board: 2, StartScore: 402, ReplyScore: 385, StartOvertime: Overtime{Seconds: 61, Points: 20}},
			`{"round":1,"board":2,"start_score":402,"reply_score":385,"start_overtime":{"seconds":61,"points":20}}`},
	} {
		if got, err := json.Marshal(tt.e); err != nil || string(got) != tt.want {
			t.Errorf("%+v: %s (%v), want %s", tt.e, got, err, tt.want)
		}
	}
	e := ResultRecorded{Round: 1, Board: 1, StartScore: 402, ReplyScore: 385, StartOvertime: Overtime{Seconds: 61, Points: 20}}
	if got, want := e.String(), "round 1, board 1: 402–385 recorded (overtime: starter 1:01 over, -20)"; got != want {
		t.Errorf("said %q, want %q", got, want)
	}
}

// TestParseOvertime reads a player's time over as typed, and refuses
// what is not PLAYER=MM:SS with the reason.
func TestParseOvertime(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want OvertimeLine
		msg  string
	}{
		{in: "7=1:30", want: OvertimeLine{Player: 7, Seconds: 90}},
		{in: " 12 = 0:05 ", want: OvertimeLine{Player: 12, Seconds: 5}},
		{in: "7=10:00", want: OvertimeLine{Player: 7, Seconds: 600}},
		{in: "7", msg: `overtime "7": write the player's number, '=' and the time over as MM:SS, as in 7=1:30`},
		{in: "x=1:30", msg: `overtime "x=1:30": "x" is not a player's number`},
		{in: "0=1:30", msg: `overtime "0=1:30": "0" is not a player's number`},
		{in: "7=90", msg: `overtime "7=90": the time over "90" is not MM:SS, as in 1:30`},
		{in: "7=1:5", msg: `overtime "7=1:5": the time over "1:5" is not MM:SS, as in 1:30`},
		{in: "7=-1:30", msg: `overtime "7=-1:30": the time over "-1:30" is not MM:SS, as in 1:30`},
		{in: "7=1:75", msg: `overtime "7=1:75": the time over "1:75": the seconds are 00 to 59`},
		{in: "7=100:00", msg: `overtime "7=100:00": the time over "100:00": more than 99 minutes is more than a game's clock`},
	} {
		got, err := ParseOvertime(tt.in)
		switch {
		case tt.msg == "" && (err != nil || got != tt.want):
			t.Errorf("%q: %+v, %v; want %+v", tt.in, got, err, tt.want)
		case tt.msg != "" && (arbiter.ErrorCode(err) != arbiter.EInvalidInput || arbiter.ErrorMessage(err) != tt.msg):
			t.Errorf("%q: %v, want invalid_input %q", tt.in, err, tt.msg)
		}
	}
}

// FuzzParseOvertime reads any text: an invalid_input refusal, or a player
// and a time over within the bounds that reads back the same when written
// as PLAYER=MM:SS.
func FuzzParseOvertime(f *testing.F) {
	for _, s := range []string{"7=1:30", "12=0:05", "7=99:59", "=", "7=:", "7=1:5", "999999=1:00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		o, err := ParseOvertime(s)
		if err != nil {
			if arbiter.ErrorCode(err) != arbiter.EInvalidInput {
				t.Fatalf("%q: %v, not invalid_input", s, err)
			}
			return
		}
		if o.Player < 1 || o.Seconds < 0 || o.Seconds >= (MaxOvertimeMinutes+1)*60 {
			t.Fatalf("%q read as %+v", s, o)
		}
		back, err := ParseOvertime(fmt.Sprintf("%d=%d:%02d", o.Player, o.Seconds/60, o.Seconds%60))
		if err != nil || back != o {
			t.Fatalf("%q read as %+v, written back read as %+v (%v)", s, o, back, err)
		}
	})
}
