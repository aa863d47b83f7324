// Package csvimport reads the CSV files a referee imports, a
// spreadsheet's export in UTF-8: the players of a tournament into the
// commands the service decides, and the rows of a slips file for the kind
// of game whose slips they are. Every error names the line it is about; a
// file in a legacy encoding or separated by ';' is refused with what to
// do.
package csvimport

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"arbiter/arbiter"
	"arbiter/arbiter/slipinput"
	"arbiter/internal/bounded"
)

// Players reads a players file: table,name[,club[,id[,category[,series]]]]
// per line, or the columns a header line starting with "table" names. It
// returns the players and the line each was read from; errors name the
// line.
func Players(r io.Reader) ([]arbiter.RegisterPlayer, []int, error) {
	var players []arbiter.RegisterPlayer
	var lines []int
	columns := playerColumns
	onHeader := func(row []string) (err error) {
		columns, err = headerColumns(row)
		return err
	}
	err := readCSV(r, "table", false, onHeader, func(line int, row []string) error {
		if len(row) < 2 || len(row) > len(columns) {
			return fmt.Errorf("%d columns, want %s", len(row), strings.Join(columns, ","))
		}
		p := arbiter.RegisterPlayer{}
		for i, v := range row {
			// A spreadsheet's stray spaces around a cell go; the rest of
			// the cell is kept as it is (docs/referee-guide.md, Players).
			v = strings.Trim(v, " ")
			switch columns[i] {
			case "table":
				table, err := slipinput.Table(v)
				if err != nil {
					return err
				}
				p.Table = table
			case "name":
				p.Name = v
			case "club":
				p.Club = v
			case "id":
				p.FederationID = v
			case "category":
				p.Category = v
			case "series":
				p.Series = v
			}
		}
		if len(players) == MaxPlayers {
			return fmt.Errorf("more than %d players: not the players of one tournament", MaxPlayers)
		}
		players = append(players, p)
		lines = append(lines, line)
		return nil
	})
	return players, lines, err
}

// MaxPlayers is the most players [Players] reads from one file: 10,000,
// ten times the largest national simultaneous. A longer file is refused
// before its registration takes minutes.
const MaxPlayers = 10000

// PlayersFile returns players as the file [Players] reads: a header, then
// each player's table, name, club and federation id.
func PlayersFile(players []arbiter.RegisterPlayer) []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	w.Write([]string{"table", "name", "club", "id"})
	for _, p := range players {
		w.Write([]string{strconv.Itoa(p.Table), p.Name, p.Club, p.FederationID})
	}
	w.Flush()
	return b.Bytes()
}

// playerColumns are the columns of a players file without a header, in
// order.
var playerColumns = []string{"table", "name", "club", "id", "category", "series"}

// headerColumns reads a players file's header: the column of each field,
// by name (federation_id for id and division for series are accepted).
// An unknown or repeated name, or a missing table or name, is an error.
func headerColumns(row []string) ([]string, error) {
	aliases := map[string]string{"federation_id": "id", "division": "series"}
	cols := make([]string, len(row))
	for i, h := range row {
		name := strings.ToLower(strings.TrimSpace(h))
		if a, ok := aliases[name]; ok {
			name = a
		}
		switch {
		case !slices.Contains(playerColumns, name):
			return nil, fmt.Errorf("unknown column %q: the columns are %s", h, strings.Join(playerColumns, ", "))
		case slices.Contains(cols, name):
			return nil, fmt.Errorf("column %q given twice", h)
		}
		cols[i] = name
	}
	if !slices.Contains(cols, "name") {
		return nil, fmt.Errorf("the header has no name column")
	}
	return cols, nil
}

// MaxFileBytes is the largest file [Players] and [SlipRows] read: 16 MiB,
// some 50 times a tournament of 1,000 players over 30 rounds in slips. A
// larger file, or an endless one (/dev/zero), is refused once that much is
// read, before it takes more memory.
const MaxFileBytes = 16 << 20

// readCSV reads a UTF-8 CSV file (a byte-order mark allowed), at most
// [MaxFileBytes], and passes
// each record and the line it starts on to fn, except a first line whose
// first field is header, which goes to onHeader when it is not nil. With
// trimLeading, every white space (tabs and no-break spaces too) before a
// field is dropped; without it, fields are passed as written. An
// error, fn's, onHeader's or the parser's, is returned with the line it is
// about.
func readCSV(r io.Reader, header string, trimLeading bool, onHeader func(row []string) error, fn func(line int, row []string) error) error {
	cr := csv.NewReader(bounded.Lines(bounded.NewReader(r, MaxFileBytes)))
	cr.FieldsPerRecord = -1
	cr.TrimLeadingSpace = trimLeading
	for first := true; ; first = false {
		row, err := cr.Read()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if _, ok := errors.AsType[*bounded.TooLargeError](err); ok {
			return fmt.Errorf("the file is %w: not a file of players or slips", err)
		}
		if err != nil {
			return fmt.Errorf("line %d: %w", csvLine(err), err)
		}
		row[0] = strings.TrimPrefix(row[0], "\uFEFF")
		line, _ := cr.FieldPos(0)
		// A file saved in a legacy encoding (Windows-1250, Latin-1) would
		// record garbled names for good, and a spreadsheet's ';' would
		// read as one column: both are named, with what to do.
		for _, field := range row {
			if !utf8.ValidString(field) {
				return fmt.Errorf("line %d: %q is not UTF-8 text: save the file as UTF-8 (in a spreadsheet: CSV UTF-8)", line, strings.ToValidUTF8(field, "?"))
			}
		}
		if len(row) == 1 && strings.Contains(row[0], ";") {
			return fmt.Errorf("line %d: the columns are separated by ';': separate them with commas (in a spreadsheet: CSV UTF-8, comma-delimited)", line)
		}
		if first && strings.EqualFold(strings.TrimSpace(row[0]), header) {
			if onHeader != nil {
				if err := onHeader(row); err != nil {
					return fmt.Errorf("line %d: %w", line, err)
				}
			}
			continue
		}
		if err := fn(line, row); err != nil {
			return fmt.Errorf("line %d: %w", line, err)
		}
	}
}

// csvLine returns the line of a CSV parse error, 0 if it has none.
func csvLine(err error) int {
	if pe, ok := errors.AsType[*csv.ParseError](err); ok {
		return pe.Line
	}
	return 0
}

// MaxSlips is the most slips [SlipRows] reads from one file:
// 100,000, the slips of the largest national simultaneous (1,000 players)
// over 100 rounds. A file of one line repeated up to [MaxFileBytes] holds
// ten times as many, and would take gigabytes to hold.
const MaxSlips = 100000

// SlipRows passes each row of a slips file to fn with the line it
// starts on: a UTF-8 CSV file whose first line is a header when it starts
// with "round", white space before a field dropped. A file of more than
// [MaxSlips] rows is refused, naming the first line too many.
func SlipRows(r io.Reader, fn func(line int, row []string) error) error {
	n := 0
	return readCSV(r, "round", true, nil, func(line int, row []string) error {
		if n == MaxSlips {
			return fmt.Errorf("more than %d slips: not the slips of one room", MaxSlips)
		}
		n++
		return fn(line, row)
	})
}

// Round reads a slips file's round column: a round number, 1 or more.
func Round(column string) (int, error) {
	round, err := strconv.Atoi(strings.TrimSpace(column))
	if err != nil || round < 1 {
		return 0, fmt.Errorf("round %q is not a round number (1, 2, …)", column)
	}
	return round, nil
}
