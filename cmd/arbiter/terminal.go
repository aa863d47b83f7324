package main

import (
	"io"
	"strings"
)

// terminal writes to a terminal what the commands print, with every control
// character but newline, tab and carriage return shown as U+FFFD: a name
// recorded with an escape sequence (ESC or the single-character CSI U+009B)
// or a bidirectional override must not move the cursor, clear the screen,
// retitle the window or reorder what the referee reads. The recorded text is
// unchanged; files and pipes get it as it is.
type terminal struct{ w io.Writer }

// unprintables are replaced on a terminal: C0 controls (newline, tab and
// carriage return excepted), DEL, C1 controls and the bidirectional
// embeddings, overrides and isolates.
var unprintables = func() *strings.Replacer {
	var pairs []string
	add := func(r rune) { pairs = append(pairs, string(r), "\uFFFD") }
	for r := rune(0); r < 0x20; r++ {
		if r != '\n' && r != '\t' && r != '\r' {
			add(r)
		}
	}
	for r := rune(0x7F); r <= 0x9F; r++ {
		add(r)
	}
	for _, r := range "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069" {
		add(r)
	}
	return strings.NewReplacer(pairs...)
}()

// Write writes p with its unprintable characters replaced; it reports p
// written whole when the replaced text is.
func (t *terminal) Write(p []byte) (int, error) {
	if _, err := io.WriteString(t.w, unprintables.Replace(string(p))); err != nil {
		return 0, err
	}
	return len(p), nil
}
