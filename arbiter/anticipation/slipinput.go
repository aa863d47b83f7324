package anticipation

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"arbiter/arbiter"
	"arbiter/arbiter/slipinput"
)

// ReadSlip reads f, a slip typed on a form, as an anticipation slip
// (RULES §8.2–§8.5), with [ParseSlip] as every front end reads one: the move in Position, Word
// and Score (round 1: the opening), round 1's second move in Position2,
// Word2 and Score2 and its Total, the rounds Cancel names ("Anulez turul
// N"); PAS typed as a move's position (Fond's PAS, round 1's second move
// included); "-" alone as the position for a slip with no move. The round
// is the caller's to set.
func ReadSlip(f slipinput.Form) (EnterSheetSlip, error) {
	table, err := slipinput.Table(f.Table)
	if err != nil {
		return EnterSheetSlip{}, err
	}
	if err := f.TooLong(table); err != nil {
		return EnterSheetSlip{}, err
	}
	var clauses []string
	for _, move := range [][]string{{f.Position, f.Word, f.Score}, {f.Position2, f.Word2, f.Score2}} {
		if clause := strings.Join(strings.Fields(strings.Join(move, " ")), " "); clause != "" {
			clauses = append(clauses, clause)
		}
	}
	if total := strings.TrimSpace(f.Total); total != "" {
		clauses = append(clauses, "total "+total)
	}
	if cancel := strings.TrimSpace(f.Cancel); cancel != "" {
		clauses = append(clauses, "anulez "+cancel)
	}
	return ParseSlip(append([]string{f.Table}, strings.Fields(strings.Join(clauses, " ; "))...))
}

// ParseSlip reads an Anticipation slip (RULES §8.2–§8.5) typed as words:
// TABLE, then clauses separated by ';': a move POSITION WORD [SCORE] (round
// 1: the opening first), "= TOTAL" after round 1's last move (or a clause
// "total N"), "anulez N[,M…]" (also "anulez turul N", "cancel N"), "PAS";
// TABLE - is a slip with no move. A missing score or total is a missing
// figure. The round is the caller's to set.
func ParseSlip(fields []string) (EnterSheetSlip, error) {
	if len(fields) == 0 {
		return EnterSheetSlip{}, slipinput.Errorf(slipinput.FieldTable, slipinput.EmptySlip, 0, "", "empty slip: write TABLE POSITION WORD SCORE; …, or TABLE %s for no move", slipinput.NoSlip)
	}
	table, err := slipinput.Table(fields[0])
	if err != nil {
		return EnterSheetSlip{}, err
	}
	c := EnterSheetSlip{Table: table}
	text := strings.Join(fields[1:], " ")
	switch strings.TrimSpace(text) {
	case slipinput.NoSlip:
		return c, nil
	case "":
		return c, slipinput.Errorf(slipinput.FieldPosition, slipinput.NoMove, table, "", "table %d: write the moves (POSITION WORD SCORE; …), PAS, or %s for no move", table, slipinput.NoSlip)
	}
	for _, clause := range strings.Split(text, ";") {
		if err := readClause(&c.Slip, table, clause); err != nil {
			return c, err
		}
	}
	return c, nil
}

