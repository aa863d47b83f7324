// Package lexicon compiles word lists into a word graph made for move generation.
package lexicon

// Graph is a compiled word list: a minimized GADDAG (for move generation) and
// a minimized DAWG (for lookups and anagrams) sharing one flat []uint32 arc
// array. A node is the index of the first arc of its arc list.
type Graph struct{}

// Node is a node of the graph: the index of its first arc. The zero Node means
// "no node" (a dead end).
type Node uint32

// Separator is the GADDAG separator letter (after the reversed prefix).
// Letters are 0–25 for 'A'–'Z'.
const Separator byte = 26

// GaddagRoot returns the GADDAG root: every word w = p+s is stored as
// reverse(p) + Separator + s for each split with p non-empty, so a path from
// the root spells a word's letters leftwards from an anchor, then the separator,
// then its letters rightwards.
func (g *Graph) GaddagRoot() Node { panic("pending") }

// DawgRoot returns the DAWG root: a path spells a word from its first letter.
func (g *Graph) DawgRoot() Node { panic("pending") }

// Child follows the arc labelled letter (0–25 or Separator) out of n and
// returns its target, or 0 if n has no such arc or n is 0.
func (g *Graph) Child(n Node, letter byte) Node { panic("pending") }

// Accepts reports whether the arc labelled letter out of n ends a word: the
// path to n followed by letter spells a whole word (for the GADDAG: a whole
// reversed-prefix+separator+suffix path, or a reversed whole word when the arc
// completes the prefix and the word has no suffix).
func (g *Graph) Accepts(n Node, letter byte) bool { panic("pending") }

// Arcs returns a bit set of the letters that label arcs out of n: bit i for
// letter i, bit 26 for Separator; with accepts, the bits of the arcs that end a word.
func (g *Graph) Arcs(n Node) (letters, accepts uint32) { panic("pending") }

// Contains reports whether word (upper case 'A'–'Z') is in the list.
func (g *Graph) Contains(word string) bool { panic("pending") }
