package slipinput

import (
	"strings"

	"arbiter/arbiter/anticipation"
)

// SheetSlip reads f as an anticipation slip (RULES §8.2–§8.5), with
// [ParseSheet] as every front end reads one: the move in Position, Word
// and Score (round 1: the opening), round 1's second move in Position2,
// Word2 and Score2 and its Total, the rounds Cancel names ("Anulez turul
// N"); PAS typed as a move's position (Fond's PAS, round 1's second move
// included); "-" alone as the position for a slip with no move. The round
// is the caller's to set.
func (f Form) SheetSlip() (anticipation.EnterSheetSlip, error) {
	table, err := Table(f.Table)
	if err != nil {
		return anticipation.EnterSheetSlip{}, err
	}
	if err := f.tooLong(table); err != nil {
		return anticipation.EnterSheetSlip{}, err
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
	return ParseSheet(append([]string{f.Table}, strings.Fields(strings.Join(clauses, " ; "))...))
}
