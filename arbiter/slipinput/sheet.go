package slipinput

import (
	"slices"
	"strconv"
	"strings"

	"arbiter/arbiter/anticipation"
)

// The fields of an Anticipation slip as an [Error] names them, besides
// FieldTable, FieldPosition, FieldScore and FieldTotal.
const (
	FieldCancel = "cancel"
	FieldPass   = "pass"
)

// ParseSheet reads an Anticipation slip (RULES §8.2–§8.5) typed as words:
// TABLE, then clauses separated by ';': a move POSITION WORD [SCORE] (round
// 1: the opening first), "= TOTAL" after round 1's last move (or a clause
// "total N"), "anulez N[,M…]" (also "anulez turul N", "cancel N"), "PAS";
// TABLE - is a slip with no move. A missing score or total is a missing
// figure. The round is the caller's to set.
func ParseSheet(fields []string) (anticipation.EnterSheetSlip, error) {
	if len(fields) == 0 {
		return anticipation.EnterSheetSlip{}, errorf(FieldTable, EmptySlip, 0, "", "empty slip: write TABLE POSITION WORD SCORE; …, or TABLE %s for no move", NoSlip)
	}
	table, err := Table(fields[0])
	if err != nil {
		return anticipation.EnterSheetSlip{}, err
	}
	c := anticipation.EnterSheetSlip{Table: table}
	text := strings.Join(fields[1:], " ")
	switch strings.TrimSpace(text) {
	case NoSlip:
		return c, nil
	case "":
		return c, errorf(FieldPosition, NoMove, table, "", "table %d: write the moves (POSITION WORD SCORE; …), PAS, or %s for no move", table, NoSlip)
	}
	for _, clause := range strings.Split(text, ";") {
		if err := readClause(&c.Slip, table, clause); err != nil {
			return c, err
		}
	}
	return c, nil
}

// readClause reads one clause of table's slip into s.
func readClause(s *anticipation.SheetSlip, table int, clause string) error {
	words := strings.Fields(strings.ReplaceAll(clause, "=", " = "))
	if len(words) == 0 {
		return errorf(FieldPosition, NotSheet, table, clause, "table %d: an empty clause between two ';'", table)
	}
	switch strings.ToLower(words[0]) {
	case "pas", "pass":
		if len(words) > 1 || s.Pass {
			return errorf(FieldPass, PassAlone, table, strings.TrimSpace(clause), "table %d: %q: PAS stands alone, once", table, strings.TrimSpace(clause))
		}
		s.Pass = true
		return nil
	case "anulez", "cancel":
		return readCancel(s, table, words[1:])
	case "total":
		return readTotal(s, table, words[1:])
	}
	move := words
	if eq := slices.Index(words, "="); eq >= 0 {
		move = words[:eq]
		if err := readTotal(s, table, words[eq+1:]); err != nil {
			return err
		}
	}
	if len(move) < 2 || len(move) > 3 {
		return errorf(FieldPosition, NotSheet, table, strings.Join(move, " "), "table %d: %q is not a move POSITION WORD SCORE, PAS, = TOTAL nor anulez N", table, strings.Join(move, " "))
	}
	m := anticipation.SheetMove{Position: move[0], Word: move[1]}
	if len(move) == 3 {
		v, err := figure(table, FieldScore, "score", move[2])
		if err != nil {
			return err
		}
		m.Score = v
	}
	s.Moves = append(s.Moves, m)
	return nil
}

// readTotal reads round 1's total: one number.
func readTotal(s *anticipation.SheetSlip, table int, words []string) error {
	if len(words) != 1 || s.Total != nil {
		return errorf(FieldTotal, TotalTwice, table, strings.Join(words, " "), "table %d: %q: a slip has one total, a number", table, strings.Join(words, " "))
	}
	v, err := figure(table, FieldTotal, "total", words[0])
	s.Total = v
	return err
}

// readCancel reads the rounds a slip cancels: "anulez [turul] N[,M…]".
func readCancel(s *anticipation.SheetSlip, table int, words []string) error {
	if len(words) > 0 && (strings.EqualFold(words[0], "turul") || strings.EqualFold(words[0], "round")) {
		words = words[1:]
	}
	list := strings.FieldsFunc(strings.Join(words, ","), func(r rune) bool { return r == ',' || isBlank(r) })
	if len(list) == 0 {
		return errorf(FieldCancel, NoRound, table, "", "table %d: anulez names the round to cancel: anulez 3", table)
	}
	for _, w := range list {
		n, err := strconv.Atoi(w)
		if err != nil || n < 1 {
			return errorf(FieldCancel, NotNumber, table, w, "table %d: anulez %q: a round is a number (1, 2, …)", table, w)
		}
		s.Cancel = append(s.Cancel, n)
	}
	return nil
}

// figure reads a score or total as written: a whole number.
func figure(table int, field, name, w string) (*int, error) {
	v, err := strconv.Atoi(w)
	if err != nil || v < 0 {
		return nil, errorf(field, NotNumber, table, w, "table %d: %s %q is not a number of points", table, name, w)
	}
	return &v, nil
}
