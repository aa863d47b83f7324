// Package lexicon compiles word lists into a word graph made for move generation.
//
// A [Graph] holds two automata in one flat array of uint32 arcs: a minimized
// DAWG, whose paths from [Graph.DawgRoot] spell the words, and a minimized
// GADDAG, whose paths from [Graph.GaddagRoot] spell each word w = p+s as
// reverse(p), the [Separator], then s, for every split with p non-empty (and
// reverse(w) alone when s is empty). Equal subgraphs are stored once, and
// the GADDAG's Separator arcs lead into the DAWG: after reverse(p) and the
// Separator, the suffixes left are those that follow p in the DAWG.
//
// A node is the index of its first arc; its arcs follow one another in
// increasing letter order, the last one flagged. An arc packs:
//
//	bits 27–31  letter: 0–25 for 'A'–'Z', 26 for the Separator
//	bit  26     accepts: the path ending with this arc spells a whole word
//	bit  25     end: the last arc of its node
//	bits 0–24   child: index of the first arc of the target node, 0 if the
//	            target has no arcs
//
// Arc 0 is unused, so Node 0 means "no node". A child index is always smaller
// than the index of the arc pointing to it, so the graph has no cycle. The
// nodes lie level by level, a node's level being the length of the longest
// path to it from a root: the deepest first, the roots last, and the
// children of a node together, so that the nodes a search reads near the
// roots share cache lines and memory pages.
//
// Beside the arcs, a Graph keeps for each arc the letters on the paths that
// go on after it and those of its target's arcs ([Graph.Below]),
// computed when first asked for (they are not in the file): 8 more bytes
// per arc in memory. A search that must still use given letters,
// as one that must place a whole rack, drops the arcs below which one of
// them never comes, and reaches the arc of a letter at its index. It may
// also keep a filter of the multisets of the words' letters ([Graph.Bags],
// 3 bytes a word, computed when first asked for), which proves that no word
// has given letters, as a rack's with a few of the board's.
package lexicon
