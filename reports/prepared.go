package reports

import (
	"fmt"
	"io"

	"arbiter/arbiter/prepared"
	"arbiter/scoring"
)

// PreparedGame prints the sheet of a prepared game as `game prepare` shows
// it: one line per round with its rack, top, score and running total, each
// rejected rack and each rule waived on a line of its own before it, a
// variant's letters from the stock after the word, and Tactic's two moves
// each after the group it is made with, in the order played.
func PreparedGame(w io.Writer, s prepared.Sheet) error {
	fmt.Fprintf(w, "rules %s, seed %d", s.Rules, s.Seed)
	switch {
	case s.FixedOrder:
		fmt.Fprintf(w, ", variant %s (groups in the order drawn)", s.Variant)
	case s.Variant.TwoGroups():
		fmt.Fprintf(w, ", variant %s (groups in either order)", s.Variant)
	case s.Variant != scoring.Classic:
		fmt.Fprintf(w, ", variant %s", s.Variant)
	}
	fmt.Fprint(w, "\n\n")
	fmt.Fprintf(w, "%-5s  %-11s  %-8s  %-15s  %5s  %5s\n", "round", "rack", "position", "move", "score", "total")
	writeRejected := func(round int, rej []prepared.Rejection) {
		for _, r := range rej {
			group := ""
			if r.Group > 0 {
				group = fmt.Sprintf(" (group %d)", r.Group)
			}
			fmt.Fprintf(w, "%-5d  %-11s  %-8s  rejected%s: %s\n", round, r.Rack, "", group, r.Reason)
		}
	}
	for _, r := range s.Rounds {
		writeRejected(r.Round, r.Rejected)
		for _, rule := range r.Waived {
			fmt.Fprintf(w, "%-5d  %-11s  %-8s  rule waived: %s\n", r.Round, "", "", rule)
		}
		word := r.Word
		switch {
		case r.Returned != "":
			word += fmt.Sprintf(" [%s for %s]", r.Chosen, r.Returned)
		case r.Chosen != "":
			word += " [" + r.Chosen + "]"
		}
		if r.Word2 == "" {
			fmt.Fprintf(w, "%-5d  %-11s  %-8s  %-15s  %5d  %5d\n", r.Round, r.Rack, r.Position, word, r.Score, r.Total)
			continue
		}
		// Tactic: each move on a line after the group it is made with, in
		// the order played; the round's total on the second.
		first, second := r.Rack, r.Rack2
		if r.Rack2First {
			first, second = second, first
		}
		fmt.Fprintf(w, "%-5d  %-11s  %-8s  %-15s  %5d\n", r.Round, first, r.Position, word, r.Score-r.Score2)
		fmt.Fprintf(w, "%-5s  %-11s  %-8s  %-15s  %5d  %5d\n", "", second, r.Position2, r.Word2, r.Score2, r.Total)
	}
	writeRejected(len(s.Rounds)+1, s.Rejected)
	_, err := fmt.Fprintf(w, "\nend: %s (%s)\ntotal: %d\n", s.EndText, s.End, s.Total)
	return err
}
