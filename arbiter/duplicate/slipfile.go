package duplicate

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"arbiter/arbiter/csvimport"
	"arbiter/arbiter/slipinput"
)

// FileSlip is a slip read from a file, and the line it was read from.
type FileSlip struct {
	Line int
	EnterSlip
}

// ReadSlipsFile reads a slips file: round,table,position,word,score per
// line (and position2,word2,score2,total in Tactic, RULES §7.6; - as the
// position for no slip), an optional header line starting with "round".
// Each slip is read as the command line and the room read one
// ([ReadSlip]); errors name the line.
func ReadSlipsFile(r io.Reader) ([]FileSlip, error) {
	var slips []FileSlip
	err := csvimport.SlipRows(r, func(line int, row []string) error {
		noSlip := len(row) >= 3 && strings.TrimSpace(row[2]) == slipinput.NoSlip
		if !noSlip && (len(row) < 4 || len(row) > 5 && len(row) != 9) {
			return fmt.Errorf("%d columns, want round,table,position,word,score (and position2,word2,score2,total for Tactic)", len(row))
		}
		round, err := csvimport.Round(row[0])
		if err != nil {
			return err
		}
		if noSlip {
			row = append(row[:3], "")
		}
		form := slipinput.Form{Table: row[1], Position: row[2], Word: row[3]}
		if len(row) >= 5 {
			form.Score = row[4]
		}
		if len(row) == 9 {
			form.Position2, form.Word2, form.Score2, form.Total = row[5], row[6], row[7], row[8]
		}
		if pos, word := strings.TrimSpace(form.Position), strings.TrimSpace(form.Word); pos == "" && word == "" || noSlip || word == slipinput.NoSlip {
			form = slipinput.Form{Table: form.Table, Position: slipinput.NoSlip}
		}
		c, err := ReadSlip(form)
		if err != nil {
			return err
		}
		c.Round = round
		slips = append(slips, FileSlip{line, c})
		return nil
	})
	return slips, err
}

// slipsFile reads a slips file ([ReadSlipsFile]) into its batches
// ([Batched]).
func slipsFile(r io.Reader) (slipinput.File, error) {
	slips, err := ReadSlipsFile(r)
	if err != nil {
		return slipinput.File{}, err
	}
	cmds, lines := make([]EnterSlip, len(slips)), make([]int, len(slips))
	for i, s := range slips {
		cmds[i], lines[i] = s.EnterSlip, s.Line
	}
	return Batched(cmds, lines), nil
}

// Batched returns slips, read from lines (nil when they were read from
// none), as the file an import records: one batch a round, in round
// order; of several slips for one player and round, the last counts.
func Batched(slips []EnterSlip, lines []int) slipinput.File {
	last := map[[2]int]int{}
	for i, s := range slips {
		last[[2]int{s.Round, s.Table}] = i
	}
	var kept []int // indexes into slips
	for i, s := range slips {
		if last[[2]int{s.Round, s.Table}] == i {
			kept = append(kept, i)
		}
	}
	slices.SortStableFunc(kept, func(a, b int) int { return slips[a].Round - slips[b].Round })
	var f slipinput.File
	for k, i := range kept {
		if k == 0 || slips[i].Round != slips[kept[k-1]].Round {
			f.Batches, f.Lines = append(f.Batches, nil), append(f.Lines, nil)
		}
		n, line := len(f.Batches)-1, 0
		if lines != nil {
			line = lines[i]
		}
		f.Batches[n], f.Lines[n] = append(f.Batches[n], slips[i]), append(f.Lines[n], line)
	}
	f.Rounds = len(f.Batches)
	return f
}
