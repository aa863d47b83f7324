package problem

import (
	"errors"
	"strings"
	"testing"
	"time"

	"arbiter/scoring"
)

// TestReadHandIns reads a room's solutions as JSON and as CSV, and names
// the entry at fault in a careless file.
func TestReadHandIns(t *testing.T) {
	sheet := `{"solutions": [{"position": "G2", "word": "DEPUNERi"}]}`
	csvSheet := `"{""solutions"": [{""position"": ""G2"", ""word"": ""DEPUNERi""}]}"`
	for _, tt := range []struct {
		name, text string
		tables     []int
		times      []time.Duration
		err        string
	}{
		{name: "JSON", text: `{"entries": [{"table": 3, "handed_in": "52m10s", "sheet": ` + sheet + `}, {"table": 1, "handed_in": "1:05", "sheet": ` + sheet + `}]}`,
			tables: []int{3, 1}, times: []time.Duration{52*time.Minute + 10*time.Second, time.Minute + 5*time.Second}},
		{name: "CSV", text: "table,handed_in,sheet\n2,40:00," + csvSheet + "\n",
			tables: []int{2}, times: []time.Duration{40 * time.Minute}},
		{name: "CRLines", text: "table,handed_in,sheet\r2,40:00," + csvSheet + "\r3,41:00," + csvSheet + "\r",
			tables: []int{2, 3}, times: []time.Duration{40 * time.Minute, 41 * time.Minute}},
		{name: "BOM", text: "\uFEFFtable,handed_in,sheet\n2,40:00," + csvSheet + "\n",
			tables: []int{2}, times: []time.Duration{40 * time.Minute}},
		{name: "Twice", text: "table,handed_in,sheet\n2,40:00," + csvSheet + "\n2,41:00," + csvSheet + "\n", err: "line 3.table: table 2 hands in twice"},
		{name: "BadTime", text: `{"entries": [{"table": 3, "handed_in": "soon", "sheet": {}}]}`, err: "entries[0].handed_in"},
		{name: "Seconds60", text: `{"entries": [{"table": 3, "handed_in": "5:60", "sheet": {}}]}`, err: "entries[0].handed_in"},
		{name: "NoTable", text: `{"entries": [{"handed_in": "5:00", "sheet": {}}]}`, err: "entries[0].table: missing"},
		{name: "TableZero", text: `{"entries": [{"table": 0, "handed_in": "5:00", "sheet": {}}]}`, err: "not a table number"},
		{name: "NoSheet", text: `{"entries": [{"table": 2, "handed_in": "5:00"}]}`, err: "entries[0].sheet: missing"},
		{name: "SheetNotJSON", text: "table,handed_in,sheet\n2,40:00,{oops\n", err: "line 2.sheet: not JSON"},
		{name: "Heading", text: "tab,time,sheet\n2,40:00,{}\n", err: "the heading is table,handed_in,sheet"},
		{name: "Empty", text: `{"entries": []}`, err: "no solution"},
		{name: "Unknown", text: `{"entries": [], "extra": 1}`, err: "unknown field"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ReadHandIns(strings.NewReader(tt.text))
			if tt.err != "" {
				if _, ok := errors.AsType[*SheetError](err); !ok || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want a SheetError %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for i, h := range got {
				if h.Table != tt.tables[i] || h.HandedIn != tt.times[i] || !strings.Contains(string(h.Sheet), "DEPUNERi") {
					t.Errorf("entry %d: %+v", i, h)
				}
			}
		})
	}
}

// FuzzReadHandIns: any file is read or refused with a SheetError, never a
// panic, and what is read has tables and sheets.
func FuzzReadHandIns(f *testing.F) {
	f.Add(`{"entries": [{"table": 3, "handed_in": "52m10s", "sheet": {"solutions": []}}]}`)
	f.Add("table,handed_in,sheet\n2,40:00,{}\n")
	f.Add("table,handed_in,sheet\n2,99999:59,\"{}\"\n")
	f.Fuzz(func(t *testing.T, text string) {
		got, err := ReadHandIns(strings.NewReader(text))
		if err != nil {
			if _, ok := errors.AsType[*SheetError](err); !ok {
				t.Fatalf("%T: %v", err, err)
			}
			return
		}
		for _, h := range got {
			if h.Table < 1 || h.HandedIn < 0 || len(h.Sheet) == 0 {
				t.Fatalf("%+v", h)
			}
		}
	})
}

