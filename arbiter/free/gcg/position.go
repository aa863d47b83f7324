package gcg

import (
	"fmt"
	"strconv"

	"arbiter/scoring"
)

// ParsePosition reads a GCG position: `8H` is row 8, column H, across; `H8`
// is column H, row 8, down (rows 1–15, columns A–O; lower case accepted).
// The result counts from 0: `8H` is Row 7, Col 7, Across. An error says
// what is wrong with s.
func ParsePosition(s string) (scoring.Position, error) {
	if len(s) < 2 || len(s) > 3 {
		return scoring.Position{}, fmt.Errorf("position %q: write a row number and a column letter, as in 8H (across) or H8 (down)", s)
	}
	letter, digits, dir := s[len(s)-1], s[:len(s)-1], scoring.Across
	if isLetter(s[0]) {
		letter, digits, dir = s[0], s[1:], scoring.Down
	}
	if letter >= 'a' && letter <= 'z' {
		letter -= 'a' - 'A'
	}
	row, err := strconv.Atoi(digits)
	if err != nil || digits[0] < '1' || digits[0] > '9' || !isLetter(letter) {
		return scoring.Position{}, fmt.Errorf("position %q: write a row number and a column letter, as in 8H (across) or H8 (down)", s)
	}
	if row > scoring.Size || letter > 'A'+scoring.Size-1 {
		return scoring.Position{}, fmt.Errorf("position %q is off the board (rows 1–15, columns A–O)", s)
	}
	return scoring.Position{Row: row - 1, Col: int(letter - 'A'), Dir: dir}, nil
}

// FormatPosition prints p as GCG does: the row number first for a word
// across (`8H`), the column letter first for a word down (`H8`).
func FormatPosition(p scoring.Position) string {
	row, col := strconv.Itoa(p.Row+1), string(rune('A'+p.Col))
	if p.Dir == scoring.Down {
		return col + row
	}
	return row + col
}

// isLetter reports whether c is an ASCII letter.
func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }
