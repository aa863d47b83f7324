package scoring

import (
	"fmt"
	"strings"
)

// Direction is the way a word runs on the board.
type Direction uint8

// The two directions.
const (
	Across Direction = iota
	Down
)

// Position is the square a move's main word starts on (0-based row and column,
// row 0 = A in `ro`) and its direction. Print it with [RuleSet.FormatPosition].
type Position struct {
	Row, Col int
	Dir      Direction
}

// Play is a move as written on a slip or typed by the referee: a position and
// the whole main word, letters already on the board included, a lower-case
// letter marking a joker (RULES §1, §5). It says nothing yet about legality.
type Play struct {
	Pos  Position
	Word string // upper case 'A'–'Z', lower case for a joker; diacritics already folded
}

// Placement is one tile put on the board by a move.
type Placement struct {
	Row, Col int
	Tile     Tile
}

// WordScore is one word formed by a move and its score (RULES §3).
type WordScore struct {
	Pos   Position `json:"-"`
	Word  string   `json:"word"` // as on the board: lower case for jokers
	Score int      `json:"score"`
}

// Move is a legal, scored move: where it goes, the tiles it places (in board
// order along its line), the words it forms with their scores (the main word
// first, then the cross words in board order), the bingo flag and the total.
type Move struct {
	Pos    Position
	Word   string // the main word as on the board after the move, jokers in lower case
	Placed []Placement
	Words  []WordScore
	Bingo  bool
	Score  int
	// UnmarkedJoker is set when the play needed the rack's joker but did not
	// mark it: the joker was put on the letter giving the lowest score (RULES §5).
	UnmarkedJoker bool
}

// Tiles returns the placed tiles as rack counts: jokers as jokers.
func (m Move) Tiles() Rack {
	var r Rack
	for _, p := range m.Placed {
		if p.Tile.IsJoker() {
			r[JokerIndex]++
		} else {
			r[p.Tile.Letter()-'A']++
		}
	}
	return r
}

// Apply puts the move's tiles on the board. It does not check legality.
func (b *Board) Apply(m Move) {
	for _, p := range m.Placed {
		b.Set(p.Row, p.Col, p.Tile)
	}
}

// Breakdown spells out the move's score: each word with its score, the bingo
// bonus if any, and the total, as in `VAH 37 + CA 2 + OH 21 = 60` or
// `COLUMNA 28 + bingo 50 = 78`.
func (m Move) Breakdown() string {
	var b strings.Builder
	bonus := m.Score
	for i, w := range m.Words {
		if i > 0 {
			b.WriteString(" + ")
		}
		fmt.Fprintf(&b, "%s %d", w.Word, w.Score)
		bonus -= w.Score
	}
	if m.Bingo {
		fmt.Fprintf(&b, " + bingo %d", bonus)
	}
	fmt.Fprintf(&b, " = %d", m.Score)
	return b.String()
}

// PlayAll plays plays in order from position b, each checked by [Check]
// without a rack, and returns the position after them and their moves. On a
// refusal it stops: it returns the position and moves before the refused play
// and an error naming the play's number and notation that wraps the
// *[MoveError].
func PlayAll(rs *RuleSet, lex Lexicon, b Board, plays []Play) (Board, []Move, error) {
	moves := make([]Move, 0, len(plays))
	for i, p := range plays {
		m, err := Check(rs, lex, &b, nil, p)
		if err != nil {
			return b, moves, fmt.Errorf("move %d, %s: %w", i+1, rs.FormatPlay(p), err)
		}
		b.Apply(m)
		moves = append(moves, m)
	}
	return b, moves, nil
}
