package problem

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"arbiter/arbiter/anticipation"
	"arbiter/internal/bounded"
	"arbiter/scoring"
)

// Statement is what a problem gives every player (RULES §9): its kind, the
// letters, groups or board and group, and its time. It is recorded as it is
// in the log, so its fields are the JSON of a sheet's.
type Statement struct {
	Kind Kind `json:"kind"`
	// Letters are partial's and sir's letters (sir: in the order drawn),
	// '?' a joker.
	Letters string `json:"letters,omitempty"`
	// Groups are Serie de maxime's and N-Scrabble's groups of 7, group 1
	// first; Imposed N-Scrabble's imposed order (RULES §9.9).
	Groups  []string `json:"groups,omitempty"`
	Imposed bool     `json:"imposed,omitempty"`
	// Consonants is the variant of Serie de maxime and N-Scrabble where
	// only the groups' consonants and jokers are announced, each player
	// completing them with vowels of the stock (RULES §9.5, §9.9); Groups
	// are still the groups as drawn.
	Consonants bool `json:"consonants,omitempty"`
	// Board is Superscrabble's board, 15 rows of 15 ('.' empty, a-z a
	// joker); Rack the group of 7 of Superscrabble and incomplet. A
	// Partida de Superscrabble's Board is the one it starts from, and its
	// rounds' statements have their own board and group.
	Board []string `json:"board,omitempty"`
	Rack  string   `json:"rack,omitempty"`
	// Rounds is the number of rounds a Partida de Superscrabble announces
	// (RULES §9.8).
	Rounds int `json:"rounds,omitempty"`
	// Minutes is the time to hand in a solution (RULES §9.2–§9.9).
	Minutes int `json:"minutes"`
}

// Time returns the time to hand in a solution of s, its Minutes.
func (s Statement) Time() time.Duration { return time.Duration(s.Minutes) * time.Minute }

// Minutes returns the time a problem of kind with n letters may be given
// (RULES §9.3–§9.9; a Partida de Superscrabble's, each round's): the time
// it takes by default and the range the referee may set it in; lo == hi
// when the rules fix it. n counts partial's and sir's letters. *Reading*: Scrabble integral's text gives no time; it
// takes the longest of the family, 120 minutes, unless the referee sets
// 60 to 120.
func Minutes(kind Kind, n int) (def, lo, hi int) {
	switch kind {
	case Integral:
		return 120, 60, 120
	case Partial, Sir:
		first := PartialMin
		if kind == Sir {
			first = SirMin
		}
		m := 60 + 15*max(0, min((n-first)/5, 2))
		return m, m, m
	case Superscrabble:
		return 60, 60, 90
	case PartidaSuperscrabble:
		return PartidaMinutes, 5, 15
	case Incomplet:
		return 90, 90, 120
	default: // Serie de maxime, N-Scrabble
		return 60, 60, 60
	}
}

// SetMinutes sets st's time: the kind's own when minutes is 0, else
// minutes if the rules allow it.
func (st *Statement) SetMinutes(minutes int) error {
	def, lo, hi := Minutes(st.Kind, len(st.Letters))
	switch {
	case minutes == 0:
		st.Minutes = def
	case minutes < lo || minutes > hi:
		if lo == hi {
			return fmt.Errorf("%d minutes: %s problem of %d letters takes %d (RULES §9)", minutes, st.Kind.Article(), len(st.Letters), lo)
		}
		return fmt.Errorf("%d minutes: %s problem takes %d to %d (RULES §9)", minutes, st.Kind.Article(), lo, hi)
	default:
		st.Minutes = minutes
	}
	return nil
}

// Announced returns the groups as the players get them: as drawn, or in
// the consonant variant without their vowels (RULES §9.5, §9.9).
func (st *Statement) Announced(rs *scoring.RuleSet) []string {
	if !st.Consonants {
		return st.Groups
	}
	out := make([]string, len(st.Groups))
	for i, g := range st.Groups {
		r, _ := rs.ParseRack(g) // a statement's groups are racks of its rule set
		out[i] = r.Minus(anticipation.Vowels(rs, r)).String()
	}
	return out
}

