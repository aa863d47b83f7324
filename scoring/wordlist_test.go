package scoring

import (
	"bytes"
	"compress/gzip"
	"strings"
	"testing"
)

func TestReadWordList(t *testing.T) {
	const text = "# comment\ncolumna\n\nȘTIRE\r\n  VAH  \nCOLUMNA\n"
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	if _, err := zw.Write([]byte(text)); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	for name, in := range map[string][]byte{"plain": []byte(text), "gzip": gz.Bytes()} {
		t.Run(name, func(t *testing.T) {
			wl, err := ReadWordList(bytes.NewReader(in))
			if err != nil {
				t.Fatal(err)
			}
			// COLUMNA twice (folded case), STIRE folded, VAH trimmed; comment and blank skipped.
			if wl.Len() != 3 {
				t.Errorf("Len() = %d, want 3", wl.Len())
			}
			for word, want := range map[string]bool{"COLUMNA": true, "STIRE": true, "VAH": true, "ȘTIRE": false, "columna": false, "# COMMENT": false} {
				if got := wl.Contains(word); got != want {
					t.Errorf("Contains(%q) = %v, want %v", word, got, want)
				}
			}
		})
	}
}

func TestReadWordList_errors(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"apostrophe", "CASA\nROCK'N\n", `word list: line 2: "ROCK'N" holds a character that is not a letter`},
		{"bad gzip", "\x1f\x8b\x00\x00", "word list: unexpected EOF"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadWordList(strings.NewReader(tt.in))
			if err == nil || err.Error() != tt.want {
				t.Errorf("ReadWordList() error:\ngot  %v\nwant %v", err, tt.want)
			}
		})
	}
}