// readClause reads one clause of table's slip into s.
func readClause(s *SheetSlip, table int, clause string) error {
	words := strings.Fields(strings.ReplaceAll(clause, "=", " = "))
	if len(words) == 0 {
		return slipinput.Errorf(slipinput.FieldPosition, slipinput.NotSheet, table, clause, "table %d: an empty clause between two ';'", table)
	}
	switch strings.ToLower(words[0]) {
	case "pas", "pass":
		if len(words) > 1 || s.Pass {
			return slipinput.Errorf(slipinput.FieldPass, slipinput.PassAlone, table, strings.TrimSpace(clause), "table %d: %q: PAS stands alone, once", table, strings.TrimSpace(clause))
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
		return slipinput.Errorf(slipinput.FieldPosition, slipinput.NotSheet, table, strings.Join(move, " "), "table %d: %q is not a move POSITION WORD SCORE, PAS, = TOTAL nor anulez N", table, strings.Join(move, " "))
	}
	m := SheetMove{Position: move[0], Word: move[1]}
	if len(move) == 3 {
		v, err := slipFigure(table, slipinput.FieldScore, "score", move[2])
		if err != nil {
			return err
		}
		m.Score = v
	}
	s.Moves = append(s.Moves, m)
	return nil
}

// readTotal reads round 1's total: one number.
func readTotal(s *SheetSlip, table int, words []string) error {
	if len(words) != 1 || s.Total != nil {
		return slipinput.Errorf(slipinput.FieldTotal, slipinput.TotalTwice, table, strings.Join(words, " "), "table %d: %q: a slip has one total, a number", table, strings.Join(words, " "))
	}
	v, err := slipFigure(table, slipinput.FieldTotal, "total", words[0])
	s.Total = v
	return err
}

// readCancel reads the rounds a slip cancels: "anulez [turul] N[,M…]".
func readCancel(s *SheetSlip, table int, words []string) error {
	if len(words) > 0 && (strings.EqualFold(words[0], "turul") || strings.EqualFold(words[0], "round")) {
		words = words[1:]
	}
	list := strings.FieldsFunc(strings.Join(words, ","), func(r rune) bool { return r == ',' || slipinput.IsBlank(r) })
	if len(list) == 0 {
		return slipinput.Errorf(slipinput.FieldCancel, slipinput.NoRound, table, "", "table %d: anulez names the round to cancel: anulez 3", table)
	}
	for _, w := range list {
		n, err := strconv.Atoi(w)
		if err != nil || n < 1 {
			return slipinput.Errorf(slipinput.FieldCancel, slipinput.NotNumber, table, w, "table %d: anulez %q: a round is a number (1, 2, …)", table, w)
		}
		s.Cancel = append(s.Cancel, n)
	}
	return nil
}

// slipFigure reads a score or total as written: a whole number.
func slipFigure(table int, field, name, w string) (*int, error) {
	v, err := strconv.Atoi(w)
	if err != nil || v < 0 {
		return nil, slipinput.Errorf(field, slipinput.NotNumber, table, w, "table %d: %s %q is not a number of points", table, name, w)
	}
	return &v, nil
}

// Slips returns the reader of the kind's typed slips: [ParseSlip] and
// [ReadSlip], entered as [slipinput.Entry] says.
func (discipline) Slips() slipinput.Reader {
	return slipinput.Parsers[EnterSheetSlip]{Words: ParseSlip, Form: ReadSlip, Enter: entered, File: slipsFile, Withdraw: withdrawal}
}

// entered returns c entered as e says (an Anticipation slip is never
// late): a typing to compare under double entry, the slip itself
// otherwise.
func entered(c EnterSheetSlip, e slipinput.Entry) slipinput.Slip {
	c.Round, c.Keep = e.Round, !e.Replace
	if e.Typed {
		return slipinput.Slip{Command: TypeSheetSlip{EnterSheetSlip: c, Operator: e.Operator}, Table: c.Table}
	}
	return slipinput.Slip{Command: c, Table: c.Table}
}

// withdrawal refuses a slip's withdrawal: an Anticipation slip is a round
// of the player's sheet (RULES §8.4), replaced by typing it again.
func withdrawal(round, table int, _ string) (arbiter.Command, error) {
	slip := "the slip"
	if round > 0 {
		slip = fmt.Sprintf("the slip of round %d", round)
	}
	return nil, arbiter.Refuse(arbiter.EInvalidInput, arbiter.Refusal{Kind: arbiter.RefusedNotWithdrawn, Round: round, Table: table},
		"table %d: an Anticipation slip is not withdrawn, it is a round of the player's sheet (RULES §8.4): type %s again to replace it, or %d - for a round with no move",
		table, slip, table)
}
