package bounded

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
)

// zeros is an endless input, as /dev/zero.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// TestRead reads inputs within, at and past their bound, and an endless
// one, with ReadAll and through NewReader: within the bound every byte,
// past it a *TooLargeError (NewReader having given the bound's bytes).
func TestRead(t *testing.T) {
	for _, tt := range []struct {
		name  string
		input func() io.Reader
		limit int64
		want  int
		err   string
	}{
		{"Within", func() io.Reader { return strings.NewReader("ab") }, 3, 2, ""},
		{"At", func() io.Reader { return strings.NewReader("abc") }, 3, 3, ""},
		{"Empty", func() io.Reader { return strings.NewReader("") }, 3, 0, ""},
		{"Over", func() io.Reader { return strings.NewReader("abcd") }, 3, 3, "larger than 3 bytes"},
		{"Endless", func() io.Reader { return zeros{} }, 1 << 20, 1 << 20, "larger than 1 MiB"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			all, err := ReadAll(tt.input(), tt.limit)
			streamed, serr := io.ReadAll(NewReader(tt.input(), tt.limit))
			for _, e := range []error{err, serr} {
				if got := fmt.Sprint(e); tt.err == "" && e != nil || tt.err != "" && got != tt.err {
					t.Errorf("error %v, want %q", e, tt.err)
				}
				if _, ok := errors.AsType[*TooLargeError](e); e != nil && !ok {
					t.Errorf("error %T, want a *TooLargeError", e)
				}
			}
			if tt.err == "" && len(all) != tt.want || len(streamed) != tt.want {
				t.Errorf("ReadAll gave %d bytes, NewReader %d; want %d", len(all), len(streamed), tt.want)
			}
		})
	}
}

// TestLines reads CR, CR LF and LF line ends as LF, a CR at the very end
// too, and the text between them as it is.
func TestLines(t *testing.T) {
	for in, want := range map[string]string{
		"a\rb\r": "a\nb\n", "a\r\nb\r\n": "a\nb\n", "a\nb": "a\nb", "\r\r": "\n\n", "": "", "a\r": "a\n",
	} {
		got, err := io.ReadAll(Lines(strings.NewReader(in)))
		if err != nil || string(got) != want {
			t.Errorf("Lines(%q) read %q, %v; want %q", in, got, err, want)
		}
	}
}
