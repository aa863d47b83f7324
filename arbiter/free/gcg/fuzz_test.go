package gcg_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter/free/gcg"
)

// FuzzRoundTrip reads any bytes; what reads is written, read back to the
// same game (line numbers aside) and written again to the same bytes.
func FuzzRoundTrip(f *testing.F) {
	files, err := filepath.Glob("testdata/*.gcg")
	if err != nil {
		f.Fatal(err)
	}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("#player1 a\n>a: AB 8H AB +4 4\n>a: AB -- -4 0\n>a: (time) +-10 -10\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := gcg.Read(bytes.NewReader(data))
		if err != nil {
			return
		}
		var first bytes.Buffer
		if err := gcg.Write(&first, g); err != nil {
			t.Fatalf("Write() of a game read: %v", err)
		}
		back, err := gcg.Read(bytes.NewReader(first.Bytes()))
		if err != nil {
			t.Logf("input %q", data)
			t.Fatalf("Read(Write()): %v\n%s", err, first.String())
		}
		if diff := cmp.Diff(withoutLines(g), withoutLines(back)); diff != "" {
			t.Logf("input %q", data)
			t.Fatalf("read back (-want +got):\n%s", diff)
		}
		var second bytes.Buffer
		if err := gcg.Write(&second, back); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(first.Bytes(), second.Bytes()) {
			t.Fatalf("written twice:\n%s\nthen\n%s", first.String(), second.String())
		}
	})
}
