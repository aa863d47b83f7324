package lexicon_test

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// builtin returns a built-in rule set or fails the test.
func builtin(tb testing.TB, name string) *scoring.RuleSet {
	tb.Helper()
	rs, ok := scoring.Builtin(name)
	if !ok {
		tb.Fatalf("no built-in rule set %q", name)
	}
	return rs
}

// readFile returns a file under testdata or fails the test.
func readFile(tb testing.TB, name string) []byte {
	tb.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		tb.Fatal(err)
	}
	return data
}

// gzipped returns data gzip-compressed.
func gzipped(tb testing.TB, data []byte) []byte {
	tb.Helper()
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	if _, err := zw.Write(data); err != nil {
		tb.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		tb.Fatal(err)
	}
	return b.Bytes()
}

func TestCompile(t *testing.T) {
	tiny := readFile(t, "tiny.txt")
	tests := []struct {
		name      string
		rules     string
		input     []byte
		wantStats lexicon.Stats
		wantWords []string
		notWords  []string
	}{
		{
			name: "RoPlain", rules: "ro", input: tiny,
			wantStats: lexicon.Stats{Lines: 18, Words: 13, Duplicates: 2, BadLength: 2, BadLetters: 1,
				FirstBadLength: "A", FirstBadLetters: "A-B"},
			wantWords: []string{"COLUMNA", "SAH", "LUNA", "JUDO", "INVATA", "VAH", "OL", "CAL", "CALE", "CAI", "LAC", "MAC", "MOALE"},
			notWords:  []string{"A", "ABCDEFGHIJKLMNOPQ", "AB", "COLUMN"},
		},
		{
			name: "RoGzip", rules: "ro", input: gzipped(t, tiny),
			wantStats: lexicon.Stats{Lines: 18, Words: 13, Duplicates: 2, BadLength: 2, BadLetters: 1,
				FirstBadLength: "A", FirstBadLetters: "A-B"},
			wantWords: []string{"COLUMNA", "SAH", "INVATA"},
		},
		{
			name: "ItAlphabet", rules: "it", input: tiny,
			wantStats: lexicon.Stats{Lines: 18, Words: 12, Duplicates: 2, BadLength: 1, BadLetters: 3,
				FirstBadLength: "A", FirstBadLetters: "ABCDEFGHIJKLMNOPQ"},
			wantWords: []string{"COLUMNA", "MOALE"},
			notWords:  []string{"JUDO"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs := builtin(t, tt.rules)
			g, st, err := lexicon.Compile(bytes.NewReader(tt.input), rs)
			if err != nil {
				t.Fatalf("Compile: %v", err)
			}
			if diff := cmp.Diff(tt.wantStats, st); diff != "" {
				t.Errorf("Stats (-want +got):\n%s", diff)
			}
			for _, w := range tt.wantWords {
				if !g.Contains(w) {
					t.Errorf("Contains(%q) = false, want true", w)
				}
			}
			for _, w := range tt.notWords {
				if g.Contains(w) {
					t.Errorf("Contains(%q) = true, want false", w)
				}
			}
			if got, want := g.Words(), tt.wantStats.Words; got != want {
				t.Errorf("Words() = %d, want %d", got, want)
			}
			if got, want := g.Alphabet(), lexicon.Alphabet(rs); got != want {
				t.Errorf("Alphabet() = %q, want %q", got, want)
			}
			if got, want := g.Source(), sha256.Sum256(tt.input); got != want {
				t.Errorf("Source() = %x, want %x", got, want)
			}
			hash, err := lexicon.SourceHash(bytes.NewReader(tt.input))
			if err != nil || hash != g.Source() {
				t.Errorf("SourceHash() = %x, %v, want %x", hash, err, g.Source())
			}
		})
	}
}

