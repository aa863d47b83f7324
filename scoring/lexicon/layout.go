package lexicon

import "slices"

// levelOrder returns the frozen nodes reachable from the roots in the order
// [builder.graph] lays their arcs out: level by level, the deepest first and
// the roots last, a node's level being the length of the longest path to it
// from a root. A node deeper than all its parents comes before them all, so
// a child still lies before the arcs that lead to it. Within a level, the
// nodes come in the reverse order of their first parents on the level above
// (by the arcs' letters), so that the children of a node lie together.
//
// The search walks the graph from its roots: the few thousand nodes of the
// first levels, which it reads at every anchor, take a few hundred kilobytes
// together instead of lying one by one among the 16 MB of the ro graph, and
// the children it tries after a node share cache lines and memory pages.
// Numbered as minimisation froze them, children before parents, siblings far
// apart, the two-joker benchmark took about 20% longer.
func (b *builder) levelOrder(roots ...uint32) []uint32 {
	nodes := uint32(len(b.start) - 1) // frozen nodes are 1 to nodes-1
	depth := make([]int32, nodes)
	for i := range depth {
		depth[i] = -1
	}
	for _, r := range roots {
		if r != 0 {
			depth[r] = 0
		}
	}
	// Frozen nodes are numbered children first: going down from the last,
	// a node's depth is final before its arcs are followed.
	for id := nodes - 1; id >= 1; id-- {
		if depth[id] < 0 {
			continue
		}
		for _, a := range b.arcsOf(id) {
			if c := a & childMask; c != 0 {
				depth[c] = max(depth[c], depth[id]+1)
			}
		}
	}
	var levels [][]uint32
	queued := make([]bool, nodes)
	queue := func(id uint32) {
		if id == 0 || queued[id] {
			return
		}
		queued[id] = true
		for int(depth[id]) >= len(levels) {
			levels = append(levels, nil)
		}
		levels[depth[id]] = append(levels[depth[id]], id)
	}
	for _, r := range roots {
		queue(r)
	}
	order := make([]uint32, 0, nodes)
	for l := 0; l < len(levels); l++ {
		for _, id := range levels[l] {
			order = append(order, id)
			for _, a := range b.arcsOf(id) {
				queue(a & childMask)
			}
		}
	}
	slices.Reverse(order)
	return order
}
