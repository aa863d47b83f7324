package lists_test

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"testing"

	"arbiter/scoring/lexicon/lists"
)

func TestDefault(t *testing.T) {
	tests := []struct {
		name, file, first string
		ok                bool
	}{
		{"ro", "ro-rospell.txt.gz", "AALENIAN", true},
		{"it", "it-hunspell.txt.gz", "AB", true},
		{"en", "", "", false},
		{"fr", "", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data, file, ok := lists.Default(tt.name)
			if ok != tt.ok || file != tt.file {
				t.Fatalf("Default(%s) = %d bytes, %q, %v; want %q, %v", tt.name, len(data), file, ok, tt.file, tt.ok)
			}
			if !ok {
				return
			}
			zr, err := gzip.NewReader(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			sc := bufio.NewScanner(zr)
			if !sc.Scan() || sc.Text() != tt.first {
				t.Errorf("first word %q, want %q", sc.Text(), tt.first)
			}
		})
	}
}
