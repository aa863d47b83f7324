package main

import (
	"bufio"
	"errors"
	"io"
)

// maxLine is the longest line a typed session reads: no slip comes near.
const maxLine = 64 << 10

// lineReader reads typed lines of any length, one at a time; a line longer
// than maxLine is skipped whole and reported, so that one pasted blob does
// not end the session and lose the lines after it.
type lineReader struct {
	r       *bufio.Reader
	text    string
	tooLong bool
	err     error
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, maxLine)}
}

// Scan reads the next line; false at the end of the input or on an error
// (see Err).
func (l *lineReader) Scan() bool {
	l.text, l.tooLong = "", false
	line, err := l.r.ReadSlice('\n')
	for errors.Is(err, bufio.ErrBufferFull) {
		l.tooLong = true
		_, err = l.r.ReadSlice('\n')
	}
	if err != nil && err != io.EOF {
		l.err = err
		return false
	}
	if err == io.EOF && len(line) == 0 && !l.tooLong {
		return false
	}
	if !l.tooLong {
		l.text = string(line)
	}
	return true
}

// Text is the line read, with its newline; "" for a line too long (see
// TooLong).
func (l *lineReader) Text() string { return l.text }

// TooLong reports whether the line read was longer than maxLine.
func (l *lineReader) TooLong() bool { return l.tooLong }

// Err is the error that ended the reading, nil at the end of the input.
func (l *lineReader) Err() error { return l.err }
