package scoring

import (
	"errors"
	"strings"
	"testing"
)

// fuzzRules are the labellings a fuzz input is read with: letter rows (ro) and number rows (it).
func fuzzRules(tb testing.TB) []*RuleSet { return []*RuleSet{mustRules(tb, "ro"), mustRules(tb, "it")} }

// wantCoded fails t unless err is a *MoveError or, when notation is set, a
// *NotationError, with a code and a message.
func wantCoded(t *testing.T, in string, err error, notation bool) {
	t.Helper()
	var coded bool
	if notation {
		ne, ok := errors.AsType[*NotationError](err)
		coded = ok && ne.Code != "" && ne.Message != ""
	} else {
		me, ok := errors.AsType[*MoveError](err)
		coded = ok && me.Code != "" && me.Message != ""
	}
	if !coded {
		t.Fatalf("%q: error %v (%T) is not coded", in, err, err)
	}
}

func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{"H8", "8H", "h8", "A1", "O15", "15O", "P8", "H16", "", "H", "08B", "H+8", "Ș8"} {
		f.Add(s)
	}
	rules := fuzzRules(f)
	f.Fuzz(func(t *testing.T, s string) {
		for _, rs := range rules {
			p, err := rs.ParsePosition(s)
			if err != nil {
				wantCoded(t, s, err, true)
				continue
			}
			if p.Row < 0 || p.Row >= Size || p.Col < 0 || p.Col >= Size || p.Dir > Down {
				t.Fatalf("%s %q: position %+v off the board", rs.Name, s, p)
			}
			out := rs.FormatPosition(p)
			if back, err := rs.ParsePosition(out); err != nil || back != p {
				t.Fatalf("%s %q → %+v → %q → %+v, %v", rs.Name, s, p, out, back, err)
			}
		}
	})
}

func FuzzParseWord(f *testing.F) {
	for _, s := range []string{"COLUMNA", "BoX", "C0OMANDA", "BO₀X", "ȘTIRE", "0A", "A-B", "ŒUVRE", "S\u0326", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		w, err := ParseWord(s)
		if err != nil {
			wantCoded(t, s, err, true)
			return
		}
		if len(w) == 0 || len(w) > Size {
			t.Fatalf("%q → %q: length %d", s, w, len(w))
		}
		for i := 0; i < len(w); i++ {
			if c := w[i]; (c < 'A' || c > 'Z') && (c < 'a' || c > 'z') {
				t.Fatalf("%q → %q: byte %q", s, w, c)
			}
		}
		if again, err := ParseWord(w); err != nil || again != w {
			t.Fatalf("%q → %q → %q, %v", s, w, again, err)
		}
	})
}

// FuzzParsePlay round-trips moves through ParsePlay and FormatPlay and checks
// every parsed move on an empty board and on a played position: Check returns
// a move or a coded refusal, never panics.
func FuzzParsePlay(f *testing.F) {
	for _, s := range []string{"H8 COLUMNA", "I7 VAH", "8H C0OLUMNA", "A1 CAMERATA", "H12 COLUMNA", "G14 L", "H8", "O15 ZZ"} {
		f.Add(s)
	}
	rules := fuzzRules(f)
	var boards [2]Board
	boards[1] = position(f, rules[0], setupVah...)
	f.Fuzz(func(t *testing.T, s string) {
		for _, rs := range rules {
			p, err := rs.ParsePlay(s)
			if err != nil {
				wantCoded(t, s, err, true)
				continue
			}
			out := rs.FormatPlay(p)
			if back, err := rs.ParsePlay(out); err != nil || back != p {
				t.Fatalf("%s %q → %+v → %q → %+v, %v", rs.Name, s, p, out, back, err)
			}
			for i := range boards {
				m, err := Check(rs, nil, &boards[i], nil, p)
				if err != nil {
					wantCoded(t, s, err, false)
					continue
				}
				if len(m.Placed) == 0 || !strings.EqualFold(m.Word, p.Word) || len(m.Words) == 0 {
					t.Fatalf("%s %q: move %+v", rs.Name, s, m)
				}
			}
		}
	})
}

func FuzzReadBoard(f *testing.F) {
	f.Add(sampleBoard)
	f.Add(strings.ReplaceAll(sampleBoard, "\n", "\r\n"))
	f.Add("")
	f.Add(strings.Repeat("...............\n", 14) + "..............#\n")
	f.Fuzz(func(t *testing.T, s string) {
		b, err := ReadBoard(strings.NewReader(s))
		if err != nil {
			return
		}
		if back, err := ReadBoard(strings.NewReader(b.String())); err != nil || back != b {
			t.Fatalf("%q → board → %q → %v", s, b.String(), err)
		}
	})
}

// FuzzReadRuleSet reads arbitrary bytes as a rule set: an error or a set
// whose tables agree with its letters, never a panic.
func FuzzReadRuleSet(f *testing.F) {
	f.Add(`{"name":"x","language":"ro","labelling":"letter-rows","letters":[{"letter":"A","count":7,"value":1}],"rack_size":7,"draw_minimums":[{"from_round":1}]}`)
	f.Add(`{"letters":[{"letter":"A","count":-1}]}`)
	f.Add(`{}`)
	f.Fuzz(func(t *testing.T, s string) {
		rs, err := ReadRuleSet(strings.NewReader(s))
		if err != nil {
			return
		}
		for _, l := range rs.Letters {
			if rs.Count(l.Letter[0]) != l.Count || rs.Value(Tile(l.Letter[0])) != l.Value {
				t.Fatalf("%q: letter %s tables disagree", s, l.Letter)
			}
		}
	})
}
