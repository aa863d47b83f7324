package lexicon

import (
	"errors"
	"fmt"
	"slices"
)

// Build returns the graph of words: upper case 'A'–'Z', 1 to [MaxWordLen]
// letters each, in any order; duplicates are kept once. The error names the
// first word that breaks these rules.
func Build(words []string) (*Graph, error) {
	sorted := slices.Clone(words)
	for _, w := range sorted {
		if err := checkWord(w); err != nil {
			return nil, err
		}
	}
	slices.Sort(sorted)
	sorted = slices.Compact(sorted)
	g, err := build(sorted)
	if err != nil {
		return nil, err
	}
	g.alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	return g, nil
}

// checkWord reports why w cannot go into a graph, or nil.
func checkWord(w string) error {
	pos := 0
	for _, r := range w {
		pos++
		if r < 'A' || r > 'Z' {
			return fmt.Errorf("lexicon: word %q: %q at position %d is not a letter 'A'–'Z'", w, r, pos)
		}
	}
	if len(w) == 0 || len(w) > MaxWordLen {
		return fmt.Errorf("lexicon: word %q has %d letters, want 1 to %d", w, len(w), MaxWordLen)
	}
	return nil
}

// errTooLarge is returned when a list needs more arcs than a child index can address.
var errTooLarge = errors.New("lexicon: word list too large: the graph needs more than 2^25 arcs")

// build makes the graph of words, sorted, unique and already checked.
//
// The DAWG is built first with the incremental algorithm for sorted input of
// Daciuk, Mihov, Watson and Watson (2000): a node is frozen, and merged with
// an equal frozen node, as soon as no later word can reach it.
//
// The GADDAG then needs only its part before the Separator. After reverse(p)
// and the Separator, the paths that remain are the suffixes s such that p+s is
// a word: exactly the DAWG node reached by p, which the Separator arc points
// to. The part before the Separator spells reverse(u) for every infix u of a
// word; it is the trie of the reversed prefixes of the words, built by the same
// algorithm from those strings sorted, each node's Separator arc and accept
// flags looked up in the finished DAWG.
func build(words []string) (*Graph, error) {
	b := newBuilder()
	var accept [MaxWordLen + 1]bool
	var sep [MaxWordLen + 1]uint32
	var buf [MaxWordLen]byte
	prev := ""
	for _, w := range words {
		c := commonPrefix(prev, w)
		for k := c + 1; k <= len(w); k++ {
			accept[k] = k == len(w)
		}
		b.add(letters(&buf, w), c, &accept, &sep)
		prev = w
	}
	dawg := b.finish()
	// walkReversed below runs once per node of the GADDAG's trie; a dense
	// transition table of the DAWG makes each of its steps one load.
	dense := b.denseTable(dawg)

	keys := reversedPrefixes(words)
	slices.SortFunc(keys, compareKeys)
	var s, last [MaxWordLen]byte
	lastLen := 0
	for _, k := range keys {
		n := k.decode(&s)
		c := 0
		for c < n && c < lastLen && s[c] == last[c] {
			c++
		}
		for d := c + 1; d <= n; d++ {
			accept[d], sep[d] = walkReversed(dense, dawg, s[:d])
		}
		b.add(s[:n], c, &accept, &sep)
		last, lastLen = s, n
	}
	gaddag := b.finish()
	if b.err != nil {
		return nil, b.err
	}
	g := b.graph(dawg, gaddag)
	g.words = len(words)
	return g, nil
}

// letters writes w's letters as 0–25 into buf and returns them.
func letters(buf *[MaxWordLen]byte, w string) []byte {
	for i := 0; i < len(w); i++ {
		buf[i] = w[i] - 'A'
	}
	return buf[:len(w)]
}

// commonPrefix returns the length of the longest common prefix of a and b.
func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// key packs a string of up to MaxWordLen letters into 128 bits, 5 bits a
// letter (letter+1, so that a shorter string sorts first) from the top of hi
// down, so that comparing keys compares the strings.
type key struct{ hi, lo uint64 }

