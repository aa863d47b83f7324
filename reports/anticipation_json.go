package reports

import (
	"encoding/json"
	"io"

	"arbiter/arbiter/anticipation"
	"arbiter/scoring"
)

// AnticipationVerdict is one player's adjudicated sheet of an
// anticipation game as JSON (`arbiter check --json`, the exports): the
// totals and warnings, then every round with its moves, each with its
// status, scores and reason as a stable code and a sentence in the rule
// set's language.
type AnticipationVerdict struct {
	Discipline           string                     `json:"discipline"`
	Total                int                        `json:"total"`
	Score                int                        `json:"score"`
	TechnicalWarnings    int                        `json:"technical_warnings"`
	DisciplinaryWarnings int                        `json:"disciplinary_warnings"`
	Penalty              int                        `json:"penalty"`
	Abandoned            *int                       `json:"abandoned_round,omitempty"`
	RankingPoints        *int                       `json:"ranking_points,omitempty"`
	RankingPenalty       *int                       `json:"ranking_penalty,omitempty"`
	Disciplinary         []AnticipationNote         `json:"disciplinary,omitempty"`
	Rounds               []AnticipationVerdictRound `json:"rounds"`
}

// AnticipationVerdictRound is one round of an [AnticipationVerdict].
type AnticipationVerdictRound struct {
	Round    int                       `json:"round"`
	Group    int                       `json:"group"`
	Pass     bool                      `json:"pass,omitempty"`
	Cancel   []int                     `json:"cancel,omitempty"`
	Score    int                       `json:"score"`
	Penalty  int                       `json:"penalty"`
	Moves    []AnticipationVerdictMove `json:"moves"`
	Warnings []AnticipationNote        `json:"warnings"`
}

// AnticipationVerdictMove is one move of an [AnticipationVerdictRound].
type AnticipationVerdictMove struct {
	Position    string  `json:"position"`
	Word        string  `json:"word"`
	Read        string  `json:"read,omitempty"`
	Status      string  `json:"status"`
	Score       int     `json:"score"`
	Played      int     `json:"played"`
	Declared    *int    `json:"declared"`
	Reason      *string `json:"reason"`
	ReasonRound int     `json:"reason_round,omitempty"`
	ReasonText  *string `json:"reason_text"`
}

// AnticipationNote is a warning: its code and its sentence.
type AnticipationNote struct {
	Code string `json:"code"`
	Text string `json:"text"`
}

// NewAnticipationVerdict returns the verdict of res in rs's language.
func NewAnticipationVerdict(rs *scoring.RuleSet, res anticipation.Result) AnticipationVerdict {
	out := AnticipationVerdict{Discipline: string(res.Form), Total: res.Total, Score: res.Score,
		TechnicalWarnings: res.Technical, DisciplinaryWarnings: res.Disciplinary, Penalty: res.Penalty,
		Rounds: []AnticipationVerdictRound{}}
	if res.Form == anticipation.Rezistenta {
		out.Abandoned, out.RankingPoints, out.RankingPenalty = &res.Abandoned, &res.RankingPoints, &res.RankingPenalty
	}
	for _, f := range res.DisciplinaryFindings {
		out.Disciplinary = append(out.Disciplinary, AnticipationNote{f.Kind, AnticipationFinding(rs, f)})
	}
	for _, rr := range res.Rounds {
		cr := AnticipationVerdictRound{Round: rr.Round, Group: rr.Group, Pass: rr.Pass, Cancel: rr.Cancel, Score: rr.Score,
			Penalty: rr.Penalty, Moves: []AnticipationVerdictMove{}, Warnings: []AnticipationNote{}}
		for _, mr := range rr.Moves {
			cm := AnticipationVerdictMove{Position: mr.Written.Position, Word: mr.Written.Word, Read: mr.Read,
				Status: string(mr.Status), Score: mr.Score, Played: mr.Played}
			if mr.Written.Score.Given {
				cm.Declared = &mr.Written.Score.Value
			}
			if mr.Reason != nil {
				text := AnticipationFinding(rs, *mr.Reason)
				cm.Reason, cm.ReasonRound, cm.ReasonText = &mr.Reason.Kind, mr.Reason.Round, &text
			}
			cr.Moves = append(cr.Moves, cm)
		}
		for _, f := range rr.Warnings {
			cr.Warnings = append(cr.Warnings, AnticipationNote{f.Kind, AnticipationFinding(rs, f)})
		}
		out.Rounds = append(out.Rounds, cr)
	}
	return out
}

// AnticipationCardsJSON writes the cards of every player of a game of
// form (RULES §8) as one JSON object: the tournament's header, the form,
// and the players in the ranking's order, each with their rank and
// verdict ([AnticipationVerdict]) in rs's language.
func AnticipationCardsJSON(w io.Writer, h Header, rs *scoring.RuleSet, form anticipation.Form, standings []anticipation.Standing) error {
	type player struct {
		Rank    int                 `json:"rank"`
		Player  string              `json:"player"`
		Verdict AnticipationVerdict `json:"verdict"`
	}
	out := struct {
		Header     Header   `json:"header"`
		Discipline string   `json:"discipline"`
		Players    []player `json:"players"`
	}{h, string(form), make([]player, len(standings))}
	for i, s := range standings {
		out.Players[i] = player{s.Rank, s.Player, NewAnticipationVerdict(rs, s.Result)}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
