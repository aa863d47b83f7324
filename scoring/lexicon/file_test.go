package lexicon_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/scoring/lexicon"
)

// encode returns g's compiled file.
func encode(tb testing.TB, g *lexicon.Graph) []byte {
	tb.Helper()
	var b bytes.Buffer
	n, err := g.WriteTo(&b)
	if err != nil {
		tb.Fatalf("WriteTo: %v", err)
	}
	if n != int64(b.Len()) {
		tb.Fatalf("WriteTo returned %d, wrote %d bytes", n, b.Len())
	}
	return b.Bytes()
}

// resum returns file with its checksum recomputed, as a forger would.
func resum(file []byte) []byte {
	out := bytes.Clone(file)
	body := out[:len(out)-4]
	binary.LittleEndian.PutUint32(out[len(out)-4:], crc32.Checksum(body, crc32.MakeTable(crc32.Castagnoli)))
	return out
}

func TestWriteRead_RoundTrip(t *testing.T) {
	compiled, _, err := lexicon.Compile(bytes.NewReader(readFile(t, "tiny.txt")), builtin(t, "it"))
	if err != nil {
		t.Fatal(err)
	}
	for name, g := range map[string]*lexicon.Graph{
		"Compiled": compiled,
		"Built":    mustBuild(t, smallList),
		"Empty":    mustBuild(t, nil),
		"Zero":     {},
	} {
		t.Run(name, func(t *testing.T) {
			file := encode(t, g)
			got, err := lexicon.Read(bytes.NewReader(file))
			if err != nil {
				t.Fatalf("Read: %v", err)
			}
			if diff := cmp.Diff(paths(g, g.GaddagRoot()), paths(got, got.GaddagRoot())); diff != "" {
				t.Errorf("GADDAG paths (-written +read):\n%s", diff)
			}
			if diff := cmp.Diff(paths(g, g.DawgRoot()), paths(got, got.DawgRoot())); diff != "" {
				t.Errorf("DAWG paths (-written +read):\n%s", diff)
			}
			if got.Words() != g.Words() || got.Alphabet() != g.Alphabet() || got.Source() != g.Source() || got.Nodes() != g.Nodes() {
				t.Errorf("read %d words, %q, %x, %d nodes; wrote %d, %q, %x, %d",
					got.Words(), got.Alphabet(), got.Source(), got.Nodes(), g.Words(), g.Alphabet(), g.Source(), g.Nodes())
			}
			if again := encode(t, got); !bytes.Equal(again, file) {
				t.Error("writing the graph read back gives other bytes")
			}
		})
	}
}

func TestRead_Errors(t *testing.T) {
	file := encode(t, mustBuild(t, smallList))
	const arcs = 61 + 26 // offset of the first arc
	tests := []struct {
		name    string
		input   []byte
		want    string
		version bool
	}{
		{"Empty", nil, "lexicon: not a valid compiled word graph: header: the file is truncated", false},
		{"NotAGraph", []byte(strings.Repeat("AB\n", 40)), `lexicon: not a valid compiled word graph: the file does not start with "ARBGRAPH"`, false},
		{"TruncatedHeader", file[:30], "lexicon: not a valid compiled word graph: header: the file is truncated", false},
		{"TruncatedAlphabet", file[:70], "lexicon: not a valid compiled word graph: alphabet: the file is truncated", false},
		{"TruncatedArcs", file[:len(file)-9], "lexicon: not a valid compiled word graph: arcs: the file is truncated", false},
		{"TrailingData", append(bytes.Clone(file), 0), "lexicon: not a valid compiled word graph: more data after the checksum", false},
		{"Version", func() []byte { f := bytes.Clone(file); f[8] = 9; return f }(),
			"lexicon: not a valid compiled word graph: unsupported format version 9 (this program reads version 2): compile the list again", true},
		{"HugeArcCount", func() []byte { f := bytes.Clone(file); binary.LittleEndian.PutUint32(f[56:], 1<<30); return f }(),
			"lexicon: not a valid compiled word graph: arc count 1073741824 is outside 1 to 33554432", false},
		{"FlippedBit", func() []byte { f := bytes.Clone(file); f[arcs+9] ^= 4; return f }(), "checksum", false},
		{"ForwardChild", func() []byte {
			f := bytes.Clone(file)
			binary.LittleEndian.PutUint32(f[arcs+4:], 3<<27|uint32(len(file)))
			return resum(f)
		}(), "lexicon: not a valid compiled word graph: arc 1 points to", false},
		{"BadLetter", func() []byte { f := bytes.Clone(file); f[arcs+7] |= 0xf8; return resum(f) }(),
			"lexicon: not a valid compiled word graph: arc 1 has letter 31", false},
		{"BadRoot", func() []byte { f := bytes.Clone(file); binary.LittleEndian.PutUint32(f[48:], 1<<20); return resum(f) }(),
			"lexicon: not a valid compiled word graph: root 1048576 does not start a node", false},
		{"BadAlphabet", func() []byte { f := bytes.Clone(file); f[61] = 'a'; return resum(f) }(),
			`lexicon: not a valid compiled word graph: alphabet "aBCDEFGHIJKLMNOPQRSTUVWXYZ" is not increasing letters 'A'–'Z'`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := lexicon.Read(bytes.NewReader(tt.input))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Read() error:\ngot  %v\nwant %s", err, tt.want)
			}
			if !errors.Is(err, lexicon.ErrFormat) {
				t.Errorf("error %v does not wrap ErrFormat", err)
			}
			if got := errors.Is(err, lexicon.ErrVersion); got != tt.version {
				t.Errorf("errors.Is(err, ErrVersion) = %v, want %v", got, tt.version)
			}
		})
	}
}

// FuzzRead checks that arbitrary bytes give a graph or an error, never a
// panic, and that a graph that loads can be walked and written back as is.
func FuzzRead(f *testing.F) {
	file := encode(f, mustBuild(f, smallList))
	f.Add(file)
	f.Add(file[:len(file)/2])
	f.Add(encode(f, mustBuild(f, nil)))
	f.Add([]byte("ARBGRAPH"))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		checkRead(t, data)
		if len(data) >= 4 {
			checkRead(t, resum(data)) // past the checksum, to the structural checks
		}
	})
}

// checkRead reads data as a graph and, if it loads, walks it and writes it back.
func checkRead(t *testing.T, data []byte) {
	t.Helper()
	g, err := lexicon.Read(bytes.NewReader(data))
	if err != nil {
		if !errors.Is(err, lexicon.ErrFormat) {
			t.Fatalf("error %v does not wrap ErrFormat", err)
		}
		return
	}
	for n := lexicon.Node(0); int(n) < g.Size()/4; n++ {
		for l := byte(0); l <= lexicon.Separator; l++ {
			g.Child(n, l)
			g.Accepts(n, l)
		}
		g.Arcs(n)
	}
	g.Contains("COLUMNA")
	g.Anagrams(builtin(t, "ro"), rackOf("AB?"), 2)
	if again := encode(t, g); !bytes.Equal(again, data) {
		t.Fatalf("a graph read from %d bytes is written back as %d other bytes", len(data), len(again))
	}
}