// prepend returns the key of letter followed by k's string.
func (k key) prepend(letter byte) key {
	return key{hi: uint64(letter+1)<<59 | k.hi>>5, lo: k.hi<<59 | k.lo>>5}
}

// decode writes k's letters into s and returns how many there are.
func (k key) decode(s *[MaxWordLen]byte) int {
	hi, lo := k.hi, k.lo
	n := 0
	for ; n < MaxWordLen; n++ {
		v := byte(hi >> 59)
		if v == 0 {
			break
		}
		s[n] = v - 1
		hi, lo = hi<<5|lo>>59, lo<<5
	}
	return n
}

// compareKeys orders keys as their strings.
func compareKeys(a, b key) int {
	switch {
	case a.hi != b.hi:
		if a.hi < b.hi {
			return -1
		}
		return 1
	case a.lo != b.lo:
		if a.lo < b.lo {
			return -1
		}
		return 1
	}
	return 0
}

// reversedPrefixes returns reverse(p) for every distinct non-empty prefix p
// of the sorted words.
func reversedPrefixes(words []string) []key {
	n := 0
	prev := ""
	for _, w := range words {
		n += len(w) - commonPrefix(prev, w)
		prev = w
	}
	keys := make([]key, 0, n)
	prev = ""
	for _, w := range words {
		c := commonPrefix(prev, w)
		var k key
		for i := 0; i < len(w); i++ {
			k = k.prepend(w[i] - 'A')
			if i >= c {
				keys = append(keys, k)
			}
		}
		prev = w
	}
	return keys
}

// builder makes minimized graphs from sorted strings. Frozen nodes are
// numbered from 1 in the order they are frozen, so a node's children always
// have smaller numbers; node 0 is the node without arcs.
type builder struct {
	// pool holds the arcs of frozen nodes, node after node, each
	// letter<<letterShift | acceptBit | child node number.
	pool []uint32
	// start[id] is the index in pool of node id's first arc; its arcs end at start[id+1].
	start []uint32
	// table is the register of frozen nodes: open addressing on node numbers, 0 = free.
	table []uint32
	used  int
	// path holds the nodes not yet frozen along the last string added.
	path  [MaxWordLen + 1]openNode
	depth int
	err   error
}

// openNode is a node whose arcs may still grow.
type openNode struct {
	arcs []uint32
	sep  uint32 // the node its Separator arc leads to, 0 for none
}

func newBuilder() *builder {
	return &builder{start: []uint32{0, 0}, table: make([]uint32, 1<<16)}
}

// arcsOf returns the arcs of frozen node id.
func (b *builder) arcsOf(id uint32) []uint32 { return b.pool[b.start[id]:b.start[id+1]] }

// add adds string s (letters 0–25), which sorts after the previous string
// added and shares its first c letters. For each new node at depth k > c,
// accept[k] says whether the arc into it ends a word and sep[k] which node its
// Separator arc leads to (0 for none).
func (b *builder) add(s []byte, c int, accept *[MaxWordLen + 1]bool, sep *[MaxWordLen + 1]uint32) {
	b.closeTo(c)
	for d := c; d < len(s); d++ {
		a := uint32(s[d]) << letterShift
		if accept[d+1] {
			a |= acceptBit
		}
		b.path[d].arcs = append(b.path[d].arcs, a)
		b.path[d+1].sep = sep[d+1]
	}
	b.depth = len(s)
}

// closeTo freezes the open nodes deeper than depth d.
func (b *builder) closeTo(d int) {
	for ; b.depth > d; b.depth-- {
		id := b.freezeOpen(b.depth)
		parent := b.path[b.depth-1].arcs
		parent[len(parent)-1] |= id
	}
}

// finish freezes every open node and returns the root, ready for the next graph.
func (b *builder) finish() uint32 {
	b.closeTo(0)
	return b.freezeOpen(0)
}