// TestReadAnswer reads a solution with the problem's letters (RULES §9):
// left out, they are the problem's; given, they must be.
func TestReadAnswer(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	st := Statement{Kind: NScrabble, Groups: []string{"ACLMNOU", "AHLMUVX"}, Imposed: true, Minutes: 60}
	moves := `"moves": [{"group": 1, "position": "H8", "word": "COLUMNA", "score": 78}]`
	s, err := ReadAnswer(rs, &st, strings.NewReader(`{`+moves+`}`))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Groups) != 2 || !s.Imposed || len(s.Moves) != 1 {
		t.Errorf("sheet %+v", s)
	}
	for _, tt := range []struct{ text, err string }{
		{`{"groups": {"1": "ACLMNOU", "2": "AHLMUVX"}, "order": "imposed", ` + moves + `}`, ""},
		{`{"groups": {"1": "ACLMNOU", "2": "AHLMUVZ"}, ` + moves + `}`, "groups: not the problem's"},
		{`{"order": "free", ` + moves + `}`, "order: not the problem's"},
		{`{"rounds": [], ` + moves + `}`, "no rounds"},
		{`[1, 2]`, "not a solution in JSON"},
		{`null`, "not a solution in JSON"},
	} {
		_, err := ReadAnswer(rs, &st, strings.NewReader(tt.text))
		if (err == nil) != (tt.err == "") || (err != nil && !strings.Contains(err.Error(), tt.err)) {
			t.Errorf("%s: %v, want %q", tt.text, err, tt.err)
		}
	}
}

// FuzzReadAnswer: any solution of an N-Scrabble problem, classic or of
// the consonant variant, is read or refused with a SheetError, and what is
// read has the problem's groups (as announced) and variant.
func FuzzReadAnswer(f *testing.F) {
	rs, _ := scoring.Builtin("ro")
	var problems []Statement
	var bases []Sheet
	for _, consonants := range []bool{false, true} {
		st := Statement{Kind: NScrabble, Groups: []string{"ACLMNOU", "AHLMUVX"}, Consonants: consonants, Minutes: 60}
		base, err := st.Sheet(rs)
		if err != nil {
			f.Fatal(err)
		}
		problems, bases = append(problems, st), append(bases, base)
	}
	f.Add(`{"moves": [{"group": 1, "position": "H8", "word": "COLUMNA", "score": 78}]}`)
	f.Add(`{"groups": {"1": "ACLMNOU", "2": "AHLMUVX"}, "moves": []}`)
	f.Add(`{"announced": "consonants", "groups": {"1": "CLMN", "2": "HLMVX"}, "moves": []}`)
	f.Fuzz(func(t *testing.T, text string) {
		for i := range problems {
			s, err := ReadAnswer(rs, &problems[i], strings.NewReader(text))
			if err != nil {
				if _, ok := errors.AsType[*SheetError](err); !ok {
					t.Fatalf("%T: %v", err, err)
				}
				continue
			}
			if !sameField("groups", &s, &bases[i]) || s.Imposed || s.Consonants != problems[i].Consonants {
				t.Fatalf("read %+v", s)
			}
		}
	})
}

// TestMinutes works the times of RULES §9.3–§9.9.
func TestMinutes(t *testing.T) {
	for _, tt := range []struct {
		kind        Kind
		n           int
		def, lo, hi int
	}{
		{Partial, 21, 60, 60, 60}, {Partial, 25, 60, 60, 60}, {Partial, 26, 75, 75, 75}, {Partial, 35, 90, 90, 90},
		{Sir, 31, 60, 60, 60}, {Sir, 40, 75, 75, 75}, {Sir, 41, 90, 90, 90},
		{Maxime, 0, 60, 60, 60}, {NScrabble, 0, 60, 60, 60}, {Superscrabble, 0, 60, 60, 90}, {Incomplet, 0, 90, 90, 120},
		{Integral, 0, 120, 60, 120},
	} {
		def, lo, hi := Minutes(tt.kind, tt.n)
		if def != tt.def || lo != tt.lo || hi != tt.hi {
			t.Errorf("%s, %d letters: %d (%d–%d), want %d (%d–%d)", tt.kind, tt.n, def, lo, hi, tt.def, tt.lo, tt.hi)
		}
	}
}

// TestFormatHandedIn writes a time as minutes and seconds, rounded to the
// second, and reads it back.
func TestFormatHandedIn(t *testing.T) {
	for _, tt := range []struct {
		d    time.Duration
		want string
	}{
		{0, "0:00"}, {9 * time.Second, "0:09"}, {52*time.Minute + 10*time.Second, "52:10"},
		{65*time.Minute + 400*time.Millisecond, "65:00"}, {59*time.Second + 600*time.Millisecond, "1:00"},
	} {
		got := FormatHandedIn(tt.d)
		if got != tt.want {
			t.Errorf("FormatHandedIn(%v) = %q, want %q", tt.d, got, tt.want)
		}
		if back, err := ParseHandedIn(got); err != nil || back != tt.d.Round(time.Second) {
			t.Errorf("ParseHandedIn(%q) = %v, %v, want %v", got, back, err, tt.d.Round(time.Second))
		}
	}
}