func TestCompile_SameGraphAsBuild(t *testing.T) {
	words := []string{"COLUMNA", "SAH", "LUNA", "JUDO", "INVATA", "VAH", "OL", "CAL", "CALE", "CAI", "LAC", "MAC", "MOALE"}
	g, _, err := lexicon.Compile(bytes.NewReader(readFile(t, "tiny.txt")), builtin(t, "ro"))
	if err != nil {
		t.Fatal(err)
	}
	want := mustBuild(t, words)
	if diff := cmp.Diff(paths(want, want.GaddagRoot()), paths(g, g.GaddagRoot())); diff != "" {
		t.Errorf("GADDAG paths (-Build +Compile):\n%s", diff)
	}
	if got, want := g.Nodes(), want.Nodes(); got != want {
		t.Errorf("Nodes() = %d, want %d", got, want)
	}
}

func TestCompile_Errors(t *testing.T) {
	tests := []struct {
		name  string
		input []byte
		want  string
	}{
		{"BadGzip", []byte{0x1f, 0x8b, 1, 2}, "lexicon: word list: unexpected EOF"},
		{"TruncatedGzip", gzipped(t, []byte("ABAC\nCABLE\n"))[:20], "lexicon: word list: unexpected EOF"},
		{"LongLine", []byte("AB\n" + strings.Repeat("A", 70000) + "\n"), "lexicon: word list: line 2 is longer than 65536 bytes"},
		{"Empty", nil, "lexicon: word list: not a word list: it holds no line"},
		{"Blank", []byte("\n \n\t\n"), "lexicon: word list: not a word list: it holds no line"},
		// A PDF (a ranking sheet given as --lexicon): a few short tokens
		// fold to words, most lines do not.
		{"PDF", []byte("%PDF-1.3\n3 0 obj\n<</Type /Page\n/Parent 1 0 R\n>>\nendobj\nstream\nx\x9c\xad\x93\n\xb1\x0e\x82\n0\x10\x86\nendstream\nxref\n0000000000 65535 f\ntrailer\n%%EOF\n"),
			`lexicon: word list: not a word list: 10 of its 15 lines skipped (0 of fewer than 2 or more than 15 letters, 10 with a character outside ABCDEFGHIJKLMNOPQRSTUVWXYZ, e.g. "%PDF-1.3")`},
		{"MostlyTooLong", []byte("AB\nABCDEFGHIJKLMNOPQRST\nABCDEFGHIJKLMNOPQRSTU\n"),
			`lexicon: word list: not a word list: 2 of its 3 lines skipped (2 of fewer than 2 or more than 15 letters, e.g. "ABCDEFGHIJKLMNOPQRST", 0 with a character outside ABCDEFGHIJKLMNOPQRSTUVWXYZ)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := lexicon.Compile(bytes.NewReader(tt.input), builtin(t, "ro"))
			if err == nil || err.Error() != tt.want {
				t.Errorf("Compile() error:\ngot  %v\nwant %s", err, tt.want)
			}
		})
	}
}

// TestCompile_GzipBomb: a small gzip file that inflates far beyond
// MaxTextBytes is refused once MaxTextBytes of text are read, not read to
// its end.
func TestCompile_GzipBomb(t *testing.T) {
	if testing.Short() {
		t.Skip("inflates 64 MiB: skipped with -short")
	}
	var b bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	line := []byte(strings.Repeat("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 4) + "\n")
	for written := 0; written <= lexicon.MaxTextBytes+len(line); written += len(line) {
		zw.Write(line)
	}
	zw.Close()
	_, _, err := lexicon.Compile(&b, builtin(t, "ro"))
	if !errors.Is(err, lexicon.ErrNotWordList) || !strings.Contains(err.Error(), "more than 64 MiB of text") {
		t.Errorf("Compile of a gzip inflating beyond 64 MiB: %v", err)
	}
}

func TestAlphabet(t *testing.T) {
	tests := map[string]string{
		"ro": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
		"it": "ABCDEFGHILMNOPQRSTUVZ",
		"en": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
	}
	for name, want := range tests {
		if got := lexicon.Alphabet(builtin(t, name)); got != want {
			t.Errorf("Alphabet(%s) = %q, want %q", name, got, want)
		}
	}
}
