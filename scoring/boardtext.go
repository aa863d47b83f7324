package scoring

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// ReadBoard reads a position: 15 lines of 15 characters, '.' empty, 'A'–'Z'
// tile, 'a'–'z' joker, row A (or 1) first. Trailing blanks, CRLF line ends and
// blank lines after the 15th are accepted. The error names the line and
// column of the first wrong character.
func ReadBoard(r io.Reader) (Board, error) {
	var b Board
	sc := bufio.NewScanner(r)
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
