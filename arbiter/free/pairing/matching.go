package pairing

// This file is a maximum-weight matching of greatest cardinality on a general
// graph: Edmonds' blossom algorithm with dual variables (Galil's O(n³)
// formulation, "Efficient algorithms for finding maximum matching in
// graphs", 1986). The Swiss system turns its costs into weights so that the
// matching found is a minimum-cost perfect matching (see cost.go).
//
// Vertices are 0…n-1. Edge k joins the endpoints 2k and 2k+1: endpoint
// 2k is the vertex edges[k].u and 2k+1 the vertex edges[k].v, so that p^1
// is the other end of the edge of endpoint p. Blossoms are numbered n…2n-1.
// Weights are doubled on entry, which keeps every dual variable an integer:
// the slack of an edge between two S-blossoms is then always even.

// edge is an edge of the matching's graph with its weight.
type edge struct {
	u, v int
	w    int64
}

// label values of a vertex or top-level blossom in the alternating forest.
const (
	free  = 0
	sLab  = 1 // outer: an even distance from a free vertex
	tLab  = 2 // inner: an odd distance
	mark  = 4 // seen by scanBlossom (added to sLab)
	noneB = -1
)

// matcher holds the state of one run of the algorithm.
type matcher struct {
	n        int
	edges    []edge
	endpoint []int
	neighb   [][]int // per vertex, the endpoints at the far end of its edges

	mate       []int // per vertex, the endpoint it is matched through, or -1
	label      []int
	labelEnd   []int
	inBlossom  []int
	parent     []int
	childs     [][]int
	base       []int
	endps      [][]int
	bestEdge   []int
	bestEdges  [][]int
	hasBest    []bool // whether bestEdges of a blossom is set
	unused     []int
	dual       []int64
	allowEdge  []bool
	queue      []int
	bestEdgeTo []int // scratch of addBlossom, per blossom
}

// maxWeightMatching returns, per vertex of a graph of n vertices, the
// vertex it is matched to or -1: a matching of greatest cardinality and,
// among those, of greatest total weight.
func maxWeightMatching(n int, in []edge) []int {
	m := newMatcher(n, in)
	for range n {
		if !m.stage() {
			break
		}
		// Expand the S-blossoms whose dual fell to zero: they no longer
		// help and would hide vertices from the next stage.
		for b := n; b < 2*n; b++ {
			if m.parent[b] == noneB && m.base[b] >= 0 && m.label[b] == sLab && m.dual[b] == 0 {
				m.expand(b, true)
			}
		}
	}
	out := make([]int, n)
	for v := range n {
		out[v] = -1
		if m.mate[v] >= 0 {
			out[v] = m.endpoint[m.mate[v]]
		}
	}
	return out
}

func newMatcher(n int, in []edge) *matcher {
	m := &matcher{n: n, edges: make([]edge, len(in))}
	var maxW int64
	for k, e := range in {
		m.edges[k] = edge{e.u, e.v, 2 * e.w}
		maxW = max(maxW, 2*e.w)
	}
	m.endpoint = make([]int, 2*len(in))
	m.neighb = make([][]int, n)
	for k, e := range m.edges {
		m.endpoint[2*k], m.endpoint[2*k+1] = e.u, e.v
		m.neighb[e.u] = append(m.neighb[e.u], 2*k+1)
		m.neighb[e.v] = append(m.neighb[e.v], 2*k)
	}
	m.mate = filled(n, -1)
	m.label = make([]int, 2*n)
	m.labelEnd = filled(2*n, -1)
	m.inBlossom = make([]int, n)
	for v := range n {
		m.inBlossom[v] = v
	}
	m.parent = filled(2*n, -1)
	m.childs = make([][]int, 2*n)
	m.base = filled(2*n, -1)
	for v := range n {
		m.base[v] = v
	}
	m.endps = make([][]int, 2*n)
	m.bestEdge = filled(2*n, -1)
	m.bestEdges = make([][]int, 2*n)
	m.hasBest = make([]bool, 2*n)
	for b := 2*n - 1; b >= n; b-- {
		m.unused = append(m.unused, b)
	}
	m.dual = make([]int64, 2*n)
	for v := range n {
		m.dual[v] = maxW
	}
	m.allowEdge = make([]bool, len(in))
	m.bestEdgeTo = filled(2*n, -1)
	return m
}

