package problem

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"

	"arbiter/arbiter/anticipation"
	"arbiter/internal/bounded"
	"arbiter/scoring"
)

// MaxSheetBytes is the largest sheet [ReadSheet] reads.
const MaxSheetBytes = 1 << 20

// GroupLen is the size of a group of Serie de maxime, N-Scrabble and
// Superscrabble (RULES §9.5, §9.6, §9.9).
const GroupLen = 7

// The letter counts of the drawn problems (RULES §9.3, §9.4).
const (
	PartialMin, PartialMax = 21, 35
	SirMin, SirMax         = 31, 45
)

// Figure is a score as written on a sheet; Given is false when it is
// missing.
type Figure struct {
	Value int  `json:"value"`
	Given bool `json:"given,omitempty"`
}

// Move is one move or claimed scrabble as the player wrote it: its position
// and whole main word, its declared score and, in Serie de maxime and
// N-Scrabble, the number of the group it plays.
type Move struct {
	Position string `json:"position"`
	Word     string `json:"word"`
	Score    Figure `json:"score"`
	Group    int    `json:"group,omitempty"`
}

// Sheet is one player's written solution of a problem of Kind.
type Sheet struct {
	Kind Kind
	// Letters are the tiles the moves may take (RULES §9.2–§9.4): the whole
	// set (integral), the letters drawn (partial, sir), the set less the
	// group (incomplet's construction, RULES §9.7).
	Letters scoring.Rack
	// String is Integral pe sir's letters in the order drawn, '?' a joker.
	String string
	// Rounds are the moves of the integral family and of incomplet's
	// construction, in order, as the sheet groups them.
	Rounds [][]Move
	// Groups are Serie de maxime's and N-Scrabble's groups, numbered from 1;
	// Moves the moves made with them, in order; Imposed that N-Scrabble's
	// order is the groups' (RULES §9.9).
	Groups []scoring.Rack
	Moves  []Move
	// Imposed: N-Scrabble's groups are played in their numbered order.
	Imposed bool
	// Consonants: the groups are the consonants and jokers announced, each
	// move completing its group with vowels of the player's pool (RULES
	// §9.5, §9.9).
	Consonants bool
	// Board and Rack are Superscrabble's position and group (incomplet:
	// Rack only); Claims the scrabbles the player lists.
	Board  scoring.Board
	Rack   scoring.Rack
	Claims []Move
}

// SheetError is a sheet that cannot be checked: Field names the field at
// fault.
type SheetError struct {
	Field   string
	Message string
}

// Error names the field.
func (e *SheetError) Error() string { return e.Field + ": " + e.Message }

// The JSON form of a sheet (see [ReadSheet]).
type (
	sheetJSON struct {
		Discipline string            `json:"discipline"`
		Letters    *string           `json:"letters"`
		Rounds     []roundJSON       `json:"rounds"`
		Groups     map[string]string `json:"groups"`
		Moves      []moveJSON        `json:"moves"`
		Order      string            `json:"order"`
		Announced  string            `json:"announced"`
		Board      []string          `json:"board"`
		Rack       string            `json:"rack"`
		Solutions  []moveJSON        `json:"solutions"`
	}
	roundJSON struct {
		Moves []moveJSON `json:"moves"`
	}
	moveJSON struct {
		Group    *int    `json:"group"`
		Position *string `json:"position"`
		Word     *string `json:"word"`
		Score    *int    `json:"score"`
	}
)