// fields returns the fields of a sheet that st gives, as JSON.
func (st *Statement) fields(rs *scoring.RuleSet) map[string]json.RawMessage {
	out := map[string]json.RawMessage{}
	put := func(name string, v any) {
		b, _ := json.Marshal(v) // strings, slices and maps of strings always marshal
		out[name] = b
	}
	switch st.Kind {
	case Partial, Sir:
		put("letters", st.Letters)
	case Maxime, NScrabble:
		groups := map[string]string{}
		for i, g := range st.Announced(rs) {
			groups[strconv.Itoa(i+1)] = g
		}
		put("groups", groups)
		if st.Consonants {
			put("announced", Consonants)
		}
		if st.Kind == NScrabble {
			put("order", map[bool]string{false: "free", true: "imposed"}[st.Imposed])
		}
	case Superscrabble, PartidaSuperscrabble:
		put("board", st.Board)
		put("rack", st.Rack)
	case Incomplet:
		put("rack", st.Rack)
	case Integral:
		// The whole set: nothing to give (RULES §9.2).
	}
	return out
}

// Sheet returns the sheet of st without moves: the letters, groups or
// board the moves of every solution are checked with. A statement that
// the rules do not allow is a *[SheetError].
func (st *Statement) Sheet(rs *scoring.RuleSet) (Sheet, error) {
	return readFields(rs, st.Kind, st.fields(rs))
}

// readFields reads a sheet from its JSON fields.
func readFields(rs *scoring.RuleSet, kind Kind, fields map[string]json.RawMessage) (Sheet, error) {
	data, err := json.Marshal(fields)
	if err != nil {
		return Sheet{}, &SheetError{"sheet", err.Error()}
	}
	return ReadSheet(rs, kind, bytes.NewReader(data))
}

// ReadAnswer reads one player's solution of the problem st in the JSON of
// [ReadSheet]: the moves ("rounds", "moves") and scrabbles ("solutions")
// the kind has. The letters, groups, board and group are the problem's and
// may be left out; given, they must be the problem's.
func ReadAnswer(rs *scoring.RuleSet, st *Statement, r io.Reader) (Sheet, error) {
	data, err := bounded.ReadText(r, MaxSheetBytes)
	if err != nil {
		return Sheet{}, &SheetError{"sheet", err.Error()}
	}
	var answer map[string]json.RawMessage
	if err := json.Unmarshal(data, &answer); err != nil || answer == nil {
		msg := "not a JSON object"
		if err != nil {
			msg = jsonMessage(err)
		}
		return Sheet{}, &SheetError{"sheet", "not a solution in JSON: " + msg}
	}
	if a, ok := answer["announced"]; ok && st.Kind.grouped() {
		var said string
		if json.Unmarshal(a, &said) != nil || (said == Consonants) != st.Consonants {
			return Sheet{}, &SheetError{"announced", "not the problem's: leave it out, the problem gives it"}
		}
	}
	var given []string
	for name, v := range st.fields(rs) {
		if _, ok := answer[name]; ok {
			given = append(given, name)
			continue
		}
		answer[name] = v
	}
	s, err := readFields(rs, st.Kind, answer)
	if err != nil {
		return Sheet{}, err
	}
	base, err := st.Sheet(rs)
	if err != nil {
		return Sheet{}, err
	}
	slices.Sort(given)
	for _, name := range given {
		if !sameField(name, &s, &base) {
			return Sheet{}, &SheetError{name, "not the problem's: leave it out, the problem gives it"}
		}
	}
	s.Kind = st.Kind
	return s, nil
}

// sameField reports whether sheets a and b agree on the statement's field
// name.
func sameField(name string, a, b *Sheet) bool {
	switch name {
	case "letters":
		return a.Letters == b.Letters && a.String == b.String
	case "groups":
		return slices.Equal(a.Groups, b.Groups)
	case "order":
		return a.Imposed == b.Imposed
	case "announced":
		return a.Consonants == b.Consonants
	case "board":
		return a.Board == b.Board
	default: // rack
		return a.Rack == b.Rack
	}
}

// Rows returns b as the 15 rows of a statement's Board.
func Rows(b *scoring.Board) []string {
	return strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
}
