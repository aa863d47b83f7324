package problem

import (
	"errors"
	"fmt"
	"strings"

	"arbiter/scoring"
)

// MaxBuildMoves is the most moves [BuildBoard] plays: more tiles than a
// set holds could not be placed anyway.
const MaxBuildMoves = 120

// BuildBoard plays moves, written "H8 CASA, 9G OS" (moves separated by
// commas, semicolons or new lines, each a position and its whole main word
// in rs's notation, jokers in lower case), from the empty board: the board
// a referee builds for Superscrabble or a Partida de Superscrabble (RULES
// §9.6, §9.8). Each move must be legal by the general rules (§3: the first
// covers the centre and places at least 2 tiles, every later one touches
// the board, every word is in lex) and take its tiles from what the set
// holds less the moves before it. It returns the board and the moves as
// played, in the rule set's notation; an error names the move at fault.
func BuildBoard(rs *scoring.RuleSet, lex scoring.Lexicon, moves string) (scoring.Board, []string, error) {
	var b scoring.Board
	texts := strings.FieldsFunc(moves, func(r rune) bool { return r == ',' || r == ';' || r == '\n' })
	var played []string
	left := rs.FullBag()
	for _, text := range texts {
		text = strings.TrimSpace(text)
		if text == "" {
			continue
		}
		n := len(played) + 1
		if n > MaxBuildMoves {
			return b, nil, fmt.Errorf("more than %d moves", MaxBuildMoves)
		}
		play, err := rs.ParsePlay(text)
		if err != nil {
			return b, nil, fmt.Errorf("move %d (%s): %w", n, text, err)
		}
		m, err := scoring.Check(rs, lex, &b, &left, play)
		if err != nil {
			return b, nil, fmt.Errorf("move %d (%s): %w", n, text, err)
		}
		if m.UnmarkedJoker {
			return b, nil, fmt.Errorf("move %d (%s): the set has no more of a letter it places: write the joker in lower case", n, text)
		}
		b.Apply(m)
		left = left.Minus(m.Tiles())
		played = append(played, rs.FormatMove(m))
	}
	if len(played) == 0 {
		return b, nil, errors.New(`no move: give at least the first, such as "H8 CASA"`)
	}
	return b, played, nil
}
