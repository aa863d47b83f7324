package main

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// TestProgressBar reads through a bar: the bytes pass unchanged, the bar is
// drawn once per percentage step and ends full.
func TestProgressBar(t *testing.T) {
	data := bytes.Repeat([]byte("COLUMNA\n"), 500)
	var screen bytes.Buffer
	bar := newProgressBar(bytes.NewReader(data), int64(len(data)), &screen, "compiling")
	var got bytes.Buffer
	chunk := make([]byte, 40)
	for {
		n, err := bar.Read(chunk)
		got.Write(chunk[:n])
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(got.Bytes(), data) {
		t.Fatalf("read %d bytes, want the %d given", got.Len(), len(data))
	}
	bar.finish("compiling... 1 word")
	draws := strings.Split(screen.String(), "\r")
	if first := draws[1]; first != "compiling [..............................]   0%" && first != "compiling [..............................]   1%" {
		t.Errorf("first draw %q", first)
	}
	if last := draws[len(draws)-2]; last != "compiling [##############################] 100%" {
		t.Errorf("last draw %q, want a full bar", last)
	}
	if end := draws[len(draws)-1]; end != "\033[Kcompiling... 1 word\n" {
		t.Errorf("closing line %q", end)
	}
	if n := len(draws) - 2; n > 101 {
		t.Errorf("%d draws for 100 steps", n)
	}
}
