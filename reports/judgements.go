package reports

import (
	"io"
	"strconv"
	"strings"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/free"
)

// Judgement is a challenge judged at a board of a free game (RULES
// §10.1), recorded At: what the referee reviews after a dispute.
type Judgement struct {
	At time.Time `json:"time"`
	free.Judged
}

// JudgementOf returns the judgement event e records, at, false when e is
// another event.
func JudgementOf(at time.Time, e arbiter.Event) (Judgement, bool) {
	j, ok := e.(free.Judged)
	return Judgement{At: at.UTC(), Judged: j}, ok
}

// JudgementTable is the review of the challenges judged in language: its
// headings (round, board, time, words, verdict, reason) and a row for
// each, in the order recorded, the time UTC as the log has it.
func JudgementTable(language string, js []Judgement) (headings []string, rows [][]string) {
	l, j := RoomLabelsFor(language), judgeFor(language)
	headings = []string{l.Round, j.Board, j.Time, j.Words, l.Verdict, l.Reason}
	rows = make([][]string, len(js))
	for i, g := range js {
		rows[i] = []string{strconv.Itoa(g.Round), strconv.Itoa(g.Board), g.At.Format(time.TimeOnly), strings.Join(g.Words, " "),
			VerdictOf(language, g.Judged).Text, g.Reason}
	}
	return headings, rows
}

// WriteJudgements prints the review of the challenges judged as a table
// (tab-separated lines when not on a terminal).
func WriteJudgements(w io.Writer, language string, js []Judgement, tty bool) error {
	headings, rows := JudgementTable(language, js)
	cols := make([]column, len(headings))
	for i, h := range headings {
		cols[i] = column{name: h, right: i < 2}
	}
	return writeTable(w, tty, cols, rows)
}
