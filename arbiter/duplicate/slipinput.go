package duplicate

import (
	"slices"
	"strings"

	"arbiter/arbiter"
	"arbiter/arbiter/slipinput"
)

// ReadSlip reads f, a slip typed on a form, into the slip it records,
// Round left 0 (the caller's), or says which field cannot be read.
// Surrounding blanks are ignored. A position of "-" with nothing else is
// no slip. A figure with anything but digits is the typist's mistake, not
// the player's wrong score: it is refused, so that no technical warning
// comes of it (RULES §5).
func ReadSlip(f slipinput.Form) (EnterSlip, error) {
	table, err := slipinput.Table(f.Table)
	if err != nil {
		return EnterSlip{}, err
	}
	if err := f.TooLong(table); err != nil {
		return EnterSlip{}, err
	}
	c := EnterSlip{Table: table}
	fields := []struct {
		name string
		into *string
		from string
	}{
		{slipinput.FieldPosition, &c.Position, f.Position}, {slipinput.FieldWord, &c.Word, f.Word}, {slipinput.FieldScore, &c.Score, f.Score},
		{slipinput.FieldPosition2, &c.Position2, f.Position2}, {slipinput.FieldWord2, &c.Word2, f.Word2}, {slipinput.FieldScore2, &c.Score2, f.Score2},
		{slipinput.FieldTotal, &c.Total, f.Total},
	}
	for _, fd := range fields {
		*fd.into = strings.TrimSpace(fd.from)
		if strings.ContainsFunc(*fd.into, slipinput.IsBlank) {
			return EnterSlip{}, slipinput.Errorf(fd.name, slipinput.Blanks, table, *fd.into, "table %d: %q is not one %s: type it without blanks", table, *fd.into, slipinput.FieldName(fd.name))
		}
	}
	if c.Position == slipinput.NoSlip {
		if c != (EnterSlip{Table: table, Position: slipinput.NoSlip}) {
			return EnterSlip{}, slipinput.Errorf(slipinput.FieldPosition, slipinput.NoneAlone, table, slipinput.NoSlip, "table %d: %s as the position is no slip: leave the other fields empty", table, slipinput.NoSlip)
		}
		return EnterSlip{Table: table, None: true}, nil
	}
	if err := slipinput.Need(table, slipinput.FieldPosition, c.Position, slipinput.FieldWord, c.Word); err != nil {
		return EnterSlip{}, err
	}
	if c.Position2 != "" || c.Word2 != "" || c.Score2 != "" {
		if err := slipinput.Need(table, slipinput.FieldPosition2, c.Position2, slipinput.FieldWord2, c.Word2); err != nil {
			return EnterSlip{}, err
		}
	}
	for _, fd := range []struct{ name, value string }{{slipinput.FieldScore, c.Score}, {slipinput.FieldScore2, c.Score2}, {slipinput.FieldTotal, c.Total}} {
		if strings.Trim(fd.value, "0123456789") != "" {
			return EnterSlip{}, slipinput.Errorf(fd.name, slipinput.NotNumber, table, fd.value, "table %d: %s %q is not a number: type the %s in digits, or leave it out for a slip without a %s",
				table, slipinput.FieldName(fd.name), fd.value, slipinput.FieldName(fd.name), slipinput.FieldName(fd.name))
		}
	}
	return c, nil
}

// ParseSlip reads a slip typed as words (a line of `slips enter`, the
// arguments of `slip`): TABLE POSITION WORD [SCORE], TABLE - for no slip,
// or a Tactic slip (RULES §7.6): TABLE POSITION WORD [SCORE] /
// [POSITION2 WORD2 [SCORE2]] [= TOTAL], also typed on a command line as
// TABLE "MOVE1 SCORE1" "MOVE2 SCORE2" [TOTAL].
func ParseSlip(fields []string) (EnterSlip, error) {
	f, err := formOf(tacticArgs(fields))
	if err != nil {
		return EnterSlip{}, err
	}
	return ReadSlip(f)
}

