package problem

import (
	"strings"

	"arbiter/arbiter/anticipation"

	"arbiter/scoring"
)

// Judge checks the sheets of one rule set and lexicon.
type Judge struct {
	RS  *scoring.RuleSet
	Lex scoring.Lexicon
}

// Check checks sheet s (RULES §9): every move on the player's own board with
// the letters the problem offers, the cascade of refused moves, the figures'
// warnings, the claimed scrabbles, and the score, penalties and tie-break
// figures its ranking needs.
func (j Judge) Check(s *Sheet) Verdict {
	v := Verdict{Kind: s.Kind}
	p := &player{rs: j.RS, lex: j.Lex}
	var sup supply
	switch s.Kind {
	case Sir:
		sup = &str{letters: s.String}
	case Maxime, NScrabble:
		g := &groups{groups: s.Groups, used: make([]bool, len(s.Groups)), imposed: s.Imposed}
		if s.Consonants {
			g.rs, g.pool = j.RS, anticipation.Vowels(j.RS, j.RS.FullBag())
		}
		sup = g
	default:
		sup = &stock{left: s.Letters}
	}
	for _, round := range s.Rounds {
		var verdicts []MoveVerdict
		for _, m := range round {
			verdicts = append(verdicts, p.play(m, sup))
		}
		v.Rounds = append(v.Rounds, verdicts)
	}
	for _, m := range s.Moves {
		mv := p.play(m, sup)
		v.Moves = append(v.Moves, mv)
		v.Scores = append(v.Scores, mv.Score)
	}
	for _, round := range v.Rounds {
		v.add(round)
	}
	v.add(v.Moves)
	v.LettersUsed = p.placed
	if s.Kind.claims() {
		board := s.Board
		if s.Kind == Incomplet {
			board = p.standing
		}
		v.Claims = j.claims(&board, s.Rack, s.Claims)
		v.add(v.Claims)
		for _, c := range v.Claims {
			if c.Status == StatusValid {
				v.Found++
			}
		}
	}
	v.sanction(v.Technical, j.RS.Warnings)
	return v
}

// add counts the scores and warnings of verdicts.
func (v *Verdict) add(verdicts []MoveVerdict) {
	for _, mv := range verdicts {
		v.Score += mv.Score
		v.Technical += len(mv.Warnings)
	}
}

// claims checks the scrabbles claimed with rack on b (RULES §9.6): each must
// place the whole group legally; one refused earns a technical warning, one
// already claimed (the same position and word, however its jokers are
// marked) counts once.
func (j Judge) claims(b *scoring.Board, rack scoring.Rack, claimed []Move) []MoveVerdict {
	seen := map[scoring.Play]bool{}
	var out []MoveVerdict
	for _, c := range claimed {
		c.Score = Figure{}
		v := MoveVerdict{Move: c, Status: StatusRefused}
		play, err := parsePlay(j.RS, c)
		var m scoring.Move
		if err == nil {
			m, err = scoring.Check(j.RS, j.Lex, b, &rack, play)
		}
		switch {
		case err != nil:
			v.Reason, v.Culprit = refusal(err)
		case len(m.Placed) != rack.Len():
			v.Reason, v.Culprit = ReasonNotScrabble, m.Word
		}
		if err != nil || v.Reason != "" {
			v.Warnings = []string{WarnRefusedClaim}
			out = append(out, v)
			continue
		}
		v.Read = j.RS.FormatMove(m)
		key := scoring.Play{Pos: m.Pos, Word: strings.ToUpper(m.Word)}
		switch {
		case seen[key]:
			v.Status = StatusDuplicate
		default:
			seen[key] = true
			v.Status = StatusValid
			if m.UnmarkedJoker {
				v.Warnings = []string{WarnUnmarkedJoker}
			}
		}
		out = append(out, v)
	}
	return out
}
