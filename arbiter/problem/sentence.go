package problem

import (
	"fmt"
	"strings"

	"arbiter/arbiter"
)

// Each event says what it records, as the log prints it.

func (e Started) String() string {
	st := e.Statement
	how := fmt.Sprintf("drawn with seed %d", e.Seed)
	if e.Typed {
		how = "typed by the referee"
	}
	given := strings.TrimSpace(strings.Join(append(append([]string{st.Letters}, st.Groups...), st.Rack), " "))
	if st.Consonants {
		how += ", only the consonants announced"
	}
	if given != "" {
		given = " (" + given + ")"
	}
	s := fmt.Sprintf("game %d: %s problem started, %d minutes; %s%s", e.Game, st.Kind, st.Minutes, how, given)
	if st.Rounds > 0 {
		s = fmt.Sprintf("game %d: %s started, %d rounds of %d minutes", e.Game, st.Kind, st.Rounds, st.Minutes)
	}
	if len(e.Moves) > 0 {
		s += "; board built from " + strings.Join(e.Moves, ", ")
	}
	return s
}

func (e SolutionHandedIn) String() string {
	return inRound(e.Round, fmt.Sprintf("table %d: solution handed in at %s, %s", e.Table, FormatHandedIn(e.HandedIn), e.Verdict.Summary()))
}

func (e SolutionCorrected) String() string {
	reason := ""
	if e.Reason != "" {
		reason = " (" + e.Reason + ")"
	}
	return inRound(e.Round, fmt.Sprintf("table %d: solution corrected%s, handed in at %s, %s", e.Table, reason, FormatHandedIn(e.HandedIn), e.Verdict.Summary()))
}

func (Closed) String() string { return "problem closed: no more solutions" }

func (e ScrabblePlaced) String() string {
	how := "chosen by the referee"
	if e.Top {
		how = "the top-scoring"
	}
	return fmt.Sprintf("round %d closed: %s placed (%d points, %s)", e.Round, e.Move, e.Score, how)
}

func (e RoundStarted) String() string {
	how := fmt.Sprintf("drawn with seed %d", e.Seed)
	if e.Typed {
		how = "typed by the referee"
	}
	return fmt.Sprintf("round %d started: group %s (%s), %d minutes", e.Round, e.Statement.Rack, how, e.Statement.Minutes)
}

// inRound prefixes s, a sentence about a solution, with the Partida de
// Superscrabble's round it answers, if any.
func inRound(round int, s string) string {
	if round > 0 {
		return fmt.Sprintf("round %d, %s", round, s)
	}
	return s
}

// Summary says in a few words what a solution counts for its kind's
// ranking (RULES §9).
func (v Verdict) Summary() string {
	switch v.Kind.Measure() {
	case BySolutions:
		s := fmt.Sprintf("%d %s (%d found, %d deducted, %s)", v.Solutions, arbiter.Plural(v.Solutions, "solution"), v.Found, v.Deducted, v.warningWords())
		if v.Kind.CountsLetters() {
			s += fmt.Sprintf(", %d letters used", v.LettersUsed)
		}
		return s
	case ByRankingPoints:
		return fmt.Sprintf("scores %v, %s (%d ranking points lost)", v.Scores, v.warningWords(), v.RankingPenalty)
	case ByTotal:
	}
	return fmt.Sprintf("total %d (%d points, %s, %d penalty)", v.Total, v.Score, v.warningWords(), v.Penalty)
}

// warningWords counts the verdict's warnings in words: the technical
// ones, and the referee's disciplinary ones when there are any.
func (v Verdict) warningWords() string {
	s := fmt.Sprintf("%d %s", v.Technical, arbiter.Plural(v.Technical, "technical warning"))
	if v.Disciplinary > 0 {
		s += fmt.Sprintf(" and %d %s", v.Disciplinary, arbiter.Plural(v.Disciplinary, "disciplinary warning"))
	}
	return s
}