func filled(n, x int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = x
	}
	return s
}

func (m *matcher) slack(k int) int64 {
	e := m.edges[k]
	return m.dual[e.u] + m.dual[e.v] - 2*e.w
}

// leaves calls f for every vertex inside blossom b.
func (m *matcher) leaves(b int, f func(v int)) {
	if b < m.n {
		f(b)
		return
	}
	for _, c := range m.childs[b] {
		m.leaves(c, f)
	}
}

// stage grows the alternating forest from every free vertex until it
// augments the matching (true) or no augmenting path is left (false).
func (m *matcher) stage() bool {
	for i := range m.label {
		m.label[i] = free
		m.bestEdge[i] = -1
	}
	for b := m.n; b < 2*m.n; b++ {
		m.bestEdges[b], m.hasBest[b] = nil, false
	}
	for k := range m.allowEdge {
		m.allowEdge[k] = false
	}
	m.queue = m.queue[:0]
	for v := range m.n {
		if m.mate[v] == -1 && m.label[m.inBlossom[v]] == free {
			m.assignLabel(v, sLab, -1)
		}
	}
	for {
		if m.scan() {
			return true
		}
		if !m.adjustDuals() {
			return false
		}
	}
}

// scan follows the tight edges from the queued S-vertices; it reports
// whether it augmented the matching.
func (m *matcher) scan() bool {
	for len(m.queue) > 0 {
		v := m.queue[len(m.queue)-1]
		m.queue = m.queue[:len(m.queue)-1]
		for _, p := range m.neighb[v] {
			k, w := p/2, m.endpoint[p]
			if m.inBlossom[v] == m.inBlossom[w] {
				continue
			}
			var ks int64
			if !m.allowEdge[k] {
				ks = m.slack(k)
				if ks <= 0 {
					m.allowEdge[k] = true
				}
			}
			bw := m.inBlossom[w]
			switch {
			case m.allowEdge[k] && m.label[bw] == free:
				m.assignLabel(w, tLab, p^1)
			case m.allowEdge[k] && m.label[bw] == sLab:
				if b := m.scanBlossom(v, w); b >= 0 {
					m.addBlossom(b, k)
				} else {
					m.augment(k)
					return true
				}
			case m.allowEdge[k] && m.label[w] == free:
				// w is inside a T-blossom but not yet labelled itself.
				m.label[w], m.labelEnd[w] = tLab, p^1
			case !m.allowEdge[k] && m.label[bw] == sLab:
				b := m.inBlossom[v]
				if m.bestEdge[b] == -1 || ks < m.slack(m.bestEdge[b]) {
					m.bestEdge[b] = k
				}
			case !m.allowEdge[k] && m.label[w] == free:
				if m.bestEdge[w] == -1 || ks < m.slack(m.bestEdge[w]) {
					m.bestEdge[w] = k
				}
			}
		}
	}
	return false
}

// adjustDuals changes the dual variables by the largest step that keeps
// them feasible and acts on the edge or blossom that limited it. It
// reports false when no augmenting path is left.
func (m *matcher) adjustDuals() bool {
	kind, delta, dEdge, dBlossom := m.step()
	m.moveDuals(delta)
	switch kind {
	case 1:
		return false
	case 2:
		m.allowEdge[dEdge] = true
		i := m.edges[dEdge].u
		if m.label[m.inBlossom[i]] == free {
			i = m.edges[dEdge].v
		}
		m.queue = append(m.queue, i)
	case 3:
		m.allowEdge[dEdge] = true
		m.queue = append(m.queue, m.edges[dEdge].u)
	case 4:
		m.expand(dBlossom, false)
	}
	return true
}