// formOf lays the words of a typed slip out as a form.
func formOf(fields []string) (slipinput.Form, error) {
	if len(fields) == 0 {
		return slipinput.Form{}, slipinput.Errorf(slipinput.FieldTable, slipinput.EmptySlip, 0, "", "empty slip: write TABLE POSITION WORD SCORE, or TABLE %s for no slip", slipinput.NoSlip)
	}
	table, err := slipinput.Table(fields[0])
	if err != nil {
		return slipinput.Form{}, err
	}
	f := slipinput.Form{Table: fields[0]}
	rest := fields[1:]
	if slices.Contains(rest, "/") {
		return tacticForm(f, table, rest)
	}
	switch {
	case len(rest) == 1 && rest[0] == slipinput.NoSlip:
		f.Position = slipinput.NoSlip
	case (len(rest) == 2 || len(rest) == 3) && rest[0] != slipinput.NoSlip:
		f.Position, f.Word = rest[0], rest[1]
		if len(rest) == 3 {
			f.Score = rest[2]
		}
	default:
		return f, slipinput.Errorf(slipinput.FieldPosition, slipinput.NotSlip, table, strings.Join(rest, " "), "table %d: %q is not POSITION WORD SCORE, nor %s for no slip", table, strings.Join(rest, " "), slipinput.NoSlip)
	}
	return f, nil
}

// tacticForm lays out the words of a Tactic slip after the table:
// POSITION WORD [SCORE] / [POSITION2 WORD2 [SCORE2]] [= TOTAL].
func tacticForm(f slipinput.Form, table int, fields []string) (slipinput.Form, error) {
	at := slices.Index(fields, "/")
	first, second := fields[:at], fields[at+1:]
	var total []string
	if eq := slices.Index(second, "="); eq >= 0 {
		second, total = second[:eq], second[eq+1:]
	}
	if len(first) < 2 || len(first) > 3 || len(second) == 1 || len(second) > 3 || len(total) > 1 || slices.Contains(second, "/") {
		return f, slipinput.Errorf(slipinput.FieldPosition, slipinput.NotTactic, table, strings.Join(fields, " "), "table %d: %q is not a Tactic slip: POSITION WORD SCORE / POSITION2 WORD2 SCORE2 = TOTAL",
			table, strings.Join(fields, " "))
	}
	f.Position, f.Word = first[0], first[1]
	if len(first) == 3 {
		f.Score = first[2]
	}
	if len(second) >= 2 {
		f.Position2, f.Word2 = second[0], second[1]
	}
	if len(second) == 3 {
		f.Score2 = second[2]
	}
	if len(total) == 1 {
		f.Total = total[0]
	}
	return f, nil
}

// tacticArgs returns the words of a slip typed as command-line arguments: the
// arguments themselves, or, for a Tactic slip written as TABLE "MOVE1
// SCORE1" "MOVE2 SCORE2" [TOTAL], the words [ParseSlip] reads.
func tacticArgs(args []string) []string {
	if len(args) < 3 || len(args) > 4 || !strings.Contains(args[1], " ") {
		return args
	}
	fields := append([]string{args[0]}, strings.Fields(args[1])...)
	fields = append(append(fields, "/"), strings.Fields(args[2])...)
	if len(args) == 4 {
		fields = append(fields, "=", args[3])
	}
	return fields
}

// Slips returns the reader of the kind's typed slips: [ParseSlip] and
// [ReadSlip], entered as [slipinput.Entry] says.
func (discipline) Slips() slipinput.Reader {
	return slipinput.Parsers[EnterSlip]{Words: ParseSlip, Form: ReadSlip, Enter: entered, File: slipsFile, Withdraw: withdrawal}
}

// entered returns c entered as e says: a typing to compare under double
// entry, the slip itself otherwise.
func entered(c EnterSlip, e slipinput.Entry) slipinput.Slip {
	c.Round, c.Late, c.Keep, c.Operator, c.At = e.Round, e.Late, !e.Replace, e.Operator, e.At
	if e.Typed {
		return slipinput.Slip{Command: TypeSlip{EnterSlip: c, Operator: e.Operator}, Table: c.Table}
	}
	return slipinput.Slip{Command: c, Table: c.Table}
}

// withdrawal withdraws table's slip of round for reason (RULES §4.5).
func withdrawal(round, table int, reason string) (arbiter.Command, error) {
	return WithdrawSlip{Round: round, Table: table, Reason: reason}, nil
}
