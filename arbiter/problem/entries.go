package problem

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"arbiter/internal/bounded"
	"arbiter/scoring"
)

// Submission is one player's solution of a problem as handed in: the
// player, the time from the start of the problem, and the sheet.
type Submission struct {
	Player   string
	HandedIn time.Duration
	Sheet    Sheet
}

// The JSON form of a problem's submissions (see [ReadSubmissions]).
type (
	submissionsJSON struct {
		Discipline string           `json:"discipline"`
		Entries    []submissionJSON `json:"entries"`
	}
	submissionJSON struct {
		Player   string          `json:"player"`
		HandedIn string          `json:"handed_in"`
		Sheet    json.RawMessage `json:"sheet"`
	}
)

// IsSubmissions reports whether data, a JSON object, holds the
// submissions of a whole problem (an "entries" field) rather than one
// sheet.
func IsSubmissions(data []byte) bool {
	var top map[string]json.RawMessage
	if json.Unmarshal(data, &top) != nil {
		return false
	}
	_, ok := top["entries"]
	return ok
}

// ReadSubmissions reads every solution handed in for one problem of kind:
//
//	{"discipline": "superscrabble", "entries": [
//	    {"player": "ana", "handed_in": "52m10s", "sheet": {…one sheet, as ReadSheet…}}, …]}
//
// handed_in is the time from the start of the problem, as 1h2m or 52m10s.
// A field that cannot be read is a *[SheetError] naming the entry.
func ReadSubmissions(rs *scoring.RuleSet, kind Kind, r io.Reader) ([]Submission, error) {
	data, err := bounded.ReadText(r, MaxSheetBytes)
	if err != nil {
		return nil, &SheetError{"entries", err.Error()}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var raw submissionsJSON
	if err := dec.Decode(&raw); err != nil {
		return nil, &SheetError{"entries", "not a list of solutions in JSON: " + jsonMessage(err)}
	}
	if raw.Discipline != "" {
		if k, err := ParseKind(raw.Discipline); err != nil || k != kind {
			return nil, &SheetError{"discipline", fmt.Sprintf("the solutions are of %q, not %s", raw.Discipline, kind)}
		}
	}
	if len(raw.Entries) == 0 {
		return nil, &SheetError{"entries", "no solution: list each player's with its hand-in time"}
	}
	players := map[string]bool{}
	out := make([]Submission, 0, len(raw.Entries))
	for i, e := range raw.Entries {
		at := fmt.Sprintf("entries[%d]", i)
		name := strings.TrimSpace(e.Player)
		if name == "" || players[name] {
			return nil, &SheetError{at + ".player", fmt.Sprintf("%q: each solution names its player, once", e.Player)}
		}
		players[name] = true
		handed, err := time.ParseDuration(strings.TrimSpace(e.HandedIn))
		if err != nil || handed < 0 {
			return nil, &SheetError{at + ".handed_in", fmt.Sprintf("%q: the time from the start, as 52m10s", e.HandedIn)}
		}
		if len(e.Sheet) == 0 {
			return nil, &SheetError{at + ".sheet", "missing"}
		}
		s, err := ReadSheet(rs, kind, bytes.NewReader(e.Sheet))
		if se, ok := errors.AsType[*SheetError](err); ok {
			return nil, &SheetError{at + ".sheet." + se.Field, se.Message}
		} else if err != nil {
			return nil, err
		}
		out = append(out, Submission{Player: name, HandedIn: handed, Sheet: s})
	}
	return out, nil
}