// step returns the largest change of the duals that keeps them feasible
// and what limits it: 2 an edge from an S-vertex to a free vertex, 3 an
// edge between two S-blossoms, 4 a T-blossom whose dual reaches zero, 1
// nothing (the matching is of greatest cardinality).
func (m *matcher) step() (kind int, delta int64, dEdge, dBlossom int) {
	n := m.n
	kind, dEdge, dBlossom = -1, -1, -1
	for v := range n {
		if m.label[m.inBlossom[v]] == free && m.bestEdge[v] != -1 {
			if d := m.slack(m.bestEdge[v]); kind == -1 || d < delta {
				kind, delta, dEdge = 2, d, m.bestEdge[v]
			}
		}
	}
	for b := range 2 * n {
		if m.parent[b] == noneB && m.label[b] == sLab && m.bestEdge[b] != -1 {
			if d := m.slack(m.bestEdge[b]) / 2; kind == -1 || d < delta {
				kind, delta, dEdge = 3, d, m.bestEdge[b]
			}
		}
	}
	for b := n; b < 2*n; b++ {
		if m.base[b] >= 0 && m.parent[b] == noneB && m.label[b] == tLab && (kind == -1 || m.dual[b] < delta) {
			kind, delta, dBlossom = 4, m.dual[b], b
		}
	}
	if kind == -1 {
		// Step once more to keep the duals optimal.
		kind, delta = 1, m.dual[0]
		for v := 1; v < n; v++ {
			delta = min(delta, m.dual[v])
		}
		delta = max(delta, 0)
	}
	return kind, delta, dEdge, dBlossom
}

// moveDuals moves the duals of the labelled vertices and top-level
// blossoms by delta.
func (m *matcher) moveDuals(delta int64) {
	n := m.n
	for v := range n {
		switch m.label[m.inBlossom[v]] {
		case sLab:
			m.dual[v] -= delta
		case tLab:
			m.dual[v] += delta
		}
	}
	for b := n; b < 2*n; b++ {
		if m.base[b] >= 0 && m.parent[b] == noneB {
			switch m.label[b] {
			case sLab:
				m.dual[b] += delta
			case tLab:
				m.dual[b] -= delta
			}
		}
	}
}

// assignLabel labels w and its top-level blossom t, reached through
// endpoint p; a T-blossom's mate is labelled S in turn.
func (m *matcher) assignLabel(w, t, p int) {
	b := m.inBlossom[w]
	m.label[w], m.label[b] = t, t
	m.labelEnd[w], m.labelEnd[b] = p, p
	m.bestEdge[w], m.bestEdge[b] = -1, -1
	if t == sLab {
		m.leaves(b, func(v int) { m.queue = append(m.queue, v) })
		return
	}
	bm := m.mate[m.base[b]]
	m.assignLabel(m.endpoint[bm], sLab, bm^1)
}

// scanBlossom traces back from v and w towards the roots of their trees:
// it returns the base of the blossom they close, or -1 when the paths reach
// two different roots (an augmenting path).
func (m *matcher) scanBlossom(v, w int) int {
	var path []int
	base := -1
	for v != -1 || w != -1 {
		b := m.inBlossom[v]
		if m.label[b]&mark != 0 {
			base = m.base[b]
			break
		}
		path = append(path, b)
		m.label[b] = sLab | mark
		if m.labelEnd[b] == -1 {
			v = -1
		} else {
			v = m.endpoint[m.labelEnd[b]]
			b = m.inBlossom[v]
			v = m.endpoint[m.labelEnd[b]]
		}
		if w != -1 {
			v, w = w, v
		}
	}
	for _, b := range path {
		m.label[b] = sLab
	}
	return base
}

