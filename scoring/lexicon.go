package scoring

// Lexicon is a word list as seen by move validation: Contains reports whether
// word (upper-case 'A'–'Z', diacritics folded, jokers shown as their letter)
// may be played.
type Lexicon interface {
	Contains(word string) bool
}
