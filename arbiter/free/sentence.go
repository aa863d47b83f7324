package free

import (
	"fmt"
	"strings"
)

// The events say themselves in the log's words, as the built-in kinds'
// do: the command line prints them, the log lists them.

func (e Started) String() string {
	set := e.Settings
	s := fmt.Sprintf("free-game event started: %d players, %d rounds, round 1 %s then %s, ranked by %s, a bye +%d",
		len(e.Players), set.Rounds, set.First, set.Then, set.Ranking, set.ByeSpread)
	if set.Gibson {
		s += fmt.Sprintf(", Gibson at %d a round left", set.GibsonSpread)
	}
	if set.RepeatLimit > 0 {
		s += fmt.Sprintf(", two players meet at most %d times", set.RepeatLimit)
	}
	if set.SpreadCap > 0 {
		s += fmt.Sprintf(", a game's spread capped at %d", set.SpreadCap)
	}
	return s
}

func (e RoundPaired) String() string {
	var boards []string
	for _, b := range e.Boards {
		if b.Reply == 0 {
			boards = append(boards, fmt.Sprintf("bye: %d", b.Start))
			continue
		}
		boards = append(boards, fmt.Sprintf("board %d: %d starts, %d replies", b.Board, b.Start, b.Reply))
	}
	s := fmt.Sprintf("round %d paired (%s): %s", e.Round, e.System, strings.Join(boards, "; "))
	if e.Reason != "" {
		s += " (" + e.Reason + ")"
	}
	return s
}

func (e PlayersSwapped) String() string {
	return fmt.Sprintf("round %d: players %d and %d swapped (%s)", e.Round, e.A, e.B, e.Reason)
}

func (e ResultRecorded) String() string {
	return fmt.Sprintf("round %d, board %d: %d–%d recorded%s", e.Round, e.Board, e.StartScore, e.ReplyScore, overtimes(e.StartOvertime, e.ReplyOvertime))
}

func (e ResultCorrected) String() string {
	return fmt.Sprintf("round %d, board %d: corrected to %d–%d (%s)%s%s", e.Round, e.Board, e.StartScore, e.ReplyScore, e.Reason,
		overtimes(e.StartOvertime, e.ReplyOvertime), stale(e.Stale))
}

// overtimes says each side's overtime, if any: " (overtime: starter 1:30 over, -20)".
func overtimes(start, reply Overtime) string {
	var said []string
	for i, o := range []Overtime{start, reply} {
		if o != (Overtime{}) {
			said = append(said, []string{"starter ", "replier "}[i]+o.String())
		}
	}
	if len(said) == 0 {
		return ""
	}
	return " (overtime: " + strings.Join(said, "; ") + ")"
}

func (e ForfeitRecorded) String() string {
	s := fmt.Sprintf("round %d, board %d: forfeit of %v", e.Round, e.Board, e.Absent)
	if e.Reason != "" {
		s += " (" + e.Reason + ")"
	}
	return s + stale(e.Stale)
}

func (e PlayerEntered) String() string {
	return fmt.Sprintf("player %d (%s) entered, paired from round %d", e.Player, e.Name, e.From)
}

func (e PlayerWithdrew) String() string {
	return fmt.Sprintf("player %d withdrew, no longer paired from round %d", e.Player, e.From)
}

func (e Ended) String() string { return "free-game event ended (" + e.Reason + ")" }

// stale names the rounds paired from standings a correction changed: they
// stand as paired, and the referee is told.
func stale(rounds []int) string {
	if len(rounds) == 0 {
		return ""
	}
	return fmt.Sprintf("; rounds %v were paired from the standings before it and stand as paired", rounds)
}

func (e ResultTyped) String() string {
	return fmt.Sprintf("round %d, board %d: %d–%d typed by %s, to be compared", e.Round, e.Board, e.StartScore, e.ReplyScore, e.Operator)
}

func (e ClockStarted) String() string {
	return fmt.Sprintf("round %d: the room's clock started at %s for %d minutes", e.Round, e.At.UTC().Format("15:04:05"), e.Seconds/60)
}

func (e ClockPaused) String() string {
	return fmt.Sprintf("round %d: the room's clock paused", e.Round)
}

func (e ClockResumed) String() string {
	return fmt.Sprintf("round %d: the room's clock resumed", e.Round)
}

func (e ClockReset) String() string { return fmt.Sprintf("round %d: the room's clock reset", e.Round) }
