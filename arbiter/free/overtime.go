package free

import (
	"fmt"
	"strings"

	"arbiter/arbiter"
)

// MaxOvertimeMinutes bounds the time a player ran over: more than a
// game's whole clock is a typing mistake.
const MaxOvertimeMinutes = 99

// Overtime is the time a player's clock ran over, in seconds, and the
// points it cost them under the rule set (RULES §10.1, the clock).
type Overtime struct {
	Seconds int `json:"seconds"`
	Points  int `json:"points"`
}

// String says the overtime as a referee writes it: "1:30 over, -20", or
// "1:30 over, no points off" under rules that charge none.
func (o Overtime) String() string {
	if o.Points == 0 {
		return fmt.Sprintf("%d:%02d over, no points off", o.Seconds/60, o.Seconds%60)
	}
	return fmt.Sprintf("%d:%02d over, %d", o.Seconds/60, o.Seconds%60, -o.Points)
}

// OvertimeLine is a player's time over as typed: the player's number and
// the seconds.
type OvertimeLine struct {
	Player, Seconds int
}

// ParseOvertime reads a player's time over the clock as typed, the
// player's number, '=' and the minutes and seconds over:
//
//	7=1:30
//
// An error is an *arbiter.Error with code invalid_input saying what is
// wrong with it.
func ParseOvertime(s string) (OvertimeLine, error) {
	if len(s) > MaxLine {
		return OvertimeLine{}, arbiter.Errorf(arbiter.EInvalidInput, "overtime of %d bytes: at most %d", len(s), MaxLine)
	}
	bad := func(why string) (OvertimeLine, error) {
		return OvertimeLine{}, arbiter.Errorf(arbiter.EInvalidInput, "overtime %q: %s", s, why)
	}
	who, clock, ok := strings.Cut(strings.TrimSpace(s), "=")
	if !ok {
		return bad("write the player's number, '=' and the time over as MM:SS, as in 7=1:30")
	}
	player, err := number(strings.TrimSpace(who), false)
	if err != nil || player == 0 {
		return bad(fmt.Sprintf("%q is not a player's number", who))
	}
	mm, ss, ok := strings.Cut(strings.TrimSpace(clock), ":")
	minutes, errM := number(mm, false)
	seconds, errS := number(ss, false)
	if !ok || errM != nil || errS != nil || len(ss) != 2 {
		return bad(fmt.Sprintf("the time over %q is not MM:SS, as in 1:30", clock))
	}
	if seconds > 59 {
		return bad(fmt.Sprintf("the time over %q: the seconds are 00 to 59", clock))
	}
	if minutes > MaxOvertimeMinutes {
		return bad(fmt.Sprintf("the time over %q: more than %d minutes is more than a game's clock", clock, MaxOvertimeMinutes))
	}
	return OvertimeLine{Player: player, Seconds: minutes*60 + seconds}, nil
}

// charged returns the result c as board g seats it: the starter's and the
// replier's scores after their overtime's points, and their overtime. A
// score the points bring below 0 is refused (RULES §10.2: a final score
// is from 0).
func (s State) charged(c RecordResult, g Game) (start, reply int, startOver, replyOver Overtime, err error) {
	for _, o := range []struct {
		player, score int
		over          Overtime
	}{{c.A, c.ScoreA, c.OvertimeA}, {c.B, c.ScoreB, c.OvertimeB}} {
		if o.over.Seconds < 0 || o.over.Points < 0 || o.score < o.over.Points {
			return 0, 0, Overtime{}, Overtime{}, arbiter.Errorf(EScoreRange, "round %d, board %d: score %d of player %s, %s for overtime, is not from 0",
				c.Round, g.Board.Board, o.score, s.who(o.player), o.over)
		}
	}
	start, reply = c.ScoreA-c.OvertimeA.Points, c.ScoreB-c.OvertimeB.Points
	startOver, replyOver = c.OvertimeA, c.OvertimeB
	if g.Start != c.A {
		start, reply, startOver, replyOver = reply, start, replyOver, startOver
	}
	return start, reply, startOver, replyOver, nil
}
