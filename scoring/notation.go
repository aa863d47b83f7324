package scoring

import (
	"strconv"
	"strings"
)

// ParseWord reads a word as written on a slip (RULES §1, §2): upper case for
// tiles, lower case or the paper form `C0` (a letter followed by 0 or ₀) for a
// joker, diacritics folded, so `ȘTIRE` = `STIRE` and `C0OMANDA` = `cOMANDA`.
// ß, which has no capital in use, is two tiles SS, never two jokers. It
// returns the word as tiles: 'A'–'Z', 'a'–'z' for a joker. A refusal is a
// *[NotationError] with [ErrNotation] or [ErrInvalidLetter].
func ParseWord(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", badNotation(ErrNotation, s, "empty word: write the whole word, as in COLUMNA")
	}
	buf := make([]byte, 0, len(s))
	for _, r := range s {
		if r == '0' || r == '₀' {
			if len(buf) == 0 {
				return "", badNotation(ErrInvalidLetter, s, "word %q: %q must follow the letter the joker stands for, as in C0OMANDA", s, r)
			}
			buf[len(buf)-1] = byte(JokerTile(Tile(buf[len(buf)-1]).Letter()))
			continue
		}
		first, second, ok := foldRune(r)
		if !ok {
			return "", badNotation(ErrInvalidLetter, s, "word %q: %q is not a letter", s, r)
		}
		if r == 'ß' {
			first, second = 'S', 'S'
		}
		for _, c := range [2]byte{first, second} {
			if c != 0 {
				buf = append(buf, c)
			}
		}
	}
	if len(buf) == 0 {
		return "", badNotation(ErrNotation, s, "word %q has no letter", s)
	}
	if len(buf) > Size {
		return "", badNotation(ErrOffBoard, s, "word %q has %d letters, more than the %d squares of a line", s, len(buf), Size)
	}
	return string(buf), nil
}

// ParsePosition reads a position in rs's labelling (RULES §1): with
// [LetterRows] `H8` is row H, column 8, across and `8H` is column 8, row H,
// down; with [NumberRows] `8H` is row 8, column H, across and `H8` is column H,
// row 8, down. Lower case is accepted. An error is a *[NotationError] with
// [ErrNotation] or, for a letter past O or a number past 15, [ErrOffBoard].
func (rs *RuleSet) ParsePosition(s string) (Position, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	if t == "" {
		return Position{}, badNotation(ErrNotation, s, "empty position: write a square such as H8 or 8H")
	}
	letterFirst := t[0] >= 'A' && t[0] <= 'Z'
	var letter byte
	var digits string
	if letterFirst {
		letter, digits = t[0], t[1:]
	} else {
		letter, digits = t[len(t)-1], t[:len(t)-1]
	}
	n, err := strconv.Atoi(digits)
	if err != nil || letter < 'A' || letter > 'Z' || len(digits) > 2 || digits[0] < '0' || digits[0] > '9' {
		return Position{}, badNotation(ErrNotation, s, "position %q: write a letter and a number, as in H8 (across in %s) or 8H", s, rs.Name)
	}
	rowAxis, colAxis := "row", "column"
	if rs.Labelling == NumberRows {
		rowAxis, colAxis = colAxis, rowAxis
	}
	if letter > 'A'+Size-1 {
		return Position{}, badNotation(ErrOffBoard, s, "position %q: %s %c is off the board (A–O)", s, rowAxis, letter)
	}
	if n < 1 || n > Size {
		return Position{}, badNotation(ErrOffBoard, s, "position %q: %s %d is off the board (1–15)", s, colAxis, n)
	}
	// Letter-first is across with letter rows and down with number rows.
	p := Position{Row: int(letter - 'A'), Col: n - 1, Dir: Across}
	if !letterFirst {
		p.Dir = Down
	}
	if rs.Labelling == NumberRows {
		p.Row, p.Col = p.Col, p.Row
		p.Dir = Across + Down - p.Dir
	}
	return p, nil
}

// FormatPosition prints p in rs's labelling, the row's label first for a move across.
func (rs *RuleSet) FormatPosition(p Position) string {
	letter, number := string(rune('A'+p.Row)), strconv.Itoa(p.Col+1)
	if rs.Labelling == NumberRows {
		letter, number = string(rune('A'+p.Col)), strconv.Itoa(p.Row+1)
	}
	if (p.Dir == Across) == (rs.Labelling == NumberRows) {
		return number + letter
	}
	return letter + number
}

// ParsePlay reads a whole move, a position and the whole main word separated
// by blanks, such as `H8 COLUMNA` (see [RuleSet.ParsePosition], [ParseWord]).
// An error is a *[NotationError].
func (rs *RuleSet) ParsePlay(s string) (Play, error) {
	fields := strings.Fields(s)
	if len(fields) != 2 {
		return Play{}, badNotation(ErrNotation, s, "move %q: write a position and the whole word, as in H8 COLUMNA", s)
	}
	pos, err := rs.ParsePosition(fields[0])
	if err != nil {
		return Play{}, err
	}
	word, err := ParseWord(fields[1])
	if err != nil {
		return Play{}, err
	}
	return Play{Pos: pos, Word: word}, nil
}

// FormatPlay prints a play as `H8 COLUMNA`, jokers in lower case; [RuleSet.ParsePlay] reads it back.
func (rs *RuleSet) FormatPlay(p Play) string { return rs.FormatPosition(p.Pos) + " " + p.Word }

// FormatMove prints a move as `H8 COLUMNA`: its position and main word, jokers in lower case.
func (rs *RuleSet) FormatMove(m Move) string { return rs.FormatPlay(Play{Pos: m.Pos, Word: m.Word}) }

// ParseRack reads a rack: letters in either case, diacritics folded, '?' for a
// joker; blanks and '+' are ignored, so the announcement form `AEI + BRST?`
// reads too. An error is a *[NotationError]: [ErrNotation] for another
// character, [ErrLetterNotInSet] for more tiles of a letter (or more jokers)
// than rs's full set holds.
func (rs *RuleSet) ParseRack(s string) (Rack, error) {
	var r Rack
	for _, c := range s {
		switch c {
		case ' ', '\t', '+':
			continue
		case '?':
			r[JokerIndex]++
			continue
		}
		first, second, ok := foldRune(c)
		if !ok {
			return Rack{}, badNotation(ErrNotation, s, "rack %q: %q is neither a letter nor ? for a joker", s, c)
		}
		if first == 0 {
			continue // a combining mark of decomposed input: its letter came before it
		}
		if second != 0 {
			// A word may hold ß (SS) or a ligature; a tile is one letter.
			return Rack{}, badNotation(ErrNotation, s, "rack %q: %q is two letters, %c%c, and a tile holds one: write them as two", s, c, Tile(first).Letter(), Tile(second).Letter())
		}
		r[Tile(first).Letter()-'A']++
	}
	full := rs.FullBag()
	for i, n := range r {
		if n > full[i] {
			return Rack{}, badNotation(ErrLetterNotInSet, s, "rack %q: %d × %s, but the %s set holds %d",
				s, n, rackLabel(i), rs.Name, full[i])
		}
	}
	return r, nil
}

// rackLabel names the tile at rack index i: its letter, or "joker".
func rackLabel(i int) string {
	if i == JokerIndex {
		return "joker"
	}
	return string(rune('A' + i))
}