// ReadSheet reads one player's solution in JSON, for a problem of kind
// (the sheet's own "discipline", when present, must agree):
//
//	integral, partial, sir: {"discipline": "partial", "letters": "AAB…",
//	    "rounds": [{"moves": [{"position": "H8", "word": "…", "score": 20}, …]}, …]}
//	maxime, nscrabble: {"discipline": "maxime", "groups": {"1": "…", …, "7": "…"},
//	    "moves": [{"group": 3, "position": "H8", "word": "…", "score": 80}, …],
//	    "order": "free" | "imposed" (nscrabble),
//	    "announced": "all" | "consonants" (the variant: groups of consonants and jokers only)}
//	superscrabble: {"discipline": "superscrabble", "board": [15 rows of 15, '.' empty,
//	    a-z a joker], "rack": "DEPNRU?", "solutions": [{"position": "8A", "word": "…"}, …]}
//	incomplet: {"discipline": "incomplet", "rack": "…", "rounds": [construction],
//	    "solutions": [scrabbles]}
//
// Letters and groups are written as racks ('?' a joker); sir's letters in
// the order drawn. Integral's letters are the whole set and may not be
// given. A missing "score" is a missing figure. An unreadable sheet, or one
// whose letters the problem cannot have (partial 21–35 letters, sir 31–45,
// groups of 7, within the tile set), is a *[SheetError] naming the field.
func ReadSheet(rs *scoring.RuleSet, kind Kind, r io.Reader) (Sheet, error) {
	data, err := bounded.ReadText(r, MaxSheetBytes)
	if err != nil {
		return Sheet{}, &SheetError{"sheet", err.Error()}
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return Sheet{}, &SheetError{"sheet", "empty: a sheet is one JSON object {…}"}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var raw sheetJSON
	if err := dec.Decode(&raw); err != nil {
		field := "sheet"
		if e, ok := errors.AsType[*json.UnmarshalTypeError](err); ok && e.Field != "" {
			field = e.Field
		}
		return Sheet{}, &SheetError{field, "not a sheet in JSON: " + jsonMessage(err)}
	}
	if dec.More() {
		return Sheet{}, &SheetError{"sheet", "text after the sheet's closing brace"}
	}
	if raw.Discipline != "" {
		k, err := ParseKind(raw.Discipline)
		if err != nil {
			return Sheet{}, &SheetError{"discipline", err.Error()}
		}
		if k != kind {
			return Sheet{}, &SheetError{"discipline", fmt.Sprintf("the sheet solves %s problem, not %s", k.Article(), kind)}
		}
	}
	rd := reader{rs: rs, raw: &raw, s: Sheet{Kind: kind}}
	if err := rd.read(); err != nil {
		return Sheet{}, err
	}
	return rd.s, nil
}

// jsonMessage words a JSON decoding error without Go's type names.
func jsonMessage(err error) string {
	if e, ok := errors.AsType[*json.UnmarshalTypeError](err); ok && e.Field == "" {
		return fmt.Sprintf("a JSON %s, where a sheet is one object {…}", e.Value)
	}
	if e, ok := errors.AsType[*json.UnmarshalTypeError](err); ok {
		return fmt.Sprintf("field %q has the wrong type (%s)", e.Field, e.Value)
	}
	return strings.TrimPrefix(err.Error(), "json: ")
}

// reader turns a sheet's JSON form into a Sheet.
type reader struct {
	rs  *scoring.RuleSet
	raw *sheetJSON
	s   Sheet
}

// read checks every field the kind uses, refuses those it does not.
func (rd *reader) read() error {
	k, raw := rd.s.Kind, rd.raw
	unused := map[string]bool{
		"letters":   raw.Letters != nil && k != Partial && k != Sir,
		"rounds":    raw.Rounds != nil && !(k.sequence() && !k.grouped()),
		"groups":    raw.Groups != nil && !k.grouped(),
		"moves":     raw.Moves != nil && !k.grouped(),
		"order":     raw.Order != "" && k != NScrabble,
		"announced": raw.Announced != "" && !k.grouped(),
		"board":     raw.Board != nil && !k.OnBoard(),
		"rack":      raw.Rack != "" && !k.claims(),
		"solutions": raw.Solutions != nil && !k.claims(),
	}
	for _, f := range []string{"letters", "rounds", "groups", "moves", "order", "announced", "board", "rack", "solutions"} {
		if unused[f] {
			return &SheetError{f, fmt.Sprintf("%s sheet has no %s", k.Article(), f)}
		}
	}
	if k.claims() {
		if err := rd.readGroup(); err != nil {
			return err
		}
	}
	switch k {
	case Integral, Incomplet:
		rd.s.Letters = rd.rs.FullBag().Minus(rd.s.Rack)
	case Partial, Sir:
		if err := rd.readLetters(); err != nil {
			return err
		}
	case Maxime, NScrabble:
		if err := rd.readGroups(); err != nil {
			return err
		}
	case Superscrabble, PartidaSuperscrabble:
		if err := rd.readBoard(); err != nil {
			return err
		}
	}
	for i, round := range raw.Rounds {
		moves, err := readMoves(fmt.Sprintf("rounds[%d].moves", i), round.Moves, false)
		if err != nil {
			return err
		}
		rd.s.Rounds = append(rd.s.Rounds, moves)
	}
	var err error
	if rd.s.Moves, err = readMoves("moves", raw.Moves, true); err != nil {
		return err
	}
	if rd.s.Claims, err = readMoves("solutions", raw.Solutions, false); err != nil {
		return err
	}
	return nil
}

// readLetters reads partial's and sir's letters (RULES §9.3, §9.4).
func (rd *reader) readLetters() error {
	lo, hi := PartialMin, PartialMax
	if rd.s.Kind == Sir {
		lo, hi = SirMin, SirMax
	}
	if rd.raw.Letters == nil {
		return &SheetError{"letters", fmt.Sprintf("missing: the %d to %d letters drawn", lo, hi)}
	}
	text := strings.Join(strings.Fields(*rd.raw.Letters), "")
	letters, err := rd.tiles("letters", text)
	if err != nil {
		return err
	}
	if n := letters.Len(); n < lo || n > hi {
		return &SheetError{"letters", fmt.Sprintf("%d letters: %s problem draws %d to %d", n, rd.s.Kind.Article(), lo, hi)}
	}
	rd.s.Letters = letters
	if rd.s.Kind == Sir {
		rd.s.String = InOrder(rd.rs, text)
	}
	return nil
}

// InOrder returns the tiles of text, which the rule set reads, in order:
// capitals, '?' for a joker.
func InOrder(rs *scoring.RuleSet, text string) string {
	var b strings.Builder
	for _, c := range text {
		t, _ := rs.ParseRack(string(c))
		for i, n := range t {
			if n > 0 && i == scoring.JokerIndex {
				b.WriteByte('?')
			} else if n > 0 {
				b.WriteByte(byte('A' + i))
			}
		}
	}
	return b.String()
}

// tiles reads text as tiles of the rule set's set.
func (rd *reader) tiles(field, text string) (scoring.Rack, error) {
	r, err := rd.rs.ParseRack(text)
	if err != nil {
		return r, &SheetError{field, err.Error()}
	}
	return r, nil
}

// Consonants is the "announced" of a sheet of the consonant variant of
// Serie de maxime and N-Scrabble (RULES §9.5, §9.9).
const Consonants = "consonants"

// readGroups reads the groups of maxime and N-Scrabble, numbered 1 to N:
// groups of 7, or in the consonant variant the consonants and jokers
// announced of each.
func (rd *reader) readGroups() error {
	switch rd.raw.Announced {
	case "", "all":
	case Consonants:
		rd.s.Consonants = true
	default:
		return &SheetError{"announced", fmt.Sprintf("%q: all or consonants", rd.raw.Announced)}
	}
	n := len(rd.raw.Groups)
	if n == 0 {
		return &SheetError{"groups", "missing: the groups of 7 letters drawn, numbered from 1"}
	}
	rd.s.Groups = make([]scoring.Rack, n)
	var all scoring.Rack
	// In the keys' order, so that of several faults the same is named
	// every time; a key must be the number as written plainly, so that
	// "1" and "01" are not two names of one group.
	for _, key := range slices.Sorted(maps.Keys(rd.raw.Groups)) {
		i, err := strconv.Atoi(key)
		if err != nil || i < 1 || i > n || key != strconv.Itoa(i) {
			return &SheetError{"groups", fmt.Sprintf("group %q: the %d groups are numbered 1 to %d", key, n, n)}
		}
		field := fmt.Sprintf("groups[%d]", i)
		g, err := rd.tiles(field, rd.raw.Groups[key])
		if err != nil {
			return err
		}
		if err := rd.checkGroup(field, g); err != nil {
			return err
		}
		rd.s.Groups[i-1] = g
		all = all.Plus(g)
	}
	if bag := rd.rs.FullBag(); !bag.Contains(all) {
		var beyond scoring.Rack
		for i := range all {
			beyond[i] = all[i] - min(all[i], bag[i])
		}
		return &SheetError{"groups", fmt.Sprintf("together more tiles than the set holds: %s beyond it", beyond)}
	}
	switch rd.raw.Order {
	case "", "free":
	case "imposed":
		rd.s.Imposed = true
	default:
		return &SheetError{"order", fmt.Sprintf("%q: free or imposed", rd.raw.Order)}
	}
	return nil
}

// checkGroup checks group g of field: 7 letters, or in the consonant
// variant at most 7 and no vowel.
func (rd *reader) checkGroup(field string, g scoring.Rack) error {
	switch v := anticipation.Vowels(rd.rs, g); {
	case !rd.s.Consonants && g.Len() != GroupLen:
		return &SheetError{field, fmt.Sprintf("%d letters: a group has %d", g.Len(), GroupLen)}
	case rd.s.Consonants && v.Len() > 0:
		return &SheetError{field, fmt.Sprintf("%s: only the consonants and jokers are announced, not the vowels %s", g, v)}
	case g.Len() > GroupLen:
		return &SheetError{field, fmt.Sprintf("%d letters: a group has at most %d", g.Len(), GroupLen)}
	}
	return nil
}

// readGroup reads Superscrabble's group of 7.
func (rd *reader) readGroup() error {
	if rd.raw.Rack == "" {
		return &SheetError{"rack", "missing: the group of 7 letters"}
	}
	g, err := rd.tiles("rack", rd.raw.Rack)
	if err != nil {
		return err
	}
	if g.Len() != GroupLen {
		return &SheetError{"rack", fmt.Sprintf("%d letters: a group has %d", g.Len(), GroupLen)}
	}
	rd.s.Rack = g
	return nil
}

// readBoard reads Superscrabble's board.
func (rd *reader) readBoard() error {
	if len(rd.raw.Board) != scoring.Size {
		return &SheetError{"board", fmt.Sprintf("%d rows: the board has %d rows of %d squares, '.' empty", len(rd.raw.Board), scoring.Size, scoring.Size)}
	}
	b, err := scoring.ReadBoard(strings.NewReader(strings.Join(rd.raw.Board, "\n") + "\n"))
	if err != nil {
		return &SheetError{"board", err.Error()}
	}
	if b.IsEmpty() {
		return &SheetError{"board", "empty: a Superscrabble problem gives a board with words on it"}
	}
	rd.s.Board = b
	return nil
}

// readMoves reads the moves of field; grouped moves name their group.
func readMoves(field string, raw []moveJSON, grouped bool) ([]Move, error) {
	moves := make([]Move, 0, len(raw))
	for i, m := range raw {
		at := fmt.Sprintf("%s[%d]", field, i)
		if m.Position == nil || strings.TrimSpace(*m.Position) == "" {
			return nil, &SheetError{at + ".position", "missing"}
		}
		if m.Word == nil || strings.TrimSpace(*m.Word) == "" {
			return nil, &SheetError{at + ".word", "missing"}
		}
		mv := Move{Position: strings.TrimSpace(*m.Position), Word: strings.TrimSpace(*m.Word)}
		if m.Score != nil {
			mv.Score = Figure{*m.Score, true}
		}
		switch {
		case grouped && m.Group == nil:
			return nil, &SheetError{at + ".group", "missing: the number of the group played"}
		case grouped:
			mv.Group = *m.Group
		case m.Group != nil:
			return nil, &SheetError{at + ".group", "only Serie de maxime and N-Scrabble name groups"}
		}
		moves = append(moves, mv)
	}
	return slices.Clip(moves), nil
}
