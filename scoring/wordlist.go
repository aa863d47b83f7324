package scoring

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"io"
	"strings"
)

// WordList is a [Lexicon] held as a set of words: simple, and slow to build
// for a large list compared with a compiled word graph.
type WordList struct {
	words map[string]struct{}
}

var _ Lexicon = WordList{}

// ReadWordList reads a word list, one word per line, plain text or gzip
// (detected by its magic bytes). Words are folded ([FoldWord]); blank lines
// and lines starting with # are skipped. The error names the first line holding something other than
// letters.
func ReadWordList(r io.Reader) (WordList, error) {
	br := bufio.NewReader(r)
	if magic, err := br.Peek(2); err == nil && magic[0] == 0x1f && magic[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return WordList{}, fmt.Errorf("word list: %w", err)
		}
		defer zr.Close()
		br = bufio.NewReader(zr)
	}
	wl := WordList{words: make(map[string]struct{})}
	sc := bufio.NewScanner(br)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' {
			continue
		}
		word, ok := FoldWord(text)
		if !ok {
			return WordList{}, fmt.Errorf("word list: line %d: %q holds a character that is not a letter", line, text)
		}
		wl.words[word] = struct{}{}
	}
	if err := sc.Err(); err != nil {
		return WordList{}, fmt.Errorf("word list: %w", err)
	}
	return wl, nil
}

// Contains reports whether word (upper case 'A'–'Z') is in the list.
func (wl WordList) Contains(word string) bool {
	_, ok := wl.words[word]
	return ok
}

// Len returns the number of distinct words in the list.
func (wl WordList) Len() int { return len(wl.words) }
