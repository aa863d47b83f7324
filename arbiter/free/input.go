package free

import (
	"strconv"
	"strings"

	"arbiter/arbiter"
)

// MaxLine bounds a line typed for a result or a pairing: longer input is
// refused before it is read.
const MaxLine = 200

// maxNumber bounds each number of a line (six digits), well above any
// player's number or score.
const maxNumber = 999999

// ResultLine is a result as typed: player A scored ScoreA, player B ScoreB;
// Spread is the checksum when one was typed.
type ResultLine struct {
	A, ScoreA int
	B, ScoreB int
	Spread    *int
}

// ParseResult reads a board's result as written on the scoresheet, players
// by number, then optionally the spread as a checksum:
//
//	7 412 12 385
//	7 412 12 385 +27
//
// Numbers are separated by blanks; a spread may carry a sign. An error is
// an *arbiter.Error with code invalid_input naming the word at fault.
func ParseResult(line string) (ResultLine, error) {
	f, err := fields(line, "result", 4, 5)
	if err != nil {
		return ResultLine{}, err
	}
	var n [5]int
	for i, w := range f {
		signed := i == 4
		if n[i], err = number(w, signed); err != nil {
			return ResultLine{}, arbiter.Errorf(arbiter.EInvalidInput, "result %q: %s %q is not %s", line, []string{"the first player", "the first score", "the second player", "the second score", "the spread"}[i], w, kind(signed))
		}
	}
	r := ResultLine{A: n[0], ScoreA: n[1], B: n[2], ScoreB: n[3]}
	if r.A == 0 || r.B == 0 || r.A == r.B {
		return ResultLine{}, arbiter.Errorf(arbiter.EInvalidInput, "result %q: two different players' numbers are needed", line)
	}
	if len(f) == 5 {
		r.Spread = &n[4]
	}
	return r, nil
}

// ParsePair reads a pair typed for a manual pairing or a swap: the
// starter's number then the replier's, or "bye" (or "-") for the bye:
//
//	7 12
//	9 bye
//
// An error is an *arbiter.Error with code invalid_input.
func ParsePair(line string) ([2]int, error) {
	f, err := fields(line, "pair", 2, 2)
	if err != nil {
		return [2]int{}, err
	}
	a, err := number(f[0], false)
	if err != nil || a == 0 {
		return [2]int{}, arbiter.Errorf(arbiter.EInvalidInput, "pair %q: %q is not a player's number", line, f[0])
	}
	if w := strings.ToLower(f[1]); w == "bye" || w == "-" {
		return [2]int{a, 0}, nil
	}
	b, err := number(f[1], false)
	if err != nil || b == 0 || b == a {
		return [2]int{}, arbiter.Errorf(arbiter.EInvalidInput, "pair %q: %q is not another player's number or \"bye\"", line, f[1])
	}
	return [2]int{a, b}, nil
}

// MaxPairs bounds the pairs of a round typed by hand: two a table of the
// largest field the program pairs.
const MaxPairs = 1000

// ParsePairs reads a round's pairs typed by hand, each as [ParsePair]
// reads it, separated by commas, semicolons or line ends; boards are
// numbered in that order:
//
//	4 1, 3 2, 5 bye
//
// An error is an *arbiter.Error with code invalid_input naming the pair at
// fault, for a form at its pairs' field ([RefusedPairs], [RefusedNoPairs]
// for none or too many).
func ParsePairs(text string) ([][2]int, error) {
	parts := strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ';' || r == '\n' || r == '\r' })
	if len(parts) > MaxPairs {
		return nil, atField(arbiter.Errorf(arbiter.EInvalidInput, "%d pairs: at most %d", len(parts), MaxPairs), FieldPairs,
			arbiter.Refusal{Kind: RefusedNoPairs, Count: len(parts), Limit: MaxPairs})
	}
	var out [][2]int
	for _, part := range parts {
		if strings.TrimSpace(part) == "" {
			continue
		}
		p, err := ParsePair(part)
		if err != nil {
			return nil, atField(arbiter.Errorf(arbiter.EInvalidInput, "%s", arbiter.ErrorMessage(err)), FieldPairs,
				arbiter.Refusal{Kind: RefusedPairs, Value: strings.TrimSpace(part)})
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		return nil, atField(arbiter.Errorf(arbiter.EInvalidInput, "no pair typed: type each board's starter and replier, \"4 1, 3 2, 5 bye\""), FieldPairs,
			arbiter.Refusal{Kind: RefusedNoPairs, Limit: MaxPairs})
	}
	return out, nil
}

// ParseReserved reads the boards players must keep, typed as each
// player's number, '=' and the board, separated by blanks or commas:
//
//	7=12 9=3
//
// A player named twice is refused. An error is an *arbiter.Error with
// code invalid_input naming the word at fault.
func ParseReserved(text string) (map[int]int, error) {
	if len(text) > MaxLine*10 {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "reserved boards of %d bytes: at most %d", len(text), MaxLine*10)
	}
	out := map[int]int{}
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' }) {
		who, board, ok := strings.Cut(w, "=")
		p, errP := number(who, false)
		b, errB := number(board, false)
		switch {
		case !ok || errP != nil || errB != nil || p == 0 || b == 0:
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "reserved board %q: write the player's number, '=' and the board, as in 7=12", w)
		case out[p] != 0:
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "reserved board %q: player %d has board %d reserved already", w, p, out[p])
		}
		out[p] = b
	}
	return out, nil
}

func fields(line, what string, least, most int) ([]string, error) {
	if len(line) > MaxLine {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "%s line of %d bytes: at most %d", what, len(line), MaxLine)
	}
	f := strings.Fields(line)
	if len(f) < least || len(f) > most {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "%s %q: %d words, want %s", what, line, len(f), count(least, most))
	}
	return f, nil
}

func count(least, most int) string {
	if least == most {
		return strconv.Itoa(least)
	}
	return strconv.Itoa(least) + " or " + strconv.Itoa(most)
}

func kind(signed bool) string {
	if signed {
		return "a whole number"
	}
	return "a number from 0"
}

// number reads a decimal number of at most six digits, with a sign if
// signed.
func number(w string, signed bool) (int, error) {
	digits := w
	if signed && (strings.HasPrefix(w, "+") || strings.HasPrefix(w, "-")) {
		digits = w[1:]
	}
	if digits == "" || len(digits) > 6 || strings.Trim(digits, "0123456789") != "" {
		return 0, strconv.ErrSyntax
	}
	n, err := strconv.Atoi(w)
	if err != nil || n > maxNumber || n < -maxNumber {
		return 0, strconv.ErrRange
	}
	return n, nil
}