// freezeOpen freezes the open node at depth d and empties it.
func (b *builder) freezeOpen(d int) uint32 {
	n := &b.path[d]
	if n.sep != 0 {
		n.arcs = append(n.arcs, uint32(Separator)<<letterShift|n.sep)
	}
	id := b.freeze(n.arcs)
	n.arcs, n.sep = n.arcs[:0], 0
	return id
}

// freeze returns the number of the frozen node with exactly these arcs,
// registering a new one if there is none.
func (b *builder) freeze(arcs []uint32) uint32 {
	if len(arcs) == 0 {
		return 0
	}
	mask := uint64(len(b.table) - 1)
	for i := hashArcs(arcs) & mask; ; i = (i + 1) & mask {
		id := b.table[i]
		if id == 0 {
			break
		}
		if slices.Equal(b.arcsOf(id), arcs) {
			return id
		}
	}
	if len(b.pool)+len(arcs) > childMask {
		b.err = errTooLarge
		return 0
	}
	id := uint32(len(b.start) - 1)
	b.pool = append(b.pool, arcs...)
	b.start = append(b.start, uint32(len(b.pool)))
	b.register(id)
	return id
}

// register puts frozen node id in the table, growing it to stay under half full.
func (b *builder) register(id uint32) {
	b.used++
	if 2*b.used > len(b.table) {
		b.table = make([]uint32, 2*len(b.table))
		for old := uint32(1); old < id; old++ {
			b.insert(old)
		}
	}
	b.insert(id)
}

// insert puts id in the first free slot of its probe sequence.
func (b *builder) insert(id uint32) {
	mask := uint64(len(b.table) - 1)
	i := hashArcs(b.arcsOf(id)) & mask
	for b.table[i] != 0 {
		i = (i + 1) & mask
	}
	b.table[i] = id
}

// hashArcs mixes an arc list into 64 bits.
func hashArcs(arcs []uint32) uint64 {
	h := uint64(len(arcs))
	for _, a := range arcs {
		h = (h ^ uint64(a)) * 0x9E3779B97F4A7C15
		h ^= h >> 32
	}
	return h
}

// denseTable returns the arcs of frozen nodes 1 to last by node and letter:
// the arc labelled l out of node n is at n*26+l, 0 where there is none (an arc
// is never 0: it ends a word or leads to a node with arcs).
func (b *builder) denseTable(last uint32) []uint32 {
	t := make([]uint32, 26*(int(last)+1))
	for id := uint32(1); id <= last; id++ {
		for _, a := range b.arcsOf(id) {
			t[26*id+a>>letterShift] = a
		}
	}
	return t
}

// walkReversed follows reverse(r) from node n in dense table t and reports
// whether the last arc ends a word and the node it leads to (0 if the path
// leaves the graph).
func walkReversed(t []uint32, n uint32, r []byte) (accept bool, node uint32) {
	for j := len(r) - 1; j >= 0; j-- {
		a := t[26*n+uint32(r[j])]
		if a == 0 {
			return false, 0
		}
		if j == 0 {
			return a&acceptBit != 0, a & childMask
		}
		n = a & childMask
	}
	return false, n
}

// graph lays the frozen nodes out as a Graph, in [builder.levelOrder]: each
// node's arcs follow the arcs of the node before it, child numbers become
// arc indexes, and the last arc of each list gets endBit. arcs[0] stays
// unused so that Node 0 means "no node".
func (b *builder) graph(dawg, gaddag uint32) *Graph {
	node := make([]uint32, len(b.start)) // node[id] is the index of id's first arc, 0 for id 0
	arcs := make([]uint32, 1, 1+len(b.pool))
	arcs[0] = endBit
	for _, id := range b.levelOrder(gaddag, dawg) {
		node[id] = uint32(len(arcs))
		list := b.arcsOf(id)
		for i, a := range list {
			a = a&^childMask | node[a&childMask]
			if i == len(list)-1 {
				a |= endBit
			}
			arcs = append(arcs, a)
		}
	}
	return &Graph{arcs: arcs, dawg: Node(node[dawg]), gaddag: Node(node[gaddag])}
}
