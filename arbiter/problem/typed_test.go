package problem

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"arbiter/scoring"
)

// TestReadTyped: each kind's typed solution reads into the sheet its JSON
// gives, the statement's letters, groups and board added by ReadAnswer.
func TestReadTyped(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	partial := &Statement{Kind: Partial, Letters: "AAAAACCEHILLLMNNOOUUV", Minutes: 60}
	for _, tt := range []struct {
		name  string
		st    *Statement
		typed string
		want  string // the same answer in JSON
	}{
		{"TwoRounds", partial, "H8 COLUMNA 78\n  i7 vah\n\n\nH2 CA 4\n",
			`{"rounds": [{"moves": [{"position": "H8", "word": "COLUMNA", "score": 78}, {"position": "i7", "word": "vah"}]},
			{"moves": [{"position": "H2", "word": "CA", "score": 4}]}]}`},
		{"Grouped", &Statement{Kind: Maxime, Groups: []string{"ACLMNOU", "AEIRSTU"}, Minutes: 30},
			"2 H8 ARTISTE 74\r\n1 8H COLUMNA\n",
			`{"moves": [{"group": 2, "position": "H8", "word": "ARTISTE", "score": 74}, {"group": 1, "position": "8H", "word": "COLUMNA"}]}`},
		{"Incomplet", &Statement{Kind: Incomplet, Rack: "ACLMNOU", Minutes: 90},
			"H8 AI 4\n-----\n9A COLUMNAI\n",
			`{"rounds": [{"moves": [{"position": "H8", "word": "AI", "score": 4}]}], "solutions": [{"position": "9A", "word": "COLUMNAI"}]}`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			data, err := ReadTyped(tt.st.Kind, tt.typed)
			if err != nil {
				t.Fatal(err)
			}
			got, err := ReadAnswer(rs, tt.st, strings.NewReader(string(data)))
			if err != nil {
				t.Fatalf("%s: %v", data, err)
			}
			want, err := ReadAnswer(rs, tt.st, strings.NewReader(tt.want))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("ReadTyped(%q) = %s,\nread as %+v; want %+v", tt.typed, data, got, want)
			}
		})
	}
}

// TestReadTyped_Errors names the line a careless hand typed wrong.
func TestReadTyped_Errors(t *testing.T) {
	for _, tt := range []struct {
		kind        Kind
		typed, want string
	}{
		{Partial, "H8 COLUMNA 78\nH9", `line 2: "H9": a move is POSITION WORD [SCORE]`},
		{Partial, "H8 COLUMNA 7x", `line 1: "H8 COLUMNA 7x": the score is not a number of points`},
		{Partial, "H8 COLUMNA -3", `line 1: "H8 COLUMNA -3": the score is not a number of points`},
		{Partial, "H8 COLUMNA 78 1", `line 1: "H8 COLUMNA 78 1": a move is POSITION WORD [SCORE]`},
		{Maxime, "H8 COLUMNA 78", `line 1: "H8 COLUMNA 78": a move is GROUP POSITION WORD [SCORE], the group a number (1, 2, …)`},
		{Maxime, "0 H8 COLUMNA", `line 1: "0 H8 COLUMNA": a move is GROUP POSITION WORD [SCORE], the group a number (1, 2, …)`},
		{Superscrabble, "---\n8A COLUMNAI", `line 1: "---": only a Superscrabble incomplet solution has one, between its construction and its scrabbles`},
		{Incomplet, "H8 AI\n---\n9A X\n---", `line 4: "---": only a Superscrabble incomplet solution has one, between its construction and its scrabbles`},
		{Superscrabble, " \n\n", "no move: write one move a line"},
	} {
		_, err := ReadTyped(tt.kind, tt.typed)
		if _, ok := errors.AsType[*TypedError](err); !ok || err.Error() != tt.want {
			t.Errorf("ReadTyped(%s, %q) = %v; want %s", tt.kind, tt.typed, err, tt.want)
		}
	}
}

// FuzzReadTyped: whatever is typed, ReadTyped names the line at fault or
// gives an answer in JSON holding one move for each line that is not
// blank nor the scrabbles' mark.
func FuzzReadTyped(f *testing.F) {
	for _, s := range []string{"H8 COLUMNA 78\n\nH2 CA 4", "2 H8 ARTISTE 74", "H8 AI\n---\n9A COLUMNAI"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, k := range Kinds() {
			data, err := ReadTyped(k, text)
			if err != nil {
				if te, ok := errors.AsType[*TypedError](err); !ok || (te.Line == 0) != (te.Mistake == NoMove) {
					t.Fatalf("ReadTyped(%s, %q): %v names no line", k, text, err)
				}
				continue
			}
			var raw sheetJSON
			if err := json.Unmarshal(data, &raw); err != nil {
				t.Fatalf("ReadTyped(%s, %q) = %s: %v", k, text, data, err)
			}
			moves := len(raw.Moves) + len(raw.Solutions)
			for _, r := range raw.Rounds {
				moves += len(r.Moves)
			}
			lines := 0
			for line := range strings.SplitSeq(text, "\n") {
				if f := strings.Fields(line); len(f) > 0 && !(len(f) == 1 && strings.Trim(f[0], "-") == "") {
					lines++
				}
			}
			if moves != lines {
				t.Fatalf("ReadTyped(%s, %q) = %s: %d moves for %d lines", k, text, data, moves, lines)
			}
		}
	})
}
