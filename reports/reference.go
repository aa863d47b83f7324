package reports

import (
	"encoding/json"
	"fmt"
	"io"
	"time"

	"arbiter/arbiter/problem"
	"arbiter/scoring"
	"arbiter/scoring/solver/composer"
)

// referenceLine is one move of a reference solution as --json prints it.
type referenceLine struct {
	Group    int    `json:"group,omitempty"`
	Position string `json:"position"`
	Word     string `json:"word"`
	Score    int    `json:"score"`
}

// referenceJSON is a reference solution as --json prints it.
type referenceJSON struct {
	Discipline string          `json:"discipline"`
	Exact      bool            `json:"exact"`
	Seconds    float64         `json:"seconds"`
	Scores     []int           `json:"scores"`
	Total      int             `json:"total"`
	Moves      []referenceLine `json:"moves"`
}

// ReferenceSolution prints the reference solution sol of a composition
// problem of kind (RULES §9), found in took: what it is (the exact
// maximum, or the best found), a table of its moves and its total; or, when
// asJSON, one JSON object of the same.
func ReferenceSolution(w io.Writer, rs *scoring.RuleSet, kind problem.Kind, sol composer.Solution, took time.Duration, asJSON bool) error {
	if asJSON {
		out := referenceJSON{Discipline: string(kind), Exact: sol.Exact, Seconds: took.Seconds(), Scores: sol.Scores(),
			Total: sol.Total(), Moves: []referenceLine{}}
		for _, st := range sol.Steps {
			out.Moves = append(out.Moves, referenceLine{st.Group, rs.FormatPosition(st.Move.Pos), st.Move.Word, st.Move.Score})
		}
		return json.NewEncoder(w).Encode(out)
	}
	what := fmt.Sprintf("%s: the best solution found in %s, not a proven maximum", kind, took.Round(time.Millisecond))
	if sol.Exact {
		what = fmt.Sprintf("%s: the lexicographic maximum, exact, found in %s", kind, took.Round(time.Millisecond))
	}
	if _, err := fmt.Fprintln(w, what); err != nil {
		return err
	}
	tw := NewAlignedTable()
	fmt.Fprintln(tw, "no\tgroup\tposition\tword\tscore")
	for i, st := range sol.Steps {
		group := "-"
		if st.Group > 0 {
			group = fmt.Sprint(st.Group)
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%d\n", i+1, group, rs.FormatPosition(st.Move.Pos), st.Move.Word, st.Move.Score)
	}
	if err := tw.Print(w); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "total %d\n", sol.Total())
	return err
}
