package problem

import (
	"bytes"
	"encoding/json"
	"time"

	"arbiter/arbiter"
)

// Import returns the transaction that records solutions imported from a
// file: each hands in its solution, or, given recorded (the tournament as
// it stands), a solution for a table that has a different one recorded
// replaces it, a correction for reason. Recorded tells the service which
// of its commands to skip, so that importing a file again changes
// nothing.
func Import(solutions []HandInSolution, recorded *arbiter.State, reason string) []arbiter.Command {
	handed := map[int]bool{}
	if recorded != nil {
		if p, ok := GameOf(recorded.CurrentGame()); ok {
			for table := range p.Open().Solutions {
				handed[table] = true
			}
		}
	}
	tx := make([]arbiter.Command, len(solutions))
	for i, c := range solutions {
		tx[i] = c
		if handed[c.Table] {
			tx[i] = CorrectSolution{Table: c.Table, Sheet: c.Sheet, HandedIn: &c.HandedIn, Reason: reason}
		}
	}
	return tx
}

// Recorded reports whether the solution c hands in or corrects is the one
// recorded for its table in st's problem being played: the same sheet at
// the same time.
func Recorded(st *arbiter.State, c arbiter.Command) bool {
	var table int
	var sheet []byte
	var handed time.Duration
	switch c := c.(type) {
	case HandInSolution:
		if !c.At.IsZero() {
			return false
		}
		table, sheet, handed = c.Table, c.Sheet, c.HandedIn
	case CorrectSolution:
		table, sheet, handed = c.Table, c.Sheet, *c.HandedIn
	default:
		return false
	}
	p, ok := GameOf(st.CurrentGame())
	if !ok {
		return false
	}
	sol, ok := p.Open().Solutions[table]
	var compact bytes.Buffer
	return ok && sol.HandedIn == handed && json.Compact(&compact, sheet) == nil && bytes.Equal(compact.Bytes(), sol.Sheet)
}
