package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/mattn/go-isatty"
)

// isTerminal reports whether w is a terminal: tables are aligned and progress
// is drawn there, while a file or a pipe gets stable plain text.
func isTerminal(w io.Writer) bool {
	if _, ok := w.(*terminal); ok {
		return true
	}
	file, ok := w.(*os.File)
	return ok && (isatty.IsTerminal(file.Fd()) || isatty.IsCygwinTerminal(file.Fd()))
}

// progressBar redraws one status line on a terminal: a label, a bar and a
// percentage, as the bytes of a long read go through it.
type progressBar struct {
	r     io.Reader
	w     io.Writer
	label string
	total int64
	done  int64
	shown int // the percentage drawn last, -1 before the first
}

// newProgressBar returns a reader of r, total bytes long, that draws its
// progress on w under label.
func newProgressBar(r io.Reader, total int64, w io.Writer, label string) *progressBar {
	return &progressBar{r: r, w: w, label: label, total: max(total, 1), shown: -1}
}

// Read reads from the underlying reader and redraws the bar when the
// percentage changes.
func (p *progressBar) Read(b []byte) (int, error) {
	n, err := p.r.Read(b)
	p.done += int64(n)
	if pct := int(min(p.done*100/p.total, 100)); pct != p.shown {
		p.shown = pct
		const width = 30
		filled := pct * width / 100
		fmt.Fprintf(p.w, "\r%s [%s%s] %3d%%", p.label, strings.Repeat("#", filled), strings.Repeat(".", width-filled), pct)
	}
	return n, err
}

// finish replaces the bar by a closing line.
func (p *progressBar) finish(line string) {
	fmt.Fprintf(p.w, "\r\033[K%s\n", line)
}
