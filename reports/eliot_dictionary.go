package reports

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// EliotDictionary is what an Eliot save file says of the dictionary it was
// played with, and Eliot compares with the dictionary it has loaded before
// it replays the game: the name, the letters (the joker "?" among them, as
// Eliot shows them) and the number of words.
type EliotDictionary struct {
	Name    string
	Letters []EliotLetter
	Words   int
}

// EliotLetter is one letter of an Eliot dictionary, as its letters file
// (`compdic --letters`) gives it: the letter ("?" for the joker), what it
// shows as when that differs ("" otherwise), its points, its number of
// tiles, and whether it is a vowel, a consonant or both (a joker is both).
type EliotLetter struct {
	Letter, Display  string
	Points, Count    int
	Vowel, Consonant bool
}

// shown is the letter as Eliot shows it.
func (l EliotLetter) shown() string {
	if l.Display != "" {
		return l.Display
	}
	return l.Letter
}

// EliotDictionaryFor is the Eliot dictionary that matches rule set rs and a
// word list of words words: every letter a word of the list may hold
// (RULES §2), those with no tile of their own (a joker may stand for them)
// counted 0, in alphabetical order, then the joker. [EliotLettersFile]
// writes its letters as `compdic` reads them.
func EliotDictionaryFor(rs *scoring.RuleSet, name, alphabet string, words int) EliotDictionary {
	d := EliotDictionary{Name: name, Words: words}
	for _, c := range []byte(alphabet) {
		l := EliotLetter{Letter: string(c)}
		if c >= 'A' && c <= 'Z' {
			l.Points, l.Count = rs.Value(scoring.Tile(c)), rs.Count(c)
		}
		l.Vowel = strings.IndexByte(rs.Vowels, c) >= 0 || strings.IndexByte(rs.Either, c) >= 0
		l.Consonant = strings.IndexByte(rs.Vowels, c) < 0 || strings.IndexByte(rs.Either, c) >= 0
		d.Letters = append(d.Letters, l)
	}
	if rs.Jokers > 0 {
		d.Letters = append(d.Letters, EliotLetter{Letter: "?", Count: rs.Jokers, Vowel: true, Consonant: true})
	}
	return d
}

// EliotLettersFile writes the letters of d in the format of the letters
// file of Eliot's `compdic` (its --letters switch): a line per letter,
// "letter points count vowel consonant", the last two 1 or 0.
func EliotLettersFile(w io.Writer, d EliotDictionary) error {
	var b bytes.Buffer
	for _, l := range d.Letters {
		fmt.Fprintf(&b, "%s %d %d %d %d", l.Letter, l.Points, l.Count, bit(l.Vowel), bit(l.Consonant))
		if l.Display != "" {
			b.WriteString(" " + l.Display)
		}
		b.WriteByte('\n')
	}
	_, err := w.Write(b.Bytes())
	return err
}

// EliotWordList writes the words of g, one a line in alphabetical order:
// the word list from which Eliot's `compdic` builds the dictionary of
// [EliotDictionaryFor] g's alphabet and word count.
func EliotWordList(w io.Writer, g *lexicon.Graph) error {
	bw := bufio.NewWriter(w)
	var word [lexicon.MaxWordLen]byte
	var walk func(n lexicon.Node, depth int)
	walk = func(n lexicon.Node, depth int) {
		for _, a := range g.ArcList(n) {
			word[depth] = 'A' + lexicon.ArcLetter(a)
			if lexicon.ArcAccepts(a) {
				bw.Write(word[:depth+1])
				bw.WriteByte('\n')
			}
			walk(lexicon.ArcTarget(a), depth+1)
		}
	}
	walk(g.DawgRoot(), 0)
	return bw.Flush()
}

// bit is 1 for true, 0 for false.
func bit(b bool) int {
	if b {
		return 1
	}
	return 0
}

// CheckTiles returns an error naming every difference between d and rule
// set rs that would make Eliot replay a game of rs otherwise than it was
// played: a letter of the tile set (or the joker) missing, worth other
// points or counted otherwise (Eliot scores the moves with its own points
// and takes the tiles played from its own bag).
func (d EliotDictionary) CheckTiles(rs *scoring.RuleSet) error {
	var diffs []string
	want := EliotDictionaryFor(rs, "", tileLetters(rs), 0).Letters
	for _, w := range want {
		i := slices.IndexFunc(d.Letters, func(l EliotLetter) bool { return l.Letter == w.Letter })
		switch {
		case i < 0:
			diffs = append(diffs, w.Letter+" missing")
		case d.Letters[i].Points != w.Points && w.Letter != "?":
			diffs = append(diffs, fmt.Sprintf("%s worth %d, not %d", w.Letter, d.Letters[i].Points, w.Points))
		case d.Letters[i].Count != w.Count:
			diffs = append(diffs, fmt.Sprintf("%s %d tiles, not %d", w.Letter, d.Letters[i].Count, w.Count))
		}
	}
	if len(diffs) > 0 {
		return fmt.Errorf("the Eliot dictionary %q is not for the %s tiles: %s", d.Name, rs.Name, strings.Join(diffs, ", "))
	}
	return nil
}

// tileLetters is the letters of rs's tile set, in its order.
func tileLetters(rs *scoring.RuleSet) string {
	var b strings.Builder
	for _, l := range rs.Letters {
		b.WriteString(l.Letter)
	}
	return b.String()
}

