package anticipation

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"arbiter/internal/bounded"
	"arbiter/scoring"
)

// MaxSheetBytes is the largest sheet file [ReadSheet] reads.
const MaxSheetBytes = 1 << 20

// MaxRoomBytes is the largest file of a room's sheets [ReadRoom] reads:
// 64 sheets of the largest size.
const MaxRoomBytes = 64 * MaxSheetBytes

// The JSON form of a sheet (see [ReadSheet]).
type (
	sheetJSON struct {
		Discipline  string            `json:"discipline"`
		Groups      map[string]string `json:"groups"`
		Rounds      []json.RawMessage `json:"rounds"`
		ControlGrid string            `json:"control_grid"`
	}
	roundJSON struct {
		Group  *int       `json:"group"`
		Moves  []moveJSON `json:"moves"`
		Total  *int       `json:"total"`
		Cancel []int      `json:"cancel"`
		Pass   bool       `json:"pass"`
	}
	moveJSON struct {
		Position *string `json:"position"`
		Word     *string `json:"word"`
		Score    *int    `json:"score"`
	}
)

// ReadSheet reads one player's sheet in JSON:
//
//	{"discipline": "anticipatie", "groups": {"1": "AL", "2": "ABCDEIR", …},
//	 "rounds": [{"group": 7, "moves": [{"position": "H7", "word": "AL", "score": 4},
//	                                   {"position": "8G", "word": "…", "score": 20}], "total": 24},
//	            {"group": 3, "moves": [{"position": "…", "word": "…", "score": 12}], "cancel": [2]},
//	            {"group": 12, "pass": true}],
//	 "control_grid": "missing"}
//
// The rounds are in order (round 1 first); round 1's first move is made with
// group 1. A missing "score" or "total" is a missing figure; "control_grid"
// is "handed_in" (the default), "missing", "blank" or "omissions"; groups
// are written as racks ('?' a joker). An unreadable sheet is a
// *[SheetError] naming the round and the field; the shape of the game is
// then checked by [Sheet.Validate]. The form is the "discipline" field's, ""
// when absent.
func ReadSheet(rs *scoring.RuleSet, r io.Reader) (Sheet, error) {
	data, err := bounded.ReadText(r, MaxSheetBytes)
	if err != nil {
		return Sheet{}, &SheetError{0, "sheet", err.Error()}
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return Sheet{}, &SheetError{0, "sheet", "empty: a sheet is one JSON object"}
	}
	var sj sheetJSON
	if err := decodeStrict(data, &sj); err != nil {
		return Sheet{}, jsonError(0, err)
	}
	var s Sheet
	if sj.Discipline != "" {
		if s.Form, err = ParseForm(sj.Discipline); err != nil {
			return Sheet{}, &SheetError{0, "discipline", err.Error()}
		}
	}
	if s.Groups, err = readGroups(rs, sj.Groups); err != nil {
		return Sheet{}, err
	}
	if s.Grid, err = readGrid(sj.ControlGrid); err != nil {
		return Sheet{}, err
	}
	for i, raw := range sj.Rounds {
		sl, err := readRound(i+1, raw)
		if err != nil {
			return Sheet{}, err
		}
		s.Rounds = append(s.Rounds, sl)
	}
	return s, s.Validate()
}

// decodeStrict decodes one JSON value from data into v, refusing unknown
// fields and anything after the value.
func decodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return errors.New("more data after the sheet's object")
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("more data after the sheet's object")
	}
	return nil
}

// jsonError names the field of a decoding error in round r.
func jsonError(r int, err error) *SheetError {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) && te.Field != "" {
		return &SheetError{r, te.Field, fmt.Sprintf("a JSON %s where %s is wanted", te.Value, kindName(te.Type.Kind().String()))}
	}
	if errors.As(err, &te) {
		return &SheetError{r, "sheet", fmt.Sprintf("a JSON %s, where a sheet is one object {…}", te.Value)}
	}
	msg := err.Error()
	if f, ok := strings.CutPrefix(msg, "json: unknown field "); ok {
		return &SheetError{r, strings.Trim(f, `"`), "unknown field"}
	}
	field := "sheet"
	if r > 0 {
		field = "round"
	}
	return &SheetError{r, field, strings.TrimPrefix(msg, "json: ")}
}

// kindName says a Go kind in the sheet's terms.
func kindName(k string) string {
	switch {
	case strings.HasPrefix(k, "int"):
		return "a whole number"
	case k == "ptr", k == "struct":
		return "an object"
	case k == "slice":
		return "a list"
	case k == "map":
		return "an object"
	}
	return "a " + k
}

