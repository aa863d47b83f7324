package scoring

// This file holds the signatures other packages build against while their
// bodies are being written; each moves to its own file when implemented.

// Check validates play on board b (RULES §3) with the tiles of rack and returns
// the scored move. A nil rack means the tiles are not checked (any tiles
// available, jokers only where marked). A refusal is a *[MoveError].
func Check(rs *RuleSet, lex Lexicon, b *Board, rack *Rack, play Play) (Move, error) {
	panic("pending")
}