// The layout of the header of an Eliot dictionary (Eliot's dic/header.cpp,
// format versions 1 and 2), all numbers big-endian: a block of 48 bytes
// (the keyword, the version, the word count), an extension of 312 bytes
// (the name, the letters in UTF-8, their points, counts, vowel and
// consonant bits) and, from version 2, one of 114 bytes (how letters show).
const (
	eliotKeyword    = "_COMPILED_DICTIONARY_"
	eliotOldSize    = 48
	eliotExtSize    = 312
	eliotExt2Size   = 114
	eliotMaxLetters = 63
)

// Offsets in the header.
const (
	offVersion     = 22
	offWords       = 28
	offAlgorithm   = eliotOldSize + 44
	offName        = eliotOldSize + 46
	offNameSize    = eliotOldSize + 76
	offLetters     = eliotOldSize + 80
	offLettersSize = eliotOldSize + 160
	offNbLetters   = eliotOldSize + 164
	offPoints      = eliotOldSize + 168
	offFrequency   = eliotOldSize + 232
	offVowels      = eliotOldSize + 296
	offConsonants  = eliotOldSize + 304
	offDisplay     = eliotOldSize + eliotExtSize
	offDisplaySize = offDisplay + 112
)

// ErrNotEliotDictionary is the error, wrapped with details, that
// [ReadEliotDictionary] returns for a file that is not a dictionary Eliot
// reads.
var ErrNotEliotDictionary = errors.New("not an Eliot dictionary")

// ReadEliotDictionary reads the header of an Eliot dictionary (a .dawg
// file made by Eliot's `compdic`): its name, letters and word count. It
// refuses, with [ErrNotEliotDictionary], a file of another kind, the old
// format Eliot no longer reads, and a header whose sizes disagree.
func ReadEliotDictionary(r io.Reader) (EliotDictionary, error) {
	h := make([]byte, eliotOldSize+eliotExtSize+eliotExt2Size)
	n, err := io.ReadFull(r, h[:eliotOldSize+eliotExtSize])
	switch {
	case string(h[:len(eliotKeyword)+1]) != eliotKeyword+"\x00":
		return EliotDictionary{}, notEliot("no %s header", eliotKeyword)
	case err != nil:
		return EliotDictionary{}, notEliot("the header ends early, after %d bytes", n)
	}
	version := h[offVersion]
	if version == 0 {
		return EliotDictionary{}, notEliot("format 0, which Eliot reads no more: rebuild it with compdic")
	}
	if a := h[offAlgorithm]; a != 1 && a != 2 {
		return EliotDictionary{}, notEliot("unknown algorithm %d", a)
	}
	be := binary.BigEndian
	name, err := headerText(h[offName:offNameSize], be.Uint32(h[offNameSize:]), "name")
	if err != nil {
		return EliotDictionary{}, err
	}
	letters, err := headerText(h[offLetters:offLettersSize], be.Uint32(h[offLettersSize:]), "letters")
	if err != nil {
		return EliotDictionary{}, err
	}
	runes := []rune(letters)
	if nb := be.Uint32(h[offNbLetters:]); int(nb) != len(runes) || len(runes) > eliotMaxLetters {
		return EliotDictionary{}, notEliot("%d letters in %q, the header says %d", len(runes), letters, nb)
	}
	d := EliotDictionary{Name: name, Words: int(be.Uint32(h[offWords:]))}
	vowels, consonants := be.Uint64(h[offVowels:]), be.Uint64(h[offConsonants:])
	for i, c := range runes {
		d.Letters = append(d.Letters, EliotLetter{Letter: string(c),
			Points: int(h[offPoints+i]), Count: int(h[offFrequency+i]),
			Vowel: vowels&(1<<i) != 0, Consonant: consonants&(1<<i) != 0})
	}
	if version < 2 {
		return d, nil
	}
	if _, err := io.ReadFull(r, h[offDisplay:]); err != nil {
		return EliotDictionary{}, notEliot("the header ends early, in its display strings")
	}
	display, err := headerText(h[offDisplay:offDisplaySize], uint32(be.Uint16(h[offDisplaySize:])), "display strings")
	if err != nil {
		return EliotDictionary{}, err
	}
	return d, d.setDisplay(display)
}

// headerText is the first size bytes of field, which must be UTF-8.
func headerText(field []byte, size uint32, what string) (string, error) {
	if size > uint32(len(field)) {
		return "", notEliot("its %s take %d bytes, more than the %d there are", what, size, len(field))
	}
	s := string(field[:size])
	if !utf8.ValidString(s) {
		return "", notEliot("its %s are not UTF-8", what)
	}
	return s, nil
}

// setDisplay reads how letters show, "X|DISPX|INPUT… Y|DISPY…": a letter
// of d, what it shows as, then the other ways to type it.
func (d *EliotDictionary) setDisplay(s string) error {
	for _, entry := range strings.Fields(s) {
		parts := strings.Split(entry, "|")
		i := slices.IndexFunc(d.Letters, func(l EliotLetter) bool { return l.Letter == parts[0] })
		if len(parts) < 2 || parts[1] == "" || i < 0 || d.Letters[i].Display != "" {
			return notEliot("bad display string %q", entry)
		}
		d.Letters[i].Display = parts[1]
	}
	return nil
}

// notEliot is an [ErrNotEliotDictionary] saying why.
func notEliot(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrNotEliotDictionary, fmt.Sprintf(format, args...))
}
