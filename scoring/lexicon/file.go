package lexicon

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
)

// FormatVersion is the version of the compiled graph file that [Graph.WriteTo]
// writes and [Read] reads. Version 2 has the bytes of version 1, its nodes
// laid out level by level (see the package documentation), on which the search runs faster: a
// cached graph of version 1 is compiled again.
//
// The file is little-endian:
//
//	offset  size  field
//	0       8     magic "ARBGRAPH"
//	8       4     format version
//	12      4     word count
//	16      32    SHA-256 of the source word list
//	48      4     DAWG root (a Node)
//	52      4     GADDAG root (a Node)
//	56      4     arc count n
//	60      1     alphabet length a
//	61      a     alphabet, letters 'A'–'Z' in increasing order
//	61+a    4n    arcs, laid out as the package documentation says
//	61+a+4n 4     CRC-32C of every byte before it
const FormatVersion = 2

const (
	magic      = "ARBGRAPH"
	headerSize = 61
)

// ErrFormat is the error, wrapped with details, that [Read] returns for a
// file that is not a graph, is truncated or corrupt; ErrVersion wraps it for
// a graph file of another format version.
var (
	ErrFormat  = errors.New("not a valid compiled word graph")
	ErrVersion = fmt.Errorf("%w: unsupported format version", ErrFormat)
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// WriteTo writes g in the compiled graph format ([FormatVersion]).
func (g *Graph) WriteTo(w io.Writer) (int64, error) {
	arcs := g.arcs
	if len(arcs) == 0 {
		arcs = []uint32{endBit}
	}
	buf := make([]byte, headerSize, headerSize+len(g.alphabet))
	copy(buf, magic)
	le := binary.LittleEndian
	le.PutUint32(buf[8:], FormatVersion)
	le.PutUint32(buf[12:], uint32(g.words))
	copy(buf[16:48], g.source[:])
	le.PutUint32(buf[48:], uint32(g.dawg))
	le.PutUint32(buf[52:], uint32(g.gaddag))
	le.PutUint32(buf[56:], uint32(len(arcs)))
	buf[60] = byte(len(g.alphabet))
	buf = append(buf, g.alphabet...)

	crc := crc32.New(castagnoli)
	bw := bufio.NewWriterSize(io.MultiWriter(w, crc), 1<<16)
	bw.Write(buf)
	var a [4]byte
	for _, arc := range arcs {
		le.PutUint32(a[:], arc)
		bw.Write(a[:])
	}
	if err := bw.Flush(); err != nil {
		return 0, fmt.Errorf("lexicon: write graph: %w", err)
	}
	le.PutUint32(a[:], crc.Sum32())
	if _, err := w.Write(a[:]); err != nil {
		return 0, fmt.Errorf("lexicon: write graph: %w", err)
	}
	return int64(len(buf) + 4*len(arcs) + 4), nil
}

// Read loads a graph written by [Graph.WriteTo]: the header, then the arcs
// and checksum in one read, with no allocation per node. A file that is not a
// graph, is truncated, corrupt or followed by more data gives an error
// wrapping [ErrFormat]; one of another format version, [ErrVersion].
func Read(r io.Reader) (*Graph, error) {
	head := make([]byte, headerSize, headerSize+26)
	if _, err := io.ReadFull(r, head); err != nil {
		return nil, formatError("header: %v", truncated(err))
	}
	if string(head[:8]) != magic {
		return nil, formatError("the file does not start with %q", magic)
	}
	le := binary.LittleEndian
	if v := le.Uint32(head[8:]); v != FormatVersion {
		return nil, fmt.Errorf("lexicon: %w %d (this program reads version %d): compile the list again", ErrVersion, v, FormatVersion)
	}
	n := le.Uint32(head[56:])
	if n == 0 || n > childMask+1 {
		return nil, formatError("arc count %d is outside 1 to %d", n, childMask+1)
	}
	alen := int(head[60])
	if alen > 26 {
		return nil, formatError("alphabet length %d is more than 26", alen)
	}
	head = head[:headerSize+alen]
	if _, err := io.ReadFull(r, head[headerSize:]); err != nil {
		return nil, formatError("alphabet: %v", truncated(err))
	}
	g := &Graph{
		words:    int(le.Uint32(head[12:])),
		dawg:     Node(le.Uint32(head[48:])),
		gaddag:   Node(le.Uint32(head[52:])),
		alphabet: string(head[headerSize:]),
		arcs:     make([]uint32, n),
	}
	copy(g.source[:], head[16:48])
	crc, err := readArcs(r, g.arcs, crc32.Checksum(head, castagnoli))
	if err != nil {
		return nil, err
	}
	var tail [4]byte
	if _, err := io.ReadFull(r, tail[:]); err != nil {
		return nil, formatError("checksum: %v", truncated(err))
	}
	if k, _ := r.Read(make([]byte, 1)); k != 0 {
		return nil, formatError("more data after the checksum")
	}
	if want := le.Uint32(tail[:]); crc != want {
		return nil, formatError("checksum %08x, want %08x: the file is corrupt", crc, want)
	}
	if err := g.validate(); err != nil {
		return nil, err
	}
	return g, nil
}

// readArcs fills arcs from r, a chunk at a time so that the file is never
// held twice, and returns crc updated with their bytes.
func readArcs(r io.Reader, arcs []uint32, crc uint32) (uint32, error) {
	var chunk [64 << 10]byte
	for len(arcs) > 0 {
		k := min(len(arcs), len(chunk)/4)
		buf := chunk[:4*k]
		if _, err := io.ReadFull(r, buf); err != nil {
			return 0, formatError("arcs: %v", truncated(err))
		}
		crc = crc32.Update(crc, castagnoli, buf)
		for i := range k {
			arcs[i] = binary.LittleEndian.Uint32(buf[4*i:])
		}
		arcs = arcs[k:]
	}
	return crc, nil
}

// validate checks what the traversal methods rely on, so that no file that
// passes can make them panic or loop: every child and root starts a node and
// lies before the arc that points to it, letters are in range and increase
// within a node, and the last arc ends its node.
func (g *Graph) validate() error {
	for i := 0; i < len(g.alphabet); i++ {
		if c := g.alphabet[i]; c < 'A' || c > 'Z' || i > 0 && c <= g.alphabet[i-1] {
			return formatError("alphabet %q is not increasing letters 'A'–'Z'", g.alphabet)
		}
	}
	arcs := g.arcs
	if arcs[0] != endBit || arcs[len(arcs)-1]&endBit == 0 {
		return formatError("the arc list does not start or end a node")
	}
	startsNode := func(n uint32) bool { return n == 1 || n > 1 && arcs[n-1]&endBit != 0 }
	for i := 1; i < len(arcs); i++ {
		a := arcs[i]
		l := a >> letterShift
		if l > uint32(Separator) {
			return formatError("arc %d has letter %d", i, l)
		}
		if prev := arcs[i-1]; i > 1 && prev&endBit == 0 && prev>>letterShift >= l {
			return formatError("arc %d is out of letter order", i)
		}
		if c := a & childMask; c != 0 && (c >= uint32(i) || !startsNode(c)) {
			return formatError("arc %d points to %d, which does not start an earlier node", i, c)
		}
	}
	for _, root := range []Node{g.dawg, g.gaddag} {
		if root != 0 && (uint32(root) >= uint32(len(arcs)) || !startsNode(uint32(root))) {
			return formatError("root %d does not start a node", root)
		}
	}
	return nil
}

// formatError returns an error wrapping ErrFormat.
func formatError(format string, args ...any) error {
	return fmt.Errorf("lexicon: %w: %s", ErrFormat, fmt.Sprintf(format, args...))
}

// truncated names an early end of file.
func truncated(err error) error {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return errors.New("the file is truncated")
	}
	return err
}
