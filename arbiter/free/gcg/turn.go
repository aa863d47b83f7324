package gcg

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"arbiter/scoring"
)

// maxRack is the most tiles a rack or an exchange may list: a board's
// line. maxCounted is the most the end may count: the other players' racks.
const (
	maxRack    = scoring.Size
	maxCounted = (MaxPlayers - 1) * maxRack
)

// maxPoints bounds a score or a total, far above any game's.
const maxPoints = 99999

// turnError is a turn that cannot be read: a reason and what is wrong.
type turnError struct {
	reason Reason
	what   string
}

// bad returns a *turnError for reason with a formatted sentence.
func bad(reason Reason, format string, args ...any) *turnError {
	return &turnError{reason: reason, what: fmt.Sprintf(format, args...)}
}

// parseTurn reads the fields of a turn line after the player's "nick:".
// Fields after the total are the line's comment (Quackle writes there the
// words a play formed).
func parseTurn(f []string) (Event, *turnError) {
	var e Event
	var n int
	e.Kind, n = formOf(f)
	if len(f) < n {
		return e, bad(ErrLine, "%d fields, too few for a %s: write RACK POS WORD +score total, RACK -TILES +0 total, RACK - +0 total or RACK -- -score total", len(f), e.Kind)
	}
	var te *turnError
	switch e.Kind {
	case EndPoints:
		e.Tiles, te = tiles(f[0][1:len(f[0])-1], "the tiles counted", maxCounted)
	case RackPenalty:
		e.Tiles, te = tiles(f[1][1:len(f[1])-1], "the tiles counted", maxRack)
	case Exchange:
		te = e.exchanged(f[1][1:])
	case Play:
		te = e.play(f[1], f[2])
	}
	if te == nil && n >= 4 { // the rack before the turn; only the 3-field forms have none
		e.Rack, te = tiles(f[0], "the rack", maxRack)
	}
	if te != nil {
		return e, te
	}
	e.Comment = strings.Join(f[n:], " ")
	return e, e.points(f[n-2], f[n-1])
}

// formOf returns the kind of turn that fields f write, from the fields
// before the score, and how many fields that form has up to the total:
// 3 for the forms without a rack, 4 for those with one, 5 for a play.
func formOf(f []string) (Kind, int) {
	for i := 0; i < 2 && i < len(f); i++ {
		s, n := f[i], 3+i
		switch {
		case s == "(challenge)":
			return ChallengeBonus, n
		case s == "(time)":
			return TimePenalty, n
		case isParenthesised(s):
			return [2]Kind{EndPoints, RackPenalty}[i], n
		case i == 0:
		case s == "-":
			return Pass, n
		case s == "--":
			return Withdrawn, n
		case strings.HasPrefix(s, "-"):
			return Exchange, n
		}
	}
	return Play, 5
}

// isParenthesised reports whether s is "(…)".
func isParenthesised(s string) bool {
	return len(s) >= 2 && s[0] == '(' && s[len(s)-1] == ')'
}

// play reads a play's position and word.
func (e *Event) play(pos, word string) *turnError {
	p, err := ParsePosition(pos)
	if err != nil {
		return bad(ErrPosition, "%s", err)
	}
	e.Pos = p
	folded, wrong, ok := foldLetters(word, '.', true)
	if !ok {
		return bad(ErrWord, "word %q: %q is not a letter or '.' for a tile on the board", word, wrong)
	}
	e.Word = folded
	placed := len(folded) - strings.Count(folded, ".")
	start, step := p.Col, "columns"
	if p.Dir == scoring.Down {
		start, step = p.Row, "rows"
	}
	switch {
	case placed == 0:
		return bad(ErrWord, "word %q places no tile", word)
	case len(e.Word) < 2:
		return bad(ErrWord, "word %q: a word has at least 2 letters", word)
	case start+len(e.Word) > scoring.Size:
		return bad(ErrWord, "word %q at %s runs off the board: %d letters from there need %s up to %d",
			word, pos, len(e.Word), step, start+len(e.Word))
	}
	return nil
}

// exchanged reads an exchange's tiles after '-': letters, or a number of tiles.
func (e *Event) exchanged(s string) *turnError {
	if s != "" && s[0] >= '0' && s[0] <= '9' {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > maxRack {
			return bad(ErrRack, "exchange %q: write the tiles put back or their number, 1 to %d", "-"+s, maxRack)
		}
		e.Count = n
		return nil
	}
	t, te := tiles(s, "the tiles exchanged", maxRack)
	if te == nil && t == "" {
		return bad(ErrRack, "an exchange puts back at least one tile: write -TILES")
	}
	e.Tiles = t
	return te
}

// tiles reads a rack's letters, folded to 'A'–'Z', and '?' for a joker,
// at most most of them.
func tiles(s, what string, most int) (string, *turnError) {
	folded, wrong, ok := foldLetters(s, '?', false)
	if !ok {
		return "", bad(ErrRack, "%s %q: %q is neither a capital letter nor ? for a joker", what, s, wrong)
	}
	if len(folded) > most {
		return "", bad(ErrRack, "%s %q: %d tiles, more than the %d of any game", what, s, len(folded), most)
	}
	return folded, nil
}

// foldLetters folds the letters of s as the rule sets do (RULES §2), to
// 'A'–'Z', or to 'a'–'z' for a lower-case letter when lower is set, and
// keeps the byte mark; ok false, it returns the first other rune of s.
func foldLetters(s string, mark byte, lower bool) (folded string, wrong rune, ok bool) {
	var b strings.Builder
	for _, r := range s {
		if r == rune(mark) {
			b.WriteByte(mark)
			continue
		}
		letters, ok := scoring.FoldWord(string(r))
		switch {
		case !ok || !unicode.IsLetter(r) || unicode.IsLower(r) && !lower:
			return "", r, false
		case unicode.IsLower(r):
			letters = strings.ToLower(letters)
		}
		b.WriteString(letters)
	}
	return b.String(), 0, true
}

// points reads the score and the total of a turn and checks the score's
// sign against the kind: a play or a bonus adds, a withdrawal or a penalty
// takes off, a pass or an exchange scores 0.
func (e *Event) points(score, total string) *turnError {
	written := score
	if e.Kind == TimePenalty { // macondo writes a time penalty "+-10"
		written = strings.Replace(score, "+-", "-", 1)
	}
	var err error
	if e.Score, err = signed(written, true); err != nil {
		return bad(ErrNumber, "score %q: %s", score, err)
	}
	if e.Total, err = signed(total, false); err != nil {
		return bad(ErrNumber, "total %q: %s", total, err)
	}
	switch e.Kind {
	case Pass, Exchange:
		if e.Score != 0 {
			return bad(ErrNumber, "a %s scores +0, not %s", e.Kind, score)
		}
	case Withdrawn, RackPenalty, TimePenalty:
		if written[0] != '-' && e.Score != 0 { // Quackle writes a withdrawal "+0", the total saying the rest
			return bad(ErrNumber, "a %s takes points off: write -%s", e.Kind, written[1:])
		}
	default:
		if written[0] != '+' {
			return bad(ErrNumber, "a %s adds points: write +%s", e.Kind, written[1:])
		}
	}
	return nil
}

// signed reads a whole number of at most maxPoints; with sign, its sign is written.
func signed(s string, sign bool) (int, error) {
	if sign && (s == "" || s[0] != '+' && s[0] != '-') {
		return 0, fmt.Errorf("write its sign, as in +32 or -5")
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("not a whole number")
	}
	if n > maxPoints || n < -maxPoints {
		return 0, fmt.Errorf("more than %d points, more than any game", maxPoints)
	}
	return n, nil
}
