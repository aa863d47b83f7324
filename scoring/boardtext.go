package scoring

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"arbiter/internal/bounded"
)

// MaxBoardBytes is the most bytes [ReadBoard] reads: far more than a
// board's 15 lines of 15 characters.
const MaxBoardBytes = 64 << 10

// ReadBoard reads a position: 15 lines of 15 characters, '.' empty, 'A'–'Z'
// tile, 'a'–'z' joker, row A (or 1) first. Trailing blanks, CR LF or CR
// line ends and blank lines after the 15th are accepted, up to
// [MaxBoardBytes] in all. The error names the line and column of the first
// wrong character.
func ReadBoard(r io.Reader) (Board, error) {
	var b Board
	sc := bufio.NewScanner(bounded.Lines(bounded.NewReader(r, MaxBoardBytes)))
	sc.Buffer(make([]byte, 0, 4096), MaxBoardBytes+1)
	line := 0
	for sc.Scan() {
		text := strings.TrimRight(sc.Text(), " \t\r")
		line++
		if line > Size {
			if text != "" {
				return Board{}, fmt.Errorf("board: line %d: a board has %d lines", line, Size)
			}
			continue
		}
		if len(text) != Size {
			return Board{}, fmt.Errorf("board: line %d has %d characters, want %d", line, len(text), Size)
		}
		for col := 0; col < Size; col++ {
			c := text[col]
			switch {
			case c == '.':
			case c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z':
				b.Set(line-1, col, Tile(c))
			default:
				return Board{}, fmt.Errorf("board: line %d, column %d: %q is not '.', a letter or a joker's lower-case letter", line, col+1, c)
			}
		}
	}
	if err := sc.Err(); err != nil {
		if _, ok := errors.AsType[*bounded.TooLargeError](err); ok {
			return Board{}, fmt.Errorf("board: the file is %w: a board is %d lines of %d characters", err, Size, Size)
		}
		return Board{}, fmt.Errorf("board: %w", err)
	}
	if line < Size {
		return Board{}, fmt.Errorf("board: %d lines, want %d", line, Size)
	}
	return b, nil
}

// String writes the board in the format [ReadBoard] reads, each line ending in a newline.
func (b Board) String() string {
	buf := make([]byte, 0, Size*(Size+1))
	for row := 0; row < Size; row++ {
		for col := 0; col < Size; col++ {
			t := b.At(row, col)
			if t == Empty {
				buf = append(buf, '.')
			} else {
				buf = append(buf, byte(t))
			}
		}
		buf = append(buf, '\n')
	}
	return string(buf)
}
