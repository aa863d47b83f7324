package anticipation

import (
	"errors"

	"arbiter/scoring"
)

// refusal is why a move is not legal: a code (a scoring.Refusal's, or one of
// this package's kinds) and the word at fault.
type refusal struct {
	code string
	word string
}

func (r *refusal) Error() string { return r.code + ": " + r.word }

// asRefusal turns an error of package scoring into a refusal.
func asRefusal(err error) *refusal {
	if e, ok := errors.AsType[*scoring.MoveError](err); ok {
		return &refusal{e.Code, e.Word}
	}
	if e, ok := errors.AsType[*scoring.NotationError](err); ok {
		return &refusal{string(errors.Unwrap(e).(scoring.Refusal)), e.Input}
	}
	if r, ok := errors.AsType[*refusal](err); ok {
		return r
	}
	return &refusal{string(scoring.ErrNotation), err.Error()}
}

// replay checks the tiles a move placed as a move on b (RULES §8.5): in one
// line with no gap once b's tiles fill the squares between them, touching
// b's tiles (or covering the centre with 2 tiles or more on an empty b), every
// word formed in lex; and scores it there. dir is the move's direction as
// written, which decides the line of a single tile that forms words both
// ways.
func replay(rs *scoring.RuleSet, lex scoring.Lexicon, b *scoring.Board, tiles []scoring.Placement, dir scoring.Direction) (scoring.Move, error) {
	if len(tiles) == 0 {
		return scoring.Move{}, &refusal{string(scoring.ErrNoTilesPlaced), ""}
	}
	var err error
	for _, d := range lines(tiles, dir) {
		var play scoring.Play
		if play, err = lineOf(b, tiles, d); err != nil {
			continue
		}
		var m scoring.Move
		if m, err = scoring.Check(rs, lex, b, nil, play); err == nil {
			return m, nil
		}
		return scoring.Move{}, asRefusal(err)
	}
	return scoring.Move{}, err
}

// lines returns the directions in which tiles may be read: theirs for two
// tiles or more, dir then the other one for a single tile.
func lines(tiles []scoring.Placement, dir scoring.Direction) []scoring.Direction {
	if len(tiles) > 1 {
		if tiles[0].Row == tiles[1].Row {
			return []scoring.Direction{scoring.Across}
		}
		return []scoring.Direction{scoring.Down}
	}
	if dir == scoring.Down {
		return []scoring.Direction{scoring.Down, scoring.Across}
	}
	return []scoring.Direction{scoring.Across, scoring.Down}
}

// lineOf returns the play that puts tiles on b along d: the maximal run of
// tiles through them. A gap between them, a tile off the line, or (for a
// single tile) a run of one letter is a refusal.
func lineOf(b *scoring.Board, tiles []scoring.Placement, d scoring.Direction) (scoring.Play, error) {
	dr, dc := 0, 1
	if d == scoring.Down {
		dr, dc = 1, 0
	}
	after := *b
	for _, t := range tiles {
		if after.At(t.Row, t.Col) != scoring.Empty {
			return scoring.Play{}, &refusal{string(scoring.ErrSquareMismatch), ""}
		}
		after.Set(t.Row, t.Col, t.Tile)
	}
	r, c := tiles[0].Row, tiles[0].Col
	for on(r-dr, c-dc) && after.At(r-dr, c-dc) != scoring.Empty {
		r, c = r-dr, c-dc
	}
	start := scoring.Position{Row: r, Col: c, Dir: d}
	var word []byte
	inRun := map[[2]int]bool{}
	for ; on(r, c) && after.At(r, c) != scoring.Empty; r, c = r+dr, c+dc {
		word = append(word, byte(after.At(r, c)))
		inRun[[2]int{r, c}] = true
	}
	for _, t := range tiles {
		if !inRun[[2]int{t.Row, t.Col}] {
			return scoring.Play{}, &refusal{KindGap, ""}
		}
	}
	if len(word) < 2 {
		if b.IsEmpty() {
			return scoring.Play{}, &refusal{string(scoring.ErrFirstMoveTooShort), string(word)}
		}
		return scoring.Play{}, &refusal{string(scoring.ErrNotConnected), string(word)}
	}
	return scoring.Play{Pos: start, Word: string(word)}, nil
}

// on reports whether (r, c) is a square of the board.
func on(r, c int) bool { return r >= 0 && r < scoring.Size && c >= 0 && c < scoring.Size }
