// Package lexicon compiles word lists into a word graph made for move generation.
package lexicon

// Graph is a compiled word list.
type Graph struct{}

// Contains reports whether word is in the list.
func (g *Graph) Contains(word string) bool { return false }
