package reports_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/reports"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// readDawg reads the header of testdata/eliot/name, a dictionary built by
// Eliot's compdic.
func readDawg(tb testing.TB, name string) (reports.EliotDictionary, []byte) {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "eliot", name))
	if err != nil {
		tb.Fatal(err)
	}
	d, err := reports.ReadEliotDictionary(bytes.NewReader(data))
	if err != nil {
		tb.Fatalf("%s: %v", name, err)
	}
	return d, data
}

// TestEliotLetters: ro-mini.dawg was built by Eliot's compdic from the ro
// letters file [reports.EliotLettersFile] writes (golden) and 12 words, so
// its header holds exactly the letters of [reports.EliotDictionaryFor]
// (RULES §2: 22 letters with their points and tiles, K Q W Y a joker may
// stand for with none, the 2 jokers, vowels and consonants), the name
// and the word count.
func TestEliotLetters(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	want := reports.EliotDictionaryFor(rs, "ro mini", lexicon.Alphabet(rs), 12)
	var b bytes.Buffer
	if err := reports.EliotLettersFile(&b, want); err != nil {
		t.Fatal(err)
	}
	golden(t, filepath.Join("eliot", "ro-letters.txt"), b.Bytes())
	for _, line := range []string{"A 1 11 1 0\n", "K 0 0 0 1\n", "Z 10 1 0 1\n", "? 0 2 1 1\n"} {
		if !strings.Contains(b.String(), line) {
			t.Errorf("no line %q in the letters file:\n%s", line, &b)
		}
	}
	got, _ := readDawg(t, "ro-mini.dawg")
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("compdic's header (-ours +compdic's):\n%s", diff)
	}
	if err := got.CheckTiles(rs); err != nil {
		t.Errorf("the ro dictionary does not fit ro: %v", err)
	}
	it, _ := scoring.Builtin("it")
	err := got.CheckTiles(it)
	for _, diff := range []string{"B worth 9, not 5", "A 11 tiles, not 14"} {
		if err == nil || !strings.Contains(err.Error(), diff) {
			t.Errorf("the ro dictionary for it: %v, want it to say %q", err, diff)
		}
	}
}

// TestReadEliotDictionary_Display: ca-mini.dawg gives W the display string
// "L·L" (and the input "L.L"): Eliot shows, and writes in its save files,
// the display string.
func TestReadEliotDictionary_Display(t *testing.T) {
	d, _ := readDawg(t, "ca-mini.dawg")
	want := reports.EliotDictionary{Name: "català mini", Words: 3, Letters: []reports.EliotLetter{
		{Letter: "A", Points: 1, Count: 9, Vowel: true},
		{Letter: "B", Points: 3, Count: 2, Consonant: true},
		{Letter: "L", Points: 2, Count: 3, Consonant: true},
		{Letter: "W", Display: "L·L", Points: 10, Count: 1, Consonant: true},
		{Letter: "?", Count: 2, Vowel: true, Consonant: true},
	}}
	if diff := cmp.Diff(want, d); diff != "" {
		t.Errorf("header (-want +got):\n%s", diff)
	}
	var b bytes.Buffer
	if err := reports.EliotXML(&b, reports.EliotGame{Dictionary: d}); err != nil {
		t.Fatal(err)
	}
	if want := "<Letters>A B L L·L ?</Letters>"; !strings.Contains(b.String(), want) {
		t.Errorf("missing %s in\n%s", want, &b)
	}
}

// TestReadEliotDictionary_Refused: a file that is not an Eliot dictionary,
// a truncated one, Eliot's old format and headers whose sizes disagree are
// refused with ErrNotEliotDictionary and a reason.
func TestReadEliotDictionary_Refused(t *testing.T) {
	_, good := readDawg(t, "ro-mini.dawg")
	patch := func(off int, b ...byte) []byte {
		c := slices.Clone(good)
		copy(c[off:], b)
		return c
	}
	// ro-mini has no display strings: give it one of no letter.
	noLetter := patch(48+312+112, 0, 3)
	copy(noLetter[48+312:], "1|X")
	for _, tt := range []struct {
		name string
		data []byte
		why  string
	}{
		{"empty", nil, "no _COMPILED_DICTIONARY_ header"},
		{"a word list", []byte("ACASA\nCOLUMNA\n"), "no _COMPILED_DICTIONARY_ header"},
		{"cut in the extension", good[:200], "ends early, after 200 bytes"},
		{"cut in the display strings", good[:400], "ends early, in its display strings"},
		{"format 0", patch(22, 0), "format 0"},
		{"unknown algorithm", patch(48+44, 7), "unknown algorithm 7"},
		{"name size past its field", patch(48+76, 0, 0, 0, 31), "name take 31 bytes"},
		{"letters not UTF-8", patch(48+80, 0xff), "letters are not UTF-8"},
		{"letter count", patch(48+164, 0, 0, 0, 26), "27 letters"},
		{"display string of no letter", noLetter, "bad display string"},
	} {
		_, err := reports.ReadEliotDictionary(bytes.NewReader(tt.data))
		if !errors.Is(err, reports.ErrNotEliotDictionary) || !strings.Contains(err.Error(), tt.why) {
			t.Errorf("%s: %v, want %v saying %q", tt.name, err, reports.ErrNotEliotDictionary, tt.why)
		}
	}
}

// FuzzReadEliotDictionary: whatever the bytes, the header reader returns a
// dictionary or ErrNotEliotDictionary, never panics, and a dictionary it
// returns has at most 63 letters, each one character shown as something.
func FuzzReadEliotDictionary(f *testing.F) {
	for _, name := range []string{"ro-mini.dawg", "ca-mini.dawg"} {
		data, err := os.ReadFile(filepath.Join("testdata", "eliot", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
		f.Add(data[:474])
	}
	f.Add([]byte("_COMPILED_DICTIONARY_\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := reports.ReadEliotDictionary(bytes.NewReader(data))
		if err != nil {
			if !errors.Is(err, reports.ErrNotEliotDictionary) {
				t.Fatalf("error %v is not ErrNotEliotDictionary", err)
			}
			return
		}
		if len(d.Letters) > 63 {
			t.Fatalf("%d letters", len(d.Letters))
		}
		for _, l := range d.Letters {
			if len([]rune(l.Letter)) != 1 {
				t.Fatalf("letter %q", l.Letter)
			}
		}
	})
}

// TestEliotWordList: the word list for compdic is the graph's words, each
// once, in alphabetical order, whatever the order and case of the list
// compiled.
func TestEliotWordList(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	list := "vah\nCOLUMNA\nACASA\nAB\nabc\nCOLUMNAR\nab\nKIWI\n"
	g, _, err := lexicon.Compile(strings.NewReader(list), rs)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := reports.EliotWordList(&b, g); err != nil {
		t.Fatal(err)
	}
	want := "AB\nABC\nACASA\nCOLUMNA\nCOLUMNAR\nKIWI\nVAH\n"
	if b.String() != want {
		t.Errorf("word list\n%s\nwant\n%s", &b, want)
	}
	if n := strings.Count(want, "\n"); g.Words() != n {
		t.Errorf("the graph counts %d words, the list %d", g.Words(), n)
	}
}
