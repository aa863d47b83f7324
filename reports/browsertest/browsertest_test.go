package browsertest

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"
)

// pngOf encodes a w × h picture of bg with n pixels of another colour.
func pngOf(t *testing.T, w, h, n int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := range w * h {
		c := color.RGBA{11, 26, 42, 255}
		if i < n {
			c = color.RGBA{255, 213, 79, 255}
		}
		img.Set(i%w, i/w, c)
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestCoverage checks the blank-picture measure on known pictures.
func TestCoverage(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want float64
	}{{0, 0}, {25, 0.25}, {70, 0.30}} {
		got, err := Coverage(pngOf(t, 10, 10, tc.n))
		if err != nil || got != tc.want {
			t.Errorf("%d of 100 pixels drawn: Coverage = %v, %v; want %v", tc.n, got, err, tc.want)
		}
	}
	if _, err := Coverage([]byte("not a png")); err == nil {
		t.Error("Coverage accepted bytes that are not a PNG")
	}
}
