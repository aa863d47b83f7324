package lexicon

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"slices"

	"arbiter/internal/bounded"
	"arbiter/scoring"
)

// MinWordLen is the shortest word a compiled list keeps (RULES §3: a move
// forms words of two letters or more).
const MinWordLen = 2

// Stats counts what [Compile] did with the lines of a word list.
type Stats struct {
	Lines      int // non-blank lines read
	Words      int // distinct words kept
	Duplicates int // kept lines that repeat an earlier word once folded
	BadLength  int // lines skipped for fewer than MinWordLen or more than MaxWordLen letters
	BadLetters int // lines skipped for a character outside the rule set's alphabet
	// FirstBadLength and FirstBadLetters are the first line skipped for each
	// reason, as read ("" if none), so that a report can show an example.
	FirstBadLength, FirstBadLetters string
}

// maxLine is the longest line Compile reads; a longer one is not a word list.
const maxLine = 64 << 10

// MaxTextBytes is the most text [Compile] reads from a word list, after
// decompression: 64 MiB, three times the largest federation lists (about
// 20 MiB, 1.5 million words), which bounds the memory a compilation takes
// (about 1 GiB at the limit). A longer list, or a gzip file that inflates
// beyond it, is refused.
const MaxTextBytes = 64 << 20

// ErrNotWordList is the error, wrapped with details, that [Compile] returns
// for a file that is not a word list for the rule set: most of its lines
// skipped, no word at all, or more text than [MaxTextBytes].
var ErrNotWordList = errors.New("not a word list")

// Compile reads a word list, one word a line, plain or gzip-compressed
// (detected by its magic bytes), UTF-8, in any case and order, and returns its
// graph for rule set rs. Each line is trimmed and folded with
// [scoring.FoldWord]; a line is skipped, and counted in the [Stats], when it
// keeps a character outside rs's alphabet ([Alphabet]) or has fewer than
// [MinWordLen] or more than [MaxWordLen] letters. The graph records the
// alphabet and the SHA-256 of the bytes read (compressed or not), which
// [SourceHash] computes without compiling.
func Compile(r io.Reader, rs *scoring.RuleSet) (*Graph, Stats, error) {
	var st Stats
	hash := sha256.New()
	br := bufio.NewReaderSize(io.TeeReader(r, hash), 1<<16)
	var text io.Reader = br
	if magic, _ := br.Peek(2); bytes.Equal(magic, []byte{0x1f, 0x8b}) {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, st, fmt.Errorf("lexicon: word list: %w", err)
		}
		text = zr
	}
	alphabet := Alphabet(rs)
	var allowed [26]bool
	for i := 0; i < len(alphabet); i++ {
		allowed[alphabet[i]-'A'] = true
	}
	sc := bufio.NewScanner(bounded.NewReader(text, MaxTextBytes))
	sc.Buffer(make([]byte, 4096), maxLine)
	var words []string
	for sc.Scan() {
		line := bytes.TrimSpace(sc.Bytes())
		if st.Lines == 0 {
			line = bytes.TrimPrefix(line, []byte("\uFEFF"))
		}
		if len(line) == 0 {
			continue
		}
		st.Lines++
		word, ok := scoring.FoldWord(string(line))
		for i := 0; ok && i < len(word); i++ {
			ok = allowed[word[i]-'A']
		}
		switch {
		case !ok:
			st.BadLetters++
			if st.FirstBadLetters == "" {
				st.FirstBadLetters = string(line)
			}
		case len(word) < MinWordLen || len(word) > MaxWordLen:
			st.BadLength++
			if st.FirstBadLength == "" {
				st.FirstBadLength = string(line)
			}
		default:
			words = append(words, word)
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			err = fmt.Errorf("line %d is longer than %d bytes", st.Lines+1, maxLine)
		}
		if _, ok := errors.AsType[*bounded.TooLargeError](err); ok {
			err = fmt.Errorf("%w: more than %d MiB of text (a gzip file inflating that far?)", ErrNotWordList, MaxTextBytes>>20)
		}
		return nil, st, fmt.Errorf("lexicon: word list: %w", err)
	}
	if _, err := io.Copy(io.Discard, br); err != nil {
		return nil, st, fmt.Errorf("lexicon: word list: %w", err)
	}
	if err := checkSkipped(st, alphabet); err != nil {
		return nil, st, err
	}
	slices.Sort(words)
	words = slices.Compact(words)
	st.Words = len(words)
	st.Duplicates = st.Lines - st.BadLength - st.BadLetters - st.Words
	g, err := build(words)
	if err != nil {
		return nil, st, err
	}
	g.alphabet = alphabet
	copy(g.source[:], hash.Sum(nil))
	return g, st, nil
}

// checkSkipped refuses a list of which most lines were skipped, or no
// word kept: a PDF, a spreadsheet or a list for another language.
func checkSkipped(st Stats, alphabet string) error {
	skipped := st.BadLength + st.BadLetters
	if st.Lines == 0 {
		return fmt.Errorf("lexicon: word list: %w: it holds no line", ErrNotWordList)
	}
	if 2*skipped <= st.Lines {
		return nil
	}
	return fmt.Errorf("lexicon: word list: %w: %d of its %d lines skipped (%d of fewer than %d or more than %d letters%s, %d with a character outside %s%s)",
		ErrNotWordList, skipped, st.Lines, st.BadLength, MinWordLen, MaxWordLen, example(st.FirstBadLength),
		st.BadLetters, alphabet, example(st.FirstBadLetters))
}

// example shows a skipped line, shortened, or nothing.
func example(line string) string {
	if line == "" {
		return ""
	}
	if r := []rune(line); len(r) > 40 {
		line = string(r[:40]) + "…"
	}
	return fmt.Sprintf(", e.g. %q", line)
}

// SourceHash returns the SHA-256 of everything r yields: the key under which
// a compiled list is cached and the hash [Graph.Source] reports.
func SourceHash(r io.Reader) ([32]byte, error) {
	var sum [32]byte
	h := sha256.New()
	if _, err := io.Copy(h, r); err != nil {
		return sum, err
	}
	copy(sum[:], h.Sum(nil))
	return sum, nil
}

// Alphabet returns the letters a word of rs may use, in alphabetical order:
// the letters of its tiles and the letters its jokers may stand for.
func Alphabet(rs *scoring.RuleSet) string {
	var in [26]bool
	for _, l := range rs.Letters {
		if len(l.Letter) == 1 && l.Letter[0] >= 'A' && l.Letter[0] <= 'Z' {
			in[l.Letter[0]-'A'] = true
		}
	}
	for i := 0; i < len(rs.JokerLetters); i++ {
		if c := rs.JokerLetters[i]; c >= 'A' && c <= 'Z' {
			in[c-'A'] = true
		}
	}
	var b []byte
	for i, ok := range in {
		if ok {
			b = append(b, byte('A'+i))
		}
	}
	return string(b)
}