// readGroups reads the groups' object: keys "1" to "15", each a rack.
func readGroups(rs *scoring.RuleSet, m map[string]string) (Groups, error) {
	var g Groups
	for n := 1; n <= NumGroups; n++ {
		key := strconv.Itoa(n)
		s, ok := m[key]
		if !ok {
			return g, &SheetError{0, "groups." + key, fmt.Sprintf("missing: a game has %d groups, numbered 1 to %d", NumGroups, NumGroups)}
		}
		r, err := rs.ParseRack(s)
		if err != nil {
			return g, &SheetError{0, "groups." + key, err.Error()}
		}
		g[n-1] = r
	}
	if len(m) != NumGroups {
		for key := range m {
			if n, err := strconv.Atoi(key); err != nil || n < 1 || n > NumGroups || key != strconv.Itoa(n) {
				return g, &SheetError{0, "groups." + key, fmt.Sprintf("not a group: groups are numbered 1 to %d", NumGroups)}
			}
		}
	}
	return g, nil
}

// readGrid reads the control grid's state.
func readGrid(s string) (Grid, error) {
	switch g := Grid(s); g {
	case "handed_in":
		return GridHandedIn, nil
	case GridHandedIn, GridMissing, GridBlank, GridOmissions:
		return g, nil
	}
	return "", &SheetError{0, "control_grid", fmt.Sprintf("%q: one of handed_in, missing, blank, omissions", s)}
}

// readRound reads round r's slip.
func readRound(r int, raw json.RawMessage) (Slip, error) {
	var rj roundJSON
	if err := decodeStrict(raw, &rj); err != nil {
		return Slip{}, jsonError(r, err)
	}
	if rj.Group == nil {
		return Slip{}, &SheetError{r, "group", "missing: the number of the group played"}
	}
	sl := Slip{Group: *rj.Group, Cancel: rj.Cancel, Pass: rj.Pass, Total: figure(rj.Total)}
	for i, mj := range rj.Moves {
		field := fmt.Sprintf("moves[%d]", i)
		if mj.Position == nil {
			return Slip{}, &SheetError{r, field + ".position", "missing"}
		}
		if mj.Word == nil {
			return Slip{}, &SheetError{r, field + ".word", "missing"}
		}
		sl.Moves = append(sl.Moves, Written{Position: *mj.Position, Word: *mj.Word, Score: figure(mj.Score)})
	}
	return sl, nil
}

// figure reads a figure that may be missing.
func figure(v *int) Figure {
	if v == nil {
		return Figure{}
	}
	return Figure{Value: *v, Given: true}
}

// RoomEntry is one player's sheet as read from a room's file.
type RoomEntry struct {
	Player string
	Sheet  Sheet
}

// The JSON form of a room's sheets (see [ReadRoom]).
type (
	roomJSON struct {
		Discipline string      `json:"discipline"`
		Entries    []entryJSON `json:"entries"`
	}
	entryJSON struct {
		Player string          `json:"player"`
		Sheet  json.RawMessage `json:"sheet"`
	}
)

// IsRoom reports whether data, a JSON object, holds the sheets of a whole
// room (an "entries" field) rather than one sheet.
func IsRoom(data []byte) bool {
	var top map[string]json.RawMessage
	if json.Unmarshal(data, &top) != nil {
		return false
	}
	_, ok := top["entries"]
	return ok
}

// ReadRoom reads the sheets of a room, each as [ReadSheet] reads one:
//
//	{"discipline": "rezistenta", "entries": [
//	    {"player": "ana", "sheet": {…one sheet…}}, …]}
//
// Each player is named once. The form is the "discipline" field's, ""
// when absent; a sheet naming another form than the room's is refused. A
// field that cannot be read is a *[SheetError] whose field names the
// entry (entries[2].sheet.groups.7).
func ReadRoom(rs *scoring.RuleSet, r io.Reader) (Form, []RoomEntry, error) {
	data, err := bounded.ReadText(r, MaxRoomBytes)
	if err != nil {
		return "", nil, &SheetError{0, "entries", err.Error()}
	}
	var room roomJSON
	if err := decodeStrict(data, &room); err != nil {
		return "", nil, jsonError(0, err)
	}
	var form Form
	if room.Discipline != "" {
		if form, err = ParseForm(room.Discipline); err != nil {
			return "", nil, &SheetError{0, "discipline", err.Error()}
		}
	}
	if len(room.Entries) == 0 {
		return "", nil, &SheetError{0, "entries", "no sheet: list each player's with their name"}
	}
	players := map[string]bool{}
	out := make([]RoomEntry, 0, len(room.Entries))
	for i, e := range room.Entries {
		at := fmt.Sprintf("entries[%d]", i)
		name := strings.TrimSpace(e.Player)
		if name == "" || players[name] {
			return "", nil, &SheetError{0, at + ".player", fmt.Sprintf("%q: each sheet names its player, once", e.Player)}
		}
		players[name] = true
		s, err := ReadSheet(rs, bytes.NewReader(e.Sheet))
		if se, ok := errors.AsType[*SheetError](err); ok {
			return "", nil, &SheetError{se.Round, at + ".sheet." + se.Field, se.Message}
		}
		if s.Form != "" && form != "" && s.Form != form {
			return "", nil, &SheetError{0, at + ".sheet.discipline", fmt.Sprintf("%s in a room of %s", s.Form, form)}
		}
		out = append(out, RoomEntry{Player: name, Sheet: s})
	}
	return form, out, nil
}
