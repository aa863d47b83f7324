package problem

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"arbiter/internal/bounded"
)

// HandIn is one player's solution as a file of a room's solutions gives
// it: the table, the time from the start of the problem and the sheet's
// JSON, read by [ReadAnswer] when it is recorded.
type HandIn struct {
	Table    int
	HandedIn time.Duration
	Sheet    []byte
}

// MaxHandInsBytes is the largest file of solutions [ReadHandIns] reads.
const MaxHandInsBytes = 16 << 20

// ReadHandIns reads every solution of a problem from a JSON or CSV file:
//
//	{"entries": [{"table": 3, "handed_in": "52m10s", "sheet": {…}}, …]}
//
// or CSV with the heading table,handed_in,sheet and a sheet's JSON in the
// third cell of each line. handed_in is the time from the start (52m10s,
// or 52:10). A table may hand in once. An error is a *[SheetError] naming
// the entry (entries[2].handed_in, line 4).
func ReadHandIns(r io.Reader) ([]HandIn, error) {
	data, err := bounded.ReadText(r, MaxHandInsBytes)
	if err != nil {
		return nil, &SheetError{"file", err.Error()}
	}
	var out []HandIn
	if t := bytes.TrimSpace(data); len(t) > 0 && t[0] == '{' {
		out, err = handInsJSON(data)
	} else {
		out, err = handInsCSV(data)
	}
	if err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, &SheetError{"file", "no solution in it"}
	}
	return out, nil
}

// handInsJSON reads the JSON form of [ReadHandIns].
func handInsJSON(data []byte) ([]HandIn, error) {
	var raw struct {
		Discipline string `json:"discipline"`
		Entries    []struct {
			Table    *int            `json:"table"`
			HandedIn string          `json:"handed_in"`
			Sheet    json.RawMessage `json:"sheet"`
		} `json:"entries"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&raw); err != nil {
		return nil, &SheetError{"entries", "not a list of solutions in JSON: " + jsonMessage(err)}
	}
	seen := map[int]bool{}
	out := make([]HandIn, 0, len(raw.Entries))
	for i, e := range raw.Entries {
		at := fmt.Sprintf("entries[%d]", i)
		if e.Table == nil {
			return nil, &SheetError{at + ".table", "missing: the player's table"}
		}
		h, err := handIn(at, *e.Table, e.HandedIn, e.Sheet, seen)
		if err != nil {
			return nil, err
		}
		out = append(out, h)
	}
	return out, nil
}

// handInsCSV reads the CSV form of [ReadHandIns].
func handInsCSV(data []byte) ([]HandIn, error) {
	cr := csv.NewReader(bounded.Lines(bytes.NewReader(data)))
	cr.FieldsPerRecord = 3
	lines, err := cr.ReadAll()
	if err != nil {
		return nil, &SheetError{"file", "neither a JSON list of solutions nor CSV table,handed_in,sheet: " + err.Error()}
	}
	if len(lines) == 0 || strings.Join(lines[0], ",") != "table,handed_in,sheet" {
		return nil, &SheetError{"line 1", "the heading is table,handed_in,sheet"}
	}
	seen := map[int]bool{}
	var out []HandIn
	for i, l := range lines[1:] {
		at := fmt.Sprintf("line %d", i+2)
		table, err := strconv.Atoi(strings.TrimSpace(l[0]))
		if err != nil {
			return nil, &SheetError{at + ".table", fmt.Sprintf("%q is not a table number", l[0])}
		}
		h, err := handIn(at, table, l[1], []byte(l[2]), seen)
		if err != nil {
			return nil, err
		}
		out = append(out, h)
	}
	return out, nil
}

// handIn checks one entry at at.
func handIn(at string, table int, handedIn string, sheet []byte, seen map[int]bool) (HandIn, error) {
	switch {
	case table < 1:
		return HandIn{}, &SheetError{at + ".table", fmt.Sprintf("%d is not a table number (1, 2, …)", table)}
	case seen[table]:
		return HandIn{}, &SheetError{at + ".table", fmt.Sprintf("table %d hands in twice", table)}
	case len(bytes.TrimSpace(sheet)) == 0:
		return HandIn{}, &SheetError{at + ".sheet", "missing"}
	case !json.Valid(sheet):
		return HandIn{}, &SheetError{at + ".sheet", "not JSON"}
	}
	seen[table] = true
	d, err := ParseHandedIn(handedIn)
	if err != nil {
		return HandIn{}, &SheetError{at + ".handed_in", err.Error()}
	}
	return HandIn{Table: table, HandedIn: d, Sheet: sheet}, nil
}

// FormatHandedIn writes the time a solution was handed in, from the start
// of the problem, as minutes and seconds (52:10), as ParseHandedIn reads it.
func FormatHandedIn(d time.Duration) string {
	s := int(d.Round(time.Second) / time.Second)
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// ParseHandedIn reads the time from the start of a problem a solution
// was handed in at: a duration (52m10s, 1h5m) or minutes and seconds
// (52:10).
func ParseHandedIn(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	bad := fmt.Errorf("%q: the time from the start, as 52m10s or 52:10", s)
	if m, sec, ok := strings.Cut(s, ":"); ok {
		mi, err1 := strconv.Atoi(m)
		si, err2 := strconv.Atoi(sec)
		if err1 != nil || err2 != nil || !digits(m) || !digits(sec) || mi > 99999 || si > 59 || len(sec) != 2 {
			return 0, bad
		}
		return time.Duration(mi)*time.Minute + time.Duration(si)*time.Second, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 || strings.HasPrefix(s, "-") {
		return 0, bad
	}
	return d, nil
}

// digits reports whether s is digits 0–9 alone, no sign.
func digits(s string) bool {
	for _, c := range []byte(s) {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}
