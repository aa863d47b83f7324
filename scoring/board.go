package scoring

// Size is the number of rows and of columns of the board.
const Size = 15

// Center is the row and column index (0-based) of the centre star, H8 (RULES §1).
const Center = 7

// Premium is the bonus printed on a square (RULES §1).
type Premium uint8

// The premiums of the standard layout.
const (
	NoPremium Premium = iota
	DoubleLetter
	TripleLetter
	DoubleWord
	TripleWord
)

// premiumLayout is the standard layout of RULES §1, row A at the top, column 1 at the left:
// '=' triple word, '-' double word (and the centre), '"' triple letter, '\” double letter.
const premiumLayout = "" +
	"=..'...=...'..=" +
	".-...\"...\"...-." +
	"..-...'.'...-.." +
	"'..-...'...-..'" +
	"....-.....-...." +
	".\"...\"...\"...\"." +
	"..'...'.'...'.." +
	"=..'...-...'..=" +
	"..'...'.'...'.." +
	".\"...\"...\"...\"." +
	"....-.....-...." +
	"'..-...'...-..'" +
	"..-...'.'...-.." +
	".-...\"...\"...-." +
	"=..'...=...'..="

// PremiumAt returns the premium of the square at row and col (0-based).
func PremiumAt(row, col int) Premium {
	switch premiumLayout[row*Size+col] {
	case '=':
		return TripleWord
	case '-':
		return DoubleWord
	case '"':
		return TripleLetter
	case '\'':
		return DoubleLetter
	}
	return NoPremium
}

// LetterMultiplier returns 2 for DL, 3 for TL and 1 otherwise.
func (p Premium) LetterMultiplier() int {
	switch p {
	case DoubleLetter:
		return 2
	case TripleLetter:
		return 3
	}
	return 1
}

// WordMultiplier returns 2 for DW, 3 for TW and 1 otherwise.
func (p Premium) WordMultiplier() int {
	switch p {
	case DoubleWord:
		return 2
	case TripleWord:
		return 3
	}
	return 1
}

// Board is a position: the tile on each square, row by row. It is a value:
// copying a Board copies the position.
type Board struct {
	squares [Size * Size]Tile
}

// At returns the tile at row and col (0-based); Empty outside the board.
func (b *Board) At(row, col int) Tile {
	if row < 0 || row >= Size || col < 0 || col >= Size {
		return Empty
	}
	return b.squares[row*Size+col]
}

// Set puts t on the square at row and col (0-based).
func (b *Board) Set(row, col int, t Tile) { b.squares[row*Size+col] = t }

// IsEmpty reports whether no tile has been played yet.
func (b *Board) IsEmpty() bool { return b.squares[Center*Size+Center] == Empty && b.Tiles() == 0 }

// Tiles returns the number of tiles on the board.
func (b *Board) Tiles() int {
	n := 0
	for _, t := range b.squares {
		if t != Empty {
			n++
		}
	}
	return n
}

// Transpose returns the board mirrored across its main diagonal, so that
// columns become rows: a move down on b is a move across on the result.
func (b *Board) Transpose() Board {
	var t Board
	for r := 0; r < Size; r++ {
		for c := 0; c < Size; c++ {
			t.squares[c*Size+r] = b.squares[r*Size+c]
		}
	}
	return t
}
