package problem

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// ScrabblesMark is the line of a typed Superscrabble incomplet solution
// that ends its construction moves and starts its scrabbles.
const ScrabblesMark = "---"

// ReadTyped reads a solution typed as a player writes it, one move a line,
// into the answer's JSON that [ReadAnswer] reads:
//
//	integral, partial, sir: POSITION WORD [SCORE], a blank line between
//	    the sheet's rounds
//	maxime, nscrabble: GROUP POSITION WORD [SCORE]
//	superscrabble, partida-superscrabble: POSITION WORD, the scrabbles
//	incomplet: the construction as integral's, a line "---", the scrabbles
//
// A line that cannot be read is a *[TypedError] naming it.
func ReadTyped(kind Kind, text string) (json.RawMessage, error) {
	t := typed{kind: kind, inScrabbles: !kind.sequence()}
	for i, line := range strings.Split(text, "\n") {
		if err := t.line(strings.Fields(line)); err != nil {
			err.Line = i + 1
			return nil, err
		}
	}
	return t.answer()
}

// Mistake is what is wrong with a line of a typed solution.
type Mistake string

// The mistakes of a typed solution's line, each with its own words in
// every language of the room.
const (
	// NotMove: the line is not a move of the form the kind writes.
	NotMove Mistake = "not_move"
	// NotGroup: a grouped kind's move does not start with its group.
	NotGroup Mistake = "not_group"
	// NotScore: the move's score is not a number of points.
	NotScore Mistake = "not_score"
	// StrayMark: a line "---" where the kind has none, or a second one.
	StrayMark Mistake = "stray_mark"
	// NoMove: nothing but blank lines.
	NoMove Mistake = "no_move"
)

// TypedError is a typed solution that cannot be read: the line (from 1;
// 0 for the whole text), its words, what is wrong, and whether the kind's
// moves name their group.
type TypedError struct {
	Line    int
	Text    string
	Mistake Mistake
	Grouped bool
}

// Error says it in English, naming the line.
func (e *TypedError) Error() string {
	form := "POSITION WORD [SCORE]"
	if e.Grouped {
		form = "GROUP POSITION WORD [SCORE]"
	}
	var why string
	switch e.Mistake {
	case NotGroup:
		why = fmt.Sprintf("%q: a move is %s, the group a number (1, 2, …)", e.Text, form)
	case NotScore:
		why = fmt.Sprintf("%q: the score is not a number of points", e.Text)
	case StrayMark:
		why = fmt.Sprintf("%q: only a Superscrabble incomplet solution has one, between its construction and its scrabbles", e.Text)
	case NoMove:
		return "no move: write one move a line"
	default:
		why = fmt.Sprintf("%q: a move is %s", e.Text, form)
	}
	return fmt.Sprintf("line %d: %s", e.Line, why)
}

// FormField names the solution page's field at fault: the sheet.
func (*TypedError) FormField() string { return "sheet" }

// typed is a typed solution as far as it is read.
type typed struct {
	kind        Kind
	rounds      []roundJSON
	moves       []moveJSON // the grouped kinds'
	scrabbles   []moveJSON
	inScrabbles bool
	openRound   bool // the last round takes the next move
}

// line reads one line's words.
func (t *typed) line(words []string) *TypedError {
	switch {
	case len(words) == 0:
		t.openRound = false
		return nil
	case len(words) == 1 && strings.Trim(words[0], "-") == "" && len(words[0]) >= len(ScrabblesMark):
		if t.kind != Incomplet || t.inScrabbles {
			return &TypedError{Text: words[0], Mistake: StrayMark}
		}
		t.inScrabbles = true
		return nil
	case t.inScrabbles:
		m, err := typedMove(words, false)
		t.scrabbles = append(t.scrabbles, m)
		return err
	case t.kind.grouped():
		m, err := typedMove(words, true)
		t.moves = append(t.moves, m)
		return err
	}
	m, err := typedMove(words, false)
	if !t.openRound {
		t.rounds = append(t.rounds, roundJSON{Moves: []moveJSON{}})
		t.openRound = true
	}
	last := &t.rounds[len(t.rounds)-1]
	last.Moves = append(last.Moves, m)
	return err
}

// typedMove reads one move: [GROUP] POSITION WORD [SCORE].
func typedMove(words []string, grouped bool) (moveJSON, *TypedError) {
	var m moveJSON
	text := strings.Join(words, " ")
	if grouped {
		g, err := strconv.Atoi(words[0])
		if err != nil || g < 1 {
			return m, &TypedError{Text: text, Mistake: NotGroup, Grouped: true}
		}
		m.Group, words = &g, words[1:]
	}
	if len(words) < 2 || len(words) > 3 {
		return m, &TypedError{Text: text, Mistake: NotMove, Grouped: grouped}
	}
	m.Position, m.Word = &words[0], &words[1]
	if len(words) == 3 {
		v, err := strconv.Atoi(words[2])
		if err != nil || v < 0 {
			return m, &TypedError{Text: text, Mistake: NotScore, Grouped: grouped}
		}
		m.Score = &v
	}
	return m, nil
}

// answer writes the solution read in the JSON of [ReadSheet], with the
// fields the kind has.
func (t *typed) answer() (json.RawMessage, error) {
	out := map[string]any{}
	switch {
	case t.kind.grouped():
		out["moves"] = nonNil(t.moves)
	case t.kind.sequence():
		out["rounds"] = nonNil(t.rounds)
	}
	if t.kind.claims() {
		out["solutions"] = nonNil(t.scrabbles)
	}
	if len(t.moves)+len(t.rounds)+len(t.scrabbles) == 0 {
		return nil, &TypedError{Mistake: NoMove}
	}
	return json.Marshal(out)
}

// nonNil returns s, an empty slice rather than nil, so that the JSON says
// [] for a part left empty.
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
