package reports

import "arbiter/arbiter/problem"

// ProblemVerdict is the verdict of a composition problem's sheet as JSON
// (`arbiter check --json`, the ranking's file): the figures its kind ranks
// by (RULES §9), each given even when it is 0, and every move's and
// claim's verdict.
type ProblemVerdict struct {
	Discipline        string `json:"discipline"`
	TechnicalWarnings int    `json:"technical_warnings"`
	// DisciplinaryWarnings are the referee's, in a ranking (RULES §9.1).
	DisciplinaryWarnings int `json:"disciplinary_warnings,omitempty"`
	// The integral family and N-Scrabble (Serie de maxime: Total without
	// penalty, its Scores and RankingPenalty).
	Score          *int                  `json:"score,omitempty"`
	Penalty        *int                  `json:"penalty,omitempty"`
	Total          *int                  `json:"total,omitempty"`
	Scores         []int                 `json:"scores,omitempty"`
	RankingPenalty *int                  `json:"ranking_penalty,omitempty"`
	Rounds         []ProblemVerdictRound `json:"rounds,omitempty"`
	Moves          []ProblemVerdictMove  `json:"moves,omitempty"`
	// Superscrabble, incomplet and the Partida (its scrabbles found in each
	// round, in a whole game's verdict).
	Solutions   *int                 `json:"solutions,omitempty"`
	Found       *int                 `json:"found,omitempty"`
	Deducted    *int                 `json:"deducted,omitempty"`
	LettersUsed *int                 `json:"letters_used,omitempty"`
	RoundsFound []int                `json:"rounds_found,omitempty"`
	Claims      []ProblemVerdictMove `json:"claims,omitempty"`
}

// ProblemVerdictRound is a round of moves of a [ProblemVerdict].
type ProblemVerdictRound struct {
	Moves []ProblemVerdictMove `json:"moves"`
}

// ProblemVerdictMove is one move's or claim's verdict.
type ProblemVerdictMove struct {
	Group    int      `json:"group,omitempty"`
	Position string   `json:"position"`
	Word     string   `json:"word"`
	Read     string   `json:"read,omitempty"`
	Status   string   `json:"status"`
	Score    int      `json:"score"`
	Declared *int     `json:"declared,omitempty"`
	Reason   string   `json:"reason,omitempty"`
	Culprit  string   `json:"culprit,omitempty"`
	Warnings []string `json:"warnings,omitempty"`
}

// NewProblemVerdict returns v as JSON.
func NewProblemVerdict(v problem.Verdict) ProblemVerdict {
	out := ProblemVerdict{Discipline: string(v.Kind), TechnicalWarnings: v.Technical, DisciplinaryWarnings: v.Disciplinary}
	for _, r := range v.Rounds {
		out.Rounds = append(out.Rounds, ProblemVerdictRound{Moves: problemVerdictMoves(r)})
	}
	out.Moves, out.Claims = problemVerdictMoves(v.Moves), problemVerdictMoves(v.Claims)
	switch v.Kind.Measure() {
	case problem.BySolutions:
		out.Solutions, out.Found, out.Deducted = &v.Solutions, &v.Found, &v.Deducted
		if v.Kind.CountsLetters() {
			out.LettersUsed = &v.LettersUsed
		}
		out.RoundsFound = v.RoundsFound
	case problem.ByRankingPoints:
		out.Total, out.Scores, out.RankingPenalty = &v.Total, v.Scores, &v.RankingPenalty
		if out.Scores == nil {
			out.Scores = []int{}
		}
	case problem.ByTotal:
		out.Score, out.Penalty, out.Total = &v.Score, &v.Penalty, &v.Total
	}
	return out
}

// problemVerdictMoves returns the JSON verdicts of moves.
func problemVerdictMoves(moves []problem.MoveVerdict) []ProblemVerdictMove {
	var out []ProblemVerdictMove
	for _, m := range moves {
		pm := ProblemVerdictMove{Group: m.Move.Group, Position: m.Move.Position, Word: m.Move.Word, Read: m.Read,
			Status: string(m.Status), Score: m.Score, Reason: m.Reason, Culprit: m.Culprit, Warnings: m.Warnings}
		if m.Move.Score.Given {
			pm.Declared = &m.Move.Score.Value
		}
		out = append(out, pm)
	}
	return out
}