// addBlossom makes a new blossom of base b closed by edge k.
func (m *matcher) addBlossom(base, k int) {
	v, w := m.edges[k].u, m.edges[k].v
	bb, bv, bw := m.inBlossom[base], m.inBlossom[v], m.inBlossom[w]
	b := m.unused[len(m.unused)-1]
	m.unused = m.unused[:len(m.unused)-1]
	m.base[b], m.parent[b], m.parent[bb] = base, -1, b
	var path, endps []int
	for bv != bb {
		m.parent[bv] = b
		path = append(path, bv)
		endps = append(endps, m.labelEnd[bv])
		v = m.endpoint[m.labelEnd[bv]]
		bv = m.inBlossom[v]
	}
	path = append(path, bb)
	reverse(path)
	reverse(endps)
	endps = append(endps, 2*k)
	for bw != bb {
		m.parent[bw] = b
		path = append(path, bw)
		endps = append(endps, m.labelEnd[bw]^1)
		w = m.endpoint[m.labelEnd[bw]]
		bw = m.inBlossom[w]
	}
	m.childs[b], m.endps[b] = path, endps
	m.label[b], m.labelEnd[b], m.dual[b] = sLab, m.labelEnd[bb], 0
	m.leaves(b, func(x int) {
		if m.label[m.inBlossom[x]] == tLab {
			m.queue = append(m.queue, x)
		}
		m.inBlossom[x] = b
	})
	m.collectBestEdges(b, path)
}

// collectBestEdges keeps, for the new blossom b, its least-slack edge to
// each other S-blossom.
func (m *matcher) collectBestEdges(b int, path []int) {
	to := m.bestEdgeTo
	consider := func(k int) {
		j := m.edges[k].v
		if m.inBlossom[j] == b {
			j = m.edges[k].u
		}
		bj := m.inBlossom[j]
		if bj != b && m.label[bj] == sLab && (to[bj] == -1 || m.slack(k) < m.slack(to[bj])) {
			to[bj] = k
		}
	}
	for _, c := range path {
		if m.hasBest[c] {
			for _, k := range m.bestEdges[c] {
				consider(k)
			}
		} else {
			m.leaves(c, func(x int) {
				for _, p := range m.neighb[x] {
					consider(p / 2)
				}
			})
		}
		m.bestEdges[c], m.hasBest[c] = nil, false
		m.bestEdge[c] = -1
	}
	var best []int
	for i, k := range to {
		if k != -1 {
			best = append(best, k)
			to[i] = -1
		}
	}
	m.bestEdges[b], m.hasBest[b] = best, true
	m.bestEdge[b] = -1
	for _, k := range best {
		if m.bestEdge[b] == -1 || m.slack(k) < m.slack(m.bestEdge[b]) {
			m.bestEdge[b] = k
		}
	}
}

func reverse(s []int) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}

// at indexes s cyclically, as a negative index counts from the end.
func at(s []int, j int) int {
	l := len(s)
	return s[((j%l)+l)%l]
}

func indexOf(s []int, x int) int {
	for i, y := range s {
		if y == x {
			return i
		}
	}
	return -1
}

// expand dissolves blossom b into its children. Mid-stage (endStage
// false) a T-blossom's children are relabelled along the even path from
// its entry to its base.
func (m *matcher) expand(b int, endStage bool) {
	for _, s := range m.childs[b] {
		m.parent[s] = -1
		switch {
		case s < m.n:
			m.inBlossom[s] = s
		case endStage && m.dual[s] == 0:
			m.expand(s, endStage)
		default:
			m.leaves(s, func(v int) { m.inBlossom[v] = s })
		}
	}
	if !endStage && m.label[b] == tLab {
		m.relabelExpanded(b)
	}
	m.label[b], m.labelEnd[b] = -1, -1
	m.childs[b], m.endps[b] = nil, nil
	m.base[b] = -1
	m.bestEdges[b], m.hasBest[b] = nil, false
	m.bestEdge[b] = -1
	m.unused = append(m.unused, b)
}

