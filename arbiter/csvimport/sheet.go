package csvimport

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"arbiter/arbiter/anticipation"
)

// SheetSlips reads a CSV file of Anticipation slips (RULES §8):
// round,table,slip per line, the slip as typed for `arbiter slip`
// ("H8 AL 4; 8G BAR 11 = 15", "PAS; anulez 2", "-"), an optional header
// line starting with "round". It returns the slips and the line each was
// read from; errors name the line.
func SheetSlips(r io.Reader) ([]anticipation.EnterSheetSlip, []int, error) {
	var slips []anticipation.EnterSheetSlip
	var lines []int
	err := readCSV(r, "round", true, nil, func(line int, row []string) error {
		if len(row) != 3 {
			return fmt.Errorf("%d columns, want round,table,slip (the slip as typed: H8 AL 4; 8G BAR 11 = 15)", len(row))
		}
		round, err := strconv.Atoi(strings.TrimSpace(row[0]))
		if err != nil || round < 1 {
			return fmt.Errorf("round %q is not a round number (1, 2, …)", row[0])
		}
		c, err := anticipation.ParseSlip(append([]string{row[1]}, strings.Fields(row[2])...))
		if err != nil {
			return err
		}
		c.Round = round
		if err := slipsBound(len(slips)); err != nil {
			return err
		}
		slips, lines = append(slips, c), append(lines, line)
		return nil
	})
	return slips, lines, err
}
