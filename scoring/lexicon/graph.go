package lexicon

import "sync"

// Graph is a compiled word list: a minimized GADDAG (for move generation) and
// a minimized DAWG (for lookups and anagrams) sharing one flat []uint32 arc
// array. A node is the index of the first arc of its arc list.
//
// The arc layout is described in the package documentation. A Graph is
// read-only once built, so one Graph may serve any number of goroutines.
type Graph struct {
	arcs []uint32
	// below holds an entry per arc (see Below), computed by the first
	// call of Below: only a search that must place a whole rack reads
	// them, and computing them doubles the time a graph takes to read.
	below     []uint64
	belowOnce sync.Once
	// bags is the filter of the words' letters (see Bags), computed by the
	// first call of Bags.
	bags     BagFilter
	bagsOnce sync.Once
	dawg     Node
	gaddag   Node
	words    int
	alphabet string
	source   [32]byte
}

// Node is a node of the graph: the index of its first arc. The zero Node means
// "no node" (a dead end).
type Node uint32

// Separator is the GADDAG separator letter (after the reversed prefix).
// Letters are 0–25 for 'A'–'Z'.
const Separator byte = 26

// The bit layout of an arc (see the package documentation).
const (
	childMask   = 1<<25 - 1 // bits 0–24: index of the child's first arc, 0 for none
	endBit      = 1 << 25   // bit 25: last arc of its node's list
	acceptBit   = 1 << 26   // bit 26: the arc ends a word
	letterShift = 27        // bits 27–31: the letter, 0–25, or Separator
)

// MaxWordLen is the longest word a Graph holds: the board's width.
const MaxWordLen = 15

// GaddagRoot returns the GADDAG root: every word w = p+s is stored as
// reverse(p) + Separator + s for each split with p non-empty, so a path from
// the root spells a word's letters leftwards from an anchor, then the separator,
// then its letters rightwards.
//
// The path for the split with s empty is reverse(w) alone, with no separator:
// [Graph.Accepts] reports it on the arc of w's first letter.
func (g *Graph) GaddagRoot() Node { return g.gaddag }

// DawgRoot returns the DAWG root: a path spells a word from its first letter.
func (g *Graph) DawgRoot() Node { return g.dawg }

// Child follows the arc labelled letter (0–25 or Separator) out of n and
// returns its target, or 0 if n has no such arc or n is 0.
//
// An arc whose target has no arcs (the last letter of a word that no other
// word extends) also gives 0: use [Graph.Accepts] or [Graph.Arcs] to know
// whether the arc itself exists.
func (g *Graph) Child(n Node, letter byte) Node {
	if n == 0 {
		return 0
	}
	for i := int(n); i < len(g.arcs); i++ {
		a := g.arcs[i]
		switch l := byte(a >> letterShift); {
		case l == letter:
			return Node(a & childMask)
		case l > letter || a&endBit != 0:
			return 0
		}
	}
	return 0
}

// Accepts reports whether the arc labelled letter out of n ends a word: the
// path to n followed by letter spells a whole word (for the GADDAG: a whole
// reversed-prefix+separator+suffix path, or a reversed whole word when the arc
// completes the prefix and the word has no suffix).
func (g *Graph) Accepts(n Node, letter byte) bool {
	if n == 0 {
		return false
	}
	for i := int(n); i < len(g.arcs); i++ {
		a := g.arcs[i]
		switch l := byte(a >> letterShift); {
		case l == letter:
			return a&acceptBit != 0
		case l > letter || a&endBit != 0:
			return false
		}
	}
	return false
}

// Arcs returns a bit set of the letters that label arcs out of n: bit i for
// letter i, bit 26 for Separator; with accepts, the bits of the arcs that end a word.
func (g *Graph) Arcs(n Node) (letters, accepts uint32) {
	if n == 0 {
		return 0, 0
	}
	for i := int(n); i < len(g.arcs); i++ {
		a := g.arcs[i]
		bit := uint32(1) << (a >> letterShift)
		letters |= bit
		if a&acceptBit != 0 {
			accepts |= bit
		}
		if a&endBit != 0 {
			break
		}
	}
	return letters, accepts
}

// Contains reports whether word (upper case 'A'–'Z') is in the list.
func (g *Graph) Contains(word string) bool {
	n := g.dawg
	for i := 0; i < len(word); i++ {
		c := word[i] - 'A'
		if c >= 26 {
			return false
		}
		if i == len(word)-1 {
			return g.Accepts(n, c)
		}
		if n = g.Child(n, c); n == 0 {
			return false
		}
	}
	return false
}

// Words returns the number of words in the list.
func (g *Graph) Words() int { return g.words }

// Alphabet returns the letters the list was compiled for, in alphabetical
// order: the rule set's tile letters and joker letters. A graph made by
// [Build] reports "ABCDEFGHIJKLMNOPQRSTUVWXYZ".
func (g *Graph) Alphabet() string { return g.alphabet }

// Source returns the SHA-256 of the word list the graph was compiled from
// (all zero for a graph made by [Build]).
func (g *Graph) Source() [32]byte { return g.source }

// Nodes returns the number of nodes that have arcs (one arc list each).
func (g *Graph) Nodes() int {
	n := 0
	for _, a := range g.arcs[min(1, len(g.arcs)):] {
		if a&endBit != 0 {
			n++
		}
	}
	return n
}

// Size returns the number of bytes the arcs take in a file body (in memory,
// three times as many once [Graph.Below] has been called: its entries
// take 8 bytes an arc; [Graph.Bags]' filter takes 3 bytes a word more).
func (g *Graph) Size() int { return 4 * len(g.arcs) }

// computeBelow fills g.below in one pass over the arcs: the masks of an arc
// come from its target's arcs and their own masks, already known since a
// child lies before the arcs that lead to it (validate checks it of a file).
func (g *Graph) computeBelow() {
	g.below = make([]uint64, len(g.arcs))
	for i := 1; i < len(g.arcs); i++ {
		var below, arcs uint32
		for j := g.arcs[i] & childMask; j != 0; j++ {
			a := g.arcs[j]
			arcs |= 1 << (a >> letterShift)
			below |= uint32(g.below[j])
			if a&endBit != 0 {
				break
			}
		}
		g.below[i] = uint64(below|arcs&(1<<Separator-1)) | uint64(arcs)<<32
	}
}