func (m *matcher) relabelExpanded(b int) {
	childs, endps := m.childs[b], m.endps[b]
	entry := m.inBlossom[m.endpoint[m.labelEnd[b]^1]]
	j := indexOf(childs, entry)
	jstep, trick := -1, 1
	if j&1 != 0 {
		j -= len(childs)
		jstep, trick = 1, 0
	}
	p := m.labelEnd[b]
	for j != 0 {
		m.label[m.endpoint[p^1]] = free
		m.label[m.endpoint[at(endps, j-trick)^trick^1]] = free
		m.assignLabel(m.endpoint[p^1], tLab, p)
		m.allowEdge[at(endps, j-trick)/2] = true
		j += jstep
		p = at(endps, j-trick) ^ trick
		m.allowEdge[p/2] = true
		j += jstep
	}
	bv := at(childs, j)
	m.label[m.endpoint[p^1]], m.label[bv] = tLab, tLab
	m.labelEnd[m.endpoint[p^1]], m.labelEnd[bv] = p, p
	m.bestEdge[bv] = -1
	j += jstep
	for at(childs, j) != entry {
		bv = at(childs, j)
		j += jstep
		if m.label[bv] == sLab {
			continue
		}
		found := -1
		m.leaves(bv, func(v int) {
			if found == -1 && m.label[v] != free {
				found = v
			}
		})
		if found != -1 {
			m.label[found] = free
			m.label[m.endpoint[m.mate[m.base[bv]]]] = free
			m.assignLabel(found, tLab, m.labelEnd[found])
		}
	}
}

// augmentBlossom swaps the matched and unmatched edges inside blossom b
// along the path from vertex v to its base, making v the new base.
func (m *matcher) augmentBlossom(b, v int) {
	t := v
	for m.parent[t] != b {
		t = m.parent[t]
	}
	if t >= m.n {
		m.augmentBlossom(t, v)
	}
	childs, endps := m.childs[b], m.endps[b]
	i := indexOf(childs, t)
	j := i
	jstep, trick := -1, 1
	if i&1 != 0 {
		j -= len(childs)
		jstep, trick = 1, 0
	}
	for j != 0 {
		j += jstep
		t = at(childs, j)
		p := at(endps, j-trick) ^ trick
		if t >= m.n {
			m.augmentBlossom(t, m.endpoint[p])
		}
		j += jstep
		t = at(childs, j)
		if t >= m.n {
			m.augmentBlossom(t, m.endpoint[p^1])
		}
		m.mate[m.endpoint[p]] = p ^ 1
		m.mate[m.endpoint[p^1]] = p
	}
	m.childs[b] = append(append([]int{}, childs[i:]...), childs[:i]...)
	m.endps[b] = append(append([]int{}, endps[i:]...), endps[:i]...)
	m.base[b] = m.base[m.childs[b][0]]
}

// augment flips the augmenting path through edge k.
func (m *matcher) augment(k int) {
	for _, sp := range [2][2]int{{m.edges[k].u, 2*k + 1}, {m.edges[k].v, 2 * k}} {
		s, p := sp[0], sp[1]
		for {
			bs := m.inBlossom[s]
			if bs >= m.n {
				m.augmentBlossom(bs, s)
			}
			m.mate[s] = p
			if m.labelEnd[bs] == -1 {
				break
			}
			t := m.endpoint[m.labelEnd[bs]]
			bt := m.inBlossom[t]
			s = m.endpoint[m.labelEnd[bt]]
			j := m.endpoint[m.labelEnd[bt]^1]
			if bt >= m.n {
				m.augmentBlossom(bt, j)
			}
			m.mate[j] = m.labelEnd[bt]
			p = m.labelEnd[bt] ^ 1
		}
	}
}
