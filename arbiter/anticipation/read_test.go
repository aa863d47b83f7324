package anticipation

import (
	"bytes"
	"errors"
	"os"
	"testing"
)

// FuzzReadSheet: whatever the bytes, ReadSheet returns a *SheetError or a
// sheet of a valid shape, which adjudicates without a fault.
func FuzzReadSheet(f *testing.F) {
	seed, err := os.ReadFile("testdata/sheet.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(seed)
	f.Add([]byte(`{"groups":{"1":"AL"},"rounds":[{"group":2}]}`))
	f.Add([]byte(`{"rounds":[{"group":2,"moves":[{"position":"H8","word":"AL","score":4}]},{"group":3,"cancel":[1]}]}`))
	j := judge(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ReadSheet(j.RS, bytes.NewReader(data))
		if err != nil {
			if !errors.As(err, new(*SheetError)) {
				t.Fatalf("error %T %v, want a *SheetError", err, err)
			}
			return
		}
		if s.Form == "" {
			s.Form = Classic
		}
		if _, err := j.Adjudicate(&s); err != nil {
			t.Fatalf("a sheet read is refused: %v", err)
		}
	})
}

// The sheet of testdata/sheet.json reads as written: figures given and
// missing, a cancellation, PAS, the control grid.
func TestReadSheet(t *testing.T) {
	data, err := os.ReadFile("testdata/sheet.json")
	if err != nil {
		t.Fatal(err)
	}
	j := judge(t)
	s, err := ReadSheet(j.RS, bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if s.Form != Classic || s.Grid != GridOmissions || len(s.Rounds) != 4 || s.Groups.Group(1).String() != "AL" {
		t.Fatalf("read %+v", s)
	}
	r1, r4 := s.Rounds[0], s.Rounds[3]
	if r1.Group != 2 || len(r1.Moves) != 2 || r1.Moves[1].Score != (Figure{11, true}) || r1.Total.Given ||
		!r4.Pass || len(r4.Cancel) != 1 || r4.Cancel[0] != 1 {
		t.Errorf("rounds read as %+v", s.Rounds)
	}
}

// FuzzReadRoom: whatever the bytes, ReadRoom returns a *SheetError or
// sheets of a valid shape, each named by a distinct player.
func FuzzReadRoom(f *testing.F) {
	seed, err := os.ReadFile("testdata/sheet.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add([]byte(`{"discipline": "fond", "entries": [{"player": "ana", "sheet": ` + string(seed) + `}]}`))
	f.Add([]byte(`{"entries": [{"player": "ana", "sheet": {}}, {"player": "ana"}]}`))
	j := judge(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		_, entries, err := ReadRoom(j.RS, bytes.NewReader(data))
		if err != nil {
			if !errors.As(err, new(*SheetError)) {
				t.Fatalf("error %T %v, want a *SheetError", err, err)
			}
			return
		}
		seen := map[string]bool{}
		for _, e := range entries {
			if e.Player == "" || seen[e.Player] {
				t.Fatalf("player %q read twice or blank", e.Player)
			}
			seen[e.Player] = true
			if err := e.Sheet.Validate(); err != nil {
				t.Fatalf("a sheet read is not valid: %v", err)
			}
		}
	})
}
