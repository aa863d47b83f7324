package anticipation

import (
	"fmt"
	"io"
	"strings"

	"arbiter/arbiter/csvimport"
	"arbiter/arbiter/slipinput"
)

// ReadSlipsFile reads a CSV file of Anticipation slips (RULES §8):
// round,table,slip per line, the slip as typed for `arbiter slip`
// ("H8 AL 4; 8G BAR 11 = 15", "PAS; anulez 2", "-"), an optional header
// line starting with "round". It returns the slips and the line each was
// read from; errors name the line.
func ReadSlipsFile(r io.Reader) ([]EnterSheetSlip, []int, error) {
	var slips []EnterSheetSlip
	var lines []int
	err := csvimport.SlipRows(r, func(line int, row []string) error {
		if len(row) != 3 {
			return fmt.Errorf("%d columns, want round,table,slip (the slip as typed: H8 AL 4; 8G BAR 11 = 15)", len(row))
		}
		round, err := csvimport.Round(row[0])
		if err != nil {
			return err
		}
		c, err := ParseSlip(append([]string{row[1]}, strings.Fields(row[2])...))
		if err != nil {
			return err
		}
		c.Round = round
		slips, lines = append(slips, c), append(lines, line)
		return nil
	})
	return slips, lines, err
}

// slipsFile reads a slips file ([ReadSlipsFile]) into one batch: the
// whole file is recorded in one transaction, or nothing.
func slipsFile(r io.Reader) (slipinput.File, error) {
	slips, lines, err := ReadSlipsFile(r)
	if err != nil {
		return slipinput.File{}, err
	}
	f := slipinput.OneBatch(slips, lines)
	rounds := map[int]bool{}
	for _, c := range slips {
		rounds[c.Round] = true
	}
	f.Rounds = len(rounds)
	return f, nil
}
