// Package solver generates every legal move for a position and a rack.
package solver

import (
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// Generator finds moves on a board. It keeps buffers between calls: reuse one
// per goroutine; it is not safe for concurrent use.
type Generator struct{}

// New returns a Generator for rule set rs and word graph g.
func New(rs *scoring.RuleSet, g *lexicon.Graph) *Generator { panic("pending") }

// All returns every legal move with tiles of rack (up to 9 tiles, jokers
// included) placing at most rs.RackSize tiles, ordered by score descending,
// then position and word.
func (g *Generator) All(b *scoring.Board, rack scoring.Rack) []scoring.Move { panic("pending") }

// Top returns every move that reaches the highest score, in the order of All.
func (g *Generator) Top(b *scoring.Board, rack scoring.Rack) []scoring.Move { panic("pending") }

// Exists reports whether any legal move can be made with the tiles of rack.
func (g *Generator) Exists(b *scoring.Board, rack scoring.Rack) bool { panic("pending") }

// Rank orders equal-score moves by the objective criteria of RULES §4.3: no
// joker; (when rs.EndingMoveTop) a move that ends the game; better
// vowel/consonant balance of the tiles left in bag; letters still present in
// bag; more tiles placed; then horizontal before vertical, position, word.
// rack is the rack the moves were made from, bag the tiles left in the bag.
func Rank(rs *scoring.RuleSet, moves []scoring.Move, rack, bag scoring.Rack) []scoring.Move {
	panic("pending")
}
