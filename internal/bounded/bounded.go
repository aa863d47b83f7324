// Package bounded reads a user's input up to a stated number of bytes, so
// that a file too large for what it claims to be (a players list the size
// of a disk, /dev/zero, a gzip bomb) ends in a clear error instead of
// taking the machine's memory; and reads a text file as an editor or a
// spreadsheet may have saved it (a byte-order mark, CR line ends).
//
// Each reader of a user's file states its bound beside its doc (for
// example [arbiter/arbiter/csvimport.MaxFileBytes]) and reads through
// [NewReader] or [ReadAll]: past the bound, the read fails with a
// *[TooLargeError].
package bounded

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
)

// TooLargeError is the error of a read past the bound: the input holds more
// than Limit bytes.
type TooLargeError struct{ Limit int64 }

// Error says the bound, in MiB when it is a whole number of them.
func (e *TooLargeError) Error() string {
	if e.Limit >= 1<<20 && e.Limit%(1<<20) == 0 {
		return fmt.Sprintf("larger than %d MiB", e.Limit>>20)
	}
	return fmt.Sprintf("larger than %d bytes", e.Limit)
}

// NewReader returns a reader of r that gives at most limit bytes: once it
// has given them, a read fails with a *[TooLargeError] if r holds more, and
// ends with io.EOF if not.
func NewReader(r io.Reader, limit int64) io.Reader { return &reader{r: r, left: limit, limit: limit} }

type reader struct {
	r           io.Reader
	left, limit int64
}

func (b *reader) Read(p []byte) (int, error) {
	if b.left <= 0 {
		var one [1]byte
		for {
			n, err := b.r.Read(one[:])
			switch {
			case n > 0:
				return 0, &TooLargeError{b.limit}
			case err != nil:
				return 0, err
			}
		}
	}
	if int64(len(p)) > b.left {
		p = p[:b.left]
	}
	n, err := b.r.Read(p)
	b.left -= int64(n)
	return n, err
}

// ReadAll reads r to its end and returns its bytes, or a *[TooLargeError]
// when it holds more than limit; it never holds more than limit + 1 bytes
// of it.
func ReadAll(r io.Reader, limit int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, &TooLargeError{limit}
	}
	return data, nil
}

// ReadText is [ReadAll] of a text file: without the UTF-8 byte-order mark
// an editor or a spreadsheet may write at its start.
func ReadText(r io.Reader, limit int64) ([]byte, error) {
	data, err := ReadAll(r, limit)
	return bytes.TrimPrefix(data, []byte("\uFEFF")), err
}

// Lines returns a reader of the text r with the old Mac's line ends, a
// CR alone, made new lines, which a CSV reader would take for one long
// line; CR LF reads as LF, as a CSV reader reads it.
func Lines(r io.Reader) io.Reader { return &lineEnds{r: bufio.NewReader(r)} }

type lineEnds struct{ r *bufio.Reader }

func (l *lineEnds) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		b, err := l.r.ReadByte()
		if err != nil {
			if n > 0 {
				return n, nil
			}
			return 0, err
		}
		if b == '\r' {
			if next, err := l.r.Peek(1); err == nil && next[0] == '\n' {
				continue
			}
			b = '\n'
		}
		p[n] = b
		n++
		if l.r.Buffered() == 0 {
			break
		}
	}
	return n, nil
}
