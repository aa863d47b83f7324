package solver

// A bounded search takes its anchors highest ceiling first and most often
// stops after a few of them: a binary heap of their keys gives them in that
// order without sorting them all.

// queueAnchors puts every anchor that may have a move (a ceiling of -1 says
// it has none) in g.queue, a max-heap of keys of its ceiling and its index,
// so that anchors of equal ceilings come in their order in g.anchors.
func (g *Generator) queueAnchors() {
	q := g.queue[:0]
	for k := range g.anchors {
		if g.anchors[k].bound >= 0 {
			q = append(q, uint64(g.anchors[k].bound)<<32|uint64(len(g.anchors)-k))
		}
	}
	for i := len(q)/2 - 1; i >= 0; i-- {
		siftDown(q, i)
	}
	g.queue = q
}

// peekAnchor returns the index in g.anchors of the anchor of the highest
// ceiling in the queue, or -1 if the queue is empty.
func (g *Generator) peekAnchor() int {
	if len(g.queue) == 0 {
		return -1
	}
	return len(g.anchors) - int(uint32(g.queue[0]))
}

// popAnchor takes the anchor of peekAnchor out of the queue.
func (g *Generator) popAnchor() {
	n := len(g.queue) - 1
	g.queue[0] = g.queue[n]
	g.queue = g.queue[:n]
	siftDown(g.queue, 0)
}

// siftDown moves h[i] down the max-heap h until neither of its children
// is greater.
func siftDown(h []uint64, i int) {
	for {
		c := 2*i + 1
		if c >= len(h) {
			return
		}
		if c+1 < len(h) && h[c+1] > h[c] {
			c++
		}
		if h[i] >= h[c] {
			return
		}
		h[i], h[c] = h[c], h[i]
		i = c
	}
}
