package free

import (
	"fmt"
	"strings"

	"arbiter/arbiter"
)

// The events say themselves as texts of the room ([arbiter.Text]), which
// package reports words in the room's language; the String methods word
// them for the log and the command line.

var _ arbiter.Screener = discipline{}

// Said words the event for the room.
func (e Started) Said() arbiter.Text {
	return text("free.ev.started", len(e.Players), e.Settings.Rounds, e.Settings.First, e.Settings.Then, e.Settings.Ranking)
}

func (e RoundPaired) Said() arbiter.Text {
	if e.Again {
		return text("free.ev.paired_again", e.Round, e.System, e.Reason)
	}
	return text("free.ev.paired", e.Round, e.System, len(e.Boards))
}

func (e PlayersSwapped) Said() arbiter.Text {
	return text("free.ev.swapped", e.Round, e.A, e.B, e.Reason)
}

func (e ResultRecorded) Said() arbiter.Text {
	return text("free.ev.result", e.Round, e.Board, e.StartScore, e.ReplyScore)
}

func (e ResultCorrected) Said() arbiter.Text {
	if len(e.Stale) == 0 {
		return text("free.ev.corrected", e.Round, e.Board, e.StartScore, e.ReplyScore, e.Reason)
	}
	return text("free.ev.corrected_stale", e.Round, e.Board, e.StartScore, e.ReplyScore, e.Reason, rounds(e.Stale))
}

func (e ForfeitRecorded) Said() arbiter.Text {
	return text("free.ev.forfeit", e.Round, e.Board, rounds(e.Absent), e.Reason)
}

func (e PlayerEntered) Said() arbiter.Text {
	return text("free.ev.entered", e.Player, e.Name, e.From)
}

func (e PlayerWithdrew) Said() arbiter.Text {
	return text("free.ev.withdrew", e.Player, e.From, e.Reason)
}

func (e GameRecorded) Said() arbiter.Text {
	if e.Reason != "" {
		return text("free.ev.recorded_again", e.Round, e.Board, e.Format, e.Reason)
	}
	return text("free.ev.recorded", e.Round, e.Board, e.Format)
}

func (e ResultTyped) Said() arbiter.Text {
	return text("free.ev.typed", e.Round, e.Board, e.Operator, e.StartScore, e.ReplyScore)
}

func (e ClockStarted) Said() arbiter.Text {
	return text("free.ev.clock_started", e.Round, e.At.UTC().Format("15:04:05"), e.Seconds/60)
}

func (e ClockPaused) Said() arbiter.Text { return text("free.ev.clock_paused", e.Round) }

func (e ClockResumed) Said() arbiter.Text { return text("free.ev.clock_resumed", e.Round) }

func (e ClockReset) Said() arbiter.Text { return text("free.ev.clock_reset", e.Round) }

func (e Ended) Said() arbiter.Text { return text("free.ev.ended", e.Reason) }

// rounds writes numbers as a list: "2 3".
func rounds(ns []int) string {
	return strings.Trim(fmt.Sprint(ns), "[]")
}
