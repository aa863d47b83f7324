package lexicon

// ArcList returns the arcs of n in increasing letter order (a Separator arc,
// if any, last), or nil if n is 0, laid out as the package documentation
// says: [ArcLetter], [ArcTarget] and [ArcAccepts] read them. A move generator
// reads a node's arcs once through it, instead of one [Graph.Child] scan per
// letter.
//
// The slice aliases the graph's internal arc array: it is read-only (its
// capacity ends with the list, but writing to an element corrupts the graph).
func (g *Graph) ArcList(n Node) []uint32 {
	if n == 0 {
		return nil
	}
	arcs := g.arcs[n:]
	for i, a := range arcs {
		if a&endBit != 0 {
			return arcs[: i+1 : i+1]
		}
	}
	return arcs
}

// Arc returns the arc labelled letter (0–25 or Separator) out of n, which
// [ArcTarget] and [ArcAccepts] read, and whether n has one: [Graph.Child] and
// [Graph.Accepts] in one scan.
func (g *Graph) Arc(n Node, letter byte) (uint32, bool) {
	if n == 0 {
		return 0, false
	}
	for _, a := range g.arcs[n:] {
		switch l := byte(a >> letterShift); {
		case l == letter:
			return a, true
		case l > letter || a&endBit != 0:
			return 0, false
		}
	}
	return 0, false
}

// ArcLetter returns the letter of arc a (from [Graph.ArcList] or [Graph.Arc]):
// 0–25 for 'A'–'Z', or Separator.
func ArcLetter(a uint32) byte { return byte(a >> letterShift) }

// ArcTarget returns the node arc a leads to, 0 if that node has no arcs.
func ArcTarget(a uint32) Node { return Node(a & childMask) }

// ArcAccepts reports whether arc a ends a word (see [Graph.Accepts]).
func ArcAccepts(a uint32) bool { return a&acceptBit != 0 }

// ArcsFrom returns the graph's arcs from the first of n to the end of the
// graph, or nil if n is 0: n's own arcs are the first ones, up to and
// including the first for which [ArcLast] reports true. It saves
// [Graph.ArcList]'s scan for the end of the list when the caller reads the
// arcs in order and stops there anyway.
//
// The slice aliases the graph's internal arc array: it is read-only.
func (g *Graph) ArcsFrom(n Node) []uint32 {
	if n == 0 {
		return nil
	}
	return g.arcs[n:]
}

// Below returns, indexed as the arcs (Below()[n:] in step with
// [Graph.ArcsFrom](n)), what each arc leads to, for [BelowLetters] and
// [TargetArcs] to read: a search that must still use given letters drops
// the arcs below which one of them never comes, and with the letters of a
// node's arcs reaches the arc of a letter directly. It is read-only; a
// search takes it once, not at every node. The first call computes the
// entries of the whole graph (about 20 ms for the ro list), safely if
// several goroutines call it at once.
func (g *Graph) Below() []uint64 {
	g.belowOnce.Do(g.computeBelow)
	return g.below
}

// BelowLetters returns the letters (bit i for letter i) on the paths that go
// on after the arc of which b is the [Graph.Below] entry: a word whose
// path takes the arc has no other letter after it.
func BelowLetters(b uint64) uint32 { return uint32(b) }

// TargetArcs returns the letters of the arcs (bit i for letter i, bit 26 for
// the Separator) of the node that the arc of which b is the
// [Graph.Below] entry leads to. Its arcs being in letter order, the arc
// of letter l is the k-th with k the number of its letters before l.
func TargetArcs(b uint64) uint32 { return uint32(b >> 32) }

// ArcLast reports whether a is the last arc of its node's list.
func ArcLast(a uint32) bool { return a&endBit != 0 }
