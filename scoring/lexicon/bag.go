package lexicon

import "math/bits"

// Bag stands for a multiset of letters: the sum of [LetterBag] of each of
// its letters, so that the Bag of two multisets together is the sum of
// theirs, whatever the order of the letters. Two different multisets may
// have the same Bag, seldom enough for a filter (see [Graph.Bags]).
type Bag uint64

// LetterBag returns the Bag of the single letter l (0–25): a mix of its
// bits (SplitMix64's finalizer), so that sums of different multisets seldom
// meet.
func LetterBag(l byte) Bag {
	z := uint64(l+1) * 0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return Bag(z ^ z>>31)
}

// WordBag returns the Bag of the letters of word (upper case 'A'–'Z').
func WordBag(word string) Bag {
	var b Bag
	for i := 0; i < len(word); i++ {
		b += LetterBag(word[i] - 'A')
	}
	return b
}

// BagFilter is a blocked Bloom filter of the Bags of a graph's words, from
// [Graph.Bags]: a query reads one cache line of it.
type BagFilter struct {
	blocks [][bagBlock]uint64
}

// The shape of a BagFilter: 512-bit blocks, bagBits bits set per Bag in the
// block its high bits choose, about bagBitsPerWord bits of filter a word (a
// query of a Bag no word has then answers true about once in 8,000).
const (
	bagBlock       = 8
	bagBits        = 7
	bagBitsPerWord = 24
)

// MayHold reports whether some word of the graph may have exactly the
// letters of b: false proves that none has.
func (f *BagFilter) MayHold(b Bag) bool {
	return f.has(mixBag(b))
}

// has reports whether every bit of h is set in its block.
func (f *BagFilter) has(h uint64) bool {
	hi, _ := bits.Mul64(h, uint64(len(f.blocks)))
	blk := &f.blocks[hi]
	for k := range bagBits {
		p := h >> (9 * k) & 511
		if blk[p>>6]>>(p&63)&1 == 0 {
			return false
		}
	}
	return true
}

// add sets the bits of h in its block.
func (f *BagFilter) add(h uint64) {
	hi, _ := bits.Mul64(h, uint64(len(f.blocks)))
	blk := &f.blocks[hi]
	for k := range bagBits {
		p := h >> (9 * k) & 511
		blk[p>>6] |= 1 << (p & 63)
	}
}

// mixBag mixes the bits of b once more (a sum of mixed values is less
// mixed), so that its high bits choose a block and its low ones the bits in
// it.
func mixBag(b Bag) uint64 {
	z := (uint64(b) ^ uint64(b)>>33) * 0xff51afd7ed558ccd
	return z ^ z>>33
}

// Bags returns the filter of the Bags of the graph's words, computed by
// the first call (a walk of every word of the DAWG, about 60 ms for the ro
// list; the filter takes 3 bytes a word), safely if several goroutines
// call it at once. A search that must place a whole rack asks it whether
// a word of the rack's letters and of some of the board's exists at all.
func (g *Graph) Bags() *BagFilter {
	g.bagsOnce.Do(g.computeBags)
	return &g.bags
}

// computeBags fills g.bags from every word of the DAWG, walked depth first
// with a stack of the arc read at each depth. The words' hashes are set in
// the filter a part of it at a time (the blocks of a part lie together,
// since a hash's high bits choose its block), so that setting them reads
// the filter from the cache instead of memory (about 60 ms for the ro list
// instead of 100).
func (g *Graph) computeBags() {
	n := max(1, (g.words*bagBitsPerWord+bagBlock*64-1)/(bagBlock*64))
	g.bags.blocks = make([][bagBlock]uint64, n)
	var parts [256][]uint64     // the hashes of the words, by their highest byte
	var at [MaxWordLen + 1]int  // the arc read at each depth
	var bag [MaxWordLen + 1]Bag // the letters of the path down to each depth
	at[0] = int(g.dawg)
	for d := 0; d >= 0; {
		if at[d] == 0 {
			d--
			continue
		}
		a := g.arcs[at[d]]
		b := bag[d] + LetterBag(byte(a>>letterShift))
		if a&acceptBit != 0 {
			h := mixBag(b)
			parts[h>>56] = append(parts[h>>56], h)
		}
		at[d]++
		if a&endBit != 0 {
			at[d] = 0
		}
		if child := int(a & childMask); child != 0 {
			d++
			at[d], bag[d] = child, b
		}
	}
	for _, part := range parts {
		for _, h := range part {
			g.bags.add(h)
		}
	}
}
